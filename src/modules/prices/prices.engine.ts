import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvents, type EventDraft } from '../../platform/events/events.ts';
import { arrayLiteral, inKeyPage, inList, queryRows } from '../../platform/db/sql.ts';
import { newId } from '../../platform/ids.ts';
import { isoOrNull } from '../../platform/time.ts';
import type { Runtime } from '../../platform/runtime.ts';
import {
  EVERY_PLATFORM,
  resolveSkuPrices,
  type PriceEntry,
  type PriceType,
  type PromotionOffer,
  type ResolvedPrice,
} from './domain/effective-price.ts';
import { samePrice } from './domain/money.ts';
import type { PriceWrite } from './domain/price-write.ts';
import { prices } from './prices.tables.ts';
import { auditPriceWrites } from './prices.audit.ts';

/**
 * The price engine: every change of what a SKU costs goes through here, set-based. A writer locks
 * the SKUs (their SKU-wide `prices` row), changes its inputs (entries, promotion items), then
 * `recompute` resolves each SKU again and writes what changed — resolved rows, history and outbox
 * events — in the caller's transaction (the ads follow the events, ADS-90). The lock makes resolutions of one SKU
 * run one after the other, so a resolution never overwrites a newer one with stale inputs.
 */

type PriceSource = 'API' | 'ADMIN' | 'RULE' | 'PROMOTION' | 'SCHEDULE';

/** Who or what changed prices: recorded on every history entry. */
export interface ChangeOrigin {
  source: PriceSource;
  ruleId?: string;
  promotionId?: string;
}

const RECOMPUTE_JOB = 'prices.recompute';

interface RecomputeJob {
  sellerId: string;
  skuIds: string[];
}

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

/**
 * Locks the SKUs for a resolution, creating their SKU-wide row when they have none. Sorted, so two
 * writers of overlapping batches take their locks in the same order. An existing row is locked and
 * not written (`do update ... where false` locks every conflicting row and updates none): the
 * resolution writes it when something changed, and a write aimed at the SKUs moves their
 * `lastModifiedDt` there, so a 10,000-SKU batch stores each SKU-wide row once, not twice (PRC-19).
 * Returns the SKUs whose row it created (already stamped with the write's time).
 */
export async function lockSkus(ctx: Ctx, skuIds: readonly string[]): Promise<Set<string>> {
  if (skuIds.length === 0) return new Set();
  const now = ctx.rt.clock.now().toISOString();
  const ids = sorted(skuIds);
  const created = await queryRows<{ sku_id: string }>(
    ctx.db,
    sql`insert into prices (seller_id, sku_id, platform, id, last_modified_at, updated_at, created_at)
        select ${sellerOf(ctx)}, x.s, ${EVERY_PLATFORM}, x.id, ${now}, ${now}, ${now}
        from unnest(${arrayLiteral(ids)}::text[], ${arrayLiteral(ids.map(() => newId('prc')))}::text[]) as x(s, id)
        order by x.s
        on conflict (seller_id, sku_id, platform) do update set last_modified_at = excluded.last_modified_at
        where false
        returning sku_id`,
  );
  return new Set(created.map((row) => row.sku_id));
}

/** Stores the prices as written; a price equal to the stored one (value and window) is left as it is. */
export async function upsertEntries(
  ctx: Ctx,
  origin: ChangeOrigin,
  writes: readonly PriceWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  const now = ctx.rt.clock.now().toISOString();
  const column = (of: (w: PriceWrite) => string | null) => arrayLiteral(writes.map(of));
  await ctx.db.execute(
    sql`insert into price_entries (seller_id, sku_id, platform, price_type, value, start_at, end_at, source,
                                   rule_id, promotion_id, created_at, updated_at)
        select ${sellerOf(ctx)}, x.s, x.p, x.t, x.v::numeric(14,2), x.st, x.en, ${origin.source},
               ${origin.ruleId ?? null}, ${origin.promotionId ?? null}, ${now}, ${now}
        from unnest(${column((w) => w.skuId)}::text[], ${column((w) => w.platform)}::text[],
                    ${column((w) => w.priceType)}::text[], ${column((w) => w.value)}::numeric[],
                    ${column((w) => w.startAt)}::timestamptz[], ${column((w) => w.endAt)}::timestamptz[])
             as x(s, p, t, v, st, en)
        order by x.s, x.p, x.t
        on conflict (seller_id, sku_id, platform, price_type) do update
        set value = excluded.value, start_at = excluded.start_at, end_at = excluded.end_at,
            source = excluded.source, rule_id = excluded.rule_id, promotion_id = excluded.promotion_id,
            updated_at = excluded.updated_at
        where (price_entries.value, price_entries.start_at, price_entries.end_at)
              is distinct from (excluded.value, excluded.start_at, excluded.end_at)`,
  );
}

