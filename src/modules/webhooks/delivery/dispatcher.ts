import { openWebhookSecrets } from '../webhooks.secrets.ts';
import { sql } from 'drizzle-orm';
import { dedicatedPool, type Executor } from '../../../platform/db/connection.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { Fifo } from '../../../platform/fifo.ts';
import type { BackgroundService, Runtime } from '../../../platform/runtime.ts';
import { buildEnvelope } from '../domain/envelope.ts';
import { DELIVERY_TIMEOUT_MS } from '../domain/retry.ts';
import { signatureHeader } from '../domain/signature.ts';
import { DELIVERY_CHANNEL, list, type Claimed, type Result } from './claimed.ts';
import { purgeExpiredDeliveries, recordResults } from './recording.ts';
import { MAX_SOCKETS_PER_ORIGIN, WebhookSender } from './sender.ts';
import { countAttempt } from './metrics.ts';
import { SpanKind, annotate, inSpan } from '../../../platform/observability/tracing.ts';

const USER_AGENT = 'Feira-Webhooks/1';

export interface DispatcherOptions {
  /** Attempts in flight in this process, all endpoints together. */
  maxInFlight: number;
  /** Posts under way to one endpoint (its connection pool's size): one slow receiver cannot take every slot. */
  maxPerWebhook: number;
  /** How often due retries and expired leases are looked for (the clock decides what is due). */
  sweepMs: number;
  /** How long a claim holds a delivery; past it, a crashed worker's claim is retried. */
  leaseMs: number;
  timeoutMs: number;
  purgeEveryMs: number;
}

const defaults: DispatcherOptions = {
  maxInFlight: 50_000,
  maxPerWebhook: MAX_SOCKETS_PER_ORIGIN,
  sweepMs: 500,
  leaseMs: 120_000,
  timeoutMs: DELIVERY_TIMEOUT_MS,
  purgeEveryMs: 60 * 60 * 1000,
};

// One claim takes at most this many deliveries; a busy dispatcher claims again once this many
// have completed.
const CLAIM_MAX = 256;
const CLAIM_STEP = 32;
// Deliveries an endpoint may have waiting here before claims leave it out and the fan-out stops
// handing its deliveries over: at least enough to keep posting while the next claim runs (a fast
// receiver takes 192 in 0.1 s, about what a claim takes on a busy database), and what the endpoint
// posts in BACKLOG_SECONDS at its recent pace. A fast endpoint in a burst then takes the fan-out's
// deliveries straight away instead of having them claimed again (a claim is one more update of each
// row); a slow one's backlog still posts well within its leases (at 64 posts per 5 s, 512 + 256
// take about 60 s of the 120 s lease).
const LOCAL_BACKLOG = 512;
const BACKLOG_SECONDS = 20;
// Short, so a burst's first fraction of a second already tells a fast endpoint from a slow one.
const PACE_WINDOW_MS = 250;
// Outcomes wait this long to share one recording statement of at most RECORD_MAX (fewer statements
// in a burst; what a receiver sees does not wait).
const FLUSH_GATHER_MS = 25;
const RECORD_MAX = 500;
// What a lease must still have left, beyond the attempt's own timeout, for a waiting delivery to be
// posted under it: its outcome is recorded before the lease lapses even on a busy database.
const LEASE_MARGIN_MS = 10_000;
// Endpoints whose opened secrets are kept.
const SECRETS_KEPT = 10_000;

/**
 * Runs the delivery attempts of this worker process: claims due deliveries in sets, posts them
 * concurrently over keep-alive connections, and records the outcomes in sets (attempt log, next
 * attempt or final state, endpoint health) — a few statements per batch rather than a transaction
 * per delivery. Due work is found on a wake-up (a local kick or a NOTIFY) and by a short sweep.
 */
