import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { arrayLiteral, inList, queryRows } from '../../platform/db/sql.ts';
import { appendEvents, outboxInsert, type EventDraft } from '../../platform/events/events.ts';
import { INT4_MAX } from '../../platform/http/bounds.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import { skuCodes, skuIdsOfRefs } from '../catalog/index.ts';
import { platforms } from '../marketplaces/index.ts';
import { EVERY_SKU, availableStock, bufferFor, channelStock, type SafetyBuffer } from './domain/available.ts';
import { skuPlatforms } from './stock.ad-platforms.ts';
import { stockBuffers, stockItems, stockWarehouses } from './stock.tables.ts';
import { auditStockWrites } from './stock.audit.ts';

/** The warehouse the V2 endpoint (`/integration/stock/{skuId}`) reads and writes. */
const DEFAULT_WAREHOUSE = 'DEFAULT';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

/**
 * Locks the stock rows of these SKUs (creating empty ones), sorted so overlapping writers queue in
 * the same order: every change of a SKU's stock, its reservations or a buffer that applies to it
 * happens under this lock, so totals and pushes never mix two writers' views. `touch` marks a write.
 * Answers the SKUs whose row this call created.
 */
async function lockStock(ctx: Ctx, skuIds: readonly string[], touch: boolean): Promise<Set<string>> {
  if (skuIds.length === 0) return new Set();
  const now = ctx.rt.clock.now().toISOString();
  const rows = sorted(skuIds).map((s) => ({ s, id: newId('stk') }));
  const locked = await queryRows<{ skuId: string; created: boolean }>(
    ctx.db,
    // xmax is 0 on a row version this statement inserted, and set on one it updated.
    sql`insert into stock_items (seller_id, sku_id, id, on_hand, reserved, updated_at, created_at)
        select ${sellerOf(ctx)}, x.s, x.id, 0, 0, ${now}, ${now}
        from jsonb_to_recordset(${json(rows)}) as x(s text, id text) order by x.s
        on conflict (seller_id, sku_id) do update
        set updated_at = case when ${touch} then excluded.updated_at else stock_items.updated_at end
        returning sku_id as "skuId", (xmax = 0) as created`,
  );
  return new Set(locked.filter((row) => row.created).map((row) => row.skuId));
}

interface Level {
  skuId: string;
  stockId: string;
  onHand: number;
  reserved: number;
}

/**
 * Sums warehouses into the SKUs' on-hand totals; answers the SKUs whose total changed. The reserved
 * total is kept as it goes by the reservation writers (`reserveStock`, `releaseStock`). A total past
 * what the column holds refuses the whole write (docs/decisions.md, "Input limits"): each warehouse's
 * quantity fits, their sum may not.
 */
async function refreshOnHand(ctx: Ctx, skuIds: readonly string[]): Promise<Level[]> {
  if (skuIds.length === 0) return [];
  const sellerId = sellerOf(ctx);
  const ids = json(sorted(skuIds));
  const rows = await queryRows<Level & { over: boolean }>(
    ctx.db,
    sql`with wanted as (select jsonb_array_elements_text(${ids}) as sku_id),
        totals as (
          select w.sku_id,
                 coalesce((select sum(on_hand) from stock_warehouses h
                           where h.seller_id = ${sellerId} and h.sku_id = w.sku_id), 0) as on_hand
          from wanted w
        ),
        over as (select sku_id from totals where on_hand > ${INT4_MAX}),
        updated as (
          update stock_items s set on_hand = totals.on_hand::int
          from totals
          where not exists (select 1 from over)
            and s.seller_id = ${sellerId} and s.sku_id = totals.sku_id and s.on_hand <> totals.on_hand
          returning s.sku_id as "skuId", s.id as "stockId", s.on_hand as "onHand", s.reserved as "reserved"
        )
        select "skuId", "stockId", "onHand", "reserved", false as over from updated
        union all
        select sku_id, null, null, null, true from over`,
  );
  const over = rows.find((row) => row.over);
  if (over) {
    throw new DomainError(
      'conflict',
      `stock: the SKU's on-hand total over its warehouses would pass ${INT4_MAX} units`,
      { field: 'stock', skuId: over.skuId, maximum: INT4_MAX },
    );
  }
  return rows.map(({ over: _over, ...level }) => level);
}