/**
 * A dated PROMOTION price starts or ends at a time no request marks: a recompute of its SKUs is
 * scheduled at each boundary still ahead (one entry per boundary and write, whatever the batch size).
 */
async function scheduleWindows(ctx: Ctx, writes: readonly PriceWrite[]): Promise<void> {
  const now = ctx.rt.clock.now().getTime();
  const byTime = new Map<string, Set<string>>();
  for (const w of writes) {
    for (const at of [w.startAt, w.endAt]) {
      if (at === null || new Date(at).getTime() <= now) continue;
      byTime.set(at, (byTime.get(at) ?? new Set()).add(w.skuId));
    }
  }
  for (const [at, skuIds] of byTime) {
    await ctx.rt.scheduler.schedule(ctx, {
      job: RECOMPUTE_JOB,
      runAt: new Date(at),
      data: { sellerId: sellerOf(ctx), skuIds: [...skuIds] } satisfies RecomputeJob,
      key: `prices:window:${newId('win')}`,
    });
  }
}

type PriceRow = typeof prices.$inferSelect;

/** A resolved row as the engine compares it: only what resolution decides, windows as ISO strings. */
interface StoredPrice extends Omit<ResolvedPrice, 'platform'> {
  id: string;
}

interface SkuInputs {
  entries: PriceEntry[];
  offers: PromotionOffer[];
  current: Map<string, StoredPrice>;
}

/**
 * How a read picks the rows of a list of SKUs: `inList`, or `inKeyPage` when the SKUs are a page of
 * neighbouring ids (a price formation job's batch), which bounds the index scan to their range.
 */
export type SkuMatch = typeof inList;

type EntryRow = {
  sku_id: string;
  platform: string;
  price_type: PriceType;
  value: string;
  start_at: string | null;
  end_at: string | null;
};

/** The stored entries of the SKUs, per SKU (one lean read: numbers as text, ids as one array parameter). */
async function entriesOf(
  ctx: Ctx,
  skuIds: readonly string[],
  match: SkuMatch,
): Promise<Map<string, PriceEntry[]>> {
  const rows = await queryRows<EntryRow>(
    ctx.db,
    sql`select sku_id, platform, price_type, value::text, start_at::text, end_at::text from price_entries
        where seller_id = ${sellerOf(ctx)} and ${match(sql`sku_id`, [...skuIds])}`,
  );
  const bySku = new Map<string, PriceEntry[]>();
  for (const e of rows) {
    const entry: PriceEntry = {
      platform: e.platform,
      priceType: e.price_type,
      value: e.value,
      startAt: isoOrNull(e.start_at),
      endAt: isoOrNull(e.end_at),
    };
    const list = bySku.get(e.sku_id);
    if (list) list.push(entry);
    else bySku.set(e.sku_id, [entry]);
  }
  return bySku;
}

/**
 * The entries as `upsertEntries` leaves them: each write replaces the entry of its scope and price
 * type, or adds one. Writes are normalised the way the database stores them (cents, ISO windows), so
 * resolving from these is resolving from a fresh read, without reading the entries a second time.
 */
function withWrites(
  stored: ReadonlyMap<string, readonly PriceEntry[]>,
  writes: readonly PriceWrite[],
): Map<string, PriceEntry[]> {
  const result = new Map<string, PriceEntry[]>();
  for (const [skuId, entries] of stored) result.set(skuId, [...entries]);
  for (const w of writes) {
    const entries = result.get(w.skuId) ?? [];
    result.set(w.skuId, entries);
    const entry = {
      platform: w.platform,
      priceType: w.priceType,
      value: w.value,
      startAt: w.startAt,
      endAt: w.endAt,
    };
    const i = entries.findIndex((e) => e.platform === w.platform && e.priceType === w.priceType);
    if (i >= 0) entries[i] = entry;
    else entries.push(entry);
  }
  return result;
}

