import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent, outboxInsert } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { fieldIssue } from '../../platform/http/field-rules.ts';
import type { Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { withholdBuyerData } from '../../platform/auth/index.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { skuCosts, type SkuCost } from '../catalog/index.ts';
import {
  ChannelRefusedError,
  ChannelUnavailableError,
  connectedAccount,
  connectorFor,
  sellerTracksParcels,
  type AccountRef,
  type ChannelOrder,
} from '../marketplaces/index.ts';
import { recordChange } from '../audit/index.ts';
import { getSeller } from '../sellers/index.ts';
import { newOrderHolds, releaseStock, type Reservation } from '../stock/index.ts';
import { isValidNfeKey } from './domain/nfe-key.ts';
import { checkTransition, statusEvents, type ChannelStatus, type OrderStatus } from './domain/status.ts';
import { trackingMove, trimmedTracking, type SellerTracking } from './domain/tracking.ts';
import type { WorkClock, WorkQueue } from './domain/work-queues.ts';
import { workQueueCondition } from './orders.work.ts';
import { costColumns, scheduleCostSweep } from './orders.enrichment.ts';
import { orderDto, type OrderDto, type OrderRow } from './orders.mapping.ts';
import {
  marginWindow,
  marginWindowJson,
  windowOf,
  type MarginWindow,
  type StoredWindow,
} from './orders.trend.ts';
import { orderQueue, orders, type Invoice, type StoredItem } from './orders.tables.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

// --- Reading -----------------------------------------------------------------------------------

export async function toDtos(ctx: Ctx, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const margins = await marginWindow(
    ctx,
    rows.map((row) => row.id),
  );
  const withholdBuyer = withholdBuyerData(ctx);
  return rows.map((row) => orderDto(row, { withholdBuyer, margins }));
}

/** The seller's order; `lock` holds it for update until the transaction ends. */
export async function orderRow(ctx: Ctx, orderId: string, lock = false): Promise<OrderRow> {
  return sellerRow(ctx, orders, orderId, 'order', lock);
}

/** Tells the order's channel first: a refusal, an outage or no connected account leaves the order as it was. */
export async function tellChannel(
  ctx: Ctx,
  order: OrderRow,
  push: (account: AccountRef) => Promise<void>,
): Promise<void> {
  const account = await connectedAccount(ctx, order.platform);
  if (!account) {
    throw new DomainError('platform-not-connected', `platform ${order.platform} is not connected`);
  }
  try {
    await push(account);
  } catch (error) {
    if (error instanceof ChannelUnavailableError) {
      throw new DomainError('unavailable', `the channel ${order.platform} did not answer; try again`);
    }
    // The channel's refusal is the seller's to fix (a 4xx naming the field), never a server error.
    if (error instanceof ChannelRefusedError) {
      const field = error.field;
      throw new DomainError('channel-refused', error.message, {
        ...(field ? { field, errors: [fieldIssue(field, error.message, 'channel-refused')] } : {}),
      });
    }
    throw error;
  }
}

/** 404 unless the seller has this order: for other modules answering about one of its orders. */
export async function requireOrder(ctx: Ctx, orderId: string): Promise<void> {
  await orderRow(ctx, orderId);
}

export async function getOrder(ctx: Ctx, orderId: string): Promise<OrderDto> {
  const [dto] = await toDtos(ctx, [await orderRow(ctx, orderId)]);
  return dto!;
}

export async function getInvoice(ctx: Ctx, orderId: string): Promise<Invoice> {
  const row = await orderRow(ctx, orderId);
  if (!row.invoice) throw notFound('invoice of order', orderId);
  return row.invoice;
}

/** What an order list sorts by (`sort=createdAt,desc`). */
export const orderSortFields = ['createdAt', 'updatedAt'] as const;

export interface OrderSearch {
  status?: OrderStatus[];
  platform?: string[];
  createdFrom?: string;
  createdTo?: string;
  /** A skuId or a sku code. */
  sku?: string;
  /** The web admin's search box: an order id, part of the channel's order id, or a skuId/sku code. */
  text?: string;
  /** One of the day's work queues, read against that clock. */
  work?: { queue: WorkQueue; clock: WorkClock };
}

export async function searchOrders(ctx: Ctx, filter: OrderSearch, paging: Paging) {
  const sellerId = sellerOf(ctx);
  const conditions: SQL[] = [eq(orders.sellerId, sellerId)];
  if (filter.status?.length) conditions.push(inArray(orders.status, filter.status));
  if (filter.platform?.length) conditions.push(inArray(orders.platform, filter.platform));
  if (filter.createdFrom) conditions.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lte(orders.createdAt, filter.createdTo));
  if (filter.sku) conditions.push(sql`${orders.skuRefs} @> array[${filter.sku}]::text[]`);
  if (filter.text) {
    const text = filter.text.trim();
    conditions.push(
      or(
        eq(orders.id, text),
        sql`${orders.marketplaceOrderId} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`,
        sql`${orders.skuRefs} @> array[${text}]::text[]`,
      )!,
    );
  }
  if (filter.work) conditions.push(workQueueCondition(filter.work.queue, filter.work.clock));
  const where = and(...conditions);
  const column =
    paging.sort?.field === 'updatedAt'
      ? orders.updatedAt
      : paging.sort?.field === 'shipBy'
        ? orders.shipBy
        : orders.createdAt;
  const direction = paging.sort?.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { items: await toDtos(ctx, rows), total: Number(count?.n ?? 0) };
}

