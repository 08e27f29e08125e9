/** Writing a batch through what the database may refuse: retries on conflicts, isolation of bad values. */
import type { Ctx } from '../../../platform/context.ts';
import { databaseInputError } from '../../../platform/db/input-errors.ts';
import type { ProductGroup } from './domain/import-row.ts';
import { totalsOf, writeBatch, type Batch, type ImportRow, type Totals } from './import.batch.ts';

const RETRYABLE_STATES = new Set(['23505', '40001', '40P01']);

/** A unique violation (another writer took a new sku first), serialization failure or deadlock. */
function retryable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && RETRYABLE_STATES.has(e.code)) return true;
  }
  return false;
}

async function writeBatchRetrying(
  ctx: Ctx,
  importId: string,
  batch: Batch,
  totals: Totals,
): Promise<ImportRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeBatch(ctx, importId, batch, totals);
    } catch (error) {
      if (attempt >= 3 || !retryable(error)) throw error;
    }
  }
}

/**
 * Writes a batch; one the database refuses for a value it cannot hold (a number out of range, text it
 * cannot store) is written in halves until the product at fault is alone, which is then reported and
 * not written: every other row of the batch is.
 */
export async function writeBatchIsolating(
  ctx: Ctx,
  importId: string,
  batch: Batch,
  totals: Totals,
): Promise<ImportRow> {
  try {
    return await writeBatchRetrying(ctx, importId, batch, totals);
  } catch (error) {
    const refused = databaseInputError(error);
    if (!refused) throw error;
    const { groups } = batch;
    if (groups.length === 1) {
      const group = groups[0]!;
      if (group.productErrors.length > 0) throw error;
      const first = group.rows[0]?.row ?? group.firstRow;
      const reason = `the database refused a value of this product: ${refused.message}`;
      const rejected = {
        ...group,
        firstRow: first,
        productErrors: [
          { row: first, field: refused.column ?? 'row', reason, code: 'invalid-value' as const },
        ],
      };
      return writeBatchRetrying(ctx, importId, { ...batch, groups: [rejected] }, totals);
    }
    const half = (part: ProductGroup[]): Batch => ({
      ...batch,
      groups: part,
      rows: part.reduce((sum, group) => sum + group.rows.length, 0),
    });
    const middle = Math.ceil(groups.length / 2);
    const written = await writeBatchIsolating(ctx, importId, half(groups.slice(0, middle)), totals);
    return writeBatchIsolating(ctx, importId, half(groups.slice(middle)), totalsOf(written));
  }
}
