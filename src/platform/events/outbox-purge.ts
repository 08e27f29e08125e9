import { sql } from 'drizzle-orm';
import { systemCtx } from '../context.ts';
import { queryRows } from '../db/sql.ts';
import { idPrefixAt } from '../ids.ts';
import type { Runtime } from '../runtime.ts';

const PURGE_JOB = 'platform.outbox-purge';
const PURGE_KEY = 'platform:outbox-purge';
const DAY_MS = 86_400_000;
/** Events age by the day; an hourly pass keeps the table within an hour of the retention. */
const EVERY_MS = 3_600_000;
/** Rows per statement: each delete is a short transaction, so relays and writers never wait long. */
const CHUNK = 10_000;

/**
 * Deletes relayed events appended before `before`, a chunk at a time; answers how many. Event ids sort
 * by the instant they were made, so the old ones are a range of the primary key: no index on the
 * relay instant is needed, and an event not relayed yet (a relay stopped for days) is kept.
 */
export async function purgeRelayedEvents(rt: Runtime, before: Date, chunk = CHUNK): Promise<number> {
  const below = idPrefixAt('evt', before.getTime());
  let deleted = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      rt.database.db,
      sql`with gone as (
            delete from outbox_events where id in (
              select id from outbox_events
              where id < ${below} and dispatched_at is not null
              order by id limit ${chunk})
            returning 1)
          select count(*)::int as n from gone`,
    );
    deleted += row!.n;
    if (row!.n < chunk) return deleted;
  }
}

/**
 * The outbox's retention (`FEIRA_OUTBOX_RETENTION_DAYS`, 0 keeps everything). The outbox hands events
 * over; it is not their history (the change history and the webhooks' deliveries are), and every price,
 * stock and order change adds a row, so without it the table grows for ever. A dated job, as the change
 * history's purge: one worker runs each pass, and each worker's start moves the same entry to now.
 */
export function defineOutboxPurge(rt: Runtime): void {
  rt.jobs.define<object>({
    name: PURGE_JOB,
    retry: { retryLimit: 3 },
    handle: async () => {
      const days = rt.config.outboxRetentionDays;
      if (days === 0) return;
      const now = rt.clock.now();
      const deleted = await purgeRelayedEvents(rt, new Date(now.getTime() - days * DAY_MS));
      if (deleted > 0) rt.log.info({ deleted, retentionDays: days }, 'relayed events purged');
      await scheduleNext(rt, new Date(now.getTime() + EVERY_MS));
    },
  });
  if (rt.config.outboxRetentionDays === 0) return;
  rt.background.push({
    name: PURGE_JOB,
    start: () => scheduleNext(rt, rt.clock.now()),
    stop: async () => {},
  });
}

function scheduleNext(rt: Runtime, runAt: Date): Promise<void> {
  return rt.scheduler.schedule(systemCtx(rt, null, 'outbox-purge'), {
    job: PURGE_JOB,
    runAt,
    data: {},
    key: PURGE_KEY,
  });
}
