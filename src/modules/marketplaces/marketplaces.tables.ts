import { jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../platform/db/columns.ts';

/** A seller's connection to one platform. */
export const marketplaceAccounts = pgTable(
  'marketplace_accounts',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    platform: text('platform').notNull(),
    /** The seller's account id on the channel, when it has one. */
    accountId: text('account_id'),
    /** NEEDS_ATTENTION: the channel refused the stored credentials; the seller has to connect again. */
    status: text('status', { enum: ['CONNECTED', 'DISCONNECTED', 'NEEDS_ATTENTION'] }).notNull(),
    /** Why the account needs attention, in the seller's words. */
    statusReason: text('status_reason'),
    /** e.g. `{"titleTemplate": "{title} - {attr:Cor}"}`; each channel reads its own keys. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('marketplace_accounts_platform_idx').on(t.sellerId, t.platform),
  ],
);
