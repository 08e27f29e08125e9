import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { Money } from '../../platform/money.ts';
import { iso } from '../../platform/time.ts';
import { connectedAccounts, platformName, platforms, reportsSettlements } from '../marketplaces/index.ts';
import type { LineKey, Lines, ReconciliationStatus } from './domain/rules.ts';
import { asOf } from './domain/terms.ts';
import { asSettlement } from './reconciliation.store.ts';
import { results, settlements } from './reconciliation.tables.ts';

interface Period {
  from?: string;
  to?: string;
}

interface DifferenceFilter extends Period {
  platform?: string;
  status?: ReconciliationStatus;
}

type ResultRow = typeof results.$inferSelect;

/** Money leaves the service as a JSON number at cents, as every Feira answer gives it (REC-08). */
const cents = (value: string) => Number(new Money(value).toFixed(2)) || 0;
const linesDto = (lines: Lines) =>
  Object.fromEntries(Object.entries(lines).map(([key, value]) => [key, cents(value)])) as Record<
    LineKey,
    number
  >;

/** The stored status as of now: held past its release date reads NOT_RELEASED (see `asOf`). */
const effectiveStatus = (now: string): SQL<string> =>
  sql<string>`case when ${results.status} = 'PENDING' and ${results.releaseDate} < ${now}::timestamptz
    then 'NOT_RELEASED' else ${results.status} end`;

/** What the web admin and partners read by default: the orders whose money is not as promised. */
const OPEN: readonly ReconciliationStatus[] = ['PAID_LESS', 'PAID_MORE', 'NOT_RELEASED'];

function periodOf(period: Period): SQL[] {
  return [
    ...(period.from ? [gte(results.orderCreatedAt, period.from)] : []),
    ...(period.to ? [lt(results.orderCreatedAt, period.to)] : []),
  ];
}

/**
 * Per channel, over the orders created in the period: what the sales promised, what the channels
 * say they pay, the difference, and what they still hold. Lists which of the seller's connected
 * channels report settlements at all (a channel that does not is never reconciled).
 */
export async function reconciliationTotals(ctx: Ctx, period: Period) {
  const now = ctx.rt.clock.now().toISOString();
  const status = effectiveStatus(now);
  const rows = await ctx.db
    .select({
      platform: results.platform,
      orders: sql<number>`count(*)::int`,
      expected: sql<string>`coalesce(sum(${results.expectedNet}), 0)::text`,
      received: sql<string>`coalesce(sum(${results.paidNet}), 0)::text`,
      difference: sql<string>`coalesce(sum(${results.difference}), 0)::text`,
      notReleased: sql<string>`coalesce(sum(${results.unreleased}), 0)::text`,
      withDifference: sql<number>`(count(*) filter (where ${status} in ('PAID_LESS', 'PAID_MORE')))::int`,
      overdue: sql<number>`(count(*) filter (where ${status} = 'NOT_RELEASED'))::int`,
    })
    .from(results)
    .where(and(eq(results.sellerId, sellerOf(ctx)), ...periodOf(period)))
    .groupBy(results.platform)
    .orderBy(asc(results.platform));
  const connected = await connectedAccounts(
    ctx,
    platforms().map((profile) => profile.platform),
  );
  const byChannel = rows.map((row) => ({
    platform: row.platform,
    orders: row.orders,
    expected: cents(row.expected),
    received: cents(row.received),
    difference: cents(row.difference),
    notReleased: cents(row.notReleased),
    ordersWithDifference: row.withDifference,
    ordersNotReleased: row.overdue,
  }));
  const total = (key: 'expected' | 'received' | 'difference' | 'notReleased') =>
    cents(rows.reduce((sum, row) => sum.plus(row[key]), new Money(0)).toFixed(2));
  return {
    ...period,
    expected: total('expected'),
    received: total('received'),
    difference: total('difference'),
    notReleased: total('notReleased'),
    byChannel,
    channels: [...connected.keys()].map((platform) => ({
      platform,
      reportsSettlements: reportsSettlements(ctx.rt, platform),
    })),
  };
}

function resultDto(row: ResultRow, now: Date) {
  const current = asOf(
    {
      status: row.status as ReconciliationStatus,
      releaseDate: row.releaseDate === null ? null : iso(row.releaseDate),
      causes: row.causes,
    },
    now,
  );
  return {
    orderId: row.orderId,
    platform: row.platform,
    marketplaceOrderId: row.marketplaceOrderId,
    orderCreatedAt: iso(row.orderCreatedAt),
    status: current.status,
    expected: linesDto(row.expected),
    paid: linesDto(row.paid),
    difference: cents(row.difference),
    notReleased: cents(row.unreleased),
    releaseDate: row.releaseDate === null ? null : iso(row.releaseDate),
    causes: current.causes,
    computedAt: iso(row.computedAt),
  };
}
type ReconciliationDto = ReturnType<typeof resultDto>;

