import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/helpers/databases.ts';
import { localBuckets, PaceRefused, queuedPacer, sharedBuckets } from './pacer.ts';

const slow = { rate: 1, burst: 1 };

describe('pacing shared by processes through the database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(async () => {
    await t.database.close();
  });

  it('a second process sees the calls the first one reserved', async () => {
    // Two pacers on one database are two processes: each has its own memory, the bucket is the row.
    const first = sharedBuckets(t.database.db).reserve;
    const second = sharedBuckets(t.database.db).reserve;
    const a = await first('ml:app', 3, slow, null);
    expect(a).toEqual({ available: 1, granted: 3 });
    const b = await second('ml:app', 2, slow, null);
    // The first process spent the token and two ahead: the second's calls wait about 3 s, never go now.
    expect(b.granted).toBe(2);
    expect(b.available).toBeLessThan(-1);
    expect(b.available).toBeGreaterThanOrEqual(-2);
  });

  it('reserves nothing for a caller who would wait too long, and leaves the bucket as it was', async () => {
    const process1 = sharedBuckets(t.database.db).reserve;
    await process1('amazon:searchOrders', 1, slow, null);
    const refused = await sharedBuckets(t.database.db).reserve('amazon:searchOrders', 2, slow, 100);
    expect(refused.granted).toBe(0);
    const after = await process1('amazon:searchOrders', 1, slow, null);
    expect(after.available).toBeLessThan(0.5);
    expect(after.available).toBeGreaterThan(-0.5);
  });

  it('keeps each key apart', async () => {
    const { reserve } = sharedBuckets(t.database.db);
    await reserve('key-a', 5, slow, null);
    expect(await reserve('key-b', 1, slow, null)).toEqual({ available: 1, granted: 1 });
  });

  it('empties a bucket for every process when the channel says it is empty', async () => {
    const { reserve } = sharedBuckets(t.database.db);
    const plan = { rate: 0.001, burst: 10 };
    expect((await reserve('busy', 1, plan, null)).available).toBe(10);
    await sharedBuckets(t.database.db).empty('busy');
    expect((await reserve('busy', 1, plan, 1000)).granted).toBe(0);
  });
});

describe('the queued pacer', () => {
  it('lets the callers the bucket holds go at once, and refuses the impatient one', async () => {
    let now = 0;
    const pacer = queuedPacer(localBuckets(() => now));
    const plan = { rate: 0.001, burst: 2 };
    await Promise.all([pacer.take('k', () => plan), pacer.take('k', () => plan)]);
    await expect(pacer.take('k', () => plan, 1000)).rejects.toBeInstanceOf(PaceRefused);
    now += 1_000_000; // a token refilled
    await pacer.take('k', () => plan, 0);
  });

  it('reserves the calls waiting together in one go', async () => {
    const asked: number[] = [];
    const buckets = localBuckets(() => 0);
    const pacer = queuedPacer({
      ...buckets,
      reserve(key, wanted, plan, maxWaitMs) {
        asked.push(wanted);
        return buckets.reserve(key, wanted, plan, maxWaitMs);
      },
    });
    const plan = { rate: 1000, burst: 100 };
    await Promise.all(Array.from({ length: 30 }, () => pacer.take('k', () => plan)));
    expect(asked).toEqual([1, 29]);
  });
});
