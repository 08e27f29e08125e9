import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { arrayLiteral, queryRows } from '../../platform/db/sql.ts';
import { isoOrNull } from '../../platform/time.ts';
import { auditing, recordChanges, type AuditChange } from '../audit/index.ts';
import type { PriceWrite } from './domain/price-write.ts';
import type { promotions } from './prices.tables.ts';

const key = (skuId: string, platform: string, priceType: string) =>
  `${skuId}\u0000${platform}\u0000${priceType}`;

/**
 * The change history of a price write: the stored price of each scope before (one read of the
 * written scopes) and what the caller set. Called before the write, inside its transaction and after
 * its SKUs are locked, so `before` is what the write replaces. A price set again as it was is no change.
 */
export async function auditPriceWrites(ctx: Ctx, writes: readonly PriceWrite[]): Promise<void> {
  if (writes.length === 0 || !auditing(ctx)) return;
  const rows = await queryRows<{
    sku_id: string;
    platform: string;
    price_type: string;
    value: string;
    start_at: string | null;
    end_at: string | null;
  }>(
    ctx.db,
    sql`select e.sku_id, e.platform, e.price_type, e.value::text, e.start_at::text, e.end_at::text
        from price_entries e
        join unnest(${arrayLiteral(writes.map((w) => w.skuId))}::text[], ${arrayLiteral(writes.map((w) => w.platform))}::text[],
                    ${arrayLiteral(writes.map((w) => w.priceType))}::text[]) as x(s, p, t)
          on e.sku_id = x.s and e.platform = x.p and e.price_type = x.t
        where e.seller_id = ${sellerOf(ctx)}`,
  );
  const stored = new Map(
    rows.map((r) => [
      key(r.sku_id, r.platform, r.price_type),
      { value: r.value, startAt: isoOrNull(r.start_at), endAt: isoOrNull(r.end_at) },
    ]),
  );
  await recordChanges(
    ctx,
    writes
      .map((w) => {
        const before = stored.get(key(w.skuId, w.platform, w.priceType));
        const scope = { platform: w.platform, priceType: w.priceType };
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
