import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** e.g. `{"titleTemplate": "{title} - {attr:Cor}"}`; sandbox accounts also take failure/latency injection. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('marketplace_accounts_platform_idx').on(t.sellerId, t.platform),
  ],
);

/** What the sandbox marketplace holds: the items as the channel stores them, like a real channel's catalog. */
export const sandboxItems = pgTable(
  'sandbox_items',
  {
    sellerId: text('seller_id').notNull(),
    platform: text('platform').notNull(),
    itemId: text('item_id').notNull(),
    adId: text('ad_id').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** How many writes the channel accepted for this item. */
    revision: integer('revision').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.platform, t.itemId] }),
    uniqueIndex('sandbox_items_ad_idx').on(t.sellerId, t.platform, t.adId),
  ],
);

/** The sandbox channel's side of orders: what the seller told the channel (status, invoice). */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    sellerId: text('seller_id').notNull(),
    platform: text('platform').notNull(),
    marketplaceOrderId: text('marketplace_order_id').notNull(),
    status: text('status'),
    cancelReason: text('cancel_reason'),
    invoice: jsonb('invoice').$type<Record<string, unknown>>(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.platform, t.marketplaceOrderId] })],
);
