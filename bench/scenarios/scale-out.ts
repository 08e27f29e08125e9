import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config.ts';
import { startService } from '../../src/server.ts';
import { systemCtx, withTransaction } from '../../src/platform/context.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { appendEvents, type EventDraft } from '../../src/platform/events/events.ts';
import { createWebhook } from '../../src/modules/webhooks/webhooks.service.ts';
import {
  benchDatabaseUrl,
  sellerToken,
  type BenchService,
  type Row,
  type Scenario,
  serviceCaller,
} from '../harness.ts';
import { seedPricedSkus } from '../seed-skus.ts';
import { describeCpu, loadAverage, sampleCpu, type CpuShare } from '../cpu-share.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROCESSES = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,4').split(',').map(Number);
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 5000);
const SKUS = Number(process.env.BENCH_SCALE_SKUS ?? 2000);
const PLATFORMS = ['SANDBOX', 'SANDBOX_ML'];
/**
 * Each process's main pool: five processes with the default 20 (and their small fixed pools: pg-boss,
 * background, dispatcher, relay) would ask for more connections than a default max_connections of 100.
 */
const POOL_MAX = Number(process.env.BENCH_SCALE_POOL_MAX ?? 4);
/** Runs refused a connection by the server are tried again this many times in all. */
const ATTEMPTS = 3;
/**
 * Connections a run may hold at once, for the wait before it: each process's pools open lazily, and at
 * `POOL_MAX` 4 a run held at its peak about 10 plus 20 per worker (28, 52 and 87 with 1, 2 and 4), well
 * under the sum of every pool's maximum (OPS-34).
 */
const roomNeeded = (workers: number) => 10 + 20 * workers;

/** A receiver that counts the distinct `webhook-id`s reaching it. */
async function startReceiver() {
  const seen = new Set<string>();
  const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    req.resume();
    req.on('end', () => {
      seen.add(String(req.headers['webhook-id']));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `feira worker` as its own process on the given database; resolves once it says it runs. */
function startWorker(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=16', path.join(root, 'src/main.ts'), 'worker'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
        FEIRA_ALLOW_INSECURE_WEBHOOKS: 'true',
        HOST: '127.0.0.1',
        DATABASE_POOL_MAX: String(POOL_MAX),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Feira (worker)')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`feira worker exited with ${code}: ${output.slice(-500)}`)),
    );
  });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Window {
  rate: number;
  cpu: CpuShare;
  /** The load average when the window began. */
  load: string;
}

interface Measured {
  deliveries: Window;
  skus: Window;
}

/**
 * One run with `workers` worker processes: an API process (this one) and `feira worker` children on
 * a fresh database. A webhook burst (events committed in transactions of 1,000, timed until every
 * delivery reaches the receiver), then a price batch (one PUT of SKUS SKUs on two channels, timed
 * until every ad is pushed). Both are work the workers share through the database: the outbox relay,
 * pg-boss queues, delivery claims.
 */
async function runWith(h: Parameters<Scenario['run']>[0], workers: number): Promise<Measured> {
  const database = await h.freshDatabase();
  const config = loadConfig({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    FEIRA_ALLOW_INSECURE_WEBHOOKS: 'true',
    DATABASE_URL: database.url!,
    DATABASE_POOL_MAX: String(POOL_MAX),
  });
  const api = await startService(config, 'api');
  const receiver = await startReceiver();
  const children: ChildProcess[] = [];
  try {
    const { port } = api.app!.server.address() as { port: number };
    const service: BenchService = {
      baseUrl: `http://127.0.0.1:${port}`,
      rt: api.rt,
      service: api,
      stop: async () => undefined,
    };
    for (let i = 0; i < workers; i++) children.push(await startWorker(database.url!));
    const db = api.rt.database.db;

    // Webhooks: one endpoint, a burst of stock events.
    const { sellerId, token } = await sellerToken(service, ['price:edit', 'bffweb:marketplaces']);
    const ctx = systemCtx(api.rt, sellerId, 'bench');
    await createWebhook(ctx, {
      urlName: 'scale',
      url: `${receiver.url}/scale`,
      token: { header: 'X-Feira-Token', value: 'bench' },
      domains: ['stock'],
    });
    /** CPU of PostgreSQL's backends for this database, of the workers and of this process, over a window. */
    const cpu = () =>
      sampleCpu({
        databaseUrl: database.url!,
        processes: {
          workers: () => children.map((c) => c.pid!),
          'api+receiver': () => [process.pid],
        },
      });
    const warm = [{ name: 'stock.StockUpdated' as const, payload: { stockId: 'warm', skuId: 'warm' } }];
    await withTransaction(ctx, (tx) => appendEvents(tx, warm));
    await until(() => receiver.seen.size === 1, 60_000, 'the warm-up delivery');
    const burstLoad = loadAverage();
    const burstCpu = await cpu();
    const started = performance.now();
    for (let i = 0; i < EVENTS; i += 1000) {
      const drafts: EventDraft[] = [];
      for (let j = i; j < Math.min(EVENTS, i + 1000); j++) {
        drafts.push({ name: 'stock.StockUpdated', payload: { stockId: `s${j}`, skuId: `sku_${j}` } });
      }
      await withTransaction(ctx, (tx) => appendEvents(tx, drafts));
    }
    await until(() => receiver.seen.size >= EVENTS + 1, 600_000, 'the webhook burst');
    const deliveries = EVENTS / ((performance.now() - started) / 1000);
    const burst = await burstCpu.stop();

    // Prices: SKUs with an ad on each channel, seeded set-based; one batch, timed until pushed.
    const call = serviceCaller(service, token);
    for (const platform of PLATFORMS) await call('POST', '/bffweb/marketplaces', { platform });
    const skus = await seedPricedSkus(db, sellerId, 'SC', SKUS, PLATFORMS);
    // Pushed: no price event left to relay (ads learn of a price in the relay's passes, so before the last
    // pass no ad is behind yet) and no ad behind its channel.
    const pushed = async () =>
      !(
        await queryRows<{ behind: boolean }>(
          db,
          sql`select exists (select 1 from outbox_events
                             where dispatched_at is null and name = 'price.PriceUpdated')
                  or exists (select 1 from ads where seller_id = ${sellerId}
                               and sync_version > published_version) as behind`,
        )
      )[0]!.behind;
    const batch = (round: number) => skus.map((s) => ({ sku: s.sku, value: 10 + round + (s.i % 100) / 100 }));
    // The first prices (untimed), so the timed batch changes existing ones.
    await call('PUT', '/integration/prices/list/bysku', batch(0));
    await until(pushed, 600_000, 'the first price batch');
    const batchLoad = loadAverage();
    const batchCpu = await cpu();
    const t0 = performance.now();
    await call('PUT', '/integration/prices/list/bysku', batch(1));
    await until(pushed, 600_000, 'the price batch');
    const skusPerSecond = SKUS / ((performance.now() - t0) / 1000);
    return {
      deliveries: { rate: deliveries, cpu: burst, load: burstLoad },
      skus: { rate: skusPerSecond, cpu: await batchCpu.stop(), load: batchLoad },
    };
  } finally {
    await Promise.all(children.map(stopWorker));
    await api.stop();
    await receiver.close();
    await database.drop();
  }
}

/** The server refused a connection: too many clients (SQLSTATE 53300), ours or other sessions'. */
function refusedConnection(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '53300' || /53300|too many clients|remaining connection slots/.test(String(message));
}

/**
 * Waits, for at most two minutes, until the server has `needed` connections free: the server is
 * shared (tests and other benches on this machine hold connections too), and a run that starts short of
 * them fails when a worker is refused its first connection. Answers how many were free.
 */
async function waitForRoom(serverUrl: string, needed: number): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const deadline = performance.now() + 120_000;
    for (;;) {
      const { rows } = await client.query<{ free: number }>(
        `select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int
                - (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as free`,
      );
      const free = rows[0]!.free;
      if (free >= needed || performance.now() > deadline) return free;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await client.end();
  }
}

