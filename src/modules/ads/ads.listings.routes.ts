import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PlatformParams } from './ads.schemas.ts';
import { ignoreListing, linkListing, listListings, requestExistingItems } from './ads.listings.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const ListingSchema = Type.Object({
  id: Type.String(),
  platform: Type.String(),
  channelItemId: Type.String(),
  variationId: Nullable(Type.String()),
  title: Type.String(),
  channelStatus: Type.String(),
  price: Type.Union([Type.Number(), Type.Null()]),
  stock: Type.Union([Type.Integer(), Type.Null()]),
  permalink: Nullable(Type.String()),
  sellerSku: Nullable(Type.String()),
  gtin: Nullable(Type.String()),
  state: Type.Union([Type.Literal('UNMATCHED'), Type.Literal('LINKED'), Type.Literal('IGNORED')]),
  reason: Nullable(Type.String()),
  adId: Nullable(Type.String()),
  skuId: Nullable(Type.String()),
  seenAt: Type.String({ format: 'date-time' }),
});

const ListingParams = Type.Intersect([
  PlatformParams,
  Type.Object({ id: Type.String({ pattern: '^lst_[A-Za-z0-9_-]{1,60}$' }) }),
]);

/**
 * The web admin's view of the items a seller already had on a channel: read them again, list them by
 * state, link one to a SKU or leave it alone.
 */
export async function adsListingsBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bff marketplaces'];
  const base = '/bffweb/marketplaces/:platform/existing-items';

  app.get(
    base,
    {
      schema: {
        operationId: 'bffListExistingItems',
        tags,
        summary: 'Items the seller already had on the channel, by state (UNMATCHED by default)',
        params: PlatformParams,
        querystring: Type.Object({
          state: Type.Optional(
            Type.Union([Type.Literal('UNMATCHED'), Type.Literal('LINKED'), Type.Literal('IGNORED')]),
          ),
        }),
        response: { 200: Type.Object({ items: Type.Array(ListingSchema) }) },
      },
    },
    async (request) => listListings(request.ctx, request.params.platform, request.query.state ?? 'UNMATCHED'),
  );
  app.post(
    `${base}/import`,
    {
      schema: {
        operationId: 'bffImportExistingItems',
        tags,
        summary: "Reads the account's items on the channel again and links those that match a SKU",
        params: PlatformParams,
        response: { 202: Type.Object({ queued: Type.Boolean() }) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestExistingItems(request.ctx, request.params.platform)),
  );
  app.post(
    `${base}/:id/link`,
    {
      schema: {
        operationId: 'bffLinkExistingItem',
        tags,
        summary: 'Links the item to a SKU as its ad, without publishing or changing the item',
        description: "The SKU is named by `skuId` or by the seller's own `sku` code.",
        params: ListingParams,
        body: Type.Object(
          {
            skuId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
            sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ListingSchema },
      },
    },
    async (request) => linkListing(request.ctx, request.params.platform, request.params.id, request.body),
  );
  app.post(
    `${base}/:id/ignore`,
    {
      schema: {
        operationId: 'bffIgnoreExistingItem',
        tags,
        summary: 'Leaves the item alone: it stays on the channel, not linked to any SKU',
        params: ListingParams,
        response: { 200: ListingSchema },
      },
    },
    async (request) => ignoreListing(request.ctx, request.params.platform, request.params.id),
  );
}
