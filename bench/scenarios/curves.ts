import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/sql.ts';
import { loadAverage } from '../cpu-share.ts';
import { fixedRateLoad } from '../fixed-rate.ts';
import {
  sellerToken,
  type BenchService,
  type Harness,
  type Row,
  type Scenario,
  serviceCaller,
} from '../harness.ts';
import { measured } from '../profile.ts';
import { seedAdsOfCatalog } from '../seed-skus.ts';
import { VARIATIONS_PER_PRODUCT, writeImportFile, type ChildResult } from './catalog-import.ts';

/** Issue 44: the catalog sizes, in variations; `BENCH_CURVE_SIZES=10000,100000` for a quicker run. */
const SIZES = (process.env.BENCH_CURVE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
/** A seller with three channels. */
const PLATFORMS = ['SANDBOX', 'SANDBOX_ML', 'SANDBOX_AMZ'];
/**
 * The price batch is timed on at most this many SKUs: a whole 1M catalog on three channels is 3M pushes,
 * about ten minutes at this machine's best rate, which alone would be most of the bench. Above it the batch
 * is the catalog's first BATCH_MAX SKUs, so the row says how a batch of that size fares as the catalog grows.
 */
const BATCH_MAX = Number(process.env.BENCH_CURVE_BATCH_MAX ?? 100_000);
/** The largest list the price route takes in one request (`PriceListSchema`). */
const PER_REQUEST = 20_000;
/** Catalog reads: a fixed open-loop rate, each request for another SKU. */
const READ_RATE = Number(process.env.BENCH_CURVE_READ_RATE ?? 100);
const MB = 1024 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));

const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The largest tables: total size, and their indexes'. */
function describe(tables: { name: string; total: string; indexes: string }[]): string {
  const mb = (bytes: string) => Math.round(Number(bytes) / MB);
  return tables.map((t) => `${t.name} ${mb(t.total)} MB (indexes ${mb(t.indexes)})`).join(', ');
}

/** A figure as soon as it is measured, on stderr: a 1M run takes many minutes, and its rows print at its end. */
function progress(variations: number, what: string): void {
  console.error(`curves ${count(variations)}: ${what} (load ${loadAverage()}, ${new Date().toISOString()})`);
}

/** Polls `check` every `everyMs` until it holds; throws after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 1_800_000, everyMs = 50) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not done in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Every event relayed and every job run: nothing left over from the last step. */
async function quiet(db: BenchService['rt']['database']['db']): Promise<boolean> {
  const [row] = await queryRows<{ busy: boolean }>(
    db,
    sql`select exists (select 1 from outbox_events where dispatched_at is null)
            or exists (select 1 from pgboss.job where state in ('created', 'retry', 'active')) as busy`,
  );
  return !row!.busy;
}

interface Point {
  variations: number;
  import: ChildResult & { drainMs: number };
  batch: { skus: number; ms: number; answeredMs: number };
  read: { p50: number; p99: number; rate: number; errors: number };
  apply: { ms: number; prices: number };
  database: { bytes: number; largest: string };
  wallMs: number;
  load: string;
}

