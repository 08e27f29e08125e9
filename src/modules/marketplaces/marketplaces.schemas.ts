import { Type } from '@sinclair/typebox';

/** Marketplace accounts and platforms, as both surfaces show them. */
export const PlatformCode = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{1,39}$',
  description: 'Platform code, e.g. SANDBOX',
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
