import { StringEnum } from '../../platform/http/string-enum.ts';
import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { baseValues, valueTypes } from './domain/pricing.ts';
import { ruleStatuses } from './domain/rule.ts';

const jobStatuses = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED'] as const;

function Enum<const T extends readonly [string, ...string[]]>(values: T, description?: string) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  ) as unknown as TUnion<TLiteral<T[number]>[]>;
}

const Ids = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10_000, description });
const Fraction = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
const Amount = (description: string) => Type.Number({ minimum: 0, maximum: 1e9, description });
const DateTime = (description: string) =>
  Type.Union([Type.String({ format: 'date-time', description }), Type.Null()]);

const EligibilitySchema = Type.Object(
  {
    platforms: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
        maxItems: 50,
        description:
          'Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms',
      }),
    ),
    categoryIds: Type.Optional(Ids('Only SKUs of these categories; their subcategories are included')),
    brandIds: Type.Optional(Ids('Only SKUs of these brands')),
    skuIds: Type.Optional(Ids('Only these SKUs')),
    adIds: Type.Optional(Ids('Domain AD only: these ads, each its SKU on its own platform')),
  },
  {
    additionalProperties: false,
    description:
      'The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds.',
  },
);

/** A product cost: BRL per unit, or `{value, valueType}` where PERCENTAGE is a share of the sale price. */
const ProductCost = (what: string) =>
  Type.Union([
    Amount(`${what}: BRL per unit`),
    Type.Object(
      {
        value: Type.Number({ minimum: 0, maximum: 1e9 }),
        valueType: Type.Union([Type.Literal('AMOUNT'), Type.Literal('PERCENTAGE')], {
          description: 'AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)',
        }),
      },
      { additionalProperties: false, description: `${what}, as an amount or a share of the sale price` },
    ),
  ]);

const ProductCostsSchema = Type.Object(
  {
    inboundFreight: Type.Optional(ProductCost('Supplier to distribution center')),
    packaging: Type.Optional(ProductCost('Packaging')),
    royalty: Type.Optional(ProductCost('Royalties')),
  },
  { additionalProperties: false },
);

const CostStructureSchema = Type.Object(
  {
    cost: Type.Optional(
      Type.Union([
        Amount('Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost'),
        Type.Null(),
      ]),
    ),
    channelCosts: Type.Optional(
      Type.Object(
        {
          commission: Type.Optional(Fraction('Marketplace commission, a fraction (0.16 = 16 %)')),
          freight: Type.Optional(Amount('Freight paid by the channel, BRL per unit')),
          tax: Type.Optional(Fraction('Sales taxes, a fraction of the sale price')),
        },
        { additionalProperties: false },
      ),
    ),
    productCosts: Type.Optional(ProductCostsSchema),
    embedProductCosts: Type.Optional(
      Type.Boolean({ description: 'true adds product costs to the base; false (default) ignores them' }),
    ),
  },
  { additionalProperties: false },
);

const ObjectiveSchema = Type.Object(
  {
    driver: StringEnum(
      ['CONTRIBUTION_MARGIN', 'MARKUP', 'PROFIT'],
      'CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver',
    ),
    value: Type.Number({ minimum: -1e9, maximum: 1e9 }),
    valueType: Type.Optional(
      Enum(
        valueTypes,
        'CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)',
      ),
    ),
  },
  { additionalProperties: false },
);

const domains = ['PRODUCT', 'AD'] as const;
const domainNote = 'PRODUCT (default): SKUs; AD: their ads only';
const baseValueNote = 'COST (default): unit cost; SALE_PRICE: the current sale price';

const mathFields = {
  domain: Type.Optional(Enum(domains, domainNote)),
  baseValue: Type.Optional(Enum(baseValues, baseValueNote)),
  eligibility: Type.Optional(EligibilitySchema),
  costStructure: Type.Optional(CostStructureSchema),
  objective: ObjectiveSchema,
};

const ruleFields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  ...mathFields,
  startDate: Type.Optional(DateTime('When the rule applies by itself (UTC ISO 8601); absent: only on apply')),
  endDate: Type.Optional(DateTime('When it finishes by itself')),
  restorePricesOnAutoFinish: Type.Optional(
    Type.Boolean({
      description: 'On finish: true (default) restores the pre-rule prices; false keeps the rule’s',
    }),
  ),
  priority: Type.Optional(
    Type.Integer({
      minimum: -1000,
      maximum: 1000,
      description: 'Several ACTIVE rules on one SKU and platform: the highest priority wins, then the newest',
    }),
  ),
};

export const RuleInputSchema = Type.Object(ruleFields, { additionalProperties: false });
export type RuleInput = Static<typeof RuleInputSchema>;

export const SimulationInputSchema = Type.Object(
  {
    ...mathFields,
    priority: ruleFields.priority,
  },
  { additionalProperties: false },
);
export type SimulationInput = Static<typeof SimulationInputSchema>;

const Price = Type.Union([Type.Number(), Type.Null()]);

