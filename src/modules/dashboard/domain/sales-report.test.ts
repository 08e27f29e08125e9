import { describe, expect, it } from 'vitest';
import { periodStart, periodsBetween, salesReport, type Sale } from './sales-report.ts';

/** A sale; its margin at what the channel paid (PAID) or what the sale promised (EXPECTED). */
const sale = (
  date: string,
  platform: string,
  revenue: string,
  margin: [string, 'EXPECTED' | 'PAID'] | null,
  lines: Sale['lines'],
): Sale => ({
  date,
  platform,
  revenue,
  margin: margin?.[0] ?? null,
  marginBasis: margin?.[1] ?? null,
  lines,
});

const sales: Sale[] = [
  sale(
    '2026-03-02',
    'MERCADO_LIVRE',
    '100.00',
    ['30.00', 'PAID'],
    [
      { sku: 'A', qty: 1, amount: '60.00' },
      { sku: 'B', qty: 2, amount: '40.00' },
    ],
  ),
  sale('2026-03-03', 'SANDBOX', '10.00', null, [{ sku: 'A', qty: 1, amount: '10.00' }]),
  sale(
    '2026-03-10',
    'MERCADO_LIVRE',
    '0.10',
    ['0.10', 'EXPECTED'],
    [
      { sku: 'A', qty: 1, amount: '1.00' },
      { sku: 'B', qty: 1, amount: '1.00' },
      { sku: null, qty: 1, amount: '1.00' },
    ],
  ),
];

describe('periods', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    expect(periodStart('2026-03-08', 'week')).toBe('2026-03-02');
    expect(periodStart('2026-03-09', 'week')).toBe('2026-03-09');
    expect(periodStart('2026-03-31', 'month')).toBe('2026-03-01');
    expect(periodStart('2026-03-31', 'day')).toBe('2026-03-31');
  });

  it('covers the range with every period, empty ones included', () => {
    expect(periodsBetween('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodsBetween('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });
});

describe('salesReport', () => {
  const range = { from: '2026-03-01', to: '2026-03-15' };

  it('sums sales, margin of the costed orders and units, by channel, biggest first', () => {
    const report = salesReport(sales, range, 'week', 'channel');
    expect(report.totals).toEqual({
      orders: 3,
      units: 7,
      sales: '110.10',
      margin: '30.10',
      ordersWithoutCost: 1,
      ordersOnExpectedBasis: 1,
      ordersOnPaidBasis: 1,
    });
    expect(report.rows.map((r) => [r.key, r.sales, r.margin, r.units, r.orders])).toEqual([
      ['MERCADO_LIVRE', '100.10', '30.10', 6, 2],
      ['SANDBOX', '10.00', '0.00', 1, 1],
    ]);
    expect(report.series.map((s) => [s.period, s.sales])).toEqual([
      ['2026-02-23', '0.00'],
      ['2026-03-02', '110.00'],
      ['2026-03-09', '0.10'],
    ]);
  });

  it("splits an order over its SKUs by line amount, the parts adding up to the order's figures", () => {
    const report = salesReport(sales, range, 'month', 'sku');
    const row = (key: string) => report.rows.find((r) => r.key === key)!;
    expect([row('A').sales, row('A').margin, row('A').units, row('A').orders]).toEqual([
      '70.03',
      '18.03',
      3,
      3,
    ]);
    expect([row('B').sales, row('B').margin, row('B').units]).toEqual(['40.03', '12.03', 3]);
    // The line not linked to a SKU yet keeps what rounding left of its order.
    expect([row('').sales, row('').margin]).toEqual(['0.04', '0.04']);
    expect(report.totals.sales).toBe('110.10');
    expect(report.cells.map((c) => [c.period, c.key])).toEqual([
      ['2026-03-01', ''],
      ['2026-03-01', 'A'],
      ['2026-03-01', 'B'],
    ]);
  });

  it("says on which basis each figure's margin is: orders at what was promised, orders at what was paid", () => {
    const basis = (f: {
      ordersOnExpectedBasis: number;
      ordersOnPaidBasis: number;
      ordersWithoutCost: number;
    }) => [f.ordersOnExpectedBasis, f.ordersOnPaidBasis, f.ordersWithoutCost];
    const byChannel = salesReport(sales, range, 'week', 'channel');
    expect(byChannel.rows.map((r) => [r.key, ...basis(r)])).toEqual([
      ['MERCADO_LIVRE', 1, 1, 0],
      ['SANDBOX', 0, 0, 1],
    ]);
    expect(byChannel.series.map((s) => [s.period, ...basis(s)])).toEqual([
      ['2026-02-23', 0, 0, 0],
      ['2026-03-02', 0, 1, 1],
      ['2026-03-09', 1, 0, 0],
    ]);
    // By SKU an order counts once in each SKU it sold, on its own basis.
    const bySku = salesReport(sales, range, 'month', 'sku');
    expect(bySku.rows.map((r) => [r.key, ...basis(r)])).toEqual([
      ['A', 1, 1, 1],
      ['B', 1, 1, 0],
      ['', 1, 0, 0],
    ]);
  });

  it('answers zeros for a range without sales', () => {
    const report = salesReport([], { from: '2026-03-01', to: '2026-03-02' }, 'day', 'sku');
    expect(report.totals).toEqual({
      orders: 0,
      units: 0,
      sales: '0.00',
      margin: '0.00',
      ordersWithoutCost: 0,
      ordersOnExpectedBasis: 0,
      ordersOnPaidBasis: 0,
    });
    expect(report.series).toHaveLength(2);
    expect(report.rows).toEqual([]);
  });
});
