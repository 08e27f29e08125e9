import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { iso } from '../../platform/time.ts';
import { Money } from './domain/money.ts';
import { profitability, type Profitability } from './domain/profitability.ts';
import { orders } from './orders.tables.ts';

/** Orders that are no longer a sale: left out of the dashboard's figures and of reports. */
const notSales = ['CANCELED', 'RETURNED'];

/** The seller's orders created in [from, to) that count as sales (not canceled nor returned). */
export function salesBetween(ctx: Ctx, from: string, to: string) {
  return and(
    eq(orders.sellerId, sellerOf(ctx)),
    gte(orders.createdAt, from),
    lt(orders.createdAt, to),
    notInArray(orders.status, notSales),
  );
}

type Row = Pick<typeof orders.$inferSelect, 'totals' | 'costStatus' | 'totalCost' | 'paidFigures'>;

/** An order's contribution margin, and whether it is what the sale promised or what the channel paid. */
interface Margin {
  /** At cents, as a decimal string. */
  amount: string;
  basis: Profitability['basis'];
}

/**
 * An order's contribution margin with the formula of its profitability block, on the block's basis
 * (PAID once the channel's settlement is final, REC-07); null while its cost is not known (no cost
 * data, or not costed yet).
 */
export function contributionMarginOf(row: Row): Margin | null {
  if (row.costStatus !== 'ENRICHED' || row.totalCost === null) return null;
  const block = profitability(row.totals, row.totalCost, { trend: 'INSUFFICIENT_DATA' }, row.paidFigures);
  return { amount: new Money(block.contributionMargin).toFixed(2), basis: block.basis };
}

/** One sale as reports read it: money as decimal strings with two places. */
export interface SaleFact {
  createdAt: string;
  platform: string;
  /** The channel's totalNet. */
  revenue: string;
  /** Contribution margin as the order's profitability block gives it; null while its cost is unknown. */
  margin: string | null;
  /** The margin's basis, as the block says it: EXPECTED (the sale's promise) or PAID; null with no margin. */
  marginBasis: Profitability['basis'] | null;
  /** sku is null for a line not linked to a SKU yet; amount is qty × sale price. */
  lines: { skuId: string | null; sku: string | null; qty: number; amount: string }[];
}

/**
 * The seller's sales created in [from, to) (instants), oldest first, as reports count them
 * (docs/decisions.md ORD-31): they group them by channel, SKU and period. The margin is the same
 * formula as each order's profitability block.
 */
export async function salesFacts(ctx: Ctx, from: string, to: string): Promise<SaleFact[]> {
  const rows = await ctx.db
    .select({
      createdAt: orders.createdAt,
      platform: orders.platform,
      items: orders.items,
      totals: orders.totals,
      costStatus: orders.costStatus,
      totalCost: orders.totalCost,
      paidFigures: orders.paidFigures,
    })
    .from(orders)
    .where(salesBetween(ctx, from, to))
    .orderBy(orders.createdAt);
  return rows.map((row) => {
    const margin = contributionMarginOf(row);
    return {
      createdAt: iso(row.createdAt),
      platform: row.platform,
      revenue: new Money(row.totals.totalNet ?? 0).toFixed(2),
      margin: margin?.amount ?? null,
      marginBasis: margin?.basis ?? null,
      lines: row.items.map((item) => ({
        skuId: item.skuId || null,
        sku: item.skuId ? (item.sku ?? null) : null,
        qty: item.qty,
        amount: new Money(item.salePrice).times(item.qty).toFixed(2),
      })),
    };
  });
}
