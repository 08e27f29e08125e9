import { and, eq, sql } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { databaseInputError } from '../../platform/db/input-errors.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { outboxInsert } from '../../platform/events/events.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuIdsOfChannelItems } from '../ads/index.ts';
import { skuCosts, skuIdsOfSkus } from '../catalog/index.ts';
import { receiveChannelOrdersWith, type AccountRef, type ReceivedOrder } from '../marketplaces/index.ts';
import { releaseStock } from '../stock/index.ts';
import { channelMovesFrom, statusEvents, type OrderStatus } from './domain/status.ts';
import type { OrderRow } from './orders.mapping.ts';
import { takeInOrders } from './orders.service.ts';
import { orders as ordersTable } from './orders.tables.ts';

/**
 * The steps a channel's status takes an order through, in order. An order already further on, or
 * one the step cannot reach from where it is (a PAID order the seller has not invoiced yet cannot
 * become SHIPPED, unless the channel's own logistics dispatched it: ORD-41), is left where it is.
 */
function stepsTo(status: ReceivedOrder['status']): OrderStatus[] {
  if (status === 'CANCELED') return ['CANCELED'];
  if (status === 'PAID') return ['PAID'];
  if (status === 'SHIPPED') return ['PAID', 'SHIPPED'];
  if (status === 'DELIVERED') return ['PAID', 'SHIPPED', 'DELIVERED'];
  return [];
}

/**
 * Moves the orders that stand in one of `from` to `to`, in one statement whatever their number:
 * status, its queue, its event. Rows are locked in id order, so two batches naming the same orders
 * wait for each other instead of deadlocking. Answers the ids that moved.
 */
