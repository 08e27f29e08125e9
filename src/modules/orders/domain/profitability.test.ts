import { describe, expect, it } from 'vitest';
import { grossMarginPct, orderCost, profitability, trendOf, type UnitCosts } from './profitability.ts';

const cost = (unitCost: string | null, extra: Partial<UnitCosts> = {}): UnitCosts => ({
  unitCost,
  inboundFreight: null,
  packaging: null,
  royalty: null,
  ...extra,
});

describe('order cost', () => {
  it('sums (unit cost + inbound freight + packaging + royalty) × qty, keeping four places', () => {
    const costs = new Map([
      ['a', cost('10.1234', { packaging: '0.5' })],
      ['b', cost('5', { inboundFreight: '1.2', royalty: '0.3' })],
    ]);
    const lines = [
      { skuId: 'a', qty: 2 },
      { skuId: 'b', qty: 1 },
    ];
    // (10.1234 + 0.5) × 2 + (5 + 1.2 + 0.3) × 1 = 21.2468 + 6.5
    expect(orderCost(lines, costs)).toEqual({ status: 'ENRICHED', totalCost: '27.7468' });
  });

  // 'a' has a cost, 'b' has none, 'x' is unknown: no line with a cost, then only some.
  it.each([
    [['b', 'x'], 'NO_COST_DATA'],
    [['a', 'b'], 'PENDING'],
  ])('is NO_COST_DATA when no line has a cost and PENDING when only some do: %j is %s', (skuIds, status) => {
    const costs = new Map([
      ['a', cost('10')],
      ['b', cost(null)],
    ]);
    expect(
      orderCost(
        skuIds.map((skuId) => ({ skuId, qty: 1 })),
        costs,
      ).status,
    ).toBe(status);
  });
});

describe('profitability', () => {
  const stable = { trend: 'STABLE' as const, trendPct: 0 };

  it('without escrow: contribution = totalNet − cost − commission − fees − net shipping − tax', () => {
    // Items 2 × 90 + freight 20 = 200; cost 2 × (50 + 1.2 + 0.5) = 103.4.
    const block = profitability(
      {
        totalNet: '200',
        totalCommission: '25.20',
        serviceFee: '5',
        shippingCost: '30',
        shippingDiscount: '10',
      },
      '103.4',
      stable,
    );
    expect(block).toEqual({
      totalCost: 103.4,
      grossProfit: 96.6, // 200 − 103.4
      grossMarginPct: 48.3, // 96.6 / 200
      totalCommission: 25.2,
      serviceFees: 5,
      netShippingCost: 20, // 30 − 10
      contributionMargin: 46.4, // 96.6 − 25.2 − 5 − 20
      contributionMarginPct: 23.2, // 46.4 / 200
      trend: 'STABLE',
      trendPct: 0,
      hasCostData: true,
      basis: 'EXPECTED',
    });
  });

  it('once the channel paid, the margin is what it paid: paid net − cost, and says so', () => {
    const totals = { totalNet: '200', totalCommission: '26', shippingCost: '22.50' };
    const paid = { commission: '32', shipping: '22.50', other: '0', refunds: '0', net: '145.50' };
    const block = profitability(totals, '103.4', stable, paid);
    // 145.50 − 103.40 = 42.10, where the order's totals promised 200 − 103.4 − 26 − 22.5 = 48.10.
    expect(block).toMatchObject({ basis: 'PAID', paidNet: 145.5, contributionMargin: 42.1 });
    expect(profitability(totals, '103.4', stable)).toMatchObject({
      basis: 'EXPECTED',
      contributionMargin: 48.1,
    });
  });

  it('with escrow: contribution = escrow − cost, over grossOperatingRevenue', () => {
    const block = profitability(
      {
        totalNet: '200',
        escrowAmount: '150',
        grossOperatingRevenue: '180',
        totalCommission: '25.2',
        tax: '3',
      },
      '103.4',
      stable,
    );
    expect(block.contributionMargin).toBe(46.6); // 150 − 103.4
    expect(block.contributionMarginPct).toBe(25.89); // 46.6 / 180 = 25.888…
    expect(block.escrowAmount).toBe(150);
    expect(block.grossOperatingRevenue).toBe(180);
    expect(block.tax).toBe(3);
    expect(block.grossProfit).toBe(96.6);
  });

  it('omits what the channel did not inform, and a missing commission counts as zero', () => {
    const block = profitability({ totalNet: '100' }, '60', stable);
    expect(block).not.toHaveProperty('totalCommission');
    expect(block).not.toHaveProperty('netShippingCost');
    expect(block).not.toHaveProperty('escrowAmount');
    expect(block.contributionMargin).toBe(40);
    expect(block.contributionMarginPct).toBe(40);
  });

  it('rounds half-up to cents on output', () => {
    expect(profitability({ totalNet: '10.005' }, '0', stable).grossProfit).toBe(10.01);
  });
});

describe('trend', () => {
  const others = (averagePct: string, count = 5) => ({ averagePct, count });

  it('compares with the average of the other orders within ±2 percentage points', () => {
    expect(trendOf('30', others('27.5'))).toEqual({ trend: 'IMPROVING', trendPct: 2.5 });
    expect(trendOf('29.5', others('27.5'))).toEqual({ trend: 'STABLE', trendPct: 2 });
    expect(trendOf('25.5', others('27.5'))).toEqual({ trend: 'STABLE', trendPct: -2 });
    expect(trendOf('25', others('27.5'))).toEqual({ trend: 'WORSENING', trendPct: -2.5 });
  });

  it('is INSUFFICIENT_DATA below five other enriched orders or without a margin', () => {
    expect(trendOf('30', others('10', 4))).toEqual({ trend: 'INSUFFICIENT_DATA' });
    expect(trendOf(null, others('10'))).toEqual({ trend: 'INSUFFICIENT_DATA' });
  });

  it('gross margin is undefined on a zero total', () => {
    expect(grossMarginPct({ totalNet: '0' }, '1')).toBeNull();
    expect(grossMarginPct({ totalNet: '200' }, '103.4')).toBe('48.3');
  });
});
