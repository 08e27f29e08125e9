import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/sql.ts';
import { eventually, type TestApp } from '../helpers/test-app.ts';

/**
 * Lets the workers finish what the seeding started (events relayed, jobs due run), then stops them:
 * from then on only requests change the database, so a digest taken before and after a request
 * shows exactly what that request wrote.
 */
export async function settleAndStopWorkers(t: TestApp): Promise<void> {
  await eventually(async () => {
    const [row] = await queryRows<{ pending: number }>(
      t.rt.database.db,
      sql`select (select count(*) from outbox_events where dispatched_at is null)::int
               + (select count(*) from pgboss.job
                  where state in ('created', 'retry', 'active') and start_after <= now())::int as pending`,
    );
    return row?.pending === 0;
  }, 30_000);
  for (const service of [...t.rt.background].reverse()) await service.stop();
  await t.rt.events.stopRelay();
  await t.rt.jobs.stopWorkers();
}
