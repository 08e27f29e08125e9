import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sharedPromotionRoutes } from './promotions.routes.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import { PromotionIdParams, PromotionSkuSchema } from './promotions.schemas.ts';
import { promotionEffect } from './promotions.effect.ts';

const SKU_LIST_KEY = 'promotionSkuList';

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
}
