import type { FeiraModule } from '../../platform/module.ts';
import { stockRoutes } from './stock.routes.ts';

/** Stock per SKU, warehouse and platform (spec 4.4), with reservations and per-channel safety buffers. */
export const stockModule: FeiraModule = { name: 'stock', routes: stockRoutes };

export { reserveStock, releaseStock } from './stock.service.ts';
export type { Reservation } from './stock.service.ts';
