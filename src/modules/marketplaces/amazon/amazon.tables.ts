import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../../platform/db/columns.ts';

/**
 * The Login with Amazon tokens of a seller's Amazon account, sealed with the service's secret box:
 * the long-lived refresh token and the current access token (one hour). The row is locked while a
 * refresh runs, so concurrent callers share one new token.
 */
export const amazonCredentials = pgTable(
  'amazon_credentials',
  {
    sellerId: text('seller_id').notNull(),
    /** Our marketplace account id (`acc_…`). */
    accountId: text('account_id').notNull(),
    /** Amazon's merchant token of the seller (`selling_partner_id`): the `{sellerId}` of listings paths. */
    sellingPartnerId: text('selling_partner_id').notNull(),
    refreshToken: text('refresh_token').notNull(),
    accessToken: text('access_token').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Orders updated up to here were read by the poll; null: not polled yet. */
    ordersPolledThrough: ts('orders_polled_through'),
    /** Financial events posted up to here were read. */
    feesPolledThrough: ts('fees_polled_through'),
    /** Listings updated up to here were read back (their issues). */
    listingsPolledThrough: ts('listings_polled_through'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.accountId] }),
    index('amazon_credentials_partner_idx').on(t.sellingPartnerId),
  ],
);

/** A connect flow under way: its single-use `state`, deleted when the callback uses it. */
export const amazonConnects = pgTable(
  'amazon_connects',
  {
    sellerId: text('seller_id').notNull(),
    state: text('state').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.state] })],
);

/** One issue Amazon holds against a listing, in the words it answered (the seller's locale). */
export interface ListingIssue {
  code: string;
  message: string;
  severity: string;
  attributeNames?: string[];
}

/**
 * What Amazon holds for each ad Feira listed: the seller SKU (the listing's key), its product type,
 * ASIN once read, Amazon's status words and issues, and the price and quantity last sent.
 */
export const amazonListings = pgTable(
  'amazon_listings',
  {
    sellerId: text('seller_id').notNull(),
    adId: text('ad_id').notNull(),
    accountId: text('account_id').notNull(),
    sku: text('sku').notNull(),
    productType: text('product_type').notNull(),
    asin: text('asin'),
    /** ACCEPTED / INVALID of the last submission, or the summary's statuses (BUYABLE, DISCOVERABLE). */
    status: text('status').notNull(),
    statuses: jsonb('statuses').$type<string[]>().notNull().default([]),
    issues: jsonb('issues').$type<ListingIssue[]>().notNull().default([]),
    /** Decimal as text. */
    price: text('price'),
    quantity: integer('quantity'),
    /** SHA-256 of the listing's attributes other than price and quantity as last put: a change puts it again. */
    contentDigest: text('content_digest'),
    channelUpdatedAt: text('channel_updated_at'),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.adId] }),
    index('amazon_listings_sku_idx').on(t.sellerId, t.accountId, t.sku),
  ],
);

/** An item of an Amazon order, by Amazon's id for it. */
export interface OrderLine {
  orderItemId: string;
  quantity: number;
}

/**
 * Each Amazon order the poll saw, as Feira delivered it, and its Commission once Finances posted it:
 * the fees arrive hours or days after the order, and the order is delivered again with them.
 */
export const amazonOrders = pgTable(
  'amazon_orders',
  {
    sellerId: text('seller_id').notNull(),
    accountId: text('account_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The order as last delivered (the port's `ReceivedOrder`). */
    received: jsonb('received').notNull(),
    /** Decimal as text; null until Finances posts the order's Commission fees. */
    commission: text('commission'),
    /** Amazon's order items and their quantities: what a shipment confirmation names (ADS-132). */
    lines: jsonb('lines').$type<OrderLine[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.accountId, t.orderId] })],
);
