import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSeller, createSellerApp, tokenFor } from '../test/helpers/auth.ts';
import { productBody } from '../test/helpers/catalog.ts';
import { send } from '../test/helpers/fixtures.ts';
import { eventually, listeningTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { modules } from '../src/modules/index.ts';
import { quickstart } from './examples/quickstart.ts';
import { ClientCredentials, createFeiraClient, retryAfterMs, retryingFetch } from './index.ts';

describe('the SDK example against the service (127.0.0.1)', () => {
  let t: TestApp;
  let baseUrl: string;
  let credentials: { clientId: string; clientSecret: string };
  let orderId: string;

  beforeAll(async () => {
    ({ t, baseUrl } = await listeningTestApp(modules));
    const seller = await createSeller(t, { name: 'Loja SDK', sandbox: true });
    credentials = await createSellerApp(t, seller.id, ['product:edit', 'price:edit', 'order:edit']);
    const connect = bearer(await tokenFor(t, seller.id, ['bffweb:marketplaces']));
    expect((await send(t, 'POST', '/bffweb/marketplaces', { platform: 'SANDBOX' }, connect)).statusCode).toBe(
      201,
    );
    // An order paid before the example runs, for the queue it reads.
    const setup = await createSellerApp(t, seller.id, ['product:edit', 'order:edit']);
    const feira = createFeiraClient({ baseUrl, ...setup });
    const product = await feira.POST('/integration/products', {
      body: productBody('SDK-0') as never,
    });
    expect(product.response.status, JSON.stringify(product.error)).toBe(202);
    const skuId = product.data!.variations[0]!.skuId;
    const order = await feira.POST('/integration/sandbox/orders', {
      body: { platform: 'SANDBOX', items: [{ skuId, qty: 1, salePrice: 100 }] },
    });
    expect(order.response.status, JSON.stringify(order.error)).toBe(201);
    orderId = order.data!.id;
    const paid = await feira.PUT('/integration/orders/paid/{orderId}', {
      params: { path: { orderId } },
      body: {},
    });
    expect(paid.response.status, JSON.stringify(paid.error)).toBe(200);
  });
  afterAll(() => t.close());

  it('creates a product, sets its price and reads the order queue', async () => {
    const feira = createFeiraClient({ baseUrl, ...credentials });
    const result = await eventually(async () => {
      const run = await quickstart(feira, `SDK-${Math.random().toString(36).slice(2, 8)}`);
      return run.orders.some((o) => o.id === orderId) ? run : undefined;
    });
    expect(result.skuId).toMatch(/^sku_/);
    expect(result.price).toMatchObject({ listPrice: 89.9, salePrice: 89.9 });
    // The service holds what the example wrote.
    const read = await send(
      t,
      'GET',
      `/integration/prices/bysku?skuId=${result.skuId}`,
      undefined,
      bearer(await new ClientCredentials({ baseUrl, ...credentials }, (r) => fetch(r)).token()),
    );
    expect(read.json()).toMatchObject({ listPrice: 89.9 });
  });

  it('a typed call refused by the service answers its problem+json', async () => {
    const feira = createFeiraClient({ baseUrl, ...credentials });
    const refused = await feira.PUT('/integration/prices/bysku', { body: { sku: 'NO-SUCH-SKU', value: 10 } });
    expect(refused.response.status).toBe(404);
    expect(refused.error).toMatchObject({ status: 404 });
  });

  it('wrong credentials end in a TokenError, not a call without a token', async () => {
    const feira = createFeiraClient({ baseUrl, clientId: credentials.clientId, clientSecret: 'fsec_wrong' });
    await expect(feira.GET('/integration/prices/bysku', { params: { query: { sku: 'X' } } })).rejects.toThrow(
      /token endpoint answered 401/,
    );
  });
});

/** A local stand-in for the service (127.0.0.1) whose answers a test scripts. */
async function fakeService(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('token handling and retries (local fake on 127.0.0.1)', () => {
  let tokensIssued = 0;
  let calls: { url: string; authorization?: string }[] = [];
  /** Scripted statuses for the next API calls (then 200). */
  let script: { status: number; retryAfter?: string }[] = [];
  let revoked = new Set<string>();
  let fake: Awaited<ReturnType<typeof fakeService>>;

  beforeAll(async () => {
    fake = await fakeService((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.url === '/oauth/token') {
          tokensIssued++;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ access_token: `tok-${tokensIssued}`, expires_in: 600, token_type: 'Bearer' }),
          );
          return;
        }
        calls.push({ url: req.url!, authorization: req.headers.authorization });
        const token = req.headers.authorization?.slice('Bearer '.length) ?? '';
        if (revoked.has(token)) {
          res.writeHead(401, { 'content-type': 'application/problem+json' });
          res.end(JSON.stringify({ status: 401 }));
          return;
        }
        const next = script.shift();
        if (next) {
          res.writeHead(next.status, next.retryAfter ? { 'retry-after': next.retryAfter } : {});
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ echoed: body ? JSON.parse(body) : null }));
      });
    });
  });
  afterAll(() => fake.close());

  const reset = () => {
    tokensIssued = 0;
    calls = [];
    script = [];
    revoked = new Set();
  };

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(
      5000,
    );
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it('waits out 429 and 503 as Retry-After asks and sends the same body again', async () => {
    reset();
    script = [
      { status: 429, retryAfter: '2' },
      { status: 503, retryAfter: '1' },
    ];
    const waits: number[] = [];
    const feira = createFeiraClient({
      baseUrl: fake.url,
      clientId: 'app',
      clientSecret: 'secret',
      retry: { sleep: async (ms) => void waits.push(ms) },
    });
    const answer = await feira.PUT('/integration/prices/bysku', { body: { sku: 'A', value: 10 } });
    expect(answer.response.status).toBe(200);
    expect(answer.data).toEqual({ echoed: { sku: 'A', value: 10 } });
    expect(waits).toEqual([2000, 1000]);
    expect(calls).toHaveLength(3);
    expect(tokensIssued).toBe(1);
  });

  it('gives up after its attempts, and at once when Retry-After asks for more than it waits', async () => {
    reset();
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    script = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const send = retryingFetch((r) => fetch(r), { attempts: 3, baseDelayMs: 100, sleep });
    expect((await send(new Request(`${fake.url}/x`))).status).toBe(503);
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms >= 0 && ms <= 200)).toBe(true);
    script = [{ status: 429, retryAfter: '3600' }];
    expect((await send(new Request(`${fake.url}/x`))).status).toBe(429);
    expect(waits).toHaveLength(2);
    // Other failures are answers, not retried.
    script = [{ status: 500 }];
    expect((await send(new Request(`${fake.url}/x`))).status).toBe(500);
    expect(calls).toHaveLength(5);
  });

  it('keeps a token until shortly before it expires, fetching it once for concurrent calls', async () => {
    reset();
    let now = 1_000_000;
    const tokens = new ClientCredentials(
      {
        baseUrl: fake.url,
        clientId: 'app',
        clientSecret: 'secret',
        refreshBeforeSeconds: 60,
        now: () => now,
      },
      (r) => fetch(r),
    );
    const first = await Promise.all([tokens.token(), tokens.token(), tokens.token()]);
    expect(new Set(first)).toEqual(new Set(['tok-1']));
    now += 500_000; // 100 s of its 600 left: still good
    expect(await tokens.token()).toBe('tok-1');
    now += 50_000; // 50 s left, inside the 60 s margin: renewed before it expires
    expect(await tokens.token()).toBe('tok-2');
    expect(tokensIssued).toBe(2);
  });

  it('on 401 gets a new token and sends the call once more', async () => {
    reset();
    const feira = createFeiraClient({ baseUrl: fake.url, clientId: 'app', clientSecret: 'secret' });
    expect(
      (await feira.GET('/integration/prices/bysku', { params: { query: { sku: 'A' } } })).response.status,
    ).toBe(200);
    revoked.add('tok-1');
    const again = await feira.GET('/integration/prices/bysku', { params: { query: { sku: 'A' } } });
    expect(again.response.status).toBe(200);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
    // A token that keeps being refused is not retried forever.
    revoked.add('tok-2');
    revoked.add('tok-3');
    const refused = await feira.GET('/integration/prices/bysku', { params: { query: { sku: 'A' } } });
    expect(refused.response.status).toBe(401);
  });
});
