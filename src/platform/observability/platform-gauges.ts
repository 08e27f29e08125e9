import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sql.ts';
import type { Runtime } from '../runtime.ts';
import { onScrape, scrapeGauge } from './metrics.ts';

const outboxLag = scrapeGauge(
  'feira_outbox_lag_seconds',
  'Age of the oldest outbox event not yet relayed to its consumers (0 when none waits)',
);
const outboxPending = scrapeGauge('feira_outbox_pending_events', 'Outbox events not yet relayed');
const queueJobs = scrapeGauge(
  'feira_job_queue_jobs',
  'pg-boss jobs per queue by state: ready (runnable now), deferred (retry or start later), active, failed (kept)',
  ['queue', 'state'],
);
const poolConnections = scrapeGauge(
  'feira_db_pool_connections',
  "This process's PostgreSQL connections per pool (requests, background) by state: total, idle, waiting (callers queued)",
  ['pool', 'state'],
);

/**
 * The platform's gauges, read when Prometheus scrapes: the outbox backlog and its age, pg-boss queue
 * depths (one statement for all queues), and this process's connection pools.
 */
export function registerPlatformGauges(rt: Runtime): void {
  onScrape(rt, async () => {
    // Ids sort by time, so the pending index gives the oldest at once; the count is over that index too.
    const [row] = await queryRows<{ age: number | null; n: number }>(
      rt.database.db,
      sql`select extract(epoch from now() - (select occurred_at from outbox_events
                  where dispatched_at is null order by id limit 1))::float8 as age,
                 (select count(*)::int from outbox_events where dispatched_at is null) as n`,
    );
    outboxLag.set(Math.max(0, row?.age ?? 0));
    outboxPending.set(row?.n ?? 0);
  });
  onScrape(rt, async () => {
    const queues = await rt.jobs.boss.getQueues();
    queueJobs.reset();
    for (const queue of queues) {
      queueJobs.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
      queueJobs.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
      queueJobs.set({ queue: queue.name, state: 'active' }, queue.activeCount);
      queueJobs.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
    }
  });
  onScrape(rt, async () => {
    const pools = { requests: rt.database.pool, background: rt.database.backgroundPool };
    for (const [pool, value] of Object.entries(pools)) {
      if (!value) continue;
      poolConnections.set({ pool, state: 'total' }, value.totalCount);
      poolConnections.set({ pool, state: 'idle' }, value.idleCount);
      poolConnections.set({ pool, state: 'waiting' }, value.waitingCount);
    }
  });
}
