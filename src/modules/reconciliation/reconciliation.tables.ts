import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { SettlementCharge } from '../marketplaces/index.ts';
import { timestamptz as ts } from '../../platform/db/columns.ts';
import type { Cause, Lines } from './domain/rules.ts';

/**
 * Settlements as the channels reported them, one row per (account, settlement): a report whose
 * `channel_updated_at` is older than the one kept is ignored. Kept even when the order has not arrived
 * yet; the order is found by (platform, marketplace order id) when it does.
 */
export const settlements = pgTable(
  'reconciliation_settlements',
  {
    sellerId: text('seller_id').notNull(),
    accountId: text('account_id').notNull(),
    settlementId: text('settlement_id').notNull(),
    platform: text('platform').notNull(),
    marketplaceOrderId: text('marketplace_order_id').notNull(),
    status: text('status').notNull(),
    gross: numeric('gross').notNull(),
    net: numeric('net').notNull(),
    charges: jsonb('charges').$type<SettlementCharge[]>().notNull(),
    releaseDate: ts('release_date'),
    releasedAt: ts('released_at'),
    channelUpdatedAt: ts('channel_updated_at').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.accountId, t.settlementId] }),
    index('reconciliation_settlements_order_idx').on(t.sellerId, t.platform, t.marketplaceOrderId),
  ],
);

/** One reconciliation per order with at least one settlement: expected against paid, and why they differ. */
export const results = pgTable(
  'reconciliation_results',
  {
    sellerId: text('seller_id').notNull(),
    orderId: text('order_id').notNull(),
    platform: text('platform').notNull(),
    marketplaceOrderId: text('marketplace_order_id').notNull(),
    /** The order's creation: the period totals and lists filter on it. */
    orderCreatedAt: ts('order_created_at').notNull(),
    status: text('status').notNull(),
    expected: jsonb('expected').$type<Lines>().notNull(),
    paid: jsonb('paid').$type<Lines>().notNull(),
    expectedNet: numeric('expected_net').notNull(),
    paidNet: numeric('paid_net').notNull(),
    /** paid net − expected net. */
    difference: numeric('difference').notNull(),
    unreleased: numeric('unreleased').notNull(),
    releaseDate: ts('release_date'),
    causes: jsonb('causes').$type<Cause[]>().notNull(),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.orderId] }),
    index('reconciliation_results_period_idx').on(t.sellerId, t.orderCreatedAt),
    index('reconciliation_results_open_idx')
      .on(t.sellerId, t.platform)
      .where(sql`${t.status} in ('PAID_LESS', 'PAID_MORE')`),
  ],
);

/** Per account, the last instant its settlements were read up to (the next read starts a little before). */
export const cursors = pgTable(
  'reconciliation_cursors',
  {
    sellerId: text('seller_id').notNull(),
    accountId: text('account_id').notNull(),
    readUpTo: ts('read_up_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.accountId] })],
);
