import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../platform/db/columns.ts';

export interface AdEanItem {
  value: string;
  main: boolean;
}
export interface AdMedia {
  url: string;
  main?: boolean;
}
export interface AdNameValue {
  name: string;
  value: string;
}

/**
 * One publication of a variation on one marketplace; a parent ad (`isParent`) groups the
 * child ads of one product on one platform and is not publishable on its own.
 */
export const ads = pgTable(
  'ads',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    isParent: boolean('is_parent').notNull().default(false),
    parentId: text('parent_id'),
    productId: text('product_id').notNull(),
    originSkuId: text('origin_sku_id'),
    sku: text('sku'),
    platform: text('platform').notNull(),
    accountId: text('account_id').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE', 'PAUSED'] }).notNull(),
    name: text('name').notNull(),
    /** Set by `PUT /integration/ads/titledescription/...`: an ad-specific title that the template no longer overrides. */
    customTitle: boolean('custom_title').notNull().default(false),
    description: text('description'),
    customDescription: boolean('custom_description').notNull().default(false),
    ean: text('ean'),
    eans: jsonb('eans').$type<AdEanItem[] | null>(),
    price: numeric('price', { precision: 14, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<AdMedia[]>().notNull().default([]),
    videos: jsonb('videos').$type<AdMedia[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<AdNameValue[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<AdNameValue[]>().notNull().default([]),
    /** height, width, depth (cm) and weight (kg), as strings of decimals. */
    dimensions: jsonb('dimensions').$type<Record<string, string | null>>(),
    handlingTime: integer('handling_time'),
    brand: text('brand'),
    fiscal: jsonb('fiscal').$type<Record<string, unknown> | null>(),
    warranty: jsonb('warranty').$type<Record<string, unknown> | null>(),
    condition: text('condition'),
    updateOptions: jsonb('update_options').$type<string[]>().notNull(),
    /** Channel state: bumped on every change the channel should see; published when the push succeeded. */
    syncVersion: integer('sync_version').notNull().default(1),
    publishedVersion: integer('published_version').notNull().default(0),
    channelItemId: text('channel_item_id'),
    /** The channel's category for the item (given by the seller or found by the channel's discovery). */
    channelCategoryId: text('channel_category_id'),
    /** The channel's listing type (exposure level), e.g. Mercado Livre's `gold_special`. */
    listingType: text('listing_type'),
    /** The item's public page on the channel. */
    channelPermalink: text('channel_permalink'),
    channelStatus: text('channel_status', { enum: ['PENDING', 'PUBLISHED', 'ERROR'] })
      .notNull()
      .default('PENDING'),
    lastSyncAt: ts('last_sync_at'),
    lastError: text('last_error'),
    syncAttempts: integer('sync_attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('ads_variation_platform_idx')
      .on(t.sellerId, t.platform, t.originSkuId)
      .where(sql`${t.isParent} = false`),
    uniqueIndex('ads_parent_idx')
      .on(t.sellerId, t.platform, t.productId)
      .where(sql`${t.isParent} = true`),
    index('ads_origin_idx').on(t.sellerId, t.originSkuId),
    index('ads_parent_children_idx').on(t.sellerId, t.parentId),
    index('ads_eans_idx').using('gin', sql`${t.eans} jsonb_path_ops`),
  ],
);

/**
 * A publication job holds these ads until `claimedUntil`, so two pushes of one ad never race (no
 * stale value wins). Its own narrow table: a claim and its release write a small row here instead of
 * a new version of the wide ad row with every index of `ads`.
 */
export const adClaims = pgTable(
  'ad_claims',
  {
    sellerId: text('seller_id').notNull(),
    adId: text('ad_id').notNull(),
    claimedUntil: ts('claimed_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.adId] })],
);

/** Vehicle compatibility of an ad (the `compatibility` domain). */
export const adCompatibilities = pgTable(
  'ad_compatibilities',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    adId: text('ad_id').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    version: text('version'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('ad_compatibilities_ad_idx').on(t.sellerId, t.adId),
  ],
);

/**
 * An item (or one variation of an item) the seller already listed on a channel, read when the
 * account was connected: LINKED once it is the ad of a SKU (matched by its seller SKU, then GTIN, or
 * by hand), IGNORED when the seller said Feira should leave it alone, UNMATCHED until then.
 */
export const channelListings = pgTable(
  'channel_listings',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    platform: text('platform').notNull(),
    accountId: text('account_id').notNull(),
    channelItemId: text('channel_item_id').notNull(),
    /** '' for an item without variations, so the natural key stays unique. */
    variationId: text('variation_id').notNull(),
    title: text('title').notNull(),
    channelStatus: text('channel_status').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }),
    stock: integer('stock'),
    permalink: text('permalink'),
    sellerSku: text('seller_sku'),
    gtin: text('gtin'),
    state: text('state', { enum: ['UNMATCHED', 'LINKED', 'IGNORED'] }).notNull(),
    /** Why an automatic match did not link it (no SKU found, two found, the SKU has another item). */
    reason: text('reason'),
    adId: text('ad_id'),
    skuId: text('sku_id'),
    seenAt: ts('seen_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('channel_listings_item_idx').on(t.sellerId, t.platform, t.channelItemId, t.variationId),
    index('channel_listings_state_idx').on(t.sellerId, t.platform, t.state),
  ],
);
