import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type Db as IDatabase,
  type Job,
  type JobResult,
  type JobWithMetadata,
} from 'pg-boss';
import type { Logger } from 'pino';
import { asBackground } from '../db/background.ts';
import type { Database, Executor } from '../db/connection.ts';
import type { Ctx } from '../context.ts';
import { jobDuration, jobRuns } from '../observability/metrics.ts';
import { SpanKind, currentTraceparent, inSpan, tracingOn } from '../observability/tracing.ts';

export interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** First delay in seconds; doubled per attempt with jitter (pg-boss `retryBackoff`). */
  retryDelay: number;
  retryDelayMax: number;
}

const defaultRetry: RetryPolicy = { retryLimit: 8, retryDelay: 1, retryDelayMax: 3600 };

/**
 * A long job's worker refreshes its heartbeat every HEARTBEAT_SECONDS / 2; one not refreshed for
 * HEARTBEAT_SECONDS belongs to a dead worker (kill -9, lost machine), and the supervisor, every
 * SUPERVISE_SECONDS, hands it to the next worker as a retry: a job is taken over within about 40 s of
 * its worker's death rather than at its expiry (hours for an import). pg-boss's minimum is 10.
 */
const HEARTBEAT_SECONDS = 20;
const SUPERVISE_SECONDS = 10;
/** The queue a definition's jobs go to once pg-boss stops retrying them (see `giveUp`). */
const givenUpQueue = (name: string) => `${name}.given-up`;

export interface JobDefinition<T extends object> {
  name: string;
  handle(data: T, job: { id: string; retryCount: number }): Promise<void>;
  /**
   * Set-based alternative to `handle`: the whole fetched batch at once, settled together (a throw
   * fails and retries every job of the batch, so the handler must be idempotent).
   */
  handleBatch?(items: T[]): Promise<void>;
  retry?: Partial<RetryPolicy>;
  /** Jobs fetched per poll; each is settled on its own. */
  batchSize?: number;
  /** Workers per process for this queue. */
  concurrency?: number;
  /** Seconds a single run may take before pg-boss treats it as failed. */
  expireInSeconds?: number;
  /**
   * A long job (minutes): its worker keeps a heartbeat, and a job whose worker died is taken over
   * within a minute. The handler must resume from what it committed.
   */
  heartbeat?: boolean;
  /**
   * Called once, in a worker, when pg-boss stops retrying a job (retries used up by errors or by
   * dead workers): the job's own record must end FAILED with `reason`, never stay RUNNING or PENDING.
   */
  giveUp?(data: T, reason: string): Promise<void>;
}

/**
 * What a failed run says about itself, kept for `giveUp`: the driver's message rather than the ORM's
 * wrapper (which repeats the whole statement and its parameters), one line, bounded.
 */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? cause : error;
  const message = inner instanceof Error ? inner.message : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}

interface QueueSettings {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
  expireInSeconds?: number;
  notify: boolean;
  heartbeatSeconds?: number | null;
  deadLetter?: string | null;
}

