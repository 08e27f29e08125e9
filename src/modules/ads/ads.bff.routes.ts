import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, SortedPagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import {
  AdChangesSchema,
  AdGroupSchema,
  AdIdsSchema,
  OptionSchema,
  AdSchema,
  AdSearchSchema,
  AdUpdateSchema,
  CreateAdSchema,
  IdParams,
  ListingTypeMovesSchema,
  PlatformParams,
} from './ads.schemas.ts';
import { bulkEdit, createAd, deleteUnlistedAd, setUpdateOptions, syncAds, updateAd } from './ads.service.ts';
import { adGroup, adsOfSku, adSortFields, getAd, searchAds } from './ads.queries.ts';
import { AdSummarySchema } from '../catalog/index.ts';
import { created } from '../../platform/http/handlers.ts';
import { adListingTypeMoves, changeAdListingType, closeAdItem } from './ads.lifecycle.ts';

/** The web admin's ads under /bffweb/ads. */
export async function adsBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bff ads'];

  app.post(
    '/bffweb/ads',
    {
      schema: {
        operationId: 'bffCreateAd',
        tags,
        summary: "Publish a variation on a connected platform (copies the variation's EANs, title, images…)",
        body: CreateAdSchema,
        response: { 201: AdSchema },
      },
    },
    created(createAd),
  );
  app.get(
    '/bffweb/ads/of-sku/:skuId',
    {
      schema: {
        operationId: 'bffAdsOfSku',
        tags,
        summary:
          "A SKU's ads with their prices, each saying whether it follows the SKU's price or keeps its own",
        params: Type.Object({ skuId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Type.Object({ skuId: Type.String(), ads: Type.Array(AdSummarySchema) }) },
      },
    },
    async (request) => adsOfSku(request.ctx, request.params.skuId),
  );
  app.put(
    '/bffweb/ads/bulk-edit',
    {
      schema: {
        operationId: 'bffBulkEditAds',
        tags,
        summary: 'The same changes on many ads, all or nothing',
        body: Type.Object({
          adIds: Type.Array(Type.String(), { minItems: 1, maxItems: 1000 }),
          changes: AdChangesSchema,
        }),
        response: { 202: AdIdsSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await bulkEdit(request.ctx, request.body.adIds, request.body.changes)),
  );
  app.put(
    '/bffweb/ads/update/updateOptions',
    {
      schema: {
        operationId: 'bffSetAdUpdateOptions',
        tags,
        summary: 'Enable or disable updateOptions; enabling copies nothing (use sync)',
        body: Type.Object({
          adIds: Type.Array(Type.String(), { minItems: 1, maxItems: 5000 }),
          eventOptions: Type.Array(OptionSchema, { maxItems: 50 }),
          action: Type.Union([Type.Literal('ENABLE'), Type.Literal('DISABLE')]),
        }),
        description: 'Answers 202 with the array of the adIds processed; ids of other sellers are left out.',
        response: { 202: Type.Array(Type.String()) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await setUpdateOptions(
            request.ctx,
            request.body.adIds,
            request.body.eventOptions,
            request.body.action,
          ),
        ),
  );
  app.post(
    '/bffweb/ads/sync',
    {
      schema: {
        operationId: 'bffSyncAds',
        tags,
        summary: "Re-emit the product's values to these ads for the given options",
        body: Type.Object({
          adIds: Type.Array(Type.String(), { minItems: 1, maxItems: 5000 }),
          eventOptions: Type.Optional(Type.Array(OptionSchema, { maxItems: 50 })),
        }),
        response: { 202: AdIdsSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await syncAds(request.ctx, request.body.adIds, request.body.eventOptions ?? [])),
  );
  app.post(
    '/bffweb/ads/list/search/:platform',
    {
      schema: {
        operationId: 'bffSearchAds',
        tags,
        summary: 'Ads of a platform with filters (status, any EAN, sku, channel errors)',
        params: PlatformParams,
        querystring: SortedPagingQuery(adSortFields),
        body: Type.Optional(AdSearchSchema),
        response: { 200: PagedSchema('adApiDTOList', AdSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, adSortFields);
      const result = await searchAds(request.ctx, request.params.platform, request.body ?? {}, paging);
      return sendPage(request, reply, rt.config.publicUrl, 'adApiDTOList', paging, result);
    },
  );
  app.get(
    '/bffweb/ads/:id',
    { schema: { operationId: 'bffGetAd', tags, params: IdParams, response: { 200: AdSchema } } },
    async (request) => getAd(request.ctx, request.params.id),
  );
  app.put(
    '/bffweb/ads/:id',
    {
      schema: {
        operationId: 'bffUpdateAd',
        tags,
        summary: 'Change an ad (EAN list rules apply)',
        description:
          'Saving an ad its channel refused (channel status ERROR) sends it to the channel again, even unchanged (ADS-111).',
        params: IdParams,
        body: AdUpdateSchema,
        response: { 200: AdSchema },
      },
    },
    async (request) => updateAd(request.ctx, request.params.id, request.body),
  );
  app.delete(
    '/bffweb/ads/:id',
    {
      schema: {
        operationId: 'bffDeleteUnlistedAd',
        tags,
        summary: 'Delete an ad that never made it to its channel (a refused listing), to list it again',
        description: '204 when deleted; 409 for an ad with an item on its channel (close it instead).',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteUnlistedAd(request.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/bffweb/ads/:id/close',
    {
      schema: {
        operationId: 'bffCloseAdItem',
        tags,
        summary: "Close the ad's item on its channel for good (the ad becomes INACTIVE)",
        description:
          "A closed item never sells again: only a relist, a new item, does. An ad that is a variation of a channel item removes that variation. The channel's refusal answers 422 in its words.",
        params: IdParams,
        response: { 200: AdSchema },
      },
    },
    async (request) => closeAdItem(request.ctx, request.params.id),
  );
  app.get(
    '/bffweb/ads/:id/listing-type',
    {
      schema: {
        operationId: 'bffAdListingTypeMoves',
        tags,
        summary: "The ad's listing type and the ones its item may move to now, as the channel answers",
        description:
          "Mercado Livre: the item's available upgrades and downgrades (none once its type was changed). 422 for an ad with no item yet, or whose channel has no listing types; the channel's refusal answers 422 channel-refused in its words.",
        params: IdParams,
        response: { 200: ListingTypeMovesSchema },
      },
    },
    async (request) => adListingTypeMoves(request.ctx, request.params.id),
  );
  app.post(
    '/bffweb/ads/:id/listing-type',
    {
      schema: {
        operationId: 'bffChangeAdListingType',
        tags,
        summary: "Move the ad's item to another listing type (Mercado Livre: once per item)",
        description:
          "One of the moves GET /bffweb/ads/{id}/listing-type answers; the channel's refusal (a type it does not offer the item, a second change) answers 422 channel-refused with the channel's own text as detail.",
        params: IdParams,
        body: Type.Object({ listingType: Type.String({ pattern: '^[a-z_]{1,40}$' }) }),
        response: { 200: AdSchema },
      },
    },
    async (request) => changeAdListingType(request.ctx, request.params.id, request.body.listingType),
  );
  app.get(
    '/bffweb/ads/:id/group',
    { schema: { operationId: 'bffGetAdGroup', tags, params: IdParams, response: { 200: AdGroupSchema } } },
    async (request) => adGroup(request.ctx, request.params.id),
  );
}
