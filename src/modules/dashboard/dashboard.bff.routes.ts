import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../platform/http/string-enum.ts';
import { ruleStatuses } from '../price-formation/index.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { dashboard } from './dashboard.service.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../platform/day.ts';

const Money = (description: string) => Type.Number({ description });

/** Which basis the margin's orders are on, as each order's profitability block says it (REC-07, REC-13). */
const MarginBasisSchema = {
  ordersOnExpectedBasis: Type.Integer({
    description:
      "Orders in the margin at what the sale promised (profitability basis EXPECTED: the channel's settlement is not final yet)",
  }),
  ordersOnPaidBasis: Type.Integer({
    description: 'Orders in the margin at what the channel paid (profitability basis PAID: settled)',
  }),
};

const DashboardSchema = Type.Object({
  date: Type.String({ description: "Today's date in the time zone (YYYY-MM-DD)" }),
  timeZone: Type.String(),
  today: Type.Object({
    orders: Type.Integer({ description: 'Orders created today, canceled and returned ones left out' }),
    revenue: Money('Σ totalNet of those orders (BRL)'),
    contributionMargin: Money(
      'Σ contribution margin of those with cost data (BRL), each on its basis: ordersOnExpectedBasis + ordersOnPaidBasis',
    ),
    ordersWithoutCost: Type.Integer({ description: 'Orders counted whose margin is not known yet' }),
    ...MarginBasisSchema,
  }),
  moneyIn: Type.Object(
    {
      notReleased: Money('Money the channels report for orders and still hold'),
      openDifferences: Type.Integer({
        description: 'Orders whose channel paid less or more than the sale promised',
      }),
      openDifferenceAmount: Money('Σ (paid − expected) of those orders (BRL; negative: paid less)'),
    },
    { description: 'What the channels pay, against what the sales promised (the reconciliation)' },
  ),
  orderQueues: Type.Object(
    {
      toInvoice: Type.Integer({ description: 'Paid orders not invoiced yet' }),
      shipToday: Type.Integer({
        description: 'Invoiced orders to ship before the day ends (or with no ship-by)',
      }),
      late: Type.Integer({ description: 'Paid or invoiced orders past their ship-by' }),
      problem: Type.Integer({ description: 'Orders in shipment exception' }),
    },
    { description: "The day's order queues (the web admin's Pedidos filters by each)" },
  ),
  alerts: Type.Object({
    ruleCoverage: Type.Array(
      Type.Object({
        ruleId: Type.String(),
        name: Type.String(),
        status: StringEnum(ruleStatuses),
        eligibleSkus: Type.Integer(),
        costDataCoveragePct: Type.Number(),
      }),
      { description: 'Rules not finished whose cost data coverage is below 50 %' },
    ),
    failingWebhooks: Type.Integer({ description: 'Enabled webhooks failing, or disabled by the service' }),
    adsWithChannelErrors: Type.Array(Type.Object({ platform: Type.String(), count: Type.Integer() })),
    skusWithoutCost: Type.Integer(),
    skus: Type.Integer(),
    heldPrices: Type.Integer({ description: 'Price changes the profit guard held, waiting for the seller' }),
  }),
});

const DashboardQuery = Type.Object({
  timeZone: Type.Optional(
    Type.String({ maxLength: 64, description: `IANA time zone of "today" (default ${DEFAULT_TIME_ZONE})` }),
  ),
});

export async function dashboardBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/bffweb/dashboard',
    {
      schema: {
        operationId: 'bffDashboard',
        tags: ['bff dashboard'],
        summary:
          "Today's orders, revenue and contribution margin, and the alerts of the seller's back office",
        querystring: DashboardQuery,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => {
      const timeZone = request.query.timeZone ?? DEFAULT_TIME_ZONE;
      if (!isTimeZone(timeZone)) {
        throw new DomainError('validation-failed', `timeZone: ${timeZone} is not an IANA time zone`, {
          field: 'timeZone',
        });
      }
      return dashboard(request.ctx, timeZone);
    },
  );
}