// --- Ingestion ---------------------------------------------------------------------------------

/** What the search's sku filter finds an order by: skuIds, sku codes and the channel's item ids. */
export function skuRefsOf(items: readonly StoredItem[]): string[] {
  return [
    ...new Set(
      items.flatMap((item) =>
        [item.skuId, item.sku, item.channelItemId].filter((ref): ref is string => !!ref),
      ),
    ),
  ];
}

const queueEntry = (sellerId: string, status: OrderStatus, orderId: string, at: string) => ({
  sellerId,
  status,
  orderId,
  enteredAt: at,
  batchId: null,
  confirmedAt: null,
});

/** Enters an order in the queue of a status; reaching it again (SHIPPED after an exception) re-opens it. */
async function enqueue(ctx: Ctx, rows: ReturnType<typeof queueEntry>[]): Promise<void> {
  if (rows.length === 0) return;
  await ctx.db
    .insert(orderQueue)
    .values(rows)
    .onConflictDoUpdate({
      target: [orderQueue.sellerId, orderQueue.status, orderQueue.orderId],
      set: { enteredAt: sql`excluded.entered_at`, batchId: null, confirmedAt: null },
    });
}

/**
 * Inserts the orders not seen before (same platform and channel order id), puts them in the CREATED
 * queue, appends their OrderCreated and holds their stock (`holds`, of every draft: only the new
 * orders' are kept), in one statement whatever the number of orders; answers the ids inserted.
 */
