import { and, eq, or, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { variations } from './catalog.tables.ts';

/** The seller's variations holding `ean`, main or secondary. */
export async function skuIdsByEan(ctx: Ctx, ean: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: variations.id })
    .from(variations)
    .where(
      and(
        eq(variations.sellerId, sellerOf(ctx)),
        or(eq(variations.ean, ean), sql`${variations.eans} @> ${JSON.stringify([{ value: ean }])}::jsonb`),
      ),
    )
    .orderBy(variations.id);
  return rows.map((row) => row.id);
}
