import type { Ctx } from '../../platform/context.ts';
import { Money } from './domain/money.ts';
import { orders } from './orders.tables.ts';
import { contributionMarginOf, salesBetween } from './orders.sales.ts';

export interface OrderFigures {
  orders: number;
  /** Σ totalNet, decimal string with two places. */
  revenue: string;
  /** Σ contribution margin of the orders with cost data, decimal string with two places. */
  contributionMargin: string;
  /** Orders counted above whose margin is not known yet (no cost, or not costed yet). */
  ordersWithoutCost: number;
  /** Orders in the margin at what the sale promised (their channel has not settled them yet). */
  ordersOnExpectedBasis: number;
  /** Orders in the margin at what their channel paid (settled, REC-07). */
  ordersOnPaidBasis: number;
}

/**
 * The seller's sales created in [from, to): how many, their revenue and contribution margin, with
 * the same formula as each order's profitability block, summed in decimals.
 */
export async function orderFigures(ctx: Ctx, from: string, to: string): Promise<OrderFigures> {
  const rows = await ctx.db
    .select({
      totals: orders.totals,
      costStatus: orders.costStatus,
      totalCost: orders.totalCost,
      paidFigures: orders.paidFigures,
    })
    .from(orders)
    .where(salesBetween(ctx, from, to));
  let revenue = new Money(0);
  let margin = new Money(0);
  const counts = { withoutCost: 0, EXPECTED: 0, PAID: 0 };
  for (const row of rows) {
    revenue = revenue.plus(row.totals.totalNet ?? 0);
    const contribution = contributionMarginOf(row);
    if (contribution === null) counts.withoutCost += 1;
    else {
      margin = margin.plus(contribution.amount);
      counts[contribution.basis] += 1;
    }
  }
  return {
    orders: rows.length,
    revenue: revenue.toFixed(2),
    contributionMargin: margin.toFixed(2),
    ordersWithoutCost: counts.withoutCost,
    ordersOnExpectedBasis: counts.EXPECTED,
    ordersOnPaidBasis: counts.PAID,
  };
}
