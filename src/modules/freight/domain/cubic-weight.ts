import type { Decimal } from '../../../platform/money.ts';
import type { Cart } from './cart.ts';

export interface CubicRule {
  /** cm³ per kg, e.g. 6000 for parcels; 3333 is road freight's 300 kg/m³. */
  cubicFactor: Decimal | null;
  /** Cubic weight counts only above this (Correios: 5 kg); null counts it always. */
  cubicThresholdKg: Decimal | null;
}

export interface BillableWeight {
  realKg: Decimal;
  cubicKg: Decimal | null;
  billableKg: Decimal;
  cubicApplied: boolean;
}

/** Billable weight of a cart for one carrier: the larger of real and cubic weight. */
export function billableWeight(
  cart: Pick<Cart, 'realWeightKg' | 'volumeCm3'>,
  rule: CubicRule,
): BillableWeight {
  const realKg = cart.realWeightKg;
  if (!rule.cubicFactor || rule.cubicFactor.isZero() || rule.cubicFactor.isNegative()) {
    return { realKg, cubicKg: null, billableKg: realKg, cubicApplied: false };
  }
  const cubicKg = cart.volumeCm3.div(rule.cubicFactor);
  const counts = rule.cubicThresholdKg === null || cubicKg.gt(rule.cubicThresholdKg);
  const cubicApplied = counts && cubicKg.gt(realKg);
  return { realKg, cubicKg, billableKg: cubicApplied ? cubicKg : realKg, cubicApplied };
}

/** A carrier's usable cubic rule, with the factor and threshold also as the nearest numbers. */
export interface CubicLimits {
  factor: Decimal;
  factorApprox: number;
  threshold: Decimal | null;
  thresholdApprox: number;
}

export function cubicLimits(rule: CubicRule): CubicLimits | null {
  const factor = rule.cubicFactor;
  if (!factor || factor.isZero() || factor.isNegative()) return null;
  return {
    factor,
    factorApprox: factor.toNumber(),
    threshold: rule.cubicThresholdKg,
    thresholdApprox: rule.cubicThresholdKg?.toNumber() ?? 0,
  };
}

/**
 * How far apart two numbers must be for their order to be that of the exact values they stand for.
 * A cart's volume in numbers is a sum of at most a few hundred products, divided once by the factor:
 * it strays from the exact value by less than a thousand units in the last place (~1e-13 of it), and
 * a weight or threshold turned into the nearest number by half a unit.
 */
const RELATIVE_MARGIN = 1e-9;

/**
 * Whether the exact value `a` stands for is above the one `b` stands for (both not negative), as far
 * as the numbers tell: 1 above, -1 not, 0 too close to tell (the exact values decide).
 */
export function sideOf(a: number, b: number): 1 | -1 | 0 {
  const slack = b * RELATIVE_MARGIN;
  return a > b + slack ? 1 : a < b - slack ? -1 : 0;
}

/** The cart's exact cubic weight for a carrier. */
export const exactCubic = (cart: Cart, cubic: CubicLimits): Decimal => cart.volumeCm3.div(cubic.factor);
