import { and, eq, inArray } from 'drizzle-orm';
import type { Runtime } from '../../../platform/runtime.ts';
import { deliverChannelOrders } from '../channel-orders.ts';
import type { AccountRef, ReceivedOrder } from '../connector.ts';
import { amazonOrders, type OrderLine } from './amazon.tables.ts';
import { commissionsOf } from './domain/order-mapping.ts';
import type { ShipmentEvent } from './domain/settlements.ts';

/** The orders as last delivered, and their Commission where Finances posted it. */
export async function knownOrders(rt: Runtime, account: AccountRef, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, typeof amazonOrders.$inferSelect>();
  const rows = await rt.database.db
    .select()
    .from(amazonOrders)
    .where(
      and(
        eq(amazonOrders.sellerId, account.sellerId),
        eq(amazonOrders.accountId, account.accountId),
        inArray(amazonOrders.orderId, orderIds),
      ),
    );
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * Delivers the orders to the order intake and keeps each as delivered, with its commission and, when
 * read from the order itself, its lines.
 */
export async function deliver(
  rt: Runtime,
  account: AccountRef,
  received: { received: ReceivedOrder; commission: string | null; lines?: OrderLine[] }[],
): Promise<void> {
  await deliverChannelOrders(
    rt,
    account,
    received.map((r) => r.received),
  );
  const now = rt.clock.now().toISOString();
  for (const { received: r, commission, lines } of received) {
    const values = {
      sellerId: account.sellerId,
      accountId: account.accountId,
      orderId: r.order.marketplaceOrderId,
      received: r,
      commission,
      ...(lines ? { lines } : {}),
      updatedAt: now,
    };
    await rt.database.db
      .insert(amazonOrders)
      .values(values)
      .onConflictDoUpdate({
        target: [amazonOrders.sellerId, amazonOrders.accountId, amazonOrders.orderId],
        set: values,
      });
  }
}

/**
 * Brings the Commission Finances posted to the orders already delivered: `events` holds every shipment
 * event of each order; an order whose Commission changed is delivered again with it.
 */
export async function deliverCommissions(
  rt: Runtime,
  account: AccountRef,
  events: Map<string, ShipmentEvent[]>,
): Promise<void> {
  const known = await knownOrders(rt, account, [...events.keys()]);
  const changed: { received: ReceivedOrder; commission: string | null }[] = [];
  for (const [orderId, row] of known) {
    const commission = commissionsOf(events.get(orderId) ?? []).get(orderId) ?? null;
    if (commission === null || commission === row.commission) continue;
    const previous = row.received as ReceivedOrder;
    const received = {
      ...previous,
      order: { ...previous.order, totals: { ...previous.order.totals, totalCommission: commission } },
    };
    changed.push({ received, commission });
  }
  if (changed.length > 0) await deliver(rt, account, changed);
}
