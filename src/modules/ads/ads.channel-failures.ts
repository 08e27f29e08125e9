import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { EventEnvelope } from '../../platform/events/catalogue.ts';

/**
 * A channel found an error on a published ad's item after accepting it: the ad ends in ERROR with the
 * channel's words, as a refusal would (ADS-99). Its published version stays, so it is not pushed again
 * until it changes; an ad with a push under way (PENDING) is left to that push's answer.
 */
export async function markChannelItemFailed(
  event: EventEnvelope<'marketplace.ChannelItemFailed'>,
  ctx: Ctx,
): Promise<void> {
  if (!event.sellerId) return;
  await ctx.db.execute(
    sql`update ads set channel_status = 'ERROR', last_error = ${event.payload.error},
          updated_at = ${ctx.rt.clock.now().toISOString()}
        where seller_id = ${event.sellerId} and id = ${event.payload.adId}
          and platform = ${event.payload.platform} and channel_status = 'PUBLISHED'`,
  );
}
