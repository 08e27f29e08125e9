import { and, asc, eq, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { skuCodes } from '../catalog/index.ts';
import { EVERY_PLATFORM } from './domain/effective-price.ts';
import { inEffect } from './domain/promotion.ts';
import { promotionScopes } from './domain/promotion-effect.ts';
import { resolvedRows } from './prices.engine.ts';
import { promotionItems, promotions } from './prices.tables.ts';
import { stackedItems } from './promotions.guard.ts';
import { coverage } from './promotions.service.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

const num = (value: string | null) => (value === null ? null : Number(value));

/** A page of SKU ids with the platforms the promotion covers each on (`''`: every platform). */
interface CoveredPage {
  skus: { skuId: string; platforms: string[] }[];
  total: number;
}

/** While in effect: the items resolved when it took effect, paged in the database. */
async function itemsInEffect(ctx: Ctx, promotionId: string, paging: Paging): Promise<CoveredPage> {
  const where = and(eq(promotionItems.sellerId, sellerOf(ctx)), eq(promotionItems.promotionId, promotionId));
  const skus = await ctx.db
    .select({
      skuId: promotionItems.skuId,
      platforms: sql<string[]>`array_agg(${promotionItems.platform} order by ${promotionItems.platform})`,
    })
    .from(promotionItems)
    .where(where)
    .groupBy(promotionItems.skuId)
    .orderBy(asc(promotionItems.skuId))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const [{ total }] = (await ctx.db
    .select({ total: sql<number>`count(distinct ${promotionItems.skuId})::int` })
    .from(promotionItems)
    .where(where)) as [{ total: number }];
  return { skus, total };
}

/** Otherwise: what its eligibility covers if it took effect now (a preview; nothing is stored). */
async function itemsIfInEffect(
  ctx: Ctx,
  row: typeof promotions.$inferSelect,
  paging: Paging,
): Promise<CoveredPage> {
  const bySku = new Map<string, string[]>();
  for (const item of await coverage(ctx, row)) {
    bySku.set(item.skuId, [...(bySku.get(item.skuId) ?? []), item.platform]);
  }
  const skuIds = [...bySku.keys()].sort();
  const start = paging.page * paging.size;
  return {
    skus: skuIds.slice(start, start + paging.size).map((skuId) => ({ skuId, platforms: bySku.get(skuId)! })),
    total: skuIds.length,
  };
}

/**
 * The SKUs a promotion prices and at what price, per scope: the list price, the price it gives, what
 * buyers pay now and whether it is this promotion that gives it. Not in effect (INACTIVE, waiting for
 * its start, FINISHED): what it would price if it ran now.
 */
export async function promotionEffect(ctx: Ctx, promotionId: string, paging: Paging) {
  const row = await sellerRow(ctx, promotions, promotionId, 'promotion');
  const running = inEffect(row, ctx.rt.clock.now());
  const page = running ? await itemsInEffect(ctx, row.id, paging) : await itemsIfInEffect(ctx, row, paging);
  const skuIds = page.skus.map((s) => s.skuId);
  const codes = await skuCodes(ctx, skuIds);
  const prices = Map.groupBy(await resolvedRows(ctx, skuIds), (price) => price.skuId);
  const items = page.skus.map(({ skuId, platforms }) => ({
    skuId,
    sku: codes.get(skuId) ?? skuId,
    preview: !running,
    scopes: promotionScopes(row, platforms, prices.get(skuId) ?? []).map((scope) => ({
      platform: scope.platform === EVERY_PLATFORM ? null : scope.platform,
      listPrice: num(scope.listPrice),
      promotionalPrice: num(scope.promotionalPrice),
      salePrice: num(scope.salePrice),
      pricedBy: scope.pricedBy ?? undefined,
      winning: scope.winning,
    })),
  }));
  return { items, total: page.total } satisfies PageResult<unknown>;
}

/**
 * The profit guard's view of a promotion before (or while) it runs: per SKU and scope, the
 * promotion's price stacked over the list price in force (a rule's included), the margin it leaves
 * on the channel its floor comes from, the floor, and whether the guard would hold it (PRC-33).
 * Always its eligibility resolved now, held items included; `blocked` lists only SKUs it would hold,
 * so the page's total counts them.
 */
export async function promotionGuard(ctx: Ctx, promotionId: string, paging: Paging, blocked = false) {
  const row = await sellerRow(ctx, promotions, promotionId, 'promotion');
  const all = await coverage(ctx, row);
  const allSkuIds = [...new Set(all.map((item) => item.skuId))].sort();
  const from = paging.page * paging.size;
  // Only the SKUs it would hold: every one is judged before paging; otherwise only the page's.
  const judged = blocked ? allSkuIds : allSkuIds.slice(from, from + paging.size);
  const wanted = new Set(judged);
  const bySku = new Map<string, GuardScope[]>();
  for (const { item, scopes } of await stackedItems(
    ctx,
    row,
    all.filter((item) => wanted.has(item.skuId)),
  )) {
    const list = bySku.get(item.skuId) ?? [];
    bySku.set(item.skuId, list);
    for (const scope of scopes) list.push(guardScope(scope));
  }
  let skuIds = judged;
  let total = allSkuIds.length;
  if (blocked) {
    const held = judged.filter((skuId) => bySku.get(skuId)!.some((scope) => scope.held));
    total = held.length;
    skuIds = held.slice(from, from + paging.size);
  }
  const codes = await skuCodes(ctx, skuIds);
  const items = skuIds.map((skuId) => ({ skuId, sku: codes.get(skuId) ?? skuId, scopes: bySku.get(skuId)! }));
  return { items, total } satisfies PageResult<unknown>;
}

function guardScope(scope: Awaited<ReturnType<typeof stackedItems>>[number]['scopes'][number]): GuardScope {
  const verdict = scope.verdict;
  return {
    platform: scope.platform === EVERY_PLATFORM ? null : scope.platform,
    listPrice: num(scope.listPrice),
    promotionalPrice: num(scope.promotionalPrice),
    floor: num(verdict?.floor ?? null),
    channel: verdict?.channel ?? null,
    marginAmount: num(verdict?.margin?.amount ?? null),
    marginShare: num(verdict?.margin?.share ?? null),
    held: Boolean(verdict?.reason),
    ...(verdict?.reason ? { reason: verdict.reason } : {}),
  };
}

interface GuardScope {
  platform: string | null;
  listPrice: number | null;
  promotionalPrice: number | null;
  floor: number | null;
  channel: string | null;
  marginAmount: number | null;
  marginShare: number | null;
  held: boolean;
  reason?: string;
}
