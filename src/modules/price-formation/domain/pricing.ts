import { ExactMoney as Money, type Decimal } from '../../../platform/money.ts';
import { ONE, ZERO, add, centsOf, centsText, scaled, times, type Scaled } from '../../../platform/scaled.ts';

const drivers = ['CONTRIBUTION_MARGIN', 'MARKUP'] as const;
export const valueTypes = ['AMOUNT', 'PERCENTAGE'] as const;
type ValueType = (typeof valueTypes)[number];
export const baseValues = ['COST', 'SALE_PRICE'] as const;
type BaseValue = (typeof baseValues)[number];

interface ProductCosts {
  inboundFreight?: number | string | null;
  packaging?: number | string | null;
  royalty?: number | string | null;
}

/** A rule's product cost: BRL per unit, or a share of the sale price (`0.05` = 5 %, PF-22). */
type RuleProductCost = number | { value: number; valueType: ValueType };

const productCostNames = ['inboundFreight', 'packaging', 'royalty'] as const;

export interface CostStructure {
  /** Overrides every priced SKU's catalog unit cost. */
  cost?: number | null;
  channelCosts?: { commission?: number; freight?: number; tax?: number };
  /** Overrides the catalog product costs when given. */
  productCosts?: Partial<Record<(typeof productCostNames)[number], RuleProductCost>>;
  embedProductCosts?: boolean;
}

/** A rule's embedded product costs: the BRL amounts, and the sum of the shares of the sale price. */
function ruleCosts(costStructure: CostStructure): { amounts: ProductCosts; share: Decimal } | null {
  if (!costStructure.embedProductCosts || !costStructure.productCosts) return null;
  const amounts: ProductCosts = {};
  let share = new Money(0);
  for (const name of productCostNames) {
    const cost = costStructure.productCosts[name];
    if (cost === undefined) continue;
    if (typeof cost === 'number') amounts[name] = cost;
    else if (cost.valueType === 'PERCENTAGE') share = share.plus(cost.value);
    else amounts[name] = cost.value;
  }
  return { amounts, share };
}

/** The sum of the rule's product costs that are shares of the sale price (0 when none). */
const priceShare = (math: RuleMath): Decimal => ruleCosts(math.costStructure)?.share ?? new Money(0);

export interface Objective {
  /** Stored rules may still carry the removed PROFIT driver: it is a string here, checked by `checkMath`. */
  driver: string;
  value: number;
  valueType?: ValueType;
}

/** What the price of a rule depends on, whatever SKU it prices. */
export interface RuleMath {
  baseValue: BaseValue;
  costStructure: CostStructure;
  objective: Objective;
}

/** What a SKU brings to its price on one platform. */
export interface SkuInputs {
  unitCost: string | null;
  /** The current sale price on the platform (SALE_PRICE base). */
  salePrice: string | null;
  productCosts: ProductCosts;
}

type SkipReason = 'NO_UNIT_COST' | 'NO_SALE_PRICE' | 'NO_POSITIVE_PRICE' | 'PRICE_OUT_OF_RANGE';

/** Digits before the point of the largest price a price column (numeric(14,2)) holds: 999,999,999,999.99. */
const MAX_PRICE_DIGITS = 12;

export type PriceOutcome = { price: string } | { skipped: SkipReason };

export interface MathProblem {
  code: 'unsupported-driver' | 'invalid-objective';
  field: string;
  message: string;
}

const dec = (value: number | string | null | undefined) => new Money(value ?? 0);

/**
 * The share of the sale price that is not left for the base: 1 − commission − tax − product costs
 * that are shares of the price (− value for PERCENTAGE).
 */
function denominator(math: RuleMath): Decimal {
  const channel = math.costStructure.channelCosts ?? {};
  let result = new Money(1).minus(dec(channel.commission)).minus(dec(channel.tax)).minus(priceShare(math));
  if (math.objective.valueType === 'PERCENTAGE') result = result.minus(dec(math.objective.value));
  return result;
}

/** MARKUP with product costs that are shares of the price: price = base × m / (1 − m × share). */
const markupDivisor = (math: RuleMath): Decimal =>
  new Money(1).minus(new Money(math.objective.value).times(priceShare(math)));

/**
 * Whether a rule's math can price anything: a known driver (PROFIT was removed from the API) and, for
 * CONTRIBUTION_MARGIN, a positive denominator (≤ 0 is `invalid-objective`); a MARKUP
 * must be positive. Null when it can.
 */
