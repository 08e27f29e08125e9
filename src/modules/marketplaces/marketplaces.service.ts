import { and, eq } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { recordChange } from '../audit/index.ts';
import { accountDto, accountRow, changingAccounts, type AccountRow } from './accounts.service.ts';
import type { Channel, ConsentFlow, ItemView } from './channel.ts';
import { channelAt, channelOf, channels, connectorFor } from './channels.ts';
import { marketplaceAccounts } from './marketplaces.tables.ts';

/** Each platform as the web admin's marketplaces page lays it out: how it connects, what it offers. */
export function channelDescriptions(rt: Runtime) {
  return channels.flatMap((channel) =>
    channel.profiles.map((profile) => ({
      platform: profile.platform,
      name: profile.name,
      publishes: [...profile.publishes],
      connection: channel.connects.by === 'consent' ? ('CONSENT' as const) : ('DIRECT' as const),
      readsExistingItems: connectorFor(rt, profile.platform).existingItems !== undefined,
      choosesCategories: channel.categories !== undefined,
      listingTypes: (channel.listingTypes ?? []).map(({ id, name }) => ({ id, name })),
      sellerTracksParcels: profile.sellerTracksParcels === true,
    })),
  );
}

const connectRequired = (platform: string) =>
  new DomainError(
    'channel-connect-required',
    `${platform} accounts are connected through POST /bffweb/marketplaces/${platform}/connect`,
    { field: 'platform' },
  );

function consentOf(channel: Channel | undefined): ConsentFlow | null {
  return channel?.connects.by === 'consent' ? channel.connects.consent : null;
}

export async function connectAccount(
  ctx: Ctx,
  input: { platform: string; accountId?: string; settings?: Record<string, unknown> },
) {
  const channel = channelOf(input.platform);
  if (!channel) {
    throw new DomainError('validation-failed', `platform: unknown platform ${input.platform}`, {
      field: 'platform',
    });
  }
  if (consentOf(channel)) throw connectRequired(input.platform);
  const now = ctx.rt.clock.now().toISOString();
  const row: AccountRow = {
    sellerId: sellerOf(ctx),
    id: newId('acc'),
    platform: input.platform,
    accountId: input.accountId ?? null,
    status: 'CONNECTED',
    statusReason: null,
    settings: input.settings ?? {},
    createdAt: now,
    updatedAt: now,
  };
  const inserted = await changingAccounts(ctx, (tx) =>
    tx.db.insert(marketplaceAccounts).values(row).onConflictDoNothing().returning(),
  );
  if (inserted.length === 0) {
    throw new DomainError('conflict', `platform ${input.platform} is already connected`, {
      field: 'platform',
    });
  }
  return accountDto(row);
}

export async function updateAccount(
  ctx: Ctx,
  id: string,
  input: { status?: 'CONNECTED' | 'DISCONNECTED'; accountId?: string; settings?: Record<string, unknown> },
) {
  const current = await accountRow(ctx, id);
  const channel = channelOf(current.platform);
  // A consent channel's account comes back only through its consent page, which gives it new credentials.
  if (consentOf(channel) && input.status === 'CONNECTED' && current.status !== 'CONNECTED')
    throw connectRequired(current.platform);
  const next = {
    status: input.status ?? current.status,
    statusReason: input.status ? null : current.statusReason,
    accountId: input.accountId ?? current.accountId,
    settings: input.settings ? { ...current.settings, ...input.settings } : current.settings,
    updatedAt: ctx.rt.clock.now().toISOString(),
  };
  await changingAccounts(ctx, async (tx) => {
    await tx.db
      .update(marketplaceAccounts)
      .set(next)
      .where(and(eq(marketplaceAccounts.sellerId, sellerOf(tx)), eq(marketplaceAccounts.id, id)));
    if (next.status === 'DISCONNECTED')
      await channel?.forgetCredentials?.(tx, { sellerId: sellerOf(tx), accountId: id });
    // A connection switched off or on stops or restarts the channel's ads and orders: the history says who.
    if (next.status !== current.status) {
      const snapshot = (status: string) => ({
        platform: current.platform,
        accountId: next.accountId,
        status,
      });
      await recordChange(tx, {
        action: next.status === 'DISCONNECTED' ? 'DISCONNECT' : 'CONNECT',
        entity: 'marketplace',
        entityId: id,
        before: snapshot(current.status),
        after: snapshot(next.status),
      });
    }
  });
  return accountDto({ ...current, ...next });
}

/**
 * Starts connecting `platform` through its channel's consent page. A platform no channel serves is
 * not found; one that connects directly says where it connects.
 */
export async function startConsent(ctx: Ctx, platform: string) {
  const channel = channelOf(platform);
  if (!channel) throw notFound('platform', platform);
  const consent = consentOf(channel);
  if (!consent)
    throw new DomainError(
      'validation-failed',
      `platform: ${platform} has no consent page: connect it through POST /bffweb/marketplaces`,
      { field: 'platform' },
    );
  return { ...(await consent.start(ctx)), slug: channel.slug };
}

/** The consent flow of the channel at `/channels/{slug}/…`; not found when it has none. */
export function consentAt(slug: string): { channel: Channel; consent: ConsentFlow } {
  const channel = channelAt(slug);
  const consent = consentOf(channel);
  if (!channel || !consent) throw notFound('channel', slug);
  return { channel, consent };
}

/** The notifications of the channel at `/channels/{slug}/…`; not found when it takes none. */
export function notificationsAt(slug: string) {
  const notifications = channelAt(slug)?.notifications;
  if (!notifications) throw notFound('channel', slug);
  return notifications;
}

/**
 * The whole consent flow run by the service itself, `follow` taking the consent page to the query it
 * sends the browser back with (demo mode, on a local fake of the channel).
 */
export async function connectThroughConsent(
  ctx: Ctx,
  platform: string,
  follow: (authorizationUrl: string) => Promise<URLSearchParams>,
): Promise<void> {
  const { authorizationUrl, browserKey, slug } = await startConsent(ctx, platform);
  const back = await follow(authorizationUrl);
  await consentAt(slug).consent.finish(ctx.rt, Object.fromEntries(back), browserKey);
}

/** What the channel holds for each of the seller's ads on `platform`, where the channel tells it. */
export async function channelItemViews(
  rt: Runtime,
  sellerId: string,
  platform: string,
  adIds: string[],
): Promise<Map<string, ItemView>> {
  return (await channelOf(platform)?.itemViews?.(rt, sellerId, adIds)) ?? new Map();
}

/** Takes in a notification of the channel at `/channels/{slug}/…`, as its route does (the demo posts its own). */
export async function receiveNotification(
  rt: Runtime,
  slug: string,
  body: unknown,
  from: { address: string },
): Promise<void> {
  await notificationsAt(slug).receive(rt, body, from);
}
