import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { unshippedStatuses, type WorkClock, type WorkQueue } from './domain/work-queues.ts';
import { orders } from './orders.tables.ts';

/** The SQL of each queue, as `queuesOf` states it (ORD-25). */
export function workQueueCondition(queue: WorkQueue, clock: WorkClock): SQL {
  const now = clock.now.toISOString();
  switch (queue) {
    case 'TO_INVOICE':
      return eq(orders.status, 'PAID');
    case 'SHIP_TODAY':
      return and(
        eq(orders.status, 'INVOICED'),
        or(
          isNull(orders.shipBy),
          and(sql`${orders.shipBy} >= ${now}`, lt(orders.shipBy, clock.dayEnd.toISOString())),
        ),
      )!;
    case 'LATE':
      return and(inArray(orders.status, [...unshippedStatuses]), lt(orders.shipBy, now))!;
    case 'PROBLEM':
      return eq(orders.status, 'SHIPMENT_EXCEPTION');
  }
}

export type WorkCounts = Record<WorkQueue, number>;

/** How many of the seller's orders wait in each of the day's queues, in one statement. */
export async function workQueueCounts(ctx: Ctx, clock: WorkClock): Promise<WorkCounts> {
  const count = (queue: WorkQueue) =>
    sql<number>`(count(*) filter (where ${workQueueCondition(queue, clock)}))::int`;
  const [row] = await ctx.db
    .select({
      TO_INVOICE: count('TO_INVOICE'),
      SHIP_TODAY: count('SHIP_TODAY'),
      LATE: count('LATE'),
      PROBLEM: count('PROBLEM'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerOf(ctx)),
        inArray(orders.status, ['PAID', 'INVOICED', 'SHIPMENT_EXCEPTION']),
      ),
    );
  return {
    TO_INVOICE: Number(row?.TO_INVOICE ?? 0),
    SHIP_TODAY: Number(row?.SHIP_TODAY ?? 0),
    LATE: Number(row?.LATE ?? 0),
    PROBLEM: Number(row?.PROBLEM ?? 0),
  };
}
