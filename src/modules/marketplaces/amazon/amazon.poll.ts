import { and, eq } from 'drizzle-orm';
import { systemCtx, type Ctx } from '../../../platform/context.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { connectedAccount } from '../accounts.service.ts';
import type { AccountRef } from '../connector.ts';
import { amazonSettings } from './amazon.config.ts';
import { AMAZON, amazonConnector, type AmazonConnector } from './amazon.connector.ts';
import { NeedsReconnect } from './amazon.credentials.ts';
import { recordListed, type ListedItem } from './amazon.listings.ts';
import { deliver, deliverCommissions, knownOrders } from './amazon.commissions.ts';
import { eventsOfOrder } from './amazon.finances.ts';
import { amazonCredentials } from './amazon.tables.ts';
import { MARKETPLACE_ID } from './domain/listing-body.ts';
import { receivedOrder, type AmazonOrder } from './domain/order-mapping.ts';
import type { ShipmentEvent } from './domain/settlements.ts';

const POLL_JOB = 'amazon.poll';
/** How far back the first poll of a newly connected account reads orders, fees and listings. */
const FIRST_LOOKBACK_MS = 24 * 3600_000;
/** Each poll reads again from five minutes before the last one: Amazon shows changes with a delay. */
const OVERLAP_MS = 5 * 60_000;
const ORDERS_PAGE = 100;
const LISTINGS_PAGE = 20;

interface PollJob {
  sellerId: string;
  accountId: string;
}

const keyOf = (job: PollJob) => `amazon:poll:${job.sellerId}:${job.accountId}`;

/** Books the account's next poll (joins the caller's transaction); booking it again moves it. */
export async function schedulePoll(ctx: Ctx, job: PollJob, runAt: Date): Promise<void> {
  await ctx.rt.scheduler.schedule(ctx, { job: POLL_JOB, key: keyOf(job), runAt, data: job });
}

/**
 * Orders updated since `from` (searchOrders, every page followed), each page delivered as one batch:
 * an order seen again is the same Feira order (the intake is idempotent on its id), moved where
 * Amazon says it stands, with the commission already known for it.
 */
async function pullOrders(c: AmazonConnector, account: AccountRef, from: Date): Promise<void> {
  let token: string | undefined;
  do {
    // Every page asks for the same datasets: the token carries the position, not what to include.
    const query: Record<string, string> = {
      lastUpdatedAfter: from.toISOString(),
      marketplaceIds: MARKETPLACE_ID,
      includedData: 'FULFILLMENT,PROCEEDS',
      maxResultsPerPage: String(ORDERS_PAGE),
      ...(token ? { paginationToken: token } : {}),
    };
    const reply = await c.call(account, {
      operation: 'searchOrders',
      method: 'GET',
      path: '/orders/2026-01-01/orders',
      query,
    });
    const page = reply.body as { orders: AmazonOrder[]; pagination?: { nextToken?: string } };
    const known = await knownOrders(
      c.rt,
      account,
      page.orders.map((o) => o.orderId),
    );
    await deliver(
      c.rt,
      account,
      page.orders.map((order) => {
        const commission = known.get(order.orderId)?.commission ?? null;
        const lines = order.orderItems.map((item) => ({
          orderItemId: item.orderItemId,
          quantity: item.quantityOrdered,
        }));
        return { received: receivedOrder(order, commission), commission, lines };
      }),
    );
    token = page.pagination?.nextToken;
  } while (token);
}

interface PostedEvents {
  payload: { NextToken?: string; FinancialEvents: { ShipmentEventList?: { AmazonOrderId?: string }[] } };
}

/**
 * Fees Finances posted since `from`: each order named is read whole (all its events, however many
 * posts) and, when its Commission changed, delivered again with it.
 */
async function pullFees(c: AmazonConnector, account: AccountRef, from: Date): Promise<void> {
  const named = new Set<string>();
  let token: string | undefined;
  do {
    const reply = await c.call(account, {
      operation: 'listFinancialEvents',
      method: 'GET',
      path: '/finances/v0/financialEvents',
      query: token ? { NextToken: token } : { PostedAfter: from.toISOString(), MaxResultsPerPage: '100' },
    });
    const body = reply.body as PostedEvents;
    for (const event of body.payload.FinancialEvents.ShipmentEventList ?? [])
      if (event.AmazonOrderId) named.add(event.AmazonOrderId);
    token = body.payload.NextToken;
  } while (token);
  const known = await knownOrders(c.rt, account, [...named]);
  const events = new Map<string, ShipmentEvent[]>();
  for (const orderId of known.keys()) events.set(orderId, await eventsOfOrder(c, account, orderId));
  await deliverCommissions(c.rt, account, events);
}