/**
 * Everything the SKUs' resolution depends on, in three lean reads (only the columns resolution
 * uses, numbers as text, ids as one array parameter), grouped per SKU; the entries' read is skipped
 * when the caller holds them already (`writePrices` read them for the change history).
 */
async function loadInputs(
  ctx: Ctx,
  skuIds: string[],
  match: SkuMatch,
  known: Map<string, PriceEntry[]> | undefined,
): Promise<Map<string, SkuInputs>> {
  const sellerId = sellerOf(ctx);
  const entries = known ?? (await entriesOf(ctx, skuIds, match));
  const offers = await queryRows<{
    sku_id: string;
    platform: string;
    promotion_id: string;
    rule_type: PromotionOffer['ruleType'];
    value: string;
    start_at: string | null;
    end_at: string | null;
  }>(
    ctx.db,
    // A FINISHED promotion has items only where the guard held its end (PRC-37): its price stays there, past its end.
    sql`select i.sku_id, i.platform, p.id as promotion_id, p.rule_type, p.value::text, p.start_at::text,
               case when p.status = 'ACTIVE' then p.end_at::text end as end_at
        from promotion_items i join promotions p on p.seller_id = i.seller_id and p.id = i.promotion_id
        where i.seller_id = ${sellerId} and ${match(sql`i.sku_id`, skuIds)} and p.status <> 'INACTIVE'`,
  );
  const current = await queryRows<{
    sku_id: string;
    platform: string;
    id: string;
    list_price: string | null;
    sale_price: string | null;
    price_type: PriceType | null;
    promotion_id: string | null;
    start_at: string | null;
    end_at: string | null;
  }>(
    ctx.db,
    sql`select sku_id, platform, id, list_price::text, sale_price::text, price_type, promotion_id,
               start_at::text, end_at::text
        from prices where seller_id = ${sellerId} and ${match(sql`sku_id`, skuIds)}`,
  );
  const bySku = new Map<string, SkuInputs>();
  const of = (skuId: string) => {
    let inputs = bySku.get(skuId);
    if (!inputs) bySku.set(skuId, (inputs = { entries: [], offers: [], current: new Map() }));
    return inputs;
  };
  for (const [skuId, list] of entries) of(skuId).entries = list;
  for (const o of offers) {
    of(o.sku_id).offers.push({
      promotionId: o.promotion_id,
      platform: o.platform,
      ruleType: o.rule_type,
      value: o.value,
      startAt: isoOrNull(o.start_at),
      endAt: isoOrNull(o.end_at),
    });
  }
  for (const r of current) {
    of(r.sku_id).current.set(r.platform, {
      id: r.id,
      listPrice: r.list_price,
      salePrice: r.sale_price,
      priceType: r.price_type,
      promotionId: r.promotion_id,
      startAt: isoOrNull(r.start_at),
      endAt: isoOrNull(r.end_at),
    });
  }
  return bySku;
}

const changedValues = (before: StoredPrice | undefined, after: ResolvedPrice) =>
  !samePrice(before?.listPrice ?? null, after.listPrice) ||
  !samePrice(before?.salePrice ?? null, after.salePrice);

const changedState = (before: StoredPrice | undefined, after: ResolvedPrice) =>
  !before ||
  changedValues(before, after) ||
  before.priceType !== after.priceType ||
  before.promotionId !== after.promotionId ||
  before.startAt !== after.startAt ||
  before.endAt !== after.endAt;

/**
 * `price.PriceUpdated` for the scopes of one SKU that changed: one per scope, except for a rule's
 * change of several scopes, which is one event of the SKU (`price.updated` goes out once per
 * SKU a rule affects) naming its SKU-wide price, whose read shows every platform.
 */
function priceEvents(
  skuId: string,
  changed: readonly { id: string; platform: string }[],
  skuWidePriceId: string | undefined,
  origin: ChangeOrigin,
): EventDraft[] {
  const ruleId = origin.ruleId ? { ruleId: origin.ruleId } : {};
  if (origin.source === 'RULE' && changed.length > 1 && skuWidePriceId !== undefined) {
    return [{ name: 'price.PriceUpdated', payload: { priceId: skuWidePriceId, skuId, ...ruleId } }];
  }
  return changed.map(({ id, platform }) => ({
    name: 'price.PriceUpdated' as const,
    payload: { priceId: id, skuId, ...(platform === EVERY_PLATFORM ? {} : { platform }), ...ruleId },
  }));
}

