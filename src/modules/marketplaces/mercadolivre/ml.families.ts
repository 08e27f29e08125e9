import { Decimal } from '../../../platform/money.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { AccountRef, ItemResult, ItemUpsert } from '../connector.ts';
import type { MercadoLivreConnector } from './ml.connector.ts';
import { AnswerLost } from './ml.http.ts';
import {
  conditionAttribute,
  fitTitle,
  gtinAnswer,
  itemAttributes,
  itemCondition,
  missingRequired,
  pictures,
  saleTerms,
  shippingOf,
  waitingReason,
} from './ml.item-body.ts';
import { FULFILLMENT, recordDescription, recordedItem, recordItem, type RecordedItem } from './ml.items.ts';
import {
  combinationOf,
  combinationKey,
  itemOfProduct,
  itemPrice,
  matchVariations,
  recordVariationPush,
  recordVariations,
  variationAttributes,
  type MlItemWithVariations,
  type MlVariation,
  type VariationRow,
} from './ml.variations.ts';

type Family = ItemUpsert & { family: NonNullable<ItemUpsert['family']> };

const refusal = (adId: string, error: string): ItemResult => ({ adId, ok: false, error, retryable: false });

const priceOf = (item: ItemUpsert) => new Decimal(item.fields.price as string | number).toFixed(2);

/** The variation's own attributes: its SKU and, when it has one, its GTIN. */
function variationOwnAttributes(item: ItemUpsert) {
  return itemAttributes(item.fields, []).filter((a) => a.id === 'SELLER_SKU' || a.id === 'GTIN');
}

/**
 * A classic seller's product: one item whose `variations` are the product's ads (ADS-79), or new
 * variations of the item the product already has. Answers null when the category tells no variations
 * apart (no `allow_variations` attribute): each ad is then an item of its own.
 */
export async function publishFamily(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  group: Family[],
): Promise<ItemResult[] | null> {
  const ready = group.filter((item) => item.fields.status === 'ACTIVE' && item.fields.price != null);
  const results: ItemResult[] = group
    .filter((item) => !ready.includes(item))
    .map((item) => ({ ...refusal(item.adId, waitingReason(item.fields)!), waiting: true }));
  if (!ready.some((item) => ((item.fields.stock as number | undefined) ?? 0) > 0))
    return group.map((item) => ({
      ...refusal(item.adId, waitingReason(item.fields) ?? waitingReason({ ...item.fields, stock: 0 })!),
      waiting: true,
    }));
  const first = ready[0]!;
  const name = first.family.name;
  const categoryId = first.channelCategoryId ?? (await connector.discoverCategory(account, name));
  if (!categoryId)
    return group.map((item) =>
      refusal(
        item.adId,
        'Mercado Livre found no category for this title: choose the category (channelCategoryId)',
      ),
    );
  const category = await connector.categoryAttributes(categoryId);
  const varying = variationAttributes(category);
  if (varying.length === 0) return null;
  const named = ready.map((item) => ({ item, combination: combinationOf(item.fields, varying) }));
  const lacking = named.filter((n) => n.combination.length === 0);
  results.push(
    ...lacking.map((n) =>
      refusal(
        n.item.adId,
        `Mercado Livre tells this product's variations apart by ${varying.map((a) => a.name).join(', ')}: give this variation one of them in its attributes`,
      ),
    ),
  );
  const variations = named.filter((n) => n.combination.length > 0);
  if (variations.length === 0) return results;
  const existing = await itemOfProduct(rt, account.sellerId, first.family.id);
  const placed = existing
    ? await addVariations(rt, connector, account, existing, variations)
    : await createWithVariations(rt, connector, account, categoryId, variations);
  return [...results, ...placed];
}

type Named = { item: Family; combination: ReturnType<typeof combinationOf> };

function variationBody(n: Named, price: Decimal) {
  return {
    attribute_combinations: n.combination,
    price: price.toNumber(),
    available_quantity: (n.item.fields.stock as number | undefined) ?? 0,
    picture_ids: pictures(n.item.fields).map((p) => p.source),
    attributes: variationOwnAttributes(n.item),
  };
}

const rowsOf = (account: AccountRef, item: MlItemWithVariations, named: Named[]) =>
  matchVariations(
    account,
    item,
    named.map((n) => ({
      adId: n.item.adId,
      productId: n.item.family.id,
      price: priceOf(n.item),
      combination: n.combination,
    })),
  );

/** Each ad's answer: published on the item when the channel's answer holds its variation. */
function answers(named: Named[], item: MlItemWithVariations, rows: VariationRow[]): ItemResult[] {
  const placed = new Set(rows.map((row) => row.adId));
  return named.map((n) =>
    placed.has(n.item.adId)
      ? { adId: n.item.adId, ok: true, channelItemId: item.id, permalink: item.permalink }
      : { adId: n.item.adId, ok: false, error: 'Mercado Livre did not keep this variation', retryable: true },
  );
}

