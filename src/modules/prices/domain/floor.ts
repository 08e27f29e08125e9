import { Money, cents, type MoneyValue } from './money.ts';
import { add, centsOf, centsText, compare, scaled, times } from '../../../platform/scaled.ts';

/** What one sale on one channel costs the seller, and the margin it must still earn. */
export interface FloorInputs {
  /** The SKU's unit cost (a kit's is the sum of its components'), with its per-unit product costs. */
  unitCost: string | null;
  /** Per-unit costs besides the unit cost (inbound freight, packaging, royalty); absent counts 0. */
  productCosts?: readonly (string | null)[];
  /** The channel's commission, a fraction of the sale price (0.16 = 16 %). */
  commission: string;
  /** The channel's fixed fee per sale, BRL. */
  fixedFee: string;
  /** The share of freight the seller pays per sale, BRL. */
  freight: string;
  /** Taxes on the sale, a fraction of the sale price. */
  tax: string;
  /** The least margin a sale must leave, a fraction of the sale price (0 = never below costs and fees). */
  minMargin: string;
}

interface FloorBreakdown {
  cost: string;
  fixedFee: string;
  freight: string;
  commission: string;
  tax: string;
  minMargin: string;
  /** At the floor price: what the channel keeps, the taxes and the margin left, BRL. */
  commissionAmount: string;
  taxAmount: string;
  marginAmount: string;
}

export type FloorOutcome =
  | { floor: string; breakdown: FloorBreakdown }
  /** NO_COST: the catalog has no cost for the SKU; UNREACHABLE: commission + tax + margin take 100 % or more. */
  | { floor: null; reason: 'NO_COST' | 'UNREACHABLE' };

const dec = (value: string | null | undefined) => new Money(value ?? 0);

/**
 * The lowest price at which a sale still earns the minimum margin:
 * (cost + fixed fee + freight) / (1 − commission − tax − minMargin), rounded UP to cents so the
 * floor itself earns the margin (rounding half-up could land a cent below it).
 */
export function priceFloor(inputs: FloorInputs): FloorOutcome {
  if (inputs.unitCost === null) return { floor: null, reason: 'NO_COST' };
  const cost = (inputs.productCosts ?? []).reduce<MoneyValue>(
    (sum, c) => sum.plus(dec(c)),
    dec(inputs.unitCost),
  );
  const share = new Money(1)
    .minus(dec(inputs.commission))
    .minus(dec(inputs.tax))
    .minus(dec(inputs.minMargin));
  if (share.lte(0)) return { floor: null, reason: 'UNREACHABLE' };
  const fixed = cost.plus(dec(inputs.fixedFee)).plus(dec(inputs.freight));
  const floor = fixed.div(share).toDecimalPlaces(2, Money.ROUND_UP);
  const commissionAmount = floor.times(dec(inputs.commission));
  const taxAmount = floor.times(dec(inputs.tax));
  return {
    floor: cents(floor),
    breakdown: {
      cost: cents(cost),
      fixedFee: cents(dec(inputs.fixedFee)),
      freight: cents(dec(inputs.freight)),
      commission: dec(inputs.commission).toString(),
      tax: dec(inputs.tax).toString(),
      minMargin: dec(inputs.minMargin).toString(),
      commissionAmount: cents(commissionAmount),
      taxAmount: cents(taxAmount),
      marginAmount: cents(floor.minus(fixed).minus(commissionAmount).minus(taxAmount)),
    },
  };
}

/**
 * `priceFloor`'s floor alone (null: none) for many SKUs on one channel at one margin: the part every
 * SKU shares (fixed fee plus freight, and the share of the price left after commission, taxes and
 * margin) is worked out once, so each SKU costs a sum and one division rounded up to cents, in scaled
 * integers (`platform/scaled.ts`) — no breakdown. The profit guard judges a batch of 10,000 SKUs on
 * every connected channel with it, and a 100,000-SKU simulation previews every price through it.
 */
export function floorCalculator(
  terms: Omit<FloorInputs, 'unitCost' | 'productCosts'>,
): (unitCost: string | null, productCosts: readonly (string | null)[]) => string | null {
  const left = new Money(1).minus(dec(terms.commission)).minus(dec(terms.tax)).minus(dec(terms.minMargin));
  if (left.lte(0)) return () => null;
  const share = scaled(left.toFixed());
  const fees = add(scaled(terms.fixedFee), scaled(terms.freight));
  return (unitCost, productCosts) => {
    if (unitCost === null) return null;
    let fixed = add(fees, scaled(unitCost));
    for (const c of productCosts) if (c !== null) fixed = add(fixed, scaled(c));
    return centsText(centsOf(fixed, share, 'up'));
  };
}

export type HoldReason = 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';

/**
 * Whether a new price must wait for the seller: below the floor, or a jump from the current price
 * by more than `factor` times up, or below 1/`factor` of it down (a typo, a shifted CSV column).
 * Null: the price goes out. `factor` is above 1 (the guard's settings refuse less), so "below
 * 1/factor of it" is compared exactly as price × factor < current.
 */
export function holdReason(
  value: string,
  floor: string | null,
  current: string | null,
  factor: string,
): HoldReason | null {
  const price = scaled(value);
  if (floor !== null && compare(price, scaled(floor)) < 0) return 'BELOW_FLOOR';
  if (current !== null) {
    const before = scaled(current);
    const by = scaled(factor);
    if (before.n > 0n && (compare(price, times(before, by)) > 0 || compare(times(price, by), before) < 0)) {
      return 'CHANGE_TOO_LARGE';
    }
  }
  return null;
}

/**
 * What a sale at `price` leaves on one channel after cost, fees, freight, commission and taxes:
 * the amount (BRL, may be negative) and its share of the price (null at a price of 0). Null without a cost.
 */
export function marginAt(
  price: string,
  inputs: Omit<FloorInputs, 'minMargin'>,
): { amount: string; share: string | null } | null {
  if (inputs.unitCost === null) return null;
  const sale = new Money(price);
  const cost = (inputs.productCosts ?? []).reduce<MoneyValue>(
    (sum, c) => sum.plus(dec(c)),
    dec(inputs.unitCost),
  );
  const amount = sale
    .minus(cost)
    .minus(dec(inputs.fixedFee))
    .minus(dec(inputs.freight))
    .minus(sale.times(dec(inputs.commission).plus(dec(inputs.tax))));
  return {
    amount: cents(amount),
    share: sale.isZero() ? null : amount.div(sale).toDecimalPlaces(4, Money.ROUND_HALF_UP).toString(),
  };
}
