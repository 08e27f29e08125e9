import { and, eq, inArray, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { appendEvents, type EventDraft } from '../../platform/events/events.ts';
import { Money } from '../../platform/money.ts';
import {
  knownChannelFees,
  type AccountRef,
  type ChannelSettlement,
  type SettlementStatus,
} from '../marketplaces/index.ts';
import { ordersByChannelIds, type SettledOrderFacts } from '../orders/index.ts';
import { reconcile } from './domain/rules.ts';
import { saleTerms } from './domain/terms.ts';
import { results, settlements } from './reconciliation.tables.ts';

type SettlementRow = typeof settlements.$inferSelect;

/** A stored settlement back in the channel's shape. */
export const asSettlement = (row: SettlementRow): ChannelSettlement => ({
  marketplaceOrderId: row.marketplaceOrderId,
  settlementId: row.settlementId,
  status: row.status as SettlementStatus,
  gross: new Money(row.gross).toFixed(2),
  net: new Money(row.net).toFixed(2),
  charges: row.charges.map((charge) => ({
    kind: charge.kind,
    amount: new Money(charge.amount).toFixed(2),
    description: charge.description,
  })),
  releaseDate: row.releaseDate === null ? null : new Date(row.releaseDate).toISOString(),
  releasedAt: row.releasedAt === null ? null : new Date(row.releasedAt).toISOString(),
  updatedAt: new Date(row.channelUpdatedAt).toISOString(),
});

/**
 * Keeps the settlements a channel reported for an account (idempotent on account + settlement id): a
 * report whose `updatedAt` is not newer than the one kept changes nothing. Answers the marketplace
 * order ids whose settlements changed.
 */
async function storeSettlements(
  ctx: Ctx,
  account: AccountRef,
  reported: readonly ChannelSettlement[],
): Promise<string[]> {
  if (reported.length === 0) return [];
  const now = ctx.rt.clock.now().toISOString();
  const rows = JSON.stringify(
    reported.map((s) => ({
      settlement_id: s.settlementId,
      marketplace_order_id: s.marketplaceOrderId,
      status: s.status,
      gross: s.gross,
      net: s.net,
      charges: s.charges,
      release_date: s.releaseDate,
      released_at: s.releasedAt,
      channel_updated_at: s.updatedAt,
    })),
  );
  const changed = await queryRows<{ marketplace_order_id: string }>(
    ctx.db,
    sql`insert into reconciliation_settlements (seller_id, account_id, settlement_id, platform,
          marketplace_order_id, status, gross, net, charges, release_date, released_at, channel_updated_at, received_at)
        select distinct on (x.settlement_id) ${account.sellerId}, ${account.accountId}, x.settlement_id,
          ${account.platform}, x.marketplace_order_id, x.status, x.gross::numeric, x.net::numeric, x.charges,
          x.release_date, x.released_at, x.channel_updated_at, ${now}::timestamptz
        from jsonb_to_recordset(${rows}::jsonb) as x(settlement_id text, marketplace_order_id text, status text,
          gross text, net text, charges jsonb, release_date timestamptz, released_at timestamptz,
          channel_updated_at timestamptz)
        order by x.settlement_id, x.channel_updated_at desc
        on conflict (seller_id, account_id, settlement_id) do update
        set marketplace_order_id = excluded.marketplace_order_id, status = excluded.status,
            gross = excluded.gross, net = excluded.net, charges = excluded.charges,
            release_date = excluded.release_date, released_at = excluded.released_at,
            channel_updated_at = excluded.channel_updated_at, received_at = excluded.received_at
        where reconciliation_settlements.channel_updated_at < excluded.channel_updated_at
        returning marketplace_order_id`,
  );
  return [...new Set(changed.map((row) => row.marketplace_order_id))];
}

/** The stored settlements of some of a platform's orders, by marketplace order id. */
async function settlementsOf(
  ctx: Ctx,
  platform: string,
  marketplaceOrderIds: readonly string[],
): Promise<Map<string, ChannelSettlement[]>> {
  const rows = await ctx.db
    .select()
    .from(settlements)
    .where(
      and(
        eq(settlements.sellerId, sellerOf(ctx)),
        eq(settlements.platform, platform),
        inArray(settlements.marketplaceOrderId, [...marketplaceOrderIds]),
      ),
    )
    .orderBy(settlements.settlementId);
  const byOrder = new Map<string, ChannelSettlement[]>();
  for (const row of rows) {
    byOrder.set(row.marketplaceOrderId, [...(byOrder.get(row.marketplaceOrderId) ?? []), asSettlement(row)]);
  }
  return byOrder;
}

const isDifference = (status: string) => status === 'PAID_LESS' || status === 'PAID_MORE';

/**
 * Reconciles the given orders against their stored settlements and keeps one result per order; an
 * order without settlements gets none yet. Writes only what changed, with its events: the paid
 * figures for the order's margin, and `reconciliation.DifferenceFound` when a difference appears or
 * changes. Running it again on the same data writes nothing.
 */
export async function recompute(ctx: Ctx, orders: readonly SettledOrderFacts[]): Promise<number> {
  const byPlatform = Map.groupBy(orders, (order) => order.platform);
  const now = ctx.rt.clock.now();
  let written = 0;
  for (const [platform, group] of byPlatform) {
    const reported = await settlementsOf(
      ctx,
      platform,
      group.map((order) => order.marketplaceOrderId),
    );
    const settled = group.filter((order) => reported.has(order.marketplaceOrderId));
    if (settled.length === 0) continue;
    const before = new Map(
      (
        await ctx.db
          .select()
          .from(results)
          .where(
            and(
              eq(results.sellerId, sellerOf(ctx)),
              inArray(
                results.orderId,
                settled.map((order) => order.id),
              ),
            ),
          )
      ).map((row) => [row.orderId, row]),
    );
    const fees = knownChannelFees(platform);
    const rows: (typeof results.$inferInsert)[] = [];
    const events: EventDraft[] = [];
    for (const order of settled) {
      const outcome = reconcile(saleTerms(order, fees), reported.get(order.marketplaceOrderId)!, now);
      const row = {
        sellerId: sellerOf(ctx),
        orderId: order.id,
        platform,
        marketplaceOrderId: order.marketplaceOrderId,
        orderCreatedAt: order.createdAt,
        status: outcome.status,
        expected: outcome.expected,
        paid: outcome.paid,
        expectedNet: outcome.expected.net,
        paidNet: outcome.paid.net,
        difference: outcome.difference,
        unreleased: outcome.unreleased,
        releaseDate: outcome.releaseDate,
        causes: outcome.causes,
        computedAt: now.toISOString(),
      };
      const old = before.get(order.id);
      if (old && sameResult(old, row)) continue;
      rows.push(row);
      const { gross: _gross, discounts, ...paid } = outcome.paid;
      // The margin takes what was paid once it is final: while the channel holds money it may change it.
      if (outcome.settled)
        events.push({
          name: 'reconciliation.OrderSettled',
          payload: {
            orderId: order.id,
            paid: { ...paid, other: new Money(paid.other).plus(discounts).toFixed(2) },
          },
        });
      const differenceChanged =
        !old || old.status !== row.status || !new Money(old.difference).eq(row.difference);
      if (isDifference(row.status) && differenceChanged) {
        events.push({
          name: 'reconciliation.DifferenceFound',
          payload: { orderId: order.id, platform, status: row.status, difference: row.difference },
        });
      }
    }
    if (rows.length === 0) continue;
    await withTransaction(ctx, async (tx) => {
      await tx.db
        .insert(results)
        .values(rows)
        .onConflictDoUpdate({
          target: [results.sellerId, results.orderId],
          set: {
            status: sql`excluded.status`,
            expected: sql`excluded.expected`,
            paid: sql`excluded.paid`,
            expectedNet: sql`excluded.expected_net`,
            paidNet: sql`excluded.paid_net`,
            difference: sql`excluded.difference`,
            unreleased: sql`excluded.unreleased`,
            releaseDate: sql`excluded.release_date`,
            causes: sql`excluded.causes`,
            orderCreatedAt: sql`excluded.order_created_at`,
            computedAt: sql`excluded.computed_at`,
          },
        });
      await appendEvents(tx, events);
    });
    written += rows.length;
  }
  return written;
}

function sameResult(old: typeof results.$inferSelect, row: typeof results.$inferInsert): boolean {
  return (
    old.status === row.status &&
    new Money(old.difference).eq(row.difference) &&
    new Money(old.unreleased).eq(row.unreleased) &&
    JSON.stringify(old.expected) === JSON.stringify(row.expected) &&
    JSON.stringify(old.paid) === JSON.stringify(row.paid) &&
    JSON.stringify(old.causes) === JSON.stringify(row.causes) &&
    (old.releaseDate === null ? null : new Date(old.releaseDate).getTime()) ===
      (row.releaseDate ? new Date(row.releaseDate).getTime() : null)
  );
}

/** Stores what a channel reported and reconciles the orders it touched that have arrived. */
export async function takeInSettlements(
  ctx: Ctx,
  account: AccountRef,
  reported: readonly ChannelSettlement[],
): Promise<number> {
  const changed = await storeSettlements(ctx, account, reported);
  if (changed.length === 0) return 0;
  return recompute(ctx, await ordersByChannelIds(ctx, account.platform, changed));
}
