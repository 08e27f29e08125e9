import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { auditing, recordChanges } from '../audit/index.ts';

interface Write {
  skuId: string;
  warehouseId: string;
  stock: number;
}

/**
 * Records the on-hand quantities a caller set (docs/decisions.md WEB-74): per SKU and warehouse, what
 * it held before (0 when it never held any, as reads answer) and what it holds now; a quantity set
 * again as it was is no change. Reads the stored quantities itself, so call it before writing, under
 * the SKUs' stock lock. Orders' reservations and the service's own work are not a caller's change.
 */
export async function auditStockWrites(ctx: Ctx, writes: readonly Write[]): Promise<void> {
  if (writes.length === 0 || !auditing(ctx)) return;
  const rows = writes.map((w) => ({ s: w.skuId, w: w.warehouseId }));
  const stored = await queryRows<{ sku_id: string; warehouse_id: string; on_hand: number }>(
    ctx.db,
    sql`select sw.sku_id, sw.warehouse_id, sw.on_hand
        from stock_warehouses sw
        join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(s text, w text)
          on sw.sku_id = x.s and sw.warehouse_id = x.w
        where sw.seller_id = ${sellerOf(ctx)}`,
  );
  const before = new Map(stored.map((r) => [`${r.sku_id}\u0000${r.warehouse_id}`, Number(r.on_hand)]));
  await recordChanges(
    ctx,
    writes
      .map((w) => ({ w, was: before.get(`${w.skuId}\u0000${w.warehouseId}`) ?? 0 }))
      .filter(({ w, was }) => was !== w.stock)
      .map(({ w, was }) => ({
        action: 'SET' as const,
        entity: 'stock' as const,
        entityId: w.skuId,
        before: { warehouseId: w.warehouseId, stock: was },
        after: { warehouseId: w.warehouseId, stock: w.stock },
      })),
  );
}
