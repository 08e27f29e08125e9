import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { Paging } from '../../platform/http/hal.ts';
import { containsPattern } from '../../platform/db/sql.ts';
import { adCompatibilities, ads } from './ads.tables.ts';
import { adDto, type AdRow } from './ads.mapping.ts';
import { channelItemViews, type ItemView } from '../marketplaces/index.ts';
import { variationSnapshots } from '../catalog/index.ts';

const MAX_ORIGIN_SKU_IDS = 10;

/** The ad with what its channel holds, and the channel's catalog id of the product when it gave one. */
function withHeld(ad: ReturnType<typeof adDto>, held: ItemView) {
  const { asin, ...view } = held;
  return { ...ad, channel: { ...ad.channel, held: view, ...(asin ? { asin } : {}) } };
}

export async function getAd(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), eq(ads.id, id), eq(ads.isParent, false)));
  if (!row) throw notFound('ad', id);
  const ad = adDto(row);
  // What the channel itself holds, where the channel tells it (Mercado Livre's items).
  const held = (await channelItemViews(ctx.rt, row.sellerId, row.platform, [row.id])).get(row.id);
  return held ? withHeld(ad, held) : ad;
}

/** `GET /integration/ads/list/byOriginSkuId`: at most 10 ids. */
export async function adsByOriginSkuIds(ctx: Ctx, originSkuIds: string[]) {
  const ids = [...new Set(originSkuIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0)
    throw new DomainError('validation-failed', 'originSkuIds: give at least one id', {
      field: 'originSkuIds',
    });
  if (ids.length > MAX_ORIGIN_SKU_IDS) {
    throw new DomainError(
      'validation-failed',
      `originSkuIds: at most ${MAX_ORIGIN_SKU_IDS} ids per call, got ${ids.length}`,
      {
        field: 'originSkuIds',
      },
    );
  }
  const rows = await ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.originSkuId, ids), eq(ads.isParent, false)))
    .orderBy(asc(ads.originSkuId), asc(ads.platform));
  return rows.map(adDto);
}

/**
 * originSkuIds whose ads on the platform have the status; `onlySimple` keeps the ads that are alone in
 * their group (a product with a single variation on that platform).
 */
export async function searchOriginSkuIds(
  ctx: Ctx,
  platform: string,
  filter: { status?: string; onlySimple?: boolean },
) {
  const conditions: SQL[] = [
    eq(ads.sellerId, sellerOf(ctx)),
    eq(ads.platform, platform),
    eq(ads.isParent, false),
  ];
  if (filter.status) conditions.push(eq(ads.status, filter.status as AdRow['status']));
  if (filter.onlySimple) {
    conditions.push(
      sql`(select count(*) from ads siblings where siblings.seller_id = ${ads.sellerId}
            and siblings.parent_id = ${ads.parentId} and siblings.is_parent = false) = 1`,
    );
  }
  const rows = await ctx.db
    .selectDistinct({ id: ads.originSkuId })
    .from(ads)
    .where(and(...conditions))
    .orderBy(asc(ads.originSkuId));
  return rows.map((row) => row.id!);
}

/** adId → originSkuId; unknown ids and ads without an origin are left out, never an error. */
export async function mapOriginSkuIds(ctx: Ctx, adIds: string[]) {
  if (adIds.length === 0) return {};
  const rows = await ctx.db
    .select({ id: ads.id, originSkuId: ads.originSkuId })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.id, adIds)));
  return Object.fromEntries(rows.filter((row) => row.originSkuId).map((row) => [row.id, row.originSkuId!]));
}

/** The originSkuIds of the child variations of these parent ads. */
export async function obtainOriginSkuIds(ctx: Ctx, parentIds: string[]) {
  if (parentIds.length === 0) return [];
  const rows = await ctx.db
    .selectDistinct({ id: ads.originSkuId })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.parentId, parentIds), eq(ads.isParent, false)))
    .orderBy(asc(ads.originSkuId));
  return rows.map((row) => row.id!);
}

