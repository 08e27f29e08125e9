import { randomInt } from 'node:crypto';
import { Decimal } from '../../src/platform/money.ts';
import {
  opaque,
  spError,
  type FakeAmazonState,
  type FakeFee,
  type FakeFinancialEvent,
  type FakeFinancialEventGroup,
  type Handler,
  type Reply,
} from './state.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Finances shows nothing of the last two minutes, and no range wider than 180 days. */
const SETTLING = 2 * MINUTE;
const WIDEST = 180 * DAY;

const currency = (amount: Decimal) => ({ CurrencyCode: 'BRL', CurrencyAmount: amount.toNumber() });
const iso = (ms: number) => new Date(ms).toISOString();
const parsedTime = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : null);

/**
 * What the event pays the seller: a shipment's charges less its Commission and fees; a refund takes back
 * what went to the buyer, credits the Commission back and keeps its fees.
 */
function netOf(event: FakeFinancialEvent): Decimal {
  const sign = event.kind === 'refund' ? -1 : 1;
  return event.items.reduce(
    (sum, item) =>
      item.fees.reduce(
        (left, fee) => left.minus(fee.amount),
        sum.plus(new Decimal(item.principal).minus(item.commission).times(sign)),
      ),
    new Decimal(event.shipping).times(sign),
  );
}

/** Amounts of zero are not listed: a posting of fees alone carries no Principal. */
const listed = <T extends { amount: string }>(entries: T[]) =>
  entries.filter((entry) => !new Decimal(entry.amount).isZero());
const charges = (entries: { ChargeType: string; amount: string }[], sign: 1 | -1) =>
  listed(entries).map((c) => ({
    ChargeType: c.ChargeType,
    ChargeAmount: currency(new Decimal(c.amount).times(sign)),
  }));
/** Fees as Finances writes them: what the seller pays negative, what Amazon credits back positive. */
const fees = (entries: { type: string; amount: string; credit?: boolean }[]) =>
  listed(entries).map((f) => ({
    FeeType: f.type,
    FeeAmount: currency(f.credit ? new Decimal(f.amount) : new Decimal(f.amount).negated()),
  }));

/**
 * An event as Finances writes it, a `ShipmentEvent` either way. A shipment lists each item's charges and its
 * fees as negative amounts. A refund (RefundEventList) lists each item's adjustment instead, with an
 * `OrderAdjustmentItemId` of its own: the charges given back as negative amounts, the Commission credited back
 * positive and the refund administration fee negative.
 */
const eventOf = (event: FakeFinancialEvent) => {
  const refund = event.kind === 'refund';
  const names = refund
    ? {
        items: 'ShipmentItemAdjustmentList',
        charges: 'ItemChargeAdjustmentList',
        fees: 'ItemFeeAdjustmentList',
      }
    : { items: 'ShipmentItemList', charges: 'ItemChargeList', fees: 'ItemFeeList' };
  return {
    AmazonOrderId: event.orderId,
    MarketplaceName: 'Amazon.com.br',
    PostedDate: event.postedDate,
    [names.items]: event.items.map((item, i) => ({
      SellerSKU: item.sellerSku,
      OrderItemId: item.orderItemId,
      ...(refund ? { OrderAdjustmentItemId: item.adjustmentId } : {}),
      QuantityShipped: item.quantity,
      [names.charges]: charges(
        [
          { ChargeType: 'Principal', amount: item.principal },
          { ChargeType: 'ShippingCharge', amount: i === 0 ? event.shipping : '0' },
        ],
        refund ? -1 : 1,
      ),
      [names.fees]: fees([{ type: 'Commission', amount: item.commission, credit: refund }, ...item.fees]),
    })),
  };
};

/** The events of a list, as the payload's FinancialEvents (the lists the fake never posts are empty). */
const financialEvents = (events: FakeFinancialEvent[]) => ({
  ShipmentEventList: events.filter((e) => e.kind === 'shipment').map(eventOf),
  RefundEventList: events.filter((e) => e.kind === 'refund').map(eventOf),
  ServiceFeeEventList: [],
  AdjustmentEventList: [],
});

