import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * The quote cache: by (seller, skuId, qty, postal code), 5 minutes; the same class keeps
 * the SKUs' logistics and the sellers' compiled tables. An entry is stale once the seller's freight
 * configuration or one of its SKUs changed after the entry's computation started; staleness is kept
 * as marks (a sequence number per seller and per SKU), so invalidating costs nothing and no entry
 * computed from old data can slip in after the invalidation.
 *
 * Each process has its own caches. Writes announce themselves with a NOTIFY on CACHE_CHANNEL inside
 * their transaction, and every api process listens, so a change made through one process reaches
 * the caches of all of them as soon as it commits. A cache serves only while that channel is heard:
 * from the moment the listening connection drops it serves nothing, and it starts again empty once
 * listening again (any change in between may have been missed).
 */
export const CACHE_TTL_MS = 5 * 60 * 1000;
export const CACHE_CHANNEL = 'feira_freight_cache';

interface Entry<V> {
  stamp: number;
  sellerId: string;
  skuIds: readonly string[];
  value: V;
}

export interface QuoteCacheOptions<V> {
  /** At most this many entries; or, with sizeOf, at most this total size. */
  max: number;
  sizeOf?: (value: V) => number;
}

export class QuoteCache<V extends object> {
  private seq = 0;
  /** Nothing computed at or before this sequence number is kept (set when the channel dropped or came back). */
  private floor = 0;
  private listening = false;
  /** The newest mark: a value computed after it cannot be stale, whatever its seller and SKUs. */
  private lastMark = 0;
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly marks: LRUCache<string, number>;

  constructor(clock: Clock, options: QuoteCacheOptions<V> = { max: 50_000 }) {
    const perf = { now: () => clock.now().getTime() };
    const sizeOf = options.sizeOf;
    this.entries = sizeOf
      ? new LRUCache({
          maxSize: options.max,
          sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
          ttl: CACHE_TTL_MS,
          perf,
        })
      : new LRUCache({ max: options.max, ttl: CACHE_TTL_MS, perf });
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

  /** Whether entries may be served and kept: only while the cache channel is heard. */
  get serving(): boolean {
    return this.listening;
  }

  /** Taken before reading the data a value is computed from. */
  begin(): number {
    return ++this.seq;
  }

  /** Whether a value computed from data read after `begin()` answered `stamp` may still be served. */
  current(stamp: number, sellerId: string, skuIds: readonly string[]): boolean {
    if (!this.listening || stamp <= this.floor) return false;
    if (stamp > this.lastMark) return true;
    if ((this.marks.get(sellerId) ?? 0) > stamp) return false;
    return !skuIds.some((skuId) => (this.marks.get(`${sellerId} ${skuId}`) ?? 0) > stamp);
  }

  /** Entries held, stale ones included until they are asked for or pushed out. */
  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.current(entry.stamp, entry.sellerId, entry.skuIds)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, stamp: number, sellerId: string, skuIds: readonly string[], value: V): void {
    if (!this.current(stamp, sellerId, skuIds)) return;
    this.entries.set(key, { stamp, sellerId, skuIds, value });
  }

  forgetSeller(sellerId: string): void {
    this.marks.set(sellerId, (this.lastMark = ++this.seq));
  }

  forgetSku(sellerId: string, skuId: string): void {
    this.marks.set(`${sellerId} ${skuId}`, (this.lastMark = ++this.seq));
  }

  /** Applies a change announced on CACHE_CHANNEL (by this or another process). */
  apply(change: CacheChange): void {
    if (change.skuId) this.forgetSku(change.sellerId, change.skuId);
    else this.forgetSeller(change.sellerId);
  }

  /** Changes may be missed from now on: serve and keep nothing until listening again. */
  lost(): void {
    this.listening = false;
    this.floor = ++this.seq;
    this.entries.clear();
  }

  /** Listening (again): anything computed before now may have missed a change. */
  listen(): void {
    this.floor = ++this.seq;
    this.entries.clear();
    this.listening = true;
  }
}

/**
 * Which quote keys were asked recently, for the quote cache's admission: an own-table answer is kept
 * from the second time its key is asked. A quote at a postal code asked once (most of them) costs
 * ~20 µs to work out from the compiled table, while keeping it cost more than that: the LRU insert
 * and eviction, and garbage collection of an entry that outlives thousands of requests. A key asked
 * again (a checkout re-asking) is kept as before.
 *
 * One 32-bit hash per slot, direct-mapped: a key's mark lasts until another key lands on its slot
 * (65,536 first sightings later on average), and a colliding key is merely kept a sighting early.
 */
export class SeenKeys {
  private readonly slots = new Int32Array(1 << 16);

  /** Whether the key was seen before (lately); it is marked seen either way. */
  seenBefore(key: string): boolean {
    // FNV-1a over the UTF-16 code units, then MurmurHash3's finalizer so the low bits (the slot) mix
    // in every character; | 1 keeps 0 for an empty slot.
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    hash = (hash ^ (hash >>> 16)) | 1;
    const slot = hash & (this.slots.length - 1);
    if (this.slots[slot] === hash) return true;
    this.slots[slot] = hash;
    return false;
  }
}

export interface CacheChange {
  sellerId: string;
  skuId?: string;
}

/**
 * Announces a change to every process's caches once the caller's transaction commits. `origin`
 * names the announcing process when it forgets the entries itself right after that commit, and then
 * skips its own message (a late one would only throw away entries computed after the change). A
 * write inside a caller's transaction cannot know when it commits: it sends no origin, so its own
 * process forgets again on the message, which PostgreSQL delivers at commit.
 */
export async function announceCacheChange(
  ctx: Ctx,
  change: CacheChange,
  origin: string | null,
): Promise<void> {
  const message = origin === null ? change : { ...change, origin };
  await ctx.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(message)})`);
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