export class DeliveryDispatcher implements BackgroundService {
  readonly name = 'webhooks.dispatcher';
  private readonly rt: Runtime;
  private readonly options: DispatcherOptions;
  private sender: WebhookSender | null = null;
  private pool: ReturnType<typeof dedicatedPool> | null = null;
  /** Claimed deliveries of this process, posting or waiting for a connection slot. */
  private readonly inFlight = new Set<string>();
  /**
   * Claimed and not yet recorded. A lease only lapses under a live claim when the clock jumps
   * (tests) or recording lags a minute; such a delivery must not be posted twice at once.
   */
  private readonly unrecorded = new Set<string>();
  /** Posts under way per endpoint, at most `maxPerWebhook`. */
  private readonly sending = new Map<string, number>();
  /** Claimed deliveries waiting for one of their endpoint's slots (their lease covers the wait). */
  private readonly waiting = new Map<string, Fifo<Claimed>>();
  /** Each endpoint's posts completed per second, measured over PACE_WINDOW_MS. */
  private readonly pace = new Map<string, { since: number; count: number; perSecond: number }>();
  private results: Result[] = [];
  /** Endpoints' opened secrets by endpoint, with the sealed values they were opened from (see `opened`). */
  private readonly secrets = new Map<
    string,
    {
      sealed: Pick<Claimed, 'token_value' | 'secret' | 'previous_secret'>;
      opened: { tokenValue: string; secret: string; previousSecret: string | null };
    }
  >();
  private claiming: Promise<void> | null = null;
  /**
   * Kicks that came while a claim was under way: any (a wake-up, the sweep, the fan-out) claims once
   * more after it; endpoints whose queue ran low only if the claim did not fill them up again.
   */
  private claimAgain: 'any' | Set<string> | null = null;
  private flushing: Promise<void> | null = null;
  private sends = new Set<Promise<void>>();
  private timers: NodeJS.Timeout[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private running = false;
  /** The last claim was full and took from an endpoint it did not fill up: more may be due for it. */
  private backlog = false;
  private completedSinceClaim = 0;
  /** When the last claim started (monotonic ms): a sweep right after one would find what it found. */
  private lastClaimAt = -Infinity;

  constructor(rt: Runtime, options: Partial<DispatcherOptions> = {}) {
    this.rt = rt;
    this.options = { ...defaults, ...options };
  }

  /**
   * The dispatcher's own connections while it runs (claims, records and the fan-out's statements):
   * a delivery must not wait for a connection behind a burst of business writes.
   */
  get db(): Executor {
    return this.pool?.db ?? this.rt.database.db;
  }

  async start(): Promise<void> {
    this.pool = dedicatedPool(this.rt.database, 3, { queue: true });
    this.sender = new WebhookSender({
      allowInsecure: this.rt.config.allowInsecureWebhooks,
      timeoutMs: this.options.timeoutMs,
      maxSocketsPerOrigin: this.options.maxPerWebhook,
    });
    this.running = true;
    this.unlisten = await this.rt.database.listen(DELIVERY_CHANNEL, () => this.kick());
    this.timers.push(
      setInterval(() => {
        if (performance.now() - this.lastClaimAt >= this.options.sweepMs) this.kick();
      }, this.options.sweepMs),
    );
    this.timers.push(setInterval(() => void this.purge(), this.options.purgeEveryMs));
    this.kick();
  }

  /** Looks for due deliveries now, or once more after the look in progress. */
  kick(): void {
    this.kickFor(null);
  }

  /** `kick`, for an endpoint whose local queue runs low (null: for whatever is due). */
  private kickFor(webhookId: string | null): void {
    if (!this.running) return;
    if (this.claiming) {
      if (webhookId === null) this.claimAgain = 'any';
      else if (this.claimAgain === null) this.claimAgain = new Set([webhookId]);
      else if (this.claimAgain !== 'any') this.claimAgain.add(webhookId);
      return;
    }
    this.claiming = (async () => {
      try {
        do {
          this.claimAgain = null;
          while (this.running && (await this.claimBatch()));
        } while (this.running && this.claimWanted());
      } catch (error) {
        this.rt.log.error({ err: error }, 'webhook claim failed; the sweep retries');
      } finally {
        this.claiming = null;
      }
    })();
  }

  private claimWanted(): boolean {
    const again = this.claimAgain;
    if (again === 'any') return true;
    return again !== null && [...again].some((id) => this.wouldClaim(id));
  }

  /**
   * Whether a claim now would take due deliveries of this endpoint: there is room, and its local
   * backlog is short enough that claims do not leave it out. When not, the endpoint's queue here
   * asks for a claim itself when it runs low, and a claim made now would only scan past its rows.
   */
  wouldClaim(webhookId: string): boolean {
    return this.running && this.inFlight.size < this.options.maxInFlight && !this.saturated(webhookId);
  }

  /** An endpoint with a full local backlog: claims leave it out until its queue runs low. */
  private saturated(webhookId: string): boolean {
    return (this.waiting.get(webhookId)?.length ?? 0) >= this.backlogLimit(webhookId);
  }

  private backlogLimit(webhookId: string): number {
    return Math.max(LOCAL_BACKLOG, (this.pace.get(webhookId)?.perSecond ?? 0) * BACKLOG_SECONDS);
  }

  /** Counts a finished post towards its endpoint's pace. */
  private completed(webhookId: string): void {
    const now = performance.now();
    const pace = this.pace.get(webhookId);
    if (!pace) return void this.pace.set(webhookId, { since: now, count: 1, perSecond: 0 });
    pace.count++;
    if (now - pace.since < PACE_WINDOW_MS) return;
    pace.perSecond = (pace.count * 1000) / (now - pace.since);
    pace.since = now;
    pace.count = 0;
  }

  /**
   * The lease for deliveries the fan-out hands straight to this dispatcher now, or null when it is
   * not running; those of an endpoint it would not claim for (`wouldClaim`) wait for a claim instead.
   */
  handoverLease(): string | null {
    if (!this.running) return null;
    return new Date(this.rt.clock.now().getTime() + this.options.leaseMs).toISOString();
  }

  /** Starts deliveries the fan-out inserted already claimed for this process. */
  adopt(deliveries: Claimed[]): void {
    for (const delivery of deliveries) if (!this.unrecorded.has(delivery.id)) this.begin(delivery);
  }

  /**
   * Claims due deliveries, up to the room left and one claim's worth, and starts them; those past
   * their endpoint's `maxPerWebhook` wait here for a slot, and endpoints with waiting deliveries
   * are left out of the next claims. True when more may be waiting for an endpoint the next claim
   * would not leave out: a full claim that filled every backlog it took from is followed by that
   * endpoint's own kick when its queue runs low, or by the sweep (claiming again at once found
   * nothing, after scanning past all of its due rows).
   */
  private async claimBatch(): Promise<boolean> {
    this.lastClaimAt = performance.now();
    const room = Math.min(this.options.maxInFlight - this.inFlight.size, CLAIM_MAX);
    if (room <= 0) return false;
    const now = this.rt.clock.now();
    const nowIso = now.toISOString();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs).toISOString();
    // An endpoint with a full local backlog already has enough to do.
    const saturated = [...this.waiting.keys()].filter((id) => this.saturated(id));
    // Due work across sellers, like the outbox relay: a system sweep, each row then handled under
    // its own seller. Rows in flight are excluded by their lease.
    // The claimed rows are joined to the table by primary key, and to their webhooks only after the
    // update: a semi-join on (seller_id, id) let the planner, without statistics on a fresh table,
    // drive from the webhook and scan all its deliveries once per claimed row (200 ms per claim at
    // 10,000 deliveries).
    const claimed = await queryRows<Claimed>(
      this.db,
      sql`with due as (
            select seller_id, id from webhook_deliveries
            where status = 'PENDING' and next_attempt_at <= ${nowIso}
              and (lease_until is null or lease_until <= ${nowIso})
              ${saturated.length ? sql`and webhook_id not in (${list(saturated)})` : sql``}
            order by next_attempt_at limit ${room} for update skip locked),
          leased as (
            update webhook_deliveries d set lease_until = ${leaseUntil}, next_attempt_at = ${leaseUntil}
            from due where d.seller_id = due.seller_id and d.id = due.id
            returning d.seller_id, d.id, d.webhook_id, d.event_id, d.domain, d.type, d.resource, d.item_id,
              d.related_id, d.account_id, d.platform, d.tags, d.received, d.test, d.mode, d.attempts, d.trace_parent)
          select d.*, ${leaseUntil} as lease_until, w.url, w.token_header, w.token_value, w.secret,
            w.previous_secret, w.previous_secret_expires_at, w.status as webhook_status
          from leased d join webhooks w on w.seller_id = d.seller_id and w.id = d.webhook_id`,
    );
    for (const delivery of claimed) if (!this.unrecorded.has(delivery.id)) this.begin(delivery);
    this.backlog =
      claimed.length === room && claimed.some((delivery) => !this.saturated(delivery.webhook_id));
    this.completedSinceClaim = 0;
    return this.backlog;
  }

