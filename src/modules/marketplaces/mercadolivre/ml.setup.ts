import type { Runtime } from '../../../platform/runtime.ts';
import { mercadoLivreSealedColumns } from './ml.credentials.ts';
import { defineNotifications } from './ml.notifications.ts';
import { defineReconcile } from './ml.reconcile.ts';

/** Mercado Livre's jobs (notifications, the reconciliation poll) and its sealed token columns. */
export function setupMercadoLivre(rt: Runtime): void {
  rt.sealedColumns.push(...mercadoLivreSealedColumns);
  defineNotifications(rt);
  defineReconcile(rt);
}
