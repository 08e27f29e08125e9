import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { FeiraModule } from '../module.ts';
import {
  DEFAULT_MAX_ITEMS,
  DEFAULT_MAX_PROPERTIES,
  DEFAULT_MAX_STRING,
  INT4_MAX,
  MAX_JSON_DEPTH,
  NUMBER_MAX,
} from './bounds.ts';

/** Statements PostgreSQL refuses for their values (classes 22 and 54), and one it refuses as a fault of ours. */
const statements = {
  nul: sql`select ${'a\u0000b'}::text`,
  int: sql`select ${'3000000000'}::int`,
  year: sql`select '0000-01-01'::date`,
  syntax: sql`select 'x'::int`,
  numeric: sql`select 1e15::numeric(12, 2)`,
  fault: sql`select * from no_such_table`,
};

let received: unknown[] = [];

/** Routes whose schemas leave every bound open, and one that sends a value to the database as it came. */
const probeModule: FeiraModule = {
  name: 'input-probe',
  async routes(app: FastifyInstance, rt) {
    app.post(
      '/test/open',
      {
        schema: {
          body: Type.Object({
            count: Type.Optional(Type.Integer()),
            amount: Type.Optional(Type.Number()),
            text: Type.Optional(Type.String()),
            list: Type.Optional(Type.Array(Type.String({ maxLength: 5 }))),
            settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
            at: Type.Optional(Type.String({ format: 'date-time' })),
            day: Type.Optional(Type.String({ format: 'date' })),
          }),
        },
      },
      async (request) => {
        received.push(request.body);
        return { ok: true };
      },
    );
    app.get<{ Params: { case: keyof typeof statements } }>('/test/db/:case', async (request) => {
      await rt.database.db.execute(statements[request.params.case]);
      return { ok: true };
    });
  },
};

describe('input limits of the platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [probeModule] });
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/test/open',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  function expectField(response: { statusCode: number; body: string; json(): unknown }, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json() as { errors?: { field: string }[] };
    expect(
      problem.errors?.map((e) => e.field),
      response.body,
    ).toContain(field);
  }

  it('gives every open schema the default bounds, which the validator applies and the OpenAPI document shows', async () => {
    received = [];
    expectField(await post({ count: INT4_MAX + 1 }), 'count');
    expectField(await post({ count: -INT4_MAX - 2 }), 'count');
    expectField(await post({ amount: 1e15 }), 'amount');
    expectField(await post({ text: 'x'.repeat(DEFAULT_MAX_STRING + 1) }), 'text');
    expectField(await post({ list: Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, () => 'a') }), 'list');
    expect(received).toEqual([]);
    expect(
      (await post({ count: INT4_MAX, amount: NUMBER_MAX, text: 'x'.repeat(DEFAULT_MAX_STRING) })).statusCode,
    ).toBe(200);

    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = document.paths['/test/open'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.count).toMatchObject({ maximum: INT4_MAX, minimum: -INT4_MAX - 1 });
    expect(schema.properties.amount).toMatchObject({ maximum: NUMBER_MAX, minimum: -NUMBER_MAX });
    expect(schema.properties.text).toMatchObject({ maxLength: DEFAULT_MAX_STRING });
    expect(schema.properties.list).toMatchObject({ maxItems: DEFAULT_MAX_ITEMS, items: { maxLength: 5 } });
    expect(schema.properties.settings).toMatchObject({ maxProperties: DEFAULT_MAX_PROPERTIES });
    expect(schema.properties.at.maxLength).toBeUndefined();
  });

  it('refuses NUL and lone surrogates anywhere in a body, keys included, naming where', async () => {
    expectField(await post({ text: 'a\u0000b' }), 'text');
    expectField(await post({ settings: { nested: [{ x: 'ok' }, { y: '\u0000' }] } }), 'settings.nested[1].y');
    expectField(await post({ settings: { 'k\u0000': 1 } }), 'settings');
    expectField(await post({ text: '\udc00' }), 'text');
    expect((await post({ text: 'emoji 😀 and ação' })).statusCode).toBe(200);
  });

  it(`accepts JSON ${MAX_JSON_DEPTH} levels deep and refuses one level more`, async () => {
    const nest = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    // The body is the first level, `settings` the second.
    expect((await post(`{"settings":${nest(MAX_JSON_DEPTH - 1)}}`)).statusCode).toBe(200);
    const refused = await post(`{"settings":${nest(MAX_JSON_DEPTH)}}`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('refuses NUL in a query or path before authorization, for any URL', async () => {
    for (const url of [
      '/test/db/nul%00',
      '/nothing/here%00',
      '/x%00%E0%A4%A',
      '/integration/x?q=%00',
      '/?a=%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
    const named = await t.app.inject({ method: 'GET', url: '/integration/x?q=ok&sku=a%00' });
    expectField(named, 'sku');
  });

  it('reads only dates PostgreSQL can store, in UTC too', async () => {
    for (const at of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '2024-02-30T00:00:00Z',
      '10000-01-01T00:00:00Z',
    ]) {
      expectField(await post({ at }), 'at');
    }
    expectField(await post({ day: '0000-12-31' }), 'day');
    for (const at of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2024-02-29T12:00:00-03:00']) {
      expect((await post({ at })).statusCode, at).toBe(200);
    }
  });

  it('answers 400 for what the database refuses as a value, and still 500 for its own faults', async () => {
    for (const name of ['nul', 'int', 'year', 'syntax', 'numeric'] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/test/db/${name}` });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().detail).toMatch(/^A value cannot be stored: /);
      // The database's own words describe its internals, not the request: they stay in the log.
      expect(response.body).not.toMatch(/out of range|invalid input|invalid byte|overflow|for type|0x00/i);
    }
    const fault = await t.app.inject({ method: 'GET', url: '/test/db/fault' });
    expect(fault.statusCode).toBe(500);
    expect(fault.body).not.toContain('no_such_table');
  });
});
