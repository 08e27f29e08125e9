import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Ctx } from '../context.ts';
import { systemCtx } from '../context.ts';
import { newId } from '../ids.ts';
import { asBackground } from '../db/background.ts';
import { dedicatedPool, type Database, type Executor } from '../db/connection.ts';
import { isoText, queryRows } from '../db/sql.ts';
import type { JobSystem, RetryPolicy } from '../jobs/jobs.ts';
import type { Runtime } from '../runtime.ts';
import type { EventCatalogue, EventEnvelope, EventName, EventOf } from './catalogue.ts';
import type { outboxEvents } from './events.tables.ts';
import { outboxRelayed } from '../observability/metrics.ts';
import { CommitSignal } from './commit-signal.ts';
import { SpanKind, currentTraceparent, inActiveSpan, inSpan } from '../observability/tracing.ts';

export const OUTBOX_CHANNEL = 'feira_outbox';

/**
 * A consumer of the events named in N; its handlers see the payload types of those names, so
 * `consume<'price.PriceUpdated'>({ … })` (or the names in `events`) types every payload it reads.
 */
export interface Consumer<N extends EventName = EventName> {
  name: string;
  events: readonly N[];
  handle(event: EventOf<N>, ctx: Ctx): Promise<void>;
  /**
   * Optional set-based form: every event of a fetched batch at once (sellers mixed; the context has
   * none), for consumers whose work is one statement for many events. Replaces `handle` when set.
   */
  handleBatch?(events: EventOf<N>[], ctx: Ctx): Promise<void>;
  /**
   * Optional filter the relay applies before queueing: an event it refuses never becomes a job of
   * this consumer. For consumers that care about a few events of a busy name (a cost change among
   * title edits), so a burst of changes does not cost every consumer a job per event.
   */
  wants?(event: EventOf<N>): boolean;
  /**
   * With `handleBatch`: the relay queues this consumer's events in jobs of up to this many (one job
   * per chunk instead of one per event, so a burst costs pg-boss a few rows); `batchSize` then counts
   * such jobs. A failing chunk is retried whole, like any batch.
   */
  eventsPerJob?: number;
  /**
   * Optional: the relay runs this with a batch's events inside its own transaction, instead of
   * queueing them as jobs: the consumer's writes commit with the events' mark, so they are made
   * exactly once and cost no job insert, fetch and completion. What it answers runs after the commit
   * (work that must only follow committed rows); its work before that must be the transaction's
   * alone, as a pass undone by another consumer's failure runs it again. For consumers whose work is
   * a statement or two; one that fails undoes the pass, made again with its events queued as jobs.
   */
  handleInRelay?(events: EventOf<N>[], ctx: Ctx): Promise<() => void>;
  retry?: Partial<RetryPolicy>;
  batchSize?: number;
  concurrency?: number;
}

/** The job of a consumer with `eventsPerJob`: several events at once. */
interface EventChunk {
  events: EventOf[];
  traceparent?: string;
}

/** A consumer's `handleInRelay` threw: the relay's pass is undone and made again without it. */
class FailedInRelay extends Error {
  readonly consumer: Consumer;
  readonly count: number;
  constructor(consumer: Consumer, count: number, cause: unknown) {
    super(`consumer ${consumer.name} failed in the relay`, { cause });
    this.consumer = consumer;
    this.count = count;
  }
}

/** Events the relay moves per transaction. */
const RELAY_BATCH = 500;
/** While writes keep coming, relay passes start at most this often (see `relay`). */
const RELAY_GATHER_MS = 25;

const queueOf = (consumer: string) => `consumer.${consumer}`;
const eventsOf = (jobs: (EventOf | EventChunk)[]) =>
  jobs.flatMap((job) => ('events' in job ? job.events : [job]));

/**
 * Appends an event to the outbox through the caller's executor, so it commits or rolls back with
 * the state change. The relay is woken once the event is visible (see `notifiesInStatement`).
 */
export async function appendEvent<N extends EventName>(
  ctx: Ctx,
  name: N,
  payload: EventCatalogue[N],
): Promise<EventEnvelope<N>> {
  const envelope: EventEnvelope<N> = {
    id: newId('evt'),
    name,
    sellerId: ctx.sellerId,
    payload,
    occurredAt: ctx.rt.clock.now().toISOString(),
  };
  await insertNotifying(ctx, [
    {
      id: envelope.id,
      sellerId: envelope.sellerId,
      name,
      payload: payload,
      occurredAt: envelope.occurredAt,
      // While tracing, the events carry the writer's trace so their consumers' jobs continue it.
      traceParent: currentTraceparent(),
    },
  ]);
  return envelope;
}

/** An outbox row to insert, with the trace its consumers' jobs continue (null when not tracing). */
type OutboxRow = typeof outboxEvents.$inferInsert & { traceParent: string | null };

