import type { AccountRef, ReceivedOrder } from '../connector.ts';
import type { MercadoLivreConnector } from './ml.connector.ts';
import {
  receivedOrder,
  type MlBillingInfo,
  type MlLeadTime,
  type MlOrder,
  type MlShipment,
  type MlShipmentCosts,
} from './ml.orders.ts';

/** Shipments are read in the current format: logistic type, origin and destination; no inline costs. */
export const NEW_FORMAT = { 'x-format-new': 'true' };

/** The parts of `/shipments/{id}/items`: which order each line of the shipment belongs to. */
type MlShipmentItems = { order_id: number }[];

interface ShipmentReading {
  shipment: MlShipment;
  sellerCost: number | null;
  orderIds: number[];
  leadTime: MlLeadTime;
}

/**
 * Reads orders with what Feira needs beside them: the shipment (new format), the seller's share of
 * its cost, the ids of the orders it carries (a pack's orders share it), and the buyer's billing data.
 * A shipment is read once for all the orders of a batch that share it.
 */
export class OrderReader {
  private readonly shipments = new Map<string, Promise<ShipmentReading>>();
  private readonly connector: MercadoLivreConnector;
  private readonly account: AccountRef;
  private readonly userId: string;

  constructor(connector: MercadoLivreConnector, account: AccountRef, userId: string) {
    this.connector = connector;
    this.account = account;
    this.userId = userId;
  }

  private async get<T>(path: string, headers?: Record<string, string>): Promise<T> {
    return (await this.connector.call(this.account, { method: 'GET', path, ...(headers ? { headers } : {}) }))
      .body as T;
  }

  /** The shipment, read once; `withItems`: also the orders it carries (only a pack's shipment needs it). */
  shipment(id: number, withItems: boolean): Promise<ShipmentReading> {
    const key = `${id}:${withItems}`;
    let known = this.shipments.get(key);
    if (!known) {
      known = (async () => {
        // The reads side by side: none needs another's answer.
        const [shipment, costs, items, leadTime] = await Promise.all([
          this.get<MlShipment>(`/shipments/${id}`, NEW_FORMAT),
          this.get<MlShipmentCosts>(`/shipments/${id}/costs`),
          withItems ? this.get<MlShipmentItems>(`/shipments/${id}/items`) : null,
          // The dispatch deadline (estimated_handling_limit) is only in the shipment's lead time.
          this.get<MlLeadTime>(`/shipments/${id}/lead_time`),
        ]);
        // Full: Mercado Livre's own logistics, no shipping cost of the seller's to count.
        const full = shipment.logistic?.type === 'fulfillment';
        const mine = costs.senders?.find((s) => String(s.user_id) === this.userId);
        const orderIds = [...new Set((items ?? []).map((line) => line.order_id))].sort((a, b) => a - b);
        return { shipment, sellerCost: full ? null : (mine?.cost ?? 0), orderIds, leadTime };
      })();
      known.catch(() => this.shipments.delete(key));
      this.shipments.set(key, known);
    }
    return known;
  }

  /** An order read with its shipment and billing data, as Feira's channel order. */
  async received(order: MlOrder): Promise<ReceivedOrder> {
    const shipmentId = order.shipping?.id;
    const [reading, billing] = await Promise.all([
      shipmentId ? this.shipment(shipmentId, Boolean(order.pack_id)) : null,
      this.get<MlBillingInfo>(`/orders/${order.id}/billing_info`, { 'x-version': '2' }),
    ]);
    // The shipment's cost is counted once for the pack: on its first order.
    const carriesShipment = !order.pack_id || reading?.orderIds[0] === order.id || !reading?.orderIds.length;
    return receivedOrder({
      order,
      shipment: reading?.shipment ?? null,
      leadTime: reading?.leadTime ?? null,
      sellerShippingCost: reading?.sellerCost ?? null,
      carriesShipment,
      billing,
    });
  }

  /** The order ids a shipment carries (a shipments notification names the shipment, not the orders). */
  async ordersOfShipment(id: number): Promise<{ shipment: MlShipment; orderIds: number[] }> {
    const reading = await this.shipment(id, true);
    return { shipment: reading.shipment, orderIds: reading.orderIds };
  }

  /** Whether the order is a sale of this account (a buyer may read its purchases too). */
  isSale(order: MlOrder): boolean {
    return String(order.seller?.id) === this.userId;
  }
}