/**
 * One run, tried again when the server refused a connection (OPS-46): the row then says how many
 * attempts it took, rather than the scenario losing every row to another session's connections.
 */
async function runReliably(h: Parameters<Scenario['run']>[0], serverUrl: string, workers: number) {
  for (let attempt = 1; ; attempt++) {
    const free = await waitForRoom(serverUrl, roomNeeded(workers));
    try {
      return { workers, attempt, free, ...(await runWith(h, workers)) };
    } catch (error) {
      if (attempt >= ATTEMPTS || !refusedConnection(error)) throw error;
      console.error(`scale-out: ${workers} worker(s), attempt ${attempt} refused a connection; trying again`);
    }
  }
}

/**
 * Issue 26: how throughput grows with worker processes on one PostgreSQL. Each process count is a
 * run of its own; every row's ratio is against the one-worker run of the same bench.
 */
export const scenario: Scenario = {
  name: 'scale-out',
  aim: 'reference: growth with 1, 2 and 4 worker processes',
  async run(h) {
    if (h.databaseKind !== 'postgres') {
      return {
        scenario: 'scale-out: worker processes on one database',
        figure: Number.NaN,
        unit: 'skipped',
        baseline: null,
        baselineName: null,
        ratio: null,
        aim: 'reference',
        note: 'skipped on PGlite: one process holds the embedded database, so there is nothing to scale out',
      };
    }
    const serverUrl = (await benchDatabaseUrl())!;
    const results: Awaited<ReturnType<typeof runReliably>>[] = [];
    for (const workers of PROCESSES) results.push(await runReliably(h, serverUrl, workers));
    const tries = (r: (typeof results)[number]) =>
      `${r.free} connections free at its start${r.attempt > 1 ? `, attempt ${r.attempt} (earlier ones refused a connection)` : ''}`;
    const one = results[0]!;
    return results.flatMap((r): Row[] => [
      {
        scenario: `scale-out: webhook burst, ${r.workers} worker process${r.workers > 1 ? 'es' : ''}`,
        figure: r.deliveries.rate,
        unit: 'deliveries/s',
        baseline: one.deliveries.rate,
        baselineName: '1 worker',
        ratio: r.deliveries.rate / one.deliveries.rate,
        aim: 'reference',
        note: `${EVENTS} events; ${describeCpu(r.deliveries.cpu)}; load ${r.deliveries.load}; ${tries(r)}`,
      },
      {
        scenario: `scale-out: price batch until pushed, ${r.workers} worker process${r.workers > 1 ? 'es' : ''}`,
        figure: r.skus.rate,
        unit: 'SKUs/s',
        baseline: one.skus.rate,
        baselineName: '1 worker',
        ratio: r.skus.rate / one.skus.rate,
        aim: 'reference',
        note: `${SKUS} SKUs on ${PLATFORMS.length} channels; ${describeCpu(r.skus.cpu)}; load ${r.skus.load}; ${tries(r)}`,
      },
    ]);
  },
};
