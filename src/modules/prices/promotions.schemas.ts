import { StringEnum } from '../../platform/http/string-enum.ts';
import { Type, type Static } from '@sinclair/typebox';
import { ruleTypes } from './domain/promotion-math.ts';
import { promotionStatuses } from './domain/promotion.ts';
import { Enum } from './prices.schemas.ts';
import { PagingQuery } from '../../platform/http/hal.ts';

const Ids = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10_000, description });
const DateTime = (description: string) =>
  Type.Union([Type.String({ format: 'date-time', description }), Type.Null()]);

const eligibilityFields = {
  skuIds: Type.Optional(Ids('PRODUCT: these SKUs')),
  categoryIds: Type.Optional(Ids('PRODUCT: every SKU of these categories and their subcategories')),
  brandIds: Type.Optional(Ids('PRODUCT: every SKU of these brands')),
  adIds: Type.Optional(Ids('AD: these ads (each on its own platform)')),
  platforms: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      maxItems: 50,
      description: 'Only on these platforms; absent or empty: every platform',
    }),
  ),
};
const eligibilityDescription =
  'Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up.';

const EligibilitySchema = Type.Object(
  {
    domain: Type.Optional(Enum(['PRODUCT', 'AD'] as const, 'PRODUCT (default): SKUs; AD: ads')),
    ...eligibilityFields,
  },
  { additionalProperties: false, description: eligibilityDescription },
);

const EligibilityView = Type.Object(
  { domain: StringEnum(['PRODUCT', 'AD']), ...eligibilityFields },
  { description: eligibilityDescription },
);

const PromotionFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  startDate: Type.Optional(DateTime('When it starts to change prices (UTC ISO 8601); absent: on activation')),
  endDate: Type.Optional(DateTime('When it finishes by itself; absent: when finished')),
  restorePricesOnAutoFinish: Type.Optional(
    Type.Boolean({
      description:
        'On finish (by endDate or by hand): true (default) brings back the list prices; false keeps the promotional prices as the new list prices',
    }),
  ),
  eligibility: EligibilitySchema,
  ruleType: StringEnum(ruleTypes),
  value: Type.Number({
    minimum: 0,
    maximum: 1e9,
    description: 'PERCENTAGE_DISCOUNT: percent off (10 = 10 %); FIXED_DISCOUNT: BRL off; FIXED_PRICE: BRL',
  }),
};

export const PromotionCreateSchema = Type.Object({
  ...PromotionFields,
  status: Type.Optional(
    Enum(['INACTIVE', 'ACTIVE'] as const, 'INACTIVE (default) or ACTIVE (activates at once)'),
  ),
});
export type PromotionCreate = Static<typeof PromotionCreateSchema>;

export const PromotionUpdateSchema = Type.Object({
  ...PromotionFields,
  status: Type.Optional(
    Enum(
      promotionStatuses,
      'May be sent as read; a different status is 409: statuses move through activate and finish',
    ),
  ),
});
export type PromotionUpdate = Static<typeof PromotionUpdateSchema>;

export const PromotionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: StringEnum(promotionStatuses),
  startDate: Type.Union([Type.String(), Type.Null()]),
  endDate: Type.Union([Type.String(), Type.Null()]),
  restorePricesOnAutoFinish: Type.Boolean(),
  eligibility: EligibilityView,
  ruleType: StringEnum(ruleTypes),
  value: Type.Number(),
  inEffect: Type.Boolean({ description: 'ACTIVE and inside its window: changing prices now' }),
  coveredSkus: Type.Integer({
    description:
      'SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now',
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  activatedAt: Type.Optional(Type.String()),
  finishedAt: Type.Optional(Type.String()),
});

export const PromotionSearchSchema = Type.Object(
  {
    status: Type.Optional(Type.Array(Enum(promotionStatuses), { maxItems: 3 })),
    ruleType: Type.Optional(Type.Array(StringEnum(ruleTypes), { maxItems: 10 })),
    marketplace: Type.Optional(
      Type.Array(Type.String({ maxLength: 40 }), {
        maxItems: 50,
        description: 'Promotions that reach any of these platforms (one for every platform reaches all)',
      }),
    ),
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the name, any case' })),
    startDateFrom: Type.Optional(Type.String({ format: 'date-time' })),
    startDateTo: Type.Optional(Type.String({ format: 'date-time' })),
    endDateFrom: Type.Optional(Type.String({ format: 'date-time' })),
    endDateTo: Type.Optional(Type.String({ format: 'date-time' })),
    activeAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'ACTIVE promotions whose window contains this instant',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PromotionSearch = Static<typeof PromotionSearchSchema>;

export const PromotionIdsSchema = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: 1000,
});

export const PromotionIdParams = Type.Object({ promotionId: Type.String({ minLength: 1, maxLength: 100 }) });

const Price = Type.Union([Type.Number(), Type.Null()]);

export const PromotionSkuSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  preview: Type.Boolean({
    description: 'true: the promotion is not in effect; this is what it would price if it were now',
  }),
  scopes: Type.Array(
    Type.Object({
      platform: Type.Union([Type.String(), Type.Null()], { description: 'null: the SKU-wide price' }),
      listPrice: Price,
      promotionalPrice: Type.Union([Type.Number(), Type.Null()], {
        description: 'The sale price this promotion gives on the list price (null: a discount without one)',
      }),
      salePrice: Type.Union([Type.Number(), Type.Null()], {
        description: 'What buyers pay now: the lowest offer wins',
      }),
      pricedBy: Type.Optional(Type.String({ description: 'The promotion giving the sale price now' })),
      winning: Type.Boolean({ description: 'This promotion gives the sale price now' }),
    }),
  ),
});

export const PromotionGuardQuery = Type.Object({
  ...PagingQuery.properties,
  blocked: Type.Optional(
    Type.Boolean({ description: 'true: only the SKUs the guard would hold (the page total counts them)' }),
  ),
});

export const PromotionGuardSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  scopes: Type.Array(
    Type.Object({
      platform: Type.Union([Type.String(), Type.Null()], { description: 'null: the SKU-wide price' }),
      listPrice: Price,
      promotionalPrice: Type.Union([Type.Number(), Type.Null()], {
        description: 'The promotion stacked over the list price in force (a rule’s included); null: no price',
      }),
      floor: Type.Union([Type.Number(), Type.Null()], {
        description: 'The floor of the scope (null: the SKU has no cost, or the promotion gives no price)',
      }),
      channel: Type.Union([Type.String(), Type.Null()], {
        description: 'The channel the floor and the margin are of (the SKU-wide scope: the highest floor)',
      }),
      marginAmount: Type.Union([Type.Number(), Type.Null()], {
        description:
          'What a sale at the promotional price leaves after cost, fees, freight, commission and taxes, BRL',
      }),
      marginShare: Type.Union([Type.Number(), Type.Null()], {
        description: 'marginAmount as a share of the price',
      }),
      held: Type.Boolean({ description: 'The profit guard holds this SKU out of the promotion' }),
      reason: Type.Optional(StringEnum(['BELOW_FLOOR', 'CHANGE_TOO_LARGE'])),
    }),
  ),
});