/** Listings updated since `from`, read back with their issues (searchListingsItems, every page). */
async function pullListings(c: AmazonConnector, account: AccountRef, from: Date): Promise<void> {
  let token: string | undefined;
  do {
    const reply = await c.call(account, {
      operation: 'searchListingsItems',
      method: 'GET',
      path: '/listings/2021-08-01/items/{sellerId}',
      query: {
        marketplaceIds: MARKETPLACE_ID,
        lastUpdatedAfter: from.toISOString(),
        includedData: 'summaries,issues,offers,fulfillmentAvailability',
        issueLocale: 'pt_BR',
        pageSize: String(LISTINGS_PAGE),
        ...(token ? { pageToken: token } : {}),
      },
    });
    const page = reply.body as { items: ListedItem[]; pagination?: { nextToken?: string } };
    await recordListed(c.rt, account, page.items);
    token = page.pagination?.nextToken;
  } while (token);
}

const since = (through: string | null, started: Date) =>
  through
    ? new Date(new Date(through).getTime() - OVERLAP_MS)
    : new Date(started.getTime() - FIRST_LOOKBACK_MS);

/**
 * One poll of an account: its next poll is booked first (an outage that fails this one does not end
 * the polling), then orders, fees and listings changed since the last poll (less the overlap) are
 * read, each watermark moved once its part is done. An account no longer connected is not polled again.
 */
export async function poll(rt: Runtime, job: PollJob): Promise<void> {
  const ctx = systemCtx(rt, job.sellerId, 'amazon:poll');
  const account = await connectedAccount(ctx, AMAZON);
  if (account?.accountId !== job.accountId) return;
  const where = and(
    eq(amazonCredentials.sellerId, job.sellerId),
    eq(amazonCredentials.accountId, job.accountId),
  );
  const [credentials] = await rt.database.db.select().from(amazonCredentials).where(where);
  if (!credentials) return;
  const started = rt.clock.now();
  const { pollSeconds } = amazonSettings.of(rt.config);
  await schedulePoll(ctx, job, new Date(started.getTime() + pollSeconds * 1000));
  const c = amazonConnector(rt);
  const done = (set: Partial<typeof amazonCredentials.$inferInsert>) =>
    rt.database.db.update(amazonCredentials).set(set).where(where);
  try {
    await pullOrders(c, account, since(credentials.ordersPolledThrough, started));
    await done({ ordersPolledThrough: started.toISOString() });
    await pullFees(c, account, since(credentials.feesPolledThrough, started));
    await done({ feesPolledThrough: started.toISOString() });
    await pullListings(c, account, since(credentials.listingsPolledThrough, started));
    await done({ listingsPolledThrough: started.toISOString() });
  } catch (error) {
    // The seller has to connect again (the account shows why): polling waits for that connection.
    if (!(error instanceof NeedsReconnect)) throw error;
    await rt.scheduler.cancel(ctx, keyOf(job));
  }
}

/** Books a poll now for every account with credentials (worker start): a restart reads what it missed. */
async function scheduleEveryAccount(rt: Runtime): Promise<void> {
  const rows = await rt.database.db
    .select({ sellerId: amazonCredentials.sellerId, accountId: amazonCredentials.accountId })
    .from(amazonCredentials);
  for (const row of rows) await schedulePoll(systemCtx(rt, row.sellerId, 'amazon:poll'), row, rt.clock.now());
}

/** Amazon's job: the poll of each connected account (Amazon notifies only SQS or EventBridge). */
export function setupAmazon(rt: Runtime): void {
  rt.jobs.define<PollJob>({
    name: POLL_JOB,
    retry: { retryLimit: 5, retryDelay: 5, retryDelayMax: 300 },
    concurrency: 1,
    batchSize: 1,
    handle: (job) => poll(rt, job),
  });
  rt.background.push({
    name: 'amazon.poll-start',
    start: () => scheduleEveryAccount(rt),
    stop: async () => {},
  });
}
