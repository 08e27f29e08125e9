import type { Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { accountRow } from './accounts.service.ts';
import type { CategorySearch, Channel, ChannelCategories, ChannelChoice } from './channel.ts';
import { channelOf } from './channels.ts';
import { ChannelRefusedError, ChannelUnavailableError, type AccountRef } from './connector.ts';

/** The channel's category tree, or a 422 saying the channel has none to choose from. */
export function categoriesOf(channel: Channel, platform: string): ChannelCategories {
  if (!channel.categories)
    throw new DomainError('unprocessable', `platform: ${platform} has no categories to choose from`, {
      field: 'platform',
    });
  return channel.categories;
}

/**
 * The seller's account on `platform` a category read goes through: another seller's account is not
 * found (404), one of another platform is a bad request, a disconnected one says to connect it.
 */
async function accountOn(ctx: Ctx, platform: string, accountId: string): Promise<AccountRef> {
  const row = await accountRow(ctx, accountId);
  if (row.platform !== platform)
    throw new DomainError('validation-failed', `accountId: account ${accountId} is not on ${platform}`, {
      field: 'accountId',
    });
  if (row.status !== 'CONNECTED')
    throw new DomainError('platform-not-connected', `connect ${platform} again to read its categories`, {
      platform,
    });
  return { sellerId: row.sellerId, accountId: row.id, platform: row.platform, settings: row.settings };
}

/** The channel's answer; its refusal as a 422 in its words, its outage as a 503. */
async function fromChannel<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChannelRefusedError) throw new DomainError('channel-refused', error.message);
    if (error instanceof ChannelUnavailableError) throw new DomainError('unavailable', error.message);
    throw error;
  }
}

function channelServing(platform: string): Channel {
  const channel = channelOf(platform);
  if (!channel) throw notFound('platform', platform);
  return channel;
}

/** Categories of the channel for the seller's words, or the channel's suggestion for a title. */
export async function searchChannelCategories(
  ctx: Ctx,
  platform: string,
  input: { accountId: string; q?: string; title?: string },
) {
  const categories = categoriesOf(channelServing(platform), platform);
  const search: CategorySearch | null =
    input.q !== undefined ? { query: input.q } : input.title !== undefined ? { title: input.title } : null;
  if (!search || (input.q !== undefined && input.title !== undefined))
    throw new DomainError('validation-failed', 'q: send either q (words) or title (the suggestion)', {
      field: 'q',
    });
  const account = await accountOn(ctx, platform, input.accountId);
  return fromChannel(() => categories.search(ctx.rt, account, search));
}

/** A category's attributes on the channel: which are required, and the values it lists. */
export async function channelCategoryAttributes(
  ctx: Ctx,
  platform: string,
  categoryId: string,
  accountId: string,
) {
  const categories = categoriesOf(channelServing(platform), platform);
  const account = await accountOn(ctx, platform, accountId);
  return fromChannel(() => categories.attributes(ctx.rt, account, categoryId));
}

/** The listing types of `platform`'s channel; empty for a channel without them. */
export function listingTypesOf(platform: string): readonly ChannelChoice[] {
  return channelOf(platform)?.listingTypes ?? [];
}
