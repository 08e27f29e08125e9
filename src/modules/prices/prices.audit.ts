import { Decimal } from '../../platform/money.ts';
import type { Ctx } from '../../platform/context.ts';
import { isoOrNull } from '../../platform/time.ts';
import { auditing, recordChanges, type AuditChange } from '../audit/index.ts';
import type { PriceEntry } from './domain/effective-price.ts';
import type { PriceWrite } from './domain/price-write.ts';
import type { promotions } from './prices.tables.ts';

/**
 * The change history of a price write: each written scope's stored price before (`stored`, the SKUs'
 * entries read inside the write's transaction after its SKUs were locked, so what the write replaces)
 * and what the caller set. A price set again as it was is no change.
 */
export async function auditPriceWrites(
  ctx: Ctx,
  writes: readonly PriceWrite[],
  stored: ReadonlyMap<string, readonly PriceEntry[]>,
): Promise<void> {
  if (writes.length === 0 || !auditing(ctx)) return;
  await recordChanges(
    ctx,
    writes
      .map((w) => {
        const entry = stored
          .get(w.skuId)
          ?.find((e) => e.platform === w.platform && e.priceType === w.priceType);
        const scope = { platform: w.platform, priceType: w.priceType };
        const before = entry ? { value: entry.value, startAt: entry.startAt, endAt: entry.endAt } : null;
        return {
          action: 'SET' as const,
          entity: 'price' as const,
          entityId: w.skuId,
          before: before ? { ...scope, ...before } : null,
          after: { ...scope, value: w.value, startAt: w.startAt, endAt: w.endAt },
        };
      })
      .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after)),
  );
}

type PromotionRow = typeof promotions.$inferSelect;

/** What the history shows of a promotion: its terms and status, not its bookkeeping timestamps. */
function promotionSnapshot(row: PromotionRow | null): Record<string, unknown> | null {
  if (!row) return null;
  return {
    name: row.name,
    status: row.status,
    ruleType: row.ruleType,
    value: new Decimal(row.value).toString(),
    startAt: isoOrNull(row.startAt),
    endAt: isoOrNull(row.endAt),
    restorePricesOnAutoFinish: row.restorePricesOnAutoFinish,
    platforms: row.platforms,
    eligibility: row.eligibility,
  };
}

/** The change history of promotions a call changed: each as it was and as it became. */
export function auditPromotions(
  ctx: Ctx,
  action: AuditChange['action'],
  changes: readonly { before: PromotionRow | null; after: PromotionRow | null }[],
): Promise<void> {
  return recordChanges(
    ctx,
    changes.map(({ before, after }) => ({
      action,
      entity: 'promotion' as const,
      entityId: (after ?? before)!.id,
      before: promotionSnapshot(before),
      after: promotionSnapshot(after),
    })),
  );
}
