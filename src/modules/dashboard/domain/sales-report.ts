import { Decimal } from '../../../platform/money.ts';

/**
 * The sales report (docs/decisions.md WEB-75): sales, margin and units of the seller's orders by
 * period and by channel or SKU. Money is summed as decimals and leaves as strings with two places.
 */

const Money = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP });
type MoneyValue = InstanceType<typeof Money>;

export type Period = 'day' | 'week' | 'month';
type Basis = 'EXPECTED' | 'PAID';
export type Grouping = 'channel' | 'sku';

/** One order: its calendar date on the seller's clock, and money as decimal strings. */
export interface Sale {
  date: string;
  platform: string;
  revenue: string;
  /** Null while the order's cost is not known: it counts in sales and units, not in margin. */
  margin: string | null;
  /** What the margin is: the sale's promise (EXPECTED) or what the channel paid (PAID); null with it. */
  marginBasis: Basis | null;
  lines: { sku: string | null; qty: number; amount: string }[];
}

export interface Figures {
  orders: number;
  units: number;
  sales: string;
  margin: string;
  /** Orders counted whose margin is not known yet (left out of `margin`). */
  ordersWithoutCost: number;
  /** Orders in `margin` at what the sale promised, and at what the channel paid (REC-13). */
  ordersOnExpectedBasis: number;
  ordersOnPaidBasis: number;
}

export interface SalesReport {
  totals: Figures;
  /** Every period of the range, oldest first, empty ones included (a chart shows the gap). */
  series: (Figures & { period: string })[];
  /** By channel (platform code) or SKU code ('' for lines not linked to a SKU yet), biggest sales first. */
  rows: (Figures & { key: string })[];
  /** Each period × key that sold, for the export. */
  cells: (Figures & { period: string; key: string })[];
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the period `date` is in: itself, the Monday of its week, or the 1st of its month. */
export function periodStart(date: string, period: Period): string {
  if (period === 'day') return date;
  if (period === 'month') return `${date.slice(0, 8)}01`;
  const weekday = (new Date(utc(date)).getUTCDay() + 6) % 7;
  return dateOf(utc(date) - weekday * DAY_MS);
}

/** The periods that cover the days from `from` to `to` (both included), oldest first. */
export function periodsBetween(from: string, to: string, period: Period): string[] {
  const starts: string[] = [];
  for (let day = utc(from); day <= utc(to); day += DAY_MS) {
    const start = periodStart(dateOf(day), period);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}

/**
 * An order's share per key: by channel the whole order; by SKU its revenue and margin split over its
 * lines in proportion to each line's amount (the last line takes what rounding left, so the parts add
 * up to the order exactly).
 */
function parts(sale: Sale, by: Grouping) {
  if (by === 'channel' || sale.lines.length === 0) {
    const units = sale.lines.reduce((n, line) => n + line.qty, 0);
    return [
      {
        key: by === 'channel' ? sale.platform : '',
        units,
        sales: sale.revenue,
        margin: sale.margin,
        basis: sale.marginBasis,
      },
    ];
  }
  const total = sale.lines.reduce((sum, line) => sum.plus(line.amount), new Money(0));
  let salesLeft = new Money(sale.revenue);
  let marginLeft = sale.margin === null ? null : new Money(sale.margin);
  return sale.lines.map((line, i) => {
    const last = i === sale.lines.length - 1;
    const share = total.isZero() ? new Money(i === 0 ? 1 : 0) : new Money(line.amount).div(total);
    const sales = last ? salesLeft : new Money(sale.revenue).times(share).toDecimalPlaces(2);
    const margin =
      sale.margin === null
        ? null
        : last
          ? marginLeft!
          : new Money(sale.margin).times(share).toDecimalPlaces(2);
    salesLeft = salesLeft.minus(sales);
    if (marginLeft !== null && margin !== null) marginLeft = marginLeft.minus(margin);
    return {
      key: line.sku ?? '',
      units: line.qty,
      sales: sales.toFixed(2),
      margin: margin?.toFixed(2) ?? null,
      basis: sale.marginBasis,
    };
  });
}

interface Sum {
  orders: Set<number>;
  units: number;
  sales: MoneyValue;
  margin: MoneyValue;
  withoutCost: Set<number>;
  byBasis: Record<Basis, Set<number>>;
}

const emptySum = (): Sum => ({
  orders: new Set(),
  units: 0,
  sales: new Money(0),
  margin: new Money(0),
  withoutCost: new Set(),
  byBasis: { EXPECTED: new Set(), PAID: new Set() },
});

function add(sums: Map<string, Sum>, key: string, order: number, part: ReturnType<typeof parts>[number]) {
  let sum = sums.get(key);
  if (!sum) sums.set(key, (sum = emptySum()));
  sum.orders.add(order);
  sum.units += part.units;
  sum.sales = sum.sales.plus(part.sales);
  if (part.margin === null) sum.withoutCost.add(order);
  else sum.margin = sum.margin.plus(part.margin);
  if (part.basis !== null) sum.byBasis[part.basis].add(order);
}

const figures = (sum: Sum): Figures => ({
  orders: sum.orders.size,
  units: sum.units,
  sales: sum.sales.toFixed(2),
  margin: sum.margin.toFixed(2),
  ordersWithoutCost: sum.withoutCost.size,
  ordersOnExpectedBasis: sum.byBasis.EXPECTED.size,
  ordersOnPaidBasis: sum.byBasis.PAID.size,
});

/** The report of these sales over the days from `from` to `to`, by `period` and by channel or SKU. */
export function salesReport(
  sales: readonly Sale[],
  range: { from: string; to: string },
  period: Period,
  by: Grouping,
): SalesReport {
  const total = new Map<string, Sum>();
  const byPeriod = new Map<string, Sum>();
  const byKey = new Map<string, Sum>();
  const byCell = new Map<string, Sum>();
  sales.forEach((sale, order) => {
    const start = periodStart(sale.date, period);
    for (const part of parts(sale, by)) {
      add(total, '', order, part);
      add(byPeriod, start, order, part);
      add(byKey, part.key, order, part);
      add(byCell, `${start}\u0000${part.key}`, order, part);
    }
  });
  return {
    totals: figures(total.get('') ?? emptySum()),
    series: periodsBetween(range.from, range.to, period).map((p) => ({
      period: p,
      ...figures(byPeriod.get(p) ?? emptySum()),
    })),
    rows: [...byKey]
      .map(([key, sum]) => ({ key, ...figures(sum) }))
      .sort((a, b) => new Money(b.sales).comparedTo(a.sales) || a.key.localeCompare(b.key)),
    cells: [...byCell]
      .map(([cell, sum]) => {
        const [p, key] = cell.split('\u0000') as [string, string];
        return { period: p, key, ...figures(sum) };
      })
      .sort((a, b) => a.period.localeCompare(b.period) || a.key.localeCompare(b.key)),
  };
}
