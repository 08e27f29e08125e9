import crypto from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { Decimal } from '../../../platform/money.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { ItemView } from '../channel.ts';
import type { AccountRef } from '../connector.ts';
import { mercadoLivreItems, mercadoLivreVariations } from './ml.tables.ts';

/** The parts of an item (GET /items/{id}, or a publication's reply) Feira keeps as the channel's view. */
export interface MlItem {
  id: string;
  status: string;
  sub_status?: string[];
  tags?: string[];
  price?: number | null;
  available_quantity?: number | null;
  sold_quantity?: number | null;
  listing_type_id?: string;
  shipping?: { logistic_type?: string | null };
  permalink?: string;
  last_updated?: string;
}

/** The logistic type of an item whose stock Mercado Livre's warehouse holds (Full). */
export const FULFILLMENT = 'fulfillment';

export const descriptionDigest = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const priceText = (price: number | null | undefined) =>
  price === null || price === undefined ? null : new Decimal(price).toFixed(2);

/**
 * Records what the channel answered for an item of `adId`. `description` is the digest of the
 * description now on the item, when this call sent one (undefined keeps the one recorded); `sent`
 * the status this call asked for, when it asked for one (it tells whether Feira paused the item).
 */
export async function recordItem(
  rt: Runtime,
  account: AccountRef,
  adId: string,
  item: MlItem,
  description?: string | null,
  sent?: 'active' | 'paused' | 'closed',
): Promise<void> {
  const row = {
    sellerId: account.sellerId,
    itemId: item.id,
    adId,
    accountId: account.accountId,
    status: item.status,
    subStatus: item.sub_status ?? [],
    tags: item.tags ?? [],
    ...(sent ? { pausedByFeira: sent === 'paused' } : {}),
    price: priceText(item.price),
    availableQuantity: item.available_quantity ?? null,
    ...(item.shipping ? { logisticType: item.shipping.logistic_type ?? null } : {}),
    ...(item.sold_quantity === undefined ? {} : { soldQuantity: item.sold_quantity }),
    ...(item.listing_type_id ? { listingType: item.listing_type_id } : {}),
    channelUpdatedAt: item.last_updated ?? null,
    refreshedAt: rt.clock.now().toISOString(),
  };
  const { sellerId: _s, itemId: _i, ...changes } = row;
  await rt.database.db
    .insert(mercadoLivreItems)
    .values({ ...row, descriptionDigest: description ?? null })
    .onConflictDoUpdate({
      target: [mercadoLivreItems.sellerId, mercadoLivreItems.itemId],
      set: description === undefined ? changes : { ...changes, descriptionDigest: description },
    });
}

/** Records the digest of the description the channel accepted for an item. */
export async function recordDescription(
  rt: Runtime,
  account: AccountRef,
  itemId: string,
  digest: string,
): Promise<void> {
  await rt.database.db
    .update(mercadoLivreItems)
    .set({ descriptionDigest: digest })
    .where(and(eq(mercadoLivreItems.sellerId, account.sellerId), eq(mercadoLivreItems.itemId, itemId)));
}

/** The recorded item of one of the seller's ads; undefined for an item Feira never published. */
export async function recordedItem(rt: Runtime, sellerId: string, itemId: string) {
  const [row] = await rt.database.db
    .select()
    .from(mercadoLivreItems)
    .where(and(eq(mercadoLivreItems.sellerId, sellerId), eq(mercadoLivreItems.itemId, itemId)));
  return row;
}

/** The recorded items among `itemIds`, by item id, in one read (a push batch decides from them). */
export async function recordedItems(rt: Runtime, sellerId: string, itemIds: string[]) {
  if (itemIds.length === 0) return new Map<string, RecordedItem>();
  const rows = await rt.database.db
    .select()
    .from(mercadoLivreItems)
    .where(and(eq(mercadoLivreItems.sellerId, sellerId), inArray(mercadoLivreItems.itemId, itemIds)));
  return new Map(rows.map((row) => [row.itemId, row]));
}

export type RecordedItem = typeof mercadoLivreItems.$inferSelect;

/**
 * The items Feira already created for ads it is asked to create, by ad id: a create that went
 * through but whose ad was not told (its description failed, its record was lost) goes on as an update.
 */
export async function recordedItemsOfAds(rt: Runtime, sellerId: string, adIds: string[]) {
  if (adIds.length === 0) return new Map<string, RecordedItem>();
  const rows = await rt.database.db
    .select()
    .from(mercadoLivreItems)
    .where(and(eq(mercadoLivreItems.sellerId, sellerId), inArray(mercadoLivreItems.adId, adIds)));
  return new Map(rows.filter((row) => row.status !== 'closed').map((row) => [row.adId, row]));
}

/** The channel's view of the seller's ads, by ad id (ads not on Mercado Livre are absent). */
export async function itemViews(
  rt: Runtime,
  sellerId: string,
  adIds: string[],
): Promise<Map<string, ItemView>> {
  if (adIds.length === 0) return new Map();
  const variations = await rt.database.db
    .select()
    .from(mercadoLivreVariations)
    .where(and(eq(mercadoLivreVariations.sellerId, sellerId), inArray(mercadoLivreVariations.adId, adIds)));
  const plain = adIds.filter((adId) => !variations.some((v) => v.adId === adId));
  const rows = await rt.database.db
    .select()
    .from(mercadoLivreItems)
    .where(
      and(
        eq(mercadoLivreItems.sellerId, sellerId),
        or(
          inArray(mercadoLivreItems.adId, plain.length > 0 ? plain : ['']),
          inArray(mercadoLivreItems.itemId, variations.length > 0 ? variations.map((v) => v.itemId) : ['']),
        ),
      ),
    );
  // An ad whose closed item was relisted has both: the open one is the ad's (it comes last and wins).
  rows.sort((a, b) => Number(a.status !== 'closed') - Number(b.status !== 'closed'));
  const items = new Map(rows.map((row) => [row.itemId, row]));
  // A variation's ad sees its item, with the variation's own stock.
  const owned = [
    ...rows
      .filter((row) => plain.includes(row.adId))
      .map((row) => ({ adId: row.adId, row, stock: row.availableQuantity })),
    ...variations.flatMap((v) => {
      const row = items.get(v.itemId);
      return row ? [{ adId: v.adId, row, stock: v.availableQuantity }] : [];
    }),
  ];
  return new Map(
    owned.map(({ adId, row, stock }) => [
      adId,
      {
        itemId: row.itemId,
        status: row.status,
        subStatus: row.subStatus,
        tags: row.tags,
        price: row.price,
        stock,
        fulfillment: row.logisticType === FULFILLMENT,
        channelUpdatedAt: row.channelUpdatedAt,
        refreshedAt: new Date(row.refreshedAt).toISOString(),
      },
    ]),
  );
}

/** The account's items that seller's ads published and the channel has not closed: item id to ad id. */
export async function openItemsOfAccount(rt: Runtime, account: AccountRef): Promise<Map<string, string>> {
  const rows = await queryRows<{ item_id: string; ad_id: string }>(
    rt.database.db,
    sql`select item_id, ad_id from mercadolivre_items
        where seller_id = ${account.sellerId} and account_id = ${account.accountId} and status <> 'closed'
        order by item_id`,
  );
  return new Map(rows.map((row) => [row.item_id, row.ad_id]));
}
