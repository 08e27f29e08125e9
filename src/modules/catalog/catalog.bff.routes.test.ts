import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { EAN_A, EAN_B, eanList, productBody } from '../../../test/helpers/catalog.ts';
import { webLogin } from '../../../test/helpers/web.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';

describe('catalog routes for the web admin (/bffweb/catalog)', () => {
  const s = sellersSuite({ web: true });

  it('creates a product with the session cookie and CSRF token: 201, listed and readable at once', async () => {
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products',
      headers: s.web.headers,
      payload: productBody('W-1'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      productId: 'W-1',
      variations: [{ sku: 'W-1-AZUL', skuId: expect.stringMatching(/^sku_/) }],
    });

    const list = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products/search?size=10',
      headers: { ...s.web.headers, accept: 'application/json' },
      payload: { text: 'garrafa' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().page).toMatchObject({ totalElements: 1, number: 0, size: 10 });
    expect(list.json()._embedded.productApiDTOList[0]).toMatchObject({
      productId: 'W-1',
      variations: [
        {
          sku: 'W-1-AZUL',
          eans: eanList(EAN_A, EAN_B),
        },
      ],
    });

    const one = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/products/W-1',
      headers: s.web.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().title).toBe('Garrafa térmica 1L');
  });

  it('explains EAN list errors as problem+json with the rule’s reason', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products',
      headers: s.web.headers,
      payload: productBody('W-2', {
        variations: [
          {
            sku: 'W-2-A',
            eans: [
              { value: EAN_A, main: true },
              { value: EAN_B, main: true },
            ],
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ key: 'invalid.ean.list', reason: 'MULTIPLE_MAIN' });
  });

  it('names the field of invalid input, and writes nothing', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products',
      headers: s.web.headers,
      payload: { externalId: 'W-3', title: '', variations: [{ sku: 'W-3-A' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'title', message: expect.any(String), keyword: expect.any(String) }),
    );
    const read = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/products/W-3',
      headers: s.web.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('refuses writes without the CSRF token, and callers without a session or the area scope', async () => {
    const noCsrf = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products',
      headers: { cookie: s.web.headers.cookie },
      payload: productBody('W-4'),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().type).toContain('csrf-token-invalid');

    const anonymous = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products/search',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);

    const token = await tokenFor(s.t, s.sellerA, ['product:edit']);
    const withoutArea = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products/search',
      headers: bearer(token),
      payload: {},
    });
    expect(withoutArea.statusCode).toBe(403);
    expect(withoutArea.json().required_scope).toBe('bffweb:catalog');
  });

  it('replaces a product with PUT', async () => {
    const current = (
      await s.t.app.inject({ method: 'GET', url: '/bffweb/catalog/products/W-1', headers: s.web.headers })
    ).json();
    const response = await s.t.app.inject({
      method: 'PUT',
      url: '/bffweb/catalog/products/W-1',
      headers: s.web.headers,
      payload: productBody('W-1', {
        title: 'Garrafa térmica 1,2L',
        variations: [{ skuId: current.variations[0].skuId, sku: 'W-1-AZUL', cost: 33 }],
      }),
    });
    expect(response.statusCode).toBe(200);
    const read = (
      await s.t.app.inject({ method: 'GET', url: '/bffweb/catalog/products/W-1', headers: s.web.headers })
    ).json();
    expect(read.title).toBe('Garrafa térmica 1,2L');
    expect(read.variations[0].cost).toBe(33);
  });

  it("keeps sellers apart: B's session never sees or changes A's products", async () => {
    const tokenB = await tokenFor(s.t, s.sellerB, ['bffweb:catalog']);
    await expectTenancy(s.t, {
      sellerA: s.sellerA,
      sellerB: s.sellerB,
      tokenB,
      requests: [
        { method: 'GET', url: '/bffweb/catalog/products/W-1' },
        { method: 'PUT', url: '/bffweb/catalog/products/W-1', payload: productBody('W-1') },
      ],
    });
    const webB = await webLogin(s.t, s.sellerB);
    const list = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/products/search',
      headers: { ...webB.headers, accept: 'application/json' },
      payload: {},
    });
    expect(list.json().page.totalElements).toBe(0);
  });

  it("lists the seller's categories as a tree for pickers, and only that seller's", async () => {
    const api = bearer(await tokenFor(s.t, s.sellerA, ['product:edit']));
    const add = async (name: string, parentId?: string) =>
      (
        await s.t.app.inject({
          method: 'POST',
          url: '/integration/categories',
          headers: api,
          payload: { name, ...(parentId ? { parentId } : {}) },
        })
      ).json().id as string;
    const kitchen = await add('Cozinha');
    const bottles = await add('Garrafas', kitchen);
    const tree = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/categories',
      headers: s.web.headers,
    });
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual([
      {
        id: kitchen,
        name: 'Cozinha',
        parentId: null,
        path: ['Cozinha'],
        children: [
          { id: bottles, name: 'Garrafas', parentId: kitchen, path: ['Cozinha', 'Garrafas'], children: [] },
        ],
      },
    ]);
    const webB = await webLogin(s.t, s.sellerB);
    const ofB = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/categories',
      headers: webB.headers,
    });
    expect(ofB.json()).toEqual([]);
  });

  it("lists the seller's brands by name for pickers, and only that seller's", async () => {
    const api = bearer(await tokenFor(s.t, s.sellerA, ['product:edit']));
    for (const name of ['Picker Zeta', 'Picker Alfa']) {
      const created = await s.t.app.inject({
        method: 'POST',
        url: '/integration/brands',
        headers: api,
        payload: { name },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/brands',
      headers: s.web.headers,
    });
    expect(list.statusCode).toBe(200);
    const names = list.json().map((b: { name: string }) => b.name) as string[];
    expect(names.filter((name) => name.startsWith('Picker '))).toEqual(['Picker Alfa', 'Picker Zeta']);
    const webB = await webLogin(s.t, s.sellerB);
    const ofB = await s.t.app.inject({ method: 'GET', url: '/bffweb/catalog/brands', headers: webB.headers });
    expect(ofB.statusCode).toBe(200);
    expect(ofB.json()).toEqual([]);
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/bffweb/catalog/brands' });
    expect(anonymous.statusCode).toBe(401);
  });
});
