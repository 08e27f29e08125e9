import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import { sendMissedPage } from './webhooks.routes.ts';
import {
  DeliveryDetailSchema,
  DeliveryListQuery,
  DeliveryParams,
  DeliverySchema,
  DisableSchema,
  MissedNotificationSchema,
  MissedQuery,
  ResendResultSchema,
  ResendSchema,
  SecretSchema,
  WebhookCreateSchema,
  WebhookCreatedSchema,
  WebhookParams,
  WebhookSchema,
  WebhookUpdateSchema,
} from './webhooks.schemas.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  getWebhookSecret,
  listWebhooks,
  rotateWebhookSecret,
  setWebhookEnabled,
  updateWebhook,
} from './webhooks.service.ts';
import { getDelivery, listDeliveries, redeliver, sendTestEvent } from './delivery/deliveries.ts';
import { resendMissed } from './delivery/missed.ts';
import { created, sendPaged } from '../../platform/http/handlers.ts';

const LIST_KEY = 'missedNotificationApiDTOList';

/**
 * The web admin's webhooks (session cookie + CSRF, or a token with `bffweb:webhooks`): the endpoints,
 * their deliveries, and missed notifications with the same schemas and service calls as
 * `/integration/notifications/missed`, which a session cannot call.
 */
export async function webhooksBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const tags = ['webhooks'];

  app.post(
    '/bffweb/webhooks',
    {
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Register a webhook; the answer carries its signing secret',
        body: WebhookCreateSchema,
        response: { 201: WebhookCreatedSchema },
      },
    },
    created(createWebhook),
  );

  app.get(
    '/bffweb/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        tags,
        querystring: PagingQuery,
        response: { 200: PagedSchema('webhooks', WebhookSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, 'webhooks', (paging) => listWebhooks(request.ctx, paging)),
  );

  app.get(
    '/bffweb/webhooks/:id',
    { schema: { operationId: 'getWebhook', tags, params: WebhookParams, response: { 200: WebhookSchema } } },
    async (request) => getWebhook(request.ctx, request.params.id),
  );

  app.patch(
    '/bffweb/webhooks/:id',
    {
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Change any of urlName, url, token, statuses, domains',
        params: WebhookParams,
        body: WebhookUpdateSchema,
        response: { 200: WebhookSchema },
      },
    },
    async (request) => updateWebhook(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/bffweb/webhooks/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook with its delivery log and missed notifications',
        params: WebhookParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteWebhook(request.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bffweb/webhooks/:id/disable',
    {
      schema: {
        operationId: 'disableWebhook',
        tags,
        summary: 'Stop deliveries; events meanwhile become missed notifications',
        params: WebhookParams,
        body: DisableSchema,
        response: { 200: WebhookSchema },
      },
      // The reason is optional, and so is the body that carries it.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => setWebhookEnabled(request.ctx, request.params.id, false, request.body.reason),
  );

  app.post(
    '/bffweb/webhooks/:id/enable',
    {
      schema: {
        operationId: 'enableWebhook',
        tags,
        params: WebhookParams,
        response: { 200: WebhookSchema },
      },
    },
    async (request) => setWebhookEnabled(request.ctx, request.params.id, true),
  );

  app.get(
    '/bffweb/webhooks/:id/secret',
    {
      schema: {
        operationId: 'getWebhookSecret',
        tags,
        summary: 'The Standard Webhooks signing secret',
        params: WebhookParams,
        response: { 200: SecretSchema },
      },
    },
    async (request) => getWebhookSecret(request.ctx, request.params.id),
  );

  app.post(
    '/bffweb/webhooks/:id/secret/rotate',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'New signing secret; the old one keeps signing beside it for 24 hours',
        params: WebhookParams,
        response: { 200: SecretSchema },
      },
    },
    async (request) => rotateWebhookSecret(request.ctx, request.params.id),
  );

  app.post(
    '/bffweb/webhooks/:id/test',
    {
      schema: {
        operationId: 'sendWebhookTestEvent',
        tags,
        summary: 'Send a WebhookTest event once; its outcome shows in the delivery log',
        params: WebhookParams,
        response: { 202: DeliverySchema },
      },
    },
    async (request, reply) => reply.code(202).send(await sendTestEvent(request.ctx, request.params.id)),
  );

  app.get(
    '/bffweb/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'Delivery log, newest first',
        params: WebhookParams,
        querystring: DeliveryListQuery,
        response: { 200: PagedSchema('deliveries', DeliverySchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query);
      const page = await listDeliveries(
        request.ctx,
        request.params.id,
        { status: request.query.status },
        paging,
      );
      return sendPage(request, reply, base, 'deliveries', paging, page);
    },
  );

  app.get(
    '/bffweb/webhooks/:id/deliveries/:deliveryId',
    {
      schema: {
        operationId: 'getWebhookDelivery',
        tags,
        summary: 'One delivery with every attempt',
        params: DeliveryParams,
        response: { 200: DeliveryDetailSchema },
      },
    },
    async (request) => getDelivery(request.ctx, request.params.id, request.params.deliveryId),
  );

  app.post(
    '/bffweb/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        operationId: 'redeliverWebhookDelivery',
        tags,
        summary: 'Attempt one delivery again now',
        params: DeliveryParams,
        response: { 202: DeliverySchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await redeliver(request.ctx, request.params.id, request.params.deliveryId)),
  );

  app.get(
    '/bffweb/webhooks/missed',
    {
      schema: {
        operationId: 'bffListMissedNotifications',
        tags,
        summary: 'Notifications every attempt failed for, kept 30 days',
        querystring: MissedQuery,
        response: { 200: PagedSchema(LIST_KEY, MissedNotificationSchema) },
      },
    },
    async (request, reply) => sendMissedPage(request, reply, request.query, rt, LIST_KEY),
  );

  app.post(
    '/bffweb/webhooks/missed/resend',
    {
      schema: {
        operationId: 'bffResendMissedNotifications',
        tags,
        summary: 'Send missed notifications again, by ids or by a window of event time',
        body: ResendSchema,
        response: { 202: ResendResultSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await resendMissed(request.ctx, request.body)),
  );
}
