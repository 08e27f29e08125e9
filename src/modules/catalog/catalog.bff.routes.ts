import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProductInputSchema, WriteAcceptedSchema } from './catalog.schemas.ts';
import { createProduct } from './catalog.service.ts';
import { replaceProduct } from './catalog.replace.ts';
import { skuCodes } from './catalog.queries.ts';
import { created } from '../../platform/http/handlers.ts';

const tags = ['bff catalog'];
const ProductIdParams = Type.Object({ productId: Type.String({ minLength: 1, description: 'externalId' }) });
const SkuCodesInput = Type.Object(
  {
    skuIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 200,
      description: 'Service skuIds, as other pages (price simulations, quotes) show them',
    }),
  },
  { additionalProperties: false },
);
const SkuCodesSchema = Type.Object({
  skus: Type.Array(Type.Object({ skuId: Type.String(), sku: Type.String() })),
});

/**
 * The catalog as the web admin edits it (session cookie + CSRF, or a token with `bffweb:catalog`): the
 * same schemas and service calls as `/integration/products`. Its product reads show ads, prices and
 * stock, so they are catalog-views' routes.
 */
export async function catalogBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/catalog/products',
    {
      schema: {
        operationId: 'bffCreateProduct',
        tags,
        summary: 'Create a product with its variations (EAN list rules apply)',
        body: ProductInputSchema,
        response: { 201: WriteAcceptedSchema },
      },
    },
    created(createProduct),
  );

  app.put(
    '/bffweb/catalog/products/:productId',
    {
      schema: {
        operationId: 'bffReplaceProduct',
        tags,
        summary: 'Replace a product (variations matched by skuId)',
        params: ProductIdParams,
        body: ProductInputSchema,
        response: { 200: WriteAcceptedSchema },
      },
    },
    async (request) => replaceProduct(request.ctx, request.params.productId, request.body),
  );

  app.post(
    '/bffweb/catalog/skus/codes',
    {
      schema: {
        operationId: 'bffSkuCodes',
        tags,
        summary: "The seller's sku code of each skuId (a read; ids the seller does not have are left out)",
        body: SkuCodesInput,
        response: { 200: SkuCodesSchema },
      },
    },
    async (request) => {
      const codes = await skuCodes(request.ctx, request.body.skuIds);
      return { skus: [...codes].map(([skuId, sku]) => ({ skuId, sku })) };
    },
  );
}
