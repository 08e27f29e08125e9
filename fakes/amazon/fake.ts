import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { listingRoutes, schemaRoutes } from './listings.ts';
import { lwaRoutes } from './lwa.ts';
import { closeGroup, financeRoutes, postFees, refundOrder, type PostFeesOptions } from './finances.ts';
import { createFakeOrder, orderRoutes, type FakeOrderInput } from './orders.ts';
import { shipmentRoutes } from './shipments.ts';
import {
  BR,
  defaultProductTypes,
  listingKey,
  spError,
  type FakeAmazonState,
  type FakeIssue,
  type FakeOrder,
  type Handler,
  type Reply,
  type Request,
} from './state.ts';

/** An operation's usage plan: tokens added per second and the bucket's size. */
interface UsagePlan {
  rate: number;
  burst: number;
}

/** The default usage plans the API reference gives for each operation the fake serves. */
const usagePlans: Record<string, UsagePlan> = {
  getListingsItem: { rate: 5, burst: 10 },
  putListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 10 },
  deleteListingsItem: { rate: 5, burst: 10 },
  searchListingsItems: { rate: 5, burst: 5 },
  searchDefinitionsProductTypes: { rate: 5, burst: 10 },
  getDefinitionsProductType: { rate: 5, burst: 10 },
  searchOrders: { rate: 0.0056, burst: 20 },
  listFinancialEvents: { rate: 0.5, burst: 30 },
  listFinancialEventsByOrderId: { rate: 0.5, burst: 30 },
  listFinancialEventGroups: { rate: 0.5, burst: 30 },
  listFinancialEventsByGroupId: { rate: 0.5, burst: 30 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  confirmShipment: { rate: 2, burst: 10 },
};

/** The SP-API operation a call is, from its method and path (null: not an SP-API call). */
function operationOf(method: string, path: string): string | null {
  if (path.startsWith('/listings/2021-08-01/items/')) {
    if (path.split('/').length === 5) return 'searchListingsItems';
    return (
      {
        GET: 'getListingsItem',
        PUT: 'putListingsItem',
        PATCH: 'patchListingsItem',
        DELETE: 'deleteListingsItem',
      }[method] ?? null
    );
  }
  if (path === '/definitions/2020-09-01/productTypes') return 'searchDefinitionsProductTypes';
  if (path.startsWith('/definitions/2020-09-01/productTypes/')) return 'getDefinitionsProductType';
  if (path === '/orders/2026-01-01/orders') return 'searchOrders';
  if (/^\/orders\/v0\/orders\/[^/]+\/shipmentConfirmation$/.test(path)) return 'confirmShipment';
  if (path === '/finances/v0/financialEvents') return 'listFinancialEvents';
  if (path.startsWith('/finances/v0/orders/')) return 'listFinancialEventsByOrderId';
  if (path === '/finances/v0/financialEventGroups') return 'listFinancialEventGroups';
  if (path.startsWith('/finances/v0/financialEventGroups/')) return 'listFinancialEventsByGroupId';
  if (path === '/sellers/v1/marketplaceParticipations') return 'getMarketplaceParticipations';
  return null;
}

/**
 * A local Amazon Selling Partner API for Amazon.com.br, written from its documentation: Seller
 * Central's consent page and Login with Amazon's token endpoint; every SP-API call authorized by its
 * `x-amz-access-token` (403 `Unauthorized` when missing, invalid or expired); Listings Items with
 * product-type validation, Product Type Definitions and their schemas, Orders 2026-01-01
 * `searchOrders` and v0 `confirmShipment`, Finances events and payout groups and the Sellers API; each operation rate-limited by its usage plan
 * (a token bucket per selling partner and operation, 429 `QuotaExceeded`, `x-amzn-RateLimit-Limit`).
 * Listens on 127.0.0.1 only.
 */
