import { eq } from 'drizzle-orm';
import { systemCtx } from '../../../platform/context.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { deliverChannelOrders } from '../channel-orders.ts';
import type { AccountRef, ReceivedOrder } from '../connector.ts';
import { connectedAccount } from '../accounts.service.ts';
import { MERCADO_LIVRE, mercadoLivreConnector, type MercadoLivreConnector } from './ml.connector.ts';
import { NeedsReconnect } from './ml.credentials.ts';
import { MlRefusal } from './ml.http.ts';
import { recordedItem, recordItem, type MlItem } from './ml.items.ts';
import { takeInQuestion } from './ml.questions.ts';
import { OrderReader } from './ml.order-reading.ts';
import type { MlOrder } from './ml.orders.ts';
import { CallbackGuard, type Admission } from '../../../platform/http/callback-guard.ts';
import { mercadoLivreCredentials } from './ml.tables.ts';

const NOTIFICATION_JOB = 'mercadolivre.notification';

/** Topics Feira acts on; others are answered and ignored. */
const topics = new Set(['orders_v2', 'shipments', 'items', 'questions']);

export interface Notification {
  userId: string;
  topic: string;
  resource: string;
  /** Where it came from (the callback's caller), struck when it named a refused resource. */
  address?: string;
}

interface Pending {
  notification: Notification;
  done: (error?: Error) => void;
}

/** Notifications one job carries: read side by side and taken in by one transaction (ORD-27). */
const NOTIFICATIONS_PER_JOB = 100;

/** A job of the notifications queue: the notifications that arrived together. */
interface NotificationJob {
  notifications: Notification[];
}

/**
 * Notifications arriving together are queued by one insert, as jobs of up to NOTIFICATIONS_PER_JOB
 * each: the channel waits 500 ms at most for the answer. One insert at a time per process: those
 * arriving while it runs go in the next one, so a burst does not queue its commits behind each other
 * on PostgreSQL's notification lock (the queue NOTIFYs its workers). Each caller is answered once its
 * notification is stored.
 */
class Inbox {
  private pending: Pending[] = [];
  private draining = false;
  private readonly rt: Runtime;

  constructor(rt: Runtime) {
    this.rt = rt;
  }

  accept(notification: Notification): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ notification, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      const jobs: NotificationJob[] = [];
      for (let i = 0; i < batch.length; i += NOTIFICATIONS_PER_JOB)
        jobs.push({ notifications: batch.slice(i, i + NOTIFICATIONS_PER_JOB).map((p) => p.notification) });
      try {
        await this.rt.jobs.insertMany(null, NOTIFICATION_JOB, jobs);
        for (const p of batch) p.done();
      } catch (error) {
        for (const p of batch) p.done(error instanceof Error ? error : new Error(String(error)));
      }
    }
    this.draining = false;
  }
}

const inboxes = new WeakMap<Runtime, Inbox>();
const guards = new WeakMap<Runtime, CallbackGuard>();

/** The guard of Mercado Livre's public callback in this process. */
function guardOf(rt: Runtime): CallbackGuard {
  let guard = guards.get(rt);
  if (!guard) {
    guard = new CallbackGuard();
    guards.set(rt, guard);
  }
  return guard;
}

/**
 * Whether a notification is taken in, by the callback guard: repeats are answered and dropped, and
 * past the address's or the account's budget the caller answers 429 with the guard's reason.
 */
export function admitNotification(
  rt: Runtime,
  notification: Notification & { address: string; id?: string | undefined },
): Admission {
  // The channel's retries repeat the notification's id. Without one, the same resource named again
  // within the guard's short window is the same news: the job reads the resource's state as it is then.
  const dedupeKey = notification.id
    ? `id ${notification.id}`
    : `${notification.userId} ${notification.topic} ${notification.resource}`;
  return guardOf(rt).admit({
    address: notification.address,
    account: notification.userId,
    dedupeKey,
    // Mercado Livre retries an unanswered notification for an hour.
    ...(notification.id ? { dedupeMs: 3600_000 } : {}),
  });
}

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

/** A resource that is not the account's to take in (a forged or mistaken notification). */
class NotTheSellers extends Error {}

/**
 * The orders a resource leads to: an order of the account's sales, or every sale a shipment of the
 * account carries (a pack's orders share one). An item resource refreshes that item instead. An
 * order the account *bought*, or a shipment it receives, is not a sale: refused.
 */
async function takeInResource(
  rt: Runtime,
  reader: OrderReader,
  connector: MercadoLivreConnector,
  account: AccountRef,
  notification: Notification,
): Promise<ReceivedOrder[]> {
  const { resource, userId } = notification;
  const questionId = /^\/questions\/(\d{1,20})$/.exec(resource)?.[1];
  if (questionId) {
    await takeInQuestion(rt, connector, account, questionId);
    return [];
  }
  const itemId = /^\/items\/(MLB\d+)$/.exec(resource)?.[1];
  if (itemId) {
    await refreshItem(rt, connector, account, itemId);
    return [];
  }
  const readOrder = async (id: string | number) =>
    (await connector.call(account, { method: 'GET', path: `/orders/${id}` })).body as MlOrder;
  const orderId = /^\/orders\/(\d+)$/.exec(resource)?.[1];
  if (orderId) {
    const order = await readOrder(orderId);
    if (!reader.isSale(order)) throw new NotTheSellers(`order ${orderId} is not a sale of user ${userId}`);
    return [await reader.received(order)];
  }
  const shipmentId = /^\/shipments\/(\d+)$/.exec(resource)?.[1];
  if (!shipmentId) return [];
  const { shipment, orderIds } = await reader.ordersOfShipment(Number(shipmentId));
  if (String(shipment.origin?.sender_id) !== userId)
    throw new NotTheSellers(`shipment ${shipmentId} is not sent by user ${userId}`);
  const orders = await Promise.all(orderIds.map(readOrder));
  return Promise.all(orders.filter((order) => reader.isSale(order)).map((order) => reader.received(order)));
}

