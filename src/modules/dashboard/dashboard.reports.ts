import type { Ctx } from '../../platform/context.ts';
import { dayIn } from '../../platform/day.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { platformName } from '../marketplaces/index.ts';
import { csvLine, salesFacts } from '../orders/index.ts';
import {
  salesReport,
  type Figures,
  type Grouping,
  type Period,
  type SalesReport,
} from './domain/sales-report.ts';

/** A report covers at most a year of days: a longer one is a yearly view no seller asked for. */
const MAX_DAYS = 366;

export interface ReportQuery {
  from: string;
  to: string;
  period: Period;
  by: Grouping;
}

/** The instants the seller's calendar days `from`…`to` (both included) span in `timeZone`. */
function instants(query: ReportQuery, timeZone: string): { start: Date; end: Date } {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (days < 1) throw invalidField('to', 'must not be before from', 'before-other', { other: 'from' });
  if (days > MAX_DAYS)
    throw invalidField('to', `a report covers at most ${MAX_DAYS} days`, 'too-large', { limit: MAX_DAYS });
  // Noon UTC is the same calendar day on every Brazilian clock.
  return {
    start: dayIn(new Date(`${query.from}T12:00:00Z`), timeZone).start,
    end: dayIn(new Date(`${query.to}T12:00:00Z`), timeZone).end,
  };
}

/**
 * The seller's sales, margin and units of the days asked, by period and by channel or SKU
 * (docs/decisions.md WEB-75): the orders module's sales, grouped on the seller's calendar.
 */
export async function salesReportOf(
  ctx: Ctx,
  query: ReportQuery,
  timeZone: string,
): Promise<SalesReport & ReportQuery & { timeZone: string }> {
  const { start, end } = instants(query, timeZone);
  const facts = await salesFacts(ctx, start.toISOString(), end.toISOString());
  const sales = facts.map((fact) => ({ ...fact, date: dayIn(new Date(fact.createdAt), timeZone).date }));
  return { ...query, timeZone, ...salesReport(sales, query, query.period, query.by) };
}

const decimalComma = (amount: string) => amount.replace('.', ',');
const brazilianDate = (date: string) => date.split('-').reverse().join('/');

/**
 * The report as CSV, one line per period and channel or SKU that sold, in the order export's dialect
 * (ORD-26: `;` between cells, decimal commas, a BOM so Excel reads UTF-8).
 */
export function salesReportCsv(report: SalesReport & ReportQuery): string {
  const key = report.by === 'channel' ? 'Canal' : 'SKU';
  const header = [
    'Período (início)',
    key,
    'Pedidos',
    'Unidades',
    'Vendas (R$)',
    'Margem de contribuição (R$)',
    'Pedidos sem custo',
    'Pedidos com margem esperada',
    'Pedidos com margem pelo valor pago',
  ];
  const cells = (f: Figures) => [
    String(f.orders),
    String(f.units),
    decimalComma(f.sales),
    decimalComma(f.margin),
    String(f.ordersWithoutCost),
    String(f.ordersOnExpectedBasis),
    String(f.ordersOnPaidBasis),
  ];
  const label = (k: string) => (report.by === 'channel' ? platformName(k) : k || 'Sem SKU vinculado');
  return (
    '\uFEFF' +
    csvLine(header) +
    report.cells.map((c) => csvLine([brazilianDate(c.period), label(c.key), ...cells(c)])).join('')
  );
}
