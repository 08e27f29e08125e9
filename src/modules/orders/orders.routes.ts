import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { DomainError } from '../../platform/http/errors.ts';
import {
  EntitySchema,
  HAL,
  JSON_TYPE,
  PagedSchema,
  SortedPagingQuery,
  parsePaging,
  selfLink,
  sendEntity,
  sendPage,
  wantsHal,
} from '../../platform/http/hal.ts';
import { orderTotalFields } from '../marketplaces/index.ts';
import { parseQueueStatus, type ChannelStatus, type OrderStatus } from './domain/status.ts';
import { DEFAULT_QUEUE_BATCH, confirmQueue, pollQueue } from './orders.queue.ts';
import { cancelInvoice } from './orders.invoice.ts';
import {
  CancelSchema,
  ChannelStatusSchema,
  ConfirmBody,
  ConfirmedSchema,
  ConfirmQuery,
  InvoiceSchema,
  InvoiceCancelSchema,
  InvoiceReadSchema,
  OrderIdParams,
  OrderSchema,
  PaidSchema,
  QueueParams,
  QueueQuery,
  SandboxOrderSchema,
  SearchSchema,
  TrackingSchema,
  type SandboxOrderBody,
} from './orders.schemas.ts';
import {
  cancelOrder,
  getInvoice,
  getOrder,
  markInvoiced,
  markPaid,
  reportSandboxStatus,
  searchOrders,
  setTracking,
  type OrderSearch,
  orderSortFields,
} from './orders.service.ts';
import { createSandboxOrder, type SandboxOrderInput } from './orders.sandbox.ts';

const tags = ['orders'];
const LIST_KEY = 'orderApiDTOList';
const QueuePage = Type.Object({
  size: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  number: Type.Integer(),
});
const money = (value: number) => String(value);

function queueStatus(text: string): OrderStatus {
  const status = parseQueueStatus(text);
  if (!status) {
    throw new DomainError('validation-failed', `status: unknown order status ${JSON.stringify(text)}`, {
      field: 'status',
    });
  }
  return status;
}

/** The sandbox body's numbers become the decimal strings the channel side speaks. */
export function sandboxInput(body: SandboxOrderBody): SandboxOrderInput {
  const totals: SandboxOrderInput['totals'] = {};
  for (const field of orderTotalFields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'number') totals[field] = money(value);
  }
  return {
    platform: body.platform,
    ...(body.marketplaceOrderId ? { marketplaceOrderId: body.marketplaceOrderId } : {}),
    items: body.items.map((item) => ({
      skuId: item.skuId,
      qty: item.qty,
      salePrice: money(item.salePrice),
      ...(item.originalPrice === undefined ? {} : { originalPrice: money(item.originalPrice) }),
      ...(item.discount
        ? { discount: { value: money(item.discount.discount), percentage: item.discount.percentage } }
        : {}),
    })),
    totals,
    ...(body.customer ? { customer: body.customer } : {}),
    ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
    ...(body.shipBy ? { shipBy: new Date(body.shipBy).toISOString() } : {}),
  };
}

/**
 * What setting the tracking does and refuses, said once for both surfaces (`/integration` and the web
 * admin's `/bffweb`).
 */
export const trackingDescription =
  'For a parcel the seller sends with a carrier of their own, on a channel whose logistics do not track it ' +
  '(ORD-33): an INVOICED order becomes SHIPPED (order.OrderShipped, its stock no longer held); a SHIPPED or ' +
  'SHIPMENT_EXCEPTION order has its tracking corrected. Any other status answers 409 invalid-order-transition; ' +
  "an order of a channel whose logistics track the parcel (Mercado Livre's) answers 409 tracking-by-channel. " +
  'A channel that must be told the tracking (Amazon, for orders the seller fulfils) is told first: its refusal ' +
  "answers 422 channel-refused with the channel's reason and leaves the order as it was. " +
  'The same tracking again answers the order unchanged.';