/** Notifications of a suspect user (one struck lately) read this many at a time, watching for more strikes. */
const CAREFUL_CHUNK = 10;

/**
 * One user's notifications of a batch: their resources read side by side (the connector paces the
 * calls), then the orders taken in together. A resource the channel refuses, or that is not the
 * account's sale, strikes the notification's address and user: a struck user's notifications are
 * read a few at a time, and once it has struck out its remaining ones wait for the next poll
 * instead of spending the account's calls.
 */
async function handleUser(rt: Runtime, userId: string, notifications: Notification[]): Promise<void> {
  const account = await accountOfUser(rt, userId);
  if (!account) return;
  const connector = mercadoLivreConnector(rt);
  const reader = new OrderReader(connector, account, userId);
  const guard = guardOf(rt);
  const read: ReceivedOrder[] = [];
  /** What failed for a reason that may pass (the channel unavailable): retried once the rest is in. */
  const failures: unknown[] = [];
  for (let i = 0; i < notifications.length;) {
    if (guard.struck(userId)) {
      rt.log.warn({ userId, left: notifications.length - i }, 'Mercado Livre notifications left to the poll');
      break;
    }
    const size = guard.suspect(userId) ? CAREFUL_CHUNK : notifications.length;
    const chunk = await Promise.all(
      notifications.slice(i, i + size).map(async (notification) => {
        try {
          return await takeInResource(rt, reader, connector, account, notification);
        } catch (error) {
          // A resource this account may not read, one that is gone or not its sale will be refused
          // again: dropped, not retried, and counted against who sent it.
          if (!(
            error instanceof MlRefusal ||
            error instanceof NeedsReconnect ||
            error instanceof NotTheSellers
          )) {
            failures.push(error);
            return [];
          }
          if (!(error instanceof NeedsReconnect))
            guard.strike({ address: notification.address, account: userId });
          rt.log.warn({ notification, error: error.message }, 'Mercado Livre notification dropped');
          return [];
        }
      }),
    );
    read.push(...chunk.flat());
    i += size;
  }
  // An order named twice (its orders_v2 and shipments notifications) is taken in once, as last read.
  const orders = new Map<string, ReceivedOrder>();
  for (const received of read) orders.set(received.order.marketplaceOrderId, received);
  await deliverChannelOrders(rt, account, [...orders.values()]);
  // The job fails after the rest is taken in: its retry reads the batch again, and an order taken in
  // already is found, not taken in twice (ORD-28).
  if (failures.length > 0) throw failures[0];
}

/** The users' notifications side by side; a user's failure fails the batch only once every user is done. */
async function handleBatch(rt: Runtime, notifications: Notification[]): Promise<void> {
  const unique = new Map(notifications.map((n) => [`${n.userId} ${n.resource}`, n]));
  const byUser = Map.groupBy(unique.values(), (n) => n.userId);
  const outcomes = await Promise.allSettled(
    [...byUser].map(([userId, list]) => handleUser(rt, userId, list)),
  );
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
}

const MISSED_PAGE = 50;
/** Pages read per catch-up: the rest waits for the next poll (the orders poll covers the gap meanwhile). */
const MISSED_PAGES = 20;

/**
 * Notifications Mercado Livre could not deliver (Feira was down past its hour of retries), read from
 * `/missed_feeds` with the account's token and handled as if just received: the account's own only.
 */
export async function catchUpMissedFeeds(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  userId: string,
): Promise<number> {
  const appId = connector.app().clientId;
  const missed: Notification[] = [];
  for (let page = 0; page < MISSED_PAGES; page++) {
    const query = new URLSearchParams({
      app_id: appId,
      offset: String(page * MISSED_PAGE),
      limit: String(MISSED_PAGE),
    });
    const body = (await connector.call(account, { method: 'GET', path: `/missed_feeds?${query.toString()}` }))
      .body as { messages?: { user_id?: number | string; topic?: string; resource?: string }[] };
    const messages = body.messages ?? [];
    for (const m of messages)
      if (String(m.user_id) === userId && m.topic && topics.has(m.topic) && typeof m.resource === 'string')
        missed.push({ userId, topic: m.topic, resource: m.resource });
    if (messages.length < MISSED_PAGE) break;
  }
  if (missed.length > 0) await handleBatch(rt, missed);
  return missed.length;
}

/** A job's notifications; a job queued before jobs carried several is one notification. */
const notificationsOf = (job: NotificationJob | Notification) =>
  'notifications' in job ? job.notifications : [job];

export function defineNotifications(rt: Runtime): void {
  rt.jobs.define<NotificationJob | Notification>({
    name: NOTIFICATION_JOB,
    retry: { retryLimit: 8, retryDelay: 2, retryDelayMax: 600 },
    concurrency: 2,
    // A job holds what arrived during one insert (a few under a trickle, up to 100 in a burst): a
    // run takes several, so a batch stays large whatever the pace.
    batchSize: 10,
    handle: (job) => handleBatch(rt, notificationsOf(job)),
    handleBatch: (jobs) => handleBatch(rt, jobs.flatMap(notificationsOf)),
  });
}
