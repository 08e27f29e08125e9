import { sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { inList, isoText, queryRows } from '../../platform/db/sql.ts';
import { appendEvents, type EventDraft } from '../../platform/events/events.ts';
import { Money } from '../../platform/money.ts';
import {
  knownChannelFees,
  type AccountRef,
  type ChannelSettlement,
  type SettlementCharge,
  type SettlementStatus,
} from '../marketplaces/index.ts';
import { ordersByChannelIds } from '../orders/index.ts';
import { reconcile, type Cause, type Lines, type Reconciliation } from './domain/rules.ts';
import { saleTerms } from './domain/terms.ts';
import { settlements } from './reconciliation.tables.ts';

type SettlementRow = typeof settlements.$inferSelect;

/** A stored amount at cents as the rules read it: most already are, and those skip decimal.js. */
const atCents = (amount: string) =>
  /^-?(0|[1-9]\d*)\.\d\d$/.test(amount) ? amount : new Money(amount).toFixed(2);

/** A stored charge back in the channel's shape: amounts to the cent. */
const storedCharge = (charge: SettlementCharge): SettlementCharge => ({
  kind: charge.kind,
  amount: atCents(charge.amount),
  description: charge.description,
  ...(charge.ruleCap === undefined ? {} : { ruleCap: atCents(charge.ruleCap) }),
});

/** A stored settlement back in the channel's shape. */
export const asSettlement = (row: SettlementRow): ChannelSettlement => ({
  marketplaceOrderId: row.marketplaceOrderId,
  settlementId: row.settlementId,
  status: row.status as SettlementStatus,
  gross: new Money(row.gross).toFixed(2),
  net: new Money(row.net).toFixed(2),
  charges: row.charges.map(storedCharge),
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

/** A settlement as `settlementsOf` reads it: its fields in `ChannelSettlement`'s order, at cents. */
type SettlementTuple = [
  marketplaceOrderId: string,
  settlementId: string,
  status: SettlementStatus,
  gross: string,
  net: string,
  charges: SettlementCharge[],
  releaseDate: string | null,
  releasedAt: string | null,
  updatedAt: string,
];

/**
 * The stored settlements of some of a platform's orders, by marketplace order id, as `asSettlement`
 * gives them. They come as one JSON text, amounts and instants formatted by the database: a batch's
 * thousands of rows column by column cost the driver's per-value parsing several times the query
 * (2,000 settlements on PGlite: ~200 ms against ~30 ms).
 */
async function settlementsOf(
  ctx: Ctx,
  platform: string,
  marketplaceOrderIds: readonly string[],
): Promise<Map<string, ChannelSettlement[]>> {
  const [row] = await queryRows<{ settlements: string | null }>(
    ctx.db,
    sql`select json_agg(json_build_array(marketplace_order_id, settlement_id, status,
          round(gross, 2)::text, round(net, 2)::text, charges, ${isoText('release_date')},
          ${isoText('released_at')}, ${isoText('channel_updated_at')}) order by settlement_id)::text as settlements
        from reconciliation_settlements
        where seller_id = ${sellerOf(ctx)} and platform = ${platform}
          and ${inList(settlements.marketplaceOrderId, marketplaceOrderIds)}`,
  );
  const byOrder = new Map<string, ChannelSettlement[]>();
  for (const tuple of JSON.parse(row?.settlements ?? '[]') as SettlementTuple[]) {
    const [marketplaceOrderId, settlementId, status, gross, net, charges] = tuple;
    const settlement: ChannelSettlement = {
      marketplaceOrderId,
      settlementId,
      status,
      gross,
      net,
      charges: charges.map(storedCharge),
      releaseDate: tuple[6],
      releasedAt: tuple[7],
      updatedAt: tuple[8],
    };
    const kept = byOrder.get(marketplaceOrderId);
    if (kept) kept.push(settlement);
    else byOrder.set(marketplaceOrderId, [settlement]);
  }
  return byOrder;
}

const isDifference = (status: string) => status === 'PAID_LESS' || status === 'PAID_MORE';

/** One order's result as the write statement takes it (`jsonb_to_recordset`, short keys). */
interface ResultInput {
  o: string;
  m: string;
  c: string;
  s: string;
  e: Lines;
  p: Lines;
  d: string;
  u: string;
  r: string | null;
  k: Cause[];
}

/**
 * Writes a platform's results in one statement and answers the orders it wrote: a result the same as
 * the stored one (compared in the database, jsonb by value) is not rewritten. `differenceChanged`:
 * the order had no result, or its status or difference was another (docs/decisions/reconciliation.md
 * REC-10, REC-11).
 */
async function writeResults(
  ctx: Ctx,
  platform: string,
  inputs: readonly ResultInput[],
  computedAt: string,
): Promise<{ order_id: string; difference_changed: boolean }[]> {
  const sellerId = sellerOf(ctx);
  return queryRows(
    ctx.db,
    sql`with x as (
          select * from jsonb_to_recordset(${JSON.stringify(inputs)}::jsonb) as x(o text, m text,
            c timestamptz, s text, e jsonb, p jsonb, d numeric, u numeric, r timestamptz, k jsonb)
        ), before as (
          select b.order_id, b.status, b.difference from reconciliation_results b
          where b.seller_id = ${sellerId} and ${inList(
            sql.raw('b.order_id'),
            inputs.map((input) => input.o),
          )}
        ), written as (
          insert into reconciliation_results as t (seller_id, order_id, platform, marketplace_order_id,
            order_created_at, status, expected, paid, expected_net, paid_net, difference, unreleased,
            release_date, causes, computed_at)
          select ${sellerId}, x.o, ${platform}, x.m, x.c, x.s, x.e, x.p, (x.e->>'net')::numeric,
            (x.p->>'net')::numeric, x.d, x.u, x.r, x.k, ${computedAt}::timestamptz
          from x
          on conflict (seller_id, order_id) do update
          set status = excluded.status, expected = excluded.expected, paid = excluded.paid,
            expected_net = excluded.expected_net, paid_net = excluded.paid_net,
            difference = excluded.difference, unreleased = excluded.unreleased,
            release_date = excluded.release_date, causes = excluded.causes,
            order_created_at = excluded.order_created_at, computed_at = excluded.computed_at
          where (t.status, t.difference, t.unreleased, t.release_date, t.order_created_at, t.expected,
              t.paid, t.causes)
            is distinct from (excluded.status, excluded.difference, excluded.unreleased,
              excluded.release_date, excluded.order_created_at, excluded.expected, excluded.paid,
              excluded.causes)
          returning t.order_id, t.status, t.difference
        )
        select w.order_id, (b.order_id is null or b.status <> w.status or b.difference <> w.difference)
          as difference_changed
        from written w left join before b on b.order_id = w.order_id`,
  );
}

/**
 * Reconciles a platform's orders (by the channel's order ids) against their stored settlements and
 * keeps one result per order; an order without settlements, or not arrived yet, gets none yet. Writes
 * only what changed, with its events: the paid figures for the order's margin, and
 * `reconciliation.DifferenceFound` when a difference appears or changes. Running it again on the same
 * data writes nothing.
 *
 * The settlements are read before the orders: a channel brings an order what it learned with the
 * money (Amazon's Commission) before the settlement is stored, so orders read after a settlement was
 * seen carry it. Orders read first could be older than the settlement, and a reading that raced the
 * one that stored it would keep a result computed without the fees (docs/decisions/reconciliation.md
 * REC-16).
 */
export async function recompute(
  ctx: Ctx,
  platform: string,
  marketplaceOrderIds: readonly string[],
): Promise<number> {
  if (marketplaceOrderIds.length === 0) return 0;
  const now = ctx.rt.clock.now();
  const reported = await settlementsOf(ctx, platform, marketplaceOrderIds);
  const group = await ordersByChannelIds(ctx, platform, [...reported.keys()]);
  const fees = knownChannelFees(platform);
  const inputs: ResultInput[] = [];
  const outcomes = new Map<string, Reconciliation>();
  for (const order of group) {
    const settlementsOfOrder = reported.get(order.marketplaceOrderId);
    if (!settlementsOfOrder) continue;
    const outcome = reconcile(saleTerms(order, fees), settlementsOfOrder, now);
    outcomes.set(order.id, outcome);
    inputs.push({
      o: order.id,
      m: order.marketplaceOrderId,
      c: order.createdAt,
      s: outcome.status,
      e: outcome.expected,
      p: outcome.paid,
      d: outcome.difference,
      u: outcome.unreleased,
      r: outcome.releaseDate,
      k: outcome.causes,
    });
  }
  if (inputs.length === 0) return 0;
  return withTransaction(ctx, async (tx) => {
    const rows = await writeResults(tx, platform, inputs, now.toISOString());
    const differenceChanged = new Map(rows.map((row) => [row.order_id, row.difference_changed]));
    const events: EventDraft[] = [];
    // In the orders' order, as they were read.
    for (const [orderId, outcome] of outcomes) {
      if (!differenceChanged.has(orderId)) continue;
      const { gross: _gross, discounts, ...paid } = outcome.paid;
      // The margin takes what was paid once it is final: while the channel holds money it may change it.
      if (outcome.settled)
        events.push({
          name: 'reconciliation.OrderSettled',
          payload: {
            orderId,
            paid: { ...paid, other: new Money(paid.other).plus(discounts).toFixed(2) },
          },
        });
      if (isDifference(outcome.status) && differenceChanged.get(orderId)) {
        events.push({
          name: 'reconciliation.DifferenceFound',
          payload: {
            orderId,
            platform,
            status: outcome.status,
            difference: outcome.difference,
          },
        });
      }
    }
    if (events.length > 0) await appendEvents(tx, events);
    return rows.length;
  });
}

/** Stores what a channel reported and reconciles the orders it touched that have arrived. */
export async function takeInSettlements(
  ctx: Ctx,
  account: AccountRef,
  reported: readonly ChannelSettlement[],
): Promise<number> {
  const changed = await storeSettlements(ctx, account, reported);
  if (changed.length === 0) return 0;
  return recompute(ctx, account.platform, changed);
}
