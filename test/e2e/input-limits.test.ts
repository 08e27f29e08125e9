import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { allScopes } from '../../src/platform/auth/scopes.ts';
import { INT4_MAX } from '../../src/platform/http/bounds.ts';
import { bearer, createSeller, tokenFor } from '../helpers/auth.ts';
import { productBody } from '../helpers/catalog.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21, items 4 and 7: each input the outside probe answered with a 500 is now a 400 (or 409)
 * problem naming the field, and writes nothing.
 */
describe('input the database cannot hold', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let skuId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extra = headers) =>
    t.app.inject({
      method,
      url,
      headers: { ...extra, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined
        ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }
        : {}),
    });

  /** A 4xx problem+json naming `field` among its fields. */
  function expectRefused(response: LightMyRequestResponse, status: number, field: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json();
    const fields = [problem.field, ...(problem.errors ?? []).map((e: { field: string }) => e.field)];
    expect(fields, response.body).toContain(field);
  }

  const total = async (url: string, key: string) =>
    (await call('GET', url)).json<Record<string, unknown>>()[key];

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await createSeller(t, { sandbox: true });
    headers = bearer(await tokenFor(t, seller.id, [...allScopes]));
    const product = await call('POST', '/integration/products', productBody('LIM-1'));
    expect(product.statusCode, product.body).toBe(202);
    skuId = product.json().variations[0].skuId;
  });
  afterAll(() => t.close());

  it('refuses NUL in a body field (brand name, app name, search text) and writes nothing', async () => {
    const brands = async () => (await call('GET', '/integration/brands')).body;
    const before = await brands();
    expectRefused(await call('POST', '/integration/brands', { name: 'Ac\u0000me' }), 400, 'name');
    expect(await brands()).toBe(before);

    const apps = async () => (await call('GET', '/bffweb/apps/clients')).body;
    const appsBefore = await apps();
    expectRefused(
      await call('POST', '/bffweb/apps/clients', { name: 'E\u0000RP', scopes: ['price:edit'] }),
      400,
      'name',
    );
    expect(await apps()).toBe(appsBefore);

    expectRefused(await call('POST', '/integration/products/list/search', { text: 'a\u0000b' }), 400, 'text');
    expectRefused(await call('POST', '/bffweb/catalog/products/search', { text: 'a\u0000b' }), 400, 'text');
  });

  it('refuses NUL in a query parameter and in path parameters', async () => {
    expectRefused(await call('GET', '/integration/skus/by-sku?sku=a%00b'), 400, 'sku');
    expectRefused(await call('GET', '/integration/products/a%00b'), 400, 'productId');
    expectRefused(await call('GET', '/integration/products/variations/a%00b'), 400, 'skuId');
    expectRefused(await call('PUT', '/integration/stock/sku%00x', { stock: 1 }), 400, 'skuId');
  });

  it('answers GET /%00 with 400, with or without a token, on every surface', async () => {
    for (const url of ['/%00', '/integration/%00', '/bffweb/%00', '/api/%00', '/auth/%00']) {
      expectRefused(await call('GET', url, undefined, {}), 400, 'path');
    }
  });

  it('refuses NUL in a key and JSON nested 5,000 deep in marketplace settings', async () => {
    const accounts = async () => (await call('GET', '/bffweb/marketplaces')).body;
    const before = await accounts();
    expectRefused(
      await call('POST', '/bffweb/marketplaces', {
        platform: 'SANDBOX',
        settings: { 'title\u0000Template': 'x' },
      }),
      400,
      'settings',
    );
    const deep = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const response = await call(
      'POST',
      '/bffweb/marketplaces',
      `{"platform":"SANDBOX","settings":{"x":${deep}}}`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].field).toMatch(/^settings\.x(\.a)+$/);
    expect(await accounts()).toBe(before);
  });

  it('refuses a lone surrogate, which jsonb cannot store', async () => {
    expectRefused(await call('POST', '/integration/brands', { name: 'a\ud800b' }), 400, 'name');
  });

  it('refuses a freight price past numeric(12,2) and states the maximum in the OpenAPI document', async () => {
    const carrier = (await call('POST', '/bffweb/freight/carriers', { name: 'Limits' })).json().id;
    const region = (
      await call('POST', '/bffweb/freight/regions', {
        name: 'Limits',
        ranges: [{ postalCodeStart: '01000-000', postalCodeEnd: '01999-999' }],
        carrierIds: [carrier],
      })
    ).json().id;
    const value = { carrierId: carrier, regionId: region, weightFrom: 0, weightTo: 10, deadlineDays: 2 };
    expectRefused(await call('POST', '/bffweb/freight/values', { ...value, price: 1e15 }), 400, 'price');
    expect(await total(`/bffweb/freight/values?carrierId=${carrier}`, 'page')).toMatchObject({
      totalElements: 0,
    });
    expect(
      (await call('POST', '/bffweb/freight/values', { ...value, price: 9_999_999_999.99 })).statusCode,
    ).toBe(201);

    const document = (await call('GET', '/api/openapi-bff.json')).json();
    const schema =
      document.paths['/bffweb/freight/values'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.price.maximum).toBe(9_999_999_999.99);
  });

  it('refuses a warehouse quantity whose sum over the warehouses would pass int4, keeping the stock as it was', async () => {
    const quantity = 100_000_000;
    const warehouses = Math.floor(INT4_MAX / quantity);
    for (let i = 0; i < warehouses; i++) {
      const response = await call('PUT', `/integration/stocks/${skuId}/warehouses/W${i}`, {
        stock: quantity,
      });
      expect(response.statusCode, response.body).toBe(202);
    }
    const before = await total(`/integration/stock/${skuId}`, 'stock');
    expect(before).toBe(warehouses * quantity);
    const over = await call('PUT', `/integration/stocks/${skuId}/warehouses/W-last`, { stock: quantity });
    expectRefused(over, 409, 'stock');
    expect(over.json()).toMatchObject({ skuId, maximum: INT4_MAX });
    expect(await total(`/integration/stock/${skuId}`, 'stock')).toBe(before);
    const detail = (await call('GET', `/integration/stocks/${skuId}`)).json();
    expect(detail.warehouses.map((w: { warehouseId: string }) => w.warehouseId)).not.toContain('W-last');
  });

  it('refuses a page number past what an offset holds', async () => {
    for (const url of [
      '/integration/promotions/list/all?page=99999999999999999999',
      '/bffweb/catalog/imports?page=99999999999999999999',
      '/integration/prices/history?skuId=x&page=99999999999999999999',
      '/bffweb/freight/values?page=2147483648',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.body).toContain('page');
    }
    expect((await call('GET', '/integration/promotions/list/all?page=2147483647')).statusCode).toBe(200);
  });

  it('refuses the year 0000 in date filters and in dates, and instants that fall outside 0001-9999 in UTC', async () => {
    expectRefused(
      await call('GET', '/integration/notifications/missed?since=0000-01-01T00:00:00Z'),
      400,
      'querystring.since',
    );
    expectRefused(
      await call('GET', '/integration/notifications/missed?until=0001-01-01T00:00:00%2B14:00'),
      400,
      'querystring.until',
    );
    const promotion = {
      name: 'Ano zero',
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 10,
      eligibility: { domain: 'PRODUCT', skuIds: [skuId] },
    };
    expectRefused(
      await call('POST', '/integration/promotions', { ...promotion, startDate: '0000-01-01T00:00:00Z' }),
      400,
      'startDate',
    );
    expectRefused(
      await call('POST', '/integration/promotions', { ...promotion, endDate: '2024-02-30T00:00:00Z' }),
      400,
      'endDate',
    );
    expect((await call('GET', '/integration/promotions/list/all')).json().page.totalElements).toBe(0);
  });
});
