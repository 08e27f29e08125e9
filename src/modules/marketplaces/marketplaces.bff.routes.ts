import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { getAccount, listAccounts } from './accounts.service.ts';
import { CONSENT_COOKIE, CONSENT_COOKIE_SECONDS, callbackPathOf } from './channels.routes.ts';
import { channelDescriptions, connectAccount, startConsent, updateAccount } from './marketplaces.service.ts';
import { channelCategoryAttributes, searchChannelCategories } from './marketplaces.categories.ts';
import {
  AccountSchema,
  CategoryAttributeSchema,
  ChannelCategorySchema,
  ChannelDescriptionSchema,
  PlatformCode,
  Settings,
} from './marketplaces.schemas.ts';
import { created } from '../../platform/http/handlers.ts';
import type { Runtime } from '../../platform/runtime.ts';

/** The web admin's marketplace accounts under /bffweb/marketplaces. */
export async function marketplacesBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
        summary: 'Platforms a seller can connect, and how each connects (the web admin’s marketplaces page)',
        response: { 200: Type.Array(ChannelDescriptionSchema) },
      },
    },
    async () => channelDescriptions(rt),
  );
  app.post(
    '/bffweb/marketplaces/:platform/connect',
    {
      schema: {
        operationId: 'bffConnectThroughConsent',
        tags: ['bff marketplaces'],
        summary:
          "Starts connecting an account on its marketplace's consent page: the page's URL, the flow tied to this browser by a cookie",
        params: Type.Object({ platform: PlatformCode }),
        response: { 200: Type.Object({ authorizationUrl: Type.String() }) },
      },
    },
    async (request, reply) => {
      const { authorizationUrl, browserKey, slug } = await startConsent(request.ctx, request.params.platform);
      const secure =
        rt.config.publicUrl.startsWith('https:') || rt.config.forceHttps || request.protocol === 'https';
      // Lax, so the browser sends it back on the marketplace's top-level redirect to the callback.
      reply.header(
        'Set-Cookie',
        `${CONSENT_COOKIE}=${browserKey}; Path=${callbackPathOf(slug)}; HttpOnly; SameSite=Lax; Max-Age=${CONSENT_COOKIE_SECONDS}${secure ? '; Secure' : ''}`,
      );
      return { authorizationUrl };
    },
  );
  const accountQuery = {
    accountId: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        "The seller's account on the platform (its id in /bffweb/marketplaces) the channel is asked through",
    }),
  };
  app.get(
    '/bffweb/marketplaces/:platform/categories',
    {
      schema: {
        operationId: 'bffSearchChannelCategories',
        tags: ['bff marketplaces'],
        summary:
          "The channel's categories for the seller's words (q), or its own suggestion for an ad's title (title), best first",
        description:
          '422 for a channel without categories to choose from; the channel’s refusal answers 422 in its words.',
        params: Type.Object({ platform: PlatformCode }),
        querystring: Type.Object({
          ...accountQuery,
          q: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
        }),
        response: { 200: Type.Array(ChannelCategorySchema) },
      },
    },
    async (request) => searchChannelCategories(request.ctx, request.params.platform, request.query),
  );
  app.get(
    '/bffweb/marketplaces/:platform/categories/:categoryId/attributes',
    {
      schema: {
        operationId: 'bffChannelCategoryAttributes',
        tags: ['bff marketplaces'],
        summary: "A channel category's attributes: which are required, and the values the channel lists",
        description: 'An unknown category is the channel’s refusal: 422 in its words.',
        params: Type.Object({
          platform: PlatformCode,
          categoryId: Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,59}$' }),
        }),
        querystring: Type.Object(accountQuery),
        response: { 200: Type.Array(CategoryAttributeSchema) },
      },
    },
    async (request) =>
      channelCategoryAttributes(
        request.ctx,
        request.params.platform,
        request.params.categoryId,
        request.query.accountId,
      ),
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
