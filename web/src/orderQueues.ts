import type { Dashboard } from './api/dashboard';

/** The day's order queues (ORD-25), as the search names them and as the address bar does (`?fila=`). */
export const orderQueues = ['TO_INVOICE', 'SHIP_TODAY', 'LATE', 'PROBLEM'] as const;
export type OrderQueue = (typeof orderQueues)[number];

const slugs: Record<OrderQueue, string> = {
  TO_INVOICE: 'a-faturar',
  SHIP_TODAY: 'a-enviar-hoje',
  LATE: 'atrasados',
  PROBLEM: 'com-problema',
};

export const queuePath = (queue: OrderQueue) => `/orders?fila=${slugs[queue]}`;

export function queueFromSearch(search: string): OrderQueue | null {
  const slug = new URLSearchParams(search).get('fila');
  return orderQueues.find((queue) => slugs[queue] === slug) ?? null;
}

/** Keeps the address bar on the queue shown, so a reload or a shared link opens the same list. */
export function showQueueInAddress(queue: OrderQueue | null): void {
  const url = new URL(window.location.href);
  if (queue) url.searchParams.set('fila', slugs[queue]);
  else url.searchParams.delete('fila');
  window.history.replaceState(null, '', url);
}

export function queueCount(board: Dashboard, queue: OrderQueue): number {
  const counts = board.orderQueues;
  return {
    TO_INVOICE: counts.toInvoice,
    SHIP_TODAY: counts.shipToday,
    LATE: counts.late,
    PROBLEM: counts.problem,
  }[queue];
}

/** The orders a picking list is for travel in the address (`?pedidos=a,b`): a printed page can be opened again. */
export const pickingPath = (orderIds: string[]) =>
  `/orders/picking?pedidos=${orderIds.map(encodeURIComponent).join(',')}`;