function groupOf(state: FakeAmazonState, group: FakeFinancialEventGroup) {
  const total = state.financialEvents
    .filter((e) => e.groupId === group.id)
    .reduce((sum, e) => sum.plus(netOf(e)), new Decimal(0));
  return {
    FinancialEventGroupId: group.id,
    ProcessingStatus: group.processingStatus,
    ...(group.fundTransferStatus ? { FundTransferStatus: group.fundTransferStatus } : {}),
    OriginalTotal: currency(total),
    ConvertedTotal: currency(total),
    ...(group.fundTransferDate ? { FundTransferDate: group.fundTransferDate } : {}),
    ...(group.traceId ? { TraceId: group.traceId } : {}),
    AccountTail: group.accountTail,
    BeginningBalance: currency(new Decimal(0)),
    FinancialEventGroupStart: group.start,
    ...(group.end ? { FinancialEventGroupEnd: group.end } : {}),
  };
}

/** `MaxResultsPerPage` (1–100, default 100), or the refusal. */
function pageSize(query: URLSearchParams): number | Reply {
  const size = Number(query.get('MaxResultsPerPage') ?? 100);
  if (!Number.isInteger(size) || size < 1 || size > 100)
    return spError(400, 'InvalidInput', 'MaxResultsPerPage must be from 1 to 100');
  return size;
}

/** The request's arguments besides its NextToken, to hold a token to the call that produced it. */
const argumentsOf = (query: URLSearchParams) =>
  [...query.entries()]
    .filter(([name]) => name !== 'NextToken')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

interface Page {
  kind: string;
  partner: string;
  after: string;
  before?: string;
  offset: number;
  args?: string;
}

/**
 * The page a NextToken continues, or the refusal: a token of another operation or selling partner, or
 * sent with other arguments than the call that produced it (Amazon asks for the same ones).
 */
