import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../../platform/db/columns.ts';
import type { ChannelOrder } from '../connector.ts';

export type SandboxSale = Pick<ChannelOrder, 'items' | 'totals'>;

/**
 * What the sandbox marketplace holds: the items as the channel stores them, like a real channel's catalog.
 * Its pages keep a fifth free (migration 0043, ADS-133), so a push rewrites an item without new index entries.
 */
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
    /** The sale as the channel made it (items and totals), from which it settles the order's money. */
    sale: jsonb('sale').$type<SandboxSale>(),
    soldAt: ts('sold_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.platform, t.marketplaceOrderId] })],
);
