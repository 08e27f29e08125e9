import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createSeller } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';

const URL = '/bffweb/catalog/skus/codes';

describe('sku codes of skuIds for the web admin (POST /bffweb/catalog/skus/codes)', () => {
  let t: TestApp;
  let webA: WebLogin;
  let webB: WebLogin;
  let skuIdsA: string[];

  const codes = (web: WebLogin, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: web.headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    webA = await webLogin(t, (await createSeller(t, { name: 'A' })).id);
    webB = await webLogin(t, (await createSeller(t, { name: 'B' })).id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products',
      headers: webA.headers,
      payload: productBody('C-1', {
        variations: [{ sku: 'C-1-AZUL' }, { sku: 'C-1-VERDE' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    skuIdsA = created.json().variations.map((v: { skuId: string }) => v.skuId);
  });
  afterAll(() => t.close());

  it("answers each of the seller's skuIds with its code and leaves unknown ids out", async () => {
    const response = await codes(webA, { skuIds: [...skuIdsA, 'sku_nope'] });
    expect(response.statusCode, response.body).toBe(200);
    const skus = (response.json().skus as { skuId: string; sku: string }[]).sort((a, b) =>
      a.sku.localeCompare(b.sku),
    );
    expect(skus).toEqual([
      { skuId: skuIdsA[0], sku: 'C-1-AZUL' },
      { skuId: skuIdsA[1], sku: 'C-1-VERDE' },
    ]);
  });

  it("never shows another seller's codes", async () => {
    const response = await codes(webB, { skuIds: skuIdsA });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ skus: [] });
  });

  it('refuses bad input with 400 problem+json', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => `sku_${i}`);
    for (const payload of [
      {},
      { skuIds: [] },
      { skuIds: [''] },
      { skuIds: tooMany },
      { skuIds: ['x'], more: 1 },
    ]) {
      const response = await codes(webA, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: { skuIds: skuIdsA } });
    expect(anonymous.statusCode).toBe(401);
  });
});
