import { channelRateLimited } from '../../../platform/observability/metrics.ts';
import { ChannelUnavailableError } from '../connector.ts';
import { planOf, type UsagePlan } from './domain/usage-plans.ts';

/** One entry of the SP-API error body's `errors[]`. */
export interface SpApiError {
  code: string;
  message: string;
  details?: string;
}

/** A refusal by the SP-API (a 4xx other than 429): not retried, the same call would be refused again. */
export class SpApiRefusal extends Error {
  readonly status: number;
  readonly errors: SpApiError[];

  constructor(status: number, errors: SpApiError[]) {
    super(errors.map((e) => `${e.code}: ${e.message}`).join('; ') || `HTTP ${status}`);
    this.name = 'SpApiRefusal';
    this.status = status;
    this.errors = errors;
  }

  /** A 403 for an access token past its hour: refreshing it and calling again is the cure. */
  get expiredToken(): boolean {
    return this.status === 403 && this.errors.some((e) => /expired/i.test(`${e.message} ${e.details ?? ''}`));
  }

  /** The refusal in words for the seller. */
  sellerMessage(): string {
    return `Amazon: ${this.message}`;
  }
}

export interface SpRequest {
  /** The operation's name in the API reference: its usage plan paces the call. */
  operation: string;
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  /** The selling partner the call is for: usage plans count per account and application. */
  partner: string;
  token: string;
}

export interface SpReply {
  status: number;
  body: unknown;
}

export interface SpApiHttpOptions {
  /** Tries per call before Amazon counts as unavailable. */
  attempts: number;
  /** First backoff; doubles on each retry, with full jitter. */
  backoffMs: number;
  /** Longest a call waits for its usage plan before giving up as unavailable (a job retries it later). */
  maxPaceWaitMs: number;
}

const defaults: SpApiHttpOptions = { attempts: 5, backoffMs: 200, maxPaceWaitMs: 30_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A token bucket of one operation for one selling partner, as the usage plan defines it. */
interface Bucket {
  plan: UsagePlan;
  tokens: number;
  at: number;
  /** The last caller waiting for a token: the next one waits behind it. */
  queue: Promise<void>;
}

/**
 * Calls to the Selling Partner API: each operation paced by its usage plan (a token bucket per
 * selling partner and operation in this process, its rate replaced by the `x-amzn-RateLimit-Limit`
 * header Amazon answers), 429 `QuotaExceeded`, 500 and 503 retried with exponential backoff and full
 * jitter, other 4xx turned into `SpApiRefusal`. Exhausted retries end in `ChannelUnavailableError`.
 */
export class SpApiHttp {
  readonly baseUrl: string;
  private readonly options: SpApiHttpOptions;
  private readonly buckets = new Map<string, Bucket>();

  constructor(baseUrl: string, options: Partial<SpApiHttpOptions> = {}) {
    this.baseUrl = baseUrl;
    this.options = { ...defaults, ...options };
  }

  private bucket(partner: string, operation: string): Bucket {
    const key = `${partner}:${operation}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const plan = planOf(operation);
      bucket = { plan, tokens: plan.burst, at: Date.now(), queue: Promise.resolve() };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /**
   * Takes a token of the operation's bucket, waiting for it to refill. Callers queue one behind the
   * other, and each wait is measured again after it, so a rate Amazon tells meanwhile applies at once.
   */
  private pace(bucket: Bucket): Promise<void> {
    const turn = bucket.queue.then(async () => {
      const refill = () => {
        const now = Date.now();
        bucket.tokens = Math.min(
          bucket.plan.burst,
          bucket.tokens + ((now - bucket.at) / 1000) * bucket.plan.rate,
        );
        bucket.at = now;
      };
      refill();
      for (let waited = 0; bucket.tokens < 1; refill()) {
        const wait = ((1 - bucket.tokens) / bucket.plan.rate) * 1000;
        if (waited + wait > this.options.maxPaceWaitMs)
          throw new ChannelUnavailableError(
            `Amazon's usage plan allows no call now (next in ${Math.ceil(wait / 1000)} s): retried later`,
          );
        await sleep(wait);
        waited += wait;
      }
      bucket.tokens -= 1;
    });
    // A caller that gave up does not hold the queue.
    bucket.queue = turn.catch(() => {});
    return turn;
  }

  private async once(request: SpRequest): Promise<SpReply & { limit: number | null }> {
    const url = new URL(this.baseUrl + request.path);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-amz-access-token': request.token,
      'user-agent': 'Feira/1.0 (Language=TypeScript)',
    };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // Not JSON (an outage page): kept as text.
    }
    const limit = Number(response.headers.get('x-amzn-ratelimit-limit'));
    return { status: response.status, body, limit: limit > 0 ? limit : null };
  }

  async call(request: SpRequest): Promise<SpReply> {
    const bucket = this.bucket(request.partner, request.operation);
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt < this.options.attempts; attempt++) {
      if (attempt > 0) await sleep(Math.random() * this.options.backoffMs * 2 ** (attempt - 1));
      await this.pace(bucket);
      let reply;
      try {
        reply = await this.once(request);
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
        continue;
      }
      // Amazon tells the plan it applies to this account: the bucket follows it from now on.
      if (reply.limit !== null) bucket.plan = { ...bucket.plan, rate: reply.limit };
      if (reply.status === 429) {
        channelRateLimited.inc({ platform: 'AMAZON' });
        // Amazon's bucket is empty: ours is emptied too, so the next try waits for a refill.
        bucket.tokens = Math.min(bucket.tokens, 0);
        bucket.at = Date.now();
      }
      if (reply.status === 429 || reply.status === 500 || reply.status === 503) {
        lastProblem = `HTTP ${reply.status}`;
        continue;
      }
      if (reply.status >= 400) throw new SpApiRefusal(reply.status, errorsOf(reply.body));
      return reply;
    }
    throw new ChannelUnavailableError(
      `Amazon unavailable after ${this.options.attempts} tries (${lastProblem})`,
    );
  }
}

function errorsOf(body: unknown): SpApiError[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors)
    ? errors.filter((e): e is SpApiError => typeof e === 'object' && e !== null && 'code' in e)
    : [];
}
