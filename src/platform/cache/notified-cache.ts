import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../context.ts';
import type { Runtime } from '../runtime.ts';

const CACHE_CHANNEL = 'feira_cache';

/**
 * A process's cache of rows that change rarely and are read on hot paths (a seller's connected
 * channels, read by every order taken in), never served stale after a committed write: the writer
 * calls `announceCacheChange` inside its transaction (a NOTIFY, delivered to every process when it
 * commits) and `forget` right after its commit (this process, at once). A read that was in flight
 * when a key was dropped is not kept. While the listener is down a notification may be missed, so
 * nothing is served until it listens again. The TTL is a safety net.
 */
export class NotifiedCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  /** Moves on every drop: a read started before it is not stored. */
  private generation = 0;
  private listening = false;

  constructor(options: { max: number; ttlMs: number }) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  async get(key: string, read: () => Promise<V>): Promise<V> {
    if (this.listening) {
      const hit = this.entries.get(key);
      if (hit) return hit;
    }
    const generation = this.generation;
    const value = await read();
    if (this.listening && generation === this.generation) this.entries.set(key, value);
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
    this.generation++;
  }

  setListening(listening: boolean): void {
    this.entries.clear();
    this.generation++;
    this.listening = listening;
  }
}

interface Registry {
  caches: Map<string, NotifiedCache<object>>;
  listening: boolean;
}

const registries = new WeakMap<Runtime, Registry>();

function registryOf(rt: Runtime): Registry {
  let registry = registries.get(rt);
  if (!registry) {
    registry = { caches: new Map(), listening: false };
    registries.set(rt, registry);
  }
  return registry;
}

/** This runtime's cache named `name` (created on first use). */
export function notifiedCache<V extends object>(
  rt: Runtime,
  name: string,
  options: { max: number; ttlMs: number },
): NotifiedCache<V> {
  const registry = registryOf(rt);
  let cache = registry.caches.get(name);
  if (!cache) {
    cache = new NotifiedCache<object>(options);
    cache.setListening(registry.listening);
    registry.caches.set(name, cache);
  }
  return cache as unknown as NotifiedCache<V>;
}

/** Hears every process's cache changes for this runtime's caches; answers how to stop. */
export async function listenForCacheChanges(rt: Runtime): Promise<() => Promise<void>> {
  const registry = registryOf(rt);
  const setListening = (listening: boolean) => {
    registry.listening = listening;
    for (const cache of registry.caches.values()) cache.setListening(listening);
  };
  const unlisten = await rt.database.listen(
    CACHE_CHANNEL,
    (payload) => {
      const at = payload.indexOf(':');
      registry.caches.get(payload.slice(0, at))?.forget(payload.slice(at + 1));
    },
    { onLost: () => setListening(false), onRestored: () => setListening(true) },
  );
  setListening(true);
  return async () => {
    setListening(false);
    await unlisten();
  };
}

/** Inside the writer's transaction: every process drops `key` of cache `name` once it commits. */
export async function announceCacheChange(ctx: Ctx, name: string, key: string): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`${name}:${key}`})`);
}
