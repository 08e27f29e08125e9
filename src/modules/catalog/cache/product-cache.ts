import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../../platform/context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { productDto } from '../catalog.mapping.ts';
import type { SkuCost } from '../catalog.queries.ts';

/**
 * The catalog's read caches: the product representation per (seller, skuId) and (seller, productId),
 * and a SKU's cost per (seller, skuId) (`skuCosts`),
 * never served after a write that changed it has committed.
 *
 * Staleness is kept as marks (a sequence number per seller, product and variation), each taken when
 * a change is announced; an entry carries the sequence number taken before its rows were read, so
 * an entry computed from rows older than a change can never be served after the change's mark, even
 * when it is stored after it. The writing process marks right after its commit; every other process
 * marks when the NOTIFY sent inside the writing transaction arrives, which PostgreSQL delivers on
 * commit (the writer skips its own: late, it would only throw away entries computed after the change). The cache serves only while that channel is listened to: when the
 * listener connection drops it stops serving, and it starts again empty once listening again. The
 * TTL is a safety net.
 */
export const PRODUCT_CACHE_TTL_MS = 60_000;
export const PRODUCT_CACHE_CHANNEL = 'feira_catalog_cache';
/** NOTIFY payloads stop at 8,000 bytes; a longer change is announced as seller-wide. */
const MAX_PAYLOAD = 7_000;

/** What a write changed: the whole seller's catalog (`all`), or some products and variations. */
export interface ProductChange {
  sellerId: string;
  all?: boolean;
  productIds?: string[];
  skuIds?: string[];
}

interface Entry<V> {
  stamp: number;
  sellerId: string;
  productId: string;
  /** Variations of other products the value reads (a kit's components' costs). */
  skuIds: readonly string[];
  value: V;
}

const sellerMark = (sellerId: string) => sellerId;
const productMark = (sellerId: string, productId: string) => `${sellerId}\u0000p\u0000${productId}`;
const skuMark = (sellerId: string, skuId: string) => `${sellerId}\u0000s\u0000${skuId}`;

export class ProductCache<V extends object> {
  private seq = 0;
  /** Nothing computed before this sequence number is served (set when the channel dropped or came back). */
  private floor = 0;
  private listening = false;
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly marks: LRUCache<string, number>;