/** A resolved scope to store: its SKU, platform and row id with what resolution decided. */
interface ResolvedRow extends Omit<ResolvedPrice, 'platform'> {
  s: string;
  p: string;
  id: string;
  /** The SKU had no row for this scope. */
  fresh: boolean;
}

/** A history entry to store: old and new sale (`ov`, `nv`) and list (`ol`, `nl`) prices. */
interface HistoryRow {
  id: string;
  s: string;
  p: string;
  t: PriceType | null;
  ov: string | null;
  nv: string | null;
  ol: string | null;
  nl: string | null;
}

/** How `recompute` reads and what the change was. */
export interface RecomputeOptions {
  match?: SkuMatch;
  /** A write aimed at the SKUs: their `lastModifiedDt` moves even when no price changes (PRC-05). */
  touched?: boolean;
  /** SKUs whose SKU-wide row `lockSkus` just created: it holds the write's time already. */
  created?: ReadonlySet<string>;
  /** The SKUs' entries as stored now, when the caller has them (see `withWrites`). */
  entries?: Map<string, PriceEntry[]>;
}

/**
 * Resolves the SKUs again (they must be locked) and writes what changed. Returns how many scopes got
 * a new list or sale price.
 */
export async function recompute(
  ctx: Ctx,
  skuIds: readonly string[],
  origin: ChangeOrigin,
  { match = inList, touched = false, created = new Set(), entries }: RecomputeOptions = {},
): Promise<number> {
  if (skuIds.length === 0) return 0;
  const ids = sorted(skuIds);
  const sellerId = sellerOf(ctx);
  const now = ctx.rt.clock.now();
  const at = now.toISOString();
  const inputs = await loadInputs(ctx, ids, match, entries);
  const none: SkuInputs = { entries: [], offers: [], current: new Map() };

  const rows: ResolvedRow[] = [];
  const history: HistoryRow[] = [];
  const events: EventDraft[] = [];
  for (const skuId of ids) {
    const { entries, offers, current } = inputs.get(skuId) ?? none;
    const resolved = resolveSkuPrices(entries, offers, current.keys(), now);
    const changed: { id: string; platform: string }[] = [];
    for (const price of resolved) {
      const before = current.get(price.platform);
      if (!changedState(before, price)) continue;
      const id = before?.id ?? newId('prc');
      // Fields named one by one: a rest-and-spread copy of each resolved scope was most of this loop's time.
      rows.push({
        s: skuId,
        p: price.platform,
        id,
        fresh: before === undefined,
        listPrice: price.listPrice,
        salePrice: price.salePrice,
        priceType: price.priceType,
        promotionId: price.promotionId,
        startAt: price.startAt,
        endAt: price.endAt,
      });
      if (!changedValues(before, price)) continue;
      history.push({
        id: newId('prh'),
        s: skuId,
        p: price.platform,
        t: price.priceType,
        ov: before?.salePrice ?? null,
        nv: price.salePrice,
        ol: before?.listPrice ?? null,
        nl: price.listPrice,
      });
      changed.push({ id, platform: price.platform });
    }
    events.push(...priceEvents(skuId, changed, current.get(EVERY_PLATFORM)?.id, origin));
  }

  if (rows.length > 0) {
    const scopes = (list: readonly ResolvedRow[]) => {
      const column = (of: (row: ResolvedRow) => string | null) => arrayLiteral(list.map(of));
      return sql`unnest(${column((r) => r.s)}::text[], ${column((r) => r.p)}::text[], ${column((r) => r.id)}::text[],
                        ${column((r) => r.listPrice)}::numeric[], ${column((r) => r.salePrice)}::numeric[],
                        ${column((r) => r.priceType)}::text[], ${column((r) => r.promotionId)}::text[],
                        ${column((r) => r.startAt)}::timestamptz[], ${column((r) => r.endAt)}::timestamptz[])
                 as x(s, p, id, list, sale, t, promo, st, en)`;
    };
    // Scopes the SKUs never had are plain inserts: no other writer can add them while the SKUs are
    // locked, and an upsert costs PostgreSQL nearly twice an insert per row.
    await ctx.db.execute(
      sql`with fresh as (
            insert into prices (seller_id, sku_id, platform, id, list_price, sale_price, price_type, promotion_id,
                                start_at, end_at, last_modified_at, updated_at, created_at)
            select ${sellerId}, x.s, x.p, x.id, x.list, x.sale, x.t, x.promo, x.st, x.en, ${at}, ${at}, ${at}
            from ${scopes(rows.filter((r) => r.fresh))}
            order by x.s, x.p
          )
          insert into prices (seller_id, sku_id, platform, id, list_price, sale_price, price_type, promotion_id,
                              start_at, end_at, last_modified_at, updated_at, created_at)
          select ${sellerId}, x.s, x.p, x.id, x.list, x.sale, x.t, x.promo, x.st, x.en, ${at}, ${at}, ${at}
          from ${scopes(rows.filter((r) => !r.fresh))}
          order by x.s, x.p
          on conflict (seller_id, sku_id, platform) do update
          set list_price = excluded.list_price, sale_price = excluded.sale_price, price_type = excluded.price_type,
              promotion_id = excluded.promotion_id, start_at = excluded.start_at, end_at = excluded.end_at,
              last_modified_at = case when ${touched} and prices.platform = ${EVERY_PLATFORM}
                                      then excluded.last_modified_at else prices.last_modified_at end,
              updated_at = case when (prices.list_price, prices.sale_price)
                                     is distinct from (excluded.list_price, excluded.sale_price)
                                then excluded.updated_at else prices.updated_at end`,
    );
  }
  if (touched) {
    // SKUs whose SKU-wide row the resolution left alone still take the write's time (lockSkus).
    const written = new Set(rows.filter((r) => r.p === EVERY_PLATFORM).map((r) => r.s));
    const untouched = ids.filter((id) => !written.has(id) && !created.has(id));
    if (untouched.length > 0) {
      await ctx.db.execute(
        sql`update prices set last_modified_at = ${at}
            where seller_id = ${sellerId} and platform = ${EVERY_PLATFORM} and ${match(sql`sku_id`, untouched)}`,
      );
    }
  }
  if (history.length > 0) {
    const column = (of: (row: HistoryRow) => string | null) => arrayLiteral(history.map(of));
    await ctx.db.execute(
      sql`insert into price_history (seller_id, id, sku_id, platform, price_type, old_value, new_value,
                                     old_list_price, new_list_price, source, rule_id, promotion_id, at)
          select ${sellerId}, x.id, x.s, x.p, x.t, x.ov, x.nv, x.ol, x.nl, ${origin.source}, ${origin.ruleId ?? null},
                 ${origin.promotionId ?? null}, ${at}
          from unnest(${column((h) => h.id)}::text[], ${column((h) => h.s)}::text[], ${column((h) => h.p)}::text[],
                      ${column((h) => h.t)}::text[], ${column((h) => h.ov)}::numeric[], ${column((h) => h.nv)}::numeric[],
                      ${column((h) => h.ol)}::numeric[], ${column((h) => h.nl)}::numeric[])
               as x(id, s, p, t, ov, nv, ol, nl)`,
    );
  }
  await appendEvents(ctx, events);
  return history.length;
}

