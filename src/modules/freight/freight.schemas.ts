import { StringEnum } from '../../platform/http/string-enum.ts';
import { PagingQuery } from '../../platform/http/hal.ts';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { freightTypes } from './domain/band.ts';
import { weightUnits } from './domain/units.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const FreightTypeSchema = Type.Union(
  [
    Type.Literal('STANDARD'),
    Type.Literal('EXPRESS'),
    Type.Literal('ECONOMIC'),
    Type.Literal('SAME_DAY'),
    Type.Literal('NEXT_DAY'),
    Type.Literal('PICKUP'),
  ] satisfies { const: (typeof freightTypes)[number] }[],
  { description: 'Freight type' },
);

// Response schemas spell enums as plain strings: Fastify's reply typing turns a union of literals
// nested in a response into `never`. Validation and documentation are the same.
const FreightTypeOut = Type.Unsafe<string>({
  type: 'string',
  enum: [...freightTypes],
  description: 'Freight type',
});

/** Configuration accepts `01310-100` or `01310100`; quotes take 8 digits only. */
const ConfigPostalCode = Type.String({
  pattern: '^\\s*\\d{5}-?\\d{3}\\s*$',
  description: 'CEP, 8 digits (a hyphen after the fifth is accepted)',
});

const Timestamps = {
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

// --- carriers -----------------------------------------------------------------------------

const PostalIntegrationInput = Type.Object(
  {
    type: Type.Literal('POSTAL'),
    originPostalCode: ConfigPostalCode,
    user: Type.String({ minLength: 1, maxLength: 100, description: 'Contract user at the postal carrier' }),
    accessCode: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'API access code; never shown again. Required unless the carrier already has a POSTAL integration, whose code is kept',
      }),
    ),
    postingCard: Type.String({
      minLength: 1,
      maxLength: 20,
      description: 'Posting card (cartão de postagem)',
    }),
    services: Type.Array(
      Type.Object(
        {
          code: Type.String({
            pattern: '^\\d{5}$',
            description: 'Product code, e.g. 03220 (SEDEX), 03298 (PAC)',
          }),
          name: Type.String({ minLength: 1, maxLength: 60 }),
          freightType: FreightTypeSchema,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 10 },
    ),
  },
  { additionalProperties: false },
);

const AggregatorIntegrationInput = Type.Object(
  {
    type: Type.Literal('AGGREGATOR'),
    originPostalCode: ConfigPostalCode,
    token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 4000,
        description:
          'API token; never shown again. Required unless the carrier already has an AGGREGATOR integration, whose token is kept',
      }),
    ),
    services: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ minLength: 1, maxLength: 20, description: "The aggregator's service id" }),
            freightType: FreightTypeSchema,
          },
          { additionalProperties: false },
        ),
        { maxItems: 50, description: 'Services to ask for, with their freight type; absent asks for all' },
      ),
    ),
    receipt: Type.Optional(Type.Boolean({ description: 'Delivery receipt (aviso de recebimento)' })),
    ownHand: Type.Optional(Type.Boolean({ description: 'Own-hand delivery (mão própria)' })),
  },
  { additionalProperties: false },
);

const IntegrationInput = Type.Union([PostalIntegrationInput, AggregatorIntegrationInput]);
export type IntegrationInput = Static<typeof IntegrationInput>;

const carrierFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  active: Type.Boolean({ description: 'A deactivated carrier stays in its regions but quotes nothing' }),
  cubicFactor: Nullable(
    // Not exclusiveMinimum: with type coercion a rejected 0 would slip through the null branch as null.
    Type.Number({ minimum: 0, description: 'cm³ per kg, above 0: 6000 for parcels, 3333 for 300 kg/m³' }),
  ),
  cubicThresholdKg: Nullable(
    Type.Number({ minimum: 0, description: 'Cubic weight counts only above this (Correios: 5)' }),
  ),
  quoteUrl: Nullable(
    Type.String({ minLength: 1, maxLength: 2000, description: 'Own quote URL, HTTPS and public' }),
  ),
  integration: Nullable(IntegrationInput),
};

