import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { queryRows } from './sql.ts';

/**
 * How often the database is checked for tables that need statistics or a vacuum. A 100,000-row
 * import grows its tables by a few thousand rows a second on PGlite: checked this often, no table's
 * statistics lag its size by more than a few batches.
 */
const CHECK_MS = 5_000;

/**
 * The sample ANALYZE reads is 300 rows per unit of target (PostgreSQL's default of 100: 30,000 rows).
 * Here the statement holds the embedded database's one connection while it runs, and a request that
 * comes meanwhile waits for it: at the default, analyzing the variations (jsonb columns) during an
 * import took up to 0.9 s on a loaded two-core machine. 3,000 rows still tell the planner what it
 * needs for the seller-led indexes (sellers are few, skus and ids nearly unique).
 */
const STATISTICS_TARGET = 10;

interface Due {
  name: string;
  vacuum: boolean;
}

/**
 * Tables whose changes since their last ANALYZE or VACUUM pass the thresholds PostgreSQL's autovacuum
 * applies (its own settings: 50 rows plus 10 % of the table for statistics, 50 plus 20 % for dead
 * rows). A table due for both is named once.
 */
const dueTables = sql`
  select quote_ident(schemaname) || '.' || quote_ident(relname) as name,
    n_dead_tup > current_setting('autovacuum_vacuum_threshold')::int
      + current_setting('autovacuum_vacuum_scale_factor')::float8 * n_live_tup as vacuum
  from pg_stat_user_tables
  where n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::int
      + current_setting('autovacuum_analyze_scale_factor')::float8 * n_live_tup
    or n_dead_tup > current_setting('autovacuum_vacuum_threshold')::int
      + current_setting('autovacuum_vacuum_scale_factor')::float8 * n_live_tup
  order by relname`;

/**
 * ANALYZE of one table (a name quoted by quote_ident) on the small sample, as one background
 * statement.
 */
export async function analyzeTable(database: Database, quotedName: string): Promise<void> {
  await database.backgroundDb.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local default_statistics_target = ${STATISTICS_TARGET}`));
    await tx.execute(sql`analyze ${sql.raw(quotedName)}`);
  });
}

/** What one check did: the tables analyzed and those vacuumed (and analyzed). */
interface UpkeepPass {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * Does once what autovacuum would have done by now. PGlite runs PostgreSQL as one backend without its
 * background processes, so nothing ever analyzes or vacuums a table on its own: the planner then
 * guesses from the table's size alone, and the guesses get worse as the table grows. During a
 * 100,000-row import the import's lookup of stored variations by product and sku (two indexes of
 * `(seller_id, …)`) was planned as a scan of all the seller's variations through the seller-only
 * prefix of one of them: 0.5 ms with statistics, 96 ms without at 60,000 rows, 114 ms a batch at
 * 80,000; and the outbox relay's pass over its partial index visited every dead entry the updates
 * left. Each statement here is one background statement: it waits for requests in flight first.
 * A table due for a vacuum gets one (the dead rows of updates, e.g. the outbox's dispatch marks) and
 * then its statistics.
 */
export async function upkeepOnce(database: Database): Promise<UpkeepPass> {
  const pass: UpkeepPass = { analyzed: [], vacuumed: [] };
  // The backend sends its counters to the statistics views at most once a second, when idle.
  await database.backgroundDb.execute(sql`select pg_stat_force_next_flush()`);
  const due = await queryRows<Due>(database.backgroundDb, dueTables);
  for (const table of due) {
    // The name comes from quote_ident of the catalog's own names.
    if (table.vacuum) await database.backgroundDb.execute(sql`vacuum ${sql.raw(table.name)}`);
    await analyzeTable(database, table.name);
    (table.vacuum ? pass.vacuumed : pass.analyzed).push(table.name);
  }
  return pass;
}

/**
 * Whether Feira has to keep the database's statistics and dead rows itself: always on the embedded
 * database, and on a PostgreSQL server whose autovacuum is turned off (PLT-83). Without it the planner
 * guesses from table sizes alone, as above: a 1,000,000-variation import on such a server read the whole
 * variations table for every batch's lookup (docs/performance.md, "The 1M import's bend, found").
 */
export async function needsOwnUpkeep(database: Database): Promise<boolean> {
  if (database.kind === 'pglite') return true;
  const [row] = await queryRows<{ on: boolean }>(
    database.db,
    sql`select current_setting('autovacuum') = 'on' as on`,
  );
  return !row!.on;
}

/**
 * The loop that runs `upkeepOnce` every CHECK_MS where `needsOwnUpkeep`: a platform background service,
 * so it runs, as background work, wherever jobs run.
 */
export function databaseUpkeep(database: Database, log: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const check = () => {
    if (running) return;
    const started = performance.now();
    running = upkeepOnce(database)
      .then((pass) => {
        if (pass.analyzed.length + pass.vacuumed.length === 0) return;
        log.debug({ ...pass, ms: Math.round(performance.now() - started) }, 'database upkeep');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'database upkeep failed; retried later'))
      .finally(() => (running = undefined));
  };
  return {
    name: 'database-upkeep',
    async start() {
      timer = setInterval(check, CHECK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