function continued(
  state: FakeAmazonState,
  query: URLSearchParams,
  kind: string,
  partner: string,
): Page | Reply | null {
  const token = query.get('NextToken');
  if (!token) return null;
  const page = state.pages.get(token);
  const args = argumentsOf(query);
  if (!page || page.kind !== kind || page.partner !== partner || (args && args !== page.args))
    return spError(400, 'InvalidInput', 'Invalid NextToken');
  return page;
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value;

/** Slices a page and, when more remain, hands out the token of the next one. */
function slice<T>(
  state: FakeAmazonState,
  all: T[],
  size: number,
  page: Page,
): { items: T[]; NextToken?: string } {
  const items = all.slice(page.offset, page.offset + size);
  if (page.offset + size >= all.length) return { items };
  const next = opaque('');
  state.pages.set(next, { ...page, offset: page.offset + size });
  return { items, NextToken: next };
}

/**
 * A Finances v0 date range (`…After` at or after, `…Before` before, by default two minutes before the
 * request), or the refusal: an unreadable date, a bound within the last two minutes, a `…Before` not
 * after its `…After` or given without one when `afterRequired`. A range wider than 180 days is valid
 * and answers nothing (`empty`).
 */
function dateRange(
  state: FakeAmazonState,
  query: URLSearchParams,
  names: { after: string; before: string },
  afterRequired: boolean,
): { after: string; before: string; empty: boolean } | Reply {
  const afterText = query.get(names.after);
  const beforeText = query.get(names.before);
  for (const [name, value] of [
    [names.after, afterText],
    [names.before, beforeText],
  ] as const)
    if (value !== null && !parsedTime(value))
      return spError(400, 'InvalidInput', `${name} must be an ISO 8601 date-time`);
  if (beforeText !== null && afterText === null && afterRequired)
    return spError(400, 'InvalidInput', `${names.after} is required when ${names.before} is given`);
  const latest = state.now() - SETTLING;
  const before = beforeText === null ? latest : Date.parse(beforeText);
  const after = afterText === null ? before - WIDEST : Date.parse(afterText);
  if (before > latest || after > latest)
    return spError(
      400,
      'InvalidInput',
      'Dates must be no later than two minutes before the time of the request',
    );
  if (after >= before) return spError(400, 'InvalidInput', 'Date range is invalid.');
  return { after: iso(after), before: iso(before), empty: before - after > WIDEST };
}

/**
 * Finances v0: `listFinancialEvents` by `PostedAfter` (the orders poll's fees),
 * `listFinancialEventsByOrderId`, and the payouts: `listFinancialEventGroups` by the date groups opened
 * and `listFinancialEventsByGroupId`, each paged by `MaxResultsPerPage` (1–100) and `NextToken` (sent
 * again with the same arguments), nothing of the last two minutes, another seller's order or group 404.
 */
export function financeRoutes(state: FakeAmazonState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/finances\/v0\/orders\/([0-9-]+)\/financialEvents$/,
      (request) => {
        const order = state.orders.get(request.params[0]!);
        if (!order || order.sellerId !== request.partner)
          return spError(404, 'NotFound', `Order ${request.params[0]} not found`);
        const size = pageSize(request.query);
        if (isReply(size)) return size;
        const page = continued(state, request.query, 'order-events', request.partner) ?? {
          kind: 'order-events',
          partner: request.partner,
          after: order.orderId,
          offset: 0,
          args: argumentsOf(request.query),
        };
        if (isReply(page)) return page;
        if (page.after !== order.orderId) return spError(400, 'InvalidInput', 'Invalid NextToken');
        const events = state.financialEvents.filter((e) => e.orderId === order.orderId);
        const { items, NextToken } = slice(state, events, size, page);
        return { status: 200, body: { payload: { FinancialEvents: financialEvents(items), NextToken } } };
      },
    ],
    [
      'GET',
      /^\/finances\/v0\/financialEvents$/,
      (request) => {
        const q = request.query;
        const size = pageSize(q);
        if (isReply(size)) return size;
        let page = continued(state, q, 'finances', request.partner);
        if (isReply(page)) return page;
        if (!page) {
          const posted = parsedTime(q.get('PostedAfter'));
          if (!posted) return spError(400, 'InvalidInput', 'PostedAfter must be an ISO 8601 date-time');
          page = {
            kind: 'finances',
            partner: request.partner,
            after: new Date(posted).toISOString(),
            offset: 0,
            args: argumentsOf(q),
          };
        }
        const after = page.after;
        const events = state.financialEvents
          .filter((e) => e.sellerId === request.partner && e.postedDate >= after)
          .sort((a, b) => a.postedDate.localeCompare(b.postedDate));
        const { items, NextToken } = slice(state, events, size, page);
        return { status: 200, body: { payload: { FinancialEvents: financialEvents(items), NextToken } } };
      },
    ],
    [
      'GET',
      /^\/finances\/v0\/financialEventGroups$/,
      (request) => {
        const q = request.query;
        const size = pageSize(q);
        if (isReply(size)) return size;
        let page = continued(state, q, 'groups', request.partner);
        if (isReply(page)) return page;
        let empty = false;
        if (!page) {
          const range = dateRange(
            state,
            q,
            { after: 'FinancialEventGroupStartedAfter', before: 'FinancialEventGroupStartedBefore' },
            false,
          );
          if (isReply(range)) return range;
          empty = range.empty;
          page = { kind: 'groups', partner: request.partner, ...range, offset: 0, args: argumentsOf(q) };
        }
        const { after, before } = page as Required<Page>;
        const groups = empty
          ? []
          : state.financialEventGroups
              .filter((g) => g.sellerId === request.partner && g.start >= after && g.start < before)
              .sort((a, b) => a.start.localeCompare(b.start));
        const { items, NextToken } = slice(state, groups, size, page);
        return {
          status: 200,
          body: {
            payload: { FinancialEventGroupList: items.map((g) => groupOf(state, g)), NextToken },
          },
        };
      },
    ],
    [
      'GET',
      /^\/finances\/v0\/financialEventGroups\/([^/]+)\/financialEvents$/,
      (request) => {
        const id = decodeURIComponent(request.params[0]!);
        const group = state.financialEventGroups.find((g) => g.id === id);
        if (!group || group.sellerId !== request.partner)
          return spError(404, 'NotFound', `Financial event group ${id} not found`);
        const q = request.query;
        const size = pageSize(q);
        if (isReply(size)) return size;
        let page = continued(state, q, `group-events:${id}`, request.partner);
        if (isReply(page)) return page;
        let empty = false;
        if (!page) {
          const range = dateRange(state, q, { after: 'PostedAfter', before: 'PostedBefore' }, true);
          if (isReply(range)) return range;
          empty = range.empty;
          // Without PostedAfter the group's every event counts, from its first.
          const after = q.get('PostedAfter') === null ? '' : range.after;
          page = {
            kind: `group-events:${id}`,
            partner: request.partner,
            after,
            before: range.before,
            offset: 0,
            args: argumentsOf(q),
          };
        }
        const { after, before } = page as Required<Page>;
        const events = empty
          ? []
          : state.financialEvents
              .filter((e) => e.groupId === id && e.postedDate >= after && e.postedDate < before)
              .sort((a, b) => a.postedDate.localeCompare(b.postedDate) || a.orderId.localeCompare(b.orderId));
        const { items, NextToken } = slice(state, events, size, page);
        return { status: 200, body: { payload: { FinancialEvents: financialEvents(items), NextToken } } };
      },
    ],
  ];
}

