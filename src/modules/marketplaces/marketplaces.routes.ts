import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery, pageOfArray, parsePaging, sendPage } from '../../platform/http/hal.ts';
import {
  connectAccount,
  getAccount,
  listAccounts,
  platforms,
  updateAccount,
} from './marketplaces.service.ts';
import { mercadoLivreRoutes } from './mercadolivre/ml.routes.ts';

const PlatformCode = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{1,39}$',
  description: 'Platform code, e.g. SANDBOX',
});
const Settings = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), {
  description: 'Channel settings, e.g. {"titleTemplate": "{title} {attr:Cor}"}',
  maxProperties: 50,
});
const AccountSchema = Type.Object({
  id: Type.String(),
  platform: Type.String(),
  accountId: Type.Optional(Type.String()),
  status: Type.Union([
    Type.Literal('CONNECTED'),
    Type.Literal('DISCONNECTED'),
    Type.Literal('NEEDS_ATTENTION'),
  ]),
  statusReason: Type.Optional(Type.String()),
  settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const PlatformSchema = Type.Object({
  platform: Type.String(),
  name: Type.String(),
  publishes: Type.Array(Type.String()),
});

export async function marketplacesRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await mercadoLivreRoutes(fastify, rt);
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
    async (request, reply) => reply.code(201).send(await connectAccount(request.ctx, request.body)),
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
