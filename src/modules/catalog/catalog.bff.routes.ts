import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, SortedPagingQuery, parsePaging, sendPage } from '../../platform/http/hal.ts';
import {
  BffProductSchema,
  ProductInputSchema,
  ProductSearchSchema,
  WriteAcceptedSchema,
} from './catalog.schemas.ts';
import { createProduct } from './catalog.service.ts';
import { replaceProduct } from './catalog.replace.ts';
import { getProduct } from './catalog.reads.ts';
import { skuCodes } from './catalog.queries.ts';
import { productSortFields, searchProducts } from './search.service.ts';
import { adSummariesOfSkus } from '../ads/index.ts';
import { currentPrices } from '../prices/index.ts';
import { stockLevels } from '../stock/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { created } from '../../platform/http/handlers.ts';

type Product = Awaited<ReturnType<typeof getProduct>>;

/**
 * Each variation with its ads, SKU-wide price and stock, so the admin lists what sells where for how
 * much and offers "Anunciar" only elsewhere. Three reads for the whole page, whatever its size.
 */
async function withAds(ctx: Ctx, items: Product[]) {
  const skuIds = items.flatMap((p) => p.variations.map((v) => v.skuId));
  const [ads, prices, stock] = await Promise.all([
    adSummariesOfSkus(ctx, skuIds),
    currentPrices(ctx, skuIds, []),
    stockLevels(ctx, skuIds),
  ]);
  const money = (text: string | null) => (text === null ? null : Number(text));
  const priceOf = (skuId: string) => {
    const own = prices.get(skuId)?.find((p) => p.platform === null);
    return own ? { listPrice: money(own.listPrice), salePrice: money(own.salePrice) } : null;
  };
  return items.map((p) => ({
    ...p,
    variations: p.variations.map((v) => ({
      ...v,
      ads: ads.get(v.skuId) ?? [],
      price: priceOf(v.skuId),
      stock: stock.get(v.skuId) ?? { onHand: 0, available: 0 },
    })),
  })) as unknown as Static<typeof BffProductSchema>[];
}

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
 * The catalog as the web admin reads and edits it (session cookie + CSRF, or a token with
 * `bffweb:catalog`): the same schemas and service calls as `/integration/products`.
 */
export async function catalogBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
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
      const result = await searchProducts(request.ctx, request.body ?? {}, paging);
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
