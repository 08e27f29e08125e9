import type { Ctx } from '../../platform/context.ts';
import type { EventOf } from '../../platform/events/catalogue.ts';
import type { FeiraModule } from '../../platform/module.ts';
import { notifiedEvents } from './domain/subscriptions.ts';
import { DeliveryDispatcher } from './webhooks.dispatcher.ts';
import { createDeliveries } from './webhooks.fanout.ts';
import { webhooksBffRoutes } from './webhooks.bff.routes.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { webhookSealedColumns } from './webhooks.secrets.ts';
import { registerWebhookGauges } from './webhooks.metrics.ts';

/**
 * Webhooks: partners' endpoints, the fan-out of events into deliveries, and the
 * dispatcher that attempts them with retries, signatures and a delivery log.
 */
export const webhooksModule: FeiraModule = {
  name: 'webhooks',
  setup(rt) {
    rt.sealedColumns.push(...webhookSealedColumns);
    const dispatcher = new DeliveryDispatcher(rt);
    rt.background.push(dispatcher);
    registerWebhookGauges(rt);
    // Deliveries made here are attempted by this process's dispatcher at once: handed over, or
    // claimed right after when it had no room for them (an endpoint with a long queue here claims
    // its own when the queue runs low).
    const fanOut = async (events: EventOf[], ctx: Ctx) => {
      const { unclaimedWebhooks } = await createDeliveries(events, ctx, dispatcher);
      if (unclaimedWebhooks.some((id) => dispatcher.wouldClaim(id))) dispatcher.kick();
    };
    rt.events.consume({
      name: 'webhooks.fanout',
      events: notifiedEvents,
      // A relay batch (up to 500 events) makes two jobs, not 500: pg-boss's fetch and completion
      // per job cost as much as the fan-out itself in a burst.
      eventsPerJob: 250,
      batchSize: 2,
      concurrency: 2,
      handle: (event, ctx) => fanOut([event], ctx),
      handleBatch: fanOut,
    });
  },
  async routes(app, rt) {
    await webhooksRoutes(app, rt);
    await webhooksBffRoutes(app, rt);
  },
};

export { failingWebhookCount } from './webhooks.health.ts';
