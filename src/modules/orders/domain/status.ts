import type { EventName } from '../../../platform/events/catalogue.ts';

export const orderStatuses = [
  'CREATED',
  'PAID',
  'INVOICED',
  'SHIPPED',
  'DELIVERED',
  'CONCLUDED',
  'RETURNED',
  'CANCELED',
  'SHIPMENT_EXCEPTION',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses' subscription labels. */
const statusLabels: Record<OrderStatus, string> = {
  CREATED: 'Criado',
  PAID: 'Pago',
  INVOICED: 'Faturado',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  CONCLUDED: 'Concluido',
  RETURNED: 'Retornado',
  CANCELED: 'Cancelado',
  SHIPMENT_EXCEPTION: 'Excecao na entrega',
};

/** The only moves an order can make. */
const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  CREATED: ['PAID', 'CANCELED'],
  PAID: ['INVOICED', 'CANCELED'],
  INVOICED: ['SHIPPED', 'CANCELED'],
  SHIPPED: ['DELIVERED', 'SHIPMENT_EXCEPTION'],
  SHIPMENT_EXCEPTION: ['SHIPPED', 'RETURNED'],
  DELIVERED: ['CONCLUDED', 'RETURNED'],
  CONCLUDED: ['RETURNED'],
  RETURNED: [],
  CANCELED: [],
};

/**
 * `same` lets a retried call (an ERP repeating "paid") succeed without a second event; anything
 * not in the table is illegal.
 */
export function checkTransition(from: OrderStatus, to: OrderStatus): 'legal' | 'same' | 'illegal' {
  if (from === to) return 'same';
  return transitions[from].includes(to) ? 'legal' : 'illegal';
}

export const statusEvents: Record<OrderStatus, EventName> = {
  CREATED: 'order.OrderCreated',
  PAID: 'order.OrderPayed',
  INVOICED: 'order.OrderInvoiced',
  SHIPPED: 'order.OrderShipped',
  DELIVERED: 'order.OrderDelivered',
  CONCLUDED: 'order.OrderConcluded',
  RETURNED: 'order.OrderReturned',
  CANCELED: 'order.OrderCanceled',
  SHIPMENT_EXCEPTION: 'order.OrderShipmentException',
};

/**
 * The statuses a channel's report moves an order from to `to`: those the table allows, and PAID too
 * for SHIPPED when the channel's own logistics dispatched the parcel, the invoice having been given
 * on the channel (ORD-41). The seller's own moves keep to the table.
 */
export function channelMovesFrom(to: OrderStatus, shippedByChannel: boolean): OrderStatus[] {
  const legal = orderStatuses.filter((from) => checkTransition(from, to) === 'legal');
  return shippedByChannel && to === 'SHIPPED' ? ['PAID', ...legal] : legal;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toUpperCase();

/** A queue path's status: the API enum (any case) or its Portuguese label (any case or accents). */
export function parseQueueStatus(text: string): OrderStatus | null {
  const key = folded(text);
  for (const status of orderStatuses) {
    if (status === key || folded(statusLabels[status]) === key) return status;
  }
  return null;
}

/** Statuses only the channel reports (the seller's ERP moves the rest through the Integration API). */
export const channelStatuses = [
  'SHIPPED',
  'DELIVERED',
  'CONCLUDED',
  'RETURNED',
  'SHIPMENT_EXCEPTION',
] as const;
export type ChannelStatus = (typeof channelStatuses)[number];
