import { Money } from '../../../../platform/money.ts';
import type { ChannelOrderStatus, ReceivedOrder } from '../../connector.ts';

interface Amount {
  amount: string;
  currencyCode: string;
}

interface Breakdown {
  type: string;
  subtotal: Amount;
}

/** An order as Orders 2026-01-01 `searchOrders` answers it with FULFILLMENT and PROCEEDS included. */
export interface AmazonOrder {
  orderId: string;
  createdTime: string;
  lastUpdatedTime: string;
  fulfillment?: {
    fulfillmentStatus: string;
    fulfilledBy?: string;
    shipByWindow?: { latestDateTime?: string };
  };
  proceeds?: { grandTotal?: Amount; breakdowns?: Breakdown[] };
  orderItems: {
    orderItemId: string;
    quantityOrdered: number;
    product: { asin?: string; sellerSku?: string; price?: { unitPrice?: Amount } };
    proceeds?: { proceedsTotal?: Amount; breakdowns?: Breakdown[] };
  }[];
}

/** Where an Amazon order stands, in the port's words. */
export function statusOf(fulfillmentStatus: string | undefined): ChannelOrderStatus {
  switch (fulfillmentStatus) {
    case 'UNSHIPPED':
    case 'PARTIALLY_SHIPPED':
      return 'PAID';
    case 'SHIPPED':
      return 'SHIPPED';
    case 'CANCELLED':
    case 'UNFULFILLABLE':
      return 'CANCELED';
    default:
      // PENDING and PENDING_AVAILABILITY: placed, payment not yet authorized.
      return 'CREATED';
  }
}

const subtotal = (breakdowns: Breakdown[] | undefined, type: string) =>
  breakdowns?.find((b) => b.type === type)?.subtotal.amount;

const cents = (value: InstanceType<typeof Money>) => value.toDecimalPlaces(2).toFixed(2);

/**
 * An Amazon order as the port takes it in: lines named by their seller SKU, the unit sale price the
 * line's ITEM proceeds divided by its quantity (else the unit price Amazon shows), the order's total
 * and the freight the buyer paid; `commission` (the Commission fees Finances posted) only once known,
 * absent until then, never 0 in its place.
 */
export function receivedOrder(order: AmazonOrder, commission: string | null): ReceivedOrder {
  const items = order.orderItems.map((item) => {
    const line = subtotal(item.proceeds?.breakdowns, 'ITEM');
    const unit =
      line !== undefined && item.quantityOrdered > 0
        ? new Money(line).dividedBy(item.quantityOrdered)
        : new Money(item.product.price?.unitPrice?.amount ?? '0');
    return {
      skuId: '',
      ...(item.product.sellerSku ? { sellerSku: item.product.sellerSku } : {}),
      qty: item.quantityOrdered,
      salePrice: cents(unit),
    };
  });
  const totals: ReceivedOrder['order']['totals'] = {};
  const grand = order.proceeds?.grandTotal?.amount;
  if (grand !== undefined) totals.totalNet = cents(new Money(grand));
  const freight = subtotal(order.proceeds?.breakdowns, 'SHIPPING');
  if (freight !== undefined) totals.totalFreight = cents(new Money(freight));
  if (commission !== null) totals.totalCommission = cents(new Money(commission));
  const shipBy = order.fulfillment?.shipByWindow?.latestDateTime;
  return {
    status: statusOf(order.fulfillment?.fulfillmentStatus),
    order: {
      marketplaceOrderId: order.orderId,
      items,
      totals,
      ...(order.fulfillment?.fulfilledBy === 'AMAZON' ? { fulfilledByChannel: true } : {}),
      ...(shipBy ? { shipBy } : {}),
    },
  };
}

interface FeeEvent {
  AmazonOrderId?: string;
  ShipmentItemList?: { ItemFeeList?: { FeeType?: string; FeeAmount?: { CurrencyAmount?: number } }[] }[];
}

/**
 * The Commission of each order in Finances' shipment events, summed over its items and events, as a
 * positive amount (Finances writes fees as negative amounts).
 */
export function commissionsOf(events: FeeEvent[]): Map<string, string> {
  const sums = new Map<string, InstanceType<typeof Money>>();
  for (const event of events) {
    if (!event.AmazonOrderId) continue;
    for (const item of event.ShipmentItemList ?? [])
      for (const fee of item.ItemFeeList ?? []) {
        if (fee.FeeType !== 'Commission' || fee.FeeAmount?.CurrencyAmount === undefined) continue;
        const amount = new Money(String(fee.FeeAmount.CurrencyAmount)).abs();
        sums.set(event.AmazonOrderId, (sums.get(event.AmazonOrderId) ?? new Money(0)).plus(amount));
      }
  }
  return new Map([...sums].map(([id, sum]) => [id, cents(sum)]));
}
