import { Decimal } from '../../../platform/money.ts';

/** The units a quote's weight may be stated in (the response schema's enum); quotes answer kilograms. */
export const weightUnits = ['GRAM', 'KILOGRAM'] as const;
export type WeightUnit = (typeof weightUnits)[number];

export const HOURS_PER_DAY = 24;

/** Money as quotes answer it: rounded half-up to cents. */
export function money(value: Decimal): number {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/** A weight as quotes answer it: kilograms rounded half-up to 4 places. */
export function kg(value: Decimal): number {
  return value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();
}