/** Lets pg-boss run its statements on an executor we hold — an open transaction included. */
function bossDbFor(executor: Executor): IDatabase {
  return fromDrizzle(executor as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

/**
 * pg-boss wiring: one instance per process, LISTEN/NOTIFY on, queues created for every
 * definition in every role (so the api can send), workers started only where jobs run.
 */
/** pg-boss's own pool on PostgreSQL (part of each process's connection budget, connection-budget.ts). */
export const JOB_POOL_MAX = 10;

export class JobSystem {
  readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private started = false;
  private workersStarted = false;

  private readonly log: Logger;

  constructor(database: Database, log: Logger, supervise: boolean) {
    this.log = log;
    const common = {
      useListenNotify: true,
      supervise,
      // The supervisor's pass fails jobs whose heartbeat went stale: often, so takeover is quick.
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      schedule: false,
      migrate: true,
    } as const;
    this.boss =
      database.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: database.connectionString!, max: JOB_POOL_MAX });
    this.boss.on('error', (error: Error) => this.log.error({ err: error }, 'job system error'));
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition);
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      const retry = { ...defaultRetry, ...definition.retry };
      const deadLetter = definition.giveUp ? givenUpQueue(definition.name) : undefined;
      if (deadLetter)
        await this.ensureQueue(deadLetter, { ...defaultRetry, retryBackoff: true, notify: true });
      await this.ensureQueue(definition.name, {
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelay,
        retryBackoff: true,
        retryDelayMax: retry.retryDelayMax,
        expireInSeconds: definition.expireInSeconds ?? 300,
        notify: true,
        heartbeatSeconds: definition.heartbeat ? HEARTBEAT_SECONDS : null,
        deadLetter: deadLetter ?? null,
      });
    }
    this.started = true;
  }

  /** Creates the queue, or brings an existing one (an older release's) to these settings. */
  private async ensureQueue(name: string, settings: QueueSettings): Promise<void> {
    if (await this.boss.getQueue(name)) {
      await this.boss.updateQueue(name, settings);
      return;
    }
    const { deadLetter, heartbeatSeconds, ...rest } = settings;
    await this.boss.createQueue(name, {
      ...rest,
      ...(deadLetter ? { deadLetter } : {}),
      ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
    });
  }

  async startWorkers(): Promise<void> {
    if (!this.started) throw new Error('start the job system before its workers');
    for (const definition of this.definitions.values()) {
      await this.boss.work<object>(
        definition.name,
        {
          batchSize: definition.batchSize ?? 10,
          localConcurrency: definition.concurrency ?? 2,
          perJobResults: true,
          pollingIntervalSeconds: 2,
          notifyPollingIntervalSeconds: 5,
          burstWhenBatchFull: true,
        },
        // Whatever woke the worker (a request's NOTIFY among them), its jobs are background work.
        (jobs: Job<object>[]) => asBackground(() => this.runBatch(definition, jobs)),
      );
      const giveUp = definition.giveUp?.bind(definition);
      if (giveUp) {
        await this.boss.work(
          givenUpQueue(definition.name),
          {
            batchSize: 1,
            includeMetadata: true as const,
            pollingIntervalSeconds: 2,
            notifyPollingIntervalSeconds: 5,
          },
          async ([job]: JobWithMetadata<object>[]) => {
            const output = job?.sourceOutput as { message?: unknown; value?: { message?: unknown } } | null;
            const message = output?.message ?? output?.value?.message;
            const reason = typeof message === 'string' ? message : 'the job stopped for an unknown reason';
            this.log.error(
              { job: definition.name, data: job?.data, reason },
              'job given up after its retries',
            );
            if (job) await asBackground(() => giveUp(job.data, reason));
          },
        );
      }
    }
    this.workersStarted = true;
  }

  /**
   * Stops taking jobs in this process, waiting for those under way; sends keep working. The fuzz
   * suite runs with its workers stopped so that only requests change the database.
   */
  async stopWorkers(): Promise<void> {
    for (const [name, definition] of this.definitions) {
      await this.boss.offWork(name, { wait: true });
      if (definition.giveUp) await this.boss.offWork(givenUpQueue(name), { wait: true });
    }
    this.workersStarted = false;
  }

  private async runBatch(definition: JobDefinition<object>, jobs: Job<object>[]): Promise<JobResult[]> {
    const started = performance.now();
    const results = tracingOn()
      ? await this.runTraced(definition, jobs)
      : await this.runJobs(definition, jobs);
    jobDuration.observe({ queue: definition.name }, (performance.now() - started) / 1000);
    let failed = 0;
    for (const result of results) if (result.status === 'failed') failed++;
    if (failed > 0) jobRuns.inc({ queue: definition.name, outcome: 'failed' }, failed);
    if (failed < results.length) {
      jobRuns.inc({ queue: definition.name, outcome: 'completed' }, results.length - failed);
    }
    return results;
  }

  /**
   * While tracing: a batch runs in a span continuing the trace its first job was queued in (see
   * `send` and the outbox relay), linked to the others'; a job run on its own, in its own trace's.
   */
  private async runTraced(definition: JobDefinition<object>, jobs: Job<object>[]): Promise<JobResult[]> {
    const parents = jobs.map((job) => (job.data as { traceparent?: string }).traceparent ?? null);
    const span = (batch: Job<object>[], parent: string | null, links: string[]) =>
      inSpan(
        `job ${definition.name}`,
        {
          kind: SpanKind.CONSUMER,
          parent,
          links,
          attributes: {
            'messaging.destination.name': definition.name,
            'messaging.batch.message_count': batch.length,
          },
        },
        () => this.runJobs(definition, batch),
      );
    if (definition.handleBatch) {
      const [first, ...rest] = parents.filter((parent) => parent !== null);
      return span(jobs, first ?? null, rest);
    }
    const results: JobResult[] = [];
    for (let i = 0; i < jobs.length; i++) results.push(...(await span([jobs[i]!], parents[i]!, [])));
    return results;
  }

  private async runJobs(definition: JobDefinition<object>, jobs: Job<object>[]): Promise<JobResult[]> {
    if (definition.handleBatch) {
      try {
        await definition.handleBatch(jobs.map((job) => job.data));
        return jobs.map((job) => ({ id: job.id, status: 'completed' as const }));
      } catch (error) {
        this.log.warn(
          { err: error, job: definition.name, count: jobs.length },
          'job batch failed; pg-boss retries it',
        );
        const output = { message: reasonOf(error) };
        return jobs.map((job) => ({ id: job.id, status: 'failed' as const, output }));
      }
    }
    const results: JobResult[] = [];
    for (const job of jobs) {
      const retryCount = (job as unknown as { retryCount?: number }).retryCount ?? 0;
      try {
        await definition.handle(job.data, { id: job.id, retryCount });
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        this.log.warn({ err: error, job: definition.name, jobId: job.id }, 'job failed; pg-boss retries it');
        results.push({ id: job.id, status: 'failed', output: { message: reasonOf(error) } });
      }
    }
    return results;
  }

  /**
   * Queues a job; inside a transaction the job exists only if the transaction commits. `startAfter`: a
   * date, or seconds from now by the database's clock.
   */
  async send(
    ctx: Ctx | null,
    name: string,
    data: object,
    options: { startAfter?: Date | number; singletonKey?: string } = {},
  ) {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`);
    const db = ctx?.inTransaction ? bossDbFor(ctx.db) : undefined;
    // While tracing, the job carries the sender's trace context; its run continues that trace.
    const traceparent = currentTraceparent();
    const payload = traceparent ? { ...data, traceparent } : data;
    return this.boss.send(name, payload, { ...options, ...(db ? { db } : {}) });
  }

  /** Inserts many jobs of one queue at once through the given executor (used by the relays). */
  async insertMany(executor: Executor | null, name: string, items: object[]): Promise<void> {
    if (items.length === 0) return;
    const jobs = items.map((data) => ({ data }));
    await this.boss.insert(name, jobs, executor ? { db: bossDbFor(executor) } : undefined);
  }

  async ping(): Promise<boolean> {
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  get isWorking(): boolean {
    return this.workersStarted;
  }

  /** Stops taking jobs and waits up to `timeoutMs` for those under way (graceful shutdown). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }
}
