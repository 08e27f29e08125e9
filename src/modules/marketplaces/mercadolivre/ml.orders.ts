import { Decimal } from '../../../platform/money.ts';
import type { ChannelOrderStatus, Customer, ReceivedOrder, ShippingAddress } from '../connector.ts';

/** The parts of an `orders_v2` order (GET /orders/{id}) that Feira reads. */
export interface MlOrder {
  id: number;
  status: string;
  total_amount: number;
  paid_amount?: number;
  pack_id?: number | null;
  coupon?: { amount?: number | null } | null;
  shipping?: { id?: number | null } | null;
  seller?: { id?: number | string } | null;
  order_items: {
    item: { id: string; seller_sku?: string | null };
    quantity: number;
    unit_price: number;
    full_unit_price?: number;
    sale_fee?: number;
  }[];
  payments?: {
    /** The Mercado Pago payment's id (`GET /v1/payments/{id}`). */
    id?: number;
    status?: string;
    transaction_amount?: number;
    total_paid_amount?: number;
    coupon_amount?: number;
    taxes_amount?: number;
    shipping_cost?: number;
  }[];
}

/** A shipment read with `x-format-new: true` (GET /shipments/{id}): the parts Feira reads. */
export interface MlShipment {
  id: number;
  status?: string;
  substatus?: string | null;
  logistic?: { type?: string; mode?: string } | null;
  /** The carrier's code for the parcel and the carrier (`tracking_method`), once it is dispatched. */
  tracking_number?: string | null;
  tracking_method?: string | null;
  origin?: { sender_id?: number | string } | null;
  destination?: {
    shipping_address?: {
      street_name?: string | null;
      street_number?: string | null;
      comment?: string | null;
      zip_code?: string | null;
      city?: { name?: string | null } | null;
      state?: { id?: string | null; name?: string | null } | null;
      country?: { id?: string | null } | null;
      neighborhood?: { name?: string | null } | null;
    } | null;
  } | null;
}

/** The parts of `/shipments/{id}/lead_time` Feira reads: the seller's deadline to dispatch. */
export interface MlLeadTime {
  estimated_handling_limit?: { date?: string | null } | null;
}

/** What `/shipments/{id}/costs` says each party pays; the seller is one of the senders. */
export interface MlShipmentCosts {
  senders?: { user_id?: number | string; cost?: number }[];
}

/** The version 2 answer of `/orders/{id}/billing_info` (header `x-version: 2`). */
export interface MlBillingInfo {
  buyer?: {
    billing_info?: {
      name?: string | null;
      last_name?: string | null;
      identification?: { type?: string | null; number?: string | null } | null;
      address?: {
        street_name?: string | null;
        street_number?: string | null;
        city_name?: string | null;
        state?: { code?: string | null } | null;
        zip_code?: string | null;
        neighborhood?: string | null;
        country_id?: string | null;
        comment?: string | null;
      } | null;
    } | null;
  } | null;
}

/** Everything read about one order: its shipment is shared by the other orders of its pack. */
export interface MlOrderReading {
  order: MlOrder;
  shipment: MlShipment | null;
  /** The shipment's lead time, or null when the order has no shipment. */
  leadTime: MlLeadTime | null;
  /** The seller's share of the shipment's cost, or null when it was not read. */
  sellerShippingCost: number | null;
  /** This order carries the pack's shipment in the money (the first order of the shipment). */
  carriesShipment: boolean;
  billing: MlBillingInfo | null;
}

const money = (value: number | null | undefined) => new Decimal(value ?? 0);
const text = (value: Decimal) => value.toFixed(2);

/** Full: Mercado Livre's own warehouse holds the stock and ships. */
export const isFulfillment = (shipment: MlShipment | null) => shipment?.logistic?.type === 'fulfillment';

/**
 * Mercado Envios (ME2, Full included) carried the parcel: in Brazil it prints a label only once the
 * shipment has its NF-e (`invoice_pending` until then) and Full is invoiced by Mercado Livre, so a
 * shipment it dispatched was invoiced on the channel, whether or not through Feira (ORD-41). A seller
 * shipping with its own carrier (ME1, custom) marks the shipment itself.
 */
const shippedByMercadoEnvios = (shipment: MlShipment | null) =>
  (shipment?.status === 'shipped' || shipment?.status === 'delivered') && shipment.logistic?.mode === 'me2';

function statusOf(order: MlOrder, shipment: MlShipment | null): ChannelOrderStatus {
  if (order.status === 'cancelled' || order.status === 'invalid') return 'CANCELED';
  if (shipment?.status === 'delivered') return 'DELIVERED';
  if (shipment?.status === 'shipped') return 'SHIPPED';
  if (order.status === 'paid') return 'PAID';
  return 'CREATED';
}

/**
 * The interest the buyer paid for instalments (acréscimos), by the identity Mercado Livre documents
 * for Brazil: total paid + coupon − transaction amount − taxes − shipping, per approved payment.
 */
function interestOf(order: MlOrder): Decimal {
  return (order.payments ?? [])
    .filter((p) => p.status !== 'rejected' && p.status !== 'cancelled')
    .reduce((sum, p) => {
      const interest = money(p.total_paid_amount)
        .plus(money(p.coupon_amount))
        .minus(money(p.transaction_amount))
        .minus(money(p.taxes_amount))
        .minus(money(p.shipping_cost));
      return sum.plus(Decimal.max(interest, 0));
    }, new Decimal(0));
}

