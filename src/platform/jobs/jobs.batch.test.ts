import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { systemCtx } from '../context.ts';
import type { EventEnvelope } from '../events/catalogue.ts';
import { appendEvents } from '../events/events.ts';

describe('set-based consumers (handleBatch)', () => {
  let t: TestApp;
  const batches: EventEnvelope<'stock.StockUpdated'>[][] = [];
  let failOnce = true;

  beforeAll(async () => {
    t = await createTestApp({
      setup(rt) {
        rt.events.consume({
          name: 'test.batch',
          events: ['stock.StockUpdated'],
          batchSize: 50,
          retry: { retryDelay: 1 },
          handle: async () => {
            throw new Error('handleBatch replaces handle');
          },
          handleBatch: async (events) => {
            batches.push(events);
            if (failOnce && events.some((e) => e.payload.stockId === 'poison')) {
              failOnce = false;
              throw new Error('the whole batch fails and comes back');
            }
          },
        });
      },
    });
  });
  afterAll(() => t.close());

  it('hands a batch of events to one call, and retries the whole batch when it throws', async () => {
    const ctx = systemCtx(t.rt, 'slr_batch');
    await appendEvents(
      ctx,
      ['a', 'b', 'c', 'poison'].map((stockId) => ({
        name: 'stock.StockUpdated' as const,
        payload: { stockId, skuId: 'k' },
      })),
    );
    const seen = () => batches.flat().map((e) => e.payload.stockId);
    await eventually(async () => seen().filter((id) => id === 'poison').length === 2, 20_000);
    expect(batches.some((batch) => batch.length > 1)).toBe(true);
    expect(new Set(seen())).toEqual(new Set(['a', 'b', 'c', 'poison']));
    expect(batches.flat().every((e) => e.sellerId === 'slr_batch')).toBe(true);
  });
});