async function compatibilityList(ctx: Ctx, adIds: string[]) {
  if (adIds.length === 0) return [];
  return ctx.db
    .select()
    .from(adCompatibilities)
    .where(and(eq(adCompatibilities.sellerId, sellerOf(ctx)), inArray(adCompatibilities.adId, adIds)))
    .orderBy(asc(adCompatibilities.make), asc(adCompatibilities.model), asc(adCompatibilities.yearFrom));
}

/**
 * `AdGroupApiDTO`: the parent ad with every variation of the group, by the parent's id or
 * any child's.
 */
export async function adGroup(ctx: Ctx, id: string) {
  const sellerId = sellerOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerId), eq(ads.id, id)));
  if (!row) throw notFound('ad', id);
  const parentId = row.isParent ? row.id : row.parentId;
  const [parent] = parentId
    ? await ctx.db
        .select()
        .from(ads)
        .where(and(eq(ads.sellerId, sellerId), eq(ads.id, parentId)))
    : [row];
  const children = parentId
    ? await ctx.db
        .select()
        .from(ads)
        .where(and(eq(ads.sellerId, sellerId), eq(ads.parentId, parentId), eq(ads.isParent, false)))
        .orderBy(asc(ads.sku))
    : [row];
  const compatibility = await compatibilityList(
    ctx,
    children.map((child) => child.id),
  );
  const first = children[0];
  const prices = children
    .map((child) => child.price)
    .filter((price): price is string => price !== null)
    .map(Number);
  return {
    id: parent!.id,
    productId: parent!.productId,
    platform: parent!.platform,
    status: parent!.status,
    title: first?.name ?? parent!.name,
    description: first?.description ?? parent!.description ?? undefined,
    price: prices.length ? Math.min(...prices) : undefined,
    stock: children.reduce((sum, child) => sum + child.stock, 0),
    images: first?.images ?? [],
    videos: first?.videos ?? [],
    attributes: first?.attributes ?? [],
    specifications: first?.specifications ?? [],
    variations: children.map(adDto),
    compatibility: compatibility.map((entry) => ({
      id: entry.id,
      adId: entry.adId,
      make: entry.make,
      model: entry.model,
      yearFrom: entry.yearFrom,
      yearTo: entry.yearTo,
      version: entry.version ?? undefined,
    })),
  };
}

export const adSortFields = ['name', 'sku', 'updatedAt', 'createdAt'] as const;

export interface AdSearch {
  status?: string;
  ean?: string;
  sku?: string;
  originSkuId?: string;
  text?: string;
  channelStatus?: 'PENDING' | 'PUBLISHED' | 'ERROR';
  withErrors?: boolean;
}

/** The ads of a platform; `ean` matches any EAN of an ad's list, whole or in part. */
export async function searchAds(ctx: Ctx, platform: string, filter: AdSearch, paging: Paging) {
  const conditions: SQL[] = [
    eq(ads.sellerId, sellerOf(ctx)),
    eq(ads.platform, platform),
    eq(ads.isParent, false),
  ];
  if (filter.status) conditions.push(eq(ads.status, filter.status as AdRow['status']));
  if (filter.ean) {
    // Part of a code is enough: sellers read EANs off a box or type the last digits.
    const part = containsPattern(filter.ean.trim());
    conditions.push(
      sql`(${ads.ean} like ${part} or exists (select 1 from jsonb_array_elements(coalesce(${ads.eans}, '[]'::jsonb)) e where e->>'value' like ${part}))`,
    );
  }
  if (filter.sku) conditions.push(eq(ads.sku, filter.sku));
  if (filter.originSkuId) conditions.push(eq(ads.originSkuId, filter.originSkuId));
  if (filter.text) conditions.push(sql`${ads.name} ilike ${containsPattern(filter.text)}`);
  if (filter.channelStatus) conditions.push(eq(ads.channelStatus, filter.channelStatus));
  if (filter.withErrors) conditions.push(sql`${ads.lastError} is not null`);
  const where = and(...conditions);
  const columns = { name: ads.name, sku: ads.sku, updatedAt: ads.updatedAt, createdAt: ads.createdAt };
  const column = columns[(paging.sort?.field ?? 'sku') as keyof typeof columns];
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ads)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(ads)
    .where(where)
    .orderBy(paging.sort?.direction === 'desc' ? sql`${column} desc` : asc(column), asc(ads.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  // What the channel holds for the page's ads, by one read, so the list shows a pause the channel made.
  const held = await channelItemViews(
    ctx.rt,
    sellerOf(ctx),
    platform,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => {
    const ad = adDto(row);
    const view = held.get(row.id);
    return view ? withHeld(ad, view) : ad;
  });
  return { items, total: count?.n ?? 0 };
}

/** The SKU and platform of each of the seller's (non-parent) ads; unknown ids are absent from the map. */
export async function adTargets(ctx: Ctx, adIds: readonly string[]) {
  const result = new Map<string, { skuId: string; platform: string }>();
  if (adIds.length === 0) return result;
  const rows = await ctx.db
    .select({ id: ads.id, skuId: ads.originSkuId, platform: ads.platform })
    .from(ads)
    .where(
      and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.id, [...new Set(adIds)]), eq(ads.isParent, false)),
    );
  for (const row of rows) if (row.skuId) result.set(row.id, { skuId: row.skuId, platform: row.platform });
  return result;
}