async function buffersOf(ctx: Ctx, skuIds: readonly string[]): Promise<SafetyBuffer[]> {
  return ctx.db
    .select({ platform: stockBuffers.platform, skuId: stockBuffers.skuId, buffer: stockBuffers.buffer })
    .from(stockBuffers)
    .where(and(eq(stockBuffers.sellerId, sellerOf(ctx)), inList(stockBuffers.skuId, [EVERY_SKU, ...skuIds])));
}

/**
 * Tells the outbox about changed stock: one `stock.StockUpdated` per SKU (with the platform when only
 * that platform's buffer changed). The ads follow these events to the channels (ADS-90).
 */
async function publish(ctx: Ctx, levels: readonly Level[], platform?: string): Promise<void> {
  if (levels.length === 0) return;
  const events: EventDraft[] = levels.map((level) => ({
    name: 'stock.StockUpdated',
    payload: { stockId: level.stockId, skuId: level.skuId, ...(platform ? { platform } : {}) },
  }));
  await appendEvents(ctx, events);
}

/** The columns a stock publication is worked out from, per SKU and warehouse. */
const levelColumns = {
  skuId: stockItems.skuId,
  stockId: stockItems.id,
  onHand: stockItems.onHand,
  reserved: stockItems.reserved,
};

/**
 * What each channel may sell of these SKUs now (see `channelStock`): the ads read it when a
 * `stock.StockUpdated` or a new ad reaches them (ADS-90). A SKU whose stock was never written has none.
 */
export async function channelStockOf(
  ctx: Ctx,
  skuIds: readonly string[],
): Promise<{ skuId: string; platform: string | null; value: number }[]> {
  if (skuIds.length === 0) return [];
  const unique = [...new Set(skuIds)];
  const levels = await ctx.db
    .select({ skuId: stockItems.skuId, onHand: stockItems.onHand, reserved: stockItems.reserved })
    .from(stockItems)
    .where(and(eq(stockItems.sellerId, sellerOf(ctx)), inList(stockItems.skuId, unique)));
  if (levels.length === 0) return [];
  const buffers = await buffersOf(ctx, unique);
  return levels.flatMap((level) => channelStock(level, buffers));
}

interface WarehouseStock {
  skuId: string;
  warehouseId: string;
  stock: number;
}

/** Sets on-hand quantities per warehouse, set-based; answers how many SKUs' totals changed. */
async function setWarehouseStock(ctx: Ctx, writes: readonly WarehouseStock[]): Promise<number> {
  if (writes.length === 0) return 0;
  return withTransaction(ctx, async (tx) => {
    const skuIds = sorted(writes.map((w) => w.skuId));
    await lockStock(tx, skuIds, true);
    await auditStockWrites(tx, writes);
    const now = tx.rt.clock.now().toISOString();
    const rows = writes.map((w) => ({ s: w.skuId, w: w.warehouseId, q: w.stock }));
    await tx.db.execute(
      sql`insert into stock_warehouses (seller_id, sku_id, warehouse_id, on_hand, updated_at)
          select ${sellerOf(tx)}, x.s, x.w, x.q, ${now}
          from jsonb_to_recordset(${json(rows)}) as x(s text, w text, q int) order by x.s, x.w
          on conflict (seller_id, sku_id, warehouse_id) do update
          set on_hand = excluded.on_hand, updated_at = excluded.updated_at
          where stock_warehouses.on_hand <> excluded.on_hand`,
    );
    const changed = await refreshOnHand(tx, skuIds);
    await publish(tx, changed);
    return changed.length;
  });
}

