import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connection.ts';
import { queryRows } from './sql.ts';
import { analyzeTable, needsOwnUpkeep } from './upkeep.ts';

interface Baseline {
  /** quote_ident of schema and name. */
  name: string;
  /** Rows written since its last ANALYZE that would make autovacuum analyze it again. */
  due: number;
}

const baselineOf = (table: string, schema: string) => sql`
  select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
    current_setting('autovacuum_analyze_threshold')::int
      + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) as due
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relname = ${table} and n.nspname = ${schema}`;

/**
 * Statistics for the tables a bulk write grows, kept by the writer itself where nothing else keeps
 * them (`needsOwnUpkeep`: the embedded database, or a PostgreSQL server with autovacuum off). The
 * upkeep loop runs only where background work runs; a `feira import products` process, or an import
 * beside an api-only runtime, grows its tables with no loop beside it, and its per-batch lookups are
 * then planned from table sizes alone: on a 1,000,000-variation import that meant reading the whole
 * variations table for every batch (docs/performance.md, "The 1M import's bend, found").
 *
 * The writer says how many rows each batch wrote; once they pass autovacuum's own analyze threshold
 * (50 rows plus 10 % of what the table held at its last ANALYZE), the table is analyzed before the
 * next batch. Counting what was written, rather than reading the server's activity counters (which a
 * connection reports only when idle, at most once a second), makes the moment exact: an import into
 * an empty table analyzes after its first batch, then as the table grows by a tenth, a few dozen
 * times across a million rows.
 */
export function bulkStatistics(database: Database, log: Logger, tables: readonly PgTable[]) {
  let needed: Promise<boolean> | undefined;
  const baselines = new Map<PgTable, Baseline>();
  const written = new Map<PgTable, number>();

  async function baseline(table: PgTable): Promise<Baseline> {
    const { name, schema = 'public' } = getTableConfig(table);
    const [row] = await queryRows<Baseline>(database.backgroundDb, baselineOf(name, schema));
    if (!row) throw new Error(`bulkStatistics: no table ${schema}.${name}`);
    baselines.set(table, row);
    return row;
  }

  return {
    /** After a batch is committed: `rows` written into each table; analyzes those now due. */
    async wrote(counts: ReadonlyArray<readonly [PgTable, number]>): Promise<void> {
      needed ??= needsOwnUpkeep(database);
      if (!(await needed)) return;
      const rows = new Map(counts);
      for (const table of tables) {
        const since = (written.get(table) ?? 0) + (rows.get(table) ?? 0);
        const before = baselines.get(table) ?? (await baseline(table));
        if (since <= before.due) {
          written.set(table, since);
          continue;
        }
        try {
          await analyzeTable(database, before.name);
          await baseline(table);
          written.set(table, 0);
        } catch (error) {
          // Statistics help the writes along and are not part of them: a failed ANALYZE (two of one
          // table at once end in "tuple concurrently updated") is tried again after the next batch.
          log.warn({ err: error, table: before.name }, 'analyze during a bulk write failed');
          written.set(table, since);
        }
      }
    },
  };
}