export const RuleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  domain: StringEnum(domains, domainNote),
  baseValue: StringEnum(baseValues, baseValueNote),
  eligibility: EligibilitySchema,
  costStructure: CostStructureSchema,
  objective: Type.Object({
    ...ObjectiveSchema.properties,
    valueType: Type.Optional(StringEnum(valueTypes, ObjectiveSchema.properties.valueType.description)),
  }),
  status: StringEnum(ruleStatuses),
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
  restorePricesOnAutoFinish: Type.Boolean(),
  priority: Type.Integer(),
  lastJobId: Type.Optional(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  activatedAt: Type.Optional(Type.String()),
  finishedAt: Type.Optional(Type.String()),
});

export const RuleIdParams = Type.Object({ ruleId: Type.String({ maxLength: 100 }) });
export const JobParams = Type.Object({
  ruleId: Type.String({ maxLength: 100 }),
  jobId: Type.String({ maxLength: 100 }),
});
export const StatusQuery = Type.Object({
  status: Type.Optional(Enum(ruleStatuses, 'Only rules in this status')),
});

export const JobStartSchema = Type.Object({
  jobId: Type.String(),
  ruleId: Type.String(),
  status: StringEnum(jobStatuses, 'PENDING: the job is queued (or waits for startDate)'),
});

export const JobSchema = Type.Object({
  jobId: Type.String(),
  ruleId: Type.String(),
  kind: StringEnum(
    ['APPLY', 'RESTORE'],
    'APPLY (prices the rule) or RESTORE (brings back the pre-rule prices)',
  ),
  status: StringEnum(jobStatuses),
  progressPct: Type.Integer(),
  processedSkus: Type.Integer(),
  totalSkus: Type.Integer(),
  errors: Type.Array(
    Type.Object({ code: Type.String(), message: Type.String(), skuId: Type.Optional(Type.String()) }),
  ),
  createdAt: Type.String(),
  startedAt: Type.Optional(Type.String()),
  finishedAt: Type.Optional(Type.String()),
});

export const SummarySchema = Type.Object({
  ruleId: Type.String(),
  status: StringEnum(ruleStatuses),
  eligibleSkus: Type.Integer(),
  coveredSkus: Type.Integer(),
  costDataCoveragePct: Type.Number(),
  costCoverageAlert: Type.Boolean({ description: 'true when costDataCoveragePct is below 50' }),
  lastJobId: Type.Optional(Type.String()),
  lastJobStatus: Type.Optional(StringEnum(jobStatuses)),
});

export const ResultSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.Optional(Type.String()),
  platform: Type.Union([Type.String(), Type.Null()]),
  oldPrice: Price,
  newPrice: Price,
  status: StringEnum(['PRICED', 'SKIPPED', 'RESTORED']),
  reason: Type.Optional(Type.String()),
  ruleId: Type.Optional(Type.String({ description: 'The rule whose price holds there' })),
  jobId: Type.Optional(Type.String()),
  updatedAt: Type.String(),
});

export const SimulationSchema = Type.Object({
  totalSkus: Type.Integer({ description: 'Eligible SKUs' }),
  coveredSkus: Type.Integer(),
  skippedSkus: Type.Integer({
    description:
      'Eligible SKUs without any simulated price: no cost, no platform, or a price past 999,999,999,999.99 (the largest a price can be; applying such a rule fails with price-out-of-range)',
  }),
  heldSkus: Type.Integer({
    description:
      'Eligible SKUs with at least one simulated price the profit guard would hold instead of pushing',
  }),
  held: Type.Object(
    {
      belowFloor: Type.Integer({ description: "Prices under the SKU's floor on their channel" }),
      changeTooLarge: Type.Integer({
        description: "Prices more than the seller's change factor away from the current one",
      }),
    },
    { description: 'Simulated prices the profit guard would hold, by reason' },
  ),
  simulatedPrices: Type.Array(
    Type.Object({
      skuId: Type.String(),
      platform: Type.String(),
      currentPrice: Price,
      simulatedPrice: Type.Number(),
      delta: Price,
      held: Type.Optional(
        Type.Object(
          {
            reason: StringEnum(['BELOW_FLOOR', 'CHANGE_TOO_LARGE']),
            floor: Type.Union([Type.Number(), Type.Null()], {
              description: 'The floor on that channel, BRL',
            }),
          },
          {
            description:
              'Present when the profit guard would hold this price: applying leaves the channel as it is',
          },
        ),
      ),
    }),
  ),
});

const templateRule = Type.Object(
  {
    ...mathFields,
    restorePricesOnAutoFinish: ruleFields.restorePricesOnAutoFinish,
    priority: ruleFields.priority,
  },
  { additionalProperties: false },
);

export const TemplateInputSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), rule: templateRule },
  { additionalProperties: false },
);
export type TemplateInput = Static<typeof TemplateInputSchema>;

export const TemplateSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  rule: Type.Object({}, { additionalProperties: true }),
  copiedFrom: Type.Optional(Type.String()),
  createdAt: Type.String(),
});

export const TemplateCopySchema = Type.Object(
  {
    sellerId: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'The seller to copy to: the caller’s own for a seller; any seller for an operator',
    }),
  },
  { additionalProperties: false },
);
export const TemplateIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const OperatorCopySchema = Type.Object(
  {
    fromSellerId: Type.String({ minLength: 1, maxLength: 100 }),
    templateId: Type.String({ minLength: 1, maxLength: 100 }),
    toSellerId: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
