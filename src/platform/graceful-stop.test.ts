import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { freePort } from '../../test/helpers/processes.ts';
import type { FeiraModule } from './module.ts';
import { closeApp } from './http/close.ts';
import { openDatabase } from './db/connection.ts';
import { stopRuntime } from './runtime-lifecycle.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * What SIGTERM runs (server.ts `stop`: the app closes, then the runtime): requests and jobs under way
 * finish, new requests are turned away, and a job not yet started stays queued for the next process.
 */
describe('graceful stop', () => {
  const requestStarted = signal();
  const jobStarted = signal();
  const finished: string[] = [];
  const slow: FeiraModule = {
    name: 'slow',
    setup(rt) {
      rt.jobs.define<{ n: number }>({
        name: 'test.slow',
        batchSize: 1,
        concurrency: 1,
        async handle({ n }) {
          jobStarted.resolve();
          await sleep(600);
          finished.push(`job ${n}`);
        },
      });
    },
    async routes(app) {
      app.get('/slow', { config: { public: true } }, async () => {
        requestStarted.resolve();
        await sleep(600);
        finished.push('request');
        return { done: true };
      });
    },
  };
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ modules: [slow] });
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
  });
  let stopped = false;
  afterAll(async () => {
    if (!stopped) await t.close();
  });

  it('lets the request and the job under way finish, refuses new requests, loses no queued job', async () => {
    const inFlight = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await requestStarted.promise;
    await t.rt.jobs.send(null, 'test.slow', { n: 1 });
    await jobStarted.promise;
    // Queued behind the running one (concurrency 1): must still be there after the stop.
    const queued = await t.rt.jobs.send(null, 'test.slow', { n: 2 });

    // What SIGTERM runs (server.ts): the app closes, then the runtime stops.
    const stopping = closeApp(t.app).then(() => stopRuntime(t.rt));
    await sleep(50);
    const late = await fetch(`${base}/slow`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    await stopping;
    stopped = true;

    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect(finished).toContain('request');
    expect(finished).toContain('job 1');
    // The second job either ran to the end before the workers stopped or waits, queued, for the next
    // process: never half-run, never gone.
    // On PostgreSQL the database outlives the process: read the job's state from a new connection.
    if (!finished.includes('job 2') && t.databaseUrl) {
      const db = await openDatabase({ databaseUrl: t.databaseUrl, poolMax: 1 });
      try {
        const { rows } = await db.pool!.query<{ state: string }>(
          'select state from pgboss.job where id = $1',
          [queued],
        );
        expect(rows.map((row) => row.state)).toEqual(['created']);
      } finally {
        await db.close();
      }
    }
  });
});
