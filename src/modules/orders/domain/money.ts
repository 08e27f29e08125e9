import { Money, type Decimal, type MoneyValue } from '../../../platform/money.ts';

export { Money, type MoneyValue };

/** A decimal string that is already in cents (as stored money mostly is): nothing to round. */
const IN_CENTS = /^-?\d+(\.\d{1,2})?$/;

/**
 * Two places, half-up, as a JSON number for the API (`10.005` → `10.01`). A string already in cents
 * is the same number either way, without a Decimal (an order answer has a dozen of these).
 */
export const toCents = (value: Decimal.Value | MoneyValue): number =>
  // `|| 0`: a negative zero reads as 0, as Decimal's toFixed writes it.
  typeof value === 'string' && IN_CENTS.test(value)
    ? Number(value) || 0
    : Number(new Money(value).toFixed(2));
