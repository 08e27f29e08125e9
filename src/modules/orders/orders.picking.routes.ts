import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFAULT_TIME_ZONE } from '../../platform/day.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { webSearch, WebSearchSchema } from './orders.bff.routes.ts';
import { EXPORT_MAX, ordersCsv, pickingList } from './orders.picking.ts';

const tags = ['bff orders'];
const CsvResponse = {
  200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
};

const PickingBody = Type.Object(
  {
    orderIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 500,
      description: 'The orders to pick (the seller’s own; any other id answers 404)',
    }),
  },
  { additionalProperties: false },
);

const PickingSchema = Type.Object({
  orders: Type.Integer({ description: 'How many orders the list covers' }),
  lines: Type.Array(
    Type.Object({
      skuId: Type.Optional(
        Type.String({ description: 'Absent for an item the channel sold that is not linked yet' }),
      ),
      sku: Type.Optional(Type.String({ description: 'Absent for a SKU the catalog does not know' })),
      channelItemId: Type.Optional(
        Type.String({ description: "The channel's item id, for a line not linked to a SKU yet" }),
      ),
      title: Type.Optional(Type.String({ description: "The catalog's title, when the SKU is in it" })),
      qty: Type.Integer({ description: 'Units summed across the orders' }),
      orders: Type.Integer({ description: 'How many of the orders take this SKU' }),
    }),
  ),
});

/** The picking list of chosen orders and the export of a search: the floor's paperwork. */
export async function ordersPickingRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/orders/picking-list',
    {
      schema: {
        operationId: 'bffOrderPickingList',
        tags,
        summary: 'Each SKU of the chosen orders with its units summed across them, in SKU code order',
        body: PickingBody,
        response: { 200: PickingSchema },
      },
    },
    async (request) => pickingList(request.ctx, request.body.orderIds),
  );

  app.post(
    '/bffweb/orders/export',
    {
      schema: {
        operationId: 'bffExportOrders',
        tags,
        summary: `The orders of a search as CSV (newest first, at most ${EXPORT_MAX})`,
        description:
          'UTF-8 with BOM, `;` between cells and decimal commas (Excel in Portuguese), times in São Paulo.',
        body: Type.Optional(WebSearchSchema),
        response: CsvResponse,
      },
    },
    async (request, reply) => {
      const day = rt.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="pedidos-${day}.csv"`)
        .send(Readable.from(ordersCsv(request.ctx, webSearch(request.ctx, request.body), DEFAULT_TIME_ZONE)));
    },
  );
}
