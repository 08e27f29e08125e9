import { BR, spError, type FakeAmazonState, type FakePackage, type Handler, type Reply } from './state.ts';

interface ConfirmBody {
  marketplaceId?: unknown;
  packageDetail?: {
    packageReferenceId?: unknown;
    carrierCode?: unknown;
    carrierName?: unknown;
    trackingNumber?: unknown;
    shipDate?: unknown;
    orderItems?: unknown;
  };
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const invalid = (message: string): Reply => spError(400, 'InvalidInput', message);

/** The package a confirmation describes, or the refusal naming the first field Amazon would refuse. */
function packageOf(body: ConfirmBody, items: Map<string, number>, now: number): FakePackage | Reply {
  const detail = body.packageDetail;
  if (!detail) return invalid('packageDetail is required');
  if (!text(detail.packageReferenceId) || !/^[1-9]\d*$/.test(detail.packageReferenceId))
    return invalid('packageReferenceId must be a positive number');
  if (!text(detail.carrierCode)) return invalid('carrierCode is required');
  if (detail.carrierCode === 'Other' && !text(detail.carrierName))
    return invalid('carrierName is required when carrierCode is Other');
  if (!text(detail.trackingNumber)) return invalid('trackingNumber is required');
  if (!text(detail.shipDate) || Number.isNaN(Date.parse(detail.shipDate)))
    return invalid('shipDate must be an ISO 8601 date-time');
  if (Date.parse(detail.shipDate) > now) return invalid('shipDate cannot be in the future');
  const lines = detail.orderItems;
  if (!Array.isArray(lines) || lines.length === 0) return invalid('orderItems is required');
  const orderItems: FakePackage['orderItems'] = [];
  for (const line of lines as { orderItemId?: unknown; quantity?: unknown }[]) {
    const ordered = text(line.orderItemId) ? items.get(line.orderItemId) : undefined;
    if (ordered === undefined) return invalid(`orderItemId ${String(line.orderItemId)} is not in this order`);
    if (
      !Number.isInteger(line.quantity) ||
      (line.quantity as number) < 1 ||
      (line.quantity as number) > ordered
    )
      return invalid(`quantity of ${String(line.orderItemId)} must be from 1 to ${ordered}`);
    orderItems.push({ orderItemId: line.orderItemId as string, quantity: line.quantity as number });
  }
  return {
    carrierCode: detail.carrierCode,
    ...(text(detail.carrierName) ? { carrierName: detail.carrierName } : {}),
    trackingNumber: detail.trackingNumber,
    shipDate: detail.shipDate,
    orderItems,
  };
}

/**
 * Orders v0 `confirmShipment` (POST /orders/v0/orders/{orderId}/shipmentConfirmation): a seller-fulfilled
 * order's package with its carrier and tracking; 204 with no body. The same `packageReferenceId` again edits
 * that package. Refused with 400 `InvalidInput`: a marketplace other than the order's, a missing field,
 * `carrierName` missing with carrierCode `Other`, a ship date to come, an item not in the order or more
 * than was ordered, and a canceled order; another partner's order is 404.
 */
export function shipmentRoutes(state: FakeAmazonState): [string, RegExp, Handler][] {
  return [
    [
      'POST',
      /^\/orders\/v0\/orders\/([0-9-]+)\/shipmentConfirmation$/,
      (request) => {
        const order = state.orders.get(request.params[0]!);
        if (!order || order.sellerId !== request.partner)
          return spError(404, 'NotFound', `Order ${request.params[0]} not found`);
        const body = (request.body ?? {}) as ConfirmBody;
        if (body.marketplaceId !== BR) return invalid('marketplaceId is not the order’s marketplace');
        if (order.fulfillmentStatus === 'CANCELLED') return invalid('The order is canceled');
        const items = new Map(order.items.map((item) => [item.orderItemId, item.quantityOrdered]));
        const confirmed = packageOf(body, items, state.now());
        if ('status' in confirmed) return confirmed;
        const packages = state.shipments.get(order.orderId) ?? new Map<string, FakePackage>();
        packages.set(String(body.packageDetail!.packageReferenceId), confirmed);
        state.shipments.set(order.orderId, packages);
        order.fulfillmentStatus = 'SHIPPED';
        order.lastUpdatedTime = new Date(state.now()).toISOString();
        return { status: 204, body: undefined };
      },
    ],
  ];
}
