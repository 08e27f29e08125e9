import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFAULT_TIME_ZONE } from '../../platform/day.ts';
import { salesReportCsv, salesReportOf } from './dashboard.reports.ts';

const Amount = (description: string) =>
  Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: `${description} (BRL, decimal string)` });

const FiguresSchema = {
  orders: Type.Integer({ description: 'Orders counted (canceled and returned ones left out)' }),
  units: Type.Integer(),
  sales: Amount("Σ the orders' totalNet; by SKU, split over an order's lines by their amounts"),
  margin: Amount(
    'Σ contribution margin of the orders whose cost is known, each on its basis: ordersOnExpectedBasis + ordersOnPaidBasis',
  ),
  ordersWithoutCost: Type.Integer({ description: 'Orders counted whose margin is not known yet' }),
  ordersOnExpectedBasis: Type.Integer({
    description:
      "Orders in the margin at what the sale promised (profitability basis EXPECTED: the channel's settlement is not final yet)",
  }),
  ordersOnPaidBasis: Type.Integer({
    description: 'Orders in the margin at what the channel paid (profitability basis PAID: settled)',
  }),
};

// Spelled out (not mapped from `periods`/`groupings`) so the handlers' query types are the literals.
const PeriodSchema = (description?: string) =>
  Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { description });
const GroupingSchema = (description?: string) =>
  Type.Union([Type.Literal('channel'), Type.Literal('sku')], { description });

const ReportQuerySchema = Type.Object(
  {
    from: Type.String({ format: 'date', description: "First day, on the seller's calendar (São Paulo)" }),
    to: Type.String({ format: 'date', description: 'Last day, included; at most 366 days after from' }),
    period: PeriodSchema('Length of each point of the series (a week starts on Monday)'),
    by: GroupingSchema('What the rows and the export break the sales down by'),
  },
  { additionalProperties: false },
);

const ReportSchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  period: PeriodSchema(),
  by: GroupingSchema(),
  timeZone: Type.String(),
  totals: Type.Object(FiguresSchema),
  series: Type.Array(Type.Object({ period: Type.String({ format: 'date' }), ...FiguresSchema }), {
    description: 'Every period of the range, oldest first, empty ones included',
  }),
  rows: Type.Array(
    Type.Object({
      key: Type.String({
        description: "A platform code, or a SKU code ('' for lines not linked to a SKU yet)",
      }),
      ...FiguresSchema,
    }),
    { description: 'By channel or SKU over the whole range, biggest sales first' },
  ),
});

const tags = ['bff dashboard'];

/** The web admin's reports (`/bffweb/dashboard/reports/…`): sales, margin and units, and their CSV. */
export async function reportsBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/bffweb/dashboard/reports/sales',
    {
      schema: {
        operationId: 'bffSalesReport',
        tags,
        summary: 'Sales, contribution margin and units of the days asked, by period and by channel or SKU',
        querystring: ReportQuerySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      const { cells: _cells, ...report } = await salesReportOf(request.ctx, request.query, DEFAULT_TIME_ZONE);
      return report;
    },
  );
  app.get(
    '/bffweb/dashboard/reports/sales/csv',
    {
      schema: {
        operationId: 'bffSalesReportCsv',
        tags,
        summary: 'The sales report as CSV: one line per period and channel or SKU that sold',
        description: 'UTF-8 with BOM, `;` between cells and decimal commas (Excel in Portuguese).',
        querystring: ReportQuerySchema,
        response: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const { from, to, by } = request.query;
      const report = await salesReportOf(request.ctx, request.query, DEFAULT_TIME_ZONE);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="vendas-${by}-${from}-a-${to}.csv"`)
        .send(salesReportCsv(report));
    },
  );
}