export const CarrierInputSchema = Type.Object(
  {
    name: carrierFields.name,
    active: Type.Optional(carrierFields.active),
    cubicFactor: Type.Optional(carrierFields.cubicFactor),
    cubicThresholdKg: Type.Optional(carrierFields.cubicThresholdKg),
    quoteUrl: Type.Optional(carrierFields.quoteUrl),
    integration: Type.Optional(carrierFields.integration),
  },
  { additionalProperties: false },
);
export type CarrierInput = Static<typeof CarrierInputSchema>;

export const CarrierPatchSchema = Type.Partial(CarrierInputSchema, { additionalProperties: false });
export type CarrierPatch = Static<typeof CarrierPatchSchema>;

const IntegrationOutput = Type.Object({
  type: Type.Union([Type.Literal('POSTAL'), Type.Literal('AGGREGATOR')]),
  originPostalCode: Type.String(),
  user: Type.Optional(Type.String()),
  postingCard: Type.Optional(Type.String()),
  services: Type.Array(
    Type.Object({
      code: Type.Optional(Type.String()),
      id: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      freightType: FreightTypeOut,
    }),
  ),
  receipt: Type.Optional(Type.Boolean()),
  ownHand: Type.Optional(Type.Boolean()),
});

export const CarrierSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  cubicFactor: Nullable(Type.Number()),
  cubicThresholdKg: Nullable(Type.Number()),
  quoteUrl: Nullable(Type.String()),
  integration: Nullable(IntegrationOutput),
  ...Timestamps,
});

// --- regions ------------------------------------------------------------------------------

const RangeInput = Type.Object(
  { postalCodeStart: ConfigPostalCode, postalCodeEnd: ConfigPostalCode },
  { additionalProperties: false },
);

const regionFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  postalCodeStart: ConfigPostalCode,
  postalCodeEnd: ConfigPostalCode,
  ranges: Type.Array(RangeInput, {
    minItems: 1,
    maxItems: 1000,
    description: 'Several ranges; instead of postalCodeStart/postalCodeEnd',
  }),
  carrierIds: Type.Array(Type.String({ minLength: 1 }), {
    maxItems: 500,
    uniqueItems: true,
    description: 'Carriers serving the region; may be empty and assigned later',
  }),
};

export const RegionInputSchema = Type.Object(
  {
    name: regionFields.name,
    postalCodeStart: Type.Optional(regionFields.postalCodeStart),
    postalCodeEnd: Type.Optional(regionFields.postalCodeEnd),
    ranges: Type.Optional(regionFields.ranges),
    carrierIds: Type.Optional(regionFields.carrierIds),
  },
  { additionalProperties: false },
);
export type RegionInput = Static<typeof RegionInputSchema>;

export const RegionPatchSchema = Type.Partial(RegionInputSchema, { additionalProperties: false });
export type RegionPatch = Static<typeof RegionPatchSchema>;

const RangeOutput = Type.Object({ postalCodeStart: Type.String(), postalCodeEnd: Type.String() });

export const RegionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  postalCodeStart: Type.String({ description: 'Start of the first range' }),
  postalCodeEnd: Type.String({ description: 'End of the first range' }),
  ranges: Type.Array(RangeOutput),
  carrierIds: Type.Array(Type.String()),
  ...Timestamps,
});

export const RegionListQuery = Type.Object({
  page: PagingQuery.properties.page,
  size: PagingQuery.properties.size,
  postalCode: Type.Optional(ConfigPostalCode),
  carrierId: Type.Optional(Type.String({ minLength: 1 })),
});

// --- freight values -----------------------------------------------------------------------

const valueFields = {
  carrierId: Type.String({ minLength: 1 }),
  regionId: Type.String({ minLength: 1 }),
  weightFrom: Type.Number({ minimum: 0, description: 'kg, exclusive (a band is weightFrom < w ≤ weightTo)' }),
  weightTo: Type.Number({ minimum: 0, description: 'kg, inclusive; above weightFrom' }),
  price: Type.Number({ minimum: 0, description: 'BRL; rounded half-up to cents' }),
  deadlineDays: Type.Integer({ minimum: 0, maximum: 365, description: 'Business days' }),
  deliveryTime: Nullable(
    Type.Integer({ minimum: 0, maximum: 8760, description: 'Hours; absent means deadlineDays × 24' }),
  ),
  freightType: FreightTypeSchema,
  serviceName: Nullable(Type.String({ minLength: 1, maxLength: 60 })),
  serviceId: Nullable(
    Type.String({ minLength: 1, maxLength: 60, description: 'Service code at the carrier' }),
  ),
};

