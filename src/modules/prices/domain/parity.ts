import { Money, cents } from './money.ts';

/** Keep `channel`'s price at most `band` (a fraction; 0: at or below) above the lowest of the other channels. */
export interface Parity {
  channel: string;
  band: string;
}

export type ParityOutcome =
  /** In parity already, or no other channel to compare with. */
  | { kind: 'OK' }
  /** Lowering the channel's price to `value` restores parity without going below its floor. */
  | { kind: 'FIX'; value: string; target: string; lowest: string; lowestChannel: string }
  /** Parity would need a price below the channel's floor: left for the seller. */
  | { kind: 'CONFLICT'; target: string; lowest: string; lowestChannel: string; floor: string };

/**
 * What the parity rule asks of one SKU, given what it sells for on each connected channel and the
 * floor of the rule's channel. The target is the lowest other price times (1 + band), cut down to
 * cents (rounding up could leave it a cent above). The rule only lowers: a channel already in parity
 * is left alone, and never below its floor.
 */
export function parityOutcome(
  rule: Parity,
  prices: ReadonlyMap<string, string>,
  floor: string | null,
): ParityOutcome {
  const own = prices.get(rule.channel);
  if (own === undefined) return { kind: 'OK' };
  let lowest: { platform: string; value: string } | null = null;
  for (const [platform, value] of [...prices].sort(([a], [b]) => a.localeCompare(b))) {
    if (platform === rule.channel) continue;
    if (lowest === null || new Money(value).lt(lowest.value)) lowest = { platform, value };
  }
  if (lowest === null) return { kind: 'OK' };
  const target = new Money(lowest.value)
    .times(new Money(1).plus(rule.band))
    .toDecimalPlaces(2, Money.ROUND_DOWN);
  if (new Money(own).lte(target)) return { kind: 'OK' };
  const found = {
    target: cents(target),
    lowest: cents(new Money(lowest.value)),
    lowestChannel: lowest.platform,
  };
  if (floor !== null && target.lt(floor)) return { kind: 'CONFLICT', ...found, floor };
  return { kind: 'FIX', value: cents(target), ...found };
}
