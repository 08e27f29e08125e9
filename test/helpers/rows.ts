import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/sql.ts';
import type { TestApp } from './test-app.ts';

/** How many rows of `table` have `column` among `values`: for a test that planted rows and checks which stay. */
export async function rowsAmong(
  t: TestApp,
  table: string,
  column: string,
  values: readonly string[],
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.rt.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}
        where ${sql.identifier(column)} = any(${`{${values.join(',')}}`}::text[])`,
  );
  return row!.n;
}