/**
 * Decides, under the SKUs' lock and with their stored entries, which writes go through (the profit
 * guard holds the others); the rest of the write sees only those.
 */
export type WriteScreen = (
  ctx: Ctx,
  origin: ChangeOrigin,
  writes: readonly PriceWrite[],
  stored: ReadonlyMap<string, readonly PriceEntry[]>,
) => Promise<readonly PriceWrite[]>;

/**
 * The SKUs' stored entries, per SKU, read outside a write (a guard preview). Bounded by the list's own
 * range: a simulation previews pages of 20,000 neighbouring SKUs, which a plain list read by scanning the
 * whole table.
 */
export const storedEntries = (ctx: Ctx, skuIds: readonly string[]) =>
  entriesOf(ctx, [...new Set(skuIds)], inKeyPage);

/** Locks, stores the writes and resolves their SKUs in one transaction; returns how many scopes changed. */
export function writePrices(
  ctx: Ctx,
  origin: ChangeOrigin,
  requested: readonly PriceWrite[],
  match: SkuMatch = inList,
  screen?: WriteScreen,
): Promise<number> {
  return withTransaction(ctx, async (tx) => {
    const requestedIds = sorted(requested.map((w) => w.skuId));
    const created = await lockSkus(tx, requestedIds);
    // One read of the entries serves the guard, the change history (before) and the resolution (after).
    const stored = await entriesOf(tx, requestedIds, match);
    const writes = screen ? await screen(tx, origin, requested, stored) : requested;
    const skuIds = sorted(writes.map((w) => w.skuId));
    await auditPriceWrites(tx, writes, stored);
    await upsertEntries(tx, origin, writes);
    await scheduleWindows(tx, writes);
    const entries = withWrites(stored, writes);
    return recompute(tx, skuIds, origin, { match, touched: true, created, entries });
  });
}

