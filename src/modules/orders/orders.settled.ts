import { and, eq, inArray } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { iso } from '../../platform/time.ts';
import { orders } from './orders.tables.ts';

/** An order as reconciliation reads it: what the channel sent, and where it stands. */
export interface SettledOrderFacts {
  id: string;
  platform: string;
  accountId: string;
  marketplaceOrderId: string;
  status: string;
  totals: typeof orders.$inferSelect.totals;
  items: { qty: number; salePrice: string }[];
  createdAt: string;
}

const columns = {
  id: orders.id,
  platform: orders.platform,
  accountId: orders.accountId,
  marketplaceOrderId: orders.marketplaceOrderId,
  status: orders.status,
  totals: orders.totals,
  items: orders.items,
  createdAt: orders.createdAt,
};

const facts = (row: { createdAt: string } & Omit<SettledOrderFacts, 'createdAt'>): SettledOrderFacts => ({
  ...row,
  items: row.items.map((item) => ({ qty: item.qty, salePrice: item.salePrice })),
  createdAt: iso(row.createdAt),
});

/** The seller's orders by id, as reconciliation reads them. */
export async function ordersByIds(ctx: Ctx, ids: readonly string[]): Promise<SettledOrderFacts[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.sellerId, sellerOf(ctx)), inArray(orders.id, [...ids])));
  return rows.map(facts);
}

/** The seller's orders of a platform by the channel's order ids, as reconciliation reads them. */
export async function ordersByChannelIds(
  ctx: Ctx,
  platform: string,
  marketplaceOrderIds: readonly string[],
): Promise<SettledOrderFacts[]> {
  if (marketplaceOrderIds.length === 0) return [];
  const rows = await ctx.db
    .select(columns)
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerOf(ctx)),
        eq(orders.platform, platform),
        inArray(orders.marketplaceOrderId, [...marketplaceOrderIds]),
      ),
    );
  return rows.map(facts);
}

/**
 * Keeps what the channel paid for an order (reconciliation's event), so its margin reads it
 * (docs/decisions/reconciliation.md REC-07). The latest settlement wins; the order's own totals stay.
 */
export function consumeOrderSettled(rt: Runtime): void {
  rt.events.consume({
    name: 'orders.order-settled',
    events: ['reconciliation.OrderSettled'],
    handle: async (event, ctx) => {
      await ctx.db
        .update(orders)
        .set({ paidFigures: event.payload.paid })
        .where(and(eq(orders.sellerId, sellerOf(ctx)), eq(orders.id, event.payload.orderId)));
    },
  });
}
