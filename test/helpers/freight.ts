import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { bearer, createSeller, tokenFor } from './auth.ts';

/**
 * Test fixtures of the freight module: a real HTTP server on 127.0.0.1 standing in for the world
 * (a seller's quote URL, the postal carrier, the aggregator), and a seller with products and tokens.
 */

interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

interface FakeReply {
  status?: number;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  /** Answer this late (the deadline tests). */
  delayMs?: number;
}

export interface FakeServer {
  url: string;
  requests: ReceivedRequest[];
  /** Replies by request; the default answers 404. */
  handle(handler: (request: ReceivedRequest) => FakeReply): void;
  close(): Promise<void>;
}

export async function fakeServer(): Promise<FakeServer> {
  let handler: (request: ReceivedRequest) => FakeReply = () => ({
    status: 404,
    body: { error: 'no handler' },
  });
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Kept as text.
      }
      const received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(received);
      const reply = handler(received);
      const send = () => {
        const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(payload);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Dimension {
  weight?: number;
  height?: number;
  width?: number;
  length?: number;
}

export interface FreightSeller {
  sellerId: string;
  token: string;
  /** A call on the web admin's freight area with this seller's `bffweb:freight` token. */
  bff(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** A call that must succeed; answers the JSON body. */
  ok<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<T>;
  /** A product with one variation through the catalog API; answers its skuId. */
  product(dimension: Dimension | null, handlingTime?: number): Promise<string>;
}

let products = 0;

/** A valid EAN-13 per product: the catalog checks them and keeps them unique per seller. */
function ean13(n: number): string {
  const body = `789${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

export async function freightSeller(t: TestApp, name?: string): Promise<FreightSeller> {
  const seller = await createSeller(t, { name });
  const [token, catalogToken] = await Promise.all([
    tokenFor(t, seller.id, ['bffweb:freight']),
    tokenFor(t, seller.id, ['product:edit']),
  ]);
  const bff: FreightSeller['bff'] = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    sellerId: seller.id,
    token,
    bff,
    async ok(method, url, payload) {
      const response = await bff(method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return (response.body ? response.json() : undefined) as never;
    },
    async product(dimension, handlingTime) {
      products++;
      const response = await t.app.inject({
        method: 'POST',
        url: '/integration/products',
        headers: { ...bearer(catalogToken), 'content-type': 'application/json' },
        payload: JSON.stringify({
          externalId: `P-${products}`,
          title: `Produto ${products}`,
          ...(dimension ? { dimension } : {}),
          ...(handlingTime !== undefined ? { handlingTime } : {}),
          variations: [{ sku: `P-${products}-V`, ean: ean13(products), cost: 31.9 }],
        }),
      });
      expect(response.statusCode, response.body).toBe(202);
      return response.json<{ variations: { skuId: string }[] }>().variations[0]!.skuId;
    },
  };
}

export function quote(
  t: TestApp,
  sellerId: string,
  postalCode: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/integration/quotes/${sellerId}/${postalCode}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Freight configuration as the /bffweb/freight routes answer it (the fields the tests read). */
export interface Carrier {
  id: string;
  name: string;
  active: boolean;
}
export interface Region {
  id: string;
  name: string;
  carrierIds: string[];
  ranges: { postalCodeStart: string; postalCodeEnd: string }[];
}
export interface Value {
  id: string;
  price: number;
}
export interface Page<T> {
  // Each list fills the one key of its kind.
  _embedded: { carriers: T[]; regions: T[]; freightValues: T[] };
  page: { totalElements: number };
}

const countConfig = async (seller: FreightSeller, list: 'carriers' | 'regions' | 'values') => {
  const page = await seller.ok<Page<unknown>>('GET', `/bffweb/freight/${list}`);
  return page.page.totalElements;
};

/** A 4xx problem naming the field, and none of the seller's freight configuration written. */
export async function expectConfigRejected(
  seller: FreightSeller,
  request: { method: 'POST' | 'PATCH'; url: string; payload: unknown },
  expected: { status: number; field?: string; type?: string },
) {
  const before = await Promise.all([
    countConfig(seller, 'carriers'),
    countConfig(seller, 'regions'),
    countConfig(seller, 'values'),
  ]);
  const response = await seller.bff(request.method, request.url, request.payload);
  expect(response.statusCode, response.body).toBe(expected.status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json();
  if (expected.field) {
    const fields = [problem.field, ...(problem.errors ?? []).map((e: { field: string }) => e.field)];
    expect(fields, response.body).toContain(expected.field);
  }
  if (expected.type) expect(problem.type).toBe(`https://feira.dev/problems/${expected.type}`);
  const after = await Promise.all([
    countConfig(seller, 'carriers'),
    countConfig(seller, 'regions'),
    countConfig(seller, 'values'),
  ]);
  expect(after).toEqual(before);
  return problem;
}
