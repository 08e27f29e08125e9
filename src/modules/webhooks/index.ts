import type { FeiraModule } from '../../platform/module.ts';
import { notifiedEvents } from './domain/subscriptions.ts';
import { DeliveryDispatcher, createDeliveries } from './webhooks.delivery.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

/**
 * Webhooks (spec 5.7, 6, 8): partners' endpoints, the fan-out of events into deliveries, and the
 * dispatcher that attempts them with retries, signatures and a delivery log.
 */
export const webhooksModule: FeiraModule = {
  name: 'webhooks',
  setup(rt) {
    const dispatcher = new DeliveryDispatcher(rt);
    rt.background.push(dispatcher);
    rt.events.consume({
      name: 'webhooks.fanout',
      events: notifiedEvents,
      batchSize: 100,
      concurrency: 2,
      handle: async (event, ctx) => {
        // Deliveries made here are attempted by this process's dispatcher at once.
        if ((await createDeliveries(event, ctx)) > 0) dispatcher.kick();
      },
    });
  },
  routes: webhooksRoutes,
};
