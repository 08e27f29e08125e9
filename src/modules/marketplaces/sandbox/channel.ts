import type { Channel } from '../channel.ts';
import { connectorsPerRuntime } from '../instrumented.ts';
import { sandboxChannelFees } from './sandbox.orders.ts';
import { sandboxCategories } from './sandbox.categories.ts';
import { sandboxProfiles } from './sandbox.profiles.ts';
import { SandboxConnector } from './sandbox.connector.ts';

const sandboxConnector = connectorsPerRuntime(
  (rt, profile: (typeof sandboxProfiles)[number]) => new SandboxConnector(rt, profile),
);

/**
 * The built-in simulated marketplaces: connected directly (no consent page, no credentials), each
 * profile imitating a kind of real channel's rules, their items and orders kept in Feira's own tables.
 */
export const sandboxChannel: Channel = {
  slug: 'sandbox',
  profiles: sandboxProfiles,
  connector: sandboxConnector,
  connects: { by: 'direct' },
  knownFees: sandboxChannelFees,
  categories: sandboxCategories,
};