/**
 * How the relay hears of a writer's events. In a transaction `withTransaction` opened, it is woken
 * after the commit (PLT-69: a NOTIFY inside the writer's transaction makes concurrent commits queue
 * on PostgreSQL's notification lock). Anywhere else (a statement on its own, a transaction opened
 * without that hook) the statement NOTIFYs itself, transactionally, as it always did: true then.
 */
function notifiesInStatement(ctx: Ctx): boolean {
  if (!ctx.afterCommit) return true;
  ctx.afterCommit(ctx.rt.events.committed);
  return false;
}

/**
 * Inserts outbox rows, with the relay's NOTIFY in the same statement when it must be transactional
 * (`notifiesInStatement`): one round trip either way. (PostgreSQL folds repeated NOTIFYs of a transaction into one.)
 */
async function insertNotifying(ctx: Ctx, rows: OutboxRow[]): Promise<void> {
  // The rows travel as one JSON parameter: building a multi-row VALUES with five parameters per row
  // cost bulk writers 3-4x more than the insert itself (10,000 events: ~1.1 s against ~0.3 s).
  const input = JSON.stringify(
    rows.map((row) => ({
      s: row.sellerId,
      id: row.id,
      n: row.name,
      p: row.payload,
      at: row.occurredAt,
      tp: row.traceParent,
    })),
  );
  const insert = sql`insert into outbox_events (seller_id, id, name, payload, occurred_at, trace_parent)
    select x.s, x.id, x.n, x.p, x.at, x.tp
    from json_to_recordset(${input}::json) as x(s text, id text, n text, p jsonb, at timestamptz, tp text)`;
  await ctx.db.execute(
    notifiesInStatement(ctx)
      ? sql`with appended as (${insert} returning id)
            select pg_notify(${OUTBOX_CHANNEL}, '') from (select 1 from appended limit 1) as one`
      : insert,
  );
}

/**
 * The outbox insert of a writer's own statement, as the body of one of its CTEs, for events that
 * depend on what the statement itself writes (only the orders it did insert, a stock row it created):
 * `events` selects `(id, payload)` of events named `name`, ids made with `newId('evt')`. The events
 * cost no round trip of their own. In a transaction `withTransaction` opened, the relay is woken after
 * its commit; elsewhere the NOTIFY is in the RETURNING list, so it is sent exactly when a row is
 * (`notifiesInStatement`).
 */
export function outboxInsert(ctx: Ctx, name: EventName, events: SQL): SQL {
  const notify = notifiesInStatement(ctx);
  return sql`insert into outbox_events (seller_id, id, name, payload, occurred_at, trace_parent)
      select ${ctx.sellerId}, e.id, ${name}, e.payload, ${ctx.rt.clock.now().toISOString()}::timestamptz,
        ${currentTraceparent()}::text
      from (${events}) as e(id, payload)
      ${notify ? sql`returning pg_notify(${OUTBOX_CHANNEL}, '')` : sql``}`;
}

/** One event to append: a name of the catalogue with its payload. */
export type EventDraft = { [N in EventName]: { name: N; payload: EventCatalogue[N] } }[EventName];

// Rows per statement: bounds one statement's JSON parameter.
const EVENTS_PER_STATEMENT = 5000;

/**
 * `appendEvent` for bulk writers (the catalog import writes a thousand variations per transaction):
 * multi-row inserts through the caller's executor, the relay woken as for `appendEvent`.
 */
export async function appendEvents(ctx: Ctx, drafts: readonly EventDraft[]): Promise<void> {
  await appendEventsOf(ctx, [{ drafts, traceParent: currentTraceparent() }]);
}

/**
 * `appendEvents` for a transaction that writes for several requests (group commit): each request's
 * events continue that request's trace, not the trace of the one whose turn ran the batch.
 */
export async function appendEventsOf(
  ctx: Ctx,
  writers: readonly { drafts: readonly EventDraft[]; traceParent: string | null }[],
): Promise<void> {
  const occurredAt = ctx.rt.clock.now().toISOString();
  const rows = writers.flatMap(({ drafts, traceParent }) =>
    drafts.map((draft) => ({
      id: newId('evt'),
      sellerId: ctx.sellerId,
      name: draft.name,
      payload: draft.payload,
      occurredAt,
      traceParent,
    })),
  );
  for (let i = 0; i < rows.length; i += EVENTS_PER_STATEMENT) {
    await insertNotifying(ctx, rows.slice(i, i + EVENTS_PER_STATEMENT));
  }
}

/**
 * Consumer registration and the outbox relay. Every consumer gets its own pg-boss queue; the relay
 * moves committed outbox rows into those queues in one transaction with marking them dispatched,
 * so an event reaches each consumer at least once and a rolled-back event never leaves the outbox.
 */
