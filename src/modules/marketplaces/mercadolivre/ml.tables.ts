import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../../platform/db/columns.ts';

/**
 * The OAuth tokens of a seller's Mercado Livre account, sealed with the service's secret box. One row
 * per account; the row is locked while a refresh runs, so a single-use refresh token is spent once.
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
    /**
     * The user's `/users/me` tags, read at connect and at every refresh: `user_product_seller` says
     * the account publishes under user products (`family_name`, no `title`).
     */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The user's site (`MLB` for Mercado Livre Brasil), from `/users/me`. */
    siteId: text('site_id'),
    /** Orders changed up to here were read by the reconciliation poll; null: not polled yet. */
    ordersPolledThrough: ts('orders_polled_through'),
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

/**
 * What Mercado Livre holds for each item Feira published: its status (and the channel's reasons, e.g.
 * `out_of_stock`), price and quantity as the channel last answered them (a publication's reply, an
 * `items` notification or the reconciliation poll), and a digest of the description last sent, so a
 * changed description is sent once.
 */
export const mercadoLivreItems = pgTable(
  'mercadolivre_items',
  {
    sellerId: text('seller_id').notNull(),
    itemId: text('item_id').notNull(),
    adId: text('ad_id').notNull(),
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    subStatus: jsonb('sub_status').$type<string[]>().notNull().default([]),
    /** The channel's tags of the item, e.g. `moderation_penalty` on an item its moderation paused. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * Feira itself paused the item (its ad was paused): the only pause, besides the channel's own for
     * zero stock, that Feira lifts. Set and cleared by the status Feira sends.
     */
    pausedByFeira: boolean('paused_by_feira').notNull().default(false),
    /** Decimal as text, as the channel's JSON number read it. */
    price: text('price'),
    availableQuantity: integer('available_quantity'),
    /**
     * The item's `shipping.logistic_type`; `fulfillment`: Mercado Livre's warehouse holds the stock
     * (Full), and Feira shows it without pushing a quantity.
     */
    logisticType: text('logistic_type'),
    /** Units sold: the channel takes a title change only while it is 0. */
    soldQuantity: integer('sold_quantity'),
    /** The item's listing type as the channel answered it (a change goes through its own call). */
    listingType: text('listing_type'),
    /** SHA-256 of the description last sent; null: the item has none. */
    descriptionDigest: text('description_digest'),
    /** The channel's own `last_updated` of the item. */
    channelUpdatedAt: text('channel_updated_at'),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.itemId] }),
    index('mercadolivre_items_ad_idx').on(t.sellerId, t.adId),
  ],
);

/**
 * The variation of a classic item each of Feira's ads is (a product's variations are one item with
 * `variations`, or an existing item with variations that was linked): stock, price and pauses go to
 * the variation. `price` is what Feira wants for the ad's SKU; the item, which keeps one price for all
 * its variations, is priced at the highest of them (ADS-80).
 */
export const mercadoLivreVariations = pgTable(
  'mercadolivre_variations',
  {
    sellerId: text('seller_id').notNull(),
    adId: text('ad_id').notNull(),
    itemId: text('item_id').notNull(),
    /** Mercado Livre's variation id (digits, past 2^31). */
    variationId: text('variation_id').notNull(),
    /** The Feira product whose variations the item groups; null for a linked item. */
    productId: text('product_id'),
    /** Decimal as text; null until Feira pushed a price for the ad. */
    price: text('price'),
    /** The variation's own quantity, as the channel last answered it (the item's is their sum). */
    availableQuantity: integer('available_quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.adId] }),
    index('mercadolivre_variations_item_idx').on(t.sellerId, t.itemId),
    index('mercadolivre_variations_product_idx').on(t.sellerId, t.productId),
  ],
);

/**
 * Buyers' questions on the seller's Mercado Livre items, as the channel last answered them (its
 * `questions` notifications, the search of unanswered ones at connect, and the seller's answers sent
 * from Feira). The ad is read from the recorded items, so a question asked before its item was
 * linked shows the ad once it is.
 */
export const mercadoLivreQuestions = pgTable(
  'mercadolivre_questions',
  {
    sellerId: text('seller_id').notNull(),
    /** Mercado Livre's question id (digits, past 2^31). */
    questionId: text('question_id').notNull(),
    accountId: text('account_id').notNull(),
    itemId: text('item_id').notNull(),
    itemTitle: text('item_title'),
    text: text('text').notNull(),
    /** The channel's status: UNANSWERED, ANSWERED, CLOSED_UNANSWERED, UNDER_REVIEW, BANNED, DELETED… */
    status: text('status').notNull(),
    askedAt: ts('asked_at').notNull(),
    answerText: text('answer_text'),
    answeredAt: ts('answered_at'),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.questionId] }),
    index('mercadolivre_questions_status_idx').on(t.sellerId, t.status, t.askedAt),
  ],
);