/** One catalog size, on a service and database of its own. */
async function measure(h: Harness, variations: number): Promise<Point> {
  const started = performance.now();
  const load = loadAverage();
  const products = Math.ceil(variations / VARIATIONS_PER_PRODUCT);
  const file = path.join(os.tmpdir(), `feira-bench-curve-${process.pid}-${variations}.csv`);
  const service = await h.startService();
  try {
    const { sellerId, token } = await sellerToken(service, [
      'price:edit',
      'product:edit',
      'bffweb:marketplaces',
      'bffweb:price-formation',
    ]);
    const db = service.rt.database.db;
    const call = serviceCaller(service, token);
    for (const platform of PLATFORMS) await call('POST', '/bffweb/marketplaces', { platform });

    // Import: the code path of `feira import products`, in a process of its own for its peak memory; then
    // the wait until what it set off (its events' relay) is done, timed apart.
    await writeImportFile(file, products);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...process.execArgv, path.join(here, '..', 'catalog-import-child.ts'), file, sellerId],
      { env: { ...process.env, DATABASE_URL: service.rt.config.databaseUrl! }, maxBuffer: 16 * MB },
    );
    const child = JSON.parse(stdout) as ChildResult;
    if (child.result.status !== 'DONE' || child.result.validRows !== products * VARIATIONS_PER_PRODUCT)
      throw new Error(`the import did not write every row: ${JSON.stringify(child.result)}`);
    const drainStarted = performance.now();
    await until('the import’s events', () => quiet(db), 1_800_000, 250);
    const drainMs = performance.now() - drainStarted;
    progress(
      variations,
      `import ${seconds(child.ms)}, peak RSS ${Math.round(child.peakRss / MB)} MB, events ${seconds(drainMs)}`,
    );
    fs.rmSync(file, { force: true });

    // Set-up, not measured: an ad on each channel for every variation.
    await seedAdsOfCatalog(db, sellerId, PLATFORMS);
    progress(variations, 'ads seeded');
    const skus = await queryRows<{ id: string; sku: string; price: string }>(
      db,
      sql`select id, sku, (cost * 2 + 1)::numeric(14, 2)::text as price from catalog_variations where seller_id = ${sellerId} order by sku`,
    );

    // A price batch: the first list prices of the first BATCH_MAX SKUs, in requests of PER_REQUEST, until
    // every one of their ads is pushed. Each at twice its imported cost plus one: above the profit guard's
    // floor, and within its change factor of the rule's prices below.
    const batched = skus.slice(0, Math.min(BATCH_MAX, skus.length));
    // Pushed: no price event left to relay and no ad behind its channel (`exists` stops at the first), then
    // every batched ad holding a price that its channel holds too. An ad whose price event is not yet followed
    // is not behind, so without the events' check the full count below ran on every poll until the relay got
    // there (see `prices.ts`).
    const pushed = async () => {
      const [{ behind }] = (await queryRows<{ behind: boolean }>(
        db,
        sql`select exists (select 1 from outbox_events
                           where dispatched_at is null and name = 'price.PriceUpdated')
                or exists (select 1 from ads where seller_id = ${sellerId}
                             and sync_version > published_version) as behind`,
      )) as [{ behind: boolean }];
      if (behind) return false;
      const [{ n }] = (await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ads a
            join sandbox_items i on i.seller_id = a.seller_id and i.platform = a.platform and i.ad_id = a.id
            where a.seller_id = ${sellerId} and a.price is not null and (i.fields->>'price') = a.price::text`,
      )) as [{ n: number }];
      return n === batched.length * PLATFORMS.length;
    };
    const batchStarted = performance.now();
    let answeredMs = 0;
    await measured(`price batch, ${count(variations)} variations`, async () => {
      for (let first = 0; first < batched.length; first += PER_REQUEST) {
        const list = batched
          .slice(first, first + PER_REQUEST)
          .map((s) => ({ sku: s.sku, value: Number(s.price) })); // the route takes a JSON number
        const answer = await call('PUT', '/integration/prices/list/bysku', list);
        if (answer.changed !== list.length)
          throw new Error(`expected ${list.length} changed prices: ${JSON.stringify(answer).slice(0, 300)}`);
      }
      answeredMs = performance.now() - batchStarted;
      await until('the price batch’s pushes', pushed, 1_800_000, 100);
    });
    const batchMs = performance.now() - batchStarted;
    progress(variations, `price batch of ${count(batched.length)} SKUs ${seconds(batchMs)}`);
    await until('the price batch’s events', () => quiet(db), 1_800_000, 250);

    // Catalog reads at a fixed rate, each request another SKU spread over the whole catalog.
    const stride = Math.max(1, Math.floor(skus.length / (READ_RATE * h.seconds)));
    const read = await measured(`catalog read, ${count(variations)} variations`, () =>
      fixedRateLoad({
        origin: service.baseUrl,
        rate: READ_RATE,
        seconds: h.seconds,
        request: (i) => ({
          method: 'GET',
          path: `/integration/products/v2/bySkuId/${skus[(i * stride) % skus.length]!.id}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      }),
    );

    progress(variations, `catalog read p99 ${read.p99Ms} ms, p50 ${read.p50Ms} ms`);

    // The database's size, and its largest tables with their indexes' share: before the rule, whose pushes
    // are still under way when it ends, so a size after it would say how far they had got.
    const [size] = await queryRows<{ bytes: string }>(
      db,
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    const largest = await queryRows<{ name: string; total: string; indexes: string }>(
      db,
      sql`select c.relname as name, pg_total_relation_size(c.oid)::text as total, pg_indexes_size(c.oid)::text as indexes
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname = 'public'
          order by pg_total_relation_size(c.oid) desc limit 5`,
    );
    progress(variations, `database ${Math.round(Number(size!.bytes) / MB)} MB; ${describe(largest)}`);

    // A rule on the three channels for every SKU, timed until its job is SUCCESS. The pushes its new prices
    // set off are not waited for (at 1M they are 3M pushes); they run beside the job's later chunks.
    const rule = await call('POST', '/bffweb/price-formation/rules', {
      name: 'curve',
      eligibility: { platforms: PLATFORMS },
      costStructure: { channelCosts: { commission: 0.16, freight: 5, tax: 0.04 } },
      objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 },
    });
    const applyStarted = performance.now();
    const job = await measured(`rule apply, ${count(variations)} variations`, async () => {
      const { jobId } = (await call('POST', `/bffweb/price-formation/rules/${String(rule.id)}/apply`)) as {
        jobId: string;
      };
      for (;;) {
        const state = await call('GET', `/bffweb/price-formation/rules/${String(rule.id)}/jobs/${jobId}`);
        if (state.status === 'SUCCESS' || state.status === 'FAILED') return state;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    const applyMs = performance.now() - applyStarted;
    progress(variations, `rule apply ${seconds(applyMs)}`);
    if (job.status !== 'SUCCESS')
      throw new Error(`the rule's job ended ${JSON.stringify(job).slice(0, 300)}`);
    const [priced] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from price_entries where seller_id = ${sellerId} and rule_id = ${rule.id as string}`,
    );

    return {
      variations,
      import: { ...child, drainMs },
      batch: { skus: batched.length, ms: batchMs, answeredMs },
      read: { p50: read.p50Ms, p99: read.p99Ms, rate: read.reqPerSec, errors: read.non2xx + read.errors },
      apply: { ms: applyMs, prices: priced!.n },
      database: {
        bytes: Number(size!.bytes),
        largest: describe(largest),
      },
      wallMs: performance.now() - started,
      load,
    };
  } finally {
    fs.rmSync(file, { force: true });
    await service.stop();
  }
}

/**
 * A figure at each size beside what it would be had it grown in proportion from the smallest size
 * (`linear`) or stayed as it was (`flat`): the ratio is 1 while the curve keeps that growth, and
 * moves where it bends.
 */
function curveRows(
  points: Point[],
  figure: {
    name: (p: Point) => string;
    value: (p: Point) => number;
    unit: string;
    growth: 'linear' | 'flat';
    note: (p: Point) => string;
  },
): Row[] {
  const first = points[0]!;
  return points.map((p) => {
    const expected =
      figure.growth === 'linear'
        ? figure.value(first) * (p.variations / first.variations)
        : figure.value(first);
    return {
      scenario: `curves: ${figure.name(p)}, ${count(p.variations)} variations`,
      figure: figure.value(p),
      unit: figure.unit,
      baseline: expected,
      baselineName: `${figure.growth} from ${count(first.variations)}`,
      ratio: figure.value(p) / expected,
      aim: 'reference: the curve',
      note: figure.note(p),
    };
  });
}

/**
 * Issue 44: how the service's costs grow with a seller's catalog, at 10k, 100k and 1M variations (four per
 * product) on three channels, each size on a fresh database: the import through `feira import products`'
 * code path (time, and the importing process's peak memory), a price batch until pushed (the whole catalog,
 * or its first BENCH_CURVE_BATCH_MAX SKUs above that), catalog reads' p99 at a fixed rate, a price-formation
 * rule applied to every SKU on the three channels, and the database's size. Ads are seeded set-based.
 */
export const scenario: Scenario = {
  name: 'curves',
  aim: 'reference: cost curves by catalog size',
  async run(h): Promise<Row[]> {
    if (h.databaseKind !== 'postgres') {
      return [
        {
          scenario: 'curves: cost by catalog size',
          figure: Number.NaN,
          unit: 'skipped',
          baseline: null,
          baselineName: null,
          ratio: null,
          aim: 'reference',
          note: 'runs on PostgreSQL: pg_database_size and the 1M catalog are what it is for',
        },
      ];
    }
    const started = performance.now();
    const points: Point[] = [];
    for (const size of SIZES) points.push(await measure(h, size));
    const wallMs = performance.now() - started;
    const at = (p: Point) => `load ${p.load} at its start; size's wall time ${seconds(p.wallMs)}`;
    return [
      ...curveRows(points, {
        name: () => 'import time',
        value: (p) => p.import.ms / 1000,
        unit: 's',
        growth: 'linear',
        note: (p) =>
          `${count(Math.round(p.variations / (p.import.ms / 1000)))} variations/s; its events relayed ${seconds(p.import.drainMs)} later; ${at(p)}`,
      }),
      ...curveRows(points, {
        name: () => 'import peak memory',
        value: (p) => p.import.peakRss / MB,
        unit: 'MB',
        growth: 'flat',
        note: (p) =>
          `importing process's RSS, ${Math.round(p.import.rssBefore / MB)} MB before the import; V8 heap at the peak ${Math.round(p.import.atPeak.heapUsed / MB)} MB`,
      }),
      ...curveRows(points, {
        name: (p) =>
          p.batch.skus < p.variations
            ? `price batch of the first ${count(p.batch.skus)} SKUs until pushed`
            : 'price batch of every SKU until pushed',
        value: (p) => p.batch.ms / 1000,
        unit: 's',
        growth: 'linear',
        note: (p) =>
          `${count(p.batch.skus * PLATFORMS.length)} ads on ${PLATFORMS.length} channels; ${count(Math.round(p.batch.skus / (p.batch.ms / 1000)))} SKUs/s; ` +
          `last 202 after ${seconds(p.batch.answeredMs)}` +
          (p.batch.skus < p.variations ? `; a sample: linear means per batched SKU` : ''),
      }),
      ...curveRows(points, {
        name: () => `catalog read p99 at ${READ_RATE}/s`,
        value: (p) => p.read.p99,
        unit: 'ms',
        growth: 'flat',
        note: (p) =>
          `GET bySkuId, each request another SKU; p50 ${p.read.p50} ms; ${p.read.rate.toFixed(0)} req/s sent; ${p.read.errors} errors`,
      }),
      ...curveRows(points, {
        name: () => 'rule apply until the job is SUCCESS',
        value: (p) => p.apply.ms / 1000,
        unit: 's',
        growth: 'linear',
        note: (p) =>
          `${count(p.apply.prices)} prices on ${PLATFORMS.length} channels, ${count(Math.round(p.variations / (p.apply.ms / 1000)))} SKUs/s; the ads' pushes it sets off not waited for`,
      }),
      ...curveRows(points, {
        name: () => 'database size',
        value: (p) => p.database.bytes / MB,
        unit: 'MB',
        growth: 'linear',
        note: (p) =>
          `pg_database_size after the price batch, before the rule; largest: ${p.database.largest}`,
      }),
      {
        scenario: `curves: wall time of the scenario (${SIZES.map(count).join(', ')})`,
        figure: wallMs / 1000,
        unit: 's',
        baseline: null,
        baselineName: null,
        ratio: null,
        aim: 'reference',
        note: `per size: ${points.map((p) => `${count(p.variations)} ${seconds(p.wallMs)}`).join(', ')}; load ${loadAverage()} at the end`,
      },
    ];
  },
};
