import { systemCtx, withTransaction } from '../../platform/context.ts';
import type { EventEnvelope } from '../../platform/events/catalogue.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { repriceOnCostChange } from './price-formation.engine.ts';

/**
 * While a rule is ACTIVE, a SKU whose cost changed is priced again (what "recalculates prices from
 * cost" means to a seller). A batch of events is grouped by seller: one set-based pass per rule.
 */
async function handle(rt: Runtime, events: EventEnvelope[]): Promise<void> {
  const bySeller = new Map<string, Set<string>>();
  for (const event of events) {
    if (event.name !== 'product.VariationUpdated' || !event.sellerId) continue;
    const { payload } = event as EventEnvelope<'product.VariationUpdated'>;
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
    wants: (event) =>
      Boolean((event as EventEnvelope<'product.VariationUpdated'>).payload.fields?.includes('COST')),
    batchSize: 50,
    concurrency: 1,
    handle: (event) => handle(rt, [event]),
    handleBatch: (events) => handle(rt, events),
  });
}
