import { sql, type SQL } from 'drizzle-orm';
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
 * The seller's latest `size` + 1 counted orders (one more than the window, for an order that is
 * itself among them): how many, the sum of their margins, the oldest one's margin, and which of the
 * orders being shown are among them.
 */
export interface MarginWindow {
  /** The window's length: TREND_WINDOW but in tests. */
  size: number;
  count: number;
  sumPct: string;
  oldestPct: string | null;
  shown: ReadonlySet<string>;
}

export async function marginWindow(
  ctx: Ctx,
  shownIds: readonly string[],
  size = TREND_WINDOW,
): Promise<MarginWindow> {
  const [row] = await queryRows<{ window: StoredWindow }>(
    ctx.db,
    sql`select ${marginWindowJson(ctx, shownIds, size)} as window`,
  );
  return windowOf(row!.window, size);
}

/** `marginWindow` as it comes out of a statement: a JSON object (see `marginWindowJson`). */
export interface StoredWindow {
  count: number;
  sum: string;
  oldest: string | null;
  shown: string[] | null;
}

/** The window read inside another statement of the module's (the one inserting orders). */
export function marginWindowJson(ctx: Ctx, shownIds: readonly string[], size = TREND_WINDOW): SQL {
  // Numbered in the index's order as they are read: no sort (text ids sort slowly under a collation).
  return sql`(select jsonb_build_object(
                'count', count(*)::int, 'sum', coalesce(sum(g), 0)::text,
                'oldest', (max(g) filter (where n = ${size + 1}))::text,
                'shown', array_agg(id) filter (where ${inList(sql`id`, shownIds)}))
              from (select id, gross_margin_pct as g, row_number() over (order by created_at desc, id desc) as n
                    from orders where seller_id = ${sellerOf(ctx)} and ${countsInAverage}
                    order by created_at desc, id desc limit ${size + 1}) latest)`;
}

export function windowOf(stored: StoredWindow, size = TREND_WINDOW): MarginWindow {
  return {
    size,
    count: stored.count,
    sumPct: stored.sum,
    oldestPct: stored.oldest,
    shown: new Set(stored.shown ?? []),
  };
}

/**
 * The average margin of the latest `window.size` orders other than `order`: taken out when it is
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
  } else if (count > window.size) {
    count -= 1;
    sum = sum.minus(window.oldestPct!);
  }
  return count <= 0 ? { count: 0, averagePct: null } : { count, averagePct: sum.div(count).toString() };
}
