import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from '../../../platform/money.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { AccountRef, ChannelAd } from '../connector.ts';
import { itemAttributes, type CategoryAttribute } from './ml.item-body.ts';
import type { MlItem } from './ml.items.ts';
import { mercadoLivreItems, mercadoLivreVariations } from './ml.tables.ts';

export type VariationRow = typeof mercadoLivreVariations.$inferSelect;

interface MlAttributeValue {
  id: string;
  value_name?: string | null;
}

/** A variation of a classic item, as `/items/{id}` and the variation calls answer it. */
export interface MlVariation {
  id: number;
  price?: number | null;
  available_quantity?: number | null;
  attribute_combinations?: MlAttributeValue[];
  attributes?: MlAttributeValue[];
}

/** An item with its variations and pictures, the parts that adding a variation reads. */
export type MlItemWithVariations = MlItem & {
  variations?: MlVariation[];
  pictures?: { id: string; source?: string; url?: string }[];
};

/** The category's attributes that tell variations apart (`allow_variations`). */
export const variationAttributes = (category: CategoryAttribute[]) =>
  category.filter((a) => a.tags?.allow_variations);

/** The ad's values of the category's variation attributes: its `attribute_combinations`. */
export function combinationOf(fields: ChannelAd, varying: CategoryAttribute[]) {
  const ids = new Set(varying.map((a) => a.id));
  return itemAttributes(fields, varying).filter((a) => ids.has(a.id));
}

/** One text per combination, to find an ad's variation in the channel's answer. */
export const combinationKey = (combination: MlAttributeValue[]) =>
  combination
    .map((a) => `${a.id}=${(a.value_name ?? '').trim().toLowerCase()}`)
    .sort()
    .join(';');

/**
 * The price of an item whose variations Feira prices apart: the highest, since Mercado Livre keeps
 * one price for all the variations of a classic item and no SKU may be sold below its own (ADS-80).
 */
export function itemPrice(prices: (string | null)[]): Decimal | null {
  const known = prices.filter((p): p is string => p !== null).map((p) => new Decimal(p));
  return known.length === 0 ? null : Decimal.max(...known);
}

/** The variations of the ads among `adIds`, by ad id. */
export async function variationsOfAds(rt: Runtime, sellerId: string, adIds: string[]) {
  if (adIds.length === 0) return new Map<string, VariationRow>();
  const rows = await rt.database.db
    .select()
    .from(mercadoLivreVariations)
    .where(and(eq(mercadoLivreVariations.sellerId, sellerId), inArray(mercadoLivreVariations.adId, adIds)));
  return new Map(rows.map((row) => [row.adId, row]));
}

/** Every recorded variation of the items among `itemIds`. */
export async function variationsOfItems(rt: Runtime, sellerId: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return rt.database.db
    .select()
    .from(mercadoLivreVariations)
    .where(
      and(eq(mercadoLivreVariations.sellerId, sellerId), inArray(mercadoLivreVariations.itemId, itemIds)),
    );
}

/** The open item a product's variations were published as; undefined for none. */
export async function itemOfProduct(
  rt: Runtime,
  sellerId: string,
  productId: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ item_id: string }>(
    rt.database.db,
    sql`select v.item_id from mercadolivre_variations v
        join mercadolivre_items i on i.seller_id = v.seller_id and i.item_id = v.item_id
        where v.seller_id = ${sellerId} and v.product_id = ${productId} and i.status <> 'closed'
        limit 1`,
  );
  return row?.item_id;
}

/** Records (or moves) the variation each ad is. */
export async function recordVariations(rt: Runtime, rows: VariationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await rt.database.db
    .insert(mercadoLivreVariations)
    .values(rows)
    .onConflictDoUpdate({
      target: [mercadoLivreVariations.sellerId, mercadoLivreVariations.adId],
      set: {
        itemId: sql`excluded.item_id`,
        variationId: sql`excluded.variation_id`,
        productId: sql`coalesce(excluded.product_id, ${mercadoLivreVariations.productId})`,
        price: sql`coalesce(excluded.price, ${mercadoLivreVariations.price})`,
        availableQuantity: sql`excluded.available_quantity`,
      },
    });
}

/** Records what a variation push set: the ad's price and quantity, and the item's common price. */
export async function recordVariationPush(
  rt: Runtime,
  account: AccountRef,
  row: VariationRow,
  wanted: string | null,
  quantity: number | null,
  price: Decimal | null,
): Promise<void> {
  await rt.database.db.transaction(async (tx) => {
    await tx
      .update(mercadoLivreVariations)
      .set({ ...(wanted === null ? {} : { price: wanted }), availableQuantity: quantity })
      .where(
        and(eq(mercadoLivreVariations.sellerId, row.sellerId), eq(mercadoLivreVariations.adId, row.adId)),
      );
    if (price)
      await tx
        .update(mercadoLivreItems)
        .set({ price: price.toFixed(2), refreshedAt: rt.clock.now().toISOString() })
        .where(
          and(eq(mercadoLivreItems.sellerId, account.sellerId), eq(mercadoLivreItems.itemId, row.itemId)),
        );
  });
}

/** The variation rows of a channel answer, matched to ads by their combinations. */
export function matchVariations(
  account: AccountRef,
  item: MlItemWithVariations,
  ads: { adId: string; productId: string | null; price: string | null; combination: MlAttributeValue[] }[],
): VariationRow[] {
  const byKey = new Map(
    (item.variations ?? []).map((v) => [combinationKey(v.attribute_combinations ?? []), v]),
  );
  return ads.flatMap((ad) => {
    const variation = byKey.get(combinationKey(ad.combination));
    if (!variation) return [];
    return [
      {
        sellerId: account.sellerId,
        adId: ad.adId,
        itemId: item.id,
        variationId: String(variation.id),
        productId: ad.productId,
        price: ad.price,
        availableQuantity: variation.available_quantity ?? null,
      },
    ];
  });
}

/** Forgets the variation of an ad whose variation was removed from its item. */
export async function forgetVariation(rt: Runtime, row: VariationRow): Promise<void> {
  await rt.database.db
    .delete(mercadoLivreVariations)
    .where(and(eq(mercadoLivreVariations.sellerId, row.sellerId), eq(mercadoLivreVariations.adId, row.adId)));
}
