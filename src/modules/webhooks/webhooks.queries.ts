import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { webhooks } from './webhooks.tables.ts';

/**
 * How many of the seller's webhooks need attention: enabled ones whose deliveries fail since their
 * last success, and ones the service disabled after failing too long (the seller's own pauses are not).
 */
export async function failingWebhookCount(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.sellerId, sellerOf(ctx)),
        or(
          and(eq(webhooks.status, 'ENABLED'), isNotNull(webhooks.failingSince)),
          and(eq(webhooks.status, 'DISABLED'), eq(webhooks.disabledBy, 'SYSTEM')),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
