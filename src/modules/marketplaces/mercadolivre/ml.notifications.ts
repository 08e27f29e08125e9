import { eq } from 'drizzle-orm';
import { systemCtx } from '../../../platform/context.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { deliverChannelOrders } from '../channel-orders.ts';
import type { AccountRef } from '../connector.ts';
import { connectedAccount, connectorFor } from '../marketplaces.service.ts';
import { MERCADO_LIVRE, type MercadoLivreConnector } from './ml.connector.ts';
import { receivedOrder, type MlOrder, type MlShipment } from './ml.orders.ts';
import { NeedsReconnect } from './ml.credentials.ts';
import { MlRefusal } from './ml.http.ts';
import { mercadoLivreCredentials } from './mercadolivre.tables.ts';

const NOTIFICATION_JOB = 'mercadolivre.notification';

/** Topics whose resource leads to an order; others are answered and ignored. */
const orderTopics = new Set(['orders_v2', 'shipments']);

export interface Notification {
  userId: string;
  topic: string;
  resource: string;
}

/**
 * Queues a notification's work and returns: the channel waits 500 ms at most for the answer. Each
 * (user, resource) is queued once at a time; the work itself is idempotent, so a repeat that gets
 * through changes nothing.
 */
export async function acceptNotification(rt: Runtime, notification: Notification): Promise<void> {
  if (!orderTopics.has(notification.topic)) return;
  await rt.jobs.send(null, NOTIFICATION_JOB, notification, {
    singletonKey: `${notification.userId}:${notification.resource}`,
  });
}

/** The connected Mercado Livre account of the user a notification names; null for a user no seller connected. */
async function accountOfUser(rt: Runtime, userId: string): Promise<AccountRef | null> {
  const [owner] = await rt.database.db
    .select({ sellerId: mercadoLivreCredentials.sellerId, accountId: mercadoLivreCredentials.accountId })
    .from(mercadoLivreCredentials)
    .where(eq(mercadoLivreCredentials.userId, userId));
  if (!owner) return null;
  const account = await connectedAccount(systemCtx(rt, owner.sellerId), MERCADO_LIVRE);
  return account?.accountId === owner.accountId ? account : null;
}

/** Reads an order and its shipment with the account's token, as Feira's channel order. */
async function fetchReceivedOrder(connector: MercadoLivreConnector, account: AccountRef, orderId: string) {
  const order = (await connector.call(account, { method: 'GET', path: `/orders/${orderId}` }))
    .body as MlOrder;
  const shipmentId = order.shipping?.id;
  const shipment = shipmentId
    ? ((await connector.call(account, { method: 'GET', path: `/shipments/${shipmentId}` }))
        .body as MlShipment)
    : null;
  return receivedOrder(order, shipment);
}

async function handle(rt: Runtime, notification: Notification): Promise<void> {
  const account = await accountOfUser(rt, notification.userId);
  if (!account) return;
  try {
    await takeInResource(rt, account, notification.resource);
  } catch (error) {
    // A resource this account may not read (another seller's order, a forged notification) or one
    // that is gone will be refused again: dropped, not retried.
    if (!(error instanceof MlRefusal || error instanceof NeedsReconnect)) throw error;
    rt.log.warn({ notification, error: error.message }, 'Mercado Livre notification dropped');
  }
}

async function takeInResource(rt: Runtime, account: AccountRef, resource: string): Promise<void> {
  const connector = connectorFor(rt, MERCADO_LIVRE) as MercadoLivreConnector;
  let orderId = /^\/orders\/(\d+)$/.exec(resource)?.[1];
  const shipmentId = /^\/shipments\/(\d+)$/.exec(resource)?.[1];
  if (!orderId && shipmentId) {
    const shipment = (await connector.call(account, { method: 'GET', path: `/shipments/${shipmentId}` }))
      .body as { order_id?: number };
    orderId = shipment.order_id ? String(shipment.order_id) : undefined;
  }
  if (!orderId) return;
  await deliverChannelOrders(rt, account, [await fetchReceivedOrder(connector, account, orderId)]);
}

export function defineNotifications(rt: Runtime): void {
  rt.jobs.define<Notification>({
    name: NOTIFICATION_JOB,
    retry: { retryLimit: 8, retryDelay: 2, retryDelayMax: 600 },
    concurrency: 4,
    batchSize: 20,
    handle: (notification) => handle(rt, notification),
  });
}
