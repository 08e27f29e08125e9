/** How long a process trusts what it read about an app before reading again; NOTIFY usually beats it. */
export const CLIENT_STATUS_TTL_MS = 5_000;

/**
 * What the token check knows about something that can revoke tokens (an app, a seller's partner
 * grant), read from the database at most every `ttlMs` per key. Concurrent misses share one read;
 * `invalidate` (this process after a commit, NOTIFY in the others) drops an entry at once, and wins
 * over a read that was in flight when it came.
 */
export class StatusCache<T> {
  private readonly entries = new Map<string, { value: T; fetchedAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly read: (key: string) => Promise<T>;

  constructor(ttlMs: number, read: (key: string) => Promise<T>) {
    this.ttlMs = ttlMs;
    this.read = read;
  }

  invalidate(key: string): void {
    this.entries.delete(key);
    this.pending.delete(key);
  }

  /** The value when a fresh one is held, without waiting; undefined when `get` would read. */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && performance.now() - entry.fetchedAt <= this.ttlMs ? entry.value : undefined;
  }

  async get(key: string): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && performance.now() - entry.fetchedAt <= this.ttlMs) return entry.value;
    return this.fetch(key);
  }

  private fetch(key: string): Promise<T> {
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.read(key).then(
        (value) => {
          // An invalidation that raced with this read wins: keep nothing, read again next time.
          if (this.pending.get(key) === pending)
            this.entries.set(key, { value, fetchedAt: performance.now() });
          this.pending.delete(key);
          return value;
        },
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, pending);
    }
    return pending;
  }
}
