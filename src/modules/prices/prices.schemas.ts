import { StringEnum } from '../../platform/http/string-enum.ts';
import { PagingQuery } from '../../platform/http/hal.ts';
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';

/** A string enum as a union of literals (what the route type provider infers precisely). */
export function Enum<const T extends readonly [string, ...string[]]>(values: T, description?: string) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  ) as unknown as TUnion<TLiteral<T[number]>[]>;
}

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const PriceValue = Type.Number({
  minimum: 0,
  maximum: 1e11,
  description: 'BRL; rounded half-up to two places',
});
const DateTime = (description: string) => Type.String({ format: 'date-time', description });
const Platform = Type.String({ minLength: 1, maxLength: 40, description: 'Platform code (marketplace)' });
const SkuRef = {
  sku: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "The seller's sku" })),
  skuId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Or the skuId' })),
};
const PriceTypeSchema = Enum(['DEFAULT', 'PROMOTION'] as const, 'DEFAULT (list price) or PROMOTION');

export const SkuPriceInputSchema = Type.Object({ ...SkuRef, value: PriceValue });
export type SkuPriceInput = Static<typeof SkuPriceInputSchema>;

const Window = {
  startDate: Type.Optional(
    Nullable(DateTime('PROMOTION only: when the price starts to hold (UTC ISO 8601)')),
  ),
  endDate: Type.Optional(Nullable(DateTime('PROMOTION only: when it stops holding'))),
};

const PriceListItemSchema = Type.Object({
  ...SkuRef,
  value: PriceValue,
  priceType: Type.Optional(PriceTypeSchema),
  platform: Type.Optional(Nullable(Platform)),
  ...Window,
});
export const PriceListSchema = Type.Array(PriceListItemSchema, { minItems: 1, maxItems: 20_000 });
export type PriceListItem = Static<typeof PriceListItemSchema>;

const PlatformPriceItemSchema = Type.Object({
  platform: Platform,
  value: PriceValue,
  priceType: Type.Optional(PriceTypeSchema),
  ...Window,
});
export const PlatformPriceListSchema = Type.Array(PlatformPriceItemSchema, { minItems: 1, maxItems: 200 });
export type PlatformPriceItem = Static<typeof PlatformPriceItemSchema>;

export const DomainTypeQuery = Type.Object({
  domainType: Type.Optional(
    Enum(['PRODUCT', 'AD'] as const, 'PRODUCT (default): itemId is a skuId; AD: an adId'),
  ),
});

export const SkuQuery = Type.Object({ ...SkuRef });

const HoldReasonSchema = StringEnum(
  ['BELOW_FLOOR', 'CHANGE_TOO_LARGE'],
  'BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down',
);
const HeldFields = {
  id: Type.String({ description: 'The held change: confirm or drop it under /prices/held/{id}' }),
  skuId: Type.String(),
  sku: Nullable(Type.String()),
  platform: Nullable(Type.String({ description: 'Null: the SKU-wide price' })),
  priceType: StringEnum(['DEFAULT', 'PROMOTION']),
  value: Type.Number({ description: 'The price that was asked for, BRL' }),
  reason: HoldReasonSchema,
  floor: Nullable(Type.Number({ description: 'The floor of the scope when it was held, BRL' })),
  currentValue: Nullable(Type.Number({ description: 'The price it would have replaced, BRL' })),
};

export const PriceAcceptedSchema = Type.Object({
  received: Type.Integer({ description: 'Prices in the request' }),
  changed: Type.Integer({
    description: 'List or sale prices that changed (a repeated value changes nothing)',
  }),
  held: Type.Array(Type.Object(HeldFields), {
    description:
      'Prices the profit guard held instead of pushing: the channels keep the last good price until the seller confirms',
  }),
});

export const PriceImportSchema = Type.Object({
  received: Type.Integer({ description: 'Prices in the file' }),
  applied: Type.Integer({ description: 'Prices that passed the profit guard and were written' }),
  changed: Type.Integer({ description: 'List or sale prices that changed' }),
  held: Type.Array(
    Type.Object({ row: Type.Integer({ description: 'Row of the file (the header is 1)' }), ...HeldFields }),
    {
      description:
        'Rows the profit guard held: the channels keep the last good price until the seller confirms',
    },
  ),
});

export const HeldPriceSchema = Type.Object({
  ...HeldFields,
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
  source: StringEnum(['API', 'ADMIN', 'RULE', 'PROMOTION'], 'Who wrote it'),
  ruleId: Type.Optional(Type.String({ description: 'The price formation rule that computed it' })),
  promotionId: Type.Optional(Type.String({ description: 'The promotion that gave it' })),
  heldAt: Type.String(),
});

export const HeldParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const HeldConfirmedSchema = Type.Object({
  id: Type.String(),
  changed: Type.Integer({ description: 'List or sale prices that changed' }),
});

const Rate = (description: string) =>
  Type.String({ pattern: '^(0(\\.\\d{1,4})?|\\.\\d{1,4})$', description });
const Amount = (description: string) => Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,2})?$', description });

const MarginsOf = (what: string) =>
  Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Rate(`Minimum margin of these ${what}`));

