import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';

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

  it.each([
    ['/integration/brands', 'Acme'],
    ['/integration/categories', 'Casa'],
    ['/integration/attributes', 'Cor'],
  ])('%s/{id} reads one, with _links in HAL and plain on application/json', async (url, name) => {
    const list = (await get(`${url}?size=50`)).json()._embedded;
    const item = (Object.values(list)[0] as { id: string; name: string }[]).find((i) => i.name === name)!;
    const hal = await get(`${url}/${item.id}`);
    expect(hal.statusCode, hal.body).toBe(200);
    expect(hal.headers['content-type']).toMatch(/^application\/hal\+json/);
    expect(hal.json()).toMatchObject({
      id: item.id,
      name,
      _links: { self: { href: `http://feira.test${url}/${item.id}` } },
    });
    const plain = await get(`${url}/${item.id}`, { ...edit, accept: 'application/json' });
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.json()).toMatchObject({ id: item.id, name });
    expect(plain.json()).not.toHaveProperty('_links');
    // Another seller's id is unknown to it.
    expect((await get(`${url}/${item.id}`, other)).statusCode).toBe(404);
    expect((await get(`${url}/none`)).statusCode).toBe(404);
  });

  it('links a subcategory to its parent', async () => {
    const list = (await get('/integration/categories')).json()._embedded.categoryApiDTOList;
    const parent = list.find((c: { name: string }) => c.name === 'Casa');
    const child = await t.app.inject({
      method: 'POST',
      url: '/integration/categories',
      headers: edit,
      payload: { name: 'Cozinha', parentId: parent.id },
    });
    expect(child.statusCode, child.body).toBe(201);
    const read = (await get(`/integration/categories/${child.json().id}`)).json();
    expect(read._links.parent.href).toBe(`http://feira.test/integration/categories/${parent.id}`);
  });
});
