import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { startService, type RunningService } from '../src/server.ts';
import type { Runtime } from '../src/platform/runtime.ts';

export interface LoadResult {
  reqPerSec: number;
  p99Ms: number;
  p50Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** Seconds; BENCH_SECONDS overrides for quick runs. */
  duration?: number;
}

export interface BenchService {
  baseUrl: string;
  rt: Runtime;
  service: RunningService;
  stop(): Promise<void>;
}

export interface Row {
  scenario: string;
  figure: number;
  unit: string;
  baseline: number | null;
  baselineName: string | null;
  ratio: number | null;
  aim: string;
  note?: string;
}

export interface Harness {
  databaseKind: 'postgres' | 'pglite';
  seconds: number;
  helloWorldReqPerSec: number;
  rawInsertTxPerSec: number;
  autocannon(url: string, options?: LoadOptions): Promise<LoadResult>;
  /** The whole service (API + workers) on a fresh database of its own, on a random port. */
  startService(env?: Record<string, string>): Promise<BenchService>;
  /** A fresh empty database: a PostgreSQL connection string, or a PGlite data directory. */
  freshDatabase(): Promise<{ url?: string; dataDir?: string; drop(): Promise<void> }>;
}

export interface Scenario {
  name: string;
  aim: string;
  run(h: Harness): Promise<Row | Row[]>;
}

export function loadSeconds(): number {
  return Number(process.env.BENCH_SECONDS ?? 10);
}

export async function runLoad(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.duration ?? loadSeconds(),
  });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Baseline 1: a bare Fastify hello-world route under the same load generator. */
export async function helloWorldBaseline(): Promise<number> {
  return (await withHelloWorld((origin) => runLoad(`${origin}/hello`))).reqPerSec;
}

/** Runs `load` against a bare Fastify hello-world route at `GET {origin}/hello`. */
export async function withHelloWorld<T>(load: (origin: string) => Promise<T>): Promise<T> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    return await load(`http://127.0.0.1:${port}`);
  } finally {
    await app.close();
  }
}

/** PostgreSQL by default; `--pglite`, or no reachable server, runs on PGlite. */
export async function benchDatabaseUrl(): Promise<string | undefined> {
  if (process.argv.includes('--pglite')) return undefined;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    console.warn(
      `PostgreSQL at ${url} is not reachable (${(error as Error).message}); benchmarking on PGlite`,
    );
    return undefined;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function freshDatabase(serverUrl: string | undefined) {
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-bench-'));
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `feira_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startBenchService(
  serverUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<BenchService> {
  const database = await freshDatabase(serverUrl);
  const config = loadConfig({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    FEIRA_ALLOW_INSECURE_WEBHOOKS: 'true',
    // The bench's quote load comes from one address at far more than a checkout's rate.
    FEIRA_QUOTE_RATE_PER_SECOND: '0',
    ...(database.url ? { DATABASE_URL: database.url } : { FEIRA_DATA_DIR: database.dataDir! }),
    ...env,
  });
  const service = await startService(config, 'all');
  const { port } = service.app!.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    rt: service.rt,
    service,
    async stop() {
      await service.stop();
      await database.drop();
    },
  };
}

/** A seller of the running service with a real client_credentials token holding `scopes`. */
export async function sellerToken(
  service: BenchService,
  scopes: string[],
  seller: { sandbox?: boolean } = {},
): Promise<{ sellerId: string; token: string }> {
  const { systemCtx } = await import('../src/platform/context.ts');
  const { createApp, createSeller } = await import('../src/modules/sellers/index.ts');
  const ctx = systemCtx(service.rt, null, 'bench');
  const created = await createSeller(ctx, { name: 'bench', ...seller });
  const client = await createApp(ctx, {
    name: 'bench',
    sellerId: created.id,
    grantTypes: ['client_credentials'],
    scopes,
  });
  const response = await fetch(`${service.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: `grant_type=client_credentials&scope=${encodeURIComponent(scopes.join(' '))}`,
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  return { sellerId: created.id, token: ((await response.json()) as { access_token: string }).access_token };
}

/**
 * Calls the running service as a seller: `token` as its bearer, a JSON body when given, the JSON answer back;
 * an answer of 300 or more throws with its body, since a bench's set-up that fails measures nothing.
 */
export function serviceCaller(service: Pick<BenchService, 'baseUrl'>, token: string) {
  return async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(service.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
