import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../platform/http/string-enum.ts';
import { updateOptions } from './domain/update-options.ts';

const EanItem = Type.Object(
  { value: Type.String({ minLength: 1, maxLength: 20 }), main: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const NameValue = Type.Object({
  name: Type.String({ maxLength: 120 }),
  value: Type.String({ maxLength: 500 }),
});
const Media = Type.Object({
  url: Type.String({ format: 'uri', maxLength: 2000 }),
  main: Type.Optional(Type.Boolean()),
});
export const AdStatus = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('INACTIVE'),
  Type.Literal('PAUSED'),
]);
/** Unknown option values are accepted and ignored, so the schema lists the known ones only as a hint. */
/** The closed set of update options; an unknown value is 400 (a typo would otherwise be silently dropped). */
export const OptionSchema = Type.String({ enum: [...updateOptions] });
const Options = Type.Array(OptionSchema, { maxItems: 50 });

export const AdChangesSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 50_000 }), Type.Null()])),
  status: Type.Optional(AdStatus),
  ean: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'Deprecated (no removal date): the main EAN; send it together with eans',
      deprecated: true,
    }),
  ),
  eans: Type.Optional(Type.Union([Type.Array(EanItem, { maxItems: 100 }), Type.Null()])),
  price: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1e9 }), Type.Null()])),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  images: Type.Optional(Type.Array(Media, { maxItems: 50 })),
  videos: Type.Optional(Type.Array(Media, { maxItems: 20 })),
  attributes: Type.Optional(Type.Array(NameValue, { maxItems: 100 })),
  specifications: Type.Optional(Type.Array(NameValue, { maxItems: 100 })),
  updateOptions: Type.Optional(Options),
});

/** What one ad's own update may change besides its content: where the channel lists it, before it does. */
export const AdUpdateSchema = Type.Composite([
  AdChangesSchema,
  Type.Object({
    channelCategoryId: Type.Optional(
      Type.Union(
        [
          Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,59}$' }),
          Type.Null({ description: "null: the channel's discovery picks one from the title again" }),
        ],
        {
          description:
            "The channel's category (GET /bffweb/marketplaces/{platform}/categories), on an ad its channel has not listed yet (409 after)",
        },
      ),
    ),
    listingType: Type.Optional(
      Type.String({
        pattern: '^[a-z_]{1,40}$',
        description:
          "One of the channel's listingTypes (GET /bffweb/marketplaces/platforms), on an ad its channel has not listed yet; a listed item changes through POST /bffweb/ads/{id}/listing-type",
      }),
    ),
  }),
]);

export const CreateAdSchema = Type.Composite([
  Type.Object({
    originSkuId: Type.String({ minLength: 1 }),
    platform: Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$' }),
    channelCategoryId: Type.Optional(
      Type.String({
        pattern: '^[A-Z][A-Z0-9_]{1,59}$',
        description:
          "The channel's category (e.g. Mercado Livre's MLB1234, Amazon's product type SHIRT); without it the channel's discovery picks one from the title",
      }),
    ),
    listingType: Type.Optional(
      Type.Union([Type.Literal('gold_pro'), Type.Literal('gold_special'), Type.Literal('free')], {
        description: "Mercado Livre's listing type (Premium, Clássico, Grátis); default gold_special",
      }),
    ),
  }),
  AdChangesSchema,
]);

/** What an ad and an ad group (its parent listing) both show: price, stock, media and attributes. */
const listingContent = {
  price: Type.Optional(Type.Number()),
  stock: Type.Integer(),
  images: Type.Array(Media),
  videos: Type.Array(Media),
  attributes: Type.Array(NameValue),
  specifications: Type.Array(NameValue),
};

