import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuCosts, type SkuCost } from '../catalog/index.ts';
import { grossMarginPct, orderCost } from './domain/profitability.ts';
import type { OrderRow } from './orders.mapping.ts';
import { orders } from './orders.tables.ts';

const COST_SWEEP_JOB = 'orders.cost-sweep';
/** Order costs are looked up again about every 10 minutes. */
const COST_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Orders older than this are left as they are: their costs are history by now. */
const SWEEP_WINDOW_DAYS = 90;
const SWEEP_BATCH = 500;

/** The cost columns of an order from the catalog's costs (kits already sum their components). */
export function costColumns(row: Pick<OrderRow, 'items' | 'totals'>, costs: ReadonlyMap<string, SkuCost>) {
  const lookup = orderCost(row.items, costs);
  return {
    costStatus: lookup.status,
    totalCost: lookup.totalCost,
    grossMarginPct: lookup.totalCost === null ? null : grossMarginPct(row.totals, lookup.totalCost),
  };
}

/**
 * Books the seller's next sweep at the end of the current 10-minute slot. The key names the slot, so
 * every order ingested within it books the same entry (one write, not a growing list), and a seller
 * whose orders are all costed books none.
 */
export async function scheduleCostSweep(ctx: Ctx): Promise<void> {
  const sellerId = sellerOf(ctx);
  const slot = Math.floor(ctx.rt.clock.now().getTime() / COST_SWEEP_INTERVAL_MS) + 1;
  await ctx.rt.scheduler.schedule(ctx, {
    job: COST_SWEEP_JOB,
    key: `orders:cost-sweep:${sellerId}:${slot}`,
    runAt: new Date(slot * COST_SWEEP_INTERVAL_MS),
    data: { sellerId },
  });
}

/**
 * Looks up costs again for the seller's orders that are not ENRICHED (costs arrived later, a kit's
 * component got its cost…), and books the next sweep while some remain without cost.
 */
async function sweepCosts(ctx: Ctx): Promise<{ enriched: number; remaining: number }> {
  const sellerId = sellerOf(ctx);
  const since = new Date(ctx.rt.clock.now().getTime() - SWEEP_WINDOW_DAYS * 86_400_000).toISOString();
  const pending = await ctx.db
    .select({ id: orders.id, items: orders.items, totals: orders.totals, costStatus: orders.costStatus })
    .from(orders)
    .where(
      and(eq(orders.sellerId, sellerId), ne(orders.costStatus, 'ENRICHED'), gte(orders.createdAt, since)),
    )
    .orderBy(asc(orders.createdAt))
    .limit(SWEEP_BATCH);
  if (pending.length === 0) return { enriched: 0, remaining: 0 };
  const costs = await skuCosts(
    ctx,
    pending.flatMap((order) => order.items.map((item) => item.skuId)),
  );
  const changes = pending
    .map((order) => ({ id: order.id, before: order.costStatus, ...costColumns(order, costs) }))
    .filter((change) => change.costStatus !== change.before);
  const enriched = changes.filter((change) => change.costStatus === 'ENRICHED').length;
  const remaining = pending.length - enriched;
  await withTransaction(ctx, async (tx) => {
    if (changes.length > 0) {
      // One statement for the batch; the amounts travel as text and stay numeric.
      const rows = changes.map((change) => ({
        id: change.id,
        status: change.costStatus,
        cost: change.totalCost,
        margin: change.grossMarginPct,
      }));
      await tx.db.execute(
        sql`update orders o
            set cost_status = c.status, total_cost = c.cost::numeric, gross_margin_pct = c.margin::numeric
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(id text, status text, cost text, margin text)
            where o.seller_id = ${sellerId} and o.id = c.id and o.cost_status <> 'ENRICHED'`,
      );
    }
    if (remaining > 0 || pending.length === SWEEP_BATCH) await scheduleCostSweep(tx);
  });
  return { enriched, remaining };
}

export function defineCostSweep(rt: Runtime): void {
  rt.jobs.define<{ sellerId: string }>({
    name: COST_SWEEP_JOB,
    handle: async ({ sellerId }) => {
      await sweepCosts(systemCtx(rt, sellerId, 'cost-sweep'));
    },
  });
}
