import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, SortedPagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import { StringEnum } from '../../platform/http/string-enum.ts';
import { dayIn, DEFAULT_TIME_ZONE } from '../../platform/day.ts';
import { workQueues, type WorkQueue } from './domain/work-queues.ts';
import type { ChannelStatus } from './domain/status.ts';
import { marginWaterfall } from './domain/waterfall.ts';
import { sandboxInput, trackingDescription } from './orders.routes.ts';
import {
  CancelSchema,
  ChannelStatusSchema,
  InvoiceSchema,
  OrderIdParams,
  OrderSchema,
  PaidSchema,
  SandboxOrderSchema,
  SearchSchema,
  TrackingSchema,
} from './orders.schemas.ts';
import {
  cancelOrder,
  markInvoiced,
  markPaid,
  orderRow,
  reportSandboxStatus,
  searchOrders,
  setTracking,
  toDtos,
  type OrderSearch,
  orderSortFields,
} from './orders.service.ts';
import { createSandboxOrder } from './orders.sandbox.ts';

const tags = ['bff orders'];
const LIST_KEY = 'orderApiDTOList';

export const WebSearchSchema = Type.Object(
  {
    ...SearchSchema.properties,
    text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: "An order id, part of the channel's order id, or a skuId/sku code",
      }),
    ),
    queue: Type.Optional(
      Type.Unsafe<WorkQueue>(
        StringEnum(
          workQueues,
          "One of the day's queues: TO_INVOICE (paid), SHIP_TODAY (invoiced, ship-by before the day ends or " +
            'none told), LATE (paid or invoiced past its ship-by), PROBLEM (shipment exception)',
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

const WaterfallStepSchema = Type.Object({
  key: Type.String({ description: 'totalNet, commission, serviceFee, shippingCost, shippingSubsidy, tax…' }),
  kind: Type.Union([Type.Literal('total'), Type.Literal('change')]),
  amount: Type.Number({ description: 'A total, or the signed change it makes' }),
  runningTotal: Type.Number(),
});

const OrderDetailSchema = Type.Composite([
  OrderSchema,
  Type.Object({
    waterfall: Type.Optional(
      Type.Array(WaterfallStepSchema, {
        description: 'totalNet down to the contributionMargin step by step; only when the order has costs',
      }),
    ),
  }),
]);

/** Now and the end of the seller's day, the instants the day's queues are read against. */
function workClock(ctx: { rt: Runtime }): { now: Date; dayEnd: Date } {
  const now = ctx.rt.clock.now();
  return { now, dayEnd: dayIn(now, DEFAULT_TIME_ZONE).end };
}

/** The web search's body as the service's filter: a queue is read against now and the seller's day. */
/** The admin's queues list orders by their ship-by date, besides the fields every order list sorts by. */
const webOrderSortFields = [...orderSortFields, 'shipBy'] as const;

export function webSearch(ctx: { rt: Runtime }, body: object | undefined): OrderSearch {
  const { queue, ...filter } = (body ?? {}) as OrderSearch & { queue?: WorkQueue };
  return { ...filter, ...(queue ? { work: { queue, clock: workClock(ctx) } } : {}) };
}

/**
 * Orders as the web admin reads and moves them (session cookie + CSRF, or a token with
 * `bffweb:orders`): the same schemas and service calls as `/integration/orders`, plus the margin
 * explained step by step on the detail.
 */
export async function ordersBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/orders/search',
    {
      schema: {
        operationId: 'bffSearchOrders',
        tags,
        summary: 'Paged order search by status, platform, creation dates and text',
        querystring: SortedPagingQuery(webOrderSortFields),
        body: Type.Optional(WebSearchSchema),
        response: { 200: PagedSchema(LIST_KEY, OrderSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, webOrderSortFields);
      const result = await searchOrders(request.ctx, webSearch(request.ctx, request.body), paging);
      return sendPage(request, reply, rt.config.publicUrl, LIST_KEY, paging, result);
    },
  );

  app.get(
    '/bffweb/orders/:orderId',
    {
      schema: {
        operationId: 'bffGetOrder',
        tags,
        summary: 'An order with its financials and the margin waterfall',
        params: OrderIdParams,
        response: { 200: OrderDetailSchema },
      },
    },
    async (request) => {
      const row = await orderRow(request.ctx, request.params.orderId);
      const [order] = await toDtos(request.ctx, [row]);
      const waterfall =
        row.costStatus === 'ENRICHED' && row.totalCost !== null
          ? marginWaterfall(row.totals, row.totalCost)
          : undefined;
      return { ...order!, ...(waterfall ? { waterfall } : {}) };
    },
  );

  app.put(
    '/bffweb/orders/:orderId/paid',
    {
      schema: {
        operationId: 'bffMarkOrderPaid',
        tags,
        params: OrderIdParams,
        body: Type.Optional(PaidSchema),
        response: { 200: OrderSchema },
      },
    },
    async (request) => markPaid(request.ctx, request.params.orderId, request.body ?? {}),
  );

  app.put(
    '/bffweb/orders/:orderId/invoiced',
    {
      schema: {
        operationId: 'bffMarkOrderInvoiced',
        tags,
        summary: 'Attach the invoice and mark the order invoiced, on the channel too',
        params: OrderIdParams,
        body: InvoiceSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => markInvoiced(request.ctx, request.params.orderId, request.body),
  );

  app.put(
    '/bffweb/orders/:orderId/tracking',
    {
      schema: {
        operationId: 'bffSetOrderTracking',
        tags,
        summary: "Set the carrier's tracking of a parcel the seller sent",
        description: trackingDescription,
        params: OrderIdParams,
        body: TrackingSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => setTracking(request.ctx, request.params.orderId, request.body),
  );

  app.put(
    '/bffweb/orders/:orderId/cancel',
    {
      schema: {
        operationId: 'bffCancelOrder',
        tags,
        params: OrderIdParams,
        body: CancelSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => cancelOrder(request.ctx, request.params.orderId, request.body),
  );

  app.put(
    '/bffweb/orders/:orderId/channel-status',
    {
      schema: {
        operationId: 'bffReportSandboxOrderStatus',
        tags,
        summary: 'Sandbox sellers: play the channel reporting shipped, delivered, concluded, returned…',
        params: OrderIdParams,
        body: ChannelStatusSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      reportSandboxStatus(request.ctx, request.params.orderId, request.body.status as ChannelStatus),
  );

  app.post(
    '/bffweb/orders/sandbox',
    {
      schema: {
        operationId: 'bffCreateSandboxOrder',
        tags,
        summary: 'Sandbox sellers: make a connected sandbox channel produce an order',
        body: SandboxOrderSchema,
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await createSandboxOrder(request.ctx, sandboxInput(request.body));
      return reply.code(created ? 201 : 200).send(order);
    },
  );
}
