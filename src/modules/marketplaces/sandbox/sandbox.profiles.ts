import { channelFields, type ChannelField, type ChannelProfile } from '../connector.ts';

const all = channelFields;
const without = (...fields: ChannelField[]) => all.filter((field) => !fields.includes(field));

/** Sandbox orders have no logistics behind them: the seller types the tracking (ORD-33). */
const profile = (p: Omit<ChannelProfile, 'sellerTracksParcels'>): ChannelProfile => ({
  ...p,
  sellerTracksParcels: true,
});

/**
 * The simulated channels of the built-in sandbox. Each imitates how a kind of real marketplace behaves
 *: which fields its integration publishes, and whether a published GTIN can change.
 * Their order-financial styles live with the order simulation.
 */
export const sandboxProfiles: readonly ChannelProfile[] = [
  profile({
    platform: 'SANDBOX',
    name: 'Sandbox (publishes every field)',
    publishes: all,
    gtinFrozenAfterPublication: false,
  }),
  profile({
    platform: 'SANDBOX_ML',
    name: 'Sandbox marketplace A (GTIN frozen after publication, no videos)',
    publishes: without('videos'),
    gtinFrozenAfterPublication: true,
  }),
  profile({
    platform: 'SANDBOX_AMZ',
    name: 'Sandbox marketplace B (EAN sent on creation only)',
    publishes: without('compatibility'),
    gtinFrozenAfterPublication: true,
  }),
  profile({
    platform: 'SANDBOX_SHP',
    name: 'Sandbox marketplace C (no fiscal data, no warranty)',
    publishes: without('fiscal', 'warranty', 'compatibility'),
    gtinFrozenAfterPublication: false,
  }),
  profile({
    platform: 'SANDBOX_MGL',
    name: 'Sandbox marketplace D (no videos, no brand)',
    publishes: without('videos', 'brand'),
    gtinFrozenAfterPublication: false,
  }),
  profile({
    platform: 'SANDBOX_B2W',
    name: 'Sandbox marketplace E (title and price only after publication rules)',
    publishes: without('videos', 'compatibility', 'handlingTime'),
    gtinFrozenAfterPublication: false,
  }),
  profile({
    platform: 'SANDBOX_NTS',
    name: 'Sandbox marketplace F (fashion: no dimensions)',
    publishes: without('dimensions', 'compatibility'),
    gtinFrozenAfterPublication: false,
  }),
  profile({
    platform: 'SANDBOX_CRF',
    name: 'Sandbox marketplace G (no specifications)',
    publishes: without('attributes', 'compatibility'),
    gtinFrozenAfterPublication: false,
  }),
];
