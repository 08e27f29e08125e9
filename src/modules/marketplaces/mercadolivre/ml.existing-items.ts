import { Decimal } from '../../../platform/money.ts';
import { and, eq } from 'drizzle-orm';
import type { Runtime } from '../../../platform/runtime.ts';
import type { AccountRef, ChannelListing } from '../connector.ts';
import type { MercadoLivreConnector } from './ml.connector.ts';
import { recordedItem, recordItem } from './ml.items.ts';
import { recordVariations, type MlItemWithVariations } from './ml.variations.ts';
import { mercadoLivreCredentials } from './ml.tables.ts';

/** Ids per page of the account's item search (the documented maximum). */
const SEARCH_PAGE = 100;
/** Items per multiget call (the documented maximum). */
const ITEMS_PER_CALL = 20;
/** The fields the multiget answers: what linking reads, not the whole item. */
const FIELDS = 'id,title,status,price,available_quantity,permalink,attributes,variations,seller_custom_field';

interface MlAttribute {
  id: string;
  value_name?: string | null;
}

interface MlExistingItem {
  id: string;
  title: string;
  status: string;
  price?: number | null;
  available_quantity?: number | null;
  permalink?: string;
  attributes?: MlAttribute[];
  seller_custom_field?: string | null;
  variations?: {
    id: number;
    price?: number | null;
    available_quantity?: number | null;
    attributes?: MlAttribute[];
    attribute_combinations?: { value_name?: string | null }[];
    seller_custom_field?: string | null;
  }[];
}

const valueOf = (attributes: MlAttribute[] | undefined, id: string) =>
  attributes?.find((a) => a.id === id)?.value_name?.trim() || null;

/**
 * The seller's SKU of an item or variation: the `SELLER_SKU` attribute, which Mercado Livre documents
 * as the place of the SKU; else `seller_custom_field`, where accounts older than the attribute keep it
 * (docs/decisions.md, ADS-70).
 */
const sellerSkuOf = (attributes: MlAttribute[] | undefined, customField: string | null | undefined) =>
  valueOf(attributes, 'SELLER_SKU') ?? (customField?.trim() || null);

const money = (price: number | null | undefined) =>
  price === null || price === undefined ? null : new Decimal(price).toFixed(2);

/** One listing per variation of an item with variations, else one for the item. */
function listingsOf(item: MlExistingItem): ChannelListing[] {
  const base = {
    channelItemId: item.id,
    channelStatus: item.status,
    permalink: item.permalink ?? null,
  };
  if (!item.variations?.length)
    return [
      {
        ...base,
        variationId: null,
        title: item.title,
        price: money(item.price),
        stock: item.available_quantity ?? null,
        sellerSku: sellerSkuOf(item.attributes, item.seller_custom_field),
        gtin: valueOf(item.attributes, 'GTIN'),
      },
    ];
  return item.variations.map((v) => {
    const combination = (v.attribute_combinations ?? []).map((c) => c.value_name).filter(Boolean);
    return {
      ...base,
      variationId: String(v.id),
      title: combination.length ? `${item.title} (${combination.join(', ')})` : item.title,
      price: money(v.price ?? item.price),
      stock: v.available_quantity ?? null,
      sellerSku: sellerSkuOf(v.attributes, v.seller_custom_field),
      gtin:
        valueOf(v.attributes, 'GTIN') ??
        (item.variations!.length === 1 ? valueOf(item.attributes, 'GTIN') : null),
    };
  });
}

async function userIdOf(rt: Runtime, account: AccountRef): Promise<string | null> {
  const [row] = await rt.database.db
    .select({ userId: mercadoLivreCredentials.userId })
    .from(mercadoLivreCredentials)
    .where(
      and(
        eq(mercadoLivreCredentials.sellerId, account.sellerId),
        eq(mercadoLivreCredentials.accountId, account.accountId),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Every item of the account, a page of ids at a time: `/users/{id}/items/search` in scan mode (the
 * documented way past the first 1,000 ids, followed through its `scroll_id` until a page comes back
 * empty), each page read by multiget in calls of 20, with `include_attributes=all` so the variations
 * carry their own attributes (their `SELLER_SKU` and `GTIN`).
 */
export async function* existingItems(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
): AsyncGenerator<ChannelListing[]> {
  const userId = await userIdOf(rt, account);
  if (!userId) return;
  let scrollId: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ search_type: 'scan', limit: String(SEARCH_PAGE) });
    if (scrollId) query.set('scroll_id', scrollId);
    const page = (
      await connector.call(account, {
        method: 'GET',
        path: `/users/${userId}/items/search?${query.toString()}`,
      })
    ).body as { results?: string[]; scroll_id?: string | null };
    const ids = page.results ?? [];
    if (ids.length === 0) return;
    const listings: ChannelListing[] = [];
    for (let i = 0; i < ids.length; i += ITEMS_PER_CALL) {
      const chunk = ids.slice(i, i + ITEMS_PER_CALL);
      const reply = await connector.call(account, {
        method: 'GET',
        path: `/items?ids=${chunk.join(',')}&attributes=${FIELDS}&include_attributes=all`,
      });
      for (const entry of reply.body as { code: number; body: MlExistingItem }[])
        if (entry.code === 200) listings.push(...listingsOf(entry.body));
    }
    yield listings;
    if (!page.scroll_id) return;
    scrollId = page.scroll_id;
  }
}

/**
 * A linked item becomes one of the account's recorded items: notifications and the reconciliation
 * poll then keep its status, price and stock as they do for items Feira published.
 */
export async function recordLinkedItem(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  adId: string,
  itemId: string,
  variationId?: string,
): Promise<void> {
  const item = (await connector.call(account, { method: 'GET', path: `/items/${itemId}` }))
    .body as MlItemWithVariations;
  if (!variationId) return recordItem(rt, account, adId, item);
  // The ads of an item's variations share its row (the first one linked names it), and each is
  // pushed to its own variation (ADS-81).
  const recorded = await recordedItem(rt, account.sellerId, itemId);
  await recordItem(rt, account, recorded?.adId ?? adId, item);
  const variation = item.variations?.find((v) => String(v.id) === variationId);
  await recordVariations(rt, [
    {
      sellerId: account.sellerId,
      adId,
      itemId,
      variationId,
      productId: null,
      price: money(variation?.price ?? item.price),
      availableQuantity: variation?.available_quantity ?? null,
    },
  ]);
}
