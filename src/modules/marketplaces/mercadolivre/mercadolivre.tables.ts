import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../../platform/db/columns.ts';

/**
 * The OAuth tokens of a seller's Mercado Livre account, sealed (see `token-box.ts`). One row per
 * account; the row is locked while a refresh runs, so a single-use refresh token is spent once.
 */
export const mercadoLivreCredentials = pgTable(
  'mercadolivre_credentials',
  {
    sellerId: text('seller_id').notNull(),
    /** Our marketplace account id (`acc_…`). */
    accountId: text('account_id').notNull(),
    /** Mercado Livre's user id of the seller: notifications name it. */
    userId: text('user_id').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    expiresAt: ts('expires_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.accountId] }),
    index('mercadolivre_credentials_user_idx').on(t.userId),
  ],
);

/**
 * A connect flow under way: the `state` sent to the consent page (it starts with the seller id, so
 * the callback finds the row by its key) and the PKCE verifier that goes with it. Deleted when the
 * callback uses it, so a replayed state finds nothing.
 */
export const mercadoLivreConnects = pgTable(
  'mercadolivre_connects',
  {
    sellerId: text('seller_id').notNull(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.state] })],
);