const present = <T extends object>(value: T): T | undefined =>
  Object.values(value).some((v) => v !== undefined) ? value : undefined;

const opt = (value: string | null | undefined) => (value ? value : undefined);

function customerOf(billing: MlBillingInfo | null): Customer | undefined {
  const info = billing?.buyer?.billing_info;
  if (!info) return undefined;
  const name = [info.name, info.last_name].filter(Boolean).join(' ');
  return present({ name: opt(name), document: opt(info.identification?.number) });
}

/** The shipment's destination, else the buyer's billing address (a Full or pickup order may lack one). */
function addressOf(shipment: MlShipment | null, billing: MlBillingInfo | null): ShippingAddress | undefined {
  const to = shipment?.destination?.shipping_address;
  if (to)
    return present({
      street: opt(to.street_name),
      number: opt(to.street_number),
      complement: opt(to.comment),
      neighborhood: opt(to.neighborhood?.name),
      city: opt(to.city?.name),
      state: opt(to.state?.id?.replace(/^BR-/, '') ?? to.state?.name),
      postalCode: opt(to.zip_code),
      country: opt(to.country?.id),
    });
  const billed = billing?.buyer?.billing_info?.address;
  if (!billed) return undefined;
  return present({
    street: opt(billed.street_name),
    number: opt(billed.street_number),
    complement: opt(billed.comment),
    neighborhood: opt(billed.neighborhood),
    city: opt(billed.city_name),
    state: opt(billed.state?.code),
    postalCode: opt(billed.zip_code),
    country: opt(billed.country_id),
  });
}

/**
 * The instant the seller must dispatch by: the lead time's `estimated_handling_limit`, written with its
 * offset (Brasília's), kept as a UTC instant. None for Full (Mercado Livre's warehouse dispatches) and
 * none for a date that cannot be read.
 */
function shipByOf(shipment: MlShipment | null, leadTime: MlLeadTime | null): string | undefined {
  const date = leadTime?.estimated_handling_limit?.date;
  if (!date || isFulfillment(shipment)) return undefined;
  const at = Date.parse(date);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/**
 * An `orders_v2` order as Feira's channel order. Money, field by field: each line's `unit_price` is
 * the sale price and `full_unit_price` the price before the seller's discount; `sale_fee` (per unit)
 * times the quantity is the commission; the buyer's shipping payment is the freight; the seller's
 * share of the shipment (`/shipments/{id}/costs`) is the shipping cost, counted on one order of a pack
 * only (the orders of a cart share one shipment); the coupon is the discount; the instalment interest
 * is apart (totalInterest), and the net is what the buyer paid without it. Lines carry the channel's
 * item id and SELLER_SKU; the buyer's billing data fills the customer.
 */
export function receivedOrder(reading: MlOrderReading): ReceivedOrder {
  const { order, shipment } = reading;
  const commission = order.order_items.reduce(
    (sum, line) => sum.plus(money(line.sale_fee).times(line.quantity)),
    new Decimal(0),
  );
  const freight = (order.payments ?? [])
    .filter((p) => p.status !== 'rejected')
    .reduce((sum, p) => sum.plus(money(p.shipping_cost)), new Decimal(0));
  const lineDiscount = order.order_items.reduce(
    (sum, line) =>
      sum.plus(
        money(line.full_unit_price ?? line.unit_price)
          .minus(money(line.unit_price))
          .times(line.quantity),
      ),
    new Decimal(0),
  );
  const interest = interestOf(order);
  const shippingCost =
    reading.sellerShippingCost === null
      ? {}
      : { shippingCost: text(reading.carriesShipment ? money(reading.sellerShippingCost) : new Decimal(0)) };
  const customer = customerOf(reading.billing);
  const shippingAddress = addressOf(shipment, reading.billing);
  const shipBy = shipByOf(shipment, reading.leadTime);
  const tracking = shipment?.tracking_number
    ? {
        code: shipment.tracking_number,
        ...(shipment.tracking_method ? { carrier: shipment.tracking_method } : {}),
      }
    : undefined;
  return {
    status: statusOf(order, shipment),
    ...(shippedByMercadoEnvios(shipment) ? { shippedByChannel: true } : {}),
    order: {
      marketplaceOrderId: String(order.id),
      items: order.order_items.map((line) => ({
        skuId: line.item.id,
        channelItemId: line.item.id,
        ...(line.item.seller_sku ? { sellerSku: line.item.seller_sku } : {}),
        qty: line.quantity,
        salePrice: text(money(line.unit_price)),
        originalPrice: text(money(line.full_unit_price ?? line.unit_price)),
      })),
      totals: {
        totalGross: text(money(order.total_amount)),
        totalCommission: text(commission),
        totalFreight: text(freight),
        ...shippingCost,
        totalDiscount: text(money(order.coupon?.amount).plus(lineDiscount)),
        ...(interest.isZero() ? {} : { totalInterest: text(interest) }),
        totalNet: text(money(order.paid_amount ?? order.total_amount).minus(interest)),
      },
      ...(customer ? { customer } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(isFulfillment(shipment) ? { fulfilledByChannel: true } : {}),
      ...(shipBy ? { shipBy } : {}),
      ...(tracking ? { tracking } : {}),
    },
  };
}
