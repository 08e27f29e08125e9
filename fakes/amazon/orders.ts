import { Decimal } from '../../src/platform/money.ts';
import {
  BR,
  amazonOrderId,
  opaque,
  spError,
  type FakeAmazonState,
  type FakeFinancialEvent,
  type FakeOrder,
  type FakeOrderItem,
  type Handler,
} from './state.ts';

const money = (amount: Decimal | string) => ({ amount: new Decimal(amount).toFixed(2), currencyCode: 'BRL' });

const itemsTotal = (order: FakeOrder) =>
  order.items.reduce(
    (sum, item) => sum.plus(new Decimal(item.unitPrice).times(item.quantityOrdered)),
    new Decimal(0),
  );

/** An order as `searchOrders` answers it: the datasets asked for in `includedData` only. */
function orderOf(order: FakeOrder, included: string[]) {
  const out: Record<string, unknown> = {
    orderId: order.orderId,
    createdTime: order.createdTime,
    lastUpdatedTime: order.lastUpdatedTime,
    programs: [],
    salesChannel: { channelName: 'AMAZON', marketplaceId: BR, marketplaceName: 'Amazon.com.br' },
    orderItems: order.items.map((item) => {
      const line: Record<string, unknown> = {
        orderItemId: item.orderItemId,
        quantityOrdered: item.quantityOrdered,
        product: {
          asin: item.asin,
          title: item.title,
          sellerSku: item.sellerSku,
          condition: { conditionType: 'NEW', conditionSubtype: 'NEW' },
          price: { unitPrice: money(item.unitPrice) },
        },
      };
      if (included.includes('PROCEEDS')) {
        const subtotal = new Decimal(item.unitPrice).times(item.quantityOrdered);
        line.proceeds = {
          proceedsTotal: money(subtotal),
          breakdowns: [{ type: 'ITEM', subtotal: money(subtotal) }],
        };
      }
      return line;
    }),
  };
  if (included.includes('FULFILLMENT'))
    out.fulfillment = {
      fulfillmentStatus: order.fulfillmentStatus,
      fulfilledBy: 'MERCHANT',
      fulfillmentServiceLevel: 'STANDARD',
      shipByWindow: { earliestDateTime: order.createdTime, latestDateTime: order.shipBy },
    };
  if (included.includes('PROCEEDS')) {
    const items = itemsTotal(order);
    out.proceeds = {
      grandTotal: money(items.plus(order.shipping)),
      breakdowns: [
        { type: 'ITEM', subtotal: money(items) },
        { type: 'SHIPPING', subtotal: money(order.shipping) },
      ],
    };
  }
  return out;
}

/** A shipment event of Finances: each item's Principal charge and its Commission fee (negative). */
const shipmentEvent = (event: FakeFinancialEvent) => ({
  AmazonOrderId: event.orderId,
  MarketplaceName: 'Amazon.com.br',
  PostedDate: event.postedDate,
  ShipmentItemList: event.items.map((item) => ({
    SellerSKU: item.sellerSku,
    OrderItemId: item.orderItemId,
    QuantityShipped: item.quantity,
    ItemChargeList: [
      {
        ChargeType: 'Principal',
        ChargeAmount: { CurrencyCode: 'BRL', CurrencyAmount: Number(item.principal) },
      },
    ],
    ItemFeeList: [
      { FeeType: 'Commission', FeeAmount: { CurrencyCode: 'BRL', CurrencyAmount: -Number(item.commission) } },
    ],
  })),
});

const parsedTime = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : null);

/**
 * Orders 2026-01-01 `searchOrders` (by `lastUpdatedAfter` or `createdAfter`, exactly one, pages of
 * `maxResultsPerPage` followed with `paginationToken`), the Sellers API's marketplace participations,
 * and Finances v0 `listFinancialEvents` by `PostedAfter` (shipment events with their Commission fees).
 */
