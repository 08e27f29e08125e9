import type { Clock } from '../clock.ts';

export interface RateLimit {
  /** Tokens a key gets back per second. */
  perSecond: number;
  /** Tokens a key can hold: how many calls may come at once after a quiet spell. */
  burst: number;
  /** Keys remembered at most; the least recently used go first (a full bucket forgotten costs nothing). */
  maxKeys: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key, in this process's memory. Limits here protect others from this process
 * (a seller's quote URL from being flooded through it), so each process counting on its own is
 * what is wanted: N processes allow N times the rate, stated where the limits are chosen.
 */
export class RateLimiter {
  private readonly limit: RateLimit;
  private readonly clock: Clock;
  private readonly buckets = new Map<string, Bucket>();

  constructor(limit: RateLimit, clock: Clock) {
    this.limit = limit;
    this.clock = clock;
  }

  /** Takes `cost` tokens: 0 when taken, else the milliseconds until they would be there (nothing taken). */
  take(key: string, cost = 1): number {
    const now = this.clock.now().getTime();
    const { perSecond, burst } = this.limit;
    const found = this.buckets.get(key);
    const bucket = found ?? { tokens: burst, at: now };
    // Re-inserted, so the map's order is the order of use and eviction drops the idlest key.
    if (found) this.buckets.delete(key);
    this.buckets.set(key, bucket);
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (this.buckets.size > this.limit.maxKeys) {
      this.buckets.delete(this.buckets.keys().next().value!);
    }
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return 0;
    }
    return Math.ceil(((Math.min(cost, burst) - bucket.tokens) / perSecond) * 1000);
  }
}
