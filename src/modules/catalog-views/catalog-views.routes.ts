import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, SortedPagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import { ProductSchema, ProductSearchSchema, productSortFields } from '../catalog/index.ts';
import { searchProductViews } from './catalog-views.service.ts';

/** The integration API's product search: a catalog route, here because one filter reads the ads. */
export async function catalogViewsRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/integration/products/list/search',
    {
      schema: {
        operationId: 'searchProducts',
        tags: ['products'],
        summary: 'Paged product search (HAL productApiDTOList)',
        description: `Filters in the body; page, size and sort (${productSortFields.join(', ')}) in the query.`,
        querystring: SortedPagingQuery(productSortFields),
        body: Type.Optional(ProductSearchSchema),
        response: { 200: PagedSchema('productApiDTOList', ProductSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, productSortFields);
      const result = await searchProductViews(request.ctx, request.body ?? {}, paging);
      return sendPage(request, reply, rt.config.publicUrl, 'productApiDTOList', paging, result);
    },
  );
}
