import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';

describe('product categories', () => {
  let t: TestApp;
  let edit: { authorization: string };
  let casa: string;
  let jardim: string;
  let otherSellers: string;

  beforeAll(async () => {
    t = await createTestApp();
    edit = bearer(await tokenFor(t, (await createSeller(t)).id, ['product:edit']));
    const category = async (name: string, headers = edit) =>
      (
        await t.app.inject({ method: 'POST', url: '/integration/categories', headers, payload: { name } })
      ).json().id as string;
    casa = await category('Casa');
    jardim = await category('Jardim');
    otherSellers = await category(
      'Alheia',
      bearer(await tokenFor(t, (await createSeller(t)).id, ['product:edit'])),
    );
  });
  afterAll(() => t.close());

  const write = (method: 'POST' | 'PUT', body: object) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/integration/products' : '/integration/products/C-1',
      headers: edit,
      payload: body,
    });
  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/integration/products/C-1', headers: edit })).json();

  it('takes `categories` with one element, reads it back as categoryId and categories', async () => {
    expect((await write('POST', productBody('C-1', { categories: [casa] }))).statusCode).toBe(202);
    expect(await read()).toMatchObject({ categoryId: casa, categories: [casa] });
    expect(
      (await write('PUT', productBody('C-1', { categoryId: jardim, categories: [jardim] }))).statusCode,
    ).toBe(202);
    expect(await read()).toMatchObject({ categoryId: jardim, categories: [jardim] });
    expect((await write('PUT', productBody('C-1', { categories: [] }))).statusCode).toBe(202);
    const none = await read();
    expect(none.categories).toEqual([]);
    expect(none).not.toHaveProperty('categoryId');
  });

  it('refuses several categories, a disagreement with categoryId or an unknown one, writing nothing', async () => {
    expect((await write('PUT', productBody('C-1', { categories: [casa] }))).statusCode).toBe(202);
    const cases: object[] = [
      { categories: [casa, jardim] },
      { categoryId: casa, categories: [jardim] },
      { categories: [otherSellers] },
      { categories: [''] },
      { categories: 'Casa' },
    ];
    for (const overrides of cases) {
      const response = await write('PUT', productBody('C-1', { title: 'Mudou', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await read()).toMatchObject({ title: 'Garrafa térmica 1L', categories: [casa] });
  });
});
