import { eq } from 'drizzle-orm';
import { systemCtx } from '../../../platform/context.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { deliverChannelOrders } from '../channel-orders.ts';
import type { AccountRef, ReceivedOrder } from '../connector.ts';
import { connectedAccount, connectorFor } from '../marketplaces.service.ts';
import { MERCADO_LIVRE, type MercadoLivreConnector } from './ml.connector.ts';
import { NeedsReconnect } from './ml.credentials.ts';
import { MlRefusal } from './ml.http.ts';
import { recordedItem, recordItem, type MlItem } from './ml.items.ts';
import { takeInQuestion } from './ml.questions.ts';
import { receivedOrder, type MlOrder, type MlShipment } from './ml.orders.ts';
import { mercadoLivreCredentials } from './mercadolivre.tables.ts';

const NOTIFICATION_JOB = 'mercadolivre.notification';

/** Topics Feira acts on; others are answered and ignored. */
const topics = new Set(['orders_v2', 'shipments', 'items', 'questions']);

export interface Notification {
  userId: string;
  topic: string;
  resource: string;
}

interface Pending {
  notification: Notification;
  done: (error?: Error) => void;
}

/**
 * Notifications arriving together are queued by one insert: the channel waits 500 ms at most for
 * the answer, and under a burst one insert per notification queued behind the job workers' own
 * statements. Each caller is answered once its notification is stored.
 */
class Inbox {
  private pending: Pending[] = [];
  private readonly rt: Runtime;

  constructor(rt: Runtime) {
    this.rt = rt;
  }

  accept(notification: Notification): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ notification, done: (error) => (error ? reject(error) : resolve()) });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      await this.rt.jobs.insertMany(
        null,
        NOTIFICATION_JOB,
        batch.map((p) => p.notification),
      );
      for (const p of batch) p.done();
    } catch (error) {
      for (const p of batch) p.done(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

const inboxes = new WeakMap<Runtime, Inbox>();

/** Queues a notification's work and returns; the work is idempotent, so a repeat changes nothing. */
export async function acceptNotification(rt: Runtime, notification: Notification): Promise<void> {
  if (!topics.has(notification.topic)) return;
  let inbox = inboxes.get(rt);
  if (!inbox) {
    inbox = new Inbox(rt);
    inboxes.set(rt, inbox);
  }
  await inbox.accept(notification);
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
export async function fetchReceivedOrder(
  connector: MercadoLivreConnector,
  account: AccountRef,
  order: MlOrder,
): Promise<ReceivedOrder> {
  const shipmentId = order.shipping?.id;
  const shipment = shipmentId
    ? ((await connector.call(account, { method: 'GET', path: `/shipments/${shipmentId}` }))
        .body as MlShipment)
    : null;
  return receivedOrder(order, shipment);
}

/** Reads the item again and records what the channel holds; an item no ad of the seller published is ignored. */
async function refreshItem(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  itemId: string,
): Promise<void> {
  const known = await recordedItem(rt, account.sellerId, itemId);
  if (!known) return;
  const item = (await connector.call(account, { method: 'GET', path: `/items/${itemId}` })).body as MlItem;
  await recordItem(rt, account, known.adId, item);
}

/** The order a resource leads to (null for none); an item resource refreshes that item instead. */
async function takeInResource(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  resource: string,
): Promise<ReceivedOrder | null> {
  const questionId = /^\/questions\/(\d{1,20})$/.exec(resource)?.[1];
  if (questionId) return takeInQuestion(rt, connector, account, questionId).then(() => null);
  const itemId = /^\/items\/(MLB\d+)$/.exec(resource)?.[1];
  if (itemId) {
    await refreshItem(rt, connector, account, itemId);
    return null;
  }
  let orderId = /^\/orders\/(\d+)$/.exec(resource)?.[1];
  const shipmentId = /^\/shipments\/(\d+)$/.exec(resource)?.[1];
  if (!orderId && shipmentId) {
    const shipment = (await connector.call(account, { method: 'GET', path: `/shipments/${shipmentId}` }))
      .body as { order_id?: number };
    orderId = shipment.order_id ? String(shipment.order_id) : undefined;
  }
  if (!orderId) return null;
  const order = (await connector.call(account, { method: 'GET', path: `/orders/${orderId}` }))
    .body as MlOrder;
  return fetchReceivedOrder(connector, account, order);
}

/**
 * One user's notifications of a batch: their resources read side by side (the connector paces the
 * calls), then the orders taken in together.
 */
async function handleUser(rt: Runtime, userId: string, notifications: Notification[]): Promise<void> {
  const account = await accountOfUser(rt, userId);
  if (!account) return;
  const connector = connectorFor(rt, MERCADO_LIVRE) as MercadoLivreConnector;
  const read = await Promise.all(
    notifications.map(async (notification) => {
      try {
        return await takeInResource(rt, connector, account, notification.resource);
      } catch (error) {
        // A resource this account may not read (another seller's order, a forged notification) or
        // one that is gone will be refused again: dropped, not retried.
        if (!(error instanceof MlRefusal || error instanceof NeedsReconnect)) throw error;
        rt.log.warn({ notification, error: error.message }, 'Mercado Livre notification dropped');
        return null;
      }
    }),
  );
  // An order named twice (its orders_v2 and shipments notifications) is taken in once, as last read.
  const orders = new Map<string, ReceivedOrder>();
  for (const received of read) if (received) orders.set(received.order.marketplaceOrderId, received);
  await deliverChannelOrders(rt, account, [...orders.values()]);
}

async function handleBatch(rt: Runtime, notifications: Notification[]): Promise<void> {
  const unique = new Map(notifications.map((n) => [`${n.userId} ${n.resource}`, n]));
  const byUser = Map.groupBy(unique.values(), (n) => n.userId);
  await Promise.all([...byUser].map(([userId, list]) => handleUser(rt, userId, list)));
}

export function defineNotifications(rt: Runtime): void {
  rt.jobs.define<Notification>({
    name: NOTIFICATION_JOB,
    retry: { retryLimit: 8, retryDelay: 2, retryDelayMax: 600 },
    concurrency: 2,
    batchSize: 50,
    handle: (notification) => handleBatch(rt, [notification]),
    handleBatch: (notifications) => handleBatch(rt, notifications),
  });
}
