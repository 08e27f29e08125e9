import { Decimal } from 'decimal.js';

/**
 * The one door to decimal arithmetic (docs/decisions.md PLT-76): money is never a binary float. `Decimal` for
 * exact values that are not rounded to cents (weights, sizes, rates); `Money` rounds half-up where a value is cut
 * to cents, at the edge.
 */
export { Decimal };

/** Decimal arithmetic for money: half-up to cents at the edge. */
export const Money = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = InstanceType<typeof Money>;

/**
 * Money with 40 significant digits, for a formula whose intermediate values must not be rounded before its
 * result is cut to cents (price formation's rules).
 */
export const ExactMoney = Money.clone({ precision: 40 });
