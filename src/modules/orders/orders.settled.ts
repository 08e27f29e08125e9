import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { inList, isoText, queryRows } from '../../platform/db/sql.ts';
import type { Runtime } from '../../platform/runtime.ts';
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

type FactsTuple = [
  id: string,
  platform: string,
  accountId: string,
  marketplaceOrderId: string,
  status: string,
  totals: SettledOrderFacts['totals'],
  items: { qty: number; salePrice: string }[],
  createdAt: string,
];

/**
 * The seller's orders matching `where`, as reconciliation reads them. They come as one JSON text, the
 * creation instant formatted by the database: a reconciliation batch's thousands of orders column by
 * column cost the driver's per-value parsing and drizzle's mapping most of the read (2,000 orders on
 * PGlite: ~2.5x the time of the same rows as one JSON text).
 */
async function settledFacts(ctx: Ctx, where: SQL): Promise<SettledOrderFacts[]> {
  const [row] = await queryRows<{ orders: string | null }>(
    ctx.db,
    sql`select json_agg(json_build_array(id, platform, account_id, marketplace_order_id, status, totals, items,
          ${isoText('created_at')}))::text as orders
        from ${orders}
        where ${orders.sellerId} = ${sellerOf(ctx)} and ${where}`,
  );
  return (JSON.parse(row?.orders ?? '[]') as FactsTuple[]).map(
    ([id, platform, accountId, marketplaceOrderId, status, totals, items, createdAt]) => ({
      id,
      platform,
      accountId,
      marketplaceOrderId,
      status,
      totals,
      items: items.map((item) => ({ qty: item.qty, salePrice: item.salePrice })),
      createdAt,
    }),
  );
}

/** The seller's orders by id, as reconciliation reads them. */
export async function ordersByIds(ctx: Ctx, ids: readonly string[]): Promise<SettledOrderFacts[]> {
  if (ids.length === 0) return [];
  return settledFacts(ctx, inList(orders.id, ids));
}

/** The seller's orders of a platform by the channel's order ids, as reconciliation reads them. */
export async function ordersByChannelIds(
  ctx: Ctx,
  platform: string,
  marketplaceOrderIds: readonly string[],
): Promise<SettledOrderFacts[]> {
  if (marketplaceOrderIds.length === 0) return [];
  return settledFacts(
    ctx,
    sql`${orders.platform} = ${platform} and ${inList(orders.marketplaceOrderId, marketplaceOrderIds)}`,
  );
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
