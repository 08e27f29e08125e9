import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz as at } from '../db/columns.ts';

/**
 * The authorization server's records (sessions, grants, codes, refresh tokens, interactions…), one
 * row per oidc-provider model instance. Rows of bearer secrets (codes, refresh tokens, sessions,
 * interactions) are keyed by `sha256:` and the hash of the id, never the id (SEC-50; adapter.ts).
 * Only grants carry `seller_id` (their
 * user's seller), so a seller can list and revoke the partner apps its users authorized; `client_id`
 * lets an app's revocation drop its grants at once.
 */
export const oauthModels = pgTable(
  'oauth_models',
  {
    sellerId: text('seller_id'),
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    clientId: text('client_id'),
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oauth_models_grant_idx').on(table.grantId),
    index('oauth_models_uid_idx').on(table.uid),
    index('oauth_models_user_code_idx').on(table.userCode),
    index('oauth_models_client_idx').on(table.clientId),
    index('oauth_models_expires_idx').on(table.expiresAt),
    index('oauth_models_seller_idx')
      .on(table.sellerId, table.clientId)
      .where(sql`${table.sellerId} is not null`),
  ],
);

/**
 * ES256 signing keys. The one with `retired_at` null signs; retired keys stay published in the JWKS
 * until every token they signed has expired.
 */
export const authSigningKeys = pgTable(
  'auth_signing_keys',
  {
    sellerId: text('seller_id'),
    kid: text('kid').primaryKey(),
    alg: text('alg').notNull(),
    privateJwk: jsonb('private_jwk').notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    createdAt: at('created_at').notNull(),
    retiredAt: at('retired_at'),
  },
  // At most one active key per algorithm, even when several processes start on an empty database.
  (table) => [
    uniqueIndex('auth_signing_keys_active_idx')
      .on(table.alg)
      .where(sql`${table.retiredAt} is null`),
  ],
);

/** Secrets every process must share (the authorization server's cookie signing keys). */
export const authSecrets = pgTable('auth_secrets', {
  sellerId: text('seller_id'),
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Web admin sessions; the cookie holds a random token, the row its SHA-256. */
export const authWebSessions = pgTable(
  'auth_web_sessions',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    roles: text('roles').array().notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('auth_web_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Sign-in attempts per key (`account:<ip>|<e-mail>`, `client:<ip>|<app>`, `address:<ip>`), counted when they
 * start and cleared (or given back) by a success (attempts.ts). Unknown e-mails are counted like
 * known ones, so the answer never tells which e-mails exist.
 */
export const authAttemptThrottle = pgTable(
  'auth_attempt_throttle',
  {
    sellerId: text('seller_id'),
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (table) => [index('auth_attempt_throttle_last_idx').on(table.lastFailureAt)],
);

/**
 * A seller's revocation of a partner app (an authorization-code app its users had authorized): the
 * grants and refresh tokens are deleted, and access tokens that app got for the seller's users up to
 * `revoked_at` stop working at once (the token check reads this, cached for a few seconds).
 */
export const authGrantRevocations = pgTable(
  'auth_grant_revocations',
  {
    sellerId: text('seller_id').notNull(),
    clientId: text('client_id').notNull(),
    revokedAt: at('revoked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.clientId] })],
);

/**
 * Grants revoked by the authorization server (a replayed code, a reused refresh token, an RFC 7009
 * revocation): access tokens carry their grant (`gid`) and are refused while the row lasts, which is
 * as long as the longest access token issued before the revocation.
 */
export const authRevokedGrants = pgTable(
  'auth_revoked_grants',
  {
    sellerId: text('seller_id'),
    grantId: text('grant_id').primaryKey(),
    revokedAt: at('revoked_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('auth_revoked_grants_expires_idx').on(table.expiresAt)],
);

/**
 * Access tokens revoked one by one (RFC 7009 on an access token): refused by their `jti` until they
 * expire, when the row is no longer needed.
 */
export const authRevokedTokens = pgTable(
  'auth_revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    clientId: text('client_id').notNull(),
    revokedAt: at('revoked_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('auth_revoked_tokens_expires_idx').on(table.expiresAt)],
);
