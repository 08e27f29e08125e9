import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  SkuIdParams,
  StockAcceptedSchema,
  StockDetailSchema,
  StockInputSchema,
  WarehouseStockParams,
} from './stock.schemas.ts';
import { setWarehouseStock } from './stock.routes.ts';
import { getStockDetail } from './stock.service.ts';

const tags = ['bff stock'];

/**
 * A variation's stock on the admin's product page (session cookie + CSRF, or `bffweb:prices`, the
 * "prices and stock" area): per warehouse, reserved and available per platform, and one warehouse's
 * units set by hand. The same service calls as `/integration/stocks/*`.
 */
export async function stockBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/bffweb/prices/stock/:skuId',
    {
      schema: {
        operationId: 'bffGetStockDetail',
        tags,
        summary: 'Stock of a variation per warehouse, reserved, and available per platform',
        params: SkuIdParams,
        response: { 200: StockDetailSchema },
      },
    },
    async (request) => getStockDetail(request.ctx, request.params.skuId),
  );

  app.put(
    '/bffweb/prices/stock/:skuId/warehouses/:warehouseId',
    {
      schema: {
        operationId: 'bffPutWarehouseStock',
        tags,
        summary: 'Set the units on hand of a variation in one warehouse',
        params: WarehouseStockParams,
        body: StockInputSchema,
        response: { 202: StockAcceptedSchema },
      },
    },
    setWarehouseStock,
  );
}