async function createWithVariations(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  categoryId: string,
  named: Named[],
): Promise<ItemResult[]> {
  const first = named[0]!.item;
  const [category, info, seller] = await Promise.all([
    connector.categoryAttributes(categoryId),
    connector.categoryInfo(categoryId),
    connector.seller(account),
  ]);
  const varyingIds = new Set(variationAttributes(category).map((a) => a.id));
  const own = [
    ...itemAttributes(first.fields, category).filter(
      (a) => !varyingIds.has(a.id) && a.id !== 'SELLER_SKU' && a.id !== 'GTIN',
    ),
    conditionAttribute(first.fields),
  ];
  const everyGtin = named.every((n) => variationOwnAttributes(n.item).some((a) => a.id === 'GTIN'));
  const attributes = [...own, ...gtinAnswer(everyGtin ? [{ id: 'GTIN', value_name: '' }] : own, category)];
  const given = [...attributes, ...named[0]!.combination, ...variationOwnAttributes(first)];
  const missing = missingRequired(given, category);
  if (missing.length > 0)
    return named.map((n) =>
      refusal(
        n.item.adId,
        `Mercado Livre category ${categoryId} requires ${missing.map((a) => `${a.name} (${a.id})`).join(', ')}: add them to the product's attributes`,
      ),
    );
  const price = itemPrice(named.map((n) => priceOf(n.item)))!;
  const sources = [...new Set(named.flatMap((n) => pictures(n.item.fields).map((p) => p.source)))];
  const body = {
    title: fitTitle(first.family.name, info.settings?.max_title_length),
    category_id: categoryId,
    price: price.toNumber(),
    currency_id: 'BRL',
    buying_mode: 'buy_it_now',
    listing_type_id: first.listingType ?? 'gold_special',
    condition: itemCondition(first.fields),
    pictures: sources.map((source) => ({ source })),
    attributes,
    sale_terms: saleTerms(first.fields),
    shipping: shippingOf(seller.shipping, { ...first.fields, price: price.toFixed(2) }),
    variations: named.map((n) => variationBody(n, price)),
  };
  await connector.call(account, { method: 'POST', path: '/items/validate', json: body });
  let created: MlItemWithVariations;
  try {
    created = (
      await connector.call(account, { method: 'POST', path: '/items', json: body, repeatable: false })
    ).body as MlItemWithVariations;
  } catch (error) {
    if (!(error instanceof AnswerLost)) throw error;
    const found = await connector.itemOfSku(account, seller.user.userId, first.fields.sku);
    if (!found) throw error;
    created = found;
  }
  await recordItem(rt, account, first.adId, created, null);
  const rows = rowsOf(account, created, named);
  await recordVariations(rt, rows);
  const description = await connector.pushDescription(
    account,
    { ...first, channelItemId: created.id },
    undefined,
  );
  if (description) await recordDescription(rt, account, created.id, description);
  return answers(named, created, rows);
}

/**
 * New variations of the product's item: the item is read (its variations and pictures as the channel
 * holds them, so none is dropped) and sent back with the new variations, which Mercado Livre adds.
 */
async function addVariations(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  itemId: string,
  named: Named[],
): Promise<ItemResult[]> {
  const current = (await connector.call(account, { method: 'GET', path: `/items/${itemId}` }))
    .body as MlItemWithVariations;
  const held = new Set((current.variations ?? []).map((v) => combinationKey(v.attribute_combinations ?? [])));
  // A variation the channel already holds (its answer was lost) is recorded, not sent twice.
  const fresh = named.filter((n) => !held.has(combinationKey(n.combination)));
  let item = current;
  if (fresh.length > 0) {
    const price = itemPrice([
      current.price == null ? null : new Decimal(current.price).toFixed(2),
      ...fresh.map((n) => priceOf(n.item)),
    ])!;
    const known = new Set((current.pictures ?? []).map((p) => p.source ?? p.url));
    const added = [...new Set(fresh.flatMap((n) => pictures(n.item.fields).map((p) => p.source)))].filter(
      (source) => !known.has(source),
    );
    item = (
      await connector.call(account, {
        method: 'PUT',
        path: `/items/${itemId}`,
        json: {
          price: price.toNumber(),
          pictures: [
            ...(current.pictures ?? []).map((p) => ({ id: p.id })),
            ...added.map((source) => ({ source })),
          ],
          variations: [
            ...(current.variations ?? []).map((v) => ({ id: v.id })),
            ...fresh.map((n) => variationBody(n, price)),
          ],
        },
      })
    ).body as MlItemWithVariations;
    // The item's row stays the ad it was first recorded for: notifications find the item by it.
    const recorded = await recordedItem(rt, account.sellerId, itemId);
    await recordItem(rt, account, recorded?.adId ?? named[0]!.item.adId, item);
  }
  const rows = rowsOf(account, item, named);
  await recordVariations(rt, rows);
  return answers(named, item, rows);
}

/**
 * A push of an ad that is a variation of a classic item: its quantity (none for Full, zero while the
 * ad is not active, since a variation cannot be paused on its own) and the item's common price, the
 * highest its variations' ads want, through the variation's own resource.
 */
export async function pushVariation(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  item: ItemUpsert,
  row: VariationRow,
  price: Decimal | null,
  known: RecordedItem | undefined,
): Promise<ItemResult> {
  if (known?.status === 'closed')
    return refusal(
      item.adId,
      'Mercado Livre closed the item of this variation: relist the item to sell the variation again',
    );
  const full = known?.logisticType === FULFILLMENT;
  const quantity = item.fields.status === 'ACTIVE' ? ((item.fields.stock as number | undefined) ?? 0) : 0;
  const body = {
    ...(price ? { price: price.toNumber() } : {}),
    ...(full ? {} : { available_quantity: quantity }),
  };
  const answer = (
    await connector.call(account, {
      method: 'PUT',
      path: `/items/${row.itemId}/variations/${row.variationId}`,
      json: body,
    })
  ).body as MlVariation[];
  const held = Array.isArray(answer) ? answer.find((v) => String(v.id) === row.variationId) : undefined;
  const wanted = item.fields.price == null ? null : priceOf(item);
  await recordVariationPush(rt, account, row, wanted, held?.available_quantity ?? null, price);
  return { adId: item.adId, ok: true, channelItemId: row.itemId };
}
