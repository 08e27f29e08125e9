import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsAmong } from '../../../test/helpers/rows.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { purgeExpiredKeys } from './idempotency-purge.ts';

const HOUR = 3_600_000;

/** Stored responses of idempotent writes are kept for their 24 hours only, then deleted by an hourly job. */
describe('idempotency keys past their 24 hours', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Plants `count` keys stored `ageMs` before the clock's now; answers them. */
  async function plant(count: number, ageMs: number): Promise<string[]> {
    const keys = Array.from({ length: count }, () => `purge-test-${n++}`);
    const at = new Date(t.clock.now().getTime() - ageMs).toISOString();
    await t.rt.database.db.execute(
      sql`insert into idempotency_keys (seller_id, key, request_hash, status_code, body, created_at)
          select 'slr_purge', k, 'hash', 201, '{}', ${at}::timestamptz
          from unnest(${`{${keys.join(',')}}`}::text[]) as k`,
    );
    return keys;
  }
  const present = (values: readonly string[]) => rowsAmong(t, 'idempotency_keys', 'key', values);

  it('deletes the keys stored before the cutoff, in chunks, and keeps the others', async () => {
    const expired = await plant(5, 25 * HOUR);
    const live = await plant(3, 23 * HOUR);
    const cutoff = new Date(t.clock.now().getTime() - 24 * HOUR);
    expect(await purgeExpiredKeys(t.rt, cutoff, 2)).toBe(5);
    expect(await present(expired)).toBe(0);
    expect(await present(live)).toBe(3);
    expect(await purgeExpiredKeys(t.rt, cutoff, 2)).toBe(0);
  });

  it('runs as an hourly dated job', async () => {
    const expired = await plant(2, 30 * HOUR);
    const live = await plant(2, HOUR);
    // The worker's start booked a pass for now; the test drives the scheduler.
    await t.rt.scheduler.tick();
    await eventually(async () => (await present(expired)) === 0);
    expect(await present(live)).toBe(2);
  });
});
