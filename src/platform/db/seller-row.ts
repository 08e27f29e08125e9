import { and, eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sellerOf, type Ctx } from '../context.ts';
import { notFound } from '../http/errors.ts';

/** A table whose rows belong to a seller and are named by an id within it. */
type SellerTable = PgTable & { sellerId: PgColumn; id: PgColumn };

/**
 * The calling seller's row `id` of `table`, or undefined: another seller's id finds nothing, as one that
 * never existed. `lock` holds the row for update until the transaction ends.
 */
export async function findSellerRow<T extends SellerTable>(
  ctx: Ctx,
  table: T,
  id: string,
  lock = false,
): Promise<InferSelectModel<T> | undefined> {
  // As in selectPage: drizzle types a select from a table known only by its type parameter as an error.
  const source: PgTable = table;
  const query = ctx.db
    .select()
    .from(source)
    .where(and(eq(table.sellerId, sellerOf(ctx)), eq(table.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row as InferSelectModel<T> | undefined;
}

/** `findSellerRow`, or the 404 problem naming the row `what` when there is none. */
export async function sellerRow<T extends SellerTable>(
  ctx: Ctx,
  table: T,
  id: string,
  what: string,
  lock = false,
): Promise<InferSelectModel<T>> {
  const row = await findSellerRow(ctx, table, id, lock);
  if (!row) throw notFound(what, id);
  return row;
}
