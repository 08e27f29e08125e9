import { Type } from '@sinclair/typebox';
import { allScopes } from '../../platform/auth/index.ts';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const ScopeChoiceSchema = Type.Object({
  scope: Type.String(),
  pt: Type.String({ description: 'What the scope allows, in Portuguese' }),
  en: Type.String({ description: 'What the scope allows, in English' }),
  grantable: Type.Boolean({ description: 'Whether the caller may give this scope to an app' }),
});

export const ClientAppSchema = Type.Object({
  clientId: Type.String(),
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  createdAt: DateTime,
  secretRotatedAt: NullableDateTime,
});

export const ClientAppWithSecretSchema = Type.Composite([
  ClientAppSchema,
  Type.Object({
    clientSecret: Type.String({ description: 'Shown in this answer only; only its hash is kept' }),
  }),
]);

export const CreateClientAppSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    scopes: Type.Array(Type.String({ description: `One of: ${allScopes.join(', ')}` }), {
      maxItems: 50,
      description: 'Without scopes the app can only read',
    }),
  },
  { additionalProperties: false },
);

export const PartnerAppSchema = Type.Object({
  clientId: Type.String(),
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  authorizedAt: DateTime,
  lastUsedAt: Type.Union([DateTime, Type.Null()], {
    description: 'When the app last got tokens for the seller (null when unknown)',
  }),
  authorizedBy: Type.Array(Type.String(), { description: "E-mails of the seller's users who authorized it" }),
});

export const AppClientIdParams = Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 100 }) });
