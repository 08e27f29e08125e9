import { describe, expect, it } from 'vitest';
import { profitability, type Totals } from './profitability.ts';
import { marginWaterfall } from './waterfall.ts';

const noTrend = { trend: 'INSUFFICIENT_DATA' as const };
const last = (totals: Totals, cost: string) => marginWaterfall(totals, cost).at(-1)!;

describe('margin waterfall', () => {
  it('walks from totalNet to the contribution margin through every informed fee, without escrow', () => {
    const totals: Totals = {
      totalNet: '200.00',
      totalCommission: '24.00',
      serviceFee: '5.00',
      shippingCost: '30.00',
      shippingDiscount: '12.50',
      tax: '3.10',
    };
    expect(marginWaterfall(totals, '80.1234')).toEqual([
      { key: 'totalNet', kind: 'total', amount: 200, runningTotal: 200 },
      { key: 'commission', kind: 'change', amount: -24, runningTotal: 176 },
      { key: 'serviceFee', kind: 'change', amount: -5, runningTotal: 171 },
      { key: 'shippingCost', kind: 'change', amount: -30, runningTotal: 141 },
      { key: 'shippingSubsidy', kind: 'change', amount: 12.5, runningTotal: 153.5 },
      { key: 'tax', kind: 'change', amount: -3.1, runningTotal: 150.4 },
      { key: 'productCost', kind: 'change', amount: -80.12, runningTotal: 70.28 },
      { key: 'contributionMargin', kind: 'total', amount: 70.28, runningTotal: 70.28 },
    ]);
    expect(last(totals, '80.1234').amount).toBe(profitability(totals, '80.1234', noTrend).contributionMargin);
  });

  it('leaves out what the channel did not inform, and a subsidy without a shipping cost', () => {
    const totals: Totals = { totalNet: '50', shippingDiscount: '9' };
    expect(marginWaterfall(totals, '20').map((step) => step.key)).toEqual([
      'totalNet',
      'productCost',
      'contributionMargin',
    ]);
    expect(last(totals, '20').amount).toBe(profitability(totals, '20', noTrend).contributionMargin);
  });

  it('with an escrow, takes the rest of what the channel kept as one adjustment down to the payout', () => {
    const totals: Totals = {
      totalNet: '150.00',
      totalCommission: '18.00',
      shippingCost: '20.00',
      escrowAmount: '105.40',
      grossOperatingRevenue: '150.00',
    };
    const steps = marginWaterfall(totals, '60');
    expect(steps.map(({ key, amount }) => [key, amount])).toEqual([
      ['totalNet', 150],
      ['commission', -18],
      ['shippingCost', -20],
      ['channelAdjustments', -6.6],
      ['escrow', 105.4],
      ['productCost', -60],
      ['contributionMargin', 45.4],
    ]);
    expect(steps.at(-1)!.amount).toBe(profitability(totals, '60', noTrend).contributionMargin);
  });

  it('ends on the contribution margin to the cent where rounding each step would miss it', () => {
    // escrow − 10.125 = 9.875 → 9.88, while 20 − round(10.125) = 9.87.
    const escrow: Totals = { totalNet: '25', escrowAmount: '20' };
    expect(last(escrow, '10.125').amount).toBe(profitability(escrow, '10.125', noTrend).contributionMargin);
    expect(last(escrow, '10.125').amount).toBe(9.88);
    const plain: Totals = { totalNet: '0.10', totalCommission: '0.03', tax: '0.01' };
    expect(last(plain, '0.0049').amount).toBe(profitability(plain, '0.0049', noTrend).contributionMargin);
  });
});
