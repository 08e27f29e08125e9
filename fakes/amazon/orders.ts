import { Decimal } from '../../src/platform/money.ts';
import {
  BR,
  amazonOrderId,
  opaque,
  spError,
  type FakeAmazonState,
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

const parsedTime = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : null);

/**
 * Orders 2026-01-01 `searchOrders` (by `lastUpdatedAfter` or `createdAfter`, exactly one, pages of
 * `maxResultsPerPage` followed with `paginationToken`) and the Sellers API's marketplace participations.
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
