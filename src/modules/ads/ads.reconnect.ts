import { sql } from 'drizzle-orm';
import { withTransaction, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { EventEnvelope } from '../../platform/events/catalogue.ts';
import { requestPublication } from './ads.publication.ts';

/**
 * An account connected again through its channel's consent: its ads that ended in ERROR (among them
 * those refused while it could not call the channel) get a new sync version and are pushed again, once
 * (ADS-55). A refusal by the channel's rules is refused again with its cause.
 */
export async function requeueRefusedAds(
  event: EventEnvelope<'marketplace.AccountConnected'>,
  ctx: Ctx,
): Promise<void> {
  if (!event.sellerId) return;
  await withTransaction(ctx, async (tx) => {
    const again = await queryRows<{ id: string }>(
      tx.db,
      sql`with locked as (
            select id from ads
            where seller_id = ${event.sellerId} and platform = ${event.payload.platform}
              and account_id = ${event.payload.accountId} and channel_status = 'ERROR' and is_parent = false
            order by id for update
          )
          update ads set sync_version = sync_version + 1, updated_at = ${ctx.rt.clock.now().toISOString()}
          from locked where ads.seller_id = ${event.sellerId} and ads.id = locked.id
          returning ads.id`,
    );
    await requestPublication(
      tx,
      again.map((row) => row.id),
    );
  });
}
