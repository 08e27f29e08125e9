import { Money, toCents, type MoneyValue } from './money.ts';
import type { Totals } from './profitability.ts';

type WaterfallKey =
  | 'totalNet'
  | 'commission'
  | 'serviceFee'
  | 'shippingCost'
  | 'shippingSubsidy'
  | 'tax'
  | 'channelAdjustments'
  | 'escrow'
  | 'productCost'
  | 'contributionMargin';

/**
 * One bar of the chart: a `total` stands on zero (the order total, the payout, the margin); a
 * `change` moves the running total by `amount` (negative for what the seller pays).
 */
export interface WaterfallStep {
  key: WaterfallKey;
  kind: 'total' | 'change';
  amount: number;
  runningTotal: number;
}

/**
 * The contribution margin of `profitability()` told step by step, in the same decimal arithmetic so
 * the last bar is exactly the order's contributionMargin. Without escrow: totalNet − commission −
 * service fee − (shipping cost − freight subsidy) − tax − product cost. With escrow the channel
 * already deducted its part: the informed fees are shown, whatever else it kept or added is one
 * "channel adjustments" step down to the payout, and the product cost is taken from the payout.
 * Fees the channel did not inform are left out, never shown as zero.
 */
export function marginWaterfall(totals: Totals, totalCost: string): WaterfallStep[] {
  const steps: WaterfallStep[] = [];
  let running: MoneyValue = new Money(totals.totalNet ?? 0);
  const total = (key: WaterfallKey, value: MoneyValue) => {
    running = value;
    steps.push({ key, kind: 'total', amount: toCents(value), runningTotal: toCents(value) });
  };
  const change = (key: WaterfallKey, delta: MoneyValue) => {
    running = running.plus(delta);
    steps.push({ key, kind: 'change', amount: toCents(delta), runningTotal: toCents(running) });
  };
  const charge = (key: WaterfallKey, value: string | undefined) => {
    if (value !== undefined) change(key, new Money(value).neg());
  };

  total('totalNet', running);
  charge('commission', totals.totalCommission);
  charge('serviceFee', totals.serviceFee);
  // As in profitability(): a subsidy counts only against a shipping cost the channel informed.
  if (totals.shippingCost !== undefined) {
    charge('shippingCost', totals.shippingCost);
    if (totals.shippingDiscount !== undefined) change('shippingSubsidy', new Money(totals.shippingDiscount));
  }
  charge('tax', totals.tax);
  if (totals.escrowAmount !== undefined) {
    const escrow = new Money(totals.escrowAmount);
    const rest = escrow.minus(running);
    if (!rest.isZero()) change('channelAdjustments', rest);
    total('escrow', escrow);
  }
  change('productCost', new Money(totalCost).neg());
  total('contributionMargin', running);
  return steps;
}
