import type { Ctx } from '../../platform/context.ts';
import type { EventOf } from '../../platform/events/catalogue.ts';
import type { FeiraModule } from '../../platform/module.ts';
import { notifiedEvents } from './domain/subscriptions.ts';
import { DeliveryDispatcher } from './delivery/dispatcher.ts';
import { createDeliveries } from './delivery/fanout.ts';
import { webhooksBffRoutes } from './webhooks.bff.routes.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { webhookSealedColumns } from './webhooks.secrets.ts';
import { registerWebhookGauges } from './delivery/metrics.ts';

/**
 * Webhooks: partners' endpoints, the fan-out of events into deliveries, and the
 * dispatcher that attempts them with retries, signatures and a delivery log.
 */
export const webhooksModule: FeiraModule = {
  name: 'webhooks',
  setup(rt) {
    rt.sealedColumns.push(...webhookSealedColumns);
    const dispatcher = new DeliveryDispatcher(rt, { leaseMs: rt.config.webhookLeaseSeconds * 1000 });
    rt.background.push(dispatcher);
    registerWebhookGauges(rt);
    // Deliveries made here are attempted by this process's dispatcher at once, once committed:
    // handed over, or claimed right after when it had no room for them (an endpoint with a long
    // queue here claims its own when the queue runs low).
    const fanOut = async (events: EventOf[], ctx: Ctx) => {
      const made = await createDeliveries(events, ctx, dispatcher);
      return () => {
        if (made.claimed.length > 0) dispatcher.adopt(made.claimed);
        if (made.unclaimedWebhooks.some((id) => dispatcher.wouldClaim(id))) dispatcher.kick();
      };
    };
    rt.events.consume({
      name: 'webhooks.fanout',
      events: notifiedEvents,
      // On PostgreSQL the relay fans out in its own transaction (WH-18); the queue takes the events
      // of a fan-out that failed there, and all of them on the embedded database. A relay batch (up
      // to 500 events) then makes two jobs, not 500: pg-boss's fetch and completion per job cost as
      // much as the fan-out itself.
      ...(rt.database.kind === 'pglite' ? {} : { handleInRelay: fanOut }),
      eventsPerJob: 250,
      batchSize: 2,
      concurrency: 2,
      handle: async (event, ctx) => (await fanOut([event], ctx))(),
      handleBatch: async (events, ctx) => (await fanOut(events, ctx))(),
    });
  },
  async routes(app, rt) {
    await webhooksRoutes(app, rt);
    await webhooksBffRoutes(app, rt);
  },
};

export { failingWebhookCount } from './webhooks.queries.ts';
