import type { FeiraModule } from '../../platform/module.ts';
import { stockRoutes } from './stock.routes.ts';
import { stockBffRoutes } from './stock.bff.routes.ts';

/** Stock per SKU, warehouse and platform, with reservations and per-channel safety buffers. */
export const stockModule: FeiraModule = {
  name: 'stock',
  async routes(app) {
    await stockRoutes(app);
    await stockBffRoutes(app);
  },
};

export { holdForNewOrders, newOrderHolds, reserveStock, releaseStock } from './stock.service.ts';
export type { Reservation } from './stock.service.ts';
export { channelStockOf, putStockList } from './stock.service.ts';
export { skuPlatforms as skuPlatformsPort } from './stock.ad-platforms.ts';
export { stockLevels } from './stock.levels.ts';
