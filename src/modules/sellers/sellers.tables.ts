import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz as at } from '../../platform/db/columns.ts';

/** A tenant. Its key is the seller id every other table leads with. */
export const sellers = pgTable('sellers', {
  sellerId: text('seller_id').primaryKey(),
  name: text('name').notNull(),
  sandbox: boolean('sandbox').notNull(),
  createdAt: at('created_at').notNull(),
});

/** People who log in to the web admin and authorize apps for their seller. */
export const sellerUsers = pgTable(
  'seller_users',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').primaryKey(),
    // The login page asks only for e-mail and password, so an e-mail names one user service-wide.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('seller_users_email_idx').on(table.email),
    index('seller_users_seller_idx').on(table.sellerId),
  ],
);

/**
 * OAuth clients. A client_credentials app is bound to one seller; an authorization-code app may be
 * bound to one (only that seller's users can authorize it) or open to every seller; operator apps
 * (ROLE_ADMIN) have no seller. Secrets are stored as SHA-256: they are 256-bit random values.
 */
export const apps = pgTable(
  'apps',
  {
    sellerId: text('seller_id'),
    clientId: text('client_id').primaryKey(),
    name: text('name').notNull(),
    secretHash: text('secret_hash'),
    grantTypes: text('grant_types').array().notNull(),
    scopes: text('scopes').array().notNull(),
    roles: text('roles').array().notNull(),
    redirectUris: text('redirect_uris').array().notNull(),
    isPublic: boolean('is_public').notNull(),
    /** Bumped by "revoke tokens": access tokens carry the generation they were issued under. */
    tokenGeneration: integer('token_generation').notNull().default(0),
    tokensRevokedAt: at('tokens_revoked_at'),
    secretRotatedAt: at('secret_rotated_at'),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('apps_seller_idx').on(table.sellerId)],
);
