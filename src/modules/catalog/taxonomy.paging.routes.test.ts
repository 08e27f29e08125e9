import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';

/** Brands, categories, attributes and marketplace accounts page like every other list. */
describe('paged taxonomy and marketplace lists', () => {
  let t: TestApp;
  let edit: { authorization: string };
  let other: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const seller = (await createSeller(t)).id;
    edit = bearer(await tokenFor(t, seller, ['product:edit', 'bffweb:marketplaces']));
    other = bearer(await tokenFor(t, (await createSeller(t)).id, []));
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: edit, payload });
    for (const name of ['Acme', 'Beta', 'Gama']) await post('/integration/brands', { name });
    for (const name of ['Casa', 'Jardim']) await post('/integration/categories', { name });
    for (const name of ['Cor', 'Tamanho', 'Voltagem'])
      await post('/integration/attributes', { name, type: 'TEXT' });
    for (const platform of ['SANDBOX', 'SANDBOX_ML']) await post('/bffweb/marketplaces', { platform });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = edit) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/integration/brands', 'brandApiDTOList', 3, 'name', 'Beta'],
    ['/integration/categories', 'categoryApiDTOList', 2, 'name', 'Jardim'],
    ['/integration/attributes', 'attributeApiDTOList', 3, 'name', 'Tamanho'],
    ['/integration/marketplaces', 'marketplaceApiDTOList', 2, 'platform', 'SANDBOX_ML'],
  ])('%s pages with page, size and links', async (url, key, total, field, second) => {
    const response = await get(`${url}?page=1&size=1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._embedded[key]).toHaveLength(1);
    expect(body._embedded[key][0][field]).toBe(second);
    expect(body.page).toEqual({ size: 1, totalElements: total, totalPages: total, number: 1 });
    expect(body._links.self.href).toBe(`http://feira.test${url}?page=1&size=1`);
    expect(body._links.last.href).toBe(`http://feira.test${url}?page=${total - 1}&size=1`);
    if (total > 2) expect(body._links.next.href).toBe(`http://feira.test${url}?page=2&size=1`);
    const plain = (await get(`${url}?size=1`, { ...edit, accept: 'application/json' })).json();
    expect(plain).not.toHaveProperty('_links');
    expect(plain.page.totalElements).toBe(total);
    expect((await get(`${url}?page=-1`)).statusCode).toBe(400);
    expect((await get(`${url}?size=x`)).statusCode).toBe(400);
    // Another seller's list is its own: empty here.
    expect((await get(url, other)).json().page.totalElements).toBe(0);
  });
});