export const GuardSettingsSchema = Type.Object(
  {
    minMargin: Type.Optional(Rate('Least margin a price must leave, a fraction of the price (0.1 = 10 %)')),
    taxRate: Type.Optional(Rate('Taxes on a sale, a fraction of the price')),
    changeFactor: Type.Optional(
      Type.String({
        pattern: '^\\d{1,4}(\\.\\d{1,2})?$',
        description: 'A change by more than this many times up (or below 1/factor down) is held; above 1',
      }),
    ),
    channels: Type.Optional(
      Type.Record(
        Type.String({ minLength: 1, maxLength: 40 }),
        Type.Object(
          {
            commission: Type.Optional(Rate("The channel's commission, a fraction of the price")),
            fixedFee: Type.Optional(Amount("The channel's fixed fee per sale, BRL")),
            freight: Type.Optional(Amount('The share of freight the seller pays per sale, BRL')),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    marginOverrides: Type.Optional(
      Type.Object(
        {
          products: Type.Optional(MarginsOf('products (by productId)')),
          brands: Type.Optional(MarginsOf('brands (by brand id)')),
          categories: Type.Optional(MarginsOf('main categories (by category id)')),
        },
        {
          additionalProperties: false,
          description:
            "Minimum margins over the seller's; a SKU takes its product's, else its brand's, else its main " +
            "category's, else minMargin (PRC-35). Replaced whole when sent.",
        },
      ),
    ),
  },
  { additionalProperties: false },
);

const FloorBreakdownSchema = Type.Object({
  cost: Type.String(),
  fixedFee: Type.String(),
  freight: Type.String(),
  commission: Type.String(),
  tax: Type.String(),
  minMargin: Type.String(),
  commissionAmount: Type.String(),
  taxAmount: Type.String(),
  marginAmount: Type.String(),
});

export const SkuFloorSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  floor: Nullable(Type.Number({ description: 'The SKU-wide floor: the highest of the connected channels' })),
  minMargin: Type.Number(),
  changeFactor: Type.Number(),
  platforms: Type.Array(
    Type.Object({
      platform: Type.String(),
      floor: Nullable(Type.Number()),
      reason: Type.Optional(StringEnum(['NO_COST', 'UNREACHABLE'])),
      breakdown: Type.Optional(FloorBreakdownSchema),
    }),
  ),
});

const Money = Nullable(Type.Number());
const PromotionalFields = {
  priceType: Nullable(StringEnum(['DEFAULT', 'PROMOTION'], 'Where the sale price comes from')),
  promotionId: Type.Optional(Type.String({ description: 'The promotion giving the sale price' })),
  startDate: Type.Optional(Type.String({ description: 'Window of a promotional sale price' })),
  endDate: Type.Optional(Type.String()),
};

const ScopePriceSchema = Type.Object({
  platform: Type.String(),
  listPrice: Money,
  salePrice: Money,
  ...PromotionalFields,
  updatedAt: Type.String(),
});

export const SkuPriceSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  value: Type.Union([Type.Number(), Type.Null()], {
    description: 'The SKU-wide DEFAULT price as written (equals listPrice)',
  }),
  listPrice: Money,
  salePrice: Money,
  ...PromotionalFields,
  lastModifiedDt: Type.Optional(
    Type.String({
      description:
        'Last write to the SKU, also one that changed nothing (absent in the admin read of a SKU without a SKU-wide price)',
    }),
  ),
  updatedAt: Type.Optional(Type.String({ description: 'Last change of the list or sale price' })),
  platforms: Type.Array(ScopePriceSchema, { description: 'Platforms with prices of their own' }),
});

export const PlatformPriceSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  adId: Type.Optional(Type.String()),
  platform: Type.String(),
  value: Money,
  listPrice: Money,
  salePrice: Money,
  ...PromotionalFields,
  lastModifiedDt: Type.String(),
  updatedAt: Type.String(),
});

const PriceSources = ['API', 'ADMIN', 'RULE', 'PROMOTION', 'SCHEDULE'] as const;

export const HeldQuery = Type.Object({
  ...SkuRef,
  page: PagingQuery.properties.page,
  size: PagingQuery.properties.size,
});

export const PriceHistoryQuery = Type.Object({
  ...SkuRef,
  platform: Type.Optional(Platform),
  source: Type.Optional(Enum(PriceSources)),
  page: PagingQuery.properties.page,
  size: PagingQuery.properties.size,
});
export type PriceHistoryFilter = Static<typeof PriceHistoryQuery>;

export const PriceHistorySchema = Type.Object({
  id: Type.String(),
  skuId: Type.String(),
  platform: Nullable(Type.String({ description: 'null: the SKU-wide price' })),
  priceType: Nullable(StringEnum(['DEFAULT', 'PROMOTION'], 'Of the new sale price')),
  oldValue: Money,
  newValue: Money,
  oldListPrice: Money,
  newListPrice: Money,
  source: Enum(
    PriceSources,
    'API, ADMIN, RULE (ruleId), PROMOTION (promotionId) or SCHEDULE (a PROMOTION price window)',
  ),
  ruleId: Type.Optional(Type.String()),
  promotionId: Type.Optional(Type.String()),
  changedAt: Type.String(),
});

export const ParitySchema = Type.Object(
  {
    rule: Nullable(
      Type.Object(
        {
          channel: Type.String({ minLength: 1, maxLength: 40, description: 'The platform kept in parity' }),
          band: Type.Optional(
            Rate(
              'How far above the lowest price of the other channels it may sell, a fraction (0: at or below)',
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ParityConflictSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  channel: Type.String(),
  price: Type.Number({ description: 'What the channel sells it for now, BRL' }),
  target: Type.Number({ description: 'The highest price in parity, BRL' }),
  lowest: Type.Number({ description: 'The lowest price of the other channels, BRL' }),
  lowestChannel: Type.String(),
  floor: Type.Number({ description: 'The floor on the channel, above the target: parity would lose money' }),
});

export const ParityAppliedSchema = Type.Object({
  fixed: Type.Integer({ description: 'SKUs given a price in parity on the channel' }),
  changed: Type.Integer({ description: 'List or sale prices that changed' }),
  conflicts: Type.Integer({ description: 'SKUs left as they are: parity would go below the floor' }),
  held: Type.Array(Type.Object(HeldFields)),
});