/**
 * What a window boundary does before the SKUs are resolved again, under their lock: the profit guard
 * of the dated prices that start (PRC-38).
 */
export type BoundaryScreen = (ctx: Ctx, skuIds: readonly string[]) => Promise<void>;

/** At a dated price's start or end, its SKUs are resolved again, in one transaction. */
export function defineRecompute(rt: Runtime, screen: BoundaryScreen): void {
  rt.jobs.define<RecomputeJob>({
    name: RECOMPUTE_JOB,
    handle: (job) =>
      withTransaction(systemCtx(rt, job.sellerId), async (tx) => {
        await lockSkus(tx, job.skuIds);
        await screen(tx, job.skuIds);
        await recompute(tx, job.skuIds, { source: 'SCHEDULE' });
      }),
  });
}

/**
 * What each scope of these SKUs would sell for without one promotion, nothing written: what a
 * promotion's end brings back. The SKUs must be locked.
 */
export async function resolvedWithout(
  ctx: Ctx,
  skuIds: readonly string[],
  promotionId: string,
): Promise<Map<string, ResolvedPrice[]>> {
  const ids = sorted(skuIds);
  const inputs = await loadInputs(ctx, ids, inList, undefined);
  const now = ctx.rt.clock.now();
  const result = new Map<string, ResolvedPrice[]>();
  for (const [skuId, { entries, offers, current }] of inputs) {
    const others = offers.filter((o) => o.promotionId !== promotionId);
    result.set(skuId, resolveSkuPrices(entries, others, current.keys(), now));
  }
  return result;
}

/**
 * What each scope of these SKUs sells for now: the ads read it when a `price.PriceUpdated` or a new ad
 * reaches them (ADS-90). The SKU-wide scope has a null platform; a scope without a sale price is left out.
 */
export async function salePricesOf(
  ctx: Ctx,
  skuIds: readonly string[],
): Promise<{ skuId: string; platform: string | null; value: string }[]> {
  if (skuIds.length === 0) return [];
  const rows = await ctx.db
    .select({ skuId: prices.skuId, platform: prices.platform, value: prices.salePrice })
    .from(prices)
    .where(
      and(
        eq(prices.sellerId, sellerOf(ctx)),
        inList(prices.skuId, [...new Set(skuIds)]),
        isNotNull(prices.salePrice),
      ),
    );
  return rows.map((row) => ({
    skuId: row.skuId,
    platform: row.platform === EVERY_PLATFORM ? null : row.platform,
    value: row.value!,
  }));
}

/** The resolved rows of these SKUs. */
export async function resolvedRows(ctx: Ctx, skuIds: readonly string[]): Promise<PriceRow[]> {
  if (skuIds.length === 0) return [];
  return ctx.db
    .select()
    .from(prices)
    .where(and(eq(prices.sellerId, sellerOf(ctx)), inList(prices.skuId, [...new Set(skuIds)])));
}

/** The scopes where a promotion gives the sale price now: what it leaves behind when prices are kept. */
export function scopesWonBy(ctx: Ctx, promotionId: string) {
  return ctx.db
    .select({ skuId: prices.skuId, platform: prices.platform, salePrice: prices.salePrice })
    .from(prices)
    .where(and(eq(prices.sellerId, sellerOf(ctx)), eq(prices.promotionId, promotionId)));
}
