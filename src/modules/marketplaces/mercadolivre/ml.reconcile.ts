import { and, eq } from 'drizzle-orm';
import { systemCtx, type Ctx } from '../../../platform/context.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { deliverChannelOrders } from '../channel-orders.ts';
import type { AccountRef } from '../connector.ts';
import { connectedAccount } from '../accounts.service.ts';
import { MERCADO_LIVRE, mercadoLivreConnector, type MercadoLivreConnector } from './ml.connector.ts';
import { NeedsReconnect } from './ml.credentials.ts';
import { openItemsOfAccount, recordItem, type MlItem } from './ml.items.ts';
import { catchUpMissedFeeds } from './ml.notifications.ts';
import { OrderReader } from './ml.order-reading.ts';
import type { MlOrder } from './ml.orders.ts';
import { mercadoLivreCredentials } from './ml.tables.ts';

const RECONCILE_JOB = 'mercadolivre.reconcile';
/** How often each connected account is polled: the safety net under notifications, not their replacement. */
export const RECONCILE_INTERVAL_MS = 5 * 60_000;
/** How far back the first poll of a newly connected account reads orders. */
const FIRST_LOOKBACK_MS = 24 * 3600_000;
/** Each poll reads again from a little before the last one, so an order changed while it ran is not missed. */
const OVERLAP_MS = 60_000;
const ORDERS_PAGE = 50;
/** Items per multiget call (the documented maximum). */
const ITEMS_PER_CALL = 20;

interface ReconcileJob {
  sellerId: string;
  accountId: string;
}

const keyOf = (job: ReconcileJob) => `mercadolivre:reconcile:${job.sellerId}:${job.accountId}`;

/** Books the account's next poll (joins the caller's transaction); booking it again moves it. */
export async function scheduleReconcile(ctx: Ctx, job: ReconcileJob, runAt: Date): Promise<void> {
  await ctx.rt.scheduler.schedule(ctx, { job: RECONCILE_JOB, key: keyOf(job), runAt, data: job });
}

/** Orders of the account changed since `from`, page by page, each page taken in as one delivery. */
async function pullOrders(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  userId: string,
  from: Date,
): Promise<number> {
  let taken = 0;
  for (let offset = 0; ; offset += ORDERS_PAGE) {
    const query = new URLSearchParams({
      seller: userId,
      'order.date_last_updated.from': from.toISOString(),
      sort: 'date_asc',
      offset: String(offset),
      limit: String(ORDERS_PAGE),
    });
    const page = (
      await connector.call(account, { method: 'GET', path: `/orders/search?${query.toString()}` })
    ).body as {
      results: MlOrder[];
      paging: { total: number };
    };
    const reader = new OrderReader(connector, account, userId);
    const received = await Promise.all(page.results.map((order) => reader.received(order)));
    await deliverChannelOrders(rt, account, received);
    taken += received.length;
    if (page.results.length < ORDERS_PAGE || offset + ORDERS_PAGE >= page.paging.total) return taken;
  }
}

/** What the channel holds for the account's open items, read back by multiget. */
async function refreshItems(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
): Promise<void> {
  const items = await openItemsOfAccount(rt, account);
  const ids = [...items.keys()];
  for (let i = 0; i < ids.length; i += ITEMS_PER_CALL) {
    const chunk = ids.slice(i, i + ITEMS_PER_CALL);
    const reply = await connector.call(account, { method: 'GET', path: `/items?ids=${chunk.join(',')}` });
    for (const entry of reply.body as { code: number; body: MlItem }[]) {
      const adId = entry.code === 200 ? items.get(entry.body.id) : undefined;
      if (adId) await recordItem(rt, account, adId, entry.body);
    }
  }
}

/**
 * One poll of an account: its next poll is booked first (so an outage that fails this one does not
 * end the polling), then the notifications Mercado Livre could not deliver (`/missed_feeds`) and the
 * orders changed since the last poll are taken in as if notified, and the
 * items' states read back. An account no longer connected is not polled again.
 */
async function reconcile(rt: Runtime, job: ReconcileJob): Promise<void> {
  const ctx = systemCtx(rt, job.sellerId, 'mercadolivre:reconcile');
  const account = await connectedAccount(ctx, MERCADO_LIVRE);
  if (account?.accountId !== job.accountId) return;
  const where = and(
    eq(mercadoLivreCredentials.sellerId, job.sellerId),
    eq(mercadoLivreCredentials.accountId, job.accountId),
  );
  const [credentials] = await rt.database.db.select().from(mercadoLivreCredentials).where(where);
  if (!credentials) return;
  const started = rt.clock.now();
  await scheduleReconcile(ctx, job, new Date(started.getTime() + RECONCILE_INTERVAL_MS));
  const from = credentials.ordersPolledThrough
    ? new Date(new Date(credentials.ordersPolledThrough).getTime() - OVERLAP_MS)
    : new Date(started.getTime() - FIRST_LOOKBACK_MS);
  const connector = mercadoLivreConnector(rt);
  try {
    // Notifications the channel gave up delivering (Feira was down) first, then the orders poll.
    await catchUpMissedFeeds(rt, connector, account, credentials.userId);
    await pullOrders(rt, connector, account, credentials.userId, from);
    await refreshItems(rt, connector, account);
  } catch (error) {
    // The seller has to connect again (the account shows why): polling waits for that connection.
    if (!(error instanceof NeedsReconnect)) throw error;
    await rt.scheduler.cancel(ctx, keyOf(job));
    return;
  }
  await rt.database.db
    .update(mercadoLivreCredentials)
    .set({ ordersPolledThrough: started.toISOString() })
    .where(where);
}

/**
 * Books a poll now for every account with stored tokens (worker start): accounts connected by a
 * version without the poll get theirs, and a restart reads what changed while the service was down.
 */
export async function scheduleEveryAccount(rt: Runtime): Promise<number> {
  const rows = await rt.database.db
    .select({ sellerId: mercadoLivreCredentials.sellerId, accountId: mercadoLivreCredentials.accountId })
    .from(mercadoLivreCredentials);
  for (const row of rows)
    await scheduleReconcile(systemCtx(rt, row.sellerId, 'mercadolivre:reconcile'), row, rt.clock.now());
  return rows.length;
}

export function defineReconcile(rt: Runtime): void {
  rt.jobs.define<ReconcileJob>({
    name: RECONCILE_JOB,
    retry: { retryLimit: 5, retryDelay: 5, retryDelayMax: 300 },
    concurrency: 1,
    batchSize: 1,
    handle: (job) => reconcile(rt, job),
  });
  rt.background.push({
    name: 'mercadolivre.reconcile-start',
    start: async () => {
      await scheduleEveryAccount(rt);
    },
    stop: async () => {},
  });
}
