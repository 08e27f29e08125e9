import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import {
  WarehouseStockParams,
  BufferInputSchema,
  BufferSchema,
  PlatformParams,
  PlatformStockSchema,
  SkuIdParams,
  StockAcceptedSchema,
  StockDetailSchema,
  StockInputSchema,
  StockListSchema,
  StockV2Schema,
} from './stock.schemas.ts';
import {
  getPlatformStock,
  getStock,
  getStockDetail,
  listBuffers,
  putStock,
  putStockList,
  putWarehouseStock,
  setBuffer,
} from './stock.service.ts';

const EDIT = { scope: 'stock:edit' };
const tags = ['stock'];

type WarehouseStockRequest = FastifyRequest<{
  Params: Static<typeof WarehouseStockParams>;
  Body: Static<typeof StockInputSchema>;
}>;

/** Sets one warehouse's units on hand: the same handler on both surfaces. */
export async function setWarehouseStock(request: WarehouseStockRequest, reply: FastifyReply) {
  const { skuId, warehouseId } = request.params;
  return reply.code(202).send(await putWarehouseStock(request.ctx, skuId, warehouseId, request.body.stock));
}

/** Stock: V2 `/integration/stock` (plain JSON) and `/integration/stocks/*`; writes answer 202. */
export async function stockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/integration/stock/:skuId',
    {
      schema: {
        operationId: 'getStock',
        tags,
        summary: 'Units on hand of a SKU (V2, plain JSON)',
        params: SkuIdParams,
        response: { 200: StockV2Schema },
      },
    },
    async (request) => getStock(request.ctx, request.params.skuId),
  );

  app.put(
    '/integration/stock/:skuId',
    {
      config: EDIT,
      schema: {
        operationId: 'putStock',
        tags,
        summary: 'Set the units on hand of a SKU (V2: the DEFAULT warehouse)',
        description:
          'Answers 202 with the stock as stored; every channel gets on hand − reserved − its buffer.',
        params: SkuIdParams,
        body: StockInputSchema,
        response: { 202: StockV2Schema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await putStock(request.ctx, request.params.skuId, request.body.stock)),
  );

  app.put(
    '/integration/stocks/list',
    {
      config: EDIT,
      schema: {
        operationId: 'putStockList',
        tags,
        summary: 'Set many on-hand quantities at once (per SKU and warehouse)',
        description:
          'Every item is checked first: a bad one is 400 naming `[index].field`, an unknown SKU 404; nothing is written.',
        body: StockListSchema,
        response: { 202: StockAcceptedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await putStockList(request.ctx, request.body)),
  );

  app.get(
    '/integration/stocks/buffers',
    {
      schema: {
        operationId: 'listStockBuffers',
        tags,
        summary: 'Safety buffers per platform (for every SKU or one)',
        response: { 200: Type.Array(BufferSchema) },
      },
    },
    async (request) => listBuffers(request.ctx),
  );

  app.put(
    '/integration/stocks/buffers/:platform',
    {
      config: EDIT,
      schema: {
        operationId: 'putStockBuffer',
        tags,
        summary: 'Keep units off a platform so its slow sync cannot oversell',
        description:
          "For one SKU (skuId) or every SKU. A SKU's own buffer beats the platform's; 0 exempts a SKU. Answers 202.",
        params: PlatformParams,
        body: BufferInputSchema,
        response: { 202: BufferSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await setBuffer(request.ctx, request.params.platform, request.body)),
  );

  app.get(
    '/integration/stocks/:skuId',
    {
      schema: {
        operationId: 'getStockDetail',
        tags,
        summary: 'Stock of a SKU per warehouse, reserved, and available per platform',
        params: SkuIdParams,
        response: { 200: StockDetailSchema },
      },
    },
    async (request) => getStockDetail(request.ctx, request.params.skuId),
  );

  app.put(
    '/integration/stocks/:skuId/warehouses/:warehouseId',
    {
      config: EDIT,
      schema: {
        operationId: 'putWarehouseStock',
        tags,
        summary: 'Set the units on hand of a SKU in one warehouse',
        params: WarehouseStockParams,
        body: StockInputSchema,
        response: { 202: StockAcceptedSchema },
      },
    },
    setWarehouseStock,
  );

  app.get(
    '/integration/stocks/:skuId/platforms/:platform',
    {
      schema: {
        operationId: 'getPlatformStock',
        tags,
        summary: 'What one platform may sell of a SKU',
        params: Type.Object({
          skuId: Type.String({ minLength: 1, maxLength: 100 }),
          platform: Type.String({ minLength: 1, maxLength: 40 }),
        }),
        response: { 200: PlatformStockSchema },
      },
    },
    async (request) => getPlatformStock(request.ctx, request.params.skuId, request.params.platform),
  );
}
