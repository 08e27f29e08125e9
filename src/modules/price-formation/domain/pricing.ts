import { Decimal } from 'decimal.js';

/** Decimal arithmetic for prices (DESIGN §1): never binary floats, half-up to cents at the edge. */
const Money = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP, precision: 40 });

export const drivers = ['CONTRIBUTION_MARGIN', 'MARKUP'] as const;
export type Driver = (typeof drivers)[number];
export const valueTypes = ['AMOUNT', 'PERCENTAGE'] as const;
export type ValueType = (typeof valueTypes)[number];
export const baseValues = ['COST', 'SALE_PRICE'] as const;
export type BaseValue = (typeof baseValues)[number];

export interface ProductCosts {
  inboundFreight?: number | string | null;
  packaging?: number | string | null;
  royalty?: number | string | null;
}

export interface CostStructure {
  /** Overrides every priced SKU's catalog unit cost (DESIGN §6c). */
  cost?: number | null;
  channelCosts?: { commission?: number; freight?: number; tax?: number };
  /** Overrides the catalog product costs when given. */
  productCosts?: ProductCosts;
  embedProductCosts?: boolean;
}

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

export type SkipReason = 'NO_UNIT_COST' | 'NO_SALE_PRICE' | 'NO_POSITIVE_PRICE';

export type PriceOutcome = { price: string } | { skipped: SkipReason };

export interface MathProblem {
  code: 'unsupported-driver' | 'invalid-objective';
  field: string;
  message: string;
}

const dec = (value: number | string | null | undefined) => new Money(value ?? 0);

/** The share of the sale price that is not left for the base: 1 − commission − tax (− value for PERCENTAGE). */
function denominator(math: RuleMath): Decimal {
  const channel = math.costStructure.channelCosts ?? {};
  let result = new Money(1).minus(dec(channel.commission)).minus(dec(channel.tax));
  if (math.objective.valueType === 'PERCENTAGE') result = result.minus(dec(math.objective.value));
  return result;
}

/**
 * Whether a rule's math can price anything: a known driver (PROFIT was removed, spec 7) and, for
 * CONTRIBUTION_MARGIN, a positive denominator (DESIGN §6: ≤ 0 is `invalid-objective`); a MARKUP
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
 * DESIGN §6 price formation math. `base` = unit cost (or the current sale price with SALE_PRICE) +
 * channel freight + product costs when `embedProductCosts`. MARKUP: base × value.
 * CONTRIBUTION_MARGIN: AMOUNT (BRL per unit) (base + value) / (1 − commission − tax); PERCENTAGE
 * (a fraction of the sale price) base / (1 − commission − tax − value). Half-up to cents. The math
 * must have passed `checkMath`.
 */
export function priceOf(math: RuleMath, sku: SkuInputs): PriceOutcome {
  return pricer(math)(sku);
}

/**
 * `priceOf` for one rule and many SKUs: what depends only on the rule (denominator, freight, the
 * rule's own costs) is worked out once, so a SKU costs a handful of decimal operations.
 */
export function pricer(math: RuleMath): (sku: SkuInputs) => PriceOutcome {
  const { costStructure, objective } = math;
  const freight = dec(costStructure.channelCosts?.freight);
  const sumOf = (product: ProductCosts) =>
    dec(product.inboundFreight).plus(dec(product.packaging)).plus(dec(product.royalty));
  const ruleProductCosts =
    costStructure.embedProductCosts && costStructure.productCosts ? sumOf(costStructure.productCosts) : null;
  const ruleCost = costStructure.cost ?? null;
  const value = new Money(objective.value);
  let finish: (base: Decimal) => Decimal;
  if (objective.driver === 'MARKUP') finish = (base) => base.times(value);
  else {
    const denom = denominator(math);
    if (objective.valueType === 'PERCENTAGE') finish = (base) => base.div(denom);
    else finish = (base) => base.plus(value).div(denom);
  }
  return (sku) => {
    let start: string | number | null;
    if (math.baseValue === 'SALE_PRICE') {
      if (sku.salePrice === null) return { skipped: 'NO_SALE_PRICE' };
      start = sku.salePrice;
    } else {
      start = ruleCost ?? sku.unitCost;
      if (start === null) return { skipped: 'NO_UNIT_COST' };
    }
    let base = new Money(start).plus(freight);
    if (costStructure.embedProductCosts) base = base.plus(ruleProductCosts ?? sumOf(sku.productCosts));
    const rounded = finish(base).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (rounded.lte(0)) return { skipped: 'NO_POSITIVE_PRICE' };
    return { price: rounded.toFixed(2) };
  };
}

/** Whether a rule covers a SKU's cost: it brings its own cost, or the SKU has a catalog unit cost. */
export function covered(costStructure: CostStructure, unitCost: string | null): boolean {
  return (costStructure.cost ?? null) !== null || unitCost !== null;
}
