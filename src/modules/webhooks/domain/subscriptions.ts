import type { EventName, EventOf } from '../../../platform/events/catalogue.ts';

/** The nine subscribable order statuses, as the seller picks them. */
export const orderStatusLabels = [
  'Criado',
  'Pago',
  'Faturado',
  'Enviado',
  'Entregue',
  'Concluido',
  'Retornado',
  'Cancelado',
  'Excecao na entrega',
] as const;
export type OrderStatusLabel = (typeof orderStatusLabels)[number];

/** Feira's addition: the other domains are subscribed whole. */
export const subscribableDomains = ['product', 'price', 'stock', 'TAG', 'reconciliation'] as const;
type SubscribableDomain = (typeof subscribableDomains)[number];

type NotificationDomain = 'order' | SubscribableDomain;

const orderEventLabels = {
  'order.OrderCreated': 'Criado',
  'order.OrderPayed': 'Pago',
  'order.OrderInvoiced': 'Faturado',
  'order.OrderShipped': 'Enviado',
  'order.OrderDelivered': 'Entregue',
  'order.OrderConcluded': 'Concluido',
  'order.OrderReturned': 'Retornado',
  'order.OrderCanceled': 'Cancelado',
  'order.OrderShipmentException': 'Excecao na entrega',
} as const satisfies Partial<Record<EventName, OrderStatusLabel>>;

/** Every event partners can receive ; the rest of the catalogue is internal. */
export const notifiedEvents = [
  ...(Object.keys(orderEventLabels) as (keyof typeof orderEventLabels)[]),
  'product.VariationCreated',
  'product.VariationUpdated',
  'price.PriceUpdated',
  'price.PriceHeld',
  'stock.StockUpdated',
  'tag.TAG_COMPLETE',
  'tag.TAG_PARTIALLY_COMPLETE',
  'tag.TAG_ERROR',
  'reconciliation.DifferenceFound',
] as const satisfies readonly EventName[];

/** Every `domain` and `type` a delivery may carry: the notified events', and the seller's test event. */
export const notificationDomains = ['order', ...subscribableDomains, 'test'] as const;
const typeOf = (name: EventName) => name.slice(name.indexOf('.') + 1);
// A held price goes out as `price.held` (the name the profit guard's issue gives it), not `PriceHeld`.
export const notificationTypes = [
  ...notifiedEvents.filter((name) => name !== 'price.PriceHeld').map(typeOf),
  'price.held',
  'WebhookTest',
];

/** What a webhook receives about one event, apart from the per-attempt fields. */
export interface Notification {
  domain: NotificationDomain;
  type: string;
  /** The API path that returns the full entity (a path, not a URL). */
  resource: string;
  itemId: string;
  relatedId: string | null;
  accountId: string | null;
  platform: string | null;
  tags: string[];
  /** Order events only: the status label a webhook subscribes to. */
  statusLabel: OrderStatusLabel | null;
}

export function statusLabelOf(eventName: EventName): OrderStatusLabel | null {
  return (orderEventLabels as Partial<Record<EventName, OrderStatusLabel>>)[eventName] ?? null;
}

type OrderStatusEvent = EventOf<keyof typeof orderEventLabels>;
const isOrderStatusEvent = (event: EventOf): event is OrderStatusEvent => event.name in orderEventLabels;

/**
 * Maps an event of the stream to its partner notification, or null for internal events. Ids in
 * paths are URI-encoded: they are service-generated today, but a resource must stay a valid path.
 */
export function notificationFor(event: EventOf): Notification | null {
  const base = { relatedId: null, accountId: null, platform: null, tags: [] as string[], statusLabel: null };
  const enc = encodeURIComponent;
  if (isOrderStatusEvent(event)) {
    const { orderId } = event.payload;
    return {
      ...base,
      domain: 'order',
      type: typeOf(event.name),
      resource: `/integration/orders/${enc(orderId)}`,
      itemId: orderId,
      statusLabel: orderEventLabels[event.name],
    };
  }
  switch (event.name) {
    case 'product.VariationCreated':
    case 'product.VariationUpdated': {
      const { skuId } = event.payload;
      return {
        ...base,
        domain: 'product',
        type: typeOf(event.name),
        resource: `/integration/products/variations/${enc(skuId)}`,
        itemId: skuId,
      };
    }
    case 'price.PriceUpdated': {
      const { priceId, skuId, platform, ruleId } = event.payload;
      return {
        ...base,
        domain: 'price',
        // A change made by a price formation rule goes out once, as `price.updated`.
        type: ruleId ? 'price.updated' : 'PriceUpdated',
        resource: `/integration/prices/bysku?skuId=${enc(skuId)}`,
        itemId: priceId,
        relatedId: skuId,
        platform: platform ?? null,
      };
    }
    case 'price.PriceHeld': {
      const { heldId, skuId, platform } = event.payload;
      return {
        ...base,
        domain: 'price',
        type: 'price.held',
        resource: `/integration/prices/held/${enc(heldId)}`,
        itemId: heldId,
        relatedId: skuId,
        platform: platform ?? null,
      };
    }
    case 'stock.StockUpdated': {
      const { stockId, skuId, platform } = event.payload;
      return {
        ...base,
        domain: 'stock',
        type: 'StockUpdated',
        resource: `/integration/stock/${enc(skuId)}`,
        itemId: stockId,
        relatedId: skuId,
        platform: platform ?? null,
      };
    }
    case 'tag.TAG_COMPLETE':
    case 'tag.TAG_PARTIALLY_COMPLETE':
    case 'tag.TAG_ERROR': {
      const { groupId, accountId, platform, packageIds } = event.payload;
      const type = typeOf(event.name);
      return {
        ...base,
        domain: 'TAG',
        type,
        resource: `/integration/tags/${enc(groupId)}`,
        itemId: groupId,
        // The generated package id, absent when the whole group failed.
        relatedId: packageIds[0] ?? null,
        accountId: accountId ?? null,
        platform,
        tags: [type],
      };
    }
    case 'reconciliation.DifferenceFound': {
      const { orderId, platform, status } = event.payload;
      return {
        ...base,
        domain: 'reconciliation',
        type: 'DifferenceFound',
        resource: `/integration/reconciliation/orders/${enc(orderId)}`,
        itemId: orderId,
        platform,
        // PAID_LESS or PAID_MORE, so a partner can route each.
        tags: [status],
      };
    }
    default:
      return null;
  }
}

export interface Subscription {
  statuses: readonly string[];
  domains: readonly string[];
}

/** Order events are subscribed by status label; the other domains by `domains`. */
export function isSubscribed(subscription: Subscription, notification: Notification): boolean {
  if (notification.domain === 'order') {
    return notification.statusLabel !== null && subscription.statuses.includes(notification.statusLabel);
  }
  return subscription.domains.includes(notification.domain);
}
