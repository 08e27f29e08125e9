import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { FakeClock } from '../clock.ts';
import { systemCtx } from '../context.ts';
import { queryRows } from '../db/sql.ts';

describe('scheduler for dated jobs', () => {
  let t: TestApp;
  const clock = new FakeClock('2026-03-01T12:00:00.000Z');
  const ran: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      // No module's dated jobs; the platform's own (its retention passes) book entries of their own,
      // so the test reads the state of its entries, not how many a tick moved.
      modules: [],
      setup(rt) {
        rt.jobs.define<{ label: string }>({
          name: 'test.dated',
          handle: async (data) => void ran.push(data.label),
        });
      },
    });
  });
  afterAll(() => t.close());

  /** The test's entry under `key`: PENDING until a tick hands it to its job, then ENQUEUED. */
  const entry = async (key: string) =>
    (
      await queryRows<{ status: string }>(
        t.rt.database.db,
        sql`select status from scheduled_jobs where key = ${key}`,
      )
    )[0]?.status;

  it('runs a dated job only once the injected clock reaches its time', async () => {
    const ctx = systemCtx(t.rt, 'slr_A');
    await t.rt.scheduler.schedule(ctx, {
      job: 'test.dated',
      key: 'test:ends',
      runAt: new Date('2026-03-01T13:00:00.000Z'),
      data: { label: 'end' },
    });
    await t.rt.scheduler.tick();
    expect(await entry('test:ends')).toBe('PENDING');
    clock.advance(59 * 60 * 1000);
    await t.rt.scheduler.tick();
    expect(await entry('test:ends')).toBe('PENDING');
    clock.advance(60 * 1000);
    await t.rt.scheduler.tick();
    expect(await entry('test:ends')).toBe('ENQUEUED');
    await eventually(async () => ran.includes('end'));
    await t.rt.scheduler.tick();
    expect(ran.filter((label) => label === 'end')).toHaveLength(1);
  });

  it('moves an entry scheduled again under the same key, and never runs a canceled one', async () => {
    const ctx = systemCtx(t.rt, 'slr_A');
    const at = (iso: string) => new Date(iso);
    await t.rt.scheduler.schedule(ctx, {
      job: 'test.dated',
      key: 'k:moved',
      runAt: at('2026-03-01T14:00:00Z'),
      data: { label: 'moved' },
    });
    await t.rt.scheduler.schedule(ctx, {
      job: 'test.dated',
      key: 'k:moved',
      runAt: at('2026-03-02T14:00:00Z'),
      data: { label: 'moved' },
    });
    await t.rt.scheduler.schedule(ctx, {
      job: 'test.dated',
      key: 'k:canceled',
      runAt: at('2026-03-01T14:00:00Z'),
      data: { label: 'canceled' },
    });
    await t.rt.scheduler.cancel(ctx, 'k:canceled');
    clock.set('2026-03-01T15:00:00Z');
    await t.rt.scheduler.tick();
    expect(await entry('k:moved')).toBe('PENDING');
    expect(await entry('k:canceled')).toBe('CANCELED');
    clock.set('2026-03-02T14:00:00Z');
    await t.rt.scheduler.tick();
    expect(await entry('k:moved')).toBe('ENQUEUED');
    await eventually(async () => ran.includes('moved'));
    expect(ran).not.toContain('canceled');
  });
});