export const AdSchema = Type.Object({
  id: Type.String(),
  sellerId: Type.String(),
  originSkuId: Type.Union([Type.String(), Type.Null()]),
  sku: Type.Optional(Type.String()),
  productId: Type.String(),
  parentId: Type.Optional(Type.String()),
  platform: Type.String(),
  accountId: Type.String(),
  status: AdStatus,
  name: Type.String(),
  description: Type.Optional(Type.String()),
  ean: Type.Union([Type.String(), Type.Null()], {
    description: 'Deprecated (no removal date): the main EAN of eans',
    deprecated: true,
  }),
  eans: Type.Optional(Type.Array(Type.Object({ value: Type.String(), main: Type.Boolean() }))),
  defaultPrice: Type.Optional(Type.Object({ value: Type.Number() })),
  ...listingContent,
  dimensions: Type.Optional(Type.Record(Type.String(), Type.Number())),
  handlingTime: Type.Optional(Type.Integer()),
  brand: Type.Optional(Type.String()),
  fiscal: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  warranty: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  condition: Type.Optional(StringEnum(['NEW', 'USED', 'REFURBISHED'], 'As the product’s (CONDITION option)')),
  updateOptions: Type.Array(OptionSchema),
  channel: Type.Object({
    itemId: Type.Optional(Type.String()),
    status: Type.Union([Type.Literal('PENDING'), Type.Literal('PUBLISHED'), Type.Literal('ERROR')]),
    categoryId: Type.Optional(Type.String()),
    listingType: Type.Optional(Type.String()),
    permalink: Type.Optional(Type.String()),
    inSync: Type.Boolean(),
    lastSyncAt: Type.Optional(Type.String()),
    lastError: Type.Optional(Type.String()),
    asin: Type.Optional(
      Type.String({
        description: "The channel's catalog id of the listed product (Amazon's ASIN), once read",
      }),
    ),
    held: Type.Optional(
      Type.Object(
        {
          itemId: Type.String(),
          status: Type.String({ description: "The item's status on the channel (active, paused, closed…)" }),
          subStatus: Type.Array(Type.String(), { description: "The channel's reasons, e.g. out_of_stock" }),
          tags: Type.Array(Type.String(), {
            description:
              "The channel's marks on the item, e.g. moderation_penalty on one its moderation paused",
          }),
          price: Type.Union([Type.String(), Type.Null()]),
          stock: Type.Union([Type.Integer(), Type.Null()]),
          fulfillment: Type.Optional(
            Type.Boolean({
              description:
                "The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item",
            }),
          ),
          channelUpdatedAt: Type.Union([Type.String(), Type.Null()]),
          refreshedAt: Type.String(),
        },
        {
          description:
            "What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it",
        },
      ),
    ),
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const CompatibilitySchema = Type.Object({
  id: Type.String(),
  adId: Type.String(),
  make: Type.String(),
  model: Type.String(),
  yearFrom: Type.Integer(),
  yearTo: Type.Integer(),
  version: Type.Optional(Type.String()),
});

export const CompatibilityInputSchema = Type.Object({
  make: Type.String({ minLength: 1, maxLength: 60 }),
  model: Type.String({ minLength: 1, maxLength: 80 }),
  yearFrom: Type.Integer({ minimum: 1900, maximum: 2100 }),
  yearTo: Type.Integer({ minimum: 1900, maximum: 2100 }),
  version: Type.Optional(Type.String({ maxLength: 120 })),
});

export const AdGroupSchema = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  platform: Type.String(),
  status: AdStatus,
  title: Type.String(),
  description: Type.Optional(Type.String()),
  ...listingContent,
  variations: Type.Array(AdSchema),
  compatibility: Type.Array(CompatibilitySchema),
});

export const AdIdsSchema = Type.Object({ adIds: Type.Array(Type.String()) });

export const AdSearchSchema = Type.Object(
  {
    status: Type.Optional(AdStatus),
    ean: Type.Optional(Type.String({ maxLength: 20, description: 'Any EAN of the list, main or secondary' })),
    sku: Type.Optional(Type.String({ maxLength: 100 })),
    originSkuId: Type.Optional(Type.String()),
    text: Type.Optional(Type.String({ maxLength: 200 })),
    channelStatus: Type.Optional(
      Type.Union([Type.Literal('PENDING'), Type.Literal('PUBLISHED'), Type.Literal('ERROR')]),
    ),
    withErrors: Type.Optional(
      Type.Boolean({ description: 'Only ads whose last push to the channel failed' }),
    ),
  },
  { additionalProperties: false },
);

export const PlatformParams = Type.Object({ platform: Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$' }) });
export const IdParams = Type.Object({ id: Type.String({ minLength: 1 }) });

/** An ad's listing type and the ones the channel lets its item move to now (ADS-114). */
export const ListingTypeMovesSchema = Type.Object({
  current: Type.Union([Type.String(), Type.Null()], {
    description: "The ad's listing type; null when the channel's default was used",
  }),
  moves: Type.Array(
    Type.Object({
      id: Type.String({ description: 'What POST /bffweb/ads/{id}/listing-type takes' }),
      name: Type.String({ description: "The channel's name of the type" }),
      way: Type.Union([Type.Literal('UPGRADE'), Type.Literal('DOWNGRADE')], {
        description: 'More exposure (UPGRADE) or less (DOWNGRADE)',
      }),
    }),
    { description: 'Empty when the channel allows no change now (Mercado Livre: once per item)' },
  ),
});