export const FreightValueInputSchema = Type.Object(
  {
    carrierId: valueFields.carrierId,
    regionId: valueFields.regionId,
    weightFrom: valueFields.weightFrom,
    weightTo: valueFields.weightTo,
    price: valueFields.price,
    deadlineDays: valueFields.deadlineDays,
    deliveryTime: Type.Optional(valueFields.deliveryTime),
    freightType: Type.Optional(valueFields.freightType),
    serviceName: Type.Optional(valueFields.serviceName),
    serviceId: Type.Optional(valueFields.serviceId),
  },
  { additionalProperties: false },
);
export type FreightValueInput = Static<typeof FreightValueInputSchema>;

export const FreightValuePatchSchema = Type.Partial(FreightValueInputSchema, { additionalProperties: false });
export type FreightValuePatch = Static<typeof FreightValuePatchSchema>;

export const FreightValueSchema = Type.Object({
  id: Type.String(),
  carrierId: Type.String(),
  regionId: Type.String(),
  weightFrom: Type.Number(),
  weightTo: Type.Number(),
  price: Type.Number(),
  deadlineDays: Type.Integer(),
  deliveryTime: Nullable(Type.Integer()),
  freightType: FreightTypeOut,
  serviceName: Nullable(Type.String()),
  serviceId: Nullable(Type.String()),
  ...Timestamps,
});

export const FreightValueListQuery = Type.Object({
  page: PagingQuery.properties.page,
  size: PagingQuery.properties.size,
  carrierId: Type.Optional(Type.String({ minLength: 1 })),
  regionId: Type.Optional(Type.String({ minLength: 1 })),
});

// --- carrier table import -----------------------------------------------------------------

export const TableImportSchema = Type.Object(
  {
    csv: Type.String({
      minLength: 1,
      // A whole table in one body (the request's own limit is FEIRA_BODY_LIMIT), not a short text.
      maxLength: 5_000_000,
      description:
        'The carrier table as CSV (comma, semicolon or tab): postalCodeStart, postalCodeEnd, weightFrom, ' +
        'weightTo, price, deadlineDays, and optionally region, deliveryTime, freightType, serviceName, serviceId ' +
        '(Portuguese headers such as cep_inicial, peso_final, valor, prazo are read too)',
    }),
    dryRun: Type.Optional(Type.Boolean({ description: 'Validate and count, write nothing' })),
  },
  { additionalProperties: false },
);
export type TableImport = Static<typeof TableImportSchema>;

export const TableImportResultSchema = Type.Object({
  carrierId: Type.String(),
  dryRun: Type.Boolean(),
  rows: Type.Integer({ description: 'Data rows read (repeated bands of a multi-range region count once)' }),
  regionsCreated: Type.Integer(),
  regionsReused: Type.Integer(),
  valuesWritten: Type.Integer(),
  valuesReplaced: Type.Integer({ description: "The carrier's previous values, removed" }),
});

// --- quotes -------------------------------------------------------------------------------

export const QuoteParamsSchema = Type.Object({
  sellerId: Type.String({ minLength: 1, maxLength: 100 }),
  postalCode: Type.String({ pattern: '^\\d{8}$', description: 'Destination CEP: 8 digits, nothing else' }),
});

export const TesterParamsSchema = Type.Object({ postalCode: QuoteParamsSchema.properties.postalCode });

export const QuoteRequestSchema = Type.Object({
  quotationItems: Type.Array(
    Type.Object({
      skuId: Type.String({ minLength: 1, maxLength: 100 }),
      qty: Type.Integer({ minimum: 1, maximum: 100_000 }),
      price: Type.Optional(
        Type.Number({ minimum: 0, description: 'Unit price, passed on to quote URLs; optional' }),
      ),
    }),
    { minItems: 1, maxItems: 200 },
  ),
  platform: Type.Optional(Nullable(Type.String({ maxLength: 60, description: 'Marketplace code' }))),
  orderTotalPrice: Type.Optional(
    Nullable(Type.Number({ minimum: 0, description: 'The order total the quote is for (orderTotalPrice)' })),
  ),
});
export type QuoteRequest = Static<typeof QuoteRequestSchema>;

