import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChannelOrderItem, Customer, ShippingAddress } from '../marketplaces/index.ts';
import type { PaidFigures, Totals } from './domain/profitability.ts';
import { timestamptz as ts } from '../../platform/db/columns.ts';

export interface StoredItem extends ChannelOrderItem {
  sku?: string;
}

export interface Invoice {
  number: string;
  series: string;
  accessKey: string;
  issuedAt: string;
  xml?: string;
  /** The channel accepted it (Mercado Livre imported it on the order's shipment). */
  channelStatus?: 'ACCEPTED';
  /** Set when the seller canceled it; the order is back to PAID. */
  canceledAt?: string;
  cancelReason?: string;
}

/** Statuses whose margin no longer describes a sale, left out of the seller's average margin. */
const excludedFromAverage = ['CANCELED', 'RETURNED'] as const;

/**
 * The orders the seller's average margin (the trend) counts, as the partial index `orders_margin_idx`
 * states it: literal values, so the planner matches the index whatever the query's parameters.
 */
export const countsInAverage = sql.raw(
  `cost_status = 'ENRICHED' and gross_margin_pct is not null and status not in (${excludedFromAverage
    .map((status) => `'${status}'`)
    .join(', ')})`,
);

/** Marketplace orders with the money as each channel told it. */
export const orders = pgTable(
  'orders',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    platform: text('platform').notNull(),
    accountId: text('account_id').notNull(),
    marketplaceOrderId: text('marketplace_order_id').notNull(),
    status: text('status').notNull(),
    items: jsonb('items').$type<StoredItem[]>().notNull(),
    /** Only what the channel informed: absent keys were not informed (never stored as zero). */
    totals: jsonb('totals').$type<Totals>().notNull(),
    customer: jsonb('customer').$type<Customer>(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    invoice: jsonb('invoice').$type<Invoice>(),
    paidAt: ts('paid_at'),
    /** The channel's deadline to hand the parcel to the carrier; null when the channel gave none. */
    shipBy: ts('ship_by'),
    /**
     * The parcel's tracking code and carrier, as the channel last told them (after dispatch), or as the
     * seller typed them where the channel does not track parcels (ORD-33), with the carrier's page then.
     */
    trackingCode: text('tracking_code'),
    trackingCarrier: text('tracking_carrier'),
    trackingUrl: text('tracking_url'),
    cancelReason: text('cancel_reason'),
    /** skuIds and sku codes of the items, for the search's sku filter. */
    skuRefs: text('sku_refs').array().notNull(),
    costStatus: text('cost_status', { enum: ['PENDING', 'ENRICHED', 'NO_COST_DATA'] }).notNull(),
    totalCost: numeric('total_cost'),
    /** Kept for the seller's average margin (the trend), at full precision. */
    grossMarginPct: numeric('gross_margin_pct'),
    /** What the channel actually charged and paid, once its settlement is reconciled; null before. */
    paidFigures: jsonb('paid_figures').$type<PaidFigures>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('orders_channel_idx').on(t.sellerId, t.platform, t.marketplaceOrderId),
    index('orders_created_idx').on(t.sellerId, t.createdAt),
    index('orders_unenriched_idx')
      .on(t.sellerId, t.createdAt)
      .where(sql`${t.costStatus} <> 'ENRICHED'`),
    index('orders_sku_refs_idx').using('gin', t.skuRefs),
    // The day's work queues (to invoice, to ship, late, problem) count orders not shipped yet.
    index('orders_open_work_idx')
      .on(t.sellerId, t.status, t.shipBy)
      .where(sql`${t.status} in ('PAID', 'INVOICED', 'SHIPMENT_EXCEPTION')`),
    index('orders_margin_idx').on(t.sellerId, t.createdAt, t.id).where(countsInAverage),
  ],
);

/**
 * The order queue: one row per (order, status reached). `batchId` marks the rows handed
 * out and not yet confirmed, which every poll answers again until they are confirmed.
 */
export const orderQueue = pgTable(
  'order_queue',
  {
    sellerId: text('seller_id').notNull(),
    status: text('status').notNull(),
    orderId: text('order_id').notNull(),
    enteredAt: ts('entered_at').notNull(),
    batchId: text('batch_id'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.status, t.orderId] }),
    index('order_queue_open_idx')
      .on(t.sellerId, t.status, t.enteredAt, t.orderId)
      .where(sql`${t.confirmedAt} is null`),
    // The batch handed out and not confirmed, which every poll reads first: at most a batch's rows,
    // where the open index would walk every unconfirmed row of the status to find none.
    index('order_queue_batch_idx')
      .on(t.sellerId, t.status, t.enteredAt, t.orderId)
      .where(sql`${t.confirmedAt} is null and ${t.batchId} is not null`),
  ],
);
