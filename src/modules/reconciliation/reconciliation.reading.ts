import { and, eq } from 'drizzle-orm';
import { sellerOf, systemCtx, type Ctx } from '../../platform/context.ts';
import { defineRecurringJob } from '../../platform/jobs/recurring.ts';
import type { Runtime } from '../../platform/runtime.ts';
import {
  connectedAccounts,
  connectorFor,
  settlementAccounts,
  type AccountRef,
  type SettlementQuery,
} from '../marketplaces/index.ts';
import { ordersByIds, type SettledOrderFacts } from '../orders/index.ts';
import { cursors } from './reconciliation.tables.ts';
import { recompute, takeInSettlements } from './reconciliation.store.ts';

const READ_JOB = 'reconciliation.read-settlements';
/** Every connected account's settlements are read about every 30 minutes. */
const EVERY_MS = 30 * 60_000;
/**
 * Each read starts this long before the last one ended: a settlement the channel changed while the
 * last read ran (or whose clock is behind ours) is read again, and being idempotent that costs nothing.
 */
const OVERLAP_MS = 10 * 60_000;
/** An account read for the first time: its settlements of the last 90 days. */
const FIRST_READ_DAYS = 90;

/**
 * Reads the settlements the account's channel changed since the last read (with an overlap), keeps
 * them and reconciles the orders they touch. Idempotent: a settlement read twice changes nothing.
 */
export async function readSettlements(ctx: Ctx, account: AccountRef): Promise<number> {
  const connector = connectorFor(ctx.rt, account.platform);
  if (!connector.settlements) return 0;
  const startedAt = ctx.rt.clock.now();
  const [cursor] = await ctx.db
    .select()
    .from(cursors)
    .where(and(eq(cursors.sellerId, sellerOf(ctx)), eq(cursors.accountId, account.accountId)));
  const since = cursor
    ? new Date(new Date(cursor.readUpTo).getTime() - OVERLAP_MS)
    : new Date(startedAt.getTime() - FIRST_READ_DAYS * 86_400_000);
  const query: SettlementQuery = { changedSince: since.toISOString() };
  const reported = await connector.settlements(account, query);
  const written = await takeInSettlements(ctx, account, reported);
  await ctx.db
    .insert(cursors)
    .values({ sellerId: sellerOf(ctx), accountId: account.accountId, readUpTo: startedAt.toISOString() })
    .onConflictDoUpdate({
      target: [cursors.sellerId, cursors.accountId],
      set: { readUpTo: startedAt.toISOString() },
    });
  return written;
}

/**
 * Orders that arrived or changed: asks their channels for their settlements (a settlement stored
 * before its order arrived is matched here) and reconciles them again, reading the orders anew (the
 * channel may have brought them fees with their settlements).
 */
async function settleOrders(ctx: Ctx, orders: readonly SettledOrderFacts[]): Promise<number> {
  const byPlatform = Map.groupBy(orders, (order) => order.platform);
  const accounts = await connectedAccounts(ctx, [...byPlatform.keys()]);
  let written = 0;
  for (const [platform, group] of byPlatform) {
    const ids = group.map((order) => order.marketplaceOrderId);
    const account = accounts.get(platform);
    const connector = connectorFor(ctx.rt, platform);
    if (account && connector.settlements)
      await takeInSettlements(
        ctx,
        account,
        await connector.settlements(account, { marketplaceOrderIds: ids }),
      );
    written += await recompute(ctx, platform, ids);
  }
  return written;
}

/** The orders module's events of an order that arrived or changed status. */
const orderEvents = [
  'order.OrderCreated',
  'order.OrderPayed',
  'order.OrderShipped',
  'order.OrderDelivered',
  'order.OrderConcluded',
  'order.OrderCanceled',
  'order.OrderReturned',
] as const;

export function defineSettlementReading(rt: Runtime): void {
  rt.jobs.define<{ sellerId: string; accountId: string; platform: string }>({
    name: READ_JOB,
    retry: { retryLimit: 3 },
    handle: async ({ sellerId, accountId, platform }) => {
      const ctx = systemCtx(rt, sellerId, 'settlement-read');
      const account = (await connectedAccounts(ctx, [platform])).get(platform);
      // An account disconnected (or connected again as another) since the sweep is not read.
      if (account?.accountId === accountId) await readSettlements(ctx, account);
    },
  });
  defineRecurringJob(rt, {
    name: 'reconciliation.settlement-sweep',
    key: 'reconciliation:settlement-sweep',
    actor: 'settlement-sweep',
    everyMs: EVERY_MS,
    pass: async () => {
      for (const account of await settlementAccounts(rt)) {
        await rt.jobs.send(systemCtx(rt, account.sellerId, 'settlement-sweep'), READ_JOB, {
          sellerId: account.sellerId,
          accountId: account.accountId,
          platform: account.platform,
        });
      }
    },
  });
  rt.events.consume({
    name: 'reconciliation.order-changed',
    events: orderEvents,
    handle: async (event, ctx) => {
      await settleOrders(ctx, await ordersByIds(ctx, [event.payload.orderId]));
    },
  });
}