  private begin(delivery: Claimed): void {
    this.inFlight.add(delivery.id);
    this.unrecorded.add(delivery.id);
    if ((this.sending.get(delivery.webhook_id) ?? 0) < this.options.maxPerWebhook) {
      this.send(delivery);
      return;
    }
    // The attempt's deadline starts when it is sent, never while it waits for a slot. (Appended in
    // place: copying the queue per delivery was quadratic in a handed-over batch.)
    const queue = this.waiting.get(delivery.webhook_id);
    if (queue) queue.push(delivery);
    else {
      const fresh = new Fifo<Claimed>();
      fresh.push(delivery);
      this.waiting.set(delivery.webhook_id, fresh);
    }
  }

  private send(delivery: Claimed): void {
    const webhookId = delivery.webhook_id;
    this.sending.set(webhookId, (this.sending.get(webhookId) ?? 0) + 1);
    const send = this.attempt(delivery)
      .then((result) => {
        this.results.push(result);
        this.flush();
      })
      .catch((error) => {
        this.unrecorded.delete(delivery.id);
        this.rt.log.error({ err: error, deliveryId: delivery.id }, 'webhook attempt failed');
      })
      .finally(() => {
        this.sends.delete(send);
        this.inFlight.delete(delivery.id);
        this.completed(webhookId);
        const left = (this.sending.get(webhookId) ?? 1) - 1;
        if (left > 0) this.sending.set(webhookId, left);
        else this.sending.delete(webhookId);
        const queue = this.waiting.get(webhookId);
        const limit = this.backlogLimit(webhookId);
        const next = queue && this.nextInTime(queue);
        if (queue && queue.length === 0) this.waiting.delete(webhookId);
        if (next && this.running) this.send(next);
        // Claim again after a few dozen completions when the last claim was cut short by room, or
        // when this endpoint's local backlog runs low (claims leave it out until then): one claim per
        // few dozen deliveries, made while the rest are still posting. A claim under way already
        // serves the first reason; one more after it is only worth it for an endpoint running low.
        this.completedSinceClaim++;
        const queued = queue?.length ?? 0;
        const runningLow = next !== undefined && ((queued < limit && queued + 1 >= limit) || queued === 0);
        if (runningLow) this.kickFor(webhookId);
        else if (this.backlog && this.completedSinceClaim >= CLAIM_STEP && !this.claiming) this.kick();
      });
    this.sends.add(send);
  }

