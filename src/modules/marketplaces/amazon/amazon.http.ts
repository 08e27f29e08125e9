import { channelRateLimited } from '../../../platform/observability/metrics.ts';
import { ChannelUnavailableError } from '../connector.ts';
import { localBuckets, PaceRefused, queuedPacer, type Pacer } from '../../../platform/pacing/pacer.ts';
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

/**
 * Calls to the Selling Partner API: each operation paced by its usage plan (one bucket per selling
 * partner and operation, shared by every process on the database; its rate replaced by the
 * `x-amzn-RateLimit-Limit` header Amazon answers), 429 `QuotaExceeded`, 500 and 503 retried with
 * exponential backoff and full jitter, other 4xx turned into `SpApiRefusal`. Exhausted retries end in
 * `ChannelUnavailableError`.
 */
export class SpApiHttp {
  readonly baseUrl: string;
  private readonly options: SpApiHttpOptions;
  private readonly pacer: Pacer;
  /** The plan of each bucket, as Amazon last told it. */
  private readonly plans = new Map<string, UsagePlan>();

  constructor(baseUrl: string, options: Partial<SpApiHttpOptions> = {}, pacer?: Pacer) {
    this.baseUrl = baseUrl;
    this.options = { ...defaults, ...options };
    this.pacer = pacer ?? queuedPacer(localBuckets());
  }

  /** Takes a token of the operation's bucket, waiting for it to refill, or gives up as unavailable. */
  private async pace(key: string, operation: string): Promise<void> {
    const plan = () => this.plans.get(key) ?? planOf(operation);
    try {
      await this.pacer.take(key, plan, this.options.maxPaceWaitMs);
    } catch (error) {
      if (!(error instanceof PaceRefused)) throw error;
      throw new ChannelUnavailableError(
        `Amazon's usage plan allows no call in the next ${this.options.maxPaceWaitMs / 1000} s: retried later`,
      );
    }
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
    const key = `amazon:${request.partner}:${request.operation}`;
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt < this.options.attempts; attempt++) {
      if (attempt > 0) await sleep(Math.random() * this.options.backoffMs * 2 ** (attempt - 1));
      await this.pace(key, request.operation);
      let reply;
      try {
        reply = await this.once(request);
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
        continue;
      }
      // Amazon tells the plan it applies to this account: the bucket follows it from now on.
      if (reply.limit !== null) this.plans.set(key, { ...planOf(request.operation), rate: reply.limit });
      if (reply.status === 429) {
        channelRateLimited.inc({ platform: 'AMAZON' });
        // Amazon's bucket is empty: ours is emptied too, so the next try waits for a refill.
        await this.pacer.empty(key);
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
