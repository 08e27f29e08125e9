import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AppSchema,
  AppsQuery,
  ClientIdParams,
  CreateAppSchema,
  CreateSellerSchema,
  CreateUserSchema,
  SellerIdParams,
  SellerSchema,
  UserSchema,
} from './sellers.schemas.ts';
import {
  createApp,
  createSeller,
  createUser,
  disableApp,
  getApp,
  getSeller,
  listApps,
  listSellers,
  revokeAppTokens,
} from './sellers.service.ts';
import { created } from '../../platform/http/handlers.ts';

/** The operators' management API; the authorization hook requires ROLE_ADMIN on /management. */
export async function sellersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['management'];

  app.post(
    '/management/sellers',
    {
      schema: {
        operationId: 'createSeller',
        tags,
        summary: 'Create a seller (a tenant)',
        body: CreateSellerSchema,
        response: { 201: SellerSchema },
      },
    },
    created(createSeller),
  );

  app.get(
    '/management/sellers',
    { schema: { operationId: 'listSellers', tags, response: { 200: Type.Array(SellerSchema) } } },
    async (request) => listSellers(request.ctx),
  );

  app.get(
    '/management/sellers/:id',
    { schema: { operationId: 'getSeller', tags, params: SellerIdParams, response: { 200: SellerSchema } } },
    async (request) => getSeller(request.ctx, request.params.id),
  );

  app.post(
    '/management/sellers/:id/users',
    {
      schema: {
        operationId: 'createSellerUser',
        tags,
        summary: 'Create a web admin login for a seller',
        params: SellerIdParams,
        body: CreateUserSchema,
        response: { 201: UserSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(request.ctx, { ...request.body, sellerId: request.params.id })),
  );

  app.post(
    '/management/apps',
    {
      schema: {
        operationId: 'createApp',
        tags,
        summary: 'Register an OAuth app; the client secret is in this answer only',
        body: CreateAppSchema,
        response: { 201: AppSchema },
      },
    },
    created(createApp),
  );

  app.get(
    '/management/apps',
    {
      schema: {
        operationId: 'listApps',
        tags,
        querystring: AppsQuery,
        response: { 200: Type.Array(AppSchema) },
      },
    },
    async (request) => listApps(request.ctx, request.query),
  );

  app.get(
    '/management/apps/:clientId',
    { schema: { operationId: 'getApp', tags, params: ClientIdParams, response: { 200: AppSchema } } },
    async (request) => getApp(request.ctx, request.params.clientId),
  );

  app.post(
    '/management/apps/:clientId/disable',
    {
      schema: {
        operationId: 'disableApp',
        tags,
        summary: 'Disable an app: it gets no new tokens and the ones it holds stop working at once',
        params: ClientIdParams,
        response: { 200: AppSchema },
      },
    },
    async (request) => disableApp(request.ctx, request.params.clientId),
  );

  app.post(
    '/management/apps/:clientId/revoke-tokens',
    {
      schema: {
        operationId: 'revokeAppTokens',
        tags,
        summary: 'Revoke every access and refresh token of an app at once; it can get new ones',
        params: ClientIdParams,
        response: { 200: AppSchema },
      },
    },
    async (request) => revokeAppTokens(request.ctx, request.params.clientId),
  );
}
