import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp, setupModules } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { FakeClock, type Clock } from '../../src/platform/clock.ts';
import type { FeiraModule } from '../../src/platform/module.ts';
import type { Role, Runtime } from '../../src/platform/runtime.ts';
import { createRuntime, startRuntime, stopRuntime } from '../../src/platform/runtime-lifecycle.ts';
import { modules as allModules } from '../../src/modules/index.ts';
import { freshDatabase } from './databases.ts';
import { freePort } from './processes.ts';
import { openDatabase } from '../../src/platform/db/connection.ts';
import { queryRows } from '../../src/platform/db/sql.ts';

export interface TestApp {
  app: FastifyInstance;
  rt: Runtime;
  clock: Clock;
  /** The connection string of this test's database, on PostgreSQL runs. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  modules?: readonly FeiraModule[];
  /** Registers extra consumers or jobs before the runtime starts. */
  setup?(rt: Runtime): void;
  /** The web admin build to serve at `/` (default `web/dist`). */
  webDist?: string;
  /** `api` for a process that runs no background work, as `feira api` and the CLI's commands. */
  role?: Role;
}

/** Tests seal secrets under a fixed key (no key file is written into the working directory). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** The whole service on a fresh database of its own, with workers running and a test clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url } = await freshDatabase();
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      FEIRA_PUBLIC_URL: 'http://feira.test',
      FEIRA_ALLOW_INSECURE_WEBHOOKS: 'true',
      FEIRA_SECRETS_KEY: TEST_SECRETS_KEY,
      // Tests quote far faster than a checkout from one address; the limits' own tests set them.
      FEIRA_QUOTE_RATE_PER_SECOND: '0',
    },
    options.config,
  );
  const clock = options.clock ?? new FakeClock(new Date());
  const rt = await createRuntime({
    config,
    role: options.role ?? 'all',
    clock,
    database,
    migrate: false,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  const modules = options.modules ?? allModules;
  setupModules(rt, modules);
  options.setup?.(rt);
  const app = await buildApp(rt, { modules, webDist: options.webDist });
  await app.ready();
  await startRuntime(rt, { scheduler: false });
  return {
    app,
    rt,
    clock,
    databaseUrl: url,
    async close() {
      await app.close();
      await stopRuntime(rt);
    },
  };
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `condition not met within ${timeoutMs} ms${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the work the service set going has ended: every outbox event relayed, and no job waiting,
 * due or running. For a test whose next step the background would race (a connection's consumers calling
 * the channel while the test plants a channel failure).
 */
export async function settled(t: TestApp, timeoutMs = 30_000): Promise<void> {
  await eventually(async () => {
    const [row] = await queryRows<{ pending: number }>(
      t.rt.database.db,
      sql`select (select count(*) from outbox_events where dispatched_at is null)::int
               + (select count(*) from pgboss.job
                  where state in ('created', 'retry', 'active') and start_after <= now())::int as pending`,
    );
    return row?.pending === 0;
  }, timeoutMs);
}

export interface SecondProcess {
  rt: Runtime;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another api process on the test's database, serving `modules`: on PostgreSQL with connections of its
 * own (so NOTIFY crosses between them as between real processes), on PGlite sharing the one database.
 */
export async function secondApiProcess(t: TestApp, modules: readonly FeiraModule[]): Promise<SecondProcess> {
  const database = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, poolMax: 2 })
    : t.rt.database;
  const rt = await createRuntime({
    config: t.rt.config,
    role: 'api',
    database,
    migrate: false,
    log: t.rt.log,
  });
  const app = await buildApp(rt, { modules });
  await app.ready();
  return {
    rt,
    app,
    async close() {
      await app.close();
      if (t.databaseUrl) await database.close();
    },
  };
}

/**
 * The service listening on 127.0.0.1 with its public URL set to that address, for flows that need real
 * HTTP (an OAuth app, a browser); `baseUrl` is the address.
 */
export async function listeningTestApp(
  modules: readonly FeiraModule[],
): Promise<{ t: TestApp; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ modules, config: { publicUrl: baseUrl, port } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, baseUrl };
}
