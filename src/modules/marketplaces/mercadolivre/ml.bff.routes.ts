import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { callbackPath, CONNECT_COOKIE, CONNECT_COOKIE_SECONDS, startConnect } from './ml.connect.ts';

/** The web admin's Mercado Livre routes under /bffweb; the channel's own callbacks are in ml.channel.routes.ts. */
export async function mercadoLivreBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/marketplaces/MERCADO_LIVRE/connect',
    {
      schema: {
        operationId: 'bffConnectMercadoLivre',
        tags: ['bff marketplaces'],
        summary:
          "Starts connecting a Mercado Livre account: the URL of Mercado Livre's consent page (PKCE), the flow tied to this browser by a cookie",
        response: { 200: Type.Object({ authorizationUrl: Type.String() }) },
      },
    },
    async (request, reply) => {
      const { authorizationUrl, browserKey } = await startConnect(request.ctx);
      const secure =
        rt.config.publicUrl.startsWith('https:') || rt.config.forceHttps || request.protocol === 'https';
      // Lax, so the browser sends it back on Mercado Livre's top-level redirect to the callback.
      reply.header(
        'Set-Cookie',
        `${CONNECT_COOKIE}=${browserKey}; Path=${callbackPath}; HttpOnly; SameSite=Lax; Max-Age=${CONNECT_COOKIE_SECONDS}${secure ? '; Secure' : ''}`,
      );
      return { authorizationUrl };
    },
  );
}
