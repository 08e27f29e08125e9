/**
 * The one port every marketplace sits behind (DESIGN §7). Ads, prices, stock, orders and labels talk
 * to channels only through it; the built-in SANDBOX channels implement it inside the service, real
 * channels come later, each verified against a local fake of that marketplace's public API.
 */

/** Ad fields a channel may publish (spec 2.5: "the ad sends a field only if that channel's integration publishes it"). */
export const channelFields = [
  'title',
  'description',
  'status',
  'price',
  'stock',
  'ean',
  'images',
  'videos',
  'attributes',
  'dimensions',
  'handlingTime',
  'brand',
  'fiscal',
  'warranty',
  'condition',
  'compatibility',
] as const;
export type ChannelField = (typeof channelFields)[number];

export type ChannelAd = Partial<Record<ChannelField, unknown>> & { sku: string };

export interface ChannelProfile {
  platform: string;
  name: string;
  /** Fields this channel's integration publishes. */
  publishes: readonly ChannelField[];
  /** The GTIN of a published item cannot be changed on this channel. */
  gtinFrozenAfterPublication: boolean;
}

export interface AccountRef {
  sellerId: string;
  accountId: string;
  platform: string;
  settings: Record<string, unknown>;
}

export interface ItemUpsert {
  /** Our ad id; channels keep it as their external reference. */
  adId: string;
  /** Null when the ad was never published: the channel creates the item. */
  channelItemId: string | null;
  fields: ChannelAd;
}

export type ItemResult =
  | { adId: string; ok: true; channelItemId: string }
  | { adId: string; ok: false; error: string; retryable: boolean };

export interface MarketplaceConnector {
  profile: ChannelProfile;
  /** Creates or updates items in one call, as channels' bulk APIs do; one result per item. */
  upsertItems(account: AccountRef, items: ItemUpsert[]): Promise<ItemResult[]>;
}

/** A whole call failed (timeout, 5xx, refused): every item of it is retried. */
export class ChannelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChannelUnavailableError';
  }
}