  constructor(clock: Clock, max = 20_000) {
    const perf = { now: () => clock.now().getTime() };
    this.entries = new LRUCache({ max, ttl: PRODUCT_CACHE_TTL_MS, perf });
    // A mark matters only while an entry older than it can be alive (the TTL); should marks be
    // pushed out early by volume, the entries go with them rather than turn stale silently.
    this.marks = new LRUCache({
      max: 200_000,
      ttl: PRODUCT_CACHE_TTL_MS,
      perf,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.entries.clear();
      },
    });
  }

  /** Taken before reading the rows a value is computed from. */
  begin(): number {
    return ++this.seq;
  }

  get(sellerId: string, key: string): V | undefined {
    if (!this.listening) return undefined;
    const id = `${sellerId}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const after = (mark: string) => (this.marks.get(mark) ?? 0) > entry.stamp;
    if (
      after(sellerMark(sellerId)) ||
      after(productMark(sellerId, entry.productId)) ||
      entry.skuIds.some((skuId) => after(skuMark(sellerId, skuId)))
    ) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  set(
    sellerId: string,
    keys: readonly string[],
    stamp: number,
    productId: string,
    skuIds: readonly string[],
    value: V,
  ): void {
    if (!this.listening || stamp <= this.floor) return;
    const entry = { stamp, sellerId, productId, skuIds, value };
    for (const key of keys) this.entries.set(`${sellerId}\u0000${key}`, entry);
  }

  apply(change: ProductChange): void {
    const mark = ++this.seq;
    if (change.all) this.marks.set(sellerMark(change.sellerId), mark);
    for (const id of change.productIds ?? []) this.marks.set(productMark(change.sellerId, id), mark);
    for (const id of change.skuIds ?? []) this.marks.set(skuMark(change.sellerId, id), mark);
  }

  /** Notifications may be missed from now on: serve nothing until listening again. */
  lost(): void {
    this.listening = false;
    this.floor = ++this.seq;
    this.entries.clear();
  }

  /** Listening (again): everything computed before now may have missed a change. */
  listen(): void {
    this.floor = ++this.seq;
    this.entries.clear();
    this.listening = true;
  }
}

export type ProductDto = ReturnType<typeof productDto>;

/** A runtime's catalog caches: both are kept by the same announcements, from one origin on the channel. */
interface CatalogCaches {
  /** This process on the channel. */
  origin: string;
  products: ProductCache<ProductDto>;
  /** `skuCosts` per (seller, skuId): what every order taken in reads of its SKUs. */
  costs: ProductCache<SkuCost>;
}

const perRuntime = new WeakMap<Runtime, CatalogCaches>();

function cachesOf(rt: Runtime): CatalogCaches {
  let caches = perRuntime.get(rt);
  if (!caches) {
    caches = {
      origin: randomUUID(),
      products: new ProductCache<ProductDto>(rt.clock),
      costs: new ProductCache<SkuCost>(rt.clock),
    };
    perRuntime.set(rt, caches);
  }
  return caches;
}

const each = (
  caches: CatalogCaches,
  fn: (cache: Pick<ProductCache<object>, 'apply' | 'lost' | 'listen'>) => void,
) => {
  fn(caches.products);
  fn(caches.costs);
};

export const productCacheOf = (rt: Runtime): ProductCache<ProductDto> => cachesOf(rt).products;
export const skuCostCacheOf = (rt: Runtime): ProductCache<SkuCost> => cachesOf(rt).costs;

/** Makes this runtime's caches serve for as long as they hear the channel; returns the unsubscribe function. */
export async function listenForProductChanges(rt: Runtime): Promise<() => Promise<void>> {
  const caches = cachesOf(rt);
  const unlisten = await rt.database.listen(
    PRODUCT_CACHE_CHANNEL,
    (payload) => {
      const message = parseProductChange(payload);
      if (message && message.origin !== caches.origin) each(caches, (cache) => cache.apply(message.change));
    },
    {
      onLost: () => each(caches, (cache) => cache.lost()),
      onRestored: () => each(caches, (cache) => cache.listen()),
    },
  );
  each(caches, (cache) => cache.listen());
  return async () => {
    each(caches, (cache) => cache.lost());
    await unlisten();
  };
}

function parseProductChange(payload: string): { change: ProductChange; origin: string | null } | null {
  try {
    const message = JSON.parse(payload) as Partial<ProductChange> & { origin?: unknown };
    if (typeof message.sellerId !== 'string') return null;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((x) => typeof x === 'string') : []);
    const change = {
      sellerId: message.sellerId,
      all: message.all === true,
      productIds: strings(message.productIds),
      skuIds: strings(message.skuIds),
    };
    return { change, origin: typeof message.origin === 'string' ? message.origin : null };
  } catch {
    return null;
  }
}

/** What a catalog write records of what it changes, for the caches. */
export class Touched {
  all = false;
  readonly productIds = new Set<string>();
  readonly skuIds = new Set<string>();

  product(productId: string, skuIds: Iterable<string> = []): void {
    this.productIds.add(productId);
    for (const id of skuIds) this.skuIds.add(id);
  }

  change(sellerId: string): ProductChange | null {
    if (!this.all && this.productIds.size === 0 && this.skuIds.size === 0) return null;
    const precise = { sellerId, productIds: [...this.productIds], skuIds: [...this.skuIds] };
    return this.all || JSON.stringify(precise).length > MAX_PAYLOAD ? { sellerId, all: true } : precise;
  }
}

/**
 * Runs a catalog write in a transaction (the caller's when there is one) that announces what it
 * touched to every process's product cache on commit. When the transaction is this call's own,
 * this process forgets right after the commit, so the writer's next read is fresh, and its listener
 * skips the message; joined to a caller's transaction, it learns of the commit by the message too.
 */
export async function writingCatalog<T>(ctx: Ctx, fn: (tx: Ctx, touched: Touched) => Promise<T>): Promise<T> {
  const touched = new Touched();
  const sellerId = sellerOf(ctx);
  const caches = cachesOf(ctx.rt);
  const owned = !ctx.inTransaction;
  const { value, change } = await withTransaction(ctx, async (tx) => {
    const value = await fn(tx, touched);
    const change = touched.change(sellerId);
    if (change)
      await tx.db.execute(
        sql`select pg_notify(${PRODUCT_CACHE_CHANNEL}, ${JSON.stringify(owned ? { ...change, origin: caches.origin } : change)})`,
      );
    return { value, change };
  });
  if (change && owned) each(caches, (cache) => cache.apply(change));
  return value;
}