export function checkMath(math: RuleMath): MathProblem | null {
  const { driver, value } = math.objective;
  if (!(drivers as readonly string[]).includes(driver)) {
    return {
      code: 'unsupported-driver',
      field: 'objective.driver',
      message: `driver ${driver} is not supported; use ${drivers.join(' or ')}`,
    };
  }
  if (driver === 'MARKUP' && !(value > 0)) {
    return {
      code: 'invalid-objective',
      field: 'objective.value',
      message: 'a MARKUP must be greater than 0',
    };
  }
  if (driver === 'MARKUP' && markupDivisor(math).lte(0)) {
    return {
      code: 'invalid-objective',
      field: 'objective.value',
      message: '1 − markup × the product costs that are shares of the price must be greater than 0',
    };
  }
  if (driver === 'CONTRIBUTION_MARGIN' && denominator(math).lte(0)) {
    const what =
      math.objective.valueType === 'PERCENTAGE' ? '1 − commission − tax − value' : '1 − commission − tax';
    return {
      code: 'invalid-objective',
      field: 'objective.value',
      message: `${what} must be greater than 0: no price can reach this objective`,
    };
  }
  return null;
}

/**
 * Price formation math. `base` = unit cost (or the current sale price with SALE_PRICE) +
 * channel freight + product costs when `embedProductCosts`. MARKUP: base × value.
 * CONTRIBUTION_MARGIN: AMOUNT (BRL per unit) (base + value) / (1 − commission − tax); PERCENTAGE
 * (a fraction of the sale price) base / (1 − commission − tax − value). Half-up to cents. The math
 * must have passed `checkMath`.
 */
export function priceOf(math: RuleMath, sku: SkuInputs): PriceOutcome {
  return pricer(math)(sku);
}

/**
 * `numerator / denominator` (a positive denominator) in cents, rounded half-up — exactly, as integer
 * division of the two scaled integers; null when that is not a positive amount.
 */
function positiveCents(numerator: Scaled, denominator: Scaled): string | null {
  if (numerator.n <= 0n || denominator.n <= 0n) return null;
  const cents = centsOf(numerator, denominator, 'half-up');
  return cents === 0n ? null : centsText(cents);
}

/**
 * `priceOf` for one rule and many SKUs: what depends only on the rule (denominator, freight, the
 * rule's own costs) is worked out once. Each SKU then costs a few integer operations: its decimals
 * are scaled integers, added exactly, and the one division is an integer division rounded half-up
 * to cents — the exact result, with no intermediate rounding (decimal.js, used for the rule's own
 * numbers, rounds a quotient to 40 digits first; the two agree for any prices a seller has).
 */
export function pricer(math: RuleMath): (sku: SkuInputs) => PriceOutcome {
  const { costStructure, objective } = math;
  const freight = scaled(costStructure.channelCosts?.freight);
  const sumOf = (product: ProductCosts) =>
    add(add(scaled(product.inboundFreight), scaled(product.packaging)), scaled(product.royalty));
  const own = ruleCosts(costStructure);
  const ruleProductCosts = own ? sumOf(own.amounts) : null;
  const ruleCost = costStructure.cost ?? null;
  const value = scaled(objective.value);
  // price = (base + extra) / divisor, half-up to cents.
  let extra: Scaled = ZERO;
  let divisor: Scaled = ONE;
  let markup: Scaled | null = null;
  if (objective.driver === 'MARKUP') {
    markup = value;
    divisor = scaled(markupDivisor(math).toFixed());
  } else {
    divisor = scaled(denominator(math).toFixed());
    if (objective.valueType !== 'PERCENTAGE') extra = value;
  }
  return (sku) => {
    // Only SKUs with a unit cost (the catalog's or the rule's) are priced, whatever the base (PF-19).
    const cost = ruleCost ?? sku.unitCost;
    if (cost === null) return { skipped: 'NO_UNIT_COST' };
    let start: string | number;
    if (math.baseValue === 'SALE_PRICE') {
      if (sku.salePrice === null) return { skipped: 'NO_SALE_PRICE' };
      start = sku.salePrice;
    } else start = cost;
    let base = add(scaled(start), freight);
    if (costStructure.embedProductCosts) base = add(base, ruleProductCosts ?? sumOf(sku.productCosts));
    const price = markup
      ? positiveCents(times(base, markup), divisor)
      : positiveCents(add(base, extra), divisor);
    if (price === null) return { skipped: 'NO_POSITIVE_PRICE' };
    // A price no price column can hold (a markup of 1e9 on a cost of 1e9) is never shown or written.
    return price.indexOf('.') > MAX_PRICE_DIGITS ? { skipped: 'PRICE_OUT_OF_RANGE' } : { price };
  };
}

/** Whether a rule covers a SKU's cost: it brings its own cost, or the SKU has a catalog unit cost. */
export function covered(costStructure: CostStructure, unitCost: string | null): boolean {
  return (costStructure.cost ?? null) !== null || unitCost !== null;
}
