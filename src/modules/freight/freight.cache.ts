import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * The quote cache of spec 8: by (seller, skuId, qty, postal code), 5 minutes. An entry is stale
 * once the seller's freight configuration or one of its SKUs changed after the entry's computation
 * started; staleness is kept as marks (a sequence number per seller and per SKU), so invalidating
 * costs nothing and no entry computed from old data can slip in after the invalidation.
 *
 * Each process has its own cache. Writes announce themselves with a NOTIFY on CACHE_CHANNEL inside
 * their transaction, and every api process listens, so a change made through one process reaches
 * the caches of all of them as soon as it commits.
 */
export const CACHE_TTL_MS = 5 * 60 * 1000;
export const CACHE_CHANNEL = 'feira_freight_cache';

interface Entry<V> {
  stamp: number;
  sellerId: string;
  skuIds: readonly string[];
  value: V;
}

export class QuoteCache<V extends object> {
  private seq = 0;
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly marks: LRUCache<string, number>;

  constructor(clock: Clock, max = 50_000) {
    const perf = { now: () => clock.now().getTime() };
    this.entries = new LRUCache({ max, ttl: CACHE_TTL_MS, perf });
    // A mark matters only while an entry older than it can still be alive (the TTL). Should marks
    // ever be pushed out early by volume, the entries go with them rather than turn stale silently.
    this.marks = new LRUCache({
      max: 200_000,
      ttl: CACHE_TTL_MS,
      perf,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.entries.clear();
      },
    });
  }

  /** Taken before reading the data a value is computed from. */
  begin(): number {
    return ++this.seq;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const sellerMark = this.marks.get(entry.sellerId) ?? 0;
    const stale =
      sellerMark > entry.stamp ||
      entry.skuIds.some((skuId) => (this.marks.get(`${entry.sellerId} ${skuId}`) ?? 0) > entry.stamp);
    if (stale) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, stamp: number, sellerId: string, skuIds: readonly string[], value: V): void {
    this.entries.set(key, { stamp, sellerId, skuIds, value });
  }

  forgetSeller(sellerId: string): void {
    this.marks.set(sellerId, ++this.seq);
  }

  forgetSku(sellerId: string, skuId: string): void {
    this.marks.set(`${sellerId} ${skuId}`, ++this.seq);
  }

  /** Applies a change announced on CACHE_CHANNEL (by this or another process). */
  apply(change: CacheChange): void {
    if (change.skuId) this.forgetSku(change.sellerId, change.skuId);
    else this.forgetSeller(change.sellerId);
  }
}

export interface CacheChange {
  sellerId: string;
  skuId?: string;
}

/**
 * Announces a change to every process's cache once the caller's transaction commits. `origin` names
 * the announcing process, which has already forgotten the entries itself and skips its own message
 * (a late one would only throw away entries computed after the change).
 */
export async function announceCacheChange(ctx: Ctx, change: CacheChange, origin: string): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify({ ...change, origin })})`);
}

export function parseCacheChange(payload: string): { change: CacheChange; origin: string | null } | null {
  try {
    const message = JSON.parse(payload) as Partial<CacheChange> & { origin?: unknown };
    if (typeof message.sellerId !== 'string') return null;
    const change: CacheChange =
      typeof message.skuId === 'string'
        ? { sellerId: message.sellerId, skuId: message.skuId }
        : { sellerId: message.sellerId };
    return { change, origin: typeof message.origin === 'string' ? message.origin : null };
  } catch {
    return null;
  }
}
