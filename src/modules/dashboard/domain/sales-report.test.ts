import { describe, expect, it } from 'vitest';
import { periodStart, periodsBetween, salesReport, type Sale } from './sales-report.ts';

const sale = (
  date: string,
  platform: string,
  revenue: string,
  margin: string | null,
  lines: Sale['lines'],
) => ({
  date,
  platform,
  revenue,
  margin,
  lines,
});

const sales: Sale[] = [
  sale('2026-03-02', 'MERCADO_LIVRE', '100.00', '30.00', [
    { sku: 'A', qty: 1, amount: '60.00' },
    { sku: 'B', qty: 2, amount: '40.00' },
  ]),
  sale('2026-03-03', 'SANDBOX', '10.00', null, [{ sku: 'A', qty: 1, amount: '10.00' }]),
  sale('2026-03-10', 'MERCADO_LIVRE', '0.10', '0.10', [
    { sku: 'A', qty: 1, amount: '1.00' },
    { sku: 'B', qty: 1, amount: '1.00' },
    { sku: null, qty: 1, amount: '1.00' },
  ]),
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

  it('answers zeros for a range without sales', () => {
    const report = salesReport([], { from: '2026-03-01', to: '2026-03-02' }, 'day', 'sku');
    expect(report.totals).toEqual({
      orders: 0,
      units: 0,
      sales: '0.00',
      margin: '0.00',
      ordersWithoutCost: 0,
    });
    expect(report.series).toHaveLength(2);
    expect(report.rows).toEqual([]);
  });
});