export interface FakeAmazon {
  url: string;
  state: FakeAmazonState;
  /** The next `n` calls whose path starts with `prefix` answer `status` (429, 500, 503…). */
  failNext(prefix: string, status: number, n?: number): void;
  /**
   * The next call whose path starts with `prefix` waits, unanswered, until `release()`: `reached`
   * resolves once it arrived. For a test that puts another reading between a call and its answer.
   */
  holdNext(prefix: string): { reached: Promise<void>; release(): void };
  /** A buyer ordered. */
  createOrder(input: FakeOrderInput): FakeOrder;
  /** The order changes status on Amazon (its last update moves to now). */
  setOrderStatus(orderId: string, status: FakeOrder['fulfillmentStatus']): void;
  /**
   * Finances posts the order's shipment into the partner's open payout group: Commission at `rate` of
   * each item's price, other fees as `options` say.
   */
  postFees(orderId: string, rate: string, options?: PostFeesOptions): void;
  /** The partner's open payout group closes now, its fund transfer at `transfer` (default Succeeded); answers its id. */
  closeGroup(partner: string, transfer?: string): string;
  /**
   * The seller refunds the whole order: Finances posts the refund into the partner's open group, the
   * Commission (`rate` of each price) credited back less the refund administration fee. Answers the
   * adjustment ids of its items. `keeps`: the administration fee Amazon keeps on each item instead of
   * its rule's, for a refund charged wrong.
   */
  refundOrder(orderId: string, rate: string, keeps?: string): string[];
  /** The fund transfer of a closed group moves on (Processing → Succeeded, or Failed). */
  setTransferStatus(groupId: string, status: string): void;
  /** Amazon raises an issue on a listing after accepting it (its last update moves to now). */
  raiseIssue(sellerId: string, sku: string, issue: FakeIssue): void;
  /** Every call it answered, in order. */
  calls: { method: string; path: string; status: number; operation: string | null }[];
  close(): Promise<void>;
}

export interface FakeAmazonOptions {
  /** Usage plans replacing the defaults for some operations. */
  plans?: Record<string, UsagePlan>;
  accessTokenSeconds?: number;
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return undefined;
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  if (type.startsWith('application/json')) return JSON.parse(raw) as unknown;
  return raw;
}

