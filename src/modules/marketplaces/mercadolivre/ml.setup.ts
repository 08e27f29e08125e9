import type { Runtime } from '../../../platform/runtime.ts';
import { connectedAccount, connectorFor } from '../marketplaces.service.ts';
import { MERCADO_LIVRE, type MercadoLivreConnector } from './ml.connector.ts';
import { mercadoLivreSealedColumns } from './ml.credentials.ts';
import { recordLinkedItem } from './ml.existing-items.ts';
import { defineNotifications } from './ml.notifications.ts';
import { defineQuestions } from './ml.questions.ts';
import { defineReconcile } from './ml.reconcile.ts';

/** Mercado Livre's jobs (notifications, the reconciliation poll), its consumers and sealed token columns. */
export function setupMercadoLivre(rt: Runtime): void {
  rt.sealedColumns.push(...mercadoLivreSealedColumns);
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
      const connector = connectorFor(rt, MERCADO_LIVRE) as MercadoLivreConnector;
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
