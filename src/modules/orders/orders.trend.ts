import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { inList, queryRows } from '../../platform/db/sql.ts';
import { Money } from './domain/money.ts';
import { countsInAverage } from './orders.tables.ts';

/**
 * The trend compares an order with the average margin of the seller's latest this-many other
 * enriched orders: a recent average, read from a bounded index range, rather than all of the seller's
 * history on every order shown (that read grew with every order taken in).
 */
export const TREND_WINDOW = 1000;

/**
 * The seller's latest TREND_WINDOW + 1 counted orders (one more than the window, for an order that is
 * itself among them): how many, the sum of their margins, the oldest one's margin, and which of the
 * orders being shown are among them.
 */
export interface MarginWindow {
  count: number;
  sumPct: string;
  oldestPct: string | null;
  shown: ReadonlySet<string>;
}

export async function marginWindow(ctx: Ctx, shownIds: readonly string[]): Promise<MarginWindow> {
  const [row] = await queryRows<{
    count: number;
    sum: string;
    oldest: string | null;
    shown: string[] | null;
  }>(
    ctx.db,
    sql`select count(*)::int as count, coalesce(sum(g), 0)::text as sum,
               (array_agg(g order by created_at, id))[1]::text as oldest,
               array_agg(id) filter (where ${inList(sql`id`, shownIds)}) as shown
        from (select id, created_at, gross_margin_pct as g from orders
              where seller_id = ${sellerOf(ctx)} and ${countsInAverage}
              order by created_at desc, id desc limit ${TREND_WINDOW + 1}) latest`,
  );
  return {
    count: row?.count ?? 0,
    sumPct: row?.sum ?? '0',
    oldestPct: row?.oldest ?? null,
    shown: new Set(row?.shown ?? []),
  };
}

/**
 * The average margin of the latest TREND_WINDOW orders other than `order`: taken out when it is
 * among them, else the window stops before the extra (oldest) one.
 */
export function othersOf(
  order: { id: string; grossMarginPct: string | null },
  window: MarginWindow,
): { count: number; averagePct: string | null } {
  let count = window.count;
  let sum = new Money(window.sumPct);
  if (window.shown.has(order.id)) {
    count -= 1;
    sum = sum.minus(order.grossMarginPct!);
  } else if (count > TREND_WINDOW) {
    count -= 1;
    sum = sum.minus(window.oldestPct!);
  }
  return count <= 0 ? { count: 0, averagePct: null } : { count, averagePct: sum.div(count).toString() };
}
