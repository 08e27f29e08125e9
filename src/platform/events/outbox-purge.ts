import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sql.ts';
import { idPrefixAt } from '../ids.ts';
import { defineRecurringJob } from '../jobs/recurring.ts';
import type { Runtime } from '../runtime.ts';

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
 * stock and order change adds a row, so without it the table grows for ever. An hourly pass.
 */
export function defineOutboxPurge(rt: Runtime): void {
  const days = rt.config.outboxRetentionDays;
  defineRecurringJob(rt, {
    name: 'platform.outbox-purge',
    key: 'platform:outbox-purge',
    actor: 'outbox-purge',
    everyMs: EVERY_MS,
    enabled: days > 0,
    pass: async () => {
      const deleted = await purgeRelayedEvents(rt, new Date(rt.clock.now().getTime() - days * DAY_MS));
      if (deleted > 0) rt.log.info({ deleted, retentionDays: days }, 'relayed events purged');
    },
  });
}
