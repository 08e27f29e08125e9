import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, parsePaging, sendPage } from '../../platform/http/hal.ts';
import {
  MissedNotificationSchema,
  MissedQuery,
  ResendResultSchema,
  ResendSchema,
} from './webhooks.schemas.ts';
import { listMissed, resendMissed } from './delivery/missed.ts';

/** Missed notifications as a HAL page under `listKey`: one handler for both surfaces. */
export async function sendMissedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  query: Static<typeof MissedQuery>,
  rt: Runtime,
  listKey: string,
): Promise<FastifyReply> {
  const { page, size, ...filter } = query;
  const paging = parsePaging({ page, size });
  const result = await listMissed(request.ctx, filter, paging);
  return sendPage(request, reply, rt.config.publicUrl, listKey, paging, result);
}

/** The partners' missed notifications under /integration/notifications; the admin is in webhooks.bff.routes.ts. */
export async function webhooksRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/integration/notifications/missed',
    {
      schema: {
        operationId: 'listMissedNotifications',
        tags: ['notifications'],
        summary: 'Webhook notifications every attempt failed for, kept 30 days',
        querystring: MissedQuery,
        response: { 200: PagedSchema('missedNotificationApiDTOList', MissedNotificationSchema) },
      },
    },
    async (request, reply) =>
      sendMissedPage(request, reply, request.query, rt, 'missedNotificationApiDTOList'),
  );

  app.post(
    '/integration/notifications/missed/resend',
    {
      schema: {
        operationId: 'resendMissedNotifications',
        tags: ['notifications'],
        summary: 'Send missed notifications again, by ids or by a window of event time',
        body: ResendSchema,
        response: { 202: ResendResultSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await resendMissed(request.ctx, request.body)),
  );
}