async function insertNewOrders(
  ctx: Ctx,
  drafts: readonly OrderRow[],
  at: string,
  holds: readonly Reservation[],
  withWindow: boolean,
): Promise<{ fresh: Set<string>; window: StoredWindow | null }> {
  if (drafts.length === 0) return { fresh: new Set(), window: null };
  // The drafts travel as one JSON parameter: as a multi-row VALUES, building and binding a parameter
  // per column of every order was most of the statement's cost to this process.
  const input = JSON.stringify(
    drafts.map((draft) => ({
      id: draft.id,
      event: newId('evt'),
      m: draft.marketplaceOrderId,
      i: draft.items,
      t: draft.totals,
      c: draft.customer,
      a: draft.shippingAddress,
      b: draft.shipBy,
      r: draft.skuRefs,
      s: draft.costStatus,
      k: draft.totalCost,
      g: draft.grossMarginPct,
    })),
  );
  const { platform, accountId } = drafts[0]!;
  const stock = newOrderHolds(ctx, holds, (orderId) => sql`${orderId} in (select id from inserted)`);
  const [row] = await queryRows<{ ids: string[]; window: StoredWindow | null }>(
    ctx.db,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb)
            as x(id text, event text, m text, i jsonb, t jsonb, c jsonb, a jsonb, b timestamptz, r text[], s text, k numeric, g numeric)
        ), inserted as (
          insert into orders (seller_id, id, platform, account_id, marketplace_order_id, status, items, totals,
                              customer, shipping_address, ship_by, sku_refs, cost_status, total_cost, gross_margin_pct,
                              created_at, updated_at)
          select ${sellerOf(ctx)}, id, ${platform}, ${accountId}, m, 'CREATED', i, t, nullif(c, 'null'),
                 nullif(a, 'null'), b, r, s, k, g, ${at}::timestamptz, ${at}::timestamptz
          from input order by id
          on conflict (seller_id, platform, marketplace_order_id) do nothing
          returning id
        ),
        queued as (insert into order_queue (seller_id, status, order_id, entered_at)
                   select ${sellerOf(ctx)}, 'CREATED', id, ${at}::timestamptz from inserted),
        announced as (${outboxInsert(
          ctx,
          'order.OrderCreated',
          sql`select x.event, jsonb_build_object('orderId', x.id) from input x where x.id in (select id from inserted)`,
        )}),
        ${stock}
        select coalesce((select array_agg(id) from inserted), '{}') as ids,
               ${withWindow ? marginWindowJson(ctx, []) : sql`null`} as window`,
  );
  return { fresh: new Set(row!.ids), window: row!.window };
}

/**
 * Takes in orders as a channel told them. Idempotent on (platform, channel order id): an order seen
 * before is answered as stored. New orders are costed at once, reserve their stock, enter the CREATED
 * queue and emit OrderCreated, all in one transaction (the caller's, when it has one). Split parts are
 * stored as the channel sent them, each with the original totals (never summed). `knownCosts`: the
 * catalog's costs the caller already read; `marginWindow`: also the seller's margin window as it was
 * before these orders (callers that answer the orders at once), read by the statement that inserts them.
 */
export async function takeInOrders(
  ctx: Ctx,
  account: AccountRef,
  channelOrders: readonly ChannelOrder[],
  options: { knownCosts?: ReadonlyMap<string, SkuCost>; marginWindow?: boolean },
): Promise<{ ingested: { order: OrderRow; created: boolean }[]; window: MarginWindow | null }> {
  const sellerId = sellerOf(ctx);
  const costs =
    options.knownCosts ??
    (await skuCosts(
      ctx,
      channelOrders.flatMap((order) => order.items.map((item) => item.skuId)),
    ));
  return withTransaction(ctx, async (tx) => {
    const now = tx.rt.clock.now().toISOString();
    const drafts: OrderRow[] = channelOrders.map((order) => {
      const items = order.items.map((item): StoredItem => {
        const sku = costs.get(item.skuId)?.sku;
        return sku ? { ...item, sku } : item;
      });
      const base = { items, totals: order.totals };
      return {
        sellerId,
        id: newId('ord'),
        platform: account.platform,
        accountId: account.accountId,
        marketplaceOrderId: order.marketplaceOrderId,
        status: 'CREATED',
        ...base,
        customer: order.customer ?? null,
        shippingAddress: order.shippingAddress ?? null,
        shipBy: order.shipBy ?? null,
        // Kept by the channel intake once the channel tells it (orders.channel.ts).
        trackingCode: null,
        trackingCarrier: null,
        trackingUrl: null,
        invoice: null,
        paidAt: null,
        cancelReason: null,
        skuRefs: skuRefsOf(items),
        ...costColumns(base, costs),
        paidFigures: null,
        createdAt: now,
        updatedAt: now,
      };
    });
    // Only SKUs the catalog knows can be held; a channel may sell a listing the seller never mapped.
    // A channel's own warehouse (Full) ships from its stock: nothing of the seller's is held.
    const holds = drafts.flatMap((order, i) =>
      channelOrders[i]!.fulfilledByChannel
        ? []
        : order.items
            .filter((item) => costs.has(item.skuId))
            .map((item) => ({ skuId: item.skuId, qty: item.qty, orderId: order.id })),
    );
    const { fresh, window } = await insertNewOrders(tx, drafts, now, holds, options.marginWindow ?? false);
    const created = drafts.filter((draft) => fresh.has(draft.id));
    const seen = drafts.filter((draft) => !fresh.has(draft.id));
    const existing =
      seen.length === 0
        ? []
        : await tx.db
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.sellerId, sellerId),
                eq(orders.platform, account.platform),
                inArray(
                  orders.marketplaceOrderId,
                  seen.map((draft) => draft.marketplaceOrderId),
                ),
              ),
            );
    if (created.some((order) => order.costStatus !== 'ENRICHED')) await scheduleCostSweep(tx);
    const byChannelId = new Map(existing.map((row) => [row.marketplaceOrderId, row]));
    const ingested = drafts.map((draft) =>
      fresh.has(draft.id)
        ? { order: draft, created: true }
        : { order: byChannelId.get(draft.marketplaceOrderId)!, created: false },
    );
    return { ingested, window: window ? windowOf(window) : null };
  });
}

// --- Status changes ----------------------------------------------------------------------------

interface Move {
  to: OrderStatus;
  /** Tells the channel first; a refusal leaves the order as it was. */
  push?: (account: AccountRef, order: OrderRow) => Promise<void>;
  set?: Partial<Pick<OrderRow, 'invoice' | 'paidAt' | 'cancelReason'>>;
  /** Refuses the change for a reason of its own; checked first and again under the row lock. */
  refuse?: (order: OrderRow) => DomainError | null;
}

function illegal(order: Pick<OrderRow, 'id' | 'status'>, to: OrderStatus): DomainError {
  return new DomainError(
    'invalid-order-transition',
    `order ${order.id} is ${order.status} and cannot become ${to}`,
    { from: order.status, to },
  );
}

async function move(ctx: Ctx, orderId: string, change: Move): Promise<OrderDto> {
  const sellerId = sellerOf(ctx);
  const current = await orderRow(ctx, orderId);
  const refusal = change.refuse?.(current);
  if (refusal) throw refusal;
  const check = checkTransition(current.status as OrderStatus, change.to);
  if (check === 'illegal') throw illegal(current, change.to);
  if (check === 'same') return getOrder(ctx, orderId);
  const push = change.push;
  if (push) await tellChannel(ctx, current, (account) => push(account, current));
  await withTransaction(ctx, async (tx) => {
    // Another call may have moved the order while the channel was being told.
    const locked = await orderRow(tx, orderId, true);
    const refused = change.refuse?.(locked);
    if (refused) throw refused;
    const recheck = checkTransition(locked.status as OrderStatus, change.to);
    if (recheck === 'illegal') throw illegal(locked, change.to);
    if (recheck === 'same') return;
    const now = tx.rt.clock.now().toISOString();
    await tx.db
      .update(orders)
      .set({ ...change.set, status: change.to, updatedAt: now })
      .where(and(eq(orders.sellerId, sellerId), eq(orders.id, orderId)));
    await enqueue(tx, [queueEntry(sellerId, change.to, orderId, now)]);
    await appendEvent(tx, statusEvents[change.to], { orderId });
    // Canceled: the units are for sale again. Shipped: they left the warehouse, and the ERP's own
    // stock update now counts them (holding them too would count them twice).
    if (change.to === 'CANCELED' || change.to === 'SHIPPED') await releaseStock(tx, orderId);
  });
  return getOrder(ctx, orderId);
}

export async function markPaid(ctx: Ctx, orderId: string, input: { paidAt?: string }): Promise<OrderDto> {
  const paidAt = input.paidAt ?? ctx.rt.clock.now().toISOString();
  return move(ctx, orderId, {
    to: 'PAID',
    set: { paidAt },
    push: (account, order) =>
      connectorFor(ctx.rt, order.platform).pushOrderStatus(account, {
        marketplaceOrderId: order.marketplaceOrderId,
        status: 'PAID',
        at: paidAt,
      }),
  });
}

/**
 * An invoice other than the one on file (not canceled) is refused with that one (ORD-22): an order has
 * one invoice at a time, and the channel keeps the first. The same access key again is a retry.
 */
function otherInvoice(order: OrderRow, invoice: Invoice): DomainError | null {
  const onFile = order.invoice;
  if (!onFile || onFile.canceledAt || onFile.accessKey === invoice.accessKey) return null;
  return new DomainError(
    'invoice-already-issued',
    `order ${order.id} already has invoice ${onFile.accessKey}: cancel it before attaching another`,
    { invoice: onFile },
  );
}

export async function markInvoiced(ctx: Ctx, orderId: string, invoice: Invoice): Promise<OrderDto> {
  // Another seller's order is 404 whatever the body says, as for every foreign id.
  await orderRow(ctx, orderId);
  if (!isValidNfeKey(invoice.accessKey)) {
    throw new DomainError('validation-failed', 'accessKey: the check digit does not match', {
      errors: [
        fieldIssue('accessKey', 'the check digit (last digit) does not match the other 43', 'check-digit'),
      ],
    });
  }
  return move(ctx, orderId, {
    to: 'INVOICED',
    // Set once the channel took it: a refusal leaves the order PAID and answers the channel's reason.
    set: { invoice: { ...invoice, channelStatus: 'ACCEPTED' } },
    refuse: (order) => otherInvoice(order, invoice),
    push: (account, order) =>
      connectorFor(ctx.rt, order.platform).pushInvoice(account, {
        marketplaceOrderId: order.marketplaceOrderId,
        ...invoice,
      }),
  });
}

export async function cancelOrder(ctx: Ctx, orderId: string, input: { reason: string }): Promise<OrderDto> {
  return move(ctx, orderId, {
    to: 'CANCELED',
    set: { cancelReason: input.reason },
    push: (account, order) =>
      connectorFor(ctx.rt, order.platform).pushOrderStatus(account, {
        marketplaceOrderId: order.marketplaceOrderId,
        status: 'CANCELED',
        at: ctx.rt.clock.now().toISOString(),
        reason: input.reason,
      }),
  });
}

/** What the change history keeps of an order's shipping: its status and how to follow the parcel. */
const shippingSnapshot = (
  order: Pick<OrderRow, 'status' | 'trackingCode' | 'trackingCarrier' | 'trackingUrl'>,
) => ({
  status: order.status,
  trackingCode: order.trackingCode,
  trackingCarrier: order.trackingCarrier,
  trackingUrl: order.trackingUrl,
});

/** The tracking may be typed for the order, and what it does to it; else the refusal. */
function trackingStep(order: OrderRow): 'SHIP' | 'CORRECT' {
  if (!sellerTracksParcels(order.platform)) {
    throw new DomainError(
      'tracking-by-channel',
      `order ${order.id} is on ${order.platform}, whose logistics track the parcel`,
      { platform: order.platform },
    );
  }
  const step = trackingMove(order.status as OrderStatus);
  if (step === 'REFUSE') throw illegal(order, 'SHIPPED');
  return step;
}

/**
 * The tracking the seller types for a parcel sent with a carrier of their own, on a channel whose
 * logistics do not track it (ORD-33): an INVOICED order ships with it (its queue, OrderShipped, its
 * stock no longer held), a shipped one has it corrected; the change history keeps both. A channel that
 * must be told (Amazon) is told first, and its refusal leaves the order as it was (ADS-132).
 */
export async function setTracking(ctx: Ctx, orderId: string, input: SellerTracking): Promise<OrderDto> {
  const tracking = trimmedTracking(input);
  const sellerId = sellerOf(ctx);
  const current = await orderRow(ctx, orderId);
  const trackingOf = (order: OrderRow, step: 'SHIP' | 'CORRECT') =>
    shippingSnapshot({
      status: step === 'SHIP' ? 'SHIPPED' : order.status,
      trackingCode: tracking.code,
      trackingCarrier: tracking.carrier,
      trackingUrl: tracking.url ?? null,
    });
  const firstStep = trackingStep(current);
  const unchanged = (order: OrderRow, step: 'SHIP' | 'CORRECT') =>
    JSON.stringify(shippingSnapshot(order)) === JSON.stringify(trackingOf(order, step));
  const connector = connectorFor(ctx.rt, current.platform);
  if (connector.confirmShipment && !unchanged(current, firstStep)) {
    await tellChannel(ctx, current, (account) =>
      connector.confirmShipment!(account, {
        marketplaceOrderId: current.marketplaceOrderId,
        trackingCode: tracking.code,
        carrier: tracking.carrier,
        shippedAt: ctx.rt.clock.now().toISOString(),
      }),
    );
  }
  await withTransaction(ctx, async (tx) => {
    // Another call may have moved the order while the channel was being told.
    const order = await orderRow(tx, orderId, true);
    const step = trackingStep(order);
    if (unchanged(order, step)) return;
    const before = shippingSnapshot(order);
    const changed = trackingOf(order, step);
    const now = tx.rt.clock.now().toISOString();
    await tx.db
      .update(orders)
      .set({ ...changed, updatedAt: now })
      .where(and(eq(orders.sellerId, sellerId), eq(orders.id, orderId)));
    if (step === 'SHIP') {
      await enqueue(tx, [queueEntry(sellerId, 'SHIPPED', orderId, now)]);
      await appendEvent(tx, statusEvents.SHIPPED, { orderId });
      // The parcel left: as when a channel reports it shipped, the units are no longer held.
      await releaseStock(tx, orderId);
    }
    await recordChange(tx, { action: 'UPDATE', entity: 'order', entityId: orderId, before, after: changed });
  });
  return getOrder(ctx, orderId);
}

/**
 * A status only the channel reports (shipped, delivered, concluded, returned, delivery exception).
 * On a sandbox seller the sandbox route plays the channel telling it.
 */
async function applyChannelStatus(ctx: Ctx, orderId: string, status: ChannelStatus): Promise<OrderDto> {
  return move(ctx, orderId, { to: status });
}

export async function reportSandboxStatus(
  ctx: Ctx,
  orderId: string,
  status: ChannelStatus,
): Promise<OrderDto> {
  const seller = await getSeller(ctx, sellerOf(ctx));
  if (!seller.sandbox) {
    throw new DomainError(
      'sandbox-disabled',
      'Only a sandbox seller can play the channel reporting a status',
    );
  }
  return applyChannelStatus(ctx, orderId, status);
}

// --- Labels ------------------------------------------------------------------------------------

/** The platform of each of a seller's orders, in the order asked; 404 for any the seller does not have. */
export async function orderPlatforms(ctx: Ctx, orderIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ id: orders.id, platform: orders.platform })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerOf(ctx)), inArray(orders.id, [...orderIds])));
  const byId = new Map(rows.map((row) => [row.id, row.platform]));
  const out = new Map<string, string>();
  for (const orderId of orderIds) {
    const platform = byId.get(orderId);
    if (!platform) throw notFound('order', orderId);
    out.set(orderId, platform);
  }
  return out;
}

/** The channel references of a seller's orders on one platform, for label requests; 404 for any unknown. */
export async function ordersForLabels(
  ctx: Ctx,
  platform: string,
  orderIds: readonly string[],
): Promise<{ orderId: string; marketplaceOrderId: string }[]> {
  const rows = await ctx.db
    .select({ id: orders.id, platform: orders.platform, marketplaceOrderId: orders.marketplaceOrderId })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerOf(ctx)), inArray(orders.id, [...orderIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.map((orderId, index) => {
    const row = byId.get(orderId);
    if (!row) throw notFound('order', orderId);
    if (row.platform !== platform) {
      throw new DomainError(
        'validation-failed',
        `orderIds[${index}]: order ${orderId} is on ${row.platform}`,
        {
          field: `orderIds[${index}]`,
        },
      );
    }
    return { orderId, marketplaceOrderId: row.marketplaceOrderId };
  });
}
