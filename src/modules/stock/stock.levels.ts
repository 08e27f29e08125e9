import { and, eq } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { inList } from '../../platform/db/sql.ts';
import { availableStock } from './domain/available.ts';
import { stockItems } from './stock.tables.ts';

export interface SkuStock {
  onHand: number;
  available: number;
}

/**
 * On hand and available (on hand less what open orders reserve) of many SKUs in one read, for lists
 * such as the admin's catalog; a SKU never written is left out (the caller shows it as 0).
 */
export async function stockLevels(ctx: Ctx, skuIds: readonly string[]): Promise<Map<string, SkuStock>> {
  const out = new Map<string, SkuStock>();
  if (skuIds.length === 0) return out;
  const rows = await ctx.db
    .select({ skuId: stockItems.skuId, onHand: stockItems.onHand, reserved: stockItems.reserved })
    .from(stockItems)
    .where(and(eq(stockItems.sellerId, sellerOf(ctx)), inList(stockItems.skuId, skuIds)));
  for (const row of rows) out.set(row.skuId, { onHand: row.onHand, available: availableStock(row) });
  return out;
}
