import { getTableColumns, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './connection.ts';

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  // The executor's result type depends on the driver; both drivers' results carry `rows`.
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A timestamptz column as `toISOString` writes it, formatted by the database (no `Date` per value). */
export const isoText = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * An array literal of the values (quotes and backslashes escaped, null as NULL), to send a column of
 * many rows as one parameter: `${arrayLiteral(values)}::numeric[]`, several zipped by `unnest`.
 * PostgreSQL parses it about twice as fast as the same rows in a `jsonb_to_recordset` parameter.
 */
export function arrayLiteral(values: readonly (string | null)[]): string {
  // A plain loop, escaping only the values that need it: hot for writers of thousands of rows.
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string | null;
    if (i > 0) out += ',';
    if (value === null) out += 'NULL';
    else if (value.includes('"') || value.includes('\\')) out += `"${value.replace(/[\\"]/g, '\\$&')}"`;
    else out += `"${value}"`;
  }
  return out + '}';
}

/**
 * `column = any(...)` for lists of any length: the values travel as one text-array parameter, where
 * `inArray` spends one bind parameter per value and fails past PostgreSQL's 65,535. The planner sees
 * the array itself (its size, a hashed lookup), so the plan stays good even on a table not yet
 * analyzed, which `in (select jsonb_array_elements_text(...))` does not.
 */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(${arrayLiteral(values)}::text[])`;
}

// Below this many values the planner probes the index for each one anyway.
const KEY_PAGE_MIN = 100;

/**
 * `inList` for a page of neighbouring keys (the next SKU ids of a keyset walk): the same rows, with the
 * index scan also bounded by the list's smallest and largest value. PostgreSQL 15 prices thousands of
 * `= any` probes above a scan of the whole table, and so reads every row of a growing table on each
 * page (2,500 SKUs of a 600,000-row table: ~200 ms, against ~10-40 ms inside their range). The bounds
 * are the list's own, taken in SQL, so they follow the column's collation. Short lists are `inList`.
 */
export function inKeyPage(column: SQLWrapper, values: readonly string[]): SQL {
  if (values.length < KEY_PAGE_MIN) return inList(column, values);
  const list = arrayLiteral(values);
  return sql`(${column} = any(${list}::text[])
    and ${column} >= (select min(v) from unnest(${list}::text[]) as v)
    and ${column} <= (select max(v) from unnest(${list}::text[]) as v))`;
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
  const result = await database.pool.query({ name, text, values: params });
  return result.rows as T[];
}

/**
 * The rows of a raw query selecting a table's columns, as drizzle's select answers them: property
 * names, each value through its column's decoder. For reads of thousands of wide rows, where
 * drizzle's generic mapping (nested result paths, a CTE's fields behind proxies) was most of the
 * read's cost on the process's thread (a claim of 20,000 ads: ~0.5 s of CPU).
 */
export function rowsOf<T extends PgTable>(
  table: T,
  rows: readonly Record<string, unknown>[],
): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column.name, column] as [string, string, PgColumn],
  );
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  });
}

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `insert … on conflict (target) do update` of many rows sent as one JSON parameter, with what
 * drizzle's `insert().values(rows)` would write: each column mapped to its driver value, a value left
 * undefined given the column's default. Drizzle builds a multi-row VALUES one bind parameter at a
 * time, on the caller's thread: for a catalog import batch (1,000 variations of 20 columns) that was
 * 0.5-0.9 s of CPU in one go, during which the process answered nothing. The JSON is a few ms.
 * `keep`: columns a conflicting row keeps (the key columns, a creation time).
 */
export function upsertRows<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  target: readonly PgColumn[],
  keep: readonly PgColumn[],
): SQL {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        let value = (row as Record<string, unknown>)[key];
        if (value === undefined) value = column.defaultFn ? column.defaultFn() : column.default;
        if (is(value, SQL)) throw new Error(`upsertRows: ${column.name} needs a value (its default is SQL)`);
        // jsonb columns take the value itself; the others their driver's text (numeric, timestamps).
        out[column.name] =
          value === undefined || value === null
            ? null
            : column.dataType === 'json'
              ? value
              : column.mapToDriverValue(value);
      }
      return out;
    }),
  );
  const names = columns.map(([, column]) => `"${column.name}"`);
  const types = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`);
  const kept = new Set([...target, ...keep].map((column) => column.name));
  const updates = columns
    .filter(([, column]) => !kept.has(column.name))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`);
  return sql`insert into ${table} (${sql.raw(names.join(', '))})
    select ${sql.raw(names.map((name) => `x.${name}`).join(', '))}
    from json_to_recordset(${json}::json) as x(${sql.raw(types.join(', '))})
    on conflict (${sql.raw(target.map((column) => `"${column.name}"`).join(', '))})
    do update set ${sql.raw(updates.join(', '))}`;
}
