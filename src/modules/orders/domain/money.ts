import { Decimal } from 'decimal.js';

/** Decimal arithmetic for order money (DESIGN §1): half-up to cents only at the edge. */
export const Money = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = InstanceType<typeof Money>;

/** Two places, half-up, as a JSON number for the API (`10.005` → `10.01`). */
export const toCents = (value: Decimal.Value | MoneyValue): number => Number(new Money(value).toFixed(2));
