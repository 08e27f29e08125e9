import type { OrderStatus } from './status.ts';

/**
 * The day's work as a seller runs it (ORD-25). "to invoice" and "late" may name the same order: a paid
 * order past its ship-by is both work to do and a warning.
 */
export const workQueues = ['TO_INVOICE', 'SHIP_TODAY', 'LATE', 'PROBLEM'] as const;
export type WorkQueue = (typeof workQueues)[number];

/** Statuses that still wait for the seller to hand the parcel over. */
export const unshippedStatuses: readonly OrderStatus[] = ['PAID', 'INVOICED'];

/** The instants a queue is read against: now, and the end of the seller's day. */
export interface WorkClock {
  now: Date;
  dayEnd: Date;
}

/** Which of the day's queues an order is in. Pure: the SQL in `orders.work.ts` says the same. */
export function queuesOf(order: { status: OrderStatus; shipBy: Date | null }, clock: WorkClock): WorkQueue[] {
  const queues: WorkQueue[] = [];
  const late = order.shipBy !== null && order.shipBy < clock.now;
  if (order.status === 'PAID') queues.push('TO_INVOICE');
  if (order.status === 'INVOICED' && !late && (order.shipBy === null || order.shipBy < clock.dayEnd)) {
    queues.push('SHIP_TODAY');
  }
  if (unshippedStatuses.includes(order.status) && late) queues.push('LATE');
  if (order.status === 'SHIPMENT_EXCEPTION') queues.push('PROBLEM');
  return queues;
}
