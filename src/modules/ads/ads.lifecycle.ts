import { and, eq, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import {
  ChannelRefusedError,
  connectedAccount,
  connectorFor,
  type AccountRef,
  type MarketplaceConnector,
} from '../marketplaces/index.ts';
import { getAd } from './ads.queries.ts';
import { requestPublication } from './ads.publication.ts';
import { ads } from './ads.tables.ts';

/**
 * The ad, its channel's connector and account, for an action on its published item: 404 for an ad
 * that is not the seller's, 422 for one with no item or on a channel without the action.
 */
async function publishedAd(
  ctx: Ctx,
  id: string,
  action: 'closeItem' | 'changeListingType' | 'listingTypeMoves',
): Promise<{
  row: typeof ads.$inferSelect & { channelItemId: string };
  connector: MarketplaceConnector;
  account: AccountRef;
}> {
  const [row] = await ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), eq(ads.id, id), eq(ads.isParent, false)));
  if (!row) throw notFound('ad', id);
  if (!row.channelItemId)
    throw new DomainError('unprocessable', `id: ad ${id} has no item on ${row.platform} yet`, {
      field: 'id',
    });
  const connector = connectorFor(ctx.rt, row.platform);
  if (!connector[action])
    throw new DomainError('unprocessable', `id: ${row.platform} has no such action on its items`, {
      field: 'id',
    });
  const account = await connectedAccount(ctx, row.platform);
  if (!account)
    throw new DomainError('platform-not-connected', `connect ${row.platform} first`, {
      platform: row.platform,
    });
  return { row: { ...row, channelItemId: row.channelItemId }, connector, account };
}

/**
 * The channel's refusal of a seller's action, as a 422 `channel-refused` whose detail is the channel's
 * own text: the admin words what it knows in Portuguese and quotes the rest (ADS-114).
 */
async function onChannel<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChannelRefusedError)
      throw new DomainError('channel-refused', error.message, { field: 'id' });
    throw error;
  }
}

/**
 * Closes the ad's item for good, the seller's explicit action (ADS-82): the ad becomes INACTIVE, so
 * no later push relists it; making it ACTIVE again relists the item as a new one (a variation's ad
 * is added to its product's item again).
 */
export async function closeAdItem(ctx: Ctx, id: string) {
  const { row, connector, account } = await publishedAd(ctx, id, 'closeItem');
  const { detached } = await onChannel(() =>
    connector.closeItem!(account, { adId: row.id, channelItemId: row.channelItemId }),
  );
  await ctx.db
    .update(ads)
    .set({
      // A removed variation leaves the ad without an item: made ACTIVE again, it is published anew.
      ...(detached ? { channelItemId: null, channelPermalink: null } : {}),
      status: 'INACTIVE',
      syncVersion: sql`${ads.syncVersion} + 1`,
      updatedAt: ctx.rt.clock.now().toISOString(),
    })
    .where(and(eq(ads.sellerId, row.sellerId), eq(ads.id, row.id)));
  await requestPublication(ctx, [row.id]);
  return getAd(ctx, id);
}

/**
 * The ad's listing type and the ones its item may move to now, as the channel answers (Mercado Livre:
 * its available upgrades and downgrades; none once the type was changed), so the seller is offered
 * only what the channel takes (ADS-114).
 */
export async function adListingTypeMoves(ctx: Ctx, id: string) {
  const { row, connector, account } = await publishedAd(ctx, id, 'listingTypeMoves');
  const moves = await onChannel(() =>
    connector.listingTypeMoves!(account, { adId: row.id, channelItemId: row.channelItemId }),
  );
  return { current: row.listingType, moves };
}

/** Moves the ad's item to another listing type, as the channel allows (Mercado Livre: once per item). */
export async function changeAdListingType(ctx: Ctx, id: string, listingType: string) {
  const { row, connector, account } = await publishedAd(ctx, id, 'changeListingType');
  await onChannel(() =>
    connector.changeListingType!(account, { adId: row.id, channelItemId: row.channelItemId }, listingType),
  );
  await ctx.db
    .update(ads)
    .set({ listingType, updatedAt: ctx.rt.clock.now().toISOString() })
    .where(and(eq(ads.sellerId, row.sellerId), eq(ads.id, row.id)));
  return getAd(ctx, id);
}
