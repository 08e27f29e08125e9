import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { categoryRoutes } from './catalog.ts';
import { itemRoutes } from './items.ts';
import { feedRoutes, miss, notify } from './feeds.ts';
import { createFakeOrder, createFakePurchase, orderRoutes, type FakeOrderInput } from './orders.ts';
import { paymentChanges, paymentRoutes, paymentsOfOrder, type FakePayment } from './payments.ts';
import { remeasureShipment, shipmentRoutes } from './shipments.ts';
import { oauthRoutes } from './oauth.ts';
import { questionRoutes } from './questions.ts';
import { searchRoutes } from './search.ts';
import { mlError, type FakeState, type Handler, type Reply, type Request } from './state.ts';

/**
 * A local Mercado Livre, written from its public developer documentation: the consent page and
 * token endpoint (authorization code with PKCE, single-use codes and refresh tokens, access tokens
 * that expire), `/users/me`, items and descriptions, categories and domain discovery, orders,
 * packs and billing data, shipments (`x-format-new`, items, costs), NF-e import and ZIP labels, pack
 * fiscal documents, Mercado Pago's payments of the sales (`/v1/payments/{id}`, `/v1/payments/search`),
 * notifications it posts to the application's callback and `/missed_feeds`, the
 * documented error bodies (`message`, `error`, `status`, `cause[]`) and 429s past its rate limit.
 * Listens on 127.0.0.1 only.
 */
export interface FakeMercadoLivre {
  url: string;
  state: FakeState;
  /** The next `n` calls whose path starts with `prefix` answer `status` (429, 500, 503…). */
  failNext(prefix: string, status: number, n?: number): void;
  /**
   * The next `n` calls of this method and path are carried out, but their answer is lost: Feira
   * gets a 500 for a call that took effect (a create whose reply never arrived).
   */
  loseNext(method: string, path: string, n?: number): void;
  /** A buyer bought: the order and its shipment; answers the order id. */
  createOrder(input: FakeOrderInput): number;
  /** A buyer's cart: one order per input, one pack, one shared shipment. */
  createPurchase(inputs: FakeOrderInput[]): ReturnType<typeof createFakePurchase>;
  /** Mercado Pago's payments of an order, in id order (one unless a test adds more). */
  paymentsOf(orderId: number): FakePayment[];
  /** What happens to a payment over the sale's life: release, refunds, chargeback, mediation, fees. */
  payments: ReturnType<typeof paymentChanges>;
  /** The carrier measured the parcel again after dispatch: the seller's share of the shipping becomes `sellerCost`. */
  remeasureShipment(shipmentId: number, sellerCost: number): void;
  /** Posts a notification to the app's callback (`state.notificationsUrl`); answers Feira's status. */
  notify(topic: string, resource: string, userId: number): Promise<number>;
  /** A notification the app missed (it was down): only `/missed_feeds` tells it. */
  miss(topic: string, resource: string, userId: number): void;
  /** Every call it answered, in order: method, path and status. */
  calls: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

export interface FakeOptions {
  clientId?: string;
  clientSecret?: string;
  /** Requests per second per application before 429s (a token bucket; unset: no limit). */
  ratePerSecond?: number;
  /** Access token lifetime (the documentation's is 6 hours). */
  accessTokenSeconds?: number;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseBody(contentType: string, raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  if (contentType.startsWith('application/json')) return JSON.parse(raw.toString('utf8')) as unknown;
  if (contentType.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  return raw;
}

export async function startFakeMercadoLivre(options: FakeOptions = {}): Promise<FakeMercadoLivre> {
  const state: FakeState = {
    clientId: options.clientId ?? '1234567890123456',
    clientSecret: options.clientSecret ?? 'fake-secret',
    accessTokenSeconds: options.accessTokenSeconds ?? 21_600,
    now: () => Date.now(),
    consentAs: null,
    users: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    items: new Map(),
    descriptions: new Map(),
    orders: new Map(),
    shipments: new Map(),
    fiscalDocuments: new Map(),
    packs: new Map(),
    billingInfo: new Map(),
    payments: new Map(),
    invoiceData: new Map(),
    missedFeeds: [],
    notificationsUrl: null,
    notifications: [],
    seq: 1000,
    id: () => ++state.seq,
  };
  const calls: FakeMercadoLivre['calls'] = [];
  const failures: { prefix: string; status: number; left: number }[] = [];
  const losses: { method: string; path: string; left: number }[] = [];
  const bucket = { tokens: options.ratePerSecond ?? 0, at: Date.now() };
  const routes: [string, RegExp, Handler][] = [
    ...oauthRoutes(state),
    ...categoryRoutes(state),
    ...itemRoutes(state),
    ...orderRoutes(state),
    ...searchRoutes(state),
    ...questionRoutes(state),
    ...shipmentRoutes(state),
    ...paymentRoutes(state),
    ...feedRoutes(state),
  ];

  function rateLimited(): boolean {
    const rate = options.ratePerSecond;
    if (!rate) return false;
    const now = Date.now();
    bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    if (bucket.tokens < 1) return true;
    bucket.tokens -= 1;
    return false;
  }

  async function answer(request: http.IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const injected = failures.find((f) => f.left > 0 && url.pathname.startsWith(f.prefix));
    if (injected) {
      injected.left -= 1;
      return injected.status === 429
        ? mlError(429, 'too_many_requests', 'Too many requests')
        : mlError(injected.status, 'internal_error', 'Internal server error');
    }
    if (url.pathname !== '/authorization' && rateLimited())
      return mlError(429, 'local_rate_limited', 'Too many requests');
    const raw = await readBody(request);
    const req: Request = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: parseBody(request.headers['content-type'] ?? '', raw),
      raw,
      params: [],
    };
    for (const [method, pattern, handler] of routes) {
      const match = method === req.method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const reply = await handler({ ...req, params: match.slice(1) });
      const lost = losses.find((l) => l.left > 0 && l.method === req.method && url.pathname === l.path);
      if (!lost) return reply;
      lost.left -= 1;
      return mlError(500, 'internal_error', 'Internal server error');
    }
    return mlError(404, 'not_found', `Resource ${url.pathname} not found`);
  }

  const server = http.createServer((request, response) => {
    answer(request)
      .catch((error: unknown) => mlError(500, 'internal_error', String(error)))
      .then((reply) => {
        calls.push({ method: request.method ?? '', path: request.url ?? '', status: reply.status });
        const headers: Record<string, string> = { ...reply.headers };
        let payload: Buffer | string = '';
        if (Buffer.isBuffer(reply.body) || typeof reply.body === 'string') payload = reply.body;
        else if (reply.body !== undefined) {
          payload = JSON.stringify(reply.body);
          headers['content-type'] ??= 'application/json; charset=utf-8';
        }
        response.writeHead(reply.status, headers).end(payload);
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    createOrder: (input) => createFakeOrder(state, input),
    createPurchase: (inputs) => createFakePurchase(state, inputs),
    paymentsOf: (orderId) => paymentsOfOrder(state, orderId),
    payments: paymentChanges(state),
    remeasureShipment: (shipmentId, sellerCost) => remeasureShipment(state, shipmentId, sellerCost),
    notify: (topic, resource, userId) => notify(state, topic, resource, userId),
    loseNext(method, path, n = 1) {
      losses.push({ method, path, left: n });
    },
    miss: (topic, resource, userId) => miss(state, topic, resource, userId),
    failNext(prefix, status, n = 1) {
      failures.push({ prefix, status, left: n });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
