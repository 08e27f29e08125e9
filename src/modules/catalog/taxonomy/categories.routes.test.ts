import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { webLogin, type WebLogin } from '../../../../test/helpers/web.ts';
import { systemCtx } from '../../../platform/context.ts';
import { countSkus, skuIdPage, skuIdsInCategories } from '../index.ts';
import { MAX_CATEGORIES } from '../domain/category-list.ts';

describe('product categories (CAT-33, CAT-34)', () => {
  let t: TestApp;
  let sellerA: string;
  let edit: { authorization: string };
  let editB: { authorization: string };
  let web: WebLogin;
  let casa: string;
  let cozinha: string;
  let jardim: string;
  let otherSellers: string;

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t)).id;
    edit = bearer(await tokenFor(t, sellerA, ['product:edit']));
    editB = bearer(await tokenFor(t, (await createSeller(t)).id, ['product:edit']));
    web = await webLogin(t, sellerA);
    const category = async (name: string, headers = edit, parentId?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/integration/categories',
          headers,
          payload: { name, ...(parentId ? { parentId } : {}) },
        })
      ).json().id as string;
    casa = await category('Casa');
    cozinha = await category('Cozinha', edit, casa);
    jardim = await category('Jardim');
    otherSellers = await category('Alheia', editB);
  }, 180_000);
  afterAll(() => t.close());

  const write = (method: 'POST' | 'PUT', body: object, id = 'C-1') =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/integration/products' : `/integration/products/${id}`,
      headers: edit,
      payload: body,
    });
  const read = async (id = 'C-1') =>
    (await t.app.inject({ method: 'GET', url: `/integration/products/${id}`, headers: edit })).json();
  const search = async (categoryId: string, headers = edit) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/integration/products/list/search?size=50',
        headers: { ...headers, accept: 'application/json' },
        payload: { categoryId },
      })
    )
      .json()
      ._embedded.productApiDTOList.map((p: { productId: string }) => p.productId);

  it('takes `categories` with one element, reads it back as categoryId and categories', async () => {
    expect((await write('POST', productBody('C-1', { categories: [casa] }))).statusCode).toBe(202);
    expect(await read()).toMatchObject({ categoryId: casa, categories: [casa] });
    expect(
      (await write('PUT', productBody('C-1', { categoryId: jardim, categories: [jardim] }))).statusCode,
    ).toBe(202);
    expect(await read()).toMatchObject({ categoryId: jardim, categories: [jardim] });
    expect((await write('PUT', productBody('C-1', { categoryId: casa }))).statusCode).toBe(202);
    expect(await read()).toMatchObject({ categoryId: casa, categories: [casa] });
    expect((await write('PUT', productBody('C-1', { categories: [] }))).statusCode).toBe(202);
    const none = await read();
    expect(none.categories).toEqual([]);
    expect(none).not.toHaveProperty('categoryId');
  });

  it('takes several categories: categoryId names the main one (the first when absent), read first', async () => {
    expect(
      (await write('POST', productBody('C-2', { categories: [jardim, cozinha, jardim] }))).statusCode,
    ).toBe(202);
    expect(await read('C-2')).toMatchObject({ categoryId: jardim, categories: [jardim, cozinha] });
    expect(
      (await write('PUT', productBody('C-2', { categoryId: cozinha, categories: [jardim, cozinha] }), 'C-2'))
        .statusCode,
    ).toBe(202);
    expect(await read('C-2')).toMatchObject({ categoryId: cozinha, categories: [cozinha, jardim] });
    const bff = await t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/products/C-2',
      headers: web.headers,
    });
    expect(bff.json()).toMatchObject({ categoryId: cozinha, categories: [cozinha, jardim] });
    // A PUT is a full replace: `categoryId` alone leaves that one category.
    expect((await write('PUT', productBody('C-2', { categoryId: jardim }), 'C-2')).statusCode).toBe(202);
    expect(await read('C-2')).toMatchObject({ categoryId: jardim, categories: [jardim] });
  });

  it('finds a product by any of its categories; promotions and rules select it by any, with subcategories', async () => {
    const body = productBody('C-3', {
      categoryId: jardim,
      categories: [jardim, cozinha],
      variations: [{ sku: 'C-3-A' }],
    });
    expect((await write('POST', body)).statusCode).toBe(202);
    const skuId = (await read('C-3')).variations[0].skuId as string;
    expect(await search(cozinha)).toContain('C-3');
    expect(await search(jardim)).toContain('C-3');
    // The search takes the category itself, not its subtree.
    expect(await search(casa)).not.toContain('C-3');
    // Another seller searching by this seller's category finds nothing of it.
    expect(await search(cozinha, editB)).toEqual([]);

    const ctx = systemCtx(t.rt, sellerA, 'test');
    const inCategories = await skuIdsInCategories(ctx, [casa, cozinha, jardim]);
    // Casa through its subcategory Cozinha, C-3's second category; C-2 sits in Jardim alone now.
    expect(inCategories.get(casa)).toEqual([skuId]);
    expect(inCategories.get(cozinha)).toEqual([skuId]);
    expect(inCategories.get(jardim)).toHaveLength(2);
    expect(inCategories.get(jardim)).toContain(skuId);
    expect(await skuIdPage(ctx, { categoryIds: [casa] }, null, 10)).toEqual([skuId]);
    expect(await countSkus(ctx, { categoryIds: [casa, jardim] })).toBe(2);
  });

  it('refuses a bad list, two mains or a category that is not the seller’s, writing nothing', async () => {
    expect(
      (await write('POST', productBody('C-4', { categoryId: casa, categories: [casa, jardim] }))).statusCode,
    ).toBe(202);
    const tooMany = Array.from({ length: MAX_CATEGORIES + 1 }, (_, i) => `cat_${i}`);
    const cases: [object, string][] = [
      [{ categoryId: cozinha, categories: [casa, jardim] }, 'categoryId'],
      [{ categoryId: null, categories: [casa] }, 'categoryId'],
      [{ categoryId: casa, categories: [] }, 'categoryId'],
      [{ categories: [casa, otherSellers] }, 'categories[1]'],
      [{ categoryId: otherSellers, categories: [otherSellers] }, 'categoryId'],
      [{ categories: [casa, 'cat_missing'] }, 'categories[1]'],
      [{ categories: [''] }, 'categories[0]'],
      [{ categories: tooMany }, 'categories'],
      [{ categories: 'Casa' }, 'categories'],
    ];
    for (const [overrides, field] of cases) {
      const response = await write('PUT', productBody('C-4', { title: 'Mudou', ...overrides }), 'C-4');
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(response.json()), JSON.stringify(overrides)).toContain(field);
    }
    expect(await read('C-4')).toMatchObject({ title: 'Garrafa térmica 1L', categories: [casa, jardim] });
    // A create naming another seller's category creates nothing.
    const foreign = await write('POST', productBody('C-5', { categories: [jardim, otherSellers] }));
    expect(foreign.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/integration/products/C-5', headers: edit })).statusCode,
    ).toBe(404);
  });
});
