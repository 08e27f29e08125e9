import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsAmong } from '../../../test/helpers/rows.ts';
import { createTestApp, eventually, settled, type TestApp } from '../../../test/helpers/test-app.ts';
import { idPrefixAt } from '../ids.ts';
import { purgeRelayedEvents } from './outbox-purge.ts';

const DAY = 86_400_000;

/**
 * The outbox keeps relayed events for the retention only: older ones are deleted by an hourly dated
 * job, a chunk at a time; an event not relayed yet is kept however old.
 */
describe('outbox retention', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await settled(t);
    // Rows planted below must stay as planted: the relay would hand the pending one over.
    await t.rt.events.stopRelay();
  });
  afterAll(() => t.close());

  /** Plants `count` events made `ageMs` before the clock's now, relayed or not; answers their ids. */
  async function plant(count: number, ageMs: number, relayed: boolean): Promise<string[]> {
    const made = t.clock.now().getTime() - ageMs;
    const ids = Array.from(
      { length: count },
      () => `${idPrefixAt('evt', made)}${String(n++).padStart(16, '0')}`,
    );
    await t.rt.database.db.execute(
      sql`insert into outbox_events (id, name, payload, occurred_at, dispatched_at)
          select id, 'stock.StockChanged', '{}'::jsonb, ${new Date(made).toISOString()}::timestamptz,
                 ${relayed ? sql`${new Date(made).toISOString()}::timestamptz` : sql`null`}
          from unnest(${`{${ids.join(',')}}`}::text[]) as id`,
    );
    return ids;
  }
  const present = (values: readonly string[]) => rowsAmong(t, 'outbox_events', 'id', values);

  it('deletes relayed events made before the cutoff, in chunks, and keeps newer and pending ones', async () => {
    const old = await plant(25, 10 * DAY, true);
    const pending = await plant(2, 10 * DAY, false);
    const recent = await plant(3, DAY, true);
    const cutoff = new Date(t.clock.now().getTime() - 7 * DAY);
    expect(await purgeRelayedEvents(t.rt, cutoff, 10)).toBe(25);
    expect(await present(old)).toBe(0);
    expect(await present(pending)).toBe(2);
    expect(await present(recent)).toBe(3);
    // A second pass finds nothing more.
    expect(await purgeRelayedEvents(t.rt, cutoff, 10)).toBe(0);
  });

  it('runs as a dated job with the configured retention (7 days by default)', async () => {
    expect(t.rt.config.outboxRetentionDays).toBe(7);
    const old = await plant(4, 8 * DAY, true);
    const kept = await plant(4, 6 * DAY, true);
    // The worker's start booked a pass for now; the test drives the scheduler.
    await t.rt.scheduler.tick();
    await eventually(async () => (await present(old)) === 0);
    expect(await present(kept)).toBe(4);
  });
});
