import { describe, expect, it } from 'vitest';
import { sandboxLabels, simulateChannelOrders } from './sandbox.orders.ts';

const input = {
  items: [
    { skuId: 'sku_a', qty: 2, salePrice: '90', originalPrice: '100' },
    { skuId: 'sku_b', qty: 1, salePrice: '50' },
  ],
  totals: { totalFreight: '20' },
};

describe('sandbox order profiles', () => {
  it('SANDBOX tells only what it is given plus the order total', () => {
    const [order] = simulateChannelOrders('SANDBOX', { ...input, totals: {} }, 'X1');
    expect(order!.totals).toEqual({ totalNet: '230.00' });
  });

  it('SANDBOX_ML sends the escrow payout and gross operating revenue', () => {
    const [order] = simulateChannelOrders('SANDBOX_ML', input, 'X1');
    // Items 230, net 250; commission 14% of 230 = 32.20; fee 6; shipping 20 → escrow 250 − 58.20.
    expect(order!.totals).toMatchObject({
      totalNet: '250.00',
      totalCommission: '32.20',
      serviceFee: '6.00',
      shippingCost: '20.00',
      grossOperatingRevenue: '230.00',
      escrowAmount: '191.80',
    });
  });

  it('SANDBOX_AMZ omits commission and fees', () => {
    const [order] = simulateChannelOrders('SANDBOX_AMZ', input, 'X1');
    expect(order!.totals).not.toHaveProperty('totalCommission');
    expect(order!.totals).not.toHaveProperty('serviceFee');
    expect(order!.totals).not.toHaveProperty('escrowAmount');
  });

  it('SANDBOX_SHP tells salePrice as the line total', () => {
    const [order] = simulateChannelOrders('SANDBOX_SHP', input, 'X1');
    expect(order!.items[0]!.salePrice).toBe('180.00');
    expect(order!.totals.totalNet).toBe('250.00');
  });

  it('SANDBOX_MGL splits an order in parts that repeat the original totals', () => {
    const parts = simulateChannelOrders('SANDBOX_MGL', input, 'X1');
    expect(parts.map((p) => p.marketplaceOrderId)).toEqual(['X1-1', 'X1-2']);
    expect(parts.map((p) => p.items.length)).toEqual([1, 1]);
    expect(parts[0]!.totals).toEqual(parts[1]!.totals);
    expect(parts[0]!.totals.totalNet).toBe('250.00');
  });

  it('values given in the request win over the profile', () => {
    const [order] = simulateChannelOrders('SANDBOX_ML', { ...input, totals: { totalCommission: '1' } }, 'X1');
    expect(order!.totals.totalCommission).toBe('1');
  });
});

describe('sandbox labels', () => {
  const request = {
    groupId: 'g',
    orders: [
      { orderId: 'o1', marketplaceOrderId: 'M1' },
      { orderId: 'o2', marketplaceOrderId: 'M2' },
    ],
  };
  let n = 0;
  const id = () => `pkg_${++n}`;

  it('generates a ZPL label per order, refuses the orders it is told to, or fails the group', () => {
    const all = sandboxLabels({}, request, id);
    expect(all.ok && all.packages.every((p) => p.ok && p.content.startsWith('^XA'))).toBe(true);
    const partial = sandboxLabels({ refuseLabelsFor: ['M2'] }, request, id);
    expect(partial.ok && partial.packages.map((p) => p.ok)).toEqual([true, false]);
    expect(sandboxLabels({ labelsFail: true }, request, id).ok).toBe(false);
  });
});
