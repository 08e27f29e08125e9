import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/sql.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * A column that holds a secret, declared by the module that owns the table: the start-up pass seals
 * the rows written before sealing existed, and `feira secrets rotate` re-seals every row under the
 * current key. `text` columns hold the sealed string; `jsonb` columns hold it as a JSON string.
 */
export interface SealedColumn {
  table: string;
  column: string;
  kind: 'text' | 'jsonb';
  /** For `jsonb`: seal this one string field of the document (credentials beside plain settings). */
  field?: string;
  /** The primary key's columns, to write each row back. */
  key: readonly string[];
}

/** Text columns of one table sealed whole, each row written back by its `key`. */
export const sealedTextColumns = (
  table: string,
  columns: readonly string[],
  key: readonly string[],
): SealedColumn[] => columns.map((column) => ({ table, column, kind: 'text', key }));

/** What a sealed value of a column is bound to: the same value cannot be opened from another column. */
export const contextOf = (table: string, column: string) => `${table}.${column}`;

const BATCH = 500;

/**
 * Seals (`plain`) or re-seals under the current key (`all`) every value of the columns. Each row is
 * written only if it still holds the value read, so processes doing this at once do not clash, and
 * a crash leaves every row either as it was or done: rerunning finishes the work.
 */
export async function sealColumns(
  database: Database,
  box: SecretBox,
  columns: readonly SealedColumn[],
  mode: 'plain' | 'all',
): Promise<number> {
  let written = 0;
  for (const column of columns) {
    const context = contextOf(
      column.table,
      column.field ? `${column.column}.${column.field}` : column.column,
    );
    const target = sql.identifier(column.column);
    const value: SQL =
      column.kind === 'text'
        ? sql`${target}`
        : column.field
          ? sql`(${target} ->> ${column.field})`
          : sql`(${target} #>> '{}')`;
    const pending: SQL =
      mode === 'plain' ? sql`${value} not like 'fsk1:%'` : sql`${value} not like ${`fsk1:${box.keyId}:%`}`;
    const keys = sql.join(
      column.key.map((k) => sql.identifier(k)),
      sql`, `,
    );
    for (;;) {
      const rows = await queryRows<Record<string, string>>(
        database.db,
        sql`select ${keys}, ${value} as stored from ${sql.identifier(column.table)}
            where ${value} is not null and ${pending} limit ${BATCH}`,
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const stored = row.stored!;
        const plain = box.open(stored, context);
        const sealed = box.seal(plain, context);
        const where = sql.join(
          column.key.map((k) => sql`${sql.identifier(k)} = ${row[k]!}`),
          sql` and `,
        );
        const next =
          column.kind === 'text'
            ? sql`${sealed}`
            : column.field
              ? sql`jsonb_set(${target}, ${`{${column.field}}`}::text[], to_jsonb(${sealed}::text))`
              : sql`to_jsonb(${sealed}::text)`;
        await database.db.execute(
          sql`update ${sql.identifier(column.table)} set ${sql.identifier(column.column)} = ${next}
              where ${where} and ${value} = ${stored}`,
        );
        written++;
      }
      if (rows.length < BATCH) break;
    }
  }
  return written;
}
