import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { systemCtx, withTransaction } from '../context.ts';
import { CommitSignal } from './commit-signal.ts';
import { OUTBOX_CHANNEL, appendEvent, type Consumer } from './events.ts';

describe('waking the relay after a commit (PLT-69)', () => {
  let t: TestApp;
  const seen: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      setup(rt) {
        rt.events.consume({
          name: 'test.commit-signal',
          events: ['product.BrandUpdated'],
          handle: async (event) => void seen.push(event.payload.brandId),
        } satisfies Consumer<'product.BrandUpdated'>);
      },
    });
  });
  afterAll(() => t.close());

  const ctx = () => systemCtx(t.rt, 'slr_A');

  it('wakes the relay once the transaction commits, not from inside it, and never for a rollback', async () => {
    let heard = 0;
    const unlisten = await t.rt.database.listen(OUTBOX_CHANNEL, () => void heard++);
    const committed = vi.spyOn(t.rt.events, 'committed');
    try {
      await withTransaction(ctx(), async (tx) => {
        await appendEvent(tx, 'product.BrandUpdated', { brandId: 'brand_kept_1' });
        await appendEvent(tx, 'product.BrandUpdated', { brandId: 'brand_kept_2' });
        expect(committed).not.toHaveBeenCalled();
      });
      // Once for the transaction, however many events it appended.
      expect(committed).toHaveBeenCalledTimes(1);

      await expect(
        withTransaction(ctx(), async (tx) => {
          await appendEvent(tx, 'product.BrandUpdated', { brandId: 'brand_undone' });
          throw new Error('rolled back on purpose');
        }),
      ).rejects.toThrow('rolled back on purpose');
      expect(committed).toHaveBeenCalledTimes(1);

      await eventually(async () => seen.includes('brand_kept_1') && seen.includes('brand_kept_2'));
      // This process runs the relay: it was kicked here, and no writer NOTIFYed.
      expect(heard).toBe(0);
      expect(seen).not.toContain('brand_undone');
    } finally {
      committed.mockRestore();
      await unlisten();
    }
  });

  it('notifies other processes once per signal in flight, however many commits signal meanwhile', async () => {
    const channel = 'feira_test_commit_signal';
    let heard = 0;
    const unlisten = await t.rt.database.listen(channel, () => void heard++);
    const signal = new CommitSignal(t.rt.database, channel, t.rt.log);
    try {
      // The first sends at once; the next two arrive while it is on its way and fold into one more.
      signal.send();
      signal.send();
      signal.send();
      await eventually(async () => heard === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toBe(2);
    } finally {
      await signal.close();
      await unlisten();
    }
    signal.send();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(2);
  });
});