export function orderRoutes(state: FakeAmazonState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/sellers\/v1\/marketplaceParticipations$/,
      (request) => ({
        status: 200,
        body: {
          payload: (state.participations.get(request.partner) ?? []).map((id) => ({
            marketplace: {
              id,
              countryCode: id === BR ? 'BR' : 'US',
              name: id === BR ? 'Amazon.com.br' : 'Amazon.com',
              defaultCurrencyCode: id === BR ? 'BRL' : 'USD',
              defaultLanguageCode: id === BR ? 'pt_BR' : 'en_US',
              domainName: id === BR ? 'www.amazon.com.br' : 'www.amazon.com',
            },
            participation: { isParticipating: true, hasSuspendedListings: false },
            storeName: `Loja ${request.partner}`,
          })),
        },
      }),
    ],
    [
      'GET',
      /^\/orders\/2026-01-01\/orders$/,
      (request) => {
        const q = request.query;
        const size = Number(q.get('maxResultsPerPage') ?? 100);
        if (!Number.isInteger(size) || size < 1 || size > 100)
          return spError(400, 'InvalidInput', 'maxResultsPerPage must be from 1 to 100');
        let after: string;
        let offset = 0;
        const token = q.get('paginationToken');
        if (token) {
          const page = state.pages.get(token);
          if (!page || page.kind !== 'orders' || page.partner !== request.partner)
            return spError(400, 'InvalidInput', 'Invalid paginationToken');
          ({ after, offset } = page);
        } else {
          const updated = q.get('lastUpdatedAfter');
          if (!updated === !q.get('createdAfter'))
            return spError(
              400,
              'InvalidInput',
              'Exactly one of createdAfter and lastUpdatedAfter is required',
            );
          if (updated && !parsedTime(updated))
            return spError(400, 'InvalidInput', 'lastUpdatedAfter must be an ISO 8601 date-time');
          if (updated === null)
            return spError(400, 'InvalidInput', 'only lastUpdatedAfter is supported here');
          after = new Date(updated).toISOString();
        }
        const matching = [...state.orders.values()]
          .filter((o) => o.sellerId === request.partner && o.lastUpdatedTime >= after)
          .sort(
            (a, b) =>
              a.lastUpdatedTime.localeCompare(b.lastUpdatedTime) || a.orderId.localeCompare(b.orderId),
          );
        const included = (q.get('includedData') ?? '').split(',');
        const body: Record<string, unknown> = {
          orders: matching.slice(offset, offset + size).map((order) => orderOf(order, included)),
          lastUpdatedBefore: new Date(state.now() - 2 * 60_000).toISOString(),
        };
        if (offset + size < matching.length) {
          const next = opaque('');
          state.pages.set(next, { kind: 'orders', partner: request.partner, after, offset: offset + size });
          body.pagination = { nextToken: next };
        }
        return { status: 200, body };
      },
    ],
    [
      'GET',
      /^\/finances\/v0\/orders\/([0-9-]+)\/financialEvents$/,
      (request) => {
        const order = state.orders.get(request.params[0]!);
        if (!order || order.sellerId !== request.partner)
          return spError(404, 'NotFound', `Order ${request.params[0]} not found`);
        const events = state.financialEvents.filter((e) => e.orderId === order.orderId);
        return {
          status: 200,
          body: { payload: { FinancialEvents: { ShipmentEventList: events.map(shipmentEvent) } } },
        };
      },
    ],
    [
      'GET',
      /^\/finances\/v0\/financialEvents$/,
      (request) => {
        const q = request.query;
        const size = Number(q.get('MaxResultsPerPage') ?? 100);
        if (!Number.isInteger(size) || size < 1 || size > 100)
          return spError(400, 'InvalidInput', 'MaxResultsPerPage must be from 1 to 100');
        let after: string;
        let offset = 0;
        const token = q.get('NextToken');
        if (token) {
          const page = state.pages.get(token);
          if (!page || page.kind !== 'finances' || page.partner !== request.partner)
            return spError(400, 'InvalidInput', 'Invalid NextToken');
          ({ after, offset } = page);
        } else {
          const posted = parsedTime(q.get('PostedAfter'));
          if (!posted) return spError(400, 'InvalidInput', 'PostedAfter must be an ISO 8601 date-time');
          after = new Date(posted).toISOString();
        }
        const events = state.financialEvents
          .filter((e) => e.sellerId === request.partner && e.postedDate >= after)
          .sort((a, b) => a.postedDate.localeCompare(b.postedDate));
        const page = events.slice(offset, offset + size);
        const payload: Record<string, unknown> = {
          FinancialEvents: {
            ShipmentEventList: page.map(shipmentEvent),
            RefundEventList: [],
          },
        };
        if (offset + size < events.length) {
          const next = opaque('');
          state.pages.set(next, { kind: 'finances', partner: request.partner, after, offset: offset + size });
          payload.NextToken = next;
        }
        return { status: 200, body: { payload } };
      },
    ],
  ];
}

export interface FakeOrderInput {
  sellerId: string;
  items: Omit<FakeOrderItem, 'orderItemId' | 'asin' | 'title'>[];
  shipping?: string;
  status?: FakeOrder['fulfillmentStatus'];
}

/** A buyer ordered: the order as Amazon keeps it, updated now. */
export function createFakeOrder(state: FakeAmazonState, input: FakeOrderInput): FakeOrder {
  const now = new Date(state.now()).toISOString();
  const order: FakeOrder = {
    orderId: amazonOrderId(),
    sellerId: input.sellerId,
    createdTime: now,
    lastUpdatedTime: now,
    fulfillmentStatus: input.status ?? 'UNSHIPPED',
    shipping: input.shipping ?? '0.00',
    shipBy: new Date(state.now() + 2 * 86_400_000).toISOString(),
    items: input.items.map((item, i) => {
      const listing = state.listings.get(`${input.sellerId}/${item.sellerSku}`);
      const name = listing?.attributes.item_name?.[0]?.value;
      return {
        ...item,
        orderItemId: `${Date.now()}${i}`.slice(-14),
        asin: listing?.asin ?? 'B000000000',
        title: typeof name === 'string' ? name : item.sellerSku,
      };
    }),
  };
  state.orders.set(order.orderId, order);
  return order;
}

/** Finances posts the order's shipment with the Commission fee of each item (`rate` of its price). */
export function postFees(state: FakeAmazonState, orderId: string, rate: string): void {
  const order = state.orders.get(orderId)!;
  state.financialEvents.push({
    sellerId: order.sellerId,
    orderId,
    postedDate: new Date(state.now()).toISOString(),
    items: order.items.map((item) => {
      const principal = new Decimal(item.unitPrice).times(item.quantityOrdered);
      return {
        sellerSku: item.sellerSku,
        orderItemId: item.orderItemId,
        quantity: item.quantityOrdered,
        principal: principal.toFixed(2),
        commission: principal.times(rate).toDecimalPlaces(2).toFixed(2),
      };
    }),
  });
}
