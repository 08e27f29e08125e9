import type { Runtime } from '../../platform/runtime.ts';
import type { Channel } from './channel.ts';
import type { ChannelProfile, MarketplaceConnector } from './connector.ts';
import { amazonChannel } from './amazon/channel.ts';
import { mercadoLivreChannel } from './mercadolivre/channel.ts';
import { sandboxChannel } from './sandbox/channel.ts';

/** Every channel the service has: adding a marketplace is one folder and one entry here. */
export const channels: readonly Channel[] = [mercadoLivreChannel, amazonChannel, sandboxChannel];

const byPlatform = new Map(
  channels.flatMap((channel) => channel.profiles.map((profile) => [profile.platform, { channel, profile }])),
);
const bySlug = new Map(channels.map((channel) => [channel.slug, channel]));

/** The channel serving `platform`; undefined for a code no channel serves. */
export const channelOf = (platform: string): Channel | undefined => byPlatform.get(platform)?.channel;

/** The channel whose public URLs are `/channels/{slug}/…`. */
export const channelAt = (slug: string): Channel | undefined => bySlug.get(slug);

/** Every platform this service can publish to, in the registry's order. */
export function platforms(): readonly ChannelProfile[] {
  return channels.flatMap((channel) => channel.profiles);
}

/**
 * A platform as sellers name it, as the web admin shows it: its profile's name without the technical
 * notes some profiles keep in parentheses; the code itself for one no channel serves.
 */
export function platformName(platform: string): string {
  const name = byPlatform.get(platform)?.profile.name;
  return name ? name.replace(/\s*\([^)]*\)/g, '').trim() || name : platform;
}

/** Each channel's settings namespace: `src/config.ts` reads them, and the README lists their variables. */
export const channelSettings = channels.flatMap((channel) => (channel.settings ? [channel.settings] : []));

/** The connector of `platform` in this runtime (the same one at every call). */
export function connectorFor(rt: Runtime, platform: string): MarketplaceConnector {
  const served = byPlatform.get(platform);
  if (!served) throw new Error(`no connector for platform ${platform}`);
  return served.channel.connector(rt, served.profile);
}

/** What a sale on `platform` costs when the seller has not said, where its channel knows. */
export function knownChannelFees(platform: string): { commission: string; fixedFee: string } | null {
  return channelOf(platform)?.knownFees?.(platform) ?? null;
}

/** Whether the seller types the tracking of `platform`'s parcels (ORD-33); false for a code no channel serves. */
export const sellerTracksParcels = (platform: string): boolean =>
  byPlatform.get(platform)?.profile.sellerTracksParcels === true;
