import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Eligibility } from './domain/promotion.ts';
import { timestamptz as ts } from '../../platform/db/columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * What the seller (or a rule) set: per SKU, platform scope (`''` = every platform) and price type, a
 * value — the list price (DEFAULT) or a promotional price valid in a window (PROMOTION).
 */
export const priceEntries = pgTable(
  'price_entries',
  {
    sellerId: text('seller_id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
    priceType: text('price_type', { enum: ['DEFAULT', 'PROMOTION'] }).notNull(),
    value: money('value').notNull(),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    source: text('source', { enum: ['API', 'ADMIN', 'RULE', 'PROMOTION'] }).notNull(),
    ruleId: text('rule_id'),
    promotionId: text('promotion_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.skuId, t.platform, t.priceType] })],
);

/**
 * The resolved price of a SKU per scope: list price ("de") and sale price ("por"), as channels get
 * it. Its id is the internal price id of `price.PriceUpdated`. The SKU-wide row (`platform` `''`)
 * always exists once a SKU was priced: writers lock it to resolve one SKU at a time.
 */
export const prices = pgTable(
  'prices',
  {
    sellerId: text('seller_id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
    id: text('id').notNull(),
    listPrice: money('list_price'),
    salePrice: money('sale_price'),
    priceType: text('price_type', { enum: ['DEFAULT', 'PROMOTION'] }),
    promotionId: text('promotion_id'),
    /** Window of a promotional sale price. */
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    /** Last write aimed at the SKU, even one that changed nothing (`lastModifiedDt` of the API). */
    lastModifiedAt: ts('last_modified_at').notNull(),
    /** Last change of the list or sale price. */
    updatedAt: ts('updated_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.skuId, t.platform] }),
    uniqueIndex('prices_id_idx').on(t.sellerId, t.id),
    index('prices_promotion_idx')
      .on(t.sellerId, t.promotionId)
      .where(sql`${t.promotionId} is not null`),
  ],
);

/** Every change of a resolved price, with who made it: the answer to "why did this price change?". */
export const priceHistory = pgTable(
  'price_history',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
    priceType: text('price_type', { enum: ['DEFAULT', 'PROMOTION'] }),
    oldValue: money('old_value'),
    newValue: money('new_value'),
    oldListPrice: money('old_list_price'),
    newListPrice: money('new_list_price'),
    source: text('source', { enum: ['API', 'ADMIN', 'RULE', 'PROMOTION', 'SCHEDULE'] }).notNull(),
    ruleId: text('rule_id'),
    promotionId: text('promotion_id'),
    at: ts('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('price_history_sku_idx').on(t.sellerId, t.skuId, t.platform, t.id),
  ],
);

/** A price promotion. */
export const promotions = pgTable(
  'promotions',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['INACTIVE', 'ACTIVE', 'FINISHED'] }).notNull(),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    restorePricesOnAutoFinish: boolean('restore_prices_on_auto_finish').notNull(),
    ruleType: text('rule_type', { enum: ['PERCENTAGE_DISCOUNT', 'FIXED_DISCOUNT', 'FIXED_PRICE'] }).notNull(),
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    eligibility: jsonb('eligibility').$type<Eligibility>().notNull(),
    /** Platforms the promotion is limited to (`[]`: every one); for domain AD, those of its ads. Searched by marketplace. */
    platforms: jsonb('platforms').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    activatedAt: ts('activated_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('promotions_status_idx').on(t.sellerId, t.status),
  ],
);

/** What an ACTIVE promotion covers, resolved when it takes effect: a SKU on a scope (`''` = every platform). */
export const promotionItems = pgTable(
  'promotion_items',
  {
    sellerId: text('seller_id').notNull(),
    promotionId: text('promotion_id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.promotionId, t.skuId, t.platform] }),
    index('promotion_items_sku_idx').on(t.sellerId, t.skuId),
  ],
);

/** A minimum margin (a fraction of the price) per product (its API id), brand or category id. */
export interface MarginOverrides {
  products?: Record<string, string>;
  brands?: Record<string, string>;
  categories?: Record<string, string>;
}

/** Keep `channel`'s price at most `band` (a fraction, 0 = at or below) above the lowest of the other channels. */
export interface ParityRule {
  channel: string;
  band: string;
}

/** Channel costs a seller sets for the floor, per platform; absent fields come from the channel's known fees. */
export interface ChannelCosts {
  commission?: string;
  fixedFee?: string;
  freight?: string;
}

/** The seller's profit guard: the least margin a price must leave, and the largest change let through. */
export const priceGuardSettings = pgTable('price_guard_settings', {
  sellerId: text('seller_id').primaryKey(),
  minMargin: numeric('min_margin', { precision: 6, scale: 4 }).notNull(),
  taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull(),
  changeFactor: numeric('change_factor', { precision: 8, scale: 2 }).notNull(),
  channels: jsonb('channels').$type<Record<string, ChannelCosts>>().notNull(),
  /** The seller's parity rule across channels, if any (PRC-34). */
  parity: jsonb('parity').$type<ParityRule>(),
  /** Minimum margins of single products, brands or categories, over the seller's (PRC-35). */
  marginOverrides: jsonb('margin_overrides').$type<MarginOverrides>(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A price write the guard held instead of pushing: the channel keeps the last good price until the
 * seller confirms it (applied and pushed) or drops it. One per SKU, scope and price type: a newer
 * held write replaces it, a newer write that passes the guard supersedes it.
 */
export const heldPrices = pgTable(
  'held_prices',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
    priceType: text('price_type', { enum: ['DEFAULT', 'PROMOTION'] }).notNull(),
    value: money('value').notNull(),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    source: text('source', { enum: ['API', 'ADMIN', 'RULE', 'PROMOTION'] }).notNull(),
    /** The rule or promotion that wrote it, recorded again when it is confirmed. */
    ruleId: text('rule_id'),
    promotionId: text('promotion_id'),
    reason: text('reason', { enum: ['BELOW_FLOOR', 'CHANGE_TOO_LARGE'] }).notNull(),
    floor: money('floor'),
    currentValue: money('current_value'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('held_prices_scope_idx').on(t.sellerId, t.skuId, t.platform, t.priceType),
  ],
);
