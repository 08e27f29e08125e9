import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { ads } from './ads.tables.ts';

/** The seller's ads whose channel refused their last push, counted per platform (those with any). */
export async function adsWithChannelErrors(ctx: Ctx): Promise<{ platform: string; count: number }[]> {
  const rows = await ctx.db
    .select({ platform: ads.platform, count: sql<number>`count(*)::int` })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), eq(ads.isParent, false), isNotNull(ads.lastError)))
    .groupBy(ads.platform)
    .orderBy(ads.platform);
  return rows.map((row) => ({ platform: row.platform, count: Number(row.count) }));
}
