import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  connectAccount,
  getAccount,
  listAccounts,
  platforms,
  updateAccount,
} from './marketplaces.service.ts';
import { mercadoLivreBffRoutes } from './mercadolivre/ml.bff.routes.ts';
import { AccountSchema, PlatformCode, PlatformSchema, Settings } from './marketplaces.schemas.ts';
import { created } from '../../platform/http/handlers.ts';
import type { Runtime } from '../../platform/runtime.ts';

/** The web admin's marketplace accounts under /bffweb/marketplaces. */
export async function marketplacesBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await mercadoLivreBffRoutes(fastify, rt);

  app.get(
    '/bffweb/marketplaces',
    {
      schema: {
        operationId: 'bffListMarketplaces',
        tags: ['bff marketplaces'],
        response: { 200: Type.Array(AccountSchema) },
      },
    },
    async (request) => listAccounts(request.ctx),
  );
  app.get(
    '/bffweb/marketplaces/platforms',
    {
      schema: {
        operationId: 'bffListPlatforms',
        tags: ['bff marketplaces'],
        summary: 'Platforms a seller can connect (the web admin’s connect form)',
        response: { 200: Type.Array(PlatformSchema) },
      },
    },
    async () => platforms().map((p) => ({ platform: p.platform, name: p.name, publishes: [...p.publishes] })),
  );
  app.get(
    '/bffweb/marketplaces/:id',
    {
      schema: {
        operationId: 'bffGetMarketplace',
        tags: ['bff marketplaces'],
        params: Type.Object({ id: Type.String() }),
        response: { 200: AccountSchema },
      },
    },
    async (request) => getAccount(request.ctx, request.params.id),
  );
  app.post(
    '/bffweb/marketplaces',
    {
      schema: {
        operationId: 'bffConnectMarketplace',
        tags: ['bff marketplaces'],
        summary: 'Connect a platform; ads can only be created on a connected platform',
        body: Type.Object({
          platform: PlatformCode,
          accountId: Type.Optional(Type.String({ maxLength: 100 })),
          settings: Type.Optional(Settings),
        }),
        response: { 201: AccountSchema },
      },
    },
    created(connectAccount),
  );
  app.put(
    '/bffweb/marketplaces/:id',
    {
      schema: {
        operationId: 'bffUpdateMarketplace',
        tags: ['bff marketplaces'],
        params: Type.Object({ id: Type.String() }),
        body: Type.Object(
          {
            status: Type.Optional(Type.Union([Type.Literal('CONNECTED'), Type.Literal('DISCONNECTED')])),
            accountId: Type.Optional(Type.String({ maxLength: 100 })),
            settings: Type.Optional(Settings),
          },
          { minProperties: 1 },
        ),
        response: { 200: AccountSchema },
      },
    },
    async (request) => updateAccount(request.ctx, request.params.id, request.body),
  );
}
