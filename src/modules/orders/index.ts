import type { FeiraModule } from '../../platform/module.ts';
import { defineCostSweep } from './orders.enrichment.ts';
import { ordersBffRoutes } from './orders.bff.routes.ts';
import { ordersPickingRoutes } from './orders.picking.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { receiveChannelOrders } from './orders.channel.ts';
import { matchLinkedItem } from './orders.linking.ts';
import { consumeOrderSettled } from './orders.settled.ts';

/** Marketplace orders: financials and profitability, status changes, the order queue. */
export const ordersModule: FeiraModule = {
  name: 'orders',
  setup(rt) {
    defineCostSweep(rt);
    receiveChannelOrders(rt);
    consumeOrderSettled(rt);
    rt.events.consume({
      name: 'orders.channel-item-linked',
      events: ['ad.ChannelItemLinked'],
      handle: async (event, ctx) => void (await matchLinkedItem(ctx, event.payload)),
    });
  },
  async routes(app, rt) {
    await ordersRoutes(app, rt);
    await ordersBffRoutes(app, rt);
    await ordersPickingRoutes(app, rt);
  },
};

export {
  markInvoiced,
  orderPlatforms,
  ordersForLabels,
  requireOrder,
  searchOrders,
} from './orders.service.ts';
export { nfeKeyCheckDigit } from './domain/nfe-key.ts';
export { orderFigures } from './orders.figures.ts';
export { workQueueCounts } from './orders.work.ts';
export { createSandboxOrder } from './orders.sandbox.ts';
export { salesFacts } from './orders.sales.ts';
export { csvLine } from './domain/order-csv.ts';
export { ordersByChannelIds, ordersByIds, type SettledOrderFacts } from './orders.settled.ts';
