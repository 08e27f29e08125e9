import { StringEnum } from '../../platform/http/string-enum.ts';
import { Type, type Static } from '@sinclair/typebox';
import { MAX_CATEGORIES } from './domain/category-list.ts';

const Money = (description: string) => Type.Number({ minimum: 0, maximum: 1e9, description });
const Measure = (description: string) => Type.Number({ minimum: 0, maximum: 1e6, description });
const Text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });

const EanItemSchema = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 20 }),
    main: Type.Optional(Type.Boolean({ description: 'Defaults to false' })),
  },
  { additionalProperties: false },
);

const DimensionSchema = Type.Object(
  {
    weight: Type.Optional(Measure('Weight in kg')),
    height: Type.Optional(Measure('Height in cm')),
    width: Type.Optional(Measure('Width in cm')),
    length: Type.Optional(Measure('Length in cm (the depth of ads and of the external quote contract)')),
  },
  { additionalProperties: false },
);

const NameValueSchema = Type.Object({ name: Text(120), value: Text(500) }, { additionalProperties: false });
const MediaSchema = Type.Object(
  { url: Type.String({ format: 'uri', maxLength: 2000 }), main: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const WarrantySchema = Type.Object(
  {
    time: Type.Optional(Type.Integer({ minimum: 0, maximum: 1200, description: 'Months' })),
    type: Type.Optional(Type.Union([Type.Literal('SELLER_WARRANTY'), Type.Literal('FACTORY_WARRANTY')])),
  },
  { additionalProperties: false },
);

const FiscalSchema = Type.Object(
  {
    ncm: Type.Optional(Type.String({ pattern: '^\\d{8}$', description: '8-digit NCM' })),
    origin: Type.Optional(Type.Integer({ minimum: 0, maximum: 8, description: 'Fiscal origin code (0-8)' })),
    countryOfOrigin: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  },
  { additionalProperties: false },
);

const ProductCostsSchema = Type.Object(
  {
    inboundFreight: Type.Optional(Money('Supplier to distribution centre, per unit (BRL)')),
    packaging: Type.Optional(Money('Per unit (BRL)')),
    royalty: Type.Optional(Money('Per unit (BRL)')),
  },
  { additionalProperties: false },
);

const KitSchema = Type.Array(
  Type.Object(
    { skuId: Type.String({ minLength: 1 }), qty: Type.Integer({ minimum: 1, maximum: 1000 }) },
    {
      additionalProperties: false,
    },
  ),
  { minItems: 1, maxItems: 50 },
);

const Status = (description: string) =>
  Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')], { description });

export const VariationInputSchema = Type.Object({
  skuId: Type.Optional(
    Type.String({ description: 'Service id of an existing variation (PUT); omit to (re)create' }),
  ),
  sku: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\s].*$', description: "Seller's code" }),
  ean: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'Deprecated (no removal date): the main EAN; send it together with eans',
      deprecated: true,
    }),
  ),
  eans: Type.Optional(Type.Union([Type.Array(EanItemSchema, { maxItems: 100 }), Type.Null()])),
  cost: Type.Optional(Type.Union([Money('Unit cost (BRL, up to 4 decimals)'), Type.Null()])),
  attributes: Type.Optional(Type.Array(NameValueSchema, { maxItems: 100 })),
  images: Type.Optional(Type.Array(MediaSchema, { maxItems: 50 })),
  videos: Type.Optional(Type.Array(MediaSchema, { maxItems: 20 })),
  dimension: Type.Optional(Type.Union([DimensionSchema, Type.Null()])),
  kit: Type.Optional(Type.Union([KitSchema, Type.Null()])),
  status: Type.Optional(
    Status(
      'INACTIVE takes the variation off sale: its ads that follow STATUS pause. Absent: ACTIVE when created, unchanged on PUT and PATCH',
    ),
  ),
});
export type VariationInput = Static<typeof VariationInputSchema>;

export const ProductInputSchema = Type.Object({
  externalId: Type.String({
    minLength: 1,
    maxLength: 100,
    description: "The seller's product id (productId)",
  }),
  title: Type.String({ minLength: 1, maxLength: 300 }),
  description: Type.Optional(Type.Union([Text(50_000), Type.Null()])),
  brand: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 120 }), Type.Null()])),
  nbm: Type.Optional(Type.Union([Text(20), Type.Null()])),
  categoryId: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        'The main category: the one channels use. With `categories` it must be one of them (absent: the first of ' +
        'them); alone it is the only category (null: none).',
    }),
  ),
  categories: Type.Optional(
    Type.Array(Type.String({ minLength: 1 }), {
      maxItems: MAX_CATEGORIES,
      description:
        "Every category of the product (ids of the seller's categories; repeated ids count once), such as a " +
        'marketplace path or several shelves; `[]` for none. The main one is `categoryId`, or the first when ' +
        '`categoryId` is absent. Search, price formation rules and promotions by category match any of them. ' +
        'Absent: `categoryId` alone decides (a PUT replaces the list).',
    }),
  ),
  condition: Type.Optional(
    Type.Union([Type.Literal('NEW'), Type.Literal('USED'), Type.Literal('REFURBISHED')]),
  ),
  handlingTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 365, description: 'Days' })),
  warranty: Type.Optional(WarrantySchema),
  fiscal: Type.Optional(FiscalSchema),
  dimension: Type.Optional(DimensionSchema),
  productCosts: Type.Optional(ProductCostsSchema),
  attributes: Type.Optional(Type.Array(NameValueSchema, { maxItems: 100 })),
  status: Type.Optional(
    Status(
      'INACTIVE takes every variation off sale, whatever their own status: ads that follow STATUS pause. Absent: ACTIVE when created, unchanged on PUT',
    ),
  ),
  variations: Type.Array(VariationInputSchema, { minItems: 1, maxItems: 500 }),
});
export type ProductInput = Static<typeof ProductInputSchema>;