export class EventBus {
  private readonly consumers = new Map<string, Consumer>();
  private readonly byEvent = new Map<EventName, Consumer[]>();
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** When the last relay pass started (performance.now()). */
  private lastPass = -Infinity;
  /** Whether the last relay pass queued jobs (see `relay`). */
  private queuedJobs = false;
  private stopped = true;
  /** The relay's own connection while it runs, so it never queues behind the writes it relays. */
  private relayPool: ReturnType<typeof dedicatedPool> | null = null;
  /** Wakes the relays of other processes after this one's commits, when it runs none itself. */
  private readonly signal: CommitSignal;

  private readonly database: Database;
  private readonly jobs: JobSystem;
  private readonly log: Logger;
  private readonly runtime: () => Runtime;

  constructor(database: Database, jobs: JobSystem, log: Logger, runtime: () => Runtime) {
    this.database = database;
    this.jobs = jobs;
    this.log = log;
    this.runtime = runtime;
    this.signal = new CommitSignal(database, OUTBOX_CHANNEL, log);
  }

  /**
   * Events committed in this process (see `notifiesInStatement`). A relay running here takes them: any relay
   * can move any event, so the others need not hear of them. A process without one (the API role)
   * notifies the others' relays.
   */
  readonly committed = (): void => {
    if (this.stopped) this.signal.send();
    else this.kick();
  };

