import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';

describe('a job pg-boss stops retrying (giveUp)', () => {
  let t: TestApp;
  const runs: string[] = [];
  const givenUp: { data: { id: string }; reason: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      setup(rt) {
        rt.jobs.define<{ id: string }>({
          name: 'test.always-fails',
          retry: { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 },
          heartbeat: true,
          async handle(data) {
            runs.push(data.id);
            throw new Error(`numeric field overflow for ${data.id}\nsecond line the reason leaves out`);
          },
          async giveUp(data, reason) {
            givenUp.push({ data, reason });
          },
        });
      },
    });
  });
  afterAll(() => t.close());

  it('hands the job and its last failure to giveUp once its retries are used, so its record can end FAILED', async () => {
    await t.rt.jobs.send(null, 'test.always-fails', { id: 'j1' });
    await eventually(() => Promise.resolve(givenUp.length > 0), 60_000);
    expect(runs).toEqual(['j1', 'j1']);
    expect(givenUp).toEqual([{ data: { id: 'j1' }, reason: 'numeric field overflow for j1' }]);
    const queue = await t.rt.jobs.boss.getQueue('test.always-fails');
    expect(queue).toMatchObject({ heartbeatSeconds: 20, deadLetter: 'test.always-fails.given-up' });
  });
});
