import { and, eq, isNotNull } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import { promotionScopes } from './domain/promotion-effect.ts';
import type { CoveredItem } from './domain/promotion.ts';
import { resolvedRows, resolvedWithout, scopesWonBy } from './prices.engine.ts';
import { EVERY_PLATFORM } from './domain/effective-price.ts';
import { scopeVerdicts, storeHeld, type HeldWrite } from './prices.guard.ts';
import { heldPrices, promotionItems, type promotions } from './prices.tables.ts';

type PromotionRow = typeof promotions.$inferSelect;

/**
 * Each covered item's scopes with the promotion's price stacked over their list price (a rule's, a
 * seller's or a partner's), and the guard's verdict on it (PRC-33). Scopes where it gives no price
 * (a discount without a list price) have none.
 */
export async function stackedItems(ctx: Ctx, row: PromotionRow, items: readonly CoveredItem[]) {
  const bySku = Map.groupBy(
    await resolvedRows(
      ctx,
      items.map((item) => item.skuId),
    ),
    (price) => price.skuId,
  );
  const stacked = items.map((item) => ({
    item,
    scopes: promotionScopes(row, [item.platform], bySku.get(item.skuId) ?? []),
  }));
  const priced = stacked.flatMap(({ item, scopes }) =>
    scopes.flatMap((scope) =>
      scope.promotionalPrice === null
        ? []
        : [
            {
              skuId: item.skuId,
              platform: scope.platform,
              value: scope.promotionalPrice,
              current: scope.listPrice,
            },
          ],
    ),
  );
  const verdicts = await scopeVerdicts(ctx, priced);
  let next = 0;
  return stacked.map(({ item, scopes }) => ({
    item,
    scopes: scopes.map((scope) => ({
      ...scope,
      verdict: scope.promotionalPrice === null ? null : verdicts[next++]!,
    })),
  }));
}

/**
 * The profit guard of a promotion taking effect: an item whose promotional price is below the floor
 * (or more than the change factor under the list price) on any scope it reaches is left out, so the
 * channel keeps the list price, and held as a PROMOTION price of its scope with the promotion's id;
 * confirming puts it back in the promotion. Earlier holds of this promotion go first: each sync
 * judges its items again. Returns the items that pass. The SKUs must be locked.
 */
export async function screenPromotionItems(
  ctx: Ctx,
  row: PromotionRow,
  items: readonly CoveredItem[],
): Promise<CoveredItem[]> {
  await dropPromotionHolds(ctx, row.id);
  if (items.length === 0) return [];
  const kept: CoveredItem[] = [];
  const held: HeldWrite[] = [];
  for (const { item, scopes } of await stackedItems(ctx, row, items)) {
    const blocked = scopes.find((scope) => scope.verdict?.reason);
    if (!blocked) {
      kept.push(item);
      continue;
    }
    held.push({
      id: newId('hld'),
      write: {
        skuId: item.skuId,
        platform: item.platform,
        priceType: 'PROMOTION',
        value: blocked.promotionalPrice!,
        startAt: iso(row.startAt) ?? null,
        endAt: iso(row.endAt) ?? null,
      },
      reason: blocked.verdict!.reason!,
      floor: blocked.verdict!.floor,
      currentValue: blocked.listPrice,
    });
  }
  await storeHeld(ctx, { source: 'PROMOTION', promotionId: row.id }, held);
  return kept;
}

/**
 * The profit guard of a promotion's end (PRC-37): where it gives the sale price now, the price each
 * scope goes back to (its list price, or another promotion's) is judged like a write, against the
 * floor and against the promotional price it replaces. An item with a scope the guard holds stays
 * among the finished promotion's items, so the channel keeps the promotion's price, and is held as a
 * DEFAULT price of its scope with the promotion's id: confirming lets the item go (the price comes
 * back), dropping keeps the promotion's price there. The promotion's earlier holds go first. Returns
 * the items that stay. The SKUs must be locked.
 */
export async function screenPromotionEnd(ctx: Ctx, row: PromotionRow): Promise<CoveredItem[]> {
  await dropPromotionHolds(ctx, row.id);
  const sellerId = sellerOf(ctx);
  const items = await ctx.db
    .select({ skuId: promotionItems.skuId, platform: promotionItems.platform })
    .from(promotionItems)
    .where(and(eq(promotionItems.sellerId, sellerId), eq(promotionItems.promotionId, row.id)));
  const won = await scopesWonBy(ctx, row.id);
  if (items.length === 0 || won.length === 0) return [];
  const after = await resolvedWithout(
    ctx,
    won.map((scope) => scope.skuId),
    row.id,
  );
  const returns = won.flatMap((scope) => {
    const back = after.get(scope.skuId)?.find((price) => price.platform === scope.platform)?.salePrice;
    // A scope left with no price at all has nothing to push.
    return back == null ? [] : [{ ...scope, value: back, current: scope.salePrice }];
  });
  const verdicts = await scopeVerdicts(ctx, returns);
  const blocked = returns.flatMap((scope, i) =>
    verdicts[i]!.reason === null ? [] : [{ scope, verdict: verdicts[i]! }],
  );
  const kept: CoveredItem[] = [];
  const held: HeldWrite[] = [];
  for (const item of items) {
    const hit = blocked.find(
      ({ scope }) =>
        scope.skuId === item.skuId && (item.platform === EVERY_PLATFORM || item.platform === scope.platform),
    );
    if (!hit) continue;
    kept.push(item);
    held.push({
      id: newId('hld'),
      write: {
        skuId: item.skuId,
        platform: item.platform,
        priceType: 'DEFAULT',
        value: hit.scope.value,
        startAt: null,
        endAt: null,
      },
      reason: hit.verdict.reason!,
      floor: hit.verdict.floor,
      currentValue: hit.scope.current,
    });
  }
  await storeHeld(ctx, { source: 'PROMOTION', promotionId: row.id }, held);
  return kept;
}

/** Each sync of a promotion judges it again, and deleting it ends it: its earlier holds go. */
export async function dropPromotionHolds(ctx: Ctx, promotionId: string): Promise<void> {
  await ctx.db
    .delete(heldPrices)
    .where(
      and(
        eq(heldPrices.sellerId, sellerOf(ctx)),
        isNotNull(heldPrices.promotionId),
        eq(heldPrices.promotionId, promotionId),
      ),
    );
}
