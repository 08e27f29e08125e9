/**
 * The typed event catalogue. Names are `<domain>.<EventType>`; the first part of the
 * list is what partners can subscribe to, the rest are internal. Payloads carry ids,
 * never whole entities. Modules add their events here as they land.
 */
export interface EventCatalogue {
  'order.OrderCreated': { orderId: string };
  'order.OrderPayed': { orderId: string };
  'order.OrderInvoiced': { orderId: string };
  'order.OrderShipped': { orderId: string };
  'order.OrderDelivered': { orderId: string };
  'order.OrderConcluded': { orderId: string };
  'order.OrderCanceled': { orderId: string };
  'order.OrderReturned': { orderId: string };
  'order.OrderShipmentException': { orderId: string };
  'product.VariationCreated': { skuId: string; productId: string };
  'product.VariationUpdated': { skuId: string; productId: string; fields?: string[] };
  'product.VariationRemoved': { skuId: string; productId: string };
  'product.BrandUpdated': { brandId: string };
  'price.PriceUpdated': { priceId: string; skuId: string; platform?: string; ruleId?: string };
  /** A price write the profit guard held: below the SKU's floor or too large a change (delivered as `price.held`). */
  'price.PriceHeld': { heldId: string; skuId: string; platform?: string };
  'stock.StockUpdated': { stockId: string; skuId: string; platform?: string };
  'tag.TAG_COMPLETE': { groupId: string; accountId?: string; platform: string; packageIds: string[] };
  'tag.TAG_PARTIALLY_COMPLETE': {
    groupId: string;
    accountId?: string;
    platform: string;
    packageIds: string[];
  };
  'tag.TAG_ERROR': { groupId: string; accountId?: string; platform: string; packageIds: string[] };
  /**
   * An order's reconciliation found the channel paid less or more than the sale promised (delivered to
   * partners subscribed to the `reconciliation` domain).
   */
  'reconciliation.DifferenceFound': { orderId: string; platform: string; status: string; difference: string };
  // Internal events: not a partner interface.
  /**
   * The channel's settlement of an order is in: what it actually charged and paid (decimal strings), so
   * the order's margin can use it. Carries the figures, as the orders module does not read reconciliation.
   */
  'reconciliation.OrderSettled': {
    orderId: string;
    paid: { commission: string; shipping: string; other: string; refunds: string; net: string };
  };
  /** The seller canceled an order's invoice: the order is PAID again, awaiting another invoice. */
  'order.InvoiceCanceled': { orderId: string; accessKey: string };
  'ad.PropagationRequested': { adIds: string[]; options: string[] };
  /** A new ad: prices and stock publish the SKU's current values to it. */
  'ad.AdCreated': { adId: string; skuId: string; platform: string };
  'ops.ProbeRequested': { probeId: string };
  /**
   * A channel account was connected through the channel's consent (again): its refused ads go again and
   * the items the seller already sells there are read and linked.
   */
  'marketplace.AccountConnected': { accountId: string; platform: string };
  /**
   * A channel found an error on an item it had accepted (a listing issue raised later): the ad shows it
   * in ERROR, with the channel's words, until the ad changes.
   */
  'marketplace.ChannelItemFailed': { adId: string; platform: string; error: string };
  /**
   * An item the seller already had on the channel became the ad of a SKU, without publishing anything:
   * the channel records it, and orders waiting for that item are matched.
   */
  'ad.ChannelItemLinked': {
    adId: string;
    skuId: string;
    platform: string;
    accountId: string;
    channelItemId: string;
    /** The item's variation the SKU is, for an item with variations. */
    variationId?: string;
  };
}

export type EventName = keyof EventCatalogue;

export interface EventEnvelope<N extends EventName = EventName> {
  id: string;
  name: N;
  sellerId: string | null;
  payload: EventCatalogue[N];
  /** When the service recorded the event (the webhook envelope's `received`). */
  occurredAt: string;
  /** The W3C trace context the event was appended in, while tracing (see observability/tracing.ts). */
  traceparent?: string;
}

/**
 * An envelope of one of the names in N: a union discriminated by `name`, so a consumer of several
 * events narrows the payload by testing the name.
 */
export type EventOf<N extends EventName = EventName> = { [K in N]: EventEnvelope<K> }[N];
