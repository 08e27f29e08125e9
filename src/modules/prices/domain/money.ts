import { Money, type Decimal, type MoneyValue } from '../../../platform/money.ts';

export { Money, type MoneyValue };

/** A price as stored and pushed: a decimal string with two places, rounded half-up (`12.345` → `12.35`). */
export function cents(value: Decimal.Value | MoneyValue): string {
  // Decimal's own toFixed: decimal arithmetic with Money's half-up rounding, not a binary float.
  return new Money(value).toFixed(2);
}

/** Equality of two stored prices, whatever their textual form (`12.3` and `12.30`); null equals null only. */
export function samePrice(a: string | null, b: string | null): boolean {
  // The same text is the same price: the common case of a resolution that changed nothing, without two decimals.
  if (a === b) return true;
  if (a === null || b === null) return false;
  return new Money(a).equals(b);
}
