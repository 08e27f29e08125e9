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
  }),
]);