/** Orders, the order queue and the sandbox order routes. */
export async function ordersRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const links = (orderId: string) => ({
    ...selfLink(base, `/integration/orders/${encodeURIComponent(orderId)}`),
  });
  const Entity = EntitySchema(OrderSchema);

  app.get(
    '/integration/orders/:orderId',
    {
      schema: {
        operationId: 'getOrder',
        tags,
        summary: 'An order with its financials and profitability',
        params: OrderIdParams,
        response: { 200: Entity },
      },
    },
    async (request, reply) => {
      const order = await getOrder(request.ctx, request.params.orderId);
      return sendEntity(request, reply, base, order, links(order.id));
    },
  );

  app.get(
    '/integration/orders/:orderId/invoice',
    {
      schema: {
        operationId: 'getOrderInvoice',
        tags,
        summary: 'The invoice attached to an order',
        params: OrderIdParams,
        response: { 200: InvoiceReadSchema },
      },
    },
    async (request) => getInvoice(request.ctx, request.params.orderId),
  );

  app.post(
    '/integration/orders/list/search',
    {
      schema: {
        operationId: 'searchOrders',
        tags,
        summary: 'Paged order search by status, platform, creation dates and SKU',
        querystring: SortedPagingQuery(orderSortFields),
        body: SearchSchema,
        response: { 200: PagedSchema(LIST_KEY, OrderSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, orderSortFields);
      const result = await searchOrders(request.ctx, request.body as OrderSearch, paging);
      return sendPage(request, reply, base, LIST_KEY, paging, result);
    },
  );

  app.get(
    '/integration/orders/queue/:status',
    {
      schema: {
        operationId: 'pollOrderQueue',
        tags,
        summary: 'The oldest unconfirmed orders that reached a status (the same batch until confirmed)',
        description:
          'HAL `_embedded.orderApiDTOList`, or a plain array with `Accept: application/json`. The batch id is in ' +
          '`X-Queue-Batch-Id`. A queue is read from its head: `page.number` is always 0, `page.size` the batch ' +
          'size asked for and `page.totalElements` every unconfirmed order of the queue, this batch included.',
        params: QueueParams,
        querystring: QueueQuery,
        response: {
          200: Type.Union([
            Type.Object({
              _embedded: Type.Object({ [LIST_KEY]: Type.Array(OrderSchema) }),
              page: QueuePage,
              _links: Type.Record(Type.String(), Type.Object({ href: Type.String() })),
            }),
            Type.Array(OrderSchema),
          ]),
        },
      },
    },
    async (request, reply) => {
      const status = queueStatus(request.params.status);
      const batch = await pollQueue(request.ctx, status, request.query.size);
      if (batch.batchId) reply.header('x-queue-batch-id', batch.batchId);
      if (!wantsHal(request)) return reply.type(JSON_TYPE).send(batch.orders);
      const size = request.query.size ?? DEFAULT_QUEUE_BATCH;
      return reply.type(HAL).send({
        _embedded: { [LIST_KEY]: batch.orders },
        page: { size, totalElements: batch.waiting, totalPages: Math.ceil(batch.waiting / size), number: 0 },
        _links: selfLink(base, `/integration/orders/queue/${status}`),
      });
    },
  );

  app.delete(
    '/integration/orders/queue/:status',
    {
      config: { scope: 'order:edit' },
      schema: {
        operationId: 'confirmOrderQueue',
        tags,
        summary:
          'Confirms queued orders: the ids in the body, the batch `batchId`, or the batch handed out last',
        params: QueueParams,
        querystring: ConfirmQuery,
        // An empty DELETE arrives as a null body.
        body: Type.Optional(Type.Union([ConfirmBody, Type.Null()])),
        response: { 200: ConfirmedSchema },
      },
    },
    async (request) =>
      confirmQueue(request.ctx, queueStatus(request.params.status), {
        ...(request.body ? { orderIds: request.body } : {}),
        ...(request.query.batchId ? { batchId: request.query.batchId } : {}),
      }),
  );

  app.put(
    '/integration/orders/paid/:orderId',
    {
      config: { scope: 'order:edit' },
      schema: {
        operationId: 'markOrderPaid',
        tags,
        summary: 'Marks an order paid, on the channel too',
        params: OrderIdParams,
        body: Type.Optional(PaidSchema),
        response: { 200: OrderSchema },
      },
    },
    async (request) => markPaid(request.ctx, request.params.orderId, request.body ?? {}),
  );

  app.put(
    '/integration/orders/invoiced/:orderId',
    {
      config: { scope: 'invoice:issue' },
      schema: {
        operationId: 'markOrderInvoiced',
        tags,
        summary: 'Attaches the invoice and marks the order invoiced, on the channel too',
        params: OrderIdParams,
        body: InvoiceSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => markInvoiced(request.ctx, request.params.orderId, request.body),
  );

  app.put(
    '/integration/orders/invoiced/:orderId/cancel',
    {
      config: { scope: 'invoice:cancel' },
      schema: {
        operationId: 'cancelOrderInvoice',
        tags,
        summary: "Cancels an invoiced order's invoice, on the channel too; the order is PAID again",
        description:
          'Only an INVOICED order; 409 invalid-order-transition otherwise. The canceled invoice stays on the ' +
          'order with `canceledAt` and `cancelReason` until another is attached with `PUT /integration/orders/invoiced/{orderId}`. ' +
          'Repeating the call answers the order unchanged.',
        params: OrderIdParams,
        body: InvoiceCancelSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => cancelInvoice(request.ctx, request.params.orderId, request.body.reason),
  );

  app.put(
    '/integration/orders/:orderId/tracking',
    {
      config: { scope: 'order:edit' },
      schema: {
        operationId: 'setOrderTracking',
        tags,
        summary: "Sets the carrier's tracking of a parcel the seller sent",
        description: trackingDescription,
        params: OrderIdParams,
        body: TrackingSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => setTracking(request.ctx, request.params.orderId, request.body),
  );

  app.put(
    '/integration/orders/cancel/:orderId',
    {
      config: { scope: 'order:cancel' },
      schema: {
        operationId: 'cancelOrder',
        tags,
        summary: 'Cancels an order on the channel and releases its stock',
        params: OrderIdParams,
        body: CancelSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => cancelOrder(request.ctx, request.params.orderId, request.body),
  );

  app.post(
    '/integration/sandbox/orders',
    {
      config: { scope: 'order:edit' },
      schema: {
        operationId: 'createSandboxOrder',
        tags,
        summary: 'Creates an order on a sandbox channel (sandbox sellers only)',
        description:
          'The channel profile fills what the body leaves out (commission, fees, escrow…). 201 with the order; 200 with the stored one when `marketplaceOrderId` repeats. A channel that splits orders answers the first part.',
        body: SandboxOrderSchema,
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await createSandboxOrder(request.ctx, sandboxInput(request.body));
      return reply
        .code(created ? 201 : 200)
        .header('location', `${base}/integration/orders/${encodeURIComponent(order.id)}`)
        .send(order);
    },
  );

  app.put(
    '/integration/sandbox/orders/:orderId/status',
    {
      config: { scope: 'order:edit' },
      schema: {
        operationId: 'reportSandboxOrderStatus',
        tags,
        summary:
          'Plays the sandbox channel reporting shipped, delivered, concluded, returned or a delivery exception',
        params: OrderIdParams,
        body: ChannelStatusSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      reportSandboxStatus(request.ctx, request.params.orderId, request.body.status as ChannelStatus),
  );
}
