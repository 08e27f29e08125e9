import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { ConfigNamespace } from '../../platform/config-namespace.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import type { SealedColumn } from '../../platform/secrets/sealed-columns.ts';
import type { AccountRef, ChannelProfile, MarketplaceConnector } from './connector.ts';

/**
 * A marketplace as the service plugs it in: one folder under src/modules/marketplaces/ exports one
 * `Channel`, and `channels.ts` lists it. Everything the shared code does differently per channel is
 * asked of this object; nothing outside the channel's folder names it (docs/architecture.md, "Adding a
 * channel"). A channel's folder imports the accounts service and its own code, never the registry.
 */
export interface Channel {
  /** Its segment of the public URLs the marketplace calls: `/channels/{slug}/callback` and `/notifications`. */
  slug: string;
  /** The platforms it serves: one for a real marketplace, several for the built-in simulated ones. */
  profiles: readonly ChannelProfile[];
  /** The connector of one of its platforms: the same one at every call in a runtime (`connectorsPerRuntime`). */
  connector(rt: Runtime, profile: ChannelProfile): MarketplaceConnector;
  /** Its settings (app keys, API addresses), read from the environment under its own prefix. */
  settings?: ConfigNamespace;
  /** Columns of its tables sealed at rest (tokens, secrets). */
  sealedColumns?: readonly SealedColumn[];
  /** Its jobs and event consumers. */
  setup?(rt: Runtime): void;
  /** Its own routes besides the generic ones (Mercado Livre: buyers' questions). */
  routes?(app: FastifyInstance, rt: Runtime): Promise<void>;
  /**
   * How a seller connects an account: `direct` through `POST /bffweb/marketplaces` (simulated channels), or
   * through the marketplace's consent page (`POST /bffweb/marketplaces/{platform}/connect`, then the
   * marketplace sends the seller back to `/channels/{slug}/callback`).
   */
  connects: { by: 'direct' } | { by: 'consent'; consent: ConsentFlow };
  /** Forgets what the account held on this channel (its tokens) when the seller disconnects it, in `ctx`'s transaction. */
  forgetCredentials?(ctx: Ctx, account: { sellerId: string; accountId: string }): Promise<void>;
  /** What the marketplace posts to `/channels/{slug}/notifications`. */
  notifications?: ChannelNotifications;
  /** What the channel holds for each of the seller's ads, where it keeps its own record of them. */
  itemViews?(rt: Runtime, sellerId: string, adIds: string[]): Promise<Map<string, ItemView>>;
  /** What a sale costs on a platform of this channel when the seller has not said (the profit guard's default). */
  knownFees?(platform: string): { commission: string; fixedFee: string } | null;
  /** Channels whose items sit in a category the seller may choose: its search, and what it requires. */
  categories?: ChannelCategories;
  /** Channels with listing types (exposure levels), in the channel's order, named as the channel names them. */
  listingTypes?: readonly ChannelChoice[];
}

/** One of a channel's fixed choices: its id, and the name the channel shows the seller. */
export interface ChannelChoice {
  id: string;
  name: string;
}

/** A category of the channel's tree (Mercado Livre's MLB…, Amazon's product type). */
export interface ChannelCategory extends ChannelChoice {
  /** Where it sits, in the channel's words (its domain, its parent), when the channel tells it. */
  path?: string;
}

/** An attribute a category has: the ad's attribute named `id` (or `name`) answers it. */
interface ChannelCategoryAttribute extends ChannelChoice {
  /** What the channel says the attribute is, in the seller's language, where it explains it. */
  description?: string;
  required: boolean;
  /** Filled by the channel's integration from the ad's own fields (SKU, EAN, condition): not asked of the seller. */
  automatic: boolean;
  /** The values the channel lists for it; empty for free text. */
  values: ChannelChoice[];
}

/** Categories by the seller's words, or the channel's own suggestion for an ad's title. */
export type CategorySearch = { query: string } | { title: string };

/**
 * A channel's category tree as the seller picks from it. Refusals (an unknown category) are
 * `ChannelRefusedError`s; outages `ChannelUnavailableError`s.
 */
export interface ChannelCategories {
  search(rt: Runtime, account: AccountRef, search: CategorySearch): Promise<ChannelCategory[]>;
  attributes(rt: Runtime, account: AccountRef, categoryId: string): Promise<ChannelCategoryAttribute[]>;
}

/** What a channel holds for an ad's item, as the channel last answered. */
export interface ItemView {
  itemId: string;
  /** The channel's own status word, and its sub-statuses and tags where it has them. */
  status: string;
  subStatus: string[];
  tags: string[];
  price: string | null;
  stock: number | null;
  /** The channel's warehouse holds the stock: `stock` is its count, which Feira does not push. */
  fulfillment: boolean;
  /** The channel's catalog identifier of the listed product (an ASIN), where the channel assigns one. */
  asin?: string;
  channelUpdatedAt: string | null;
  refreshedAt: string;
}

/** An OAuth-style consent: the seller allows Feira on the marketplace's page and is sent back. */
export interface ConsentFlow {
  /**
   * Where to send the seller, and a secret the caller keeps in the starting browser's cookie: the
   * callback must show it, so a link started elsewhere cannot connect this seller (SEC-62).
   */
  start(ctx: Ctx): Promise<{ authorizationUrl: string; browserKey: string }>;
  /** What the marketplace sends the browser back with, as a query string. */
  callbackQuery: TSchema;
  /**
   * Connects the account the seller consented to; refuses with a `ConsentRefused`. A marketplace whose
   * flow passes through the app in between (Amazon's log-in URI) gets `continueAt`: where the browser
   * goes on, the flow not finished yet.
   */
  finish(
    rt: Runtime,
    query: Record<string, unknown>,
    browserKey: string | undefined,
  ): Promise<void | { continueAt: string }>;
}

/** Why a callback connected no account, in words for the seller's browser. */
export class ConsentRefused extends Error {}

export interface ChannelNotifications {
  /** The body the marketplace sends. */
  body: TSchema;
  /** Takes one in (answered at once; the work is a job). Refusals are `DomainError`s. */
  receive(rt: Runtime, body: unknown, from: { address: string }): Promise<void>;
}
