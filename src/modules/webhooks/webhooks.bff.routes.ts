import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, parsePaging, sendPage } from '../../platform/http/hal.ts';
import {
  MissedNotificationSchema,
  MissedQuery,
  ResendResultSchema,
  ResendSchema,
} from './webhooks.schemas.ts';
import { listMissed, resendMissed } from './webhooks.service.ts';

const LIST_KEY = 'missedNotificationApiDTOList';

/**
 * Missed notifications for the web admin (session cookie + CSRF, or a token with `bffweb:webhooks`):
 * the same schemas and service calls as `/integration/notifications/missed`, which a session cannot call.
 */
export async function webhooksBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['webhooks'];

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
    async (request, reply) => {
      const { page, size, sort, ...filter } = request.query;
      const paging = parsePaging({ page, size, sort });
      const result = await listMissed(request.ctx, filter, paging);
      return sendPage(request, reply, rt.config.publicUrl, LIST_KEY, paging, result);
    },
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
