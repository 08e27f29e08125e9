import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import {
  EntitySchema,
  PagedSchema,
  PagingQuery,
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
const ROOT = '/integration/promotions';

/** Spec 4.2: HAL+JSON promotions; writes need `promotion:edit`. */
export async function promotionsRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const path = (id: string) => `${ROOT}/${encodeURIComponent(id)}`;
  const links = (id: string) => ({
    self: { href: base + path(id) },
    clone: { href: `${base}${path(id)}/clone` },
  });
  const Entity = EntitySchema(PromotionSchema);
  const Page = PagedSchema(PROMOTION_LIST_KEY, PromotionSchema);
  const sortable = `page, size and sort (${promotionSortFields.join(', ')}; newest first by default) in the query`;

  app.post(
    ROOT,
    {
      config: EDIT,
      schema: {
        operationId: 'createPromotion',
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
    `${ROOT}/list/all`,
    {
      schema: {
        operationId: 'listPromotions',
        tags,
        summary: `Paged list of the seller's promotions (HAL ${PROMOTION_LIST_KEY})`,
        description: sortable,
        querystring: PagingQuery,
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
    `${ROOT}/list/search`,
    {
      schema: {
        operationId: 'searchPromotions',
        tags,
        summary: `Paged search by status, dates, ruleType and marketplace (HAL ${PROMOTION_LIST_KEY})`,
        description: `Filters in the body; ${sortable}.`,
        querystring: PagingQuery,
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
    `${ROOT}/list/search/ids`,
    {
      schema: {
        operationId: 'searchPromotionIds',
        tags,
        summary: 'The same search, answering every matching id (newest first)',
        body: Type.Optional(PromotionSearchSchema),
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async (request) => searchPromotionIds(request.ctx, request.body ?? {}),
  );

  app.put(
    `${ROOT}/activate`,
    {
      config: EDIT,
      schema: {
        operationId: 'activatePromotions',
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
    `${ROOT}/finish`,
    {
      config: EDIT,
      schema: {
        operationId: 'finishPromotions',
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
    `${ROOT}/update/:promotionId`,
    {
      config: EDIT,
      schema: {
        operationId: 'updatePromotion',
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
    `${ROOT}/:promotionId`,
    {
      schema: {
        operationId: 'getPromotion',
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
    `${ROOT}/:promotionId`,
    {
      config: EDIT,
      schema: {
        operationId: 'deletePromotion',
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
    `${ROOT}/:promotionId/clone`,
    {
      config: EDIT,
      schema: {
        operationId: 'clonePromotion',
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
