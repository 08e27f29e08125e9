import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { publishSkus, type PublishedSkus } from '../../../test/helpers/channels.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';

/** The promotions as the web admin reaches them: `/bffweb/promotions`, same handlers. */
describe('promotions for the web admin (/bffweb/promotions)', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let web: WebLogin;
  let cat: PublishedSkus;
  const sku = (code: string) => cat.skuIds[code]!;

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    web = await webLogin(t, sellerA);
    cat = await publishSkus(t, sellerA, { skus: ['WP-1', 'WP-2'], platforms: ['SANDBOX'] });
    const priced = await call('PUT', '/bffweb/prices/list/bysku', [
      { sku: 'WP-1', value: 100 },
      { sku: 'WP-2', value: 50 },
      { sku: 'WP-2', platform: 'SANDBOX', value: 60 },
    ]);
    expect(priced.statusCode, priced.body).toBe(202);
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = web.headers,
  ) {
    return t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const promotion = (overrides: Record<string, unknown> = {}) => ({
    name: 'Semana do cliente',
    ruleType: 'PERCENTAGE_DISCOUNT',
    value: 10,
    eligibility: { domain: 'PRODUCT', skuIds: [sku('WP-1')] },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/bffweb/promotions', promotion(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const count = async () =>
    (await call('GET', '/bffweb/promotions/list/all')).json().page.totalElements as number;
  const salePrice = async (code: string) =>
    (await call('GET', `/bffweb/prices/bysku?sku=${code}`)).json().salePrice as number;

  it('runs a promotion with the session cookie and CSRF token: create, activate, finish, clone, delete', async () => {
    const created = await create({ name: 'Pelo painel' });
    expect(created).toMatchObject({ status: 'INACTIVE', name: 'Pelo painel', inEffect: false });
    expect(created._links.self.href).toBe(`http://feira.test/bffweb/promotions/${created.id}`);
    expect((await call('GET', `/bffweb/promotions/${created.id}`)).json().name).toBe('Pelo painel');

    const activated = await call('PUT', '/bffweb/promotions/activate', [created.id]);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()[0]).toMatchObject({ status: 'ACTIVE', inEffect: true, coveredSkus: 1 });
    expect(await salePrice('WP-1')).toBe(90);
    const [entry] = (await call('GET', '/bffweb/prices/history?sku=WP-1&size=1')).json()._embedded
      .priceHistoryApiDTOList;
    expect(entry).toMatchObject({
      source: 'PROMOTION',
      promotionId: created.id,
      oldValue: 100,
      newValue: 90,
    });

    const finished = await call('PUT', '/bffweb/promotions/finish', [created.id]);
    expect(finished.json()[0]).toMatchObject({ status: 'FINISHED', inEffect: false });
    expect(await salePrice('WP-1')).toBe(100);

    const clone = await call('POST', `/bffweb/promotions/${created.id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.headers.location).toBe(`http://feira.test/bffweb/promotions/${clone.json().id}`);
    expect(clone.json()).toMatchObject({ status: 'INACTIVE', name: 'Pelo painel' });
    const updated = await call(
      'PUT',
      `/bffweb/promotions/update/${clone.json().id}`,
      promotion({ name: 'Cópia ajustada', ruleType: 'FIXED_PRICE', value: 79.9 }),
    );
    expect(updated.json()).toMatchObject({ name: 'Cópia ajustada', ruleType: 'FIXED_PRICE', value: 79.9 });
    expect((await call('DELETE', `/bffweb/promotions/${clone.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', `/bffweb/promotions/${clone.json().id}`)).statusCode).toBe(404);

    const found = await call('POST', '/bffweb/promotions/list/search?size=5', {
      status: ['FINISHED'],
      name: 'painel',
    });
    expect(found.json()._embedded.promotionApiDTOList.map((p: { id: string }) => p.id)).toEqual([created.id]);
  });

  it('shows which SKUs a promotion prices and at what price: a preview before it runs, the winner once in effect', async () => {
    const created = await create({
      name: 'Efeito',
      ruleType: 'FIXED_DISCOUNT',
      value: 5,
      eligibility: { skuIds: [sku('WP-2')] },
    });
    const preview = (await call('GET', `/bffweb/promotions/${created.id}/skus`)).json();
    expect(preview.page.totalElements).toBe(1);
    expect(preview._embedded.promotionSkuList).toEqual([
      {
        skuId: sku('WP-2'),
        sku: 'WP-2',
        preview: true,
        scopes: [
          { platform: null, listPrice: 50, promotionalPrice: 45, salePrice: 50, winning: false },
          { platform: 'SANDBOX', listPrice: 60, promotionalPrice: 55, salePrice: 60, winning: false },
        ],
      },
    ]);

    await call('PUT', '/bffweb/promotions/activate', [created.id]);
    const running = (await call('GET', `/bffweb/promotions/${created.id}/skus?size=10`)).json();
    expect(running._embedded.promotionSkuList[0]).toMatchObject({
      preview: false,
      scopes: [
        { platform: null, promotionalPrice: 45, salePrice: 45, pricedBy: created.id, winning: true },
        { platform: 'SANDBOX', promotionalPrice: 55, salePrice: 55, pricedBy: created.id, winning: true },
      ],
    });
    await call('PUT', '/bffweb/promotions/finish', [created.id]);
    expect(await salePrice('WP-2')).toBe(50);
    expect((await call('GET', '/bffweb/promotions/prm_NOPE/skus')).statusCode).toBe(404);
    expect((await call('GET', `/bffweb/promotions/${created.id}/skus?size=x`)).statusCode).toBe(400);
  });

  it('refuses writes without the CSRF token or a session; a token needs bffweb:promotions, not promotion:edit', async () => {
    const before = await count();
    const noCsrf = await call('POST', '/bffweb/promotions', promotion({ name: 'Sem CSRF' }), {
      cookie: web.headers.cookie,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().type).toContain('csrf-token-invalid');
    const anonymous = await call('POST', '/bffweb/promotions', promotion(), {});
    expect(anonymous.statusCode).toBe(401);
    const wrongArea = await call(
      'POST',
      '/bffweb/promotions',
      promotion(),
      bearer(await tokenFor(t, sellerA, ['promotion:edit'])),
    );
    expect(wrongArea.statusCode).toBe(403);
    expect(wrongArea.json()).toMatchObject({ required_scope: 'bffweb:promotions' });
    expect(await count()).toBe(before);

    const viaToken = await call(
      'POST',
      '/bffweb/promotions',
      promotion({ name: 'Por token' }),
      bearer(await tokenFor(t, sellerA, ['bffweb:promotions'])),
    );
    expect(viaToken.statusCode, viaToken.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('refuses bad input with 400 problem+json naming the field, and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ruleType: 'BUY_ONE_GET_ONE' }, 'ruleType'],
      [{ value: -1 }, 'value'],
      [{ startDate: '2026-06-02T12:00:00.000Z', endDate: '2026-06-01T12:00:00.000Z' }, 'endDate'],
      [{ eligibility: { platforms: ['NOWHERE'] } }, 'eligibility.platforms[0]'],
      [{ eligibility: { skuIds: ['sku_NOPE'] } }, 'eligibility.skuIds[0]'],
      [{ name: '' }, 'name'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/bffweb/promotions', promotion(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json();
      expect(problem.errors?.[0]?.field ?? problem.field, JSON.stringify(overrides)).toBe(field);
    }
    const notAList = await call('PUT', '/bffweb/promotions/activate', { id: 'prm_X' });
    expect(notAList.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps sellers apart: seller B’s admin token finds none of seller A’s promotions', async () => {
    const created = await create({ name: 'Só de A' });
    const tokenB = await tokenFor(t, sellerB, ['bffweb:promotions']);
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        { method: 'GET', url: `/bffweb/promotions/${created.id}` },
        { method: 'GET', url: `/bffweb/promotions/${created.id}/skus` },
        {
          method: 'PUT',
          url: `/bffweb/promotions/update/${created.id}`,
          payload: promotion({ eligibility: { domain: 'PRODUCT' } }),
        },
        { method: 'DELETE', url: `/bffweb/promotions/${created.id}` },
        { method: 'POST', url: `/bffweb/promotions/${created.id}/clone` },
        { method: 'PUT', url: '/bffweb/promotions/activate', payload: [created.id] },
        { method: 'PUT', url: '/bffweb/promotions/finish', payload: [created.id] },
      ],
      verifyUnchanged: async () => {
        expect((await call('GET', `/bffweb/promotions/${created.id}`)).json()).toMatchObject({
          name: 'Só de A',
          status: 'INACTIVE',
        });
      },
    });
    const listB = await call('GET', '/bffweb/promotions/list/all', undefined, bearer(tokenB));
    expect(listB.json().page.totalElements).toBe(0);
    const foreignSku = await call('POST', '/bffweb/promotions', promotion(), bearer(tokenB));
    expect(foreignSku.statusCode).toBe(400);
  });

  it('documents the admin routes in the BFF OpenAPI document with their own operationIds', async () => {
    const bff = (await t.app.inject({ method: 'GET', url: '/api/openapi-bff.json' })).json();
    expect(bff.paths['/bffweb/promotions/activate'].put).toMatchObject({
      operationId: 'bffActivatePromotions',
      security: expect.arrayContaining([{ webSession: [] }, { oauth2: ['bffweb:promotions'] }]),
    });
    expect(bff.paths['/bffweb/promotions/{promotionId}/skus'].get.operationId).toBe('bffPromotionSkus');
    const integration = (await t.app.inject({ method: 'GET', url: '/api/openapi-integration.json' })).json();
    expect(integration.paths['/integration/promotions/activate'].put).toMatchObject({
      operationId: 'activatePromotions',
      security: expect.arrayContaining([{ oauth2: ['promotion:edit'] }]),
    });
  });
});