  /**
   * The next waiting delivery whose lease still covers an attempt and its recording. One whose lease
   * is running out is let go rather than posted (an endpoint that slowed down after its backlog here
   * was sized by its earlier pace): once its lease lapses, a claim takes it again, here or elsewhere,
   * and it is never posted by two workers at once.
   */
  private nextInTime(queue: Fifo<Claimed>): Claimed | undefined {
    const latest = this.rt.clock.now().getTime() + this.options.timeoutMs + LEASE_MARGIN_MS;
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (Date.parse(next.lease_until) >= latest) return next;
      this.inFlight.delete(next.id);
      this.unrecorded.delete(next.id);
    }
    return undefined;
  }

  private async attempt(delivery: Claimed): Promise<Result> {
    const attempt = delivery.attempts + 1;
    const at = this.rt.clock.now();
    if (delivery.webhook_status === 'DISABLED' && delivery.mode === 'AUTO') {
      countAttempt(null);
      return { delivery, outcome: null, attempt: delivery.attempts, at };
    }
    const body = JSON.stringify(
      buildEnvelope(
        {
          sellerId: delivery.seller_id,
          domain: delivery.domain as never,
          type: delivery.type,
          resource: delivery.resource,
          itemId: delivery.item_id,
          relatedId: delivery.related_id,
          accountId: delivery.account_id,
          platform: delivery.platform,
          tags: delivery.tags,
          received: delivery.received,
        },
        attempt,
        at,
      ),
    );
    const timestamp = Math.floor(at.getTime() / 1000);
    const opened = this.opened(delivery);
    const secrets = [opened.secret];
    if (opened.previousSecret && delivery.previous_secret_expires_at) {
      if (new Date(delivery.previous_secret_expires_at) > at) secrets.push(opened.previousSecret);
    }
    const headers = {
      'user-agent': USER_AGENT,
      [delivery.token_header]: opened.tokenValue,
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, delivery.event_id, timestamp, body),
    };
    // A handed-over delivery is posted in the fan-out's span; a claimed one continues its event's trace.
    const outcome = await inSpan(
      'webhook delivery',
      {
        kind: SpanKind.CLIENT,
        parent: delivery.trace_parent,
        attributes: { 'feira.webhook.id': delivery.webhook_id, 'feira.webhook.attempt': attempt },
      },
      async () => {
        const posted = await this.sender!.post(delivery.url, headers, body);
        annotate({ 'http.response.status_code': posted.statusCode ?? 0 });
        return posted;
      },
    );
    countAttempt(outcome);
    return { delivery, outcome, attempt, at };
  }

  /**
   * The endpoint's token and secrets in the clear, opened once per sealed value: opening them for
   * every delivery (three AES-GCM decryptions, each wrapping its key anew) was ~5 % of a burst's CPU.
   * Kept by endpoint and compared with the sealed values (a key joining those long strings, hashed
   * anew for every delivery, cost more than the comparison): a rotation or a new token is a new
   * sealed value, so a stale entry is never used.
   */
  private opened(delivery: Claimed): { tokenValue: string; secret: string; previousSecret: string | null } {
    const kept = this.secrets.get(delivery.webhook_id);
    if (
      kept &&
      kept.sealed.token_value === delivery.token_value &&
      kept.sealed.secret === delivery.secret &&
      kept.sealed.previous_secret === delivery.previous_secret
    )
      return kept.opened;
    if (this.secrets.size >= SECRETS_KEPT) this.secrets.clear();
    const sealed = {
      token_value: delivery.token_value,
      secret: delivery.secret,
      previous_secret: delivery.previous_secret,
    };
    const opened = openWebhookSecrets(this.rt.secrets, {
      tokenValue: sealed.token_value,
      secret: sealed.secret,
      previousSecret: sealed.previous_secret,
    });
    this.secrets.set(delivery.webhook_id, { sealed, opened });
    return opened;
  }

  /** Writes the buffered outcomes, in one statement per batch. */
  private flush(): void {
    if (this.flushing) return;
    this.flushing = (async () => {
      try {
        while (this.results.length > 0) {
          // Every statement waits for outcomes to gather unless a full one is waiting: recording
          // right after the previous statement took the few dozen that came meanwhile (a burst made
          // three times as many statements, each with its round trip and planning, for the same rows).
          if (this.results.length < RECORD_MAX)
            await new Promise((resolve) => setTimeout(resolve, FLUSH_GATHER_MS));
          const batch = this.results.splice(0, RECORD_MAX);
          try {
            await recordResults(this.rt, this.db, batch);
          } catch (error) {
            // Their leases expire and they are attempted again: at least once, never lost.
            this.rt.log.error({ err: error, count: batch.length }, 'recording webhook attempts failed');
          } finally {
            for (const result of batch) this.unrecorded.delete(result.delivery.id);
          }
        }
      } finally {
        this.flushing = null;
      }
    })();
  }

  /** Removes final deliveries (and their attempts) past the retention. */
  async purge(): Promise<number> {
    try {
      return await purgeExpiredDeliveries(this.rt);
    } catch (error) {
      this.rt.log.error({ err: error }, 'webhook retention purge failed');
      return 0;
    }
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.unlisten?.();
    this.unlisten = null;
    await this.claiming;
    // Waiting deliveries are left to their leases; attempts under way end within the delivery
    // timeout and their outcomes are still recorded.
    this.waiting.clear();
    while (this.sends.size > 0) await Promise.allSettled([...this.sends]);
    while (this.flushing) await this.flushing;
    await this.sender?.close();
    await this.pool?.close();
    this.pool = null;
  }
}
