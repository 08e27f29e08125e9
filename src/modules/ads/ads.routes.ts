import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { associateByEan } from './ads.association.ts';
import {
  AdGroupSchema,
  AdIdsSchema,
  AdSchema,
  AdStatus,
  CompatibilityInputSchema,
  CompatibilitySchema,
  IdParams,
  PlatformParams,
} from './ads.schemas.ts';
import { setTitleDescription } from './ads.service.ts';
import {
  adGroup,
  adsByOriginSkuIds,
  mapOriginSkuIds,
  obtainOriginSkuIds,
  searchOriginSkuIds,
} from './ads.queries.ts';
import { addCompatibility, listCompatibility, removeCompatibility } from './compatibility.service.ts';

const EDIT = { scope: 'ad:edit' };

/** The partners' ads API under /integration/ads; the web admin's is in ads.bff.routes.ts. */
export async function adsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ads'];

  app.get(
    '/integration/ads/list/byOriginSkuId',
    {
      schema: {
        operationId: 'listAdsByOriginSkuIds',
        tags,
        summary: 'The ads of up to 10 variations',
        description: 'More than 10 originSkuIds is 400.',
        querystring: Type.Object({
          originSkuIds: Type.String({ description: 'Comma-separated skuIds, at most 10' }),
        }),
        response: { 200: Type.Array(AdSchema) },
      },
    },
    async (request) => adsByOriginSkuIds(request.ctx, request.query.originSkuIds.split(',')),
  );
  app.get(
    '/integration/ads/full/:id',
    {
      schema: {
        operationId: 'getAdGroup',
        tags,
        summary: 'AdGroupApiDTO: the group of an ad (parent or child id, URL-encoded)',
        params: IdParams,
        response: { 200: AdGroupSchema },
      },
    },
    async (request) => adGroup(request.ctx, request.params.id),
  );
  app.post(
    '/integration/ads/search/originSkuIds/:platform',
    {
      schema: {
        operationId: 'searchAdOriginSkuIds',
        tags,
        summary: 'originSkuIds whose ads on the platform match',
        params: PlatformParams,
        body: Type.Object({ status: Type.Optional(AdStatus), onlySimple: Type.Optional(Type.Boolean()) }),
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async (request) => searchOriginSkuIds(request.ctx, request.params.platform, request.body),
  );
  app.post(
    '/integration/ads/map/originSkuIds',
    {
      schema: {
        operationId: 'mapAdOriginSkuIds',
        tags,
        summary: 'adId → originSkuId; unknown ids are silently omitted',
        body: Type.Array(Type.String(), { maxItems: 1000 }),
        response: { 200: Type.Record(Type.String(), Type.String()) },
      },
    },
    async (request) => mapOriginSkuIds(request.ctx, request.body),
  );
  app.post(
    '/integration/ads/obtain/originSkuIds',
    {
      schema: {
        operationId: 'obtainChildOriginSkuIds',
        tags,
        summary: 'originSkuIds of the child variations of parent ads',
        body: Type.Array(Type.String(), { maxItems: 1000 }),
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async (request) => obtainOriginSkuIds(request.ctx, request.body),
  );
  app.put(
    '/integration/ads/association/byEan',
    {
      config: EDIT,
      schema: {
        operationId: 'associateAdsByEan',
        tags,
        summary: 'Attach the ads carrying an EAN to the variation carrying it',
        description:
          'Matches any EAN of a list, main or secondary, on the ads and on the variations. The EAN must be a valid ' +
          'GTIN (400 invalid-ean-list); 404 when no variation or no ad carries it, 409 when several variations do, ' +
          'when two ads of one platform do (name one with `adId`) or when the variation already has an ad on that ' +
          'platform. The ads take the variation as origin and its values for the options they follow.',
        body: Type.Object(
          {
            ean: Type.String({ minLength: 1, maxLength: 20 }),
            platform: Type.Optional(
              Type.String({ minLength: 1, maxLength: 40, description: 'Only ads on this platform' }),
            ),
            adId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only this ad' })),
          },
          { additionalProperties: false },
        ),
        response: { 202: Type.Object({ skuId: Type.String(), adIds: Type.Array(Type.String()) }) },
      },
    },
    async (request, reply) => reply.code(202).send(await associateByEan(request.ctx, request.body)),
  );

  app.put(
    '/integration/ads/titledescription/byOriginSkuId/:skuId',
    {
      config: EDIT,
      schema: {
        operationId: 'setAdTitleDescription',
        tags,
        summary: "An ad-specific title and description for a variation's ads",
        description:
          "Takes TITLE (DESCRIPTION) out of the ads' updateOptions, so product changes and the title template no " +
          'longer override them; enabling the option again makes them follow.',
        params: Type.Object({ skuId: Type.String() }),
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
            description: Type.Optional(Type.String({ maxLength: 50_000 })),
            platform: Type.Optional(Type.String({ description: 'Only the ad on this platform' })),
          },
          { minProperties: 1 },
        ),
        response: { 202: AdIdsSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await setTitleDescription(request.ctx, request.params.skuId, request.body)),
  );

  app.get(
    '/integration/ads/:id/compatibilities',
    {
      schema: {
        operationId: 'listAdCompatibility',
        tags: ['compatibility'],
        params: IdParams,
        response: { 200: Type.Array(CompatibilitySchema) },
      },
    },
    async (request) => listCompatibility(request.ctx, request.params.id),
  );
  app.post(
    '/integration/ads/:id/compatibilities',
    {
      config: EDIT,
      schema: {
        operationId: 'addAdCompatibility',
        tags: ['compatibility'],
        summary: 'Add a vehicle (make, model, year range, version) the ad fits',
        params: IdParams,
        body: CompatibilityInputSchema,
        response: { 201: CompatibilitySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addCompatibility(request.ctx, request.params.id, request.body)),
  );
  app.delete(
    '/integration/ads/:id/compatibilities/:entryId',
    {
      config: EDIT,
      schema: {
        operationId: 'removeAdCompatibility',
        tags: ['compatibility'],
        params: Type.Object({ id: Type.String(), entryId: Type.String() }),
      },
    },
    async (request, reply) => {
      await removeCompatibility(request.ctx, request.params.id, request.params.entryId);
      return reply.code(204).send();
    },
  );
}
