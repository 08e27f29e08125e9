import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { EntitySchema, sendCachedEntity, sendEntity } from '../../platform/http/hal.ts';
import {
  ProductInputSchema,
  ProductSchema,
  SkuResolutionSchema,
  VariationPatchSchema,
  VariationSchema,
  WriteAcceptedSchema,
} from './catalog.schemas.ts';
import { createProduct, patchVariation } from './catalog.service.ts';
import { replaceProduct } from './catalog.replace.ts';
import { getProduct, getProductBySkuId, getVariation, resolveSku } from './catalog.reads.ts';
import { catalogBffRoutes } from './catalog.bff.routes.ts';

const EDIT = { scope: 'product:edit' };
const tags = ['products'];
const ProductIdParams = Type.Object({
  productId: Type.String({ minLength: 1, description: 'externalId, URL-encoded' }),
});
const SkuIdParams = Type.Object({ skuId: Type.String({ minLength: 1 }) });

export async function catalogRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const productPath = (id: string) => `/integration/products/${encodeURIComponent(id)}`;
  const productLinks = (id: string) => ({ self: { href: base + productPath(id) } });

  app.post(
    '/integration/products',
    {
      config: EDIT,
      schema: {
        operationId: 'createProduct',
        tags,
        summary: 'Create a product with its variations',
        description:
          'Answers 202 with the generated skuIds. The productId is your externalId (unique per seller); ' +
          'POST of an existing one is 409 product-already-exists: use PUT to replace.',
        body: ProductInputSchema,
        response: { 202: WriteAcceptedSchema },
      },
    },
    async (request, reply) => {
      const result = await createProduct(request.ctx, request.body);
      return reply
        .code(202)
        .header('Location', base + productPath(result.productId))
        .send(result);
    },
  );

  app.put(
    '/integration/products/:productId',
    {
      config: EDIT,
      schema: {
        operationId: 'replaceProduct',
        tags,
        summary: 'Replace a product (full update)',
        description:
          'Variations are matched by skuId. A variation without skuId is recreated from the body alone (it keeps ' +
          'its skuId when its sku matches, but secondary EANs are lost); stored variations absent from the body are removed.',
        params: ProductIdParams,
        body: ProductInputSchema,
        response: { 202: WriteAcceptedSchema },
      },
    },
    async (request, reply) => {
      const result = await replaceProduct(request.ctx, request.params.productId, request.body);
      return reply
        .code(202)
        .header('Location', base + productPath(result.productId))
        .send(result);
    },
  );

  app.patch(
    '/integration/products/variations/:skuId',
    {
      config: EDIT,
      schema: {
        operationId: 'patchVariation',
        tags,
        summary: 'Change some fields of one variation',
        description: '409 ean-patch-conflict when an EAN already belongs to another variation of the seller.',
        params: SkuIdParams,
        body: VariationPatchSchema,
        response: { 202: WriteAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await patchVariation(request.ctx, request.params.skuId, request.body)),
  );

  app.get(
    '/integration/products/:productId',
    {
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'A product with its variations',
        params: ProductIdParams,
        response: { 200: EntitySchema(ProductSchema) },
      },
    },
    async (request, reply) => {
      const product = await getProduct(request.ctx, request.params.productId);
      return sendCachedEntity(request, reply, product, () => productLinks(product.productId));
    },
  );

  app.get(
    '/integration/products/v2/bySkuId/:skuId',
    {
      schema: {
        operationId: 'getProductBySkuId',
        tags,
        summary: 'The product holding a variation, by skuId',
        params: SkuIdParams,
        response: { 200: EntitySchema(ProductSchema) },
      },
    },
    async (request, reply) => {
      const product = await getProductBySkuId(request.ctx, request.params.skuId);
      return sendCachedEntity(request, reply, product, () => productLinks(product.productId));
    },
  );

  app.get(
    '/integration/products/variations/:skuId',
    {
      schema: {
        operationId: 'getVariation',
        tags,
        summary: 'One variation, by skuId',
        params: SkuIdParams,
        response: { 200: EntitySchema(VariationSchema) },
      },
    },
    async (request, reply) => {
      const variation = await getVariation(request.ctx, request.params.skuId);
      return sendEntity(request, reply, base, variation, {
        self: { href: `${base}/integration/products/variations/${encodeURIComponent(request.params.skuId)}` },
        product: { href: base + productPath(String(variation.productId)) },
      });
    },
  );

  app.get(
    '/integration/skus/by-sku',
    {
      schema: {
        operationId: 'resolveSku',
        tags: ['skus'],
        summary: "Resolve the seller's sku to its skuId and productId",
        description: 'Cached for up to 5 minutes.',
        querystring: Type.Object({ sku: Type.String({ minLength: 1 }) }),
        response: { 200: SkuResolutionSchema },
      },
    },
    async (request) => resolveSku(request.ctx, request.query.sku),
  );

  await catalogBffRoutes(fastify);
}