export const ExplainQuerySchema = Type.Object({
  explain: Type.Optional(Type.Boolean({ description: 'Add how each carrier was quoted' })),
});

const ShippingQuoteSchema = Type.Object({
  valueFreightId: Type.String(),
  freightServiceId: Type.String(),
  freightServiceName: Type.String(),
  freightType: FreightTypeOut,
  deliveryTime: Type.Integer({ description: 'Hours' }),
  deadlineDays: Type.Integer({ description: 'Business days' }),
  carrierId: Type.String(),
  carrierName: Type.String(),
  weight: Type.Object({
    value: Type.Number(),
    unit: Type.Unsafe<string>({ type: 'string', enum: [...weightUnits] }),
  }),
  shippingCost: Type.Number({ description: 'BRL' }),
  skuQty: Type.Object({ skuId: Type.String(), qty: Type.Integer() }),
});

const ExternalCallSchema = Type.Object({
  carrierId: Type.String(),
  kind: StringEnum(['QUOTE_URL', 'POSTAL', 'AGGREGATOR']),
  target: Type.String({ description: 'Where the request went (origin and path)' }),
  outcome: StringEnum(
    ['OK', 'TIMEOUT', 'HTTP_STATUS', 'INVALID_JSON', 'INVALID_REPLY', 'ERROR', 'CACHED'],
    'How the call ended; only OK replies give quotes',
  ),
  status: Nullable(Type.Integer()),
  latencyMs: Nullable(Type.Number()),
  detail: Nullable(Type.String()),
  quotes: Type.Integer({ description: 'Quotes taken from the reply' }),
  dropped: Type.Array(Type.Object({ index: Type.Integer(), reason: Type.String() })),
});

const ExplainSchema = Type.Object({
  postalCode: Type.String(),
  cache: Type.String({ description: 'Explained quotes are always computed afresh' }),
  outcome: StringEnum(
    ['NO_REGION', 'NO_CARRIER', 'QUOTED'],
    'NO_REGION: no region holds the postal code; NO_CARRIER: none of its carriers quoted',
  ),
  cart: Type.Object({
    items: Type.Array(
      Type.Object({
        skuId: Type.String(),
        qty: Type.Integer(),
        weightKg: Type.Number(),
        heightCm: Type.Number(),
        widthCm: Type.Number(),
        lengthCm: Type.Number(),
        handlingDays: Type.Integer(),
      }),
    ),
    realWeightKg: Type.Number(),
    volumeCm3: Type.Number(),
    handlingDays: Type.Integer(),
  }),
  regions: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), carrierIds: Type.Array(Type.String()) }),
  ),
  carriers: Type.Array(
    Type.Object({
      carrierId: Type.String(),
      carrierName: Type.String(),
      active: Type.Boolean(),
      regionIds: Type.Array(Type.String()),
      realWeightKg: Type.Number(),
      cubicWeightKg: Nullable(Type.Number()),
      billableWeightKg: Type.Number(),
      cubicApplied: Type.Boolean(),
      external: Nullable(Type.String()),
      services: Type.Array(
        Type.Object({
          freightType: FreightTypeOut,
          serviceName: Nullable(Type.String()),
          regionId: Type.String(),
          valueFreightId: Nullable(Type.String()),
          band: Nullable(Type.Object({ weightFrom: Type.Number(), weightTo: Type.Number() })),
          reason: Nullable(Type.String()),
        }),
      ),
      note: Nullable(Type.String()),
    }),
  ),
  externalCalls: Type.Array(ExternalCallSchema),
});

export const QuoteResponseSchema = Type.Object({
  postalCode: Type.Integer({
    description: 'Echo of the destination as a number, so leading zeros are lost',
  }),
  shippingQuotes: Type.Array(ShippingQuoteSchema),
});

export const ExplainedQuoteResponseSchema = Type.Object({
  postalCode: QuoteResponseSchema.properties.postalCode,
  shippingQuotes: QuoteResponseSchema.properties.shippingQuotes,
  explain: Type.Optional(ExplainSchema),
});
