import type { FakeClock } from '../../platform/clock.ts';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer } from '../../../test/helpers/auth.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { queryRows } from '../../platform/db/sql.ts';

import { EAN_A, EAN_B, EAN_C, eanList, productBody } from '../../../test/helpers/catalog.ts';

describe('catalog routes', () => {
  const s = sellersSuite({ scopes: ['product:edit'], callers: { read: [] } });

  const post = (body: unknown, headers = s.a) =>
    s.t.app.inject({ method: 'POST', url: '/integration/products', headers, payload: body as object });
  const get = (url: string, headers: Record<string, string> = s.as.read) =>
    s.t.app.inject({ method: 'GET', url, headers });
  const countRows = async (table: string) =>
    (
      await queryRows<{ n: number }>(s.t.rt.database.db, sql.raw(`select count(*)::int as n from ${table}`))
    )[0]!.n;

  it('creates a product: 202 with generated skuIds and a Location, readable at once', async () => {
    const response = await post(productBody('P-100'));
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.productId).toBe('P-100');
    expect(body.variations).toEqual([{ sku: 'P-100-AZUL', skuId: expect.stringMatching(/^sku_/) }]);
    expect(response.headers.location).toBe('http://feira.test/integration/products/P-100');

    const product = (await get('/integration/products/P-100')).json();
    expect(product).toMatchObject({
      productId: 'P-100',
      externalId: 'P-100',
      title: 'Garrafa térmica 1L',
      brand: 'Acme',
      dimension: { weight: 0.8, height: 30, width: 10, length: 10 },
      productCosts: { inboundFreight: 1.2, packaging: 0.5, royalty: 0 },
      fiscal: { ncm: '96170010', origin: 0, countryOfOrigin: 'BR' },
      warranty: { time: 12, type: 'SELLER_WARRANTY' },
      _links: { self: { href: 'http://feira.test/integration/products/P-100' } },
    });
    expect(product.variations[0]).toMatchObject({
      skuId: body.variations[0].skuId,
      sku: 'P-100-AZUL',
      ean: EAN_A,
      eans: eanList(EAN_A, EAN_B),
      cost: 31.9,
    });
  });

  it('writes timestamps as ISO 8601 UTC, and an unchanged PUT emits no change events', async () => {
    const product = (await get('/integration/products/P-100')).json();
    expect(product.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(product.variations[0].updatedAt).toMatch(/Z$/);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          s.t.rt.database.db,
          sql`select count(*)::int as n from outbox_events where name = 'product.VariationUpdated' and payload->>'productId' = 'P-100'`,
        )
      )[0]!.n;
    const before = await count();
    const body = productBody('P-100');
    body.variations = body.variations.map((v) => ({ ...v, skuId: product.variations[0].skuId }));
    const put = await s.t.app.inject({
      method: 'PUT',
      url: '/integration/products/P-100',
      headers: s.a,
      payload: body,
    });
    expect(put.statusCode).toBe(202);
    expect(await count()).toBe(before);
  });

  it('rewrites only the product row when a PUT changes product fields alone', async () => {
    const before = (await get('/integration/products/P-100')).json();
    (s.t.clock as FakeClock).advance(60_000);
    const body = productBody('P-100', { title: 'Garrafa térmica 1,5L' });
    body.variations = body.variations.map((v) => ({ ...v, skuId: before.variations[0].skuId }));
    expect(
      (
        await s.t.app.inject({
          method: 'PUT',
          url: '/integration/products/P-100',
          headers: s.a,
          payload: body,
        })
      ).statusCode,
    ).toBe(202);
    const after = (await get('/integration/products/P-100')).json();
    expect(after.title).toBe('Garrafa térmica 1,5L');
    expect(after.updatedAt).not.toBe(before.updatedAt);
    expect(after.variations[0].updatedAt).toBe(before.variations[0].updatedAt);
    // A variation field still reaches its row.
    (s.t.clock as FakeClock).advance(60_000);
    body.variations = body.variations.map((v) => ({ ...v, cost: 33.5 }));
    await s.t.app.inject({ method: 'PUT', url: '/integration/products/P-100', headers: s.a, payload: body });
    const costed = (await get('/integration/products/P-100')).json();
    expect(costed.variations[0].cost).toBe(33.5);
    expect(costed.variations[0].updatedAt).not.toBe(before.variations[0].updatedAt);
  });

  it('answers HAL by default and plain JSON on Accept: application/json', async () => {
    const hal = await get('/integration/products/P-100');
    expect(hal.headers['content-type']).toContain('application/hal+json');
    const plain = await get('/integration/products/P-100', { ...s.as.read, accept: 'application/json' });
    expect(plain.headers['content-type']).toContain('application/json');
    expect(plain.json()._links).toBeUndefined();
    expect(plain.json().productId).toBe('P-100');
  });

  it('reads by skuId on both paths, and resolves a sku', async () => {
    const { skuId } = (await get('/integration/products/P-100')).json().variations[0];
    const bySku = (await get(`/integration/products/v2/bySkuId/${skuId}`)).json();
    expect(bySku.productId).toBe('P-100');
    const variation = (await get(`/integration/products/variations/${skuId}`)).json();
    expect(variation).toMatchObject({ skuId, sku: 'P-100-AZUL', productId: 'P-100', ean: EAN_A });
    const resolved = (await get('/integration/skus/by-sku?sku=P-100-AZUL')).json();
    expect(resolved).toEqual({ sku: 'P-100-AZUL', skuId, productId: 'P-100' });
    expect((await get('/integration/skus/by-sku?sku=nope')).statusCode).toBe(404);
  });

  it('URL-encoded productIds work in paths', async () => {
    expect((await post(productBody('A/B 1', { variations: [{ sku: 'AB1' }] }))).statusCode).toBe(202);
    const response = await get(`/integration/products/${encodeURIComponent('A/B 1')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().productId).toBe('A/B 1');
  });

  it('keeps a null in the body a null (no type coercion of JSON bodies), and coerces query strings', async () => {
    const body = productBody('P-NULLS', {
      description: null,
      variations: [{ sku: 'P-NULLS-1', cost: null }],
    });
    expect((await post(body)).statusCode).toBe(202);
    const product = (await get('/integration/products/P-NULLS')).json();
    expect(product.description ?? null).toBeNull();
    expect(product.variations[0].cost ?? null).toBeNull();
    // A number sent as text in a body is refused rather than guessed at.
    const textCost = await post(productBody('P-TEXT', { variations: [{ sku: 'P-TEXT-1', cost: '31.90' }] }));
    expect(textCost.statusCode).toBe(400);
    expect(textCost.json().errors?.[0]?.field ?? textCost.json().detail).toContain('cost');
    // Query strings are text: page sizes still arrive as numbers.
    const search = await s.t.app.inject({
      method: 'POST',
      url: '/integration/products/list/search?size=1',
      headers: { ...s.as.read, 'content-type': 'application/json' },
      payload: {},
    });
    expect(search.statusCode).toBe(200);
  });

  it('refuses a POST of an existing externalId with 409 product-already-exists', async () => {
    const response = await post(productBody('P-100'));
    expect(response.statusCode).toBe(409);
    expect(response.json().type).toContain('product-already-exists');
  });

  it('rejects bad input with 400 problem+json naming the field, writing nothing', async () => {
    const before = await countRows('catalog_products');
    const bad: [string, unknown, string][] = [
      ['no variations', productBody('X1', { variations: [] }), 'variations'],
      ['negative cost', productBody('X2', { variations: [{ sku: 'X2', cost: -1 }] }), 'variations[0].cost'],
      [
        'five decimals',
        productBody('X3', { variations: [{ sku: 'X3', cost: 1.23456 }] }),
        'variations[0].cost',
      ],
      ['bad fiscal', productBody('X4', { fiscal: { ncm: '12' } }), 'fiscal.ncm'],
      ['missing title', { ...productBody('X5'), title: undefined }, 'title'],
      ['repeated sku', productBody('X6', { variations: [{ sku: 'S' }, { sku: 'S' }] }), 'variations[1].sku'],
      ['unknown category', productBody('X7', { categoryId: 'cat_nope' }), 'categoryId'],
      [
        'kit of unknown sku',
        productBody('X8', { variations: [{ sku: 'K', kit: [{ skuId: 'sku_nope', qty: 1 }] }] }),
        'variations[0].kit[0].skuId',
      ],
      [
        'two main images',
        productBody('X9', {
          variations: [
            {
              sku: 'X9',
              images: [
                { url: 'https://a/1', main: true },
                { url: 'https://a/2', main: true },
              ],
            },
          ],
        }),
        'variations[0].images',
      ],
    ];
    for (const [label, body, field] of bad) {
      const response = await post(body);
      expect(response.statusCode, label).toBe(400);
      expect(response.headers['content-type'], label).toContain('application/problem+json');
      const problem = response.json();
      expect(JSON.stringify(problem.errors ?? problem.field ?? problem.detail), label).toContain(
        field.split('[')[0]!,
      );
      expect(problem.detail, label).toContain(field.replace(/\[\d+\]\..*/, ''));
    }
    expect(await countRows('catalog_products')).toBe(before);
  });

  it('rejects an invalid EAN list with 400 invalid-ean-list and its reason, writing nothing', async () => {
    const before = await countRows('catalog_variations');
    const response = await post(
      productBody('E-1', {
        variations: [
          {
            sku: 'E-1',
            eans: [
              { value: EAN_A, main: true },
              { value: EAN_B, main: true },
            ],
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: expect.stringContaining('/invalid-ean-list'),
      key: 'invalid.ean.list',
      reason: 'MULTIPLE_MAIN',
    });
    expect(await countRows('catalog_variations')).toBe(before);
  });

  it('needs product:edit to write, but any seller token to read', async () => {
    const response = await post(productBody('NOPE'), s.as.read);
    expect(response.statusCode).toBe(403);
    expect(response.json().required_scope).toBe('product:edit');
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/integration/products/P-100' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('full PUT: matched by skuId keeps secondaries, without skuId recreates and loses them, absent variations are removed', async () => {
    await post(
      productBody('P-200', {
        variations: [
          {
            sku: 'P-200-A',
            eans: eanList(EAN_A, EAN_B),
            cost: 10,
          },
          {
            sku: 'P-200-B',
            eans: eanList(EAN_C, EAN_B),
            cost: 20,
          },
          { sku: 'P-200-C', cost: 30 },
        ],
      }),
    );
    const stored = (await get('/integration/products/P-200')).json().variations;
    const [a, b, c] = stored;
    const response = await s.t.app.inject({
      method: 'PUT',
      url: '/integration/products/P-200',
      headers: s.a,
      payload: productBody('P-200', {
        title: 'Garrafa nova',
        variations: [
          { skuId: a.skuId, sku: 'P-200-A', cost: 11 },
          { sku: 'P-200-B', ean: EAN_C, cost: 21 },
        ],
      }),
    });
    expect(response.statusCode).toBe(202);
    const after = (await get('/integration/products/P-200')).json();
    expect(after.title).toBe('Garrafa nova');
    expect(after.variations).toHaveLength(2);
    const [a2, b2] = after.variations;
    // Matched by skuId, `ean` omitted: the EANs stay.
    expect(a2).toMatchObject({ skuId: a.skuId, ean: EAN_A, cost: 11 });
    expect(a2.eans).toHaveLength(2);
    // Without skuId: same sku keeps the skuId, but the secondary EAN is lost.
    expect(b2).toMatchObject({ skuId: b.skuId, ean: EAN_C, eans: [{ value: EAN_C, main: true }] });
    expect((await get(`/integration/products/variations/${c.skuId}`)).statusCode).toBe(404);
  });

  it('PATCH changes one variation; an EAN of another variation is 409 ean-patch-conflict', async () => {
    const [p100] = (await get('/integration/products/P-100')).json().variations;
    const other = (await get('/integration/products/P-200')).json().variations[1];
    expect(other.ean).toBe(EAN_C);
    const ok = await s.t.app.inject({
      method: 'PATCH',
      url: `/integration/products/variations/${p100.skuId}`,
      headers: s.a,
      payload: { cost: 29.5 },
    });
    expect(ok.statusCode).toBe(202);
    const patched = (await get(`/integration/products/variations/${p100.skuId}`)).json();
    expect(patched.cost).toBe(29.5);
    expect(patched.eans).toHaveLength(2);

    const conflict = await s.t.app.inject({
      method: 'PATCH',
      url: `/integration/products/variations/${p100.skuId}`,
      headers: s.a,
      payload: { ean: other.ean },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().type).toContain('ean-patch-conflict');
    expect((await get(`/integration/products/variations/${p100.skuId}`)).json().ean).toBe(EAN_A);
    const empty = await s.t.app.inject({
      method: 'PATCH',
      url: `/integration/products/variations/${p100.skuId}`,
      headers: s.a,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('a kit costs the sum of its components', async () => {
    const components = (
      await post(
        productBody('K-PARTS', {
          variations: [
            { sku: 'PART-1', cost: 10.1 },
            { sku: 'PART-2', cost: 0.2 },
          ],
        }),
      )
    ).json().variations;
    const kit = await post(
      productBody('K-KIT', {
        variations: [
          {
            sku: 'KIT-1',
            kit: [
              { skuId: components[0].skuId, qty: 2 },
              { skuId: components[1].skuId, qty: 3 },
            ],
          },
        ],
      }),
    );
    expect(kit.statusCode).toBe(202);
    const kitSku = kit.json().variations[0].skuId;
    expect((await get(`/integration/products/variations/${kitSku}`)).json().cost).toBe(20.8);
    await s.t.app.inject({
      method: 'PATCH',
      url: `/integration/products/variations/${components[0].skuId}`,
      headers: s.a,
      payload: { cost: 11 },
    });
    expect((await get(`/integration/products/variations/${kitSku}`)).json().cost).toBe(22.6);
    const nested = await post(
      productBody('K-NEST', { variations: [{ sku: 'NEST', kit: [{ skuId: kitSku, qty: 1 }] }] }),
    );
    expect(nested.statusCode).toBe(400);
  });

  it('forgets a cached SKU resolution when the sku changes', async () => {
    const [variation] = (await get('/integration/products/P-100')).json().variations;
    expect((await get('/integration/skus/by-sku?sku=P-100-AZUL')).json().skuId).toBe(variation.skuId);
    await s.t.app.inject({
      method: 'PATCH',
      url: `/integration/products/variations/${variation.skuId}`,
      headers: s.a,
      payload: { sku: 'P-100-BLUE' },
    });
    expect((await get('/integration/skus/by-sku?sku=P-100-AZUL')).statusCode).toBe(404);
    expect((await get('/integration/skus/by-sku?sku=P-100-BLUE')).json().skuId).toBe(variation.skuId);
  });

  it('searches with HAL paging and filters, the ean filter matching secondary EANs too', async () => {
    const search = async (body: object, query = '') =>
      (
        await s.t.app.inject({
          method: 'POST',
          url: `/integration/products/list/search${query}`,
          headers: s.as.read,
          payload: body,
        })
      ).json();
    const all = await search({}, '?size=2&sort=externalId,asc');
    expect(all.page).toMatchObject({ size: 2, number: 0 });
    expect(all.page.totalElements).toBeGreaterThanOrEqual(5);
    expect(all._embedded.productApiDTOList).toHaveLength(2);
    expect(all._links.next.href).toContain('page=1');
    const bySecondary = await search({ ean: EAN_B });
    expect(bySecondary._embedded.productApiDTOList.map((p: { productId: string }) => p.productId)).toContain(
      'P-100',
    );
    const byText = await search({ text: 'K-PA' });
    expect(byText._embedded.productApiDTOList.map((p: { productId: string }) => p.productId)).toEqual([
      'K-PARTS',
    ]);
    const byBrand = await search({ brand: 'acme', sku: 'KIT-1' });
    expect(byBrand.page.totalElements).toBe(1);
    const none = await search({ updatedSince: '2999-01-01T00:00:00Z' });
    expect(none.page.totalElements).toBe(0);
    expect(none._embedded.productApiDTOList).toEqual([]);
    const badSort = await s.t.app.inject({
      method: 'POST',
      url: '/integration/products/list/search?sort=cost,asc',
      headers: s.as.read,
      payload: {},
    });
    expect(badSort.statusCode).toBe(400);
  });

  it('emits VariationCreated and VariationUpdated (with the changed field groups) into the outbox', async () => {
    const events = await queryRows<{ name: string; payload: { skuId: string; fields?: string[] } }>(
      s.t.rt.database.db,
      sql`select name, payload from outbox_events where payload->>'productId' = 'P-200' order by id`,
    );
    expect(events.filter((e) => e.name === 'product.VariationCreated')).toHaveLength(3);
    const updated = events.filter((e) => e.name === 'product.VariationUpdated');
    expect(updated.length).toBeGreaterThanOrEqual(2);
    expect(updated[0]!.payload.fields).toContain('TITLE');
    expect(events.some((e) => e.name === 'product.VariationRemoved')).toBe(true);
  });

  it('manages brands with marketplace mappings, categories as a tree and attributes', async () => {
    const brand = await s.t.app.inject({
      method: 'POST',
      url: '/integration/brands',
      headers: s.a,
      payload: { name: 'Zeta', mappings: { SANDBOX_ML: 'Zeta Oficial' } },
    });
    expect(brand.statusCode).toBe(201);
    const renamed = await s.t.app.inject({
      method: 'PUT',
      url: `/integration/brands/${brand.json().id}`,
      headers: s.a,
      payload: { name: 'Zeta Home' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Zeta Home', mappings: { SANDBOX_ML: 'Zeta Oficial' } });
    const brandEvents = await queryRows<{ n: number }>(
      s.t.rt.database.db,
      sql`select count(*)::int as n from outbox_events where name = 'product.BrandUpdated' and payload->>'brandId' = ${brand.json().id}`,
    );
    expect(brandEvents[0]!.n).toBeGreaterThanOrEqual(1);
    expect(
      (
        await s.t.app.inject({
          method: 'POST',
          url: '/integration/brands',
          headers: s.a,
          payload: { name: 'zeta home' },
        })
      ).statusCode,
    ).toBe(409);

    const root = (
      await s.t.app.inject({
        method: 'POST',
        url: '/integration/categories',
        headers: s.a,
        payload: { name: 'Casa' },
      })
    ).json();
    const child = (
      await s.t.app.inject({
        method: 'POST',
        url: '/integration/categories',
        headers: s.a,
        payload: { name: 'Cozinha', parentId: root.id },
      })
    ).json();
    const tree = (await get('/integration/categories')).json()._embedded.categoryApiDTOList;
    expect(tree[0]).toMatchObject({ name: 'Casa', children: [{ id: child.id, path: ['Casa', 'Cozinha'] }] });
    const orphan = await s.t.app.inject({
      method: 'POST',
      url: '/integration/categories',
      headers: s.a,
      payload: { name: 'X', parentId: 'cat_nope' },
    });
    expect(orphan.statusCode).toBe(400);

    const list = await s.t.app.inject({
      method: 'POST',
      url: '/integration/attributes',
      headers: s.a,
      payload: { name: 'Voltagem', type: 'LIST', allowedValues: ['110V', '220V'] },
    });
    expect(list.statusCode).toBe(201);
    const noValues = await s.t.app.inject({
      method: 'POST',
      url: '/integration/attributes',
      headers: s.a,
      payload: { name: 'Cor2', type: 'LIST' },
    });
    expect(noValues.statusCode).toBe(400);
    const plainAttributes = await get('/integration/attributes', {
      ...s.as.read,
      accept: 'application/json',
    });
    expect(plainAttributes.json()).toEqual({
      _embedded: { attributeApiDTOList: [expect.objectContaining({ name: 'Voltagem' })] },
      page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
    });
  });

  it('keeps seller B away from seller A’s catalog (404, nothing changed)', async () => {
    const [variation] = (await get('/integration/products/P-100')).json().variations;
    const brandId = (await get('/integration/brands')).json()._embedded.brandApiDTOList[0].id;
    const before = (await get('/integration/products/P-100')).body;
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: '/integration/products/P-100' },
        { method: 'GET', url: `/integration/products/v2/bySkuId/${variation.skuId}` },
        { method: 'GET', url: `/integration/products/variations/${variation.skuId}` },
        { method: 'GET', url: `/integration/skus/by-sku?sku=${variation.sku}` },
        { method: 'PUT', url: '/integration/products/P-100', payload: productBody('P-100') },
        { method: 'PATCH', url: `/integration/products/variations/${variation.skuId}`, payload: { cost: 1 } },
        { method: 'GET', url: `/integration/brands/${brandId}` },
        { method: 'PUT', url: `/integration/brands/${brandId}`, payload: { name: 'Stolen' } },
      ],
      verifyUnchanged: async () => {
        expect((await get('/integration/products/P-100')).body).toBe(before);
      },
    });
    // B's own search sees none of A's products; a POST of A's externalId creates B's own product.
    const search = await s.t.app.inject({
      method: 'POST',
      url: '/integration/products/list/search',
      headers: bearer(s.tokenB),
      payload: {},
    });
    expect(search.json().page.totalElements).toBe(0);
    const own = await s.t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(s.tokenB),
      payload: productBody('P-100', { variations: [{ sku: 'P-100-AZUL' }] }),
    });
    expect(own.statusCode).toBe(202);
  });

  it('ignores a sellerId in the body', async () => {
    const response = await post({
      ...productBody('P-SELLER', { variations: [{ sku: 'PS-1' }] }),
      sellerId: s.sellerB,
    });
    expect(response.statusCode).toBe(202);
    const mine = await get('/integration/products/P-SELLER');
    expect(mine.statusCode).toBe(200);
    const theirs = await s.t.app.inject({
      method: 'GET',
      url: '/integration/products/P-SELLER',
      headers: bearer(s.tokenB),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