function differenceWhere(ctx: Ctx, filter: DifferenceFilter, now: string): SQL {
  const status = effectiveStatus(now);
  return and(
    eq(results.sellerId, sellerOf(ctx)),
    ...periodOf(filter),
    ...(filter.platform ? [eq(results.platform, filter.platform)] : []),
    filter.status ? sql`${status} = ${filter.status}` : inArray(status, [...OPEN]),
  )!;
}

/**
 * The orders whose money differs from the promise (or of one status), the largest difference first
 * (then the money still held), one page.
 */
export async function listDifferences(
  ctx: Ctx,
  filter: DifferenceFilter,
  paging: Paging,
): Promise<PageResult<ReconciliationDto>> {
  const now = ctx.rt.clock.now();
  const where = differenceWhere(ctx, filter, now.toISOString());
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(results)
      .where(where)
      .orderBy(desc(sql`abs(${results.difference})`), desc(results.unreleased), asc(results.orderId))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(results)
      .where(where),
  ]);
  return { items: rows.map((row) => resultDto(row, now)), total: count!.total };
}

/** One order's reconciliation with its evidence: each settlement the channel reported, in its words. */
export async function orderReconciliation(ctx: Ctx, orderId: string) {
  const [row] = await ctx.db
    .select()
    .from(results)
    .where(and(eq(results.sellerId, sellerOf(ctx)), eq(results.orderId, orderId)));
  if (!row) throw notFound('reconciliation', orderId);
  const evidence = await ctx.db
    .select()
    .from(settlements)
    .where(
      and(
        eq(settlements.sellerId, sellerOf(ctx)),
        eq(settlements.platform, row.platform),
        eq(settlements.marketplaceOrderId, row.marketplaceOrderId),
      ),
    )
    .orderBy(asc(settlements.channelUpdatedAt), asc(settlements.settlementId));
  return {
    ...resultDto(row, ctx.rt.clock.now()),
    settlements: evidence.map((row) => {
      const settlement = asSettlement(row);
      return {
        ...settlement,
        gross: cents(settlement.gross),
        net: cents(settlement.net),
        charges: settlement.charges.map(({ ruleCap, ...charge }) => ({
          ...charge,
          amount: cents(charge.amount),
          ...(ruleCap === undefined ? {} : { ruleCap: cents(ruleCap) }),
        })),
        receivedAt: iso(row.receivedAt),
      };
    }),
  };
}

/** Every difference of one channel in the period, largest first, for the dispute export. */
export async function differencesToDispute(ctx: Ctx, platform: string, period: Period) {
  const now = ctx.rt.clock.now();
  const rows = await ctx.db
    .select()
    .from(results)
    .where(differenceWhere(ctx, { ...period, platform }, now.toISOString()))
    .orderBy(desc(sql`abs(${results.difference})`), asc(results.orderId));
  const marketplace = platformName(platform);
  return rows.map((row) => ({
    ...row,
    marketplace,
    difference: new Money(row.difference).toFixed(2),
    ...asOf(
      {
        status: row.status as ReconciliationStatus,
        releaseDate: row.releaseDate === null ? null : iso(row.releaseDate),
        causes: row.causes,
      },
      now,
    ),
  }));
}

/** For the dashboard: money the channels still hold and the orders whose money differs, now. */
export async function reconciliationFigures(ctx: Ctx) {
  const now = ctx.rt.clock.now().toISOString();
  const status = effectiveStatus(now);
  const [row] = await ctx.db
    .select({
      notReleased: sql<string>`coalesce(sum(${results.unreleased}), 0)::text`,
      openDifferences: sql<number>`(count(*) filter (where ${status} in ('PAID_LESS', 'PAID_MORE')))::int`,
      openDifferenceAmount: sql<string>`coalesce(sum(${results.difference}) filter (where ${status} in ('PAID_LESS', 'PAID_MORE')), 0)::text`,
    })
    .from(results)
    .where(eq(results.sellerId, sellerOf(ctx)));
  return {
    notReleased: cents(row!.notReleased),
    openDifferences: row!.openDifferences,
    openDifferenceAmount: cents(row!.openDifferenceAmount),
  };
}
