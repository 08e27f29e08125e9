import { Type } from '@sinclair/typebox';
import { MAX_PASSWORD_LENGTH, ROLE_ADMIN, allScopes, sellerUserRoles } from '../../platform/auth/index.ts';
import { MIN_PASSWORD_LENGTH, grantTypes } from './sellers.service.ts';

export const SellerSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sandbox: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const CreateSellerSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    sandbox: Type.Optional(Type.Boolean({ description: 'Sandbox sellers can create orders by API' })),
  },
  { additionalProperties: false },
);

export const CreateUserSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
    roles: Type.Optional(
      Type.Array(Type.Union(sellerUserRoles.map((r) => Type.Literal(r))), { maxItems: 4 }),
    ),
  },
  { additionalProperties: false },
);

export const UserSchema = Type.Object({
  id: Type.String(),
  sellerId: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

const ScopeName = Type.String({ description: `One of: ${allScopes.join(', ')}` });

export const CreateAppSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    sellerId: Type.Optional(
      Type.String({ description: 'Required for client_credentials: the app acts for this seller' }),
    ),
    grantTypes: Type.Array(Type.Union(grantTypes.map((g) => Type.Literal(g))), { minItems: 1, maxItems: 2 }),
    scopes: Type.Array(ScopeName, { maxItems: 100 }),
    redirectUris: Type.Optional(
      Type.Array(Type.String({ maxLength: 2000 }), {
        maxItems: 20,
        description:
          'https URIs of one named host (plain http only on 127.0.0.1, [::1] or localhost); no fragment, credentials or wildcard',
      }),
    ),
    public: Type.Optional(Type.Boolean({ description: 'A public client (no secret; PKCE only)' })),
    roles: Type.Optional(
      Type.Array(Type.Literal(ROLE_ADMIN), {
        maxItems: 1,
        description: 'ROLE_ADMIN makes an operator app (no seller)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AppSchema = Type.Object({
  clientId: Type.String(),
  clientSecret: Type.Optional(Type.String({ description: 'Shown once, at creation' })),
  name: Type.String(),
  sellerId: Type.Union([Type.String(), Type.Null()]),
  grantTypes: Type.Array(Type.String()),
  scopes: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  redirectUris: Type.Array(Type.String()),
  public: Type.Boolean(),
  disabled: Type.Boolean(),
  disabledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  tokensRevokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  secretRotatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

export const SellerIdParams = Type.Object({ id: Type.String() });
export const ClientIdParams = Type.Object({ clientId: Type.String() });
export const AppsQuery = Type.Object({ sellerId: Type.Optional(Type.String()) });