/** PATCH of one variation: every field optional; `skuId` comes from the path. */
export const VariationPatchSchema = Type.Partial(Type.Omit(VariationInputSchema, ['skuId']), {
  minProperties: 1,
});
export type VariationPatch = Static<typeof VariationPatchSchema>;

export const WriteAcceptedSchema = Type.Object({
  productId: Type.String(),
  variations: Type.Array(Type.Object({ sku: Type.String(), skuId: Type.String() })),
});

const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

export const VariationSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  productId: Type.String(),
  ean: Type.Union([Type.String(), Type.Null()], {
    description: 'Deprecated (no removal date): the main EAN of eans',
    deprecated: true,
  }),
  eans: Type.Array(EanItemSchema),
  cost: Nullable(Type.Number()),
  attributes: Type.Array(NameValueSchema),
  images: Type.Array(MediaSchema),
  videos: Type.Array(MediaSchema),
  dimension: Type.Optional(DimensionSchema),
  kit: Type.Optional(KitSchema),
  status: Status('The variation’s own status; it is on sale only when the product is ACTIVE too'),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const ProductSchema = Type.Object({
  productId: Type.String(),
  externalId: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  brand: Type.Optional(Type.String()),
  brandId: Type.Optional(Type.String()),
  nbm: Type.Optional(Type.String()),
  categoryId: Type.Optional(Type.String({ description: 'The main category (the one channels use)' })),
  categories: Type.Array(Type.String(), {
    description: 'Every category of the product, the main one (`categoryId`) first; `[]` when none',
  }),
  condition: Type.Optional(StringEnum(['NEW', 'USED', 'REFURBISHED'])),
  handlingTime: Type.Optional(Type.Integer()),
  warranty: Type.Optional(WarrantySchema),
  fiscal: Type.Optional(FiscalSchema),
  dimension: Type.Optional(DimensionSchema),
  productCosts: Type.Optional(ProductCostsSchema),
  attributes: Type.Array(NameValueSchema),
  status: Status('INACTIVE: every variation is off sale, whatever its own status'),
  variations: Type.Array(VariationSchema),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const AdSummarySchema = Type.Object({
  id: Type.String(),
  platform: Type.String(),
  status: StringEnum(['ACTIVE', 'INACTIVE', 'PAUSED']),
  channelStatus: StringEnum(['PENDING', 'PUBLISHED', 'ERROR'], 'Where the ad stands on the marketplace'),
  price: Type.Union([Type.Number(), Type.Null()]),
  followsPrice: Type.Boolean({
    description: "False when the ad keeps a price of its own: the SKU's price changes do not reach it",
  }),
  stock: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
});

const SkuPriceSummarySchema = Type.Object({
  listPrice: Type.Union([Type.Number(), Type.Null()]),
  salePrice: Type.Union([Type.Number(), Type.Null()], { description: 'What it sells for now (a promotion)' }),
});

/** A product as the web admin lists and opens it: each variation with its ads, one per marketplace. */
export const BffProductSchema = Type.Composite([
  Type.Omit(ProductSchema, ['variations']),
  Type.Object({
    variations: Type.Array(
      Type.Composite([
        VariationSchema,
        Type.Object({
          ads: Type.Array(AdSummarySchema),
          price: Type.Union([SkuPriceSummarySchema, Type.Null()], {
            description:
              'The SKU-wide price (every marketplace without one of its own); null when none is set',
          }),
          stock: Type.Object(
            {
              onHand: Type.Integer(),
              available: Type.Integer({ description: 'On hand less what open orders reserve' }),
            },
            { description: 'Over every warehouse; 0 for a SKU whose stock was never written' },
          ),
        }),
      ]),
    ),
  }),
]);

export const ProductSearchSchema = Type.Object(
  {
    text: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Part of the title, externalId or sku, ignoring case and accents; digits also match part of any EAN',
      }),
    ),
    sku: Type.Optional(Type.String({ maxLength: 100 })),
    ean: Type.Optional(
      Type.String({ maxLength: 20, description: 'Matches any EAN of a variation, main or secondary' }),
    ),
    brand: Type.Optional(Type.String({ maxLength: 120 })),
    categoryId: Type.Optional(
      Type.String({
        description: 'Products with this category among theirs, main or not (subcategories not included)',
      }),
    ),
    missingCost: Type.Optional(Type.Boolean({ description: 'Only products with a variation without cost' })),
    missingEan: Type.Optional(Type.Boolean({ description: 'Only products with a variation without EAN' })),
    notPublishedOn: Type.Optional(
      Type.String({
        pattern: '^[A-Z][A-Z0-9_]{0,39}$',
        description: 'A platform: only products with a variation that has no ad there',
      }),
    ),
    updatedSince: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type ProductSearch = Static<typeof ProductSearchSchema>;

export const SkuResolutionSchema = Type.Object({
  sku: Type.String(),
  skuId: Type.String(),
  productId: Type.String(),
});