async function advance(
  ctx: Ctx,
  orderIds: readonly string[],
  to: OrderStatus,
  from: readonly OrderStatus[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const sellerId = sellerOf(ctx);
  const now = ctx.rt.clock.now().toISOString();
  const input = JSON.stringify(orderIds.map((id) => ({ id, event: newId('evt') })));
  const set =
    to === 'PAID'
      ? sql`, paid_at = ${now}::timestamptz`
      : to === 'CANCELED'
        ? sql`, cancel_reason = 'canceled on the channel'`
        : sql``;
  const [row] = await queryRows<{ ids: string[] }>(
    ctx.db,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as x(id text, event text)
        ), locked as (
          select id from orders
          where seller_id = ${sellerId} and id in (select id from input)
            and status = any(${`{${from.join(',')}}`}::text[])
          order by id for update
        ), moved as (
          update orders set status = ${to}, updated_at = ${now}::timestamptz ${set}
          where seller_id = ${sellerId} and id in (select id from locked)
          returning id
        ), queued as (
          insert into order_queue (seller_id, status, order_id, entered_at)
          select ${sellerId}, ${to}, id, ${now}::timestamptz from moved
          on conflict (seller_id, status, order_id)
          do update set entered_at = excluded.entered_at, batch_id = null, confirmed_at = null
        ), announced as (${outboxInsert(
          ctx,
          statusEvents[to],
          sql`select x.event, jsonb_build_object('orderId', x.id) from input x where x.id in (select id from moved)`,
        )})
        select coalesce((select array_agg(id order by id) from moved), '{}') as ids`,
  );
  return row!.ids;
}

/**
 * Totals a channel informs only after the order (Amazon posts its fees days later): each total an
 * order seen again brings and its stored row lacks is filled in; a total already stored is kept as
 * first informed.
 */
async function fillLaterTotals(
  ctx: Ctx,
  ingested: readonly { order: OrderRow; created: boolean }[],
  received: readonly ReceivedOrder[],
): Promise<void> {
  for (const [i, { order, created }] of ingested.entries()) {
    if (created) continue;
    const later = Object.entries(received[i]!.order.totals).filter(([field]) => !(field in order.totals));
    if (later.length === 0) continue;
    await ctx.db
      .update(ordersTable)
      .set({
        totals: { ...Object.fromEntries(later), ...order.totals },
        updatedAt: ctx.rt.clock.now().toISOString(),
      })
      .where(and(eq(ordersTable.sellerId, order.sellerId), eq(ordersTable.id, order.id)));
  }
}

/**
 * What a channel tells of the parcel and may tell again: the tracking once it is dispatched (or a
 * correction), and the ship-by deadline (a channel may move it), each kept as told last.
 */
async function recordShipping(
  ctx: Ctx,
  ingested: readonly { order: OrderRow }[],
  received: readonly ReceivedOrder[],
): Promise<void> {
  for (const [i, { order }] of ingested.entries()) {
    const { tracking, shipBy } = received[i]!.order;
    const carrier = tracking ? (tracking.carrier ?? null) : order.trackingCarrier;
    const code = tracking?.code ?? order.trackingCode;
    const deadline = shipBy ?? order.shipBy;
    const sameDeadline =
      (deadline && new Date(deadline).getTime()) === (order.shipBy && new Date(order.shipBy).getTime());
    if (code === order.trackingCode && carrier === order.trackingCarrier && sameDeadline) continue;
    await ctx.db
      .update(ordersTable)
      .set({
        trackingCode: code,
        trackingCarrier: carrier,
        shipBy: deadline,
        updatedAt: ctx.rt.clock.now().toISOString(),
      })
      .where(and(eq(ordersTable.sellerId, order.sellerId), eq(ordersTable.id, order.id)));
  }
}

/**
 * Orders a real channel sent (notifications or the reconciliation poll), taken in as a set: each
 * line's SKU resolved from the ad linked to the channel's item, else from its SELLER_SKU (a line with
 * neither is kept "not linked" with the channel's item id, never given a made-up SKU), then one
 * transaction stores the new orders (idempotent on the channel's order id: stock held, queue,
 * webhooks) and moves them where the channel says they stand, one statement per status reached.
 */
async function takeInSet(rt: Runtime, account: AccountRef, received: ReceivedOrder[]): Promise<void> {
  const ctx = systemCtx(rt, account.sellerId);
  const lines = received.flatMap((r) => r.order.items);
  const [byItem, bySku] = await Promise.all([
    skuIdsOfChannelItems(
      ctx,
      account.platform,
      lines.flatMap((i) => (i.channelItemId ? [i.channelItemId] : [])),
    ),
    skuIdsOfSkus(
      ctx,
      lines.flatMap((i) => (i.sellerSku ? [i.sellerSku] : [])),
    ),
  ]);
  const orders = received.map(({ order }) => ({
    ...order,
    items: order.items.map(({ sellerSku, ...item }) => {
      const skuId =
        (item.channelItemId && byItem.get(item.channelItemId)) || (sellerSku && bySku.get(sellerSku));
      if (skuId) return { ...item, skuId };
      // An item no ad is linked to: kept with the channel's item id, matched once it is linked.
      return item.channelItemId ? { ...item, skuId: '', notLinked: true } : item;
    }),
  }));
  // Read before the transaction, where the process's cost cache answers (docs/decisions.md PLT-05).
  const knownCosts = await skuCosts(
    ctx,
    orders.flatMap((order) => order.items.map((item) => item.skuId)),
  );
  await withTransaction(ctx, async (tx) => {
    const { ingested } = await takeInOrders(tx, account, orders, { knownCosts });
    await fillLaterTotals(tx, ingested, received);
    await recordShipping(tx, ingested, received);
    // Each step's orders, apart by whether the channel's logistics dispatched them (ORD-41).
    const steps = new Map<string, string[]>();
    for (const [i, { order }] of ingested.entries()) {
      const byChannel = received[i]!.shippedByChannel === true;
      for (const to of stepsTo(received[i]!.status)) {
        if (to === order.status) continue;
        const key = `${to}:${byChannel}`;
        steps.set(key, [...(steps.get(key) ?? []), order.id]);
      }
    }
    for (const to of ['CANCELED', 'PAID', 'SHIPPED', 'DELIVERED'] as const) {
      for (const byChannel of [false, true]) {
        const ids = steps.get(`${to}:${byChannel}`) ?? [];
        const moved = await advance(tx, ids, to, channelMovesFrom(to, byChannel));
        // Canceled: the units are for sale again. Shipped: they left the warehouse (as for any order).
        if (to === 'CANCELED' || to === 'SHIPPED') for (const id of moved) await releaseStock(tx, id);
      }
    }
  });
}

/**
 * A set of channel orders taken in by one transaction; when the database refuses a value of one of
 * them (text it cannot hold, a number out of range), each half is taken in on its own, down to the
 * refused order alone, so it does not hold the others back (ORD-42). The refusal is raised once the
 * rest is in: the caller's retry meets it again, and what was taken in is found, not taken in twice.
 */
async function takeIn(rt: Runtime, account: AccountRef, received: ReceivedOrder[]): Promise<void> {
  try {
    await takeInSet(rt, account, received);
  } catch (error) {
    if (received.length < 2 || !databaseInputError(error)) throw error;
    const half = Math.ceil(received.length / 2);
    const refusals: unknown[] = [];
    // One half after the other: they lock the same stock rows.
    for (const part of [received.slice(0, half), received.slice(half)]) {
      try {
        await takeIn(rt, account, part);
      } catch (partError) {
        refusals.push(partError);
      }
    }
    if (refusals.length > 0) throw refusals[0];
  }
}

export function receiveChannelOrders(rt: Runtime): void {
  receiveChannelOrdersWith(rt, takeIn);
}
