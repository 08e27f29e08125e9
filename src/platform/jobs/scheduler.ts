import { asBackground } from '../db/background.ts';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Ctx } from '../context.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/sql.ts';
import { newId } from '../ids.ts';
import type { JobSystem } from './jobs.ts';
import { scheduledJobs } from './scheduler.tables.ts';

export interface ScheduleInput {
  job: string;
  runAt: Date;
  data: object;
  /** Unique per dated job (e.g. `promotion:prm_1:end`); scheduling it again moves it. */
  key: string;
}

/**
 * Dated jobs driven by the injectable clock. An entry is written in the caller's transaction (so a
 * promotion and its end date commit together); `tick` hands every entry whose time has come to
 * pg-boss in one transaction with marking it enqueued. Workers tick every second; tests set a
 * FakeClock and call `tick` themselves, without sleeping.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<number> | null = null;

  private readonly database: Database;
  private readonly jobs: JobSystem;
  private readonly clock: Clock;
  private readonly log: Logger;

  constructor(database: Database, jobs: JobSystem, clock: Clock, log: Logger) {
    this.database = database;
    this.jobs = jobs;
    this.clock = clock;
    this.log = log;
  }

  async schedule(ctx: Ctx, input: ScheduleInput): Promise<void> {
    if (!this.jobs.has(input.job)) throw new Error(`job ${input.job} is not defined`);
    const now = ctx.rt.clock.now().toISOString();
    await ctx.db
      .insert(scheduledJobs)
      .values({
        id: newId('sch'),
        sellerId: ctx.sellerId,
        job: input.job,
        key: input.key,
        data: input.data,
        runAt: input.runAt.toISOString(),
        status: 'PENDING',
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: scheduledJobs.key,
        set: { runAt: input.runAt.toISOString(), data: input.data, status: 'PENDING', job: input.job },
      });
  }

  async cancel(ctx: Ctx, key: string): Promise<void> {
    await ctx.db.execute(
      sql`update scheduled_jobs set status = 'CANCELED' where key = ${key} and status = 'PENDING'`,
    );
  }

  /** Enqueues every due entry; returns how many. */
  async tick(): Promise<number> {
    if (this.ticking) return this.ticking;
    this.ticking = this.enqueueDue().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async enqueueDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = this.clock.now().toISOString();
      const moved = await this.database.db.transaction(async (tx) => {
        const due = await queryRows<{ id: string; job: string; data: object }>(
          tx,
          sql`select id, job, data from scheduled_jobs where status = 'PENDING' and run_at <= ${now}
              order by run_at limit 500 for update skip locked`,
        );
        const perJob = new Map<string, object[]>();
        for (const row of due) perJob.set(row.job, [...(perJob.get(row.job) ?? []), row.data]);
        for (const [job, items] of perJob) await this.jobs.insertMany(tx, job, items);
        if (due.length > 0) {
          await tx.execute(
            sql`update scheduled_jobs set status = 'ENQUEUED' where id in (${sql.join(
              due.map((row) => sql`${row.id}`),
              sql`, `,
            )})`,
          );
        }
        return due.length;
      });
      total += moved;
      if (moved < 500) return total;
    }
  }

  start(intervalMs = 1000): void {
    this.timer = setInterval(() => {
      asBackground(() => this.tick()).catch((error) =>
        this.log.error({ err: error }, 'scheduler tick failed'),
      );
    }, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }
}
