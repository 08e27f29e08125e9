import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PagedSchema } from '../../platform/http/hal.ts';
import { sendPaged } from '../../platform/http/handlers.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { csvLine } from '../orders/index.ts';
import { disputeCells, disputeCsvHeader } from './domain/dispute-csv.ts';
import type { ReconciliationStatus } from './domain/rules.ts';
import {
  DifferencesQuery,
  ExportQuery,
  OrderIdParams,
  OrderReconciliationSchema,
  PeriodQuery,
  ReconciliationSchema,
  TotalsSchema,
} from './reconciliation.schemas.ts';
import {
  differencesToDispute,
  listDifferences,
  orderReconciliation,
  reconciliationTotals,
} from './reconciliation.service.ts';

const LIST_KEY = 'reconciliationList';
const CsvResponse = {
  200: {
    description:
      "UTF-8 with BOM, `;` between cells, decimal commas; one line per order with a difference: the channel's order id and Feira's, the channel's name, what the channel charged and what it should have, the net received and expected, the difference and its causes",
    content: { 'text/csv': { schema: { type: 'string' } } },
  },
};

/** The surfaces the reconciliation is read on: the web admin's and partners'. */
const surfaces: {
  prefix: string;
  id: (name: string) => string;
  tags: string[];
  config: { scope?: string };
}[] = [
  {
    prefix: '/bffweb/reconciliation',
    id: (name: string) => `bff${name}`,
    tags: ['bff reconciliation'],
    config: {},
  },
  {
    prefix: '/integration/reconciliation',
    id: (name: string) => name.charAt(0).toLowerCase() + name.slice(1),
    tags: ['reconciliation'],
    config: { scope: 'reconciliation:read' },
  },
];

/**
 * Money in: what each order's channel paid against what the sale promised, on both surfaces with the
 * same answers (`/bffweb/reconciliation` for the web admin, `/integration/reconciliation` for partners).
 */
export async function reconciliationRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  for (const { prefix, id, tags, config } of surfaces) {
    app.get(
      `${prefix}/totals`,
      {
        config,
        schema: {
          operationId: id('ReconciliationTotals'),
          tags,
          summary:
            'Per channel, over the orders created in the period: expected, received, difference and money not yet released; and which connected channels report settlements',
          querystring: PeriodQuery,
          response: { 200: TotalsSchema },
        },
      },
      async (request) => reconciliationTotals(request.ctx, request.query),
    );

    app.get(
      `${prefix}/differences`,
      {
        config,
        schema: {
          operationId: id('ListReconciliationDifferences'),
          tags,
          summary:
            'The orders whose money differs from what the sale promised or is held past its release date (or those of one status), the largest difference first',
          querystring: DifferencesQuery,
          response: { 200: PagedSchema(LIST_KEY, ReconciliationSchema) },
        },
      },
      async (request, reply) =>
        sendPaged(request, reply, base, LIST_KEY, (paging) =>
          listDifferences(
            request.ctx,
            { ...request.query, status: request.query.status as ReconciliationStatus | undefined },
            paging,
          ),
        ),
    );

    app.get(
      `${prefix}/orders/:orderId`,
      {
        config,
        schema: {
          operationId: id('GetOrderReconciliation'),
          tags,
          summary:
            "One order's reconciliation, line by line, with its evidence: each settlement the channel reported, its charges in the channel's own words",
          params: OrderIdParams,
          response: { 200: OrderReconciliationSchema },
        },
      },
      async (request) => orderReconciliation(request.ctx, request.params.orderId),
    );

    app.get(
      `${prefix}/export.csv`,
      {
        config,
        schema: {
          operationId: id('ExportReconciliationDifferences'),
          tags,
          summary:
            "One channel's differences in the period as CSV, in the shape a dispute with the channel needs (Portuguese headers)",
          querystring: ExportQuery,
          response: CsvResponse,
        },
      },
      async (request, reply) => {
        const { platform, ...period } = request.query;
        const rows = await differencesToDispute(request.ctx, platform, period);
        const lines = ['\uFEFF', csvLine(disputeCsvHeader), ...rows.map((row) => csvLine(disputeCells(row)))];
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="diferencas-${platform.toLowerCase()}.csv"`)
          .send(Readable.from(lines));
      },
    );
  }
}
