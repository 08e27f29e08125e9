import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { JOB_POOL_MAX } from '../jobs/jobs.ts';
import { BACKGROUND_POOL_MAX, CONNECTION_APP_NAME, type Database } from './connection.ts';
import { queryRows } from './sql.ts';

/**
 * The most connections one process can hold on PostgreSQL (docs/ops/running.md, "Database
 * connections"; OPS-34): the request pool (`DATABASE_POOL_MAX`), the background pool, pg-boss's pool,
 * the small pools of the loops that must not queue behind requests (outbox relay 1, webhook
 * deliveries 3, the commit signal 1; an api process only has the last) and one connection per LISTEN.
 */
export interface ConnectionBudget {
  requests: number;
  background: number;
  jobs: number;
  loops: number;
  listening: number;
  total: number;
}

export function connectionBudget(
  database: Database,
  role: 'all' | 'api' | 'worker',
  poolMax: number,
): ConnectionBudget {
  const parts = {
    requests: poolMax,
    background: BACKGROUND_POOL_MAX,
    jobs: JOB_POOL_MAX,
    loops: role === 'api' ? 1 : 5,
    listening: database.listening?.() ?? 0,
  };
  return { ...parts, total: Object.values(parts).reduce((a, b) => a + b, 0) };
}

interface ServerRoom {
  max_connections: number;
  reserved: number;
  others: number;
}

/**
 * Warns when this process, at its full budget, and the connections others hold now can exceed the
 * server's `max_connections` (less those reserved for superusers): then, under load, the server
 * refuses connections and requests answer 503. Processes started later are not counted, so each
 * process checks when it starts. Answers whether it warned.
 */
export async function checkConnectionBudget(
  database: Database,
  role: 'all' | 'api' | 'worker',
  poolMax: number,
  log: Logger,
): Promise<boolean> {
  if (database.kind !== 'postgres') return false;
  const budget = connectionBudget(database, role, poolMax);
  const [room] = await queryRows<ServerRoom>(
    database.db,
    sql`select current_setting('max_connections')::int as max_connections,
               current_setting('superuser_reserved_connections')::int
                 + coalesce(current_setting('reserved_connections', true)::int, 0) as reserved,
               (select count(*)::int from pg_stat_activity
                where backend_type = 'client backend' and application_name is distinct from ${CONNECTION_APP_NAME}) as others`,
  );
  const available = room!.max_connections - room!.reserved;
  if (room!.others + budget.total <= available) {
    log.info({ budget, ...room }, 'database connection budget');
    return false;
  }
  log.warn(
    { budget, ...room },
    `this process may open ${budget.total} database connections and others hold ${room!.others}, ` +
      `more than the server's ${available} (max_connections less reserved): under load requests will get 503. ` +
      'Lower DATABASE_POOL_MAX or raise max_connections (docs/ops/running.md)',
  );
  return true;
}
