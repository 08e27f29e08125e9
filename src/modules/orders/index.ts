import type { FeiraModule } from '../../platform/module.ts';
import { defineCostSweep } from './orders.enrichment.ts';
import { ordersRoutes } from './orders.routes.ts';

/** Marketplace orders: financials and profitability, status changes, the order queue (spec 2.8, 4.5). */
export const ordersModule: FeiraModule = {
  name: 'orders',
  setup(rt) {
    defineCostSweep(rt);
  },
  routes: ordersRoutes,
};

export { ordersForLabels } from './orders.service.ts';
