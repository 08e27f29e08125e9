import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { RequestGate, gatedPglite } from './background.ts';
import { openPool } from './pool.ts';

/** Either driver's drizzle database or a transaction on it; services only see this. */
export type Executor = PgDatabase<PgQueryResultHKT>;

type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Executor;
  /**
   * What background work uses (`systemCtx` inside `asBackground`): on PostgreSQL a pool of its own,
   * so jobs never hold the connections requests need; on PGlite the same connection, gated.
   */
  backgroundDb: Executor;
  /** Set on PGlite only: the single in-process connection (background callers wait at `requests`). */
  pglite?: PGlite;
  /** Set on PGlite only: requests in flight, which background statements wait for. */
  requests?: RequestGate;
  /** Set on PostgreSQL only. */
  pool?: pg.Pool;
  /** Set on PostgreSQL only: the background work's pool (its usage is a metric). */
  backgroundPool?: pg.Pool;
  /** Set on PostgreSQL only: connections this process holds open to LISTEN (one per subscription). */
  listening?(): number;
  connectionString?: string;
  /** Subscribes to NOTIFY on a channel; returns the unsubscribe function. */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * For listeners that must know when notifications may have been missed (caches): given either
 * callback, a dropped PostgreSQL connection is reported at once (`onLost`) and re-established with
 * backoff (`onRestored` once it listens again). PGlite's in-process channel cannot drop.
 */
interface ListenOptions {
  onLost?(): void;
  onRestored?(): void;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data-dir tarball (from `dumpDataDir`) to start from; tests use a migrated snapshot. */
  loadDataDir?: Blob;
  poolMax?: number;
}

/**
 * The `application_name` of every connection this process opens, so the start-up check of the
 * connection budget (connection-budget.ts) can tell this process's connections from the others'.
 */
export const CONNECTION_APP_NAME = `feira-${randomBytes(4).toString('hex')}`;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 20);
  return openPglite(options.dataDir, options.loadDataDir);
}

/**
 * A few connections of their own, for a background loop that must not wait for a connection behind
 * request traffic (the outbox relay, webhook delivery: under a write burst the shared pool's queue
 * is hundreds deep). On PGlite, the one in-process connection.
 *
 * `queue`: the loop takes work from a queue table (rows picked by a partial index, then updated out
 * of it), so its connections plan without bitmap scans. Each taken row leaves a dead entry in that
 * index until a vacuum; an ordered index scan marks such entries and skips them from then on, but the
 * bitmap scan the planner picks for a table it has no statistics on visits every one of them again on
 * every pass: the relay's pass cost 9 ms for 200 events once 80,000 had gone through (1 ms after).
 *
 * `asyncCommit`: its commits return before their WAL is flushed, for writes a crash may lose at no
 * cost (a notification).
 */
export function dedicatedPool(
  database: Database,
  max: number,
  { queue = false, asyncCommit = false }: { queue?: boolean; asyncCommit?: boolean } = {},
): { db: Executor; close(): Promise<void> } {
  if (!database.connectionString) return { db: database.db, close: async () => undefined };
  const settings = [
    ...(queue ? ['-c enable_bitmapscan=off'] : []),
    ...(asyncCommit ? ['-c synchronous_commit=off'] : []),
  ];
  const pool = openPool({
    connectionString: database.connectionString,
    max,
    application_name: CONNECTION_APP_NAME,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  return { db: drizzlePg(pool), close: () => pool.end() };
}

/**
 * PGlite has no locking between processes: two of them on one directory lose writes or break it. The
 * directory's lock (`data-dir-lock.ts`) is taken before PGlite opens it and released after it closes.
 */
async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // The process title names the holder in a refusal (`feira start` sets it; ps shows it too).
  const lock: DataDirLock | undefined = dataDir ? acquireDataDirLock(dataDir, process.title) : undefined;
  // Files PGlite writes while it runs take the umask: with the usual 022 every user could read them,
  // so the process's umask is set for its owner alone before PGlite opens the directory (SEC-51).
  if (dataDir && process.platform !== 'win32') process.umask(0o077);
  // The catalog search's accent-free trigram matching (migration 0016) needs these two contrib modules.
  const extensions = { pg_trgm, unaccent };
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir, extensions } : { extensions });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Those it unpacks for a new database come 0666 whatever the umask (and older versions left them so).
  if (dataDir) ownerOnly(dataDir);
  const requests = new RequestGate();
  const gated = gatedPglite(pglite, requests);
  const db = drizzlePglite(gated) as unknown as Executor;
  return {
    kind: 'pglite',
    db,
    backgroundDb: db,
    pglite: gated,
    requests,
    async listen(channel, onNotify) {
      const unsubscribe = await pglite.listen(channel, onNotify);
      return unsubscribe;
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Takes every permission of others off the directory's files (the directory itself is checked at the lock). */
function ownerOnly(dir: string): void {
  if (process.platform === 'win32') return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    const mode = fs.lstatSync(file).mode;
    if (!entry.isSymbolicLink() && (mode & 0o077) !== 0) fs.chmodSync(file, mode & 0o700);
    if (entry.isDirectory()) ownerOnly(file);
  }
}

/**
 * Connections of background work (jobs, consumers) in one process, beside the request pool. Opened on
 * first use: an api-only process never opens one.
 */
export const BACKGROUND_POOL_MAX = 5;

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const named = { connectionString, application_name: CONNECTION_APP_NAME };
  const pool = openPool({ ...named, max });
  const backgroundPool = openPool({ ...named, max: BACKGROUND_POOL_MAX });
  let listening = 0;
  const db = drizzlePg(pool) as unknown as Executor;
  return {
    kind: 'postgres',
    db,
    backgroundDb: drizzlePg(backgroundPool) as unknown as Executor,
    pool,
    backgroundPool,
    connectionString,
    listening: () => listening,
    async listen(channel, onNotify, options = {}) {
      const subscribe = async () => {
        const client = new pg.Client(named);
        client.on('error', () => undefined);
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
        return client;
      };
      let current: pg.Client | undefined = await subscribe();
      listening++;
      if (!options.onLost && !options.onRestored) {
        const client = current;
        return async () => {
          listening--;
          await client.end().catch(() => undefined);
        };
      }
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const watch = (client: pg.Client) => {
        const dropped = () => {
          if (stopped || current !== client) return;
          current = undefined;
          options.onLost?.();
          reconnect(100);
        };
        client.on('error', dropped);
        client.on('end', dropped);
      };
      const reconnect = (delayMs: number) => {
        retry = setTimeout(() => {
          subscribe().then(
            async (client) => {
              if (stopped) return void (await client.end().catch(() => undefined));
              current = client;
              watch(client);
              options.onRestored?.();
            },
            () => {
              if (!stopped) reconnect(Math.min(delayMs * 2, 5_000));
            },
          );
        }, delayMs);
        retry.unref();
      };
      watch(current);
      return async () => {
        listening--;
        stopped = true;
        clearTimeout(retry);
        await current?.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
  };
}
