import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { FeiraModule } from '../module.ts';
import { opsModule } from '../../modules/ops/index.ts';
import { deprecated } from './deprecation.ts';
import { DomainError } from './errors.ts';
import { PagingQuery, parsePaging, sendEntity, sendPage } from './hal.ts';

let writes = 0;

/** A tiny module exercising the platform helpers the way business modules use them. */
const probeModule: FeiraModule = {
  name: 'http-probe',
  async routes(fastify: FastifyInstance, rt) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const items = Array.from({ length: 45 }, (_, i) => ({ id: `item_${i}` }));
    app.get('/test/items', { schema: { querystring: PagingQuery } }, async (request, reply) => {
      const paging = parsePaging(request.query, ['id']);
      const start = paging.page * paging.size;
      return sendPage(request, reply, rt.config.publicUrl, 'itemList', paging, {
        items: items.slice(start, start + paging.size),
        total: items.length,
      });
    });
    app.get(
      '/test/items/:id',
      { schema: { params: Type.Object({ id: Type.String() }) } },
      async (request, reply) =>
        sendEntity(
          request,
          reply,
          rt.config.publicUrl,
          { id: request.params.id },
          {
            self: { href: `${rt.config.publicUrl}/test/items/${request.params.id}` },
          },
        ),
    );
    app.post(
      '/test/writes',
      {
        schema: {
          body: Type.Object({ name: Type.String({ minLength: 1 }), qty: Type.Integer({ minimum: 1 }) }),
        },
      },
      async (request, reply) => {
        writes++;
        return reply
          .code(201)
          .header('Location', `/test/writes/${writes}`)
          .send({ n: writes, ...request.body });
      },
    );
    app.get('/test/conflict', async () => {
      throw new DomainError('conflict', 'already there', { key: 'some.key', reason: 'EXAMPLE' });
    });
    app.get('/test/crash', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/test/old', deprecated({ schema: {} }), async () => ({ old: true }));
  },
};

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [opsModule, probeModule], config: { bodyLimitBytes: 1024 } });
  });
  afterAll(() => t.close());

  const expectProblem = (
    response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      status,
      type: expect.stringContaining('/problems/'),
      title: expect.any(String),
    });
    expect(body.requestId).toBe(response.headers['x-request-id']);
    return body;
  };

  it('answers malformed JSON with 400 problem+json naming the problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x", ',
    });
    const body = expectProblem(response, 400);
    expect(body.type).toContain('malformed-json');
    expect(String(body.detail)).toMatch(/JSON/);
  });

  it('names the invalid field of a schema violation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      payload: { name: 'x', qty: 0 },
    });
    const body = expectProblem(response, 400);
    expect(body.type).toContain('validation-failed');
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'qty' }));
    const missing = await t.app.inject({ method: 'POST', url: '/test/writes', payload: { qty: 1 } });
    expect(expectProblem(missing, 400).errors).toContainEqual(expect.objectContaining({ field: 'name' }));
  });

  it('answers an unknown route with 404 problem+json', async () => {
    // A browser GET outside the API prefixes is the web admin's page (web-admin.test.ts).
    const body = expectProblem(await t.app.inject({ method: 'GET', url: '/api/no/such/route' }), 404);
    expect(body.detail).toContain('/api/no/such/route');
    expectProblem(await t.app.inject({ method: 'POST', url: '/no/such/route', payload: {} }), 404);
  });

  it('answers a body over the configured limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      payload: { name: 'x'.repeat(2048), qty: 1 },
    });
    expectProblem(response, 413);
  });

  it('answers a wrong content type with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/test/writes',
        headers: { 'content-type': type },
        payload: 'name=x',
      });
      expectProblem(response, 415);
    }
  });

  it('hides internals of a 5xx and maps domain errors with their extra fields', async () => {
    const crash = expectProblem(await t.app.inject({ method: 'GET', url: '/test/crash' }), 500);
    expect(JSON.stringify(crash)).not.toContain('secret internal detail');
    const conflict = expectProblem(await t.app.inject({ method: 'GET', url: '/test/conflict' }), 409);
    expect(conflict).toMatchObject({ detail: 'already there', key: 'some.key', reason: 'EXAMPLE' });
  });

  it('no request shape produces a 5xx on a validated route', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"x"',
      '1',
      '{"name":null}',
      '{"name":{"$gt":1},"qty":"NaN"}',
      '\u0000',
      '{'.repeat(500),
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/test/writes',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });

  it('echoes a caller X-Request-Id and makes one otherwise', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/actuator/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/actuator/health' });
    expect(made.headers['x-request-id']).toMatch(/^req_/);
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/actuator/health',
      headers: { 'x-request-id': 'a b\u0001' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^req_/);
  });

  // Issue 37, item 6: every origin may call with a bearer token (spec section 8), but only the
  // public URL's own origin (and FEIRA_CORS_ORIGINS) with credentials.
  it('sends CORS for every origin, credentials only for its own, and HSTS of at least a year', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/test/writes',
      headers: {
        origin: 'https://erp.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,x-custom',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(
      String(preflight.headers['access-control-allow-methods'])
        .split(',')
        .map((m) => m.trim())
        .sort(),
    ).toEqual(['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization,x-custom');
    expect(preflight.headers['access-control-max-age']).toBe('1800');
    expect(preflight.headers['x-request-id']).toMatch(/^req_/);

    const fromBrowser = await t.app.inject({
      method: 'GET',
      url: '/actuator/health',
      headers: { origin: 'http://feira.test' },
    });
    expect(fromBrowser.headers['access-control-allow-origin']).toBe('http://feira.test');
    expect(fromBrowser.headers['access-control-allow-credentials']).toBe('true');
    expect(String(fromBrowser.headers['access-control-expose-headers'])).toContain('X-Request-Id');
    expect(fromBrowser.headers.vary).toBe('Origin');
    // Not a preflight: no CORS answer, and no OPTIONS route to find.
    const bareOptions = await t.app.inject({ method: 'OPTIONS', url: '/test/writes' });
    expect(bareOptions.statusCode).toBe(404);
    expect(bareOptions.headers['access-control-allow-origin']).toBeUndefined();

    const plain = await t.app.inject({ method: 'GET', url: '/actuator/health' });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin');
    const maxAge = Number(/max-age=(\d+)/.exec(String(plain.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('paginates with a HAL paged model, clamps the size and negotiates plain JSON', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/test/items?size=20' });
    expect(first.headers['content-type']).toContain('application/hal+json');
    const body = first.json();
    expect(body.page).toEqual({ size: 20, totalElements: 45, totalPages: 3, number: 0 });
    expect(body._embedded.itemList).toHaveLength(20);
    expect(body._links.self.href).toBe('http://feira.test/test/items?size=20&page=0');
    expect(body._links.next.href).toContain('page=1');
    expect(body._links.last.href).toContain('page=2');

    const last = (await t.app.inject({ method: 'GET', url: '/test/items?page=2&size=20' })).json();
    expect(last._embedded.itemList).toHaveLength(5);
    expect(last._links.next).toBeUndefined();

    const clamped = (await t.app.inject({ method: 'GET', url: '/test/items?size=5000' })).json();
    expect(clamped.page.size).toBe(200);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/test/items',
      headers: { accept: 'application/json' },
    });
    expect(plain.headers['content-type']).toContain('application/json');
    expect(plain.json()._links).toBeUndefined();
    expect(plain.json().page.totalElements).toBe(45);

    const entity = await t.app.inject({
      method: 'GET',
      url: '/test/items/x',
      headers: { accept: 'application/json' },
    });
    expect(entity.json()).toEqual({ id: 'x' });
    const halEntity = (await t.app.inject({ method: 'GET', url: '/test/items/x' })).json();
    expect(halEntity._links.self.href).toBe('http://feira.test/test/items/x');

    expectProblem(await t.app.inject({ method: 'GET', url: '/test/items?sort=secret,asc' }), 400);
    expectProblem(await t.app.inject({ method: 'GET', url: '/test/items?page=-1' }), 400);
  });

  it('replays the first response of a POST with the same Idempotency-Key, and refuses a different body', async () => {
    const headers = { 'idempotency-key': 'key-1' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      headers,
      payload: { name: 'a', qty: 1 },
    });
    expect(first.statusCode).toBe(201);
    const before = writes;
    const again = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      headers,
      payload: { name: 'a', qty: 1 },
    });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(writes).toBe(before);

    const different = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      headers,
      payload: { name: 'b', qty: 1 },
    });
    expectProblem(different, 422);
    expect(writes).toBe(before);

    const expired = t.clock as unknown as { advance(ms: number): void };
    expired.advance(24 * 60 * 60 * 1000 + 1);
    const afterDay = await t.app.inject({
      method: 'POST',
      url: '/test/writes',
      headers,
      payload: { name: 'b', qty: 1 },
    });
    expect(afterDay.statusCode).toBe(201);
    expect(writes).toBe(before + 1);
  });

  it('marks deprecated routes with Deprecation: true', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/old' });
    expect(response.headers.deprecation).toBe('true');
  });
});

describe('HTTPS redirect', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [opsModule], config: { forceHttps: true } });
  });
  afterAll(() => t.close());

  it('redirects plain HTTP to HTTPS with 301 when the gateway reports http', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json?x=1',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://feira.test/api/openapi.json?x=1');
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.statusCode).toBe(200);
  });

  // Issue 21, item 9: a forged Host or X-Forwarded-Host chose the redirect's target.
  it('builds the redirect from FEIRA_PUBLIC_URL only, whatever Host and X-Forwarded-Host say', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443' },
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/bffweb/x?y=1',
        headers: { 'x-forwarded-proto': 'http', ...headers },
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://feira.test/bffweb/x?y=1');
    }
  });
});