/** The selling partner's open payout group, opened now when it has none. */
function openGroup(state: FakeAmazonState, partner: string): FakeFinancialEventGroup {
  const open = state.financialEventGroups.find(
    (g) => g.sellerId === partner && g.processingStatus === 'Open',
  );
  if (open) return open;
  const group: FakeFinancialEventGroup = {
    id: opaque(''),
    sellerId: partner,
    start: iso(state.now()),
    end: null,
    processingStatus: 'Open',
    fundTransferStatus: null,
    fundTransferDate: null,
    traceId: null,
    accountTail: '042',
  };
  state.financialEventGroups.push(group);
  return group;
}

export interface PostFeesOptions {
  /** Fees besides the Commission, charged on every item. */
  fees?: FakeFee[];
  /** A later posting of `fees` alone: no Principal, Commission or shipping charge again. */
  feesOnly?: boolean;
}

/**
 * Finances posts the order's shipment into the selling partner's open group: each item's Principal,
 * its Commission (`rate` of its price) and `fees`, and the order's shipping charge.
 */
export function postFees(
  state: FakeAmazonState,
  orderId: string,
  rate: string,
  options: PostFeesOptions = {},
): void {
  const order = state.orders.get(orderId)!;
  state.financialEvents.push({
    kind: 'shipment',
    sellerId: order.sellerId,
    orderId,
    groupId: openGroup(state, order.sellerId).id,
    postedDate: iso(state.now()),
    shipping: options.feesOnly ? '0.00' : order.shipping,
    items: order.items.map((item) => {
      const principal = options.feesOnly
        ? new Decimal(0)
        : new Decimal(item.unitPrice).times(item.quantityOrdered);
      return {
        sellerSku: item.sellerSku,
        orderItemId: item.orderItemId,
        quantity: item.quantityOrdered,
        principal: principal.toFixed(2),
        commission: principal.times(rate).toDecimalPlaces(2).toFixed(2),
        fees: options.fees ?? [],
      };
    }),
  });
}

/**
 * Amazon.com.br's refund administration fee: 20 % of the Commission on what was refunded, at most
 * R$ 10,00 per item line (Seller Central Brasil, "Refund Administration Fee Sample Calculations").
 */
const ADMINISTRATION_RATE = '0.20';
const ADMINISTRATION_CAP = '10.00';

/**
 * The seller refunds the whole order (every item and the shipping) after it was paid: Finances posts a
 * refund into the open group, crediting back the Commission (`rate` of each price, as `postFees`
 * charged it) less the refund administration fee. Answers the refund's adjustment ids.
 */
export function refundOrder(state: FakeAmazonState, orderId: string, rate: string, keeps?: string): string[] {
  const order = state.orders.get(orderId)!;
  const items = order.items.map((item) => {
    const principal = new Decimal(item.unitPrice).times(item.quantityOrdered);
    const commission = principal.times(rate).toDecimalPlaces(2);
    const administration =
      keeps === undefined
        ? Decimal.min(commission.times(ADMINISTRATION_RATE), ADMINISTRATION_CAP)
        : new Decimal(keeps);
    return {
      sellerSku: item.sellerSku,
      orderItemId: item.orderItemId,
      // Amazon's adjustment item ids are numbers of 14 digits.
      adjustmentId: String(randomInt(10_000_000_000_000, 99_999_999_999_999)),
      quantity: item.quantityOrdered,
      principal: principal.toFixed(2),
      commission: commission.toFixed(2),
      fees: [{ type: 'RefundCommission', amount: administration.toDecimalPlaces(2).toFixed(2) }],
    };
  });
  state.financialEvents.push({
    kind: 'refund',
    sellerId: order.sellerId,
    orderId,
    groupId: openGroup(state, order.sellerId).id,
    postedDate: iso(state.now()),
    shipping: order.shipping,
    items,
  });
  return items.map((item) => item.adjustmentId);
}

/**
 * The settlement period of the partner's open group ends now: the group closes and Amazon initiates its
 * fund transfer, which stands at `transfer`. Answers the group's id.
 */
export function closeGroup(state: FakeAmazonState, partner: string, transfer: string): string {
  const group = openGroup(state, partner);
  group.processingStatus = 'Closed';
  group.end = iso(state.now());
  group.fundTransferDate = group.end;
  group.fundTransferStatus = transfer;
  group.traceId = `TRACE${Math.floor(state.now() / 1000)}`;
  return group.id;
}
