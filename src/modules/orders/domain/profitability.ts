import type { OrderTotalField } from '../../marketplaces/index.ts';
import { Money, toCents, type MoneyValue } from './money.ts';

/** A SKU's per-unit costs as the catalog holds them (kits already sum their components). */
export interface UnitCosts {
  unitCost: string | null;
  inboundFreight: string | null;
  packaging: string | null;
  royalty: string | null;
}

export type CostLookup =
  { status: 'ENRICHED'; totalCost: string } | { status: 'PENDING' | 'NO_COST_DATA'; totalCost: null };

/**
 * totalCost = Σ (unit cost + inbound freight + packaging + royalty) × qty. Every line
 * needs a cost: with none the order has NO_COST_DATA; with only some it stays PENDING (a partial
 * cost would overstate the margin) and the sweep looks again. Four places kept: costs may carry four.
 */
export function orderCost(
  lines: readonly { skuId: string; qty: number }[],
  costs: ReadonlyMap<string, UnitCosts>,
): CostLookup {
  let total = new Money(0);
  let costed = 0;
  for (const line of lines) {
    const cost = costs.get(line.skuId);
    if (!cost || cost.unitCost === null) continue;
    costed += 1;
    const unit = new Money(cost.unitCost)
      .plus(cost.inboundFreight ?? 0)
      .plus(cost.packaging ?? 0)
      .plus(cost.royalty ?? 0);
    total = total.plus(unit.times(line.qty));
  }
  if (costed === 0) return { status: 'NO_COST_DATA', totalCost: null };
  if (costed < lines.length) return { status: 'PENDING', totalCost: null };
  return { status: 'ENRICHED', totalCost: total.toDecimalPlaces(4).toString() };
}

export type Totals = Partial<Record<OrderTotalField, string>>;

/**
 * What the channel actually charged and paid for the order, once its settlement is reconciled (the
 * reconciliation module sends it by event): decimal strings.
 */
export interface PaidFigures {
  commission: string;
  shipping: string;
  other: string;
  refunds: string;
  /** What the channel pays the seller after every charge and refund. */
  net: string;
}

export type Trend = 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';

/** Below this many other enriched orders, a seller average says too little to compare against. */
const MIN_ORDERS_FOR_TREND = 5;
/** Percentage points either side of the average that still count as STABLE. */
const TREND_BAND_PP = 2;

export interface Profitability {
  totalCost: number;
  grossProfit: number;
  grossMarginPct?: number;
  totalCommission?: number;
  serviceFees?: number;
  netShippingCost?: number;
  grossOperatingRevenue?: number;
  escrowAmount?: number;
  tax?: number;
  contributionMargin: number;
  contributionMarginPct?: number;
  trend: Trend;
  trendPct?: number;
  hasCostData: true;
  /** EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid. */
  basis: 'EXPECTED' | 'PAID';
  /** With basis PAID: what the channel paid the seller. */
  paidNet?: number;
}

const pct = (part: MoneyValue, whole: MoneyValue) =>
  whole.isZero() ? undefined : toCents(part.div(whole).times(100));

const opt = (value: string | undefined) => (value === undefined ? undefined : toCents(value));

/** Gross margin in percent at full precision, as stored for the seller's average. */
export function grossMarginPct(totals: Totals, totalCost: string): string | null {
  const net = new Money(totals.totalNet ?? 0);
  if (net.isZero()) return null;
  return net.minus(totalCost).div(net).times(100).toDecimalPlaces(4).toString();
}

/**
 * This order's gross margin against the seller's average margin of its other enriched orders, in
 * percentage points: above +2 IMPROVING, below −2 WORSENING, else STABLE.
 */
export function trendOf(
  marginPct: string | null,
  others: { count: number; averagePct: string | null },
): { trend: Trend; trendPct?: number } {
  if (marginPct === null || others.averagePct === null || others.count < MIN_ORDERS_FOR_TREND) {
    return { trend: 'INSUFFICIENT_DATA' };
  }
  const delta = new Money(marginPct).minus(others.averagePct);
  const trend = delta.gt(TREND_BAND_PP) ? 'IMPROVING' : delta.lt(-TREND_BAND_PP) ? 'WORSENING' : 'STABLE';
  return { trend, trendPct: toCents(delta) };
}

/**
 * The profitability block of an order. With an escrowAmount the channel already deducted commission,
 * fees and freight: contributionMargin = escrowAmount − totalCost, over grossOperatingRevenue (or
 * totalNet when the channel gives none). Without escrow it is built from the fees the channel informed:
 * totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax (an absent fee counts 0,
 * so a channel that omits commission shows a higher margin than the real one, as the spec warns),
 * over totalNet. Once the channel's settlement is in (`paid`), the margin is what it paid: paid net −
 * totalCost, and the block says so (`basis: PAID`).
 */
export function profitability(
  totals: Totals,
  totalCost: string,
  trend: { trend: Trend; trendPct?: number },
  paid: PaidFigures | null = null,
): Profitability {
  const net = new Money(totals.totalNet ?? 0);
  const cost = new Money(totalCost);
  const grossProfit = net.minus(cost);
  const netShipping =
    totals.shippingCost === undefined
      ? undefined
      : new Money(totals.shippingCost).minus(totals.shippingDiscount ?? 0);
  let contribution: MoneyValue;
  let base: MoneyValue;
  if (paid !== null) {
    // The channel's net already took every charge it made: as with an escrow amount.
    contribution = new Money(paid.net).minus(cost);
    base = new Money(totals.grossOperatingRevenue ?? net);
  } else if (totals.escrowAmount !== undefined) {
    contribution = new Money(totals.escrowAmount).minus(cost);
    base = new Money(totals.grossOperatingRevenue ?? net);
  } else {
    contribution = grossProfit
      .minus(totals.totalCommission ?? 0)
      .minus(totals.serviceFee ?? 0)
      .minus(netShipping ?? 0)
      .minus(totals.tax ?? 0);
    base = net;
  }
  const block: Profitability = {
    totalCost: toCents(cost),
    grossProfit: toCents(grossProfit),
    grossMarginPct: pct(grossProfit, net),
    totalCommission: opt(totals.totalCommission),
    serviceFees: opt(totals.serviceFee),
    netShippingCost: netShipping === undefined ? undefined : toCents(netShipping),
    grossOperatingRevenue: opt(totals.grossOperatingRevenue),
    escrowAmount: opt(totals.escrowAmount),
    tax: opt(totals.tax),
    contributionMargin: toCents(contribution),
    contributionMarginPct: pct(contribution, base),
    ...trend,
    hasCostData: true,
    basis: paid === null ? 'EXPECTED' : 'PAID',
    paidNet: paid === null ? undefined : toCents(paid.net),
  };
  for (const key of Object.keys(block) as (keyof Profitability)[]) {
    if (block[key] === undefined) delete block[key];
  }
  return block;
}
