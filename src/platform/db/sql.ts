import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './connection.ts';

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `column in (...)` for lists of any length: the values travel as one JSON parameter, where
 * `inArray` spends one bind parameter per value and fails past PostgreSQL's 65,535.
 */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

const dialect = new PgDialect();

/**
 * Rows of a hot read, run on PostgreSQL as a named prepared statement: parsed and planned once per
 * pooled connection instead of on every call. `name` must stand for one statement text. Inside a
 * transaction (another executor) and on PGlite (in-process) it is a plain query.
 */
export async function queryPreparedRows<T = Record<string, unknown>>(
  database: Database,
  executor: Executor,
  name: string,
  query: SQL,
): Promise<T[]> {
  if (!database.pool || executor !== database.db) return queryRows<T>(executor, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await database.pool.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
