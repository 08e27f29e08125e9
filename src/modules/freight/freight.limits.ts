import type { Clock } from '../../platform/clock.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { RateLimiter } from '../../platform/http/rate-limit.ts';

/**
 * The public quote is anonymous and each asking can make the service call a seller's quote URL or
 * a carrier contract (FRT-26). Two budgets, per process: callers per seller and address, and outside
 * asks per seller, both at `FEIRA_QUOTE_RATE_PER_SECOND` (default 10 a second, the rate the contract
 * recommends to quote callers per seller) with bursts of twice that. Cached answers spend no outside
 * budget. 0 turns both off (benchmarks).
 */
const MAX_KEYS = 100_000;

/** A source that failed is not asked again for this long by the cached answer that missed it. */
export const FAILED_SOURCE_RETRY_MS = 30_000;

export interface QuoteLimits {
  callers: RateLimiter;
  outside: RateLimiter;
}

export function quoteLimits(perSecond: number, clock: Clock): QuoteLimits | null {
  if (perSecond === 0) return null;
  const limit = { perSecond, burst: 2 * perSecond, maxKeys: MAX_KEYS };
  return { callers: new RateLimiter(limit, clock), outside: new RateLimiter(limit, clock) };
}

function quoteRateLimited(waitMs: number, what: string): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError('rate-limited', `${what}; retry in ${retryAfterSeconds} s`, { retryAfterSeconds });
}

/** A caller of the public quote: refused past its seller-and-address budget. */
export function admitCaller(limits: QuoteLimits | null, sellerId: string, address: string): void {
  if (!limits) return;
  const wait = limits.callers.take(`${sellerId}\u0000${address}`);
  if (wait > 0) throw quoteRateLimited(wait, 'Too many freight quotes for this seller from this address');
}

/** Outside asks for one quote: refused, whole, past the seller's budget. */
export function admitOutsideAsks(limits: QuoteLimits | null, sellerId: string, asks: number): void {
  if (!limits || asks === 0) return;
  const wait = limits.outside.take(sellerId, asks);
  if (wait > 0) {
    throw quoteRateLimited(wait, "Too many freight quotes needing the seller's carriers to be asked");
  }
}
