import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.ts';
import { sharedPriceRoutes } from './prices.routes.ts';

/** The web admin's prices under /bffweb/prices: the partners' routes, changes recorded as ADMIN's. */
export async function pricesBffRoutes(app: FastifyInstance, rt: Runtime): Promise<void> {
  await sharedPriceRoutes(app, rt, '/bffweb/prices', 'ADMIN');
}