async function requireSku(ctx: Ctx, skuId: string): Promise<string> {
  const sku = (await skuCodes(ctx, [skuId])).get(skuId);
  if (sku === undefined) throw notFound('SKU', skuId);
  return sku;
}

async function itemOf(ctx: Ctx, skuId: string) {
  const [row] = await ctx.db
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.sellerId, sellerOf(ctx)), eq(stockItems.skuId, skuId)));
  return row ?? null;
}

/** V2 read: on hand over every warehouse; a SKU never written has 0 and no `updatedAt`. */
export async function getStock(ctx: Ctx, skuId: string) {
  await requireSku(ctx, skuId);
  const item = await itemOf(ctx, skuId);
  return { skuId, stock: item?.onHand ?? 0, updatedAt: item ? iso(item.updatedAt) : null };
}

/** V2 write: the on-hand quantity of the DEFAULT warehouse. */
export async function putStock(ctx: Ctx, skuId: string, stock: number) {
  await requireSku(ctx, skuId);
  await setWarehouseStock(ctx, [{ skuId, warehouseId: DEFAULT_WAREHOUSE, stock }]);
  return getStock(ctx, skuId);
}

export async function putWarehouseStock(ctx: Ctx, skuId: string, warehouseId: string, stock: number) {
  await requireSku(ctx, skuId);
  return { received: 1, changed: await setWarehouseStock(ctx, [{ skuId, warehouseId, stock }]) };
}

