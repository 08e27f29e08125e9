import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/sql.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * A digest of one seller's rows in every table that has a `seller_id` (every module's tables, the
 * outbox and the platform's), table by table, to prove that a refused request wrote nothing: the
 * number of rows and the newest transaction that wrote one of them (`xmin`). Any committed insert,
 * update (even one that changes no value) or delete changes it, without reading the rows' values.
 */
export type Digest = Record<string, string>;

export interface Digester {
  tables: readonly string[];
  digest(sellerId: string): Promise<Digest>;
  /**
   * The next transaction id the database will give: unchanged means nothing wrote since it was last
   * read (it is read without taking one), so the digest cannot have changed either.
   */
  nextTransaction(): Promise<string>;
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
  if (tables.length < 10)
    throw new Error(`only ${tables.length} tables with seller_id: ${tables.join(', ')}`);
  const query = (sellerId: string) =>
    sql.join(
      tables.map(
        (table) =>
          sql`select ${table} as name, count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) as hash
              from ${sql.identifier(table)} x where x.seller_id = ${sellerId}`,
      ),
      sql` union all `,
    );
  return {
    tables,
    async nextTransaction() {
      const [row] = await queryRows<{ next: string }>(
        db,
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
      );
      return row!.next;
    },
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
