import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery, pageOfArray, parsePaging, sendPage } from '../../platform/http/hal.ts';
import { listAccounts } from './accounts.service.ts';
import { platforms } from './channels.ts';
import { AccountSchema, PlatformSchema } from './marketplaces.schemas.ts';

/** The partners' marketplaces API under /integration; the web admin's is in marketplaces.bff.routes.ts. */
export async function marketplacesRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;

  app.get(
    '/integration/platforms',
    {
      schema: {
        operationId: 'listPlatforms',
        tags: ['platforms'],
        summary: 'Platforms the service publishes to, with the ad fields each one publishes',
        response: { 200: Type.Array(PlatformSchema) },
      },
    },
    async () => platforms().map((p) => ({ platform: p.platform, name: p.name, publishes: [...p.publishes] })),
  );

  app.get(
    '/integration/marketplaces',
    {
      schema: {
        operationId: 'listMarketplaces',
        tags: ['marketplaces'],
        summary: "The seller's marketplace accounts: where its ads can be published",
        querystring: PagingQuery,
        response: { 200: PagedSchema('marketplaceApiDTOList', Type.Omit(AccountSchema, ['settings'])) },
      },
    },
    async (request, reply) => {
      const accounts = (await listAccounts(request.ctx)).map(
        ({ settings: _settings, ...account }) => account,
      );
      const paging = parsePaging(request.query);
      return sendPage(request, reply, base, 'marketplaceApiDTOList', paging, pageOfArray(accounts, paging));
    },
  );
}
