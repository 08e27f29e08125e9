import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { connectorFor } from '../marketplaces.service.ts';
import { MERCADO_LIVRE, type MercadoLivreConnector } from './ml.connector.ts';
import { readCookie } from '../../../platform/auth/sessions.ts';
import { callbackPath, CONNECT_COOKIE, ConnectFailed, finishConnect } from './ml.connect.ts';
import { acceptNotification } from './ml.notifications.ts';

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
          user_id: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^[0-9]{1,20}$' })]),
          topic: Type.String({ maxLength: 60 }),
        }),
      },
    },
    async (request, reply) => {
      const { resource, user_id: userId, topic } = request.body;
      await acceptNotification(rt, { userId: String(userId), topic, resource });
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