/** Many on-hand quantities at once: every item checked before anything is written. */
export async function putStockList(
  ctx: Ctx,
  items: readonly { sku?: string; skuId?: string; warehouseId?: string; stock: number }[],
) {
  const skuIds = await skuIdsOfRefs(ctx, items, (i) => `[${i}].`);
  const writes = items.map((item, i) => ({
    skuId: skuIds[i]!,
    warehouseId: item.warehouseId ?? DEFAULT_WAREHOUSE,
    stock: item.stock,
  }));
  const seen = new Map<string, number>();
  writes.forEach((w, i) => {
    const key = `${w.skuId}\u0000${w.warehouseId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new DomainError(
        'validation-failed',
        `[${i}].sku: same SKU and warehouse as item ${earlier}: send each quantity once`,
        { field: `[${i}].sku` },
      );
    }
    seen.set(key, i);
  });
  return { received: items.length, changed: await setWarehouseStock(ctx, writes) };
}

/** Everything about a SKU's stock: warehouses, reservations and what each platform may sell. */
export async function getStockDetail(ctx: Ctx, skuId: string) {
  const sku = await requireSku(ctx, skuId);
  const item = await itemOf(ctx, skuId);
  const level = { onHand: item?.onHand ?? 0, reserved: item?.reserved ?? 0 };
  const warehouses = await ctx.db
    .select()
    .from(stockWarehouses)
    .where(and(eq(stockWarehouses.sellerId, sellerOf(ctx)), eq(stockWarehouses.skuId, skuId)))
    .orderBy(asc(stockWarehouses.warehouseId));
  const buffers = await buffersOf(ctx, [skuId]);
  const published = (await skuPlatforms.call(ctx, [skuId])).get(skuId) ?? [];
  return {
    skuId,
    sku,
    stockId: item?.id ?? null,
    onHand: level.onHand,
    reserved: level.reserved,
    available: availableStock(level),
    updatedAt: item ? iso(item.updatedAt) : null,
    warehouses: warehouses.map((w) => ({
      warehouseId: w.warehouseId,
      stock: w.onHand,
      updatedAt: iso(w.updatedAt),
    })),
    platforms: [...published].sort().map((platform) => {
      const buffer = bufferFor(buffers, skuId, platform);
      return { platform, buffer, available: availableStock(level, buffer) };
    }),
  };
}

function requirePlatform(platform: string): void {
  if (!platforms().some((p) => p.platform === platform)) {
    throw new DomainError('validation-failed', `platform: unknown platform ${platform}`, {
      field: 'platform',
    });
  }
}

/** What one platform may sell of a SKU. */
export async function getPlatformStock(ctx: Ctx, skuId: string, platform: string) {
  requirePlatform(platform);
  await requireSku(ctx, skuId);
  const item = await itemOf(ctx, skuId);
  const level = { onHand: item?.onHand ?? 0, reserved: item?.reserved ?? 0 };
  const buffer = bufferFor(await buffersOf(ctx, [skuId]), skuId, platform);
  return { skuId, platform, ...level, buffer, available: availableStock(level, buffer) };
}

/**
 * Sets a platform's safety buffer, for one SKU or (no skuId) every SKU, and pushes the platform's new
 * available stock. A SKU's own buffer beats the platform's (0 exempts a SKU from it).
 */
export async function setBuffer(ctx: Ctx, platform: string, input: { buffer: number; skuId?: string }) {
  requirePlatform(platform);
  if (input.skuId !== undefined) await requireSku(ctx, input.skuId);
  return withTransaction(ctx, async (tx) => {
    const sellerId = sellerOf(tx);
    const skuIds =
      input.skuId !== undefined
        ? [input.skuId]
        : (
            await tx.db
              .select({ skuId: stockItems.skuId })
              .from(stockItems)
              .where(eq(stockItems.sellerId, sellerId))
          ).map((row) => row.skuId);
    await lockStock(tx, skuIds, false);
    const now = tx.rt.clock.now().toISOString();
    const skuId = input.skuId ?? EVERY_SKU;
    const [previous] = await tx.db
      .select({ buffer: stockBuffers.buffer })
      .from(stockBuffers)
      .where(
        and(
          eq(stockBuffers.sellerId, sellerId),
          eq(stockBuffers.platform, platform),
          eq(stockBuffers.skuId, skuId),
        ),
      );
    await tx.db
      .insert(stockBuffers)
      .values({ sellerId, platform, skuId, buffer: input.buffer, updatedAt: now })
      .onConflictDoUpdate({
        target: [stockBuffers.sellerId, stockBuffers.platform, stockBuffers.skuId],
        set: { buffer: input.buffer, updatedAt: now },
      });
    if (previous?.buffer === input.buffer)
      return { platform, skuId: input.skuId ?? null, buffer: input.buffer };
    const levels = await tx.db
      .select(levelColumns)
      .from(stockItems)
      .where(and(eq(stockItems.sellerId, sellerId), inList(stockItems.skuId, skuIds)));
    await publish(tx, levels, platform);
    return { platform, skuId: input.skuId ?? null, buffer: input.buffer };
  });
}

export async function listBuffers(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(stockBuffers)
    .where(eq(stockBuffers.sellerId, sellerOf(ctx)))
    .orderBy(asc(stockBuffers.platform), asc(stockBuffers.skuId));
  return rows.map((row) => ({
    platform: row.platform,
    skuId: row.skuId === EVERY_SKU ? null : row.skuId,
    buffer: row.buffer,
    updatedAt: iso(row.updatedAt),
  }));
}

export interface Reservation {
  skuId: string;
  qty: number;
  orderId: string;
}

interface Moved extends Level {
  /** The reserved total moved (a repeated reservation moves nothing). */
  changed: boolean;
}

/**
 * The tail of a reservation statement: adds each SKU's change of reserved units (the CTE `delta`
 * with `sku_id`, `change`) to its running total, and answers the SKUs' new levels.
 * Runs under the SKUs' locks, so the changes were computed from what no one else is changing.
 */
function moveReserved(sellerId: string): SQL {
  return sql`moved as (
      update stock_items s set reserved = s.reserved + d.change
      from delta d
      where s.seller_id = ${sellerId} and s.sku_id = d.sku_id and d.change <> 0
    )
    select s.sku_id as "skuId", s.id as "stockId", s.on_hand as "onHand",
           (s.reserved + d.change)::int as "reserved", d.change <> 0 as "changed"
    from stock_items s join delta d on d.sku_id = s.sku_id
    where s.seller_id = ${sellerId}
    order by s.sku_id`;
}

/** Publishes the SKUs whose reserved total moved. */
async function publishMoved(ctx: Ctx, levels: readonly Moved[]): Promise<void> {
  await publish(
    ctx,
    levels.filter((level) => level.changed),
  );
}

/**
 * For orders (issue 9): holds units of SKUs for orders, so every channel stops offering them at once.
 * Idempotent per (order, SKU): reserving again sets the quantity. A reservation beyond what is on hand
 * is kept (the sale happened) and the SKU shows 0 available. Answers what each SKU has left to sell.
 * The SKUs' reserved totals move by the difference each reservation makes, in the same statement
 * that writes the reservations (re-summing every open reservation grew with the open orders).
 */
export async function reserveStock(
  ctx: Ctx,
  items: readonly Reservation[],
): Promise<{ skuId: string; available: number }[]> {
  if (items.length === 0) return [];
  const bad = items.findIndex((item) => !Number.isInteger(item.qty) || item.qty <= 0);
  if (bad >= 0) {
    throw new DomainError('validation-failed', `[${bad}].qty: must be a positive integer`, {
      field: `[${bad}].qty`,
    });
  }
  return withTransaction(ctx, async (tx) => {
    const sellerId = sellerOf(tx);
    const created = await lockStock(
      tx,
      items.map((item) => item.skuId),
      false,
    );
    // Every writer checks a SKU with the catalog before its stock row exists, so only SKUs new to
    // stock need asking; the rows created for an unknown one roll back with the error.
    if (created.size > 0) {
      const known = await skuCodes(tx, [...created]);
      const unknown = items.find((item) => created.has(item.skuId) && !known.has(item.skuId));
      if (unknown) throw notFound('SKU', unknown.skuId);
    }
    const now = tx.rt.clock.now().toISOString();
    const rows = items.map((item) => ({ o: item.orderId, s: item.skuId, q: item.qty }));
    const levels = await queryRows<Moved>(
      tx.db,
      // `before` reads the reservations as they were (every part of one statement sees the same
      // snapshot), so each SKU's change is what the new quantities add to the old.
      sql`with input as (
            select x.o as order_id, x.s as sku_id, sum(x.q)::int as qty
            from jsonb_to_recordset(${json(rows)}) as x(o text, s text, q int) group by x.o, x.s
          ), before as (
            select r.order_id, r.sku_id, r.qty from stock_reservations r
            join input i on i.order_id = r.order_id and i.sku_id = r.sku_id
            where r.seller_id = ${sellerId}
          ), held as (
            insert into stock_reservations (seller_id, order_id, sku_id, qty, created_at)
            select ${sellerId}, order_id, sku_id, qty, ${now} from input order by order_id, sku_id
            on conflict (seller_id, order_id, sku_id) do update set qty = excluded.qty
            where stock_reservations.qty <> excluded.qty
          ), delta as (
            select i.sku_id, sum(i.qty - coalesce(b.qty, 0))::int as change
            from input i left join before b on b.order_id = i.order_id and b.sku_id = i.sku_id
            group by i.sku_id
          ), ${moveReserved(sellerId)}`,
    );
    await publishMoved(tx, levels);
    return levels.map((level) => ({ skuId: level.skuId, available: availableStock(level) }));
  });
}

/**
 * For orders (issue 9): `reserveStock` for orders the caller's transaction has just created, of SKUs
 * the catalog knows. No reservation of theirs can exist yet, so nothing needs reading under the
 * lock first: one statement locks the SKUs' stock rows in the writers' order (creating empty ones),
 * adds the units to their reserved totals, writes the reservations and appends `stock.StockUpdated`
 * (the ads follow it to the channels). Half the round trips of `reserveStock`, on the path every order
 * of a seller's burst waits on.
 */
export async function holdForNewOrders(ctx: Ctx, items: readonly Reservation[]): Promise<void> {
  if (items.length === 0) return;
  await ctx.db.execute(sql`with ${newOrderHolds(ctx, items, () => sql`true`)} select 1`);
}

/**
 * `holdForNewOrders` inside the statement that creates the orders, so both take one round trip: the
 * CTEs (named `hold_…`) hold the items of the orders `isNew` keeps (a condition on an order id
 * column: the ids the statement inserted). Same locks, in the same order, as every stock writer.
 */
export function newOrderHolds(ctx: Ctx, items: readonly Reservation[], isNew: (orderId: SQL) => SQL): SQL {
  const sellerId = sellerOf(ctx);
  const now = ctx.rt.clock.now().toISOString();
  const skuIds = sorted(items.map((item) => item.skuId));
  const column = (values: (string | number)[]) => arrayLiteral(values.map(String));
  return sql`hold_input as (
      select x.o as order_id, x.s as sku_id, sum(x.q)::int as qty
      from unnest(${column(items.map((item) => item.orderId))}::text[],
                  ${column(items.map((item) => item.skuId))}::text[],
                  ${column(items.map((item) => item.qty))}::int[]) as x(o, s, q)
      where ${isNew(sql`x.o`)}
      group by x.o, x.s
    ), hold_per_sku as (
      select k.sku_id, k.stock_id, k.event_id, d.change
      from unnest(${column(skuIds)}::text[], ${column(skuIds.map(() => newId('stk')))}::text[],
                  ${column(skuIds.map(() => newId('evt')))}::text[]) as k(sku_id, stock_id, event_id)
      join (select sku_id, sum(qty)::int as change from hold_input group by sku_id) d on d.sku_id = k.sku_id
    ), hold_moved as (
      insert into stock_items (seller_id, sku_id, id, on_hand, reserved, updated_at, created_at)
      select ${sellerId}, sku_id, stock_id, 0, change, ${now}, ${now} from hold_per_sku order by sku_id
      on conflict (seller_id, sku_id) do update set reserved = stock_items.reserved + excluded.reserved
      returning sku_id, id, on_hand, reserved
    ), hold_rows as (
      insert into stock_reservations (seller_id, order_id, sku_id, qty, created_at)
      select ${sellerId}, order_id, sku_id, qty, ${now} from hold_input
    ), hold_announced as (${outboxInsert(
      ctx,
      'stock.StockUpdated',
      sql`select k.event_id, jsonb_build_object('stockId', m.id, 'skuId', m.sku_id)
          from hold_moved m join hold_per_sku k on k.sku_id = m.sku_id`,
    )})`;
}

/** For orders (issue 9): gives back what an order held (it shipped or was canceled); repeatable. */
export async function releaseStock(ctx: Ctx, orderId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const sellerId = sellerOf(tx);
    // The SKUs the order holds, locked in the writers' order (a reservation's SKU has its stock row).
    const held = await queryRows<{ sku_id: string }>(
      tx.db,
      sql`select sku_id from stock_items
          where seller_id = ${sellerId}
            and sku_id in (select sku_id from stock_reservations where seller_id = ${sellerId} and order_id = ${orderId})
          order by sku_id for update`,
    );
    if (held.length === 0) return;
    const levels = await queryRows<Moved>(
      tx.db,
      sql`with gone as (
            delete from stock_reservations where seller_id = ${sellerId} and order_id = ${orderId}
            returning sku_id, qty
          ), delta as (
            select sku_id, -sum(qty)::int as change from gone group by sku_id
          ), ${moveReserved(sellerId)}`,
    );
    await publishMoved(tx, levels);
  });
}
