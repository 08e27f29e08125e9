import type { Decimal } from '../../../platform/money.ts';

/** The freight types: what is stored and what quotes answer. */
export const freightTypes = ['STANDARD', 'EXPRESS', 'ECONOMIC', 'SAME_DAY', 'NEXT_DAY', 'PICKUP'] as const;
export type FreightType = (typeof freightTypes)[number];

/*
 * Weight bands. A band covers (weightFrom, weightTo]: the upper edge belongs to the band, the lower
 * edge to the band below, so a 0-5 / 5-10 table has no gap and no double match. A band starting at
 * 0 also takes an exact 0 (never reached in practice: a SKU without weight cannot be quoted).
 */

export interface Band extends BandFields {
  id: string;
}

/** What a band says, wherever it is written: a stored value, a row of an imported table. */
export interface BandFields {
  weightFrom: Decimal;
  weightTo: Decimal;
  price: Decimal;
  deadlineDays: number;
  /** Hours; absent means deadlineDays × 24. */
  deliveryTime: number | null;
  freightType: FreightType;
  serviceName: string | null;
  serviceId: string | null;
}

/** Bands of one carrier and region compete only within one service (name and freight type). */
export function serviceKey(band: Pick<Band, 'freightType' | 'serviceName'>): string {
  return `${band.freightType}\u0000${band.serviceName ?? ''}`;
}

export function bandsOverlap(
  a: Pick<Band, 'weightFrom' | 'weightTo'>,
  b: Pick<Band, 'weightFrom' | 'weightTo'>,
): boolean {
  return a.weightFrom.lt(b.weightTo) && b.weightFrom.lt(a.weightTo);
}

/** Whether the band covers the weight, compared as decimals. */
export function bandCovers(band: Pick<Band, 'weightFrom' | 'weightTo'>, weightKg: Decimal): boolean {
  if (!weightKg.lte(band.weightTo)) return false;
  return band.weightFrom.isZero() ? !weightKg.isNegative() : weightKg.gt(band.weightFrom);
}
