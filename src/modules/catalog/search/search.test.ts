import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createSeller } from '../../../../test/helpers/auth.ts';
import { EAN_A, EAN_C, productBody } from '../../../../test/helpers/catalog.ts';
import { webLogin, type WebLogin } from '../../../../test/helpers/web.ts';

/**
 * The admin's catalog search runs in the database: accent-free text over title, code and sku, part of
 * an EAN, and the filters a seller works through (no cost, no EAN, not yet on a marketplace).
 */
describe('catalog search for the web admin', () => {
  let t: TestApp;
  let a: WebLogin;
  let b: WebLogin;
  const skuIds: Record<string, string> = {};

  const search = async (login: WebLogin, body: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products/search?size=50&sort=externalId,asc',
      headers: { ...login.headers, accept: 'application/json' },
      payload: body as object,
    });
    return response;
  };
  const ids = async (login: WebLogin, body: unknown) => {
    const response = await search(login, body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json()._embedded?.productApiDTOList ?? []).map(
      (p: { productId: string }) => p.productId,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await webLogin(t, (await createSeller(t, { name: 'A' })).id);
    b = await webLogin(t, (await createSeller(t, { name: 'B' })).id);
    const create = async (login: WebLogin, body: unknown) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bffweb/catalog/products',
        headers: login.headers,
        payload: body as object,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().variations[0].skuId as string;
    };
    skuIds.glasses = await create(a, productBody('OC-1', { title: 'Óculos de sol polarizado' }));
    skuIds.noCost = await create(
      a,
      productBody('CN-1', {
        title: 'Caneca',
        variations: [{ sku: 'CANECA-AÇAÍ', eans: [{ value: EAN_C, main: true }] }],
      }),
    );
    skuIds.noEan = await create(
      a,
      productBody('PR-1', { title: 'Prato', variations: [{ sku: 'PRATO-1', cost: 5 }] }),
    );
    // Seller B has a product that matches every search of A's: it must never show up for A.
    await create(b, productBody('OC-B', { title: 'Óculos de B', variations: [{ sku: 'B-1' }] }));
    const connect = await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces',
      headers: a.headers,
      payload: { platform: 'SANDBOX', settings: {} },
    });
    expect(connect.statusCode, connect.body).toBeLessThan(300);
    const ad = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: a.headers,
      payload: { originSkuId: skuIds.glasses, platform: 'SANDBOX' },
    });
    expect(ad.statusCode, ad.body).toBe(201);
    // A loaded machine (other suites in parallel) can take more than the default minute to start the app.
  }, 180_000);
  afterAll(() => t?.close());

  it('finds a title without its accents, and an accented sku typed plain', async () => {
    expect(await ids(a, { text: 'oculos' })).toEqual(['OC-1']);
    expect(await ids(a, { text: 'ÓCULOS DE' })).toEqual(['OC-1']);
    expect(await ids(a, { text: 'caneca-acai' })).toEqual(['CN-1']);
  });

  it('finds every word typed, in any order, each in the title, the code or a sku', async () => {
    expect(await ids(a, { text: 'polarizado oculos' })).toEqual(['OC-1']);
    expect(await ids(a, { text: '  SOL   óculos ' })).toEqual(['OC-1']);
    // One word in the title, the other only in the sku.
    expect(await ids(a, { text: 'acai caneca' })).toEqual(['CN-1']);
    // Every word must be found: a word of another product's title does not widen the result.
    expect(await ids(a, { text: 'oculos caneca' })).toEqual([]);
    expect(await ids(a, { text: 'oculos % _' })).toEqual([]);
    // The issue's own example, for a seller of its own (A's lists stay as the other tests read them).
    const c = await webLogin(t, (await createSeller(t, { name: 'C' })).id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products',
      headers: c.headers,
      payload: productBody('GT-1'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await ids(c, { text: 'térmica garrafa' })).toEqual(['GT-1']);
    expect(await ids(c, { text: '1l TERMICA' })).toEqual(['GT-1']);
  });

  it('finds a product by part of any EAN of its variations, main or not', async () => {
    expect(await ids(a, { text: EAN_A.slice(-5) })).toEqual(['OC-1']);
    expect(await ids(a, { text: EAN_C.slice(-5) })).toEqual(['CN-1']);
    expect(await ids(a, { text: '000000' })).toEqual([]);
  });

  it('takes a like wildcard as a plain character', async () => {
    expect(await ids(a, { text: '%' })).toEqual([]);
    expect(await ids(a, { text: '_' })).toEqual([]);
  });

  it('filters products with a variation without cost or without EAN', async () => {
    expect(await ids(a, { missingCost: true })).toEqual(['CN-1']);
    expect(await ids(a, { missingEan: true })).toEqual(['PR-1']);
    expect(await ids(a, { missingCost: true, text: 'prato' })).toEqual([]);
  });

  it('filters products not yet published on a marketplace, and lists each variation with its ads', async () => {
    expect(await ids(a, { notPublishedOn: 'SANDBOX' })).toEqual(['CN-1', 'PR-1']);
    expect(await ids(a, { notPublishedOn: 'SANDBOX_ML' })).toEqual(['CN-1', 'OC-1', 'PR-1']);
    const list = (await search(a, { text: 'oculos' })).json()._embedded.productApiDTOList;
    expect(list[0].variations[0].ads).toEqual([
      expect.objectContaining({
        platform: 'SANDBOX',
        status: expect.any(String),
        channelStatus: expect.any(String),
      }),
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/products/CN-1',
      headers: a.headers,
    });
    expect(one.json().variations[0].ads).toEqual([]);
  });

  it('lists each variation with its SKU-wide price and its stock, 0 and no price when never set', async () => {
    const put = async (url: string, payload: unknown) => {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: a.headers,
        payload: payload as object,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    await put('/bffweb/prices/bysku', { skuId: skuIds.glasses, value: 469.9 });
    await put(`/bffweb/prices/stock/${skuIds.glasses}/warehouses/DEFAULT`, { stock: 12 });
    await put(`/bffweb/prices/stock/${skuIds.glasses}/warehouses/LOJA`, { stock: 3 });
    const list = (await search(a, {})).json()._embedded.productApiDTOList;
    const variation = (id: string) =>
      list.find((p: { productId: string }) => p.productId === id).variations[0];
    expect(variation('OC-1').price).toEqual({ listPrice: 469.9, salePrice: 469.9 });
    expect(variation('OC-1').stock).toEqual({ onHand: 15, available: 15 });
    expect(variation('PR-1').price).toBeNull();
    expect(variation('PR-1').stock).toEqual({ onHand: 0, available: 0 });
    // B's own product with the same code shape never carries A's price or stock.
    const theirs = (await search(b, {})).json()._embedded.productApiDTOList;
    expect(theirs[0].variations[0]).toMatchObject({ price: null, stock: { onHand: 0, available: 0 } });
  });

  it('refuses malformed filters with a 400 problem naming the field', async () => {
    for (const body of [
      { notPublishedOn: 'sandbox' },
      { notPublishedOn: '' },
      { missingCost: 'sim' },
      { missingEan: 1 },
      { text: 'x'.repeat(201) },
      { unknown: true },
    ]) {
      const response = await search(a, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("keeps sellers apart: B's products and ads never change A's results, nor A's B's", async () => {
    expect(await ids(b, { text: 'oculos' })).toEqual(['OC-B']);
    expect(await ids(b, { missingEan: true })).toEqual(['OC-B']);
    expect(await ids(b, { text: EAN_A.slice(-5) })).toEqual([]);
    expect(await ids(b, { notPublishedOn: 'SANDBOX' })).toEqual(['OC-B']);
    const read = await t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/products/OC-1',
      headers: b.headers,
    });
    expect(read.statusCode).toBe(404);
  });
});
