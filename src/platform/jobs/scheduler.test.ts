import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { FakeClock } from '../clock.ts';
import { systemCtx } from '../context.ts';

describe('scheduler for dated jobs', () => {
  let t: TestApp;
  const clock = new FakeClock('2026-03-01T12:00:00.000Z');
  const ran: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      // The ticks here count this test's entries only: no module's dated jobs (the change history's
      // purge, the upload expiry) scheduling themselves at start, and the outbox's retention off.
      modules: [],
      config: { outboxRetentionDays: 0 },
      setup(rt) {
        rt.jobs.define<{ label: string }>({
          name: 'test.dated',
          handle: async (data) => void ran.push(data.label),
        });
      },
    });
  });
  afterAll(() => t.close());

  it('runs a dated job only once the injected clock reaches its time', async () => {
    const ctx = systemCtx(t.rt, 'slr_A');
    await t.rt.scheduler.schedule(ctx, {
      job: 'test.dated',
      key: 'test:ends',
      runAt: new Date('2026-03-01T13:00:00.000Z'),
      data: { label: 'end' },
    });
    expect(await t.rt.scheduler.tick()).toBe(0);
    clock.advance(59 * 60 * 1000);
    expect(await t.rt.scheduler.tick()).toBe(0);
    clock.advance(60 * 1000);
    expect(await t.rt.scheduler.tick()).toBe(1);
    await eventually(async () => ran.includes('end'));
    expect(await t.rt.scheduler.tick()).toBe(0);
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
    expect(await t.rt.scheduler.tick()).toBe(0);
    clock.set('2026-03-02T14:00:00Z');
    expect(await t.rt.scheduler.tick()).toBe(1);
    await eventually(async () => ran.includes('moved'));
    expect(ran).not.toContain('canceled');
  });
});
