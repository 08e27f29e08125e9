import { systemCtx, withTransaction } from '../../platform/context.ts';
import type { EventOf } from '../../platform/events/catalogue.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { and, eq } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { skuCostPage } from '../catalog/index.ts';
import { checkMath } from './domain/pricing.ts';
import { applyPlan, planBatch, plannedRule, skuFilterOf } from './price-formation.plan.ts';
import { pricingRules } from './price-formation.tables.ts';

/** ACTIVE rules of a seller reprice SKUs whose cost changed (set-based per rule), in the caller's transaction. */
async function repriceOnCostChange(ctx: Ctx, skuIds: readonly string[]): Promise<void> {
  const rules = await ctx.db
    .select()
    .from(pricingRules)
    .where(and(eq(pricingRules.sellerId, sellerOf(ctx)), eq(pricingRules.status, 'ACTIVE')));
  for (const rule of rules) {
    if (checkMath(rule)) continue;
    const filter = await skuFilterOf(ctx, rule.eligibility);
    const wanted = filter.skuIds?.length ? skuIds.filter((id) => filter.skuIds!.includes(id)) : [...skuIds];
    if (wanted.length === 0) continue;
    const costs = await skuCostPage(ctx, { ...filter, skuIds: wanted }, null, wanted.length);
    // A few SKUs anywhere in the catalog: not a page.
    const set = { preRulePrices: true, keyPage: false };
    await applyPlan(ctx, rule.id, null, await planBatch(ctx, plannedRule(rule), costs, set), set);
  }
}

/**
 * While a rule is ACTIVE, a SKU whose cost changed is priced again (what "recalculates prices from
 * cost" means to a seller). A batch of events is grouped by seller: one set-based pass per rule.
 */
async function handle(rt: Runtime, events: EventOf<'product.VariationUpdated'>[]): Promise<void> {
  const bySeller = new Map<string, Set<string>>();
  for (const event of events) {
    if (!event.sellerId) continue;
    const { payload } = event;
    if (!payload.fields?.includes('COST')) continue;
    bySeller.set(event.sellerId, (bySeller.get(event.sellerId) ?? new Set()).add(payload.skuId));
  }
  for (const [sellerId, skuIds] of bySeller) {
    await withTransaction(systemCtx(rt, sellerId, 'price-formation:cost'), (ctx) =>
      repriceOnCostChange(ctx, [...skuIds].sort()),
    );
  }
}

export function registerCostChanges(rt: Runtime): void {
  rt.events.consume({
    name: 'price-formation.cost-changes',
    events: ['product.VariationUpdated'],
    wants: (event) => Boolean(event.payload.fields?.includes('COST')),
    batchSize: 50,
    concurrency: 1,
    handle: (event) => handle(rt, [event]),
    handleBatch: (events) => handle(rt, events),
  });
}
