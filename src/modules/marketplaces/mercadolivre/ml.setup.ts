import type { Runtime } from '../../../platform/runtime.ts';
import { connectedAccount } from '../accounts.service.ts';
import { MERCADO_LIVRE, mercadoLivreConnector } from './ml.connector.ts';
import { recordLinkedItem } from './ml.existing-items.ts';
import { defineNotifications } from './ml.notifications.ts';
import { defineQuestions } from './ml.questions.ts';
import { defineReconcile } from './ml.reconcile.ts';

/** Mercado Livre's jobs (notifications, the reconciliation poll, questions) and its consumers. */
export function setupMercadoLivre(rt: Runtime): void {
  defineNotifications(rt);
  defineReconcile(rt);
  defineQuestions(rt);
  rt.events.consume({
    name: 'mercadolivre.linked-items',
    events: ['ad.ChannelItemLinked'],
    wants: (event) => event.payload.platform === MERCADO_LIVRE,
    async handle(event, ctx) {
      const account = await connectedAccount(ctx, MERCADO_LIVRE);
      if (account?.accountId !== event.payload.accountId) return;
      const connector = mercadoLivreConnector(rt);
      await recordLinkedItem(
        rt,
        connector,
        account,
        event.payload.adId,
        event.payload.channelItemId,
        event.payload.variationId,
      );
    },
  });
}
