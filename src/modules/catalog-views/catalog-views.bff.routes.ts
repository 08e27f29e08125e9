import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, SortedPagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import { BffProductSchema, ProductSearchSchema, getProduct, productSortFields } from '../catalog/index.ts';
import { searchProductViews, withAds } from './catalog-views.service.ts';

const tags = ['bff catalog'];
const ProductIdParams = Type.Object({ productId: Type.String({ minLength: 1, description: 'externalId' }) });

/**
 * The web admin's product reads (session cookie + CSRF, or a token with `bffweb:catalog`): the catalog's
 * products with each variation's ads, price and stock.
 */
export async function catalogViewsBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/catalog/products/search',
    {
      schema: {
        operationId: 'bffSearchProducts',
        tags,
        summary: 'Paged product search (filters in the body; page, size and sort in the query)',
        querystring: SortedPagingQuery(productSortFields),
        body: Type.Optional(ProductSearchSchema),
        response: { 200: PagedSchema('productApiDTOList', BffProductSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query, productSortFields);
      const result = await searchProductViews(request.ctx, request.body ?? {}, paging);
      const items = await withAds(request.ctx, result.items);
      return sendPage(request, reply, rt.config.publicUrl, 'productApiDTOList', paging, { ...result, items });
    },
  );

  app.get(
    '/bffweb/catalog/products/:productId',
    {
      schema: {
        operationId: 'bffGetProduct',
        tags,
        params: ProductIdParams,
        response: { 200: BffProductSchema },
      },
    },
    // The service's nullable fields leave out of the response as the integration read does (serializer).
    async (request) =>
      (await withAds(request.ctx, [await getProduct(request.ctx, request.params.productId)]))[0],
  );
}
