import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './connection.ts';

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `column = any(...)` for lists of any length: the values travel as one text-array parameter, where
 * `inArray` spends one bind parameter per value and fails past PostgreSQL's 65,535. The planner sees
 * the array itself (its size, a hashed lookup), so the plan stays good even on a table not yet
 * analyzed, which `in (select jsonb_array_elements_text(...))` does not.
 */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  return sql`${column} = any(${literal}::text[])`;
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
