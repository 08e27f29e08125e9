import { Type } from '@sinclair/typebox';

/** Marketplace accounts and platforms, as both surfaces show them. */
export const PlatformCode = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{1,39}$',
  description: 'Platform code, as GET /integration/platforms lists them',
});
export const Settings = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), {
  description: 'Channel settings, e.g. {"titleTemplate": "{title} {attr:Cor}"}',
  maxProperties: 50,
});
export const AccountSchema = Type.Object({
  id: Type.String(),
  platform: Type.String(),
  accountId: Type.Optional(Type.String()),
  status: Type.Union([
    Type.Literal('CONNECTED'),
    Type.Literal('DISCONNECTED'),
    Type.Literal('NEEDS_ATTENTION'),
  ]),
  statusReason: Type.Optional(Type.String()),
  settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
/** One of a channel's fixed choices: its id and the name the channel shows. */
const ChoiceSchema = Type.Object({ id: Type.String(), name: Type.String() });

export const PlatformSchema = Type.Object({
  platform: Type.String(),
  name: Type.String(),
  publishes: Type.Array(Type.String()),
});
export const ChannelDescriptionSchema = Type.Composite([
  PlatformSchema,
  Type.Object({
    connection: Type.Union([Type.Literal('DIRECT'), Type.Literal('CONSENT')], {
      description:
        "DIRECT: POST /bffweb/marketplaces connects it; CONSENT: POST /bffweb/marketplaces/{platform}/connect sends the seller to the marketplace's consent page",
    }),
    readsExistingItems: Type.Boolean({
      description:
        'Connecting reads the items the seller already had there (/bffweb/marketplaces/{platform}/existing-items)',
    }),
    choosesCategories: Type.Boolean({
      description:
        "The seller may choose the ad's category on this channel (/bffweb/marketplaces/{platform}/categories)",
    }),
    listingTypes: Type.Array(ChoiceSchema, {
      description: "The channel's listing types (exposure levels) an ad may have; empty when it has none",
    }),
    sellerTracksParcels: Type.Boolean({
      description:
        "The seller types the tracking of this channel's parcels (PUT /bffweb/orders/{orderId}/tracking): its logistics do not track them",
    }),
  }),
]);

/** A channel's category, as its category search answers it. */
export const ChannelCategorySchema = Type.Object({
  id: Type.String({ description: "The channel's id of the category: what an ad's channelCategoryId takes" }),
  name: Type.String(),
  path: Type.Optional(Type.String({ description: 'Where it sits in the channel’s tree, in its words' })),
});

export const CategoryAttributeSchema = Type.Object({
  id: Type.String({ description: "The attribute's id: the name an ad's attribute answers it with" }),
  name: Type.String({
    description: "The attribute's name on the channel, in Portuguese where the channel has it",
  }),
  description: Type.Optional(
    Type.String({ description: 'What the channel says the attribute is, where it explains it' }),
  ),
  required: Type.Boolean(),
  automatic: Type.Boolean({
    description: "Filled by Feira from the ad's own fields (SKU, EAN, condition): not asked of the seller",
  }),
  values: Type.Array(ChoiceSchema, { description: 'The values the channel lists; empty for free text' }),
});
