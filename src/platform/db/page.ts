import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connection.ts';

/**
 * One page of a table's rows that match `where`, in `order`, and how many match in all: the two
 * queries behind every paged list. `order` should end on a unique column, so pages never overlap.
 */
export async function selectPage<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  order: readonly (SQL | PgColumn)[],
  paging: { page: number; size: number },
): Promise<{ rows: InferSelectModel<T>[]; total: number }> {
  // drizzle types a select from a table named only by a type parameter as its own error; as a plain
  // table it is a select of loose rows, which are the rows of `T`.
  const source: PgTable = table;
  const rows = await db
    .select()
    .from(source)
    .where(where)
    .orderBy(...order)
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const [counted] = await db.select({ n: count() }).from(source).where(where);
  return { rows: rows as InferSelectModel<T>[], total: counted?.n ?? 0 };
}