/**
 * "This variation has an ad on `platform`" as a condition another module's query can hold, so a catalog
 * filter such as "not published on Mercado Livre" runs in the database instead of loading every ad.
 */
export function hasAdOn(sellerId: string, platform: string, skuIdColumn: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${ads} where ${ads.sellerId} = ${sellerId} and ${ads.platform} = ${platform}
    and ${ads.originSkuId} = ${skuIdColumn} and ${ads.isParent} = false)`;
}

/** The seller's ads of these variations, one summary each (marketplace, status, channel state). */
export async function adSummariesOfSkus(ctx: Ctx, skuIds: readonly string[]) {
  const result = new Map<string, AdSummary[]>();
  if (skuIds.length === 0) return result;
  const rows = await ctx.db
    .select({
      id: ads.id,
      skuId: ads.originSkuId,
      platform: ads.platform,
      status: ads.status,
      channelStatus: ads.channelStatus,
      price: ads.price,
      stock: ads.stock,
      lastError: ads.lastError,
      updateOptions: ads.updateOptions,
    })
    .from(ads)
    .where(
      and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.originSkuId, [...skuIds]), eq(ads.isParent, false)),
    )
    .orderBy(asc(ads.platform));
  for (const { skuId, updateOptions, ...ad } of rows) {
    const summary: AdSummary = {
      ...ad,
      price: ad.price === null ? null : Number(ad.price),
      followsPrice: updateOptions.includes('PRICE'),
    };
    result.set(skuId!, [...(result.get(skuId!) ?? []), summary]);
  }
  return result;
}

/**
 * A SKU's ads with their prices and whether each follows the SKU's price, for the prices page to show
 * beside the SKU's own (WEB-83). 404 for a SKU the seller does not have.
 */
export async function adsOfSku(ctx: Ctx, skuId: string): Promise<{ skuId: string; ads: AdSummary[] }> {
  if (!(await variationSnapshots(ctx, [skuId])).has(skuId)) throw notFound('sku', skuId);
  return { skuId, ads: (await adSummariesOfSkus(ctx, [skuId])).get(skuId) ?? [] };
}

export interface AdSummary {
  id: string;
  platform: string;
  status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
  channelStatus: 'PENDING' | 'PUBLISHED' | 'ERROR';
  price: number | null;
  /** False when the ad keeps a price of its own: the SKU's price changes do not reach it (WEB-83). */
  followsPrice: boolean;
  stock: number;
  lastError: string | null;
}

/**
 * The SKU each of the channel's items is linked to on `platform` (an ad published or linked with that
 * channel item id): how a channel's order line finds its SKU. Items no ad holds are absent.
 */
export async function skuIdsOfChannelItems(
  ctx: Ctx,
  platform: string,
  channelItemIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(channelItemIds)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ itemId: ads.channelItemId, skuId: ads.originSkuId })
    .from(ads)
    .where(
      and(eq(ads.sellerId, sellerOf(ctx)), eq(ads.platform, platform), inArray(ads.channelItemId, unique)),
    );
  return new Map(rows.flatMap((row) => (row.itemId && row.skuId ? [[row.itemId, row.skuId] as const] : [])));
}
