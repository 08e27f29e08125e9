import { Decimal } from '../../platform/money.ts';
import type { Ctx } from '../../platform/context.ts';
import { auditing, recordChanges } from '../audit/index.ts';
import type { AdRow } from './ads.mapping.ts';

/** What the history shows of an ad: what a seller sets on it, with its SKU for the history to name. */
function adSnapshot(row: AdRow) {
  return {
    skuId: row.originSkuId,
    platform: row.platform,
    title: row.name,
    // Stored prices come back with their scale or as typed: one form, so equal prices read equal.
    price: row.price === null ? null : new Decimal(row.price).toFixed(2),
    stock: row.stock,
    status: row.status,
  };
}

/**
 * Records a caller's edits of ads (own price, pause, title, stock; docs/decisions.md WEB-74), each ad
 * as it was and as it became; ads left as they were are not recorded.
 */
export async function auditAdEdits(ctx: Ctx, before: readonly AdRow[], after: readonly AdRow[]) {
  if (!auditing(ctx)) return;
  await recordChanges(
    ctx,
    after.map((row, i) => ({
      action: 'UPDATE' as const,
      entity: 'ad' as const,
      entityId: row.id,
      before: adSnapshot(before[i]!),
      after: adSnapshot(row),
    })),
  );
}
