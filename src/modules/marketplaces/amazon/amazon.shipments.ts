import { and, eq } from 'drizzle-orm';
import { ChannelRefusedError, type AccountRef, type ShipmentConfirmation } from '../connector.ts';
import type { AmazonConnector } from './amazon.connector.ts';
import { SpApiRefusal } from './amazon.http.ts';
import { amazonOrders } from './amazon.tables.ts';
import { MARKETPLACE_ID } from './domain/listing-body.ts';

/**
 * Feira sends a seller-fulfilled order as one package: confirming it again with the same reference edits
 * that package (a corrected tracking) instead of adding another (ADS-132).
 */
const PACKAGE_REFERENCE = '1';

/**
 * Tells Amazon a seller-fulfilled order shipped (Orders v0 `confirmShipment`): every item of the order in one
 * package, the seller's carrier by name (`carrierCode` "Other" with `carrierName`) and its tracking. Amazon's
 * refusal reaches the seller in its words.
 */
export async function confirmShipment(
  c: AmazonConnector,
  account: AccountRef,
  shipment: ShipmentConfirmation,
): Promise<void> {
  const [order] = await c.rt.database.db
    .select({ lines: amazonOrders.lines })
    .from(amazonOrders)
    .where(
      and(
        eq(amazonOrders.sellerId, account.sellerId),
        eq(amazonOrders.accountId, account.accountId),
        eq(amazonOrders.orderId, shipment.marketplaceOrderId),
      ),
    );
  if (!order || order.lines.length === 0)
    throw new ChannelRefusedError(
      `Amazon: the order ${shipment.marketplaceOrderId} has not been read from Amazon yet`,
    );
  try {
    await c.call(account, {
      operation: 'confirmShipment',
      method: 'POST',
      path: `/orders/v0/orders/${encodeURIComponent(shipment.marketplaceOrderId)}/shipmentConfirmation`,
      json: {
        marketplaceId: MARKETPLACE_ID,
        packageDetail: {
          packageReferenceId: PACKAGE_REFERENCE,
          carrierCode: 'Other',
          carrierName: shipment.carrier,
          trackingNumber: shipment.trackingCode,
          shipDate: shipment.shippedAt,
          orderItems: order.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
        },
      },
    });
  } catch (error) {
    if (error instanceof SpApiRefusal) throw new ChannelRefusedError(`Amazon: ${error.sellerMessage()}`);
    throw error;
  }
}
