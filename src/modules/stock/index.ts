import type { FeiraModule } from '../../platform/module.ts';
import { stockRoutes } from './stock.routes.ts';
import { stockBffRoutes } from './stock.bff.routes.ts';
import { pushCurrentStock } from './stock.service.ts';

/** Stock per SKU, warehouse and platform, with reservations and per-channel safety buffers. */
export const stockModule: FeiraModule = {
  name: 'stock',
  setup(rt) {
    rt.events.consume({
      name: 'stock.new-ads',
      events: ['ad.AdCreated'],
      handle: (event, ctx) => pushCurrentStock(ctx, [event.payload.skuId]),
    });
  },
  async routes(app) {
    await stockRoutes(app);
    await stockBffRoutes(app);
  },
};

export { holdForNewOrders, newOrderHolds, pushHeld, reserveStock, releaseStock } from './stock.service.ts';
export type { Moved as HeldStock, Reservation } from './stock.service.ts';
export { putStockList } from './stock.service.ts';
export { stockLevels } from './stock.levels.ts';
