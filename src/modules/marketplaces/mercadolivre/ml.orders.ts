import { Decimal } from 'decimal.js';
import type { ChannelOrderStatus, ReceivedOrder } from '../connector.ts';

/** The parts of an `orders_v2` order (GET /orders/{id}) that Feira reads. */
export interface MlOrder {
  id: number;
  status: string;
  total_amount: number;
  paid_amount?: number;
  coupon?: { amount?: number | null } | null;
  shipping?: { id?: number | null } | null;
  order_items: {
    item: { id: string; seller_sku?: string | null };
    quantity: number;
    unit_price: number;
    full_unit_price?: number;
    sale_fee?: number;
  }[];
  payments?: { status?: string; shipping_cost?: number }[];
}

/** The parts of a shipment (GET /shipments/{id}) that tell its status and the seller's share of the cost. */
export interface MlShipment {
  status?: string;
  shipping_option?: { cost?: number; list_cost?: number } | null;
}

const money = (value: number | null | undefined) => new Decimal(value ?? 0);
const text = (value: Decimal) => value.toFixed(2);

function statusOf(order: MlOrder, shipment: MlShipment | null): ChannelOrderStatus {
  if (order.status === 'cancelled' || order.status === 'invalid') return 'CANCELED';
  if (shipment?.status === 'delivered') return 'DELIVERED';
  if (shipment?.status === 'shipped') return 'SHIPPED';
  if (order.status === 'paid') return 'PAID';
  return 'CREATED';
}

/**
 * An `orders_v2` order as Feira's channel order. Money, field by field: each line's `unit_price` is
 * the sale price and `full_unit_price` the price before the seller's discount; `sale_fee` (per unit)
 * times the quantity is the commission; the buyer's shipping payment is the freight; the listed
 * shipping cost minus what the buyer paid is the seller's share; the coupon is the discount; the
 * amount paid is what the buyer paid in all. Lines are named by their SELLER_SKU.
 */
export function receivedOrder(order: MlOrder, shipment: MlShipment | null): ReceivedOrder {
  const commission = order.order_items.reduce(
    (sum, line) => sum.plus(money(line.sale_fee).times(line.quantity)),
    new Decimal(0),
  );
  const freight = (order.payments ?? [])
    .filter((p) => p.status !== 'rejected')
    .reduce((sum, p) => sum.plus(money(p.shipping_cost)), new Decimal(0));
  const listCost = money(shipment?.shipping_option?.list_cost ?? shipment?.shipping_option?.cost);
  const sellerShare = Decimal.max(listCost.minus(freight), 0);
  const lineDiscount = order.order_items.reduce(
    (sum, line) =>
      sum.plus(
        money(line.full_unit_price ?? line.unit_price)
          .minus(money(line.unit_price))
          .times(line.quantity),
      ),
    new Decimal(0),
  );
  return {
    status: statusOf(order, shipment),
    order: {
      marketplaceOrderId: String(order.id),
      items: order.order_items.map((line) => ({
        skuId: line.item.id,
        ...(line.item.seller_sku ? { sellerSku: line.item.seller_sku } : {}),
        qty: line.quantity,
        salePrice: text(money(line.unit_price)),
        originalPrice: text(money(line.full_unit_price ?? line.unit_price)),
      })),
      totals: {
        totalGross: text(money(order.total_amount)),
        totalCommission: text(commission),
        totalFreight: text(freight),
        shippingCost: text(sellerShare),
        totalDiscount: text(money(order.coupon?.amount).plus(lineDiscount)),
        totalNet: text(money(order.paid_amount ?? order.total_amount)),
      },
    },
  };
}