  /** Registers a consumer; the relay queues it only the events it names, so it sees only envelopes of N. */
  consume<N extends EventName>(typed: Consumer<N>): void {
    const consumer: Consumer = typed;
    if (this.consumers.has(consumer.name)) throw new Error(`consumer ${consumer.name} registered twice`);
    this.consumers.set(consumer.name, consumer);
    for (const event of consumer.events) {
      this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), consumer]);
    }
    const batchCtx = () => systemCtx(this.runtime(), null, `batch:${consumer.name}`);
    this.jobs.define<EventOf | EventChunk>({
      name: queueOf(consumer.name),
      retry: consumer.retry,
      batchSize: consumer.batchSize ?? 20,
      concurrency: consumer.concurrency ?? 2,
      handle: (job) =>
        'events' in job
          ? consumer.handleBatch!(job.events, batchCtx())
          : consumer.handle(job, systemCtx(this.runtime(), job.sellerId, job.id)),
      ...(consumer.handleBatch
        ? {
            handleBatch: (jobs: (EventOf | EventChunk)[]) =>
              consumer.handleBatch!(eventsOf(jobs), batchCtx()),
          }
        : {}),
    });
  }

  /**
   * Starts relaying: on every commit of this process (`committed`) and every NOTIFY of another's, plus
   * a slow sweep in case a wake-up was missed.
   */
  async startRelay(sweepMs = 1000): Promise<void> {
    this.stopped = false;
    this.relayPool = dedicatedPool(this.database, 1, { queue: true });
    this.stopListening = await this.database.listen(OUTBOX_CHANNEL, () => this.kick());
    this.timer = setInterval(() => this.kick(), sweepMs);
    this.kick();
  }

  /** Runs the relay now, or once more after the run in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // Background even when a request's commit woke it (`committed` runs in that request's context).
    this.running = asBackground(() => this.relay());
  }

  private async relay(): Promise<void> {
    try {
      do {
        // While writers commit one after another, passes that queue jobs start at most every
        // RELAY_GATHER_MS, so each consumer's job of a pass takes several writers' events: a job costs
        // its consumer a fetch and a completion whether it holds one commit's events or many. A pass
        // that queued none (its consumers ran in the relay) has nothing to gather: the next starts
        // as soon as it ends and takes what committed meanwhile. After a quiet spell: at once.
        const wait = this.queuedJobs ? this.lastPass + RELAY_GATHER_MS - performance.now() : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.again = false;
        this.lastPass = performance.now();
        // A short batch took every event there was: what commits later wakes it again (`again`), so no
        // second pass to find nothing.
        while ((await this.relayBatch(RELAY_BATCH)) === RELAY_BATCH && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      this.log.error({ err: error }, 'outbox relay failed; the sweep retries');
    } finally {
      this.running = null;
    }
  }

  /**
   * Moves up to `limit` pending events into their consumers' queues (or to consumers that run in the
   * relay, PLT-42); returns how many it moved. A consumer failing in the relay undoes the whole pass,
   * which is then made again with that consumer's events queued as its jobs: no savepoint round trips
   * around every consumer's work for the rare failure.
   */
  async relayBatch(limit = RELAY_BATCH): Promise<number> {
    const queued = new Set<Consumer>();
    for (;;) {
      try {
        return await this.relayPass(limit, queued);
      } catch (error) {
        if (!(error instanceof FailedInRelay)) throw error;
        this.log.warn(
          { err: error.cause, consumer: error.consumer.name, count: error.count },
          'consumer failed in the relay; its events are queued as jobs',
        );
        queued.add(error.consumer);
      }
    }
  }

  /** One relay transaction; consumers in `queued` get jobs even when they could run in the relay. */
  private async relayPass(limit: number, queued: ReadonlySet<Consumer>): Promise<number> {
    const committed: (() => void)[] = [];
    let queuedJobs = false;
    const moved = await (this.relayPool?.db ?? this.database.db).transaction(async (tx) => {
      const rows = await queryRows<{
        id: string;
        seller_id: string | null;
        name: EventName;
        payload: object;
        occurred_at: string;
        trace_parent: string | null;
      }>(
        tx,
        // Taken and marked in one statement; the jobs below commit with the mark or not at all.
        sql`update outbox_events o set dispatched_at = now()
            from (select id from outbox_events where dispatched_at is null
                  order by id limit ${limit} for update skip locked) taken
            where o.id = taken.id
            returning o.id, o.seller_id, o.name, o.payload, o.trace_parent,
              ${isoText('o.occurred_at')} as occurred_at`,
      );
      if (rows.length === 0) return 0;
      // Consumers get a batch's events in the order they were appended (ids sort by time).
      rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const perConsumer = new Map<Consumer, EventOf[]>();
      for (const row of rows) {
        // The outbox holds only what appendEvent wrote: a name of the catalogue with its payload.
        const envelope = {
          id: row.id,
          name: row.name,
          sellerId: row.seller_id,
          payload: row.payload,
          // Formatted by the statement as `toISOString` writes it: a Date per event cost the relay ~1 µs each.
          occurredAt: row.occurred_at,
          ...(row.trace_parent ? { traceparent: row.trace_parent } : {}),
        } as EventOf;
        for (const consumer of this.byEvent.get(row.name) ?? []) {
          if (consumer.wants && !consumer.wants(envelope)) continue;
          const events = perConsumer.get(consumer);
          if (events) events.push(envelope);
          else perConsumer.set(consumer, [envelope]);
        }
      }
      for (const [consumer, events] of perConsumer) {
        if (consumer.handleInRelay && !queued.has(consumer)) {
          committed.push(await this.handleInRelay(tx, consumer, events));
          continue;
        }
        const size = consumer.handleBatch ? consumer.eventsPerJob : undefined;
        const jobs: (EventOf | EventChunk)[] = [];
        if (!size) jobs.push(...events);
        else {
          for (let i = 0; i < events.length; i += size) {
            const chunk = events.slice(i, i + size);
            // A chunk's job continues the trace of its first traced event.
            const traceparent = chunk.find((event) => event.traceparent)?.traceparent;
            jobs.push(traceparent ? { events: chunk, traceparent } : { events: chunk });
          }
        }
        await this.jobs.insertMany(tx, queueOf(consumer.name), jobs);
        queuedJobs = true;
      }
      return rows.length;
    });
    for (const then of committed) {
      try {
        then();
      } catch (error) {
        // Committed already: what it started must not make the relay take these events again.
        this.log.error({ err: error }, 'a consumer failed after the relay committed');
      }
    }
    if (moved > 0) outboxRelayed.inc(moved);
    this.queuedJobs = queuedJobs;
    return moved;
  }

  /**
   * A consumer's `handleInRelay` in the relay's transaction, in the span its job would have had (the
   * same name, continuing the first traced event's trace), so a trace reads the same whichever ran
   * it. A failure is thrown as `FailedInRelay`: the transaction, aborted by it, is rolled back whole.
   */
  private async handleInRelay(tx: Executor, consumer: Consumer, events: EventOf[]): Promise<() => void> {
    const [parent, ...links] = events.flatMap((event) => (event.traceparent ? [event.traceparent] : []));
    try {
      return await inSpan(
        `job ${queueOf(consumer.name)}`,
        {
          kind: SpanKind.CONSUMER,
          parent: parent ?? null,
          links,
          attributes: {
            'messaging.destination.name': queueOf(consumer.name),
            'messaging.batch.message_count': events.length,
          },
        },
        async () =>
          inActiveSpan(
            await consumer.handleInRelay!(events, {
              ...systemCtx(this.runtime(), null, `relay:${consumer.name}`),
              db: tx,
              inTransaction: true,
            }),
          ),
      );
    } catch (error) {
      throw new FailedInRelay(consumer, events.length, error);
    }
  }

  async stopRelay(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stopListening?.();
    this.stopListening = null;
    await this.running;
    await this.relayPool?.close();
    this.relayPool = null;
    await this.signal.close();
  }
}
