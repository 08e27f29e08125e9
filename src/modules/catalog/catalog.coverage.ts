import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';

/**
 * Whether the variation `v` has no unit cost, as `withKitCosts` computes it: no cost of its own, or a kit one of
 * whose components has none (or is gone).
 */
export const lacksUnitCost = sql`case when v.kit is null then v.cost is null else exists (
    select 1 from jsonb_array_elements(v.kit) line
    left join catalog_variations c on c.seller_id = v.seller_id and c.id = line->>'skuId'
    where c.cost is null) end`;

/**
 * How many of the seller's SKUs there are and how many have no unit cost, as margins see it: a kit
 * has none while any of its components has none (see `kitCost`).
 */
export async function skuCostCoverage(ctx: Ctx): Promise<{ skus: number; withoutCost: number }> {
  const [row] = await queryRows<{ skus: number; without_cost: number }>(
    ctx.db,
    sql`select count(*)::int as skus, (count(*) filter (where ${lacksUnitCost}))::int as without_cost
        from catalog_variations v where v.seller_id = ${sellerOf(ctx)}`,
  );
  return { skus: Number(row?.skus ?? 0), withoutCost: Number(row?.without_cost ?? 0) };
}
