/** How the SDK waits out a 429 or 503 before trying the same request again. */
export interface RetryOptions {
  /** Tries in all, the first included (default 4). */
  attempts?: number;
  /** Wait before the second try when the answer has no Retry-After; doubled per try, with jitter (default 500 ms). */
  baseDelayMs?: number;
  /** The longest wait between tries; a Retry-After asking for more ends the retries (default 30 s). */
  maxDelayMs?: number;
  /** Waits; injectable so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
}

/** Statuses that say "not now" rather than "no": the request was not processed and may be sent again. */
const RETRYABLE = new Set([429, 503]);

/**
 * The wait a Retry-After header asks for (RFC 9110: delay-seconds or an HTTP-date), in ms; null when
 * absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that sends a request again on 429 and 503, as the service asks with Retry-After, or with
 * exponential backoff and full jitter when it does not say. The request is cloned for every try, so
 * bodies go again whole. A POST retried this way is safe to repeat only with an Idempotency-Key.
 */
export function retryingFetch(
  base: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const attempts = Math.max(1, options.attempts ?? 4);
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const response = await base(request.clone());
      if (!RETRYABLE.has(response.status) || attempt >= attempts) return response;
      const asked = retryAfterMs(response.headers.get('retry-after'));
      if (asked !== null && asked > maxDelay) return response;
      const backoff = Math.random() * Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
      // The body of the answer given up on is read away, so its connection goes back to the pool.
      await response.body?.cancel();
      await sleep(asked ?? backoff);
    }
  };
}
