import type { reports as pt } from '../pt/reports.ts';

export const reports: typeof pt = {
  title: 'Reports',
  table: 'Sales by channel or SKU',
  intro:
    'Sales, contribution margin and units of your orders (canceled and returned ones left out), by day, week or month, and by channel or SKU. Days in Brasília time.',
  from: 'From',
  to: 'To',
  period: 'Group by',
  periods: { day: 'Day', week: 'Week', month: 'Month' },
  by: 'Break down by',
  groupings: { channel: 'Channel', sku: 'SKU' },
  export: 'Export CSV',
  sales: 'Sales',
  margin: 'Contribution margin',
  units: 'Units',
  orders: 'Orders',
  marginPct: 'Margin %',
  withoutCost: (n: number) =>
    n === 1
      ? '1 order without cost data: its margin is not in the sum yet.'
      : `${n} orders without cost data: their margin is not in the sum yet.`,
  marginBasis: (expected: number, paid: number) =>
    `Margin of ${expected} ${expected === 1 ? 'order' : 'orders'} at what the sale promised and of ${paid} at what the channel paid.`,
  chart: (period: string) => `Sales and margin by ${period.toLowerCase()}`,
  weekOf: (date: string) => `week of ${date}`,
  unlinked: 'No SKU linked',
  empty: 'No sales in this period.',
  badRange: 'Pick a start date before the end date, at most 366 days apart.',
};
