import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sharedPromotionRoutes } from './promotions.routes.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import {
  PromotionGuardQuery,
  PromotionGuardSchema,
  PromotionIdParams,
  PromotionSkuSchema,
} from './promotions.schemas.ts';
import { promotionEffect, promotionGuard } from './promotions.effect.ts';

const SKU_LIST_KEY = 'promotionSkuList';
const GUARD_LIST_KEY = 'promotionGuardList';

/** The web admin's promotions under /bffweb/promotions, and what a promotion does to prices. */
export async function promotionsBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  await sharedPromotionRoutes(fastify, rt, '/bffweb/promotions');
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The web admin's view of what a promotion does (not part of the Integration API).
  app.get(
    '/bffweb/promotions/:promotionId/skus',
    {
      schema: {
        operationId: 'bffPromotionSkus',
        tags: ['promotions'],
        summary: `The SKUs a promotion prices and at what price, per platform (HAL ${SKU_LIST_KEY})`,
        description:
          'In effect: the SKUs it covers now. Otherwise (INACTIVE, waiting for its start, FINISHED): what it ' +
          'would price if it took effect now (preview: true). Paged by SKU (page, size in the query).',
        params: PromotionIdParams,
        querystring: PagingQuery,
        response: { 200: PagedSchema(SKU_LIST_KEY, PromotionSkuSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query);
      const result = await promotionEffect(request.ctx, request.params.promotionId, paging);
      return sendPage(request, reply, rt.config.publicUrl, SKU_LIST_KEY, paging, result);
    },
  );

  app.get(
    '/bffweb/promotions/:promotionId/guard',
    {
      schema: {
        operationId: 'bffPromotionGuard',
        tags: ['promotions'],
        summary: `What the profit guard makes of a promotion, per SKU and platform (HAL ${GUARD_LIST_KEY})`,
        description:
          'Before it starts, or while it runs: its price stacked over the list price in force, the margin that ' +
          'leaves, the floor, and whether the guard holds the SKU out of the promotion. blocked=true lists only ' +
          'those, and the page total counts them. Paged by SKU.',
        params: PromotionIdParams,
        querystring: PromotionGuardQuery,
        response: { 200: PagedSchema(GUARD_LIST_KEY, PromotionGuardSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query);
      const result = await promotionGuard(
        request.ctx,
        request.params.promotionId,
        paging,
        request.query.blocked,
      );
      return sendPage(request, reply, rt.config.publicUrl, GUARD_LIST_KEY, paging, result);
    },
  );
}
