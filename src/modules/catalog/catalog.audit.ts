import { Decimal } from '../../platform/money.ts';
import type { Ctx } from '../../platform/context.ts';
import { recordChanges, type AuditChange } from '../audit/index.ts';
import type { VariationRow } from './catalog.mapping.ts';

interface Plan {
  previous: VariationRow | null;
  row: VariationRow;
}

// Stored costs come back with their scale ("31.9000"): the history shows the amount as a decimal
// string without trailing zeros, so equal amounts read equal.
const amount = (cost: string | null) => (cost === null ? null : new Decimal(cost).toString());

/** The change history of variation costs a catalog write makes (new variations with a cost included). */
export function auditCostChanges(ctx: Ctx, plans: readonly Plan[]): Promise<void> {
  const changes: AuditChange[] = [];
  for (const { previous, row } of plans) {
    const before = amount(previous?.cost ?? null);
    const after = amount(row.cost);
    if (before === after) continue;
    changes.push({
      action: previous ? 'UPDATE' : 'CREATE',
      entity: 'cost',
      entityId: row.id,
      before: previous ? { sku: previous.sku, cost: before } : null,
      after: { sku: row.sku, productId: row.productId, cost: after },
    });
  }
  return changes.length === 0 ? Promise.resolve() : recordChanges(ctx, changes);
}

/** A product's title replaced by a caller (docs/decisions.md WEB-74): the title is what its ads follow. */
export function auditTitleChange(ctx: Ctx, productId: string, before: string, after: string): Promise<void> {
  if (before === after) return Promise.resolve();
  return recordChanges(ctx, [
    {
      action: 'UPDATE',
      entity: 'product',
      entityId: productId,
      before: { title: before },
      after: { title: after },
    },
  ]);
}
