import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import {
  EntitySchema,
  PagedSchema,
  SortedPagingQuery,
  parsePaging,
  sendEntity,
  sendPage,
} from '../../platform/http/hal.ts';
import {
  PromotionCreateSchema,
  PromotionIdParams,
  PromotionIdsSchema,
  PromotionSchema,
  PromotionSearchSchema,
  PromotionUpdateSchema,
} from './promotions.schemas.ts';
import {
  activatePromotions,
  clonePromotion,
  createPromotion,
  deletePromotion,
  finishPromotions,
  getPromotion,
  promotionSortFields,
  searchPromotionIds,
  searchPromotions,
  updatePromotion,
} from './promotions.service.ts';

const PROMOTION_LIST_KEY = 'promotionApiDTOList';

const EDIT = { scope: 'promotion:edit' };
const tags = ['promotions'];

type Root = '/integration/promotions' | '/bffweb/promotions';

/**
 * The promotions API on both surfaces, one implementation: partners on `/integration/promotions` (writes need
 * `promotion:edit`), the web admin on `/bffweb/promotions` (session cookie + CSRF, or a token with
 * `bffweb:promotions`). A promotion's price changes are recorded as PROMOTION with its id whichever
 * surface moved it; `opId` keeps operationIds unique across the two.
 */
export async function sharedPromotionRoutes(
  fastify: FastifyInstance,
  rt: Runtime,
  root: Root,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const bff = root.startsWith('/bffweb/');
  const opId = (name: string) => (bff ? `bff${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  const write = bff ? {} : { config: EDIT };
  const path = (id: string) => `${root}/${encodeURIComponent(id)}`;
  const links = (id: string) => ({
    self: { href: base + path(id) },
    clone: { href: `${base}${path(id)}/clone` },
  });
  const Entity = EntitySchema(PromotionSchema);
  const Page = PagedSchema(PROMOTION_LIST_KEY, PromotionSchema);
  const sortable = `page, size and sort (${promotionSortFields.join(', ')}; newest first by default) in the query`;

  app.post(
    root,
    {
      ...write,
      schema: {
        operationId: opId('createPromotion'),
        tags,
        summary: 'Create a promotion (201)',
        description:
          'status INACTIVE (default) or ACTIVE (activated at once). An unknown ruleType is 400 listing the allowed ones.',
        body: PromotionCreateSchema,
        response: { 201: Entity },
      },
    },
    async (request, reply) => {
      const promotion = await createPromotion(request.ctx, request.body);
      reply.code(201).header('Location', base + path(promotion.id));
      return sendEntity(request, reply, base, promotion, links(promotion.id));
    },
  );

  app.get(
    `${root}/list/all`,
    {
      schema: {
        operationId: opId('listPromotions'),
        tags,
        summary: `Paged list of the seller's promotions (HAL ${PROMOTION_LIST_KEY})`,
        description: sortable,
        querystring: SortedPagingQuery(promotionSortFields),
        response: { 200: Page },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, promotionSortFields);
      const result = await searchPromotions(request.ctx, {}, paging);
      return sendPage(request, reply, base, PROMOTION_LIST_KEY, paging, result);
    },
  );

  app.post(
    `${root}/list/search`,
    {
      schema: {
        operationId: opId('searchPromotions'),
        tags,
        summary: `Paged search by status, dates, ruleType and marketplace (HAL ${PROMOTION_LIST_KEY})`,
        description: `Filters in the body; ${sortable}.`,
        querystring: SortedPagingQuery(promotionSortFields),
        body: Type.Optional(PromotionSearchSchema),
        response: { 200: Page },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, promotionSortFields);
      const result = await searchPromotions(request.ctx, request.body ?? {}, paging);
      return sendPage(request, reply, base, PROMOTION_LIST_KEY, paging, result);
    },
  );

  app.post(
    `${root}/list/search/ids`,
    {
      schema: {
        operationId: opId('searchPromotionIds'),
        tags,
        summary: 'The same search, answering every matching id (newest first)',
        body: Type.Optional(PromotionSearchSchema),
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async (request) => searchPromotionIds(request.ctx, request.body ?? {}),
  );

  app.put(
    `${root}/activate`,
    {
      ...write,
      schema: {
        operationId: opId('activatePromotions'),
        tags,
        summary: 'Activate promotions (body: JSON array of ids)',
        description:
          'All or none: an unknown id is 404, a FINISHED promotion or one whose endDate has passed 409. Already ' +
          'ACTIVE ones are left as they are. Prices change at once, or at startDate when it is ahead.',
        body: PromotionIdsSchema,
        response: { 200: Type.Array(PromotionSchema) },
      },
    },
    async (request) => activatePromotions(request.ctx, request.body),
  );

  app.put(
    `${root}/finish`,
    {
      ...write,
      schema: {
        operationId: opId('finishPromotions'),
        tags,
        summary: 'Finish promotions (body: JSON array of ids)',
        description:
          'All or none: an unknown id is 404, an INACTIVE promotion 409; FINISHED ones are left as they are. With ' +
          'restorePricesOnAutoFinish the list prices show again; without, the promotional prices are kept.',
        body: PromotionIdsSchema,
        response: { 200: Type.Array(PromotionSchema) },
      },
    },
    async (request) => finishPromotions(request.ctx, request.body),
  );

  app.put(
    `${root}/update/:promotionId`,
    {
      ...write,
      schema: {
        operationId: opId('updatePromotion'),
        tags,
        summary: 'Replace the fields of a promotion',
        description:
          'INACTIVE or ACTIVE (an ACTIVE one reprices at once); FINISHED is 409. Statuses move through activate and finish.',
        params: PromotionIdParams,
        body: PromotionUpdateSchema,
        response: { 200: Entity },
      },
    },
    async (request, reply) => {
      const promotion = await updatePromotion(request.ctx, request.params.promotionId, request.body);
      return sendEntity(request, reply, base, promotion, links(promotion.id));
    },
  );

  app.get(
    `${root}/:promotionId`,
    {
      schema: {
        operationId: opId('getPromotion'),
        tags,
        summary: 'One promotion',
        params: PromotionIdParams,
        response: { 200: Entity },
      },
    },
    async (request, reply) => {
      const promotion = await getPromotion(request.ctx, request.params.promotionId);
      return sendEntity(request, reply, base, promotion, links(promotion.id));
    },
  );

  app.delete(
    `${root}/:promotionId`,
    {
      ...write,
      schema: {
        operationId: opId('deletePromotion'),
        tags,
        summary: 'Remove a promotion that is not running (an ACTIVE one is 409: finish it first)',
        params: PromotionIdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deletePromotion(request.ctx, request.params.promotionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${root}/:promotionId/clone`,
    {
      ...write,
      schema: {
        operationId: opId('clonePromotion'),
        tags,
        summary: 'Copy a promotion: new id, INACTIVE (201)',
        params: PromotionIdParams,
        response: { 201: Entity },
      },
    },
    async (request, reply) => {
      const promotion = await clonePromotion(request.ctx, request.params.promotionId);
      reply.code(201).header('Location', base + path(promotion.id));
      return sendEntity(request, reply, base, promotion, links(promotion.id));
    },
  );
}

/** The partners' promotions under /integration/promotions; the web admin's are in promotions.bff.routes.ts. */
export async function promotionsRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  await sharedPromotionRoutes(fastify, rt, '/integration/promotions');
}