export async function startFakeAmazon(options: FakeAmazonOptions = {}): Promise<FakeAmazon> {
  const state: FakeAmazonState = {
    clientId: 'amzn1.application-oa2-client.4f2a7d0c9e1b4c6a8d3e5f7a9b1c3d5e',
    clientSecret: 'amzn1.oa2-cs.v1.fake-secret',
    appId: 'amzn1.sp.solution.7c1f3a5e-2b4d-4f6a-8c0e-1a3b5c7d9e0f',
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    now: () => Date.now(),
    consentAs: null,
    participations: new Map(),
    loginUri: null,
    loginSteps: new Map(),
    codes: new Map(),
    refreshTokens: new Map(),
    accessTokens: new Map(),
    listings: new Map(),
    productTypes: defaultProductTypes(),
    restrictedBrands: new Set(),
    orders: new Map(),
    shipments: new Map(),
    financialEvents: [],
    financialEventGroups: [],
    pages: new Map(),
  };
  const plans = { ...usagePlans, ...options.plans };
  const buckets = new Map<string, { tokens: number; at: number }>();
  const calls: FakeAmazon['calls'] = [];
  const failures: { prefix: string; status: number; left: number }[] = [];
  const holds: { prefix: string; arrived(): void; released: Promise<void> }[] = [];
  let base = '';
  const open: [string, RegExp, Handler][] = [...lwaRoutes(state, () => base), ...schemaRoutes(state)];
  const authorized: [string, RegExp, Handler][] = [
    ...listingRoutes(state, () => base),
    ...orderRoutes(state),
    ...shipmentRoutes(state),
    ...financeRoutes(state),
  ];

  /** Takes a token from the partner's bucket for the operation; false when it is empty. */
  function take(partner: string, operation: string): boolean {
    const plan = plans[operation]!;
    const key = `${partner}:${operation}`;
    const now = Date.now();
    const bucket = buckets.get(key) ?? { tokens: plan.burst, at: now };
    bucket.tokens = Math.min(plan.burst, bucket.tokens + ((now - bucket.at) / 1000) * plan.rate);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  function partnerOf(token: string | undefined): string | Reply {
    if (!token)
      return spError(
        403,
        'Unauthorized',
        'Access to requested resource is denied.',
        'Access token is missing in the request header.',
      );
    const held = state.accessTokens.get(token);
    if (!held)
      return spError(
        403,
        'Unauthorized',
        'Access to requested resource is denied.',
        'The access token you provided is revoked, malformed or invalid.',
      );
    if (held.expiresAt <= state.now())
      return spError(403, 'Unauthorized', 'The access token you provided has expired.', '');
    return held.partner;
  }

  async function answer(request: http.IncomingMessage, operation: string | null): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const held = holds.findIndex((h) => url.pathname.startsWith(h.prefix));
    if (held >= 0) {
      const [hold] = holds.splice(held, 1);
      hold!.arrived();
      await hold!.released;
    }
    const injected = failures.find((f) => f.left > 0 && url.pathname.startsWith(f.prefix));
    if (injected) {
      injected.left -= 1;
      return injected.status === 429
        ? spError(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.')
        : spError(injected.status, 'InternalFailure', 'We encountered an internal error. Please try again.');
    }
    const body = await readBody(request);
    const incoming: Omit<Request, 'params'> = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
      partner: '',
    };
    for (const [method, pattern, handler] of open) {
      const match = method === incoming.method ? pattern.exec(url.pathname) : null;
      if (match) return handler({ ...incoming, params: match.slice(1) });
    }
    const route = authorized
      .map(([method, pattern, handler]) => ({
        handler,
        match: method === incoming.method ? pattern.exec(url.pathname) : null,
      }))
      .find((r) => r.match);
    if (!route) return spError(404, 'NotFound', `Resource ${url.pathname} not found`);
    const partner = partnerOf(request.headers['x-amz-access-token'] as string | undefined);
    if (typeof partner !== 'string') return partner;
    if (operation && !take(partner, operation))
      return spError(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.');
    return route.handler({ ...incoming, partner, params: route.match!.slice(1) });
  }

  const server = http.createServer((request, response) => {
    const operation = operationOf(request.method ?? '', new URL(request.url ?? '/', 'http://x').pathname);
    answer(request, operation)
      .catch((error: unknown) => spError(500, 'InternalFailure', String(error)))
      .then((reply) => {
        calls.push({
          method: request.method ?? '',
          path: request.url ?? '',
          status: reply.status,
          operation,
        });
        const headers: Record<string, string> = {
          'x-amzn-RequestId': crypto.randomUUID(),
          ...reply.headers,
        };
        if (operation) headers['x-amzn-RateLimit-Limit'] = String(plans[operation]!.rate);
        let payload = '';
        if (typeof reply.body === 'string') payload = reply.body;
        else if (reply.body !== undefined) {
          payload = JSON.stringify(reply.body);
          headers['content-type'] ??= 'application/json';
        }
        response.writeHead(reply.status, headers).end(payload);
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    state,
    calls,
    failNext(prefix, status, n = 1) {
      failures.push({ prefix, status, left: n });
    },
    holdNext(prefix) {
      const reached = Promise.withResolvers<void>();
      const released = Promise.withResolvers<void>();
      holds.push({ prefix, arrived: reached.resolve, released: released.promise });
      return { reached: reached.promise, release: released.resolve };
    },
    createOrder: (input) => createFakeOrder(state, input),
    setOrderStatus(orderId, status) {
      const order = state.orders.get(orderId)!;
      order.fulfillmentStatus = status;
      order.lastUpdatedTime = new Date(state.now()).toISOString();
    },
    postFees: (orderId, rate, options) => postFees(state, orderId, rate, options),
    closeGroup: (partner, transfer = 'Succeeded') => closeGroup(state, partner, transfer),
    refundOrder: (orderId, rate, keeps) => refundOrder(state, orderId, rate, keeps),
    setTransferStatus(groupId, status) {
      state.financialEventGroups.find((g) => g.id === groupId)!.fundTransferStatus = status;
    },
    raiseIssue(sellerId, sku, issue) {
      const listing = state.listings.get(listingKey(sellerId, sku))!;
      listing.issues.push(issue);
      listing.lastUpdatedDate = new Date(state.now()).toISOString();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export { BR };
