import { and, eq, inArray, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { arrayLiteral, queryRows } from '../../platform/db/sql.ts';
import { ads } from './ads.tables.ts';
import { requestPublication } from './ads.publication.ts';

interface SkuChannelValue {
  skuId: string;
  /** Null: every platform the SKU is published on. */
  platform: string | null;
  /** Decimal string with two places (price) or an integer (stock). */
  value: string | number;
}

/**
 * Locks, in id order, the ads of these SKUs that take channel values (no parents), and answers the
 * SKUs that have one: the others need no price or stock read. Taken before those reads, so two passes
 * over one SKU read its values in the order they write them and the later read wins (ADS-90). A push of
 * SKUs of which few are published (a price rule, a stock import) leaves the rest here (ADS-38).
 */
export async function lockAdsOfSkus(ctx: Ctx, skuIds: readonly string[]): Promise<Set<string>> {
  if (skuIds.length === 0) return new Set();
  const rows = await queryRows<{ sku: string }>(
    ctx.db,
    sql`select origin_sku_id as sku from ads
        where seller_id = ${sellerOf(ctx)} and origin_sku_id = any(${arrayLiteral([...skuIds])}::text[])
          and is_parent = false
        order by id for update`,
  );
  return new Set(rows.map((row) => row.sku));
}

/**
 * Sets the price or stock of the ads of these SKUs and publishes them, set-based (one statement for a
 * whole batch). Prices reach only ads that follow PRICE; stock reaches every ad, since
 * selling what is not on hand is never what a seller wants. Values equal to the ad's are skipped, so
 * repeating a value publishes nothing.
 */
async function apply(
  ctx: Ctx,
  column: 'price' | 'stock',
  values: readonly SkuChannelValue[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const sellerId = sellerOf(ctx);
  const payload = JSON.stringify(values.map((v) => ({ s: v.skuId, p: v.platform, v: String(v.value) })));
  const valueType = column === 'price' ? sql`numeric(14,2)` : sql`integer`;
  const followsPrice = column === 'price' ? sql`and ads.update_options @> '["PRICE"]'::jsonb` : sql``;
  // One statement: the ads are locked in id order first (see lockAdsOfSkus), then the most specific
  // value wins (a platform's own value over the SKU-wide one). The lock reads each ad's newest
  // version, so a value equal to what another writer just set is skipped all the same.
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`with locked as materialized (
          select ads.id, ads.${sql.raw(column)} as current, x.p, x.v
          from ads join jsonb_to_recordset(${payload}::jsonb) as x(s text, p text, v text)
            on x.s = ads.origin_sku_id and (x.p is null or x.p = ads.platform)
          where ads.seller_id = ${sellerId} and ads.is_parent = false ${followsPrice}
          order by ads.id for update of ads
        ), chosen as (
          select distinct on (id) id, current, v::${valueType} as value from locked order by id, (p is null)
        )
        update ads set ${sql.raw(column)} = chosen.value, sync_version = ads.sync_version + 1,
               updated_at = ${ctx.rt.clock.now().toISOString()}
        from chosen
        where ads.seller_id = ${sellerId} and ads.id = chosen.id and chosen.current is distinct from chosen.value
        returning ads.id`,
  );
  const ids = rows.map((row) => row.id);
  await requestPublication(ctx, ids);
  return ids;
}

export const applySkuPrices = (ctx: Ctx, values: readonly SkuChannelValue[]) => apply(ctx, 'price', values);
export const applySkuStock = (ctx: Ctx, values: readonly SkuChannelValue[]) => apply(ctx, 'stock', values);

/** The platforms each SKU is published on (stock lists them in a SKU's detail). */
export async function platformsOfSkus(ctx: Ctx, skuIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (skuIds.length === 0) return result;
  const rows = await ctx.db
    .select({ skuId: ads.originSkuId, platform: ads.platform })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.originSkuId, skuIds), eq(ads.isParent, false)));
  for (const row of rows) result.set(row.skuId!, [...(result.get(row.skuId!) ?? []), row.platform]);
  return result;
}
