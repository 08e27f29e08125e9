import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { startConnect } from './ml.connect.ts';

/** The web admin's Mercado Livre routes under /bffweb; the channel's own callbacks are in ml.channel.routes.ts. */
export async function mercadoLivreBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/marketplaces/MERCADO_LIVRE/connect',
    {
      schema: {
        operationId: 'bffConnectMercadoLivre',
        tags: ['bff marketplaces'],
        summary: "Starts connecting a Mercado Livre account: the URL of Mercado Livre's consent page (PKCE)",
        response: { 200: Type.Object({ authorizationUrl: Type.String() }) },
      },
    },
    async (request) => startConnect(request.ctx),
  );
}
