import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/sql.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * A digest of one seller's rows in every table that has a `seller_id` (every module's tables, the
 * outbox and the platform's), table by table, to prove that a refused request wrote nothing.
 */
export type Digest = Record<string, string>;

export interface Digester {
  tables: readonly string[];
  digest(sellerId: string): Promise<Digest>;
}

export async function digester(t: TestApp): Promise<Digester> {
  const db = t.rt.database.db;
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'seller_id' order by table_name`,
    )
  ).map((row) => row.name);
  if (tables.length < 10) throw new Error(`only ${tables.length} tables with seller_id: ${tables.join(', ')}`);
  const query = (sellerId: string) =>
    sql.join(
      tables.map(
        (table) =>
          sql`select ${table} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash
              from ${sql.identifier(table)} x where x.seller_id = ${sellerId}`,
      ),
      sql` union all `,
    );
  return {
    tables,
    async digest(sellerId) {
      const rows = await queryRows<{ name: string; hash: string }>(db, query(sellerId));
      return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
    },
  };
}

/** The tables whose digest differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
