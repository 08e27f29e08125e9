import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { connectorFor } from '../marketplaces.service.ts';
import { MERCADO_LIVRE, type MercadoLivreConnector } from './ml.connector.ts';
import { readCookie } from '../../../platform/auth/sessions.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import { callbackPath, CONNECT_COOKIE, ConnectFailed, finishConnect } from './ml.connect.ts';
import { acceptNotification, admitNotification } from './ml.notifications.ts';

/** A Mercado Livre id as it comes in a notification: a number or its digits. */
const channelId = Type.Union([
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ pattern: '^[0-9]{1,16}$' }),
]);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a refused callback shows in the seller's browser (it came from Mercado Livre, not from the admin). */
const failurePage = (message: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Mercado Livre não conectado</title></head>
<body><main><h1>Mercado Livre não conectado</h1><p>${escapeHtml(message)}</p>
<p><a href="/marketplaces">Voltar aos marketplaces</a></p></main></body></html>`;

/**
 * What Mercado Livre itself calls: its notifications (the app's callback URL) and the seller's return
 * from the consent page (the app's redirect URL). The web admin's routes are in ml.bff.routes.ts.
 */
export async function mercadoLivreChannelRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const connector = () => connectorFor(rt, MERCADO_LIVRE) as MercadoLivreConnector;

  app.post(
    '/channels/mercadolivre/notifications',
    {
      schema: {
        operationId: 'mercadoLivreNotification',
        tags: ['channels'],
        summary:
          "Mercado Livre's notifications (the app's callback URL): answered at once, the resource fetched by a job",
        body: Type.Object({
          resource: Type.String({ maxLength: 300 }),
          // Real user ids exceed 2^31 (3671163614): the bound is the largest integer JSON carries exactly.
          user_id: channelId,
          topic: Type.String({ maxLength: 60 }),
          application_id: channelId,
          // The notification's own id: the channel's retries of one notification repeat it.
          _id: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
    },
    async (request, reply) => {
      const { resource, user_id: userId, topic, application_id: applicationId, _id: id } = request.body;
      // Only notifications for Feira's own application: another app's (or a forger's) are refused.
      if (String(applicationId) !== rt.config.mercadoLivre.clientId)
        throw new DomainError('forbidden', "application_id: not this service's Mercado Livre application", {
          field: 'application_id',
        });
      const notification = { userId: String(userId), topic, resource, address: request.ip };
      const admission = admitNotification(rt, { ...notification, id });
      if (!admission.ok) {
        reply.header('Retry-After', String(admission.retryAfterSeconds));
        throw new DomainError('rate-limited', admission.reason);
      }
      if (!admission.duplicate) {
        try {
          await acceptNotification(rt, notification);
        } catch (error) {
          // Not queued: the channel's retry of this notification must be taken, not dropped as a repeat.
          admission.release();
          throw error;
        }
      }
      return reply.code(200).send({});
    },
  );

  app.get(
    callbackPath,
    {
      schema: {
        operationId: 'mercadoLivreCallback',
        tags: ['channels'],
        summary: 'Where Mercado Livre sends the seller back after consent (the app’s redirect URL)',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 500 })),
          state: Type.Optional(Type.String({ maxLength: 500 })),
          error: Type.Optional(Type.String({ maxLength: 500 })),
        }),
      },
    },
    async (request, reply) => {
      try {
        const browserKey = readCookie(request.headers.cookie, CONNECT_COOKIE);
        await finishConnect(rt, connector(), { ...request.query, browserKey });
      } catch (error) {
        if (!(error instanceof ConnectFailed)) throw error;
        return reply.code(400).type('text/html; charset=utf-8').send(failurePage(error.message));
      }
      // Used up like its state (a refused callback leaves it: it may be another browser's forgery).
      reply.header(
        'Set-Cookie',
        `${CONNECT_COOKIE}=; Path=${callbackPath}; HttpOnly; SameSite=Lax; Max-Age=0`,
      );
      return reply.redirect('/marketplaces?connected=MERCADO_LIVRE', 302);
    },
  );
}
