import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/auth.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { channelShows, publishSkus } from '../../../test/helpers/channels.ts';
import { FakeClock } from '../../platform/clock.ts';

const HOUR = 3_600_000;

describe('promotions', () => {
  const clock = new FakeClock('2026-05-01T09:00:00.000Z');
  const s = sellersSuite({
    clock,
    scopes: ['promotion:edit'],
    callers: { read: [], prices: ['price:edit'], catalog: ['product:edit'] },
  });
  const {
    skus: cat,
    sku,
    ad,
  } = suiteCatalog(s, {
    skus: ['PM-1', 'PM-2', 'PM-3', 'PM-4', 'PM-5'],
    platforms: ['SANDBOX', 'SANDBOX_ML'],
  });
  let kitchen: string;

  beforeAll(async () => {
    const parent = await s.t.app.inject({
      method: 'POST',
      url: '/integration/categories',
      headers: s.as.catalog,
      payload: { name: 'Cozinha' },
    });
    kitchen = parent.json().id;
    const child = await s.t.app.inject({
      method: 'POST',
      url: '/integration/categories',
      headers: s.as.catalog,
      payload: { name: 'Garrafas', parentId: kitchen },
    });
    const bottles = await publishSkus(s.t, s.sellerA, {
      skus: ['PM-CAT'],
      platforms: ['SANDBOX'],
      categoryId: child.json().id,
    });
    Object.assign(cat.skuIds, bottles.skuIds);
    Object.assign(cat.adIds, bottles.adIds);
    const list = ['PM-1', 'PM-2', 'PM-3', 'PM-4', 'PM-5', 'PM-CAT'].map((code) => ({
      sku: code,
      value: 100,
    }));
    const priced = await s.t.app.inject({
      method: 'PUT',
      url: '/integration/prices/list/bysku',
      headers: s.as.prices,
      payload: list,
    });
    expect(priced.statusCode, priced.body).toBe(202);
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = s.a) =>
    s.t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const salePrice = async (code: string, platform = 'SANDBOX') =>
    (await inject('GET', `/integration/prices/${platform}/${sku(code)}`, undefined, s.as.read)).json()
      .salePrice;
  const promotion = (overrides: Record<string, unknown> = {}) => ({
    name: 'Semana do consumidor',
    ruleType: 'PERCENTAGE_DISCOUNT',
    value: 10,
    restorePricesOnAutoFinish: true,
    eligibility: { domain: 'PRODUCT', skuIds: [sku('PM-1')] },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await inject('POST', '/integration/promotions', promotion(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

  it('creates a promotion (201, HAL, INACTIVE by default) and reads it back', async () => {
    const response = await inject('POST', '/integration/promotions', promotion({ name: 'Criada' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toMatch(/hal\+json/);
    const created = response.json();
    expect(created).toMatchObject({
      id: expect.stringMatching(/^prm_/),
      name: 'Criada',
      status: 'INACTIVE',
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 10,
      inEffect: false,
      // Not in effect yet: the SKUs it would price if it took effect now.
      coveredSkus: 1,
      restorePricesOnAutoFinish: true,
      eligibility: { domain: 'PRODUCT', skuIds: [sku('PM-1')] },
    });
    expect(response.headers.location).toBe(`http://feira.test/integration/promotions/${created.id}`);
    expect(created._links.self.href).toBe(response.headers.location);
    const fetched = await inject('GET', `/integration/promotions/${created.id}`, undefined, s.as.read);
    expect(fetched.json()).toEqual(created);
    const plain = await s.t.app.inject({
      method: 'GET',
      url: `/integration/promotions/${created.id}`,
      headers: { ...s.as.read, accept: 'application/json' },
    });
    expect(plain.json()._links).toBeUndefined();
    expect(await salePrice('PM-1')).toBe(100);
  });

  it('runs the lifecycle on the clock: scheduled start changes prices, endDate finishes and restores them', async () => {
    const start = at(HOUR);
    const end = at(2 * HOUR);
    const created = await create({
      name: 'Janela',
      startDate: start,
      endDate: end,
      eligibility: { skuIds: [sku('PM-2')] },
    });
    const activated = await inject('PUT', '/integration/promotions/activate', [created.id]);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()[0]).toMatchObject({ id: created.id, status: 'ACTIVE', inEffect: false });
    expect(await salePrice('PM-2')).toBe(100);

    clock.set(start);
    await s.t.rt.scheduler.tick();
    await eventually(async () => (await salePrice('PM-2')) === 90);
    const running = (
      await inject('GET', `/integration/promotions/${created.id}`, undefined, s.as.read)
    ).json();
    expect(running).toMatchObject({ status: 'ACTIVE', inEffect: true, coveredSkus: 1 });
    expect(
      (await inject('GET', `/integration/prices/bysku?sku=PM-2`, undefined, s.as.read)).json(),
    ).toMatchObject({
      listPrice: 100,
      salePrice: 90,
      priceType: 'PROMOTION',
      promotionId: created.id,
      endDate: end,
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PM-2', 'SANDBOX_ML'), 'price', '90.00');

    clock.set(end);
    await s.t.rt.scheduler.tick();
    await eventually(
      async () =>
        (await inject('GET', `/integration/promotions/${created.id}`, undefined, s.as.read)).json().status ===
        'FINISHED',
    );
    expect(await salePrice('PM-2')).toBe(100);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PM-2', 'SANDBOX_ML'), 'price', '100.00');
    const history = (await inject('GET', `/integration/prices/history?sku=PM-2`, undefined, s.as.read)).json()
      ._embedded.priceHistoryApiDTOList;
    expect(
      history
        .slice(0, 2)
        .map((e: { source: string; promotionId: string; newValue: number }) => [
          e.source,
          e.promotionId,
          e.newValue,
        ]),
    ).toEqual([
      ['PROMOTION', created.id, 100],
      ['PROMOTION', created.id, 90],
    ]);
  });

  it('keeps the promotional prices as list prices on finish when restorePricesOnAutoFinish is false', async () => {
    const created = await create({
      name: 'Mantém',
      status: 'ACTIVE',
      ruleType: 'FIXED_DISCOUNT',
      value: 25.5,
      restorePricesOnAutoFinish: false,
      eligibility: { skuIds: [sku('PM-3')], platforms: ['SANDBOX_ML'] },
    });
    expect(created).toMatchObject({ status: 'ACTIVE', inEffect: true });
    expect(await salePrice('PM-3', 'SANDBOX_ML')).toBe(74.5);
    expect(await salePrice('PM-3', 'SANDBOX')).toBe(100);

    const finished = await inject('PUT', '/integration/promotions/finish', [created.id]);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()[0]).toMatchObject({ status: 'FINISHED', inEffect: false });
    const ml = (
      await inject('GET', `/integration/prices/SANDBOX_ML/${sku('PM-3')}`, undefined, s.as.read)
    ).json();
    expect(ml).toMatchObject({ listPrice: 74.5, salePrice: 74.5, priceType: 'DEFAULT' });
    expect(await salePrice('PM-3', 'SANDBOX')).toBe(100);
    const [last] = (
      await inject('GET', `/integration/prices/history?sku=PM-3&platform=SANDBOX_ML`, undefined, s.as.read)
    ).json()._embedded.priceHistoryApiDTOList;
    expect(last).toMatchObject({
      source: 'PROMOTION',
      promotionId: created.id,
      oldListPrice: 100,
      newListPrice: 74.5,
    });
  });

  it('resolves overlapping promotions on a SKU by the lowest price, and falls back when the winner ends', async () => {
    const tenPercent = await create({
      name: '10%',
      status: 'ACTIVE',
      eligibility: { skuIds: [sku('PM-4')] },
    });
    const fifteenOff = await create({
      name: 'R$ 15',
      status: 'ACTIVE',
      ruleType: 'FIXED_DISCOUNT',
      value: 15,
      eligibility: { skuIds: [sku('PM-4')] },
    });
    const fixed = await create({
      name: 'R$ 88',
      status: 'ACTIVE',
      ruleType: 'FIXED_PRICE',
      value: 88,
      eligibility: { skuIds: [sku('PM-4')] },
    });
    expect(await salePrice('PM-4')).toBe(85);
    const read1 = (await inject('GET', `/integration/prices/bysku?sku=PM-4`, undefined, s.as.read)).json();
    expect(read1.promotionId).toBe(fifteenOff.id);
    await inject('PUT', '/integration/promotions/finish', [fifteenOff.id]);
    expect(await salePrice('PM-4')).toBe(88);
    await inject('PUT', '/integration/promotions/finish', [fixed.id, tenPercent.id]);
    expect(await salePrice('PM-4')).toBe(100);
  });

  it('covers every SKU of a category and its subcategories, and single ads with domain AD', async () => {
    const byCategory = await create({
      name: 'Cozinha',
      status: 'ACTIVE',
      ruleType: 'FIXED_PRICE',
      value: 60,
      eligibility: { categoryIds: [kitchen] },
    });
    expect(byCategory.coveredSkus).toBe(1);
    expect(await salePrice('PM-CAT')).toBe(60);
    const byAd = await create({
      name: 'Só no ML',
      status: 'ACTIVE',
      ruleType: 'FIXED_PRICE',
      value: 55,
      eligibility: { domain: 'AD', adIds: [ad('PM-5', 'SANDBOX_ML')] },
    });
    expect(await salePrice('PM-5', 'SANDBOX_ML')).toBe(55);
    expect(await salePrice('PM-5', 'SANDBOX')).toBe(100);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PM-5', 'SANDBOX_ML'), 'price', '55.00');
    const search = await inject(
      'POST',
      '/integration/promotions/list/search',
      { marketplace: ['SANDBOX'], status: ['ACTIVE'] },
      s.as.read,
    );
    const names = search.json()._embedded.promotionApiDTOList.map((p: { name: string }) => p.name);
    expect(names).toContain('Cozinha');
    expect(names).not.toContain('Só no ML');
    await inject('PUT', '/integration/promotions/finish', [byCategory.id, byAd.id]);
    expect(await salePrice('PM-5', 'SANDBOX_ML')).toBe(100);
  });

  it('covers every SKU of a brand with brandIds, the name price formation rules use too', async () => {
    const brands = (await inject('GET', '/integration/brands', undefined, s.as.read)).json();
    const acme = brands._embedded.brandApiDTOList.find((b: { name: string }) => b.name === 'Acme').id;
    const byBrand = await create({
      name: 'Acme',
      status: 'ACTIVE',
      ruleType: 'FIXED_PRICE',
      value: 50,
      eligibility: { brandIds: [acme] },
    });
    expect(byBrand.eligibility).toMatchObject({ brandIds: [acme] });
    expect(byBrand.coveredSkus).toBe(6);
    expect(await salePrice('PM-2')).toBe(50);
    await inject('PUT', '/integration/promotions/finish', [byBrand.id]);
    expect(await salePrice('PM-2')).toBe(100);
  });

  it('shows, on one page, what each promotion not in effect would cover (categories, brands, ads, every priced SKU)', async () => {
    const brands = (await inject('GET', '/integration/brands', undefined, s.as.read)).json();
    const acme = brands._embedded.brandApiDTOList.find((b: { name: string }) => b.name === 'Acme').id;
    const idle = [
      await create({ name: 'Ociosa categoria', eligibility: { categoryIds: [kitchen] } }),
      await create({ name: 'Ociosa marca', eligibility: { brandIds: [acme] } }),
      await create({
        name: 'Ociosa anúncio',
        eligibility: { domain: 'AD', adIds: [ad('PM-5', 'SANDBOX_ML')] },
      }),
      await create({ name: 'Ociosa tudo', eligibility: { domain: 'PRODUCT' } }),
    ];
    const counts = idle.map((p: { coveredSkus: number }) => p.coveredSkus);
    // Every SKU priced here is Acme's: the brand and "every priced SKU" cover the same six.
    expect(counts).toEqual([1, 6, 1, 6]);
    // The list resolves them together: each still shows its own, as when it was read alone.
    const listed = (
      await inject('GET', '/integration/promotions/list/all?size=100', undefined, s.as.read)
    ).json();
    const byId = new Map<string, number>(
      listed._embedded.promotionApiDTOList.map((p: { id: string; coveredSkus: number }) => [
        p.id,
        p.coveredSkus,
      ]),
    );
    expect(idle.map((p: { id: string }) => byId.get(p.id))).toEqual(counts);
  });

  it('lists, searches (status, ruleType, marketplace, dates) and answers ids', async () => {
    const all = await inject(
      'GET',
      '/integration/promotions/list/all?size=2&sort=name,asc',
      undefined,
      s.as.read,
    );
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body._embedded.promotionApiDTOList).toHaveLength(2);
    expect(body.page).toMatchObject({ size: 2, number: 0 });
    expect(body.page.totalElements).toBeGreaterThanOrEqual(8);
    expect(body._links.next.href).toContain('page=1');
    const names = body._embedded.promotionApiDTOList.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());

    const finishedFixed = await inject(
      'POST',
      '/integration/promotions/list/search',
      { status: ['FINISHED'], ruleType: ['FIXED_PRICE'] },
      s.as.read,
    );
    const found = finishedFixed.json()._embedded.promotionApiDTOList;
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(
      found.every(
        (p: { status: string; ruleType: string }) => p.status === 'FINISHED' && p.ruleType === 'FIXED_PRICE',
      ),
    ).toBe(true);

    const dated = await inject(
      'POST',
      '/integration/promotions/list/search',
      { endDateFrom: '2026-01-01T00:00:00Z', name: 'janela' },
      s.as.read,
    );
    expect(dated.json()._embedded.promotionApiDTOList.map((p: { name: string }) => p.name)).toEqual([
      'Janela',
    ]);

    const ids = await inject(
      'POST',
      '/integration/promotions/list/search/ids',
      { status: ['FINISHED'] },
      s.as.read,
    );
    expect(ids.statusCode).toBe(200);
    expect(ids.json()).toEqual(expect.arrayContaining(found.map((p: { id: string }) => p.id)));
    expect(
      (await inject('GET', '/integration/promotions/list/all?sort=value,asc', undefined, s.as.read))
        .statusCode,
    ).toBe(400);
  });

  it('updates, clones (new id, INACTIVE) and deletes; an ACTIVE update reprices at once', async () => {
    const created = await create({
      name: 'Editável',
      status: 'ACTIVE',
      eligibility: { skuIds: [sku('PM-1')] },
    });
    expect(await salePrice('PM-1')).toBe(90);
    const updated = await inject(
      'PUT',
      `/integration/promotions/update/${created.id}`,
      promotion({ name: 'Editada', value: 20, status: 'ACTIVE' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Editada', value: 20, status: 'ACTIVE' });
    expect(await salePrice('PM-1')).toBe(80);
    const endedByEdit = await inject(
      'PUT',
      `/integration/promotions/update/${created.id}`,
      promotion({ value: 20, endDate: at(-HOUR) }),
    );
    expect(endedByEdit.statusCode).toBe(409);
    const moved = await inject(
      'PUT',
      `/integration/promotions/update/${created.id}`,
      promotion({ status: 'FINISHED' }),
    );
    expect(moved.statusCode).toBe(409);

    const clone = await inject('POST', `/integration/promotions/${created.id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({ name: 'Editada', status: 'INACTIVE', value: 20, inEffect: false });
    expect(clone.json().id).not.toBe(created.id);
    expect(clone.headers.location).toContain(clone.json().id);

    expect((await inject('DELETE', `/integration/promotions/${created.id}`)).statusCode).toBe(409);
    await inject('PUT', '/integration/promotions/finish', [created.id]);
    expect(await salePrice('PM-1')).toBe(100);
    expect(
      (await inject('PUT', `/integration/promotions/update/${created.id}`, promotion())).statusCode,
    ).toBe(409);
    expect((await inject('DELETE', `/integration/promotions/${created.id}`)).statusCode).toBe(204);
    expect(
      (await inject('GET', `/integration/promotions/${created.id}`, undefined, s.as.read)).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/integration/promotions/${clone.json().id}`)).statusCode).toBe(204);
  });

  it('moves batches all or none: unknown ids 404, finished ones cannot be activated (409)', async () => {
    const draft = await create({ name: 'Rascunho' });
    const finished = await create({ name: 'Encerrada', status: 'ACTIVE' });
    await inject('PUT', '/integration/promotions/finish', [finished.id]);

    const unknown = await inject('PUT', '/integration/promotions/activate', [draft.id, 'prm_NOPE']);
    expect(unknown.statusCode).toBe(404);
    const conflict = await inject('PUT', '/integration/promotions/activate', [draft.id, finished.id]);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      type: expect.stringContaining('promotion-status-conflict'),
      id: finished.id,
    });
    expect(
      (await inject('GET', `/integration/promotions/${draft.id}`, undefined, s.as.read)).json().status,
    ).toBe('INACTIVE');
    expect((await inject('PUT', '/integration/promotions/finish', [draft.id])).statusCode).toBe(409);

    const expired = await create({ name: 'Vencida', endDate: at(-HOUR) });
    expect((await inject('PUT', '/integration/promotions/activate', [expired.id])).statusCode).toBe(409);
    expect(await salePrice('PM-1')).toBe(100);
  });

  it('refuses bad input with 400 naming the field, and creates nothing', async () => {
    const before = (await inject('GET', '/integration/promotions/list/all', undefined, s.as.read)).json().page
      .totalElements;
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [{ ruleType: 'BUY_ONE_GET_ONE' }, 'ruleType', /PERCENTAGE_DISCOUNT, FIXED_DISCOUNT, FIXED_PRICE/],
      [{ value: -5 }, 'value'],
      [{ value: 150 }, 'value'],
      [{ startDate: at(2 * HOUR), endDate: at(HOUR) }, 'endDate'],
      [{ eligibility: { platforms: ['NOWHERE'] } }, 'eligibility.platforms[0]'],
      [{ eligibility: { skuIds: ['sku_NOPE'] } }, 'eligibility.skuIds[0]'],
      [{ eligibility: { categoryIds: ['cat_NOPE'] } }, 'eligibility.categoryIds[0]'],
      [{ eligibility: { brandIds: ['brd_NOPE'] } }, 'eligibility.brandIds[0]'],
      [{ eligibility: { domain: 'AD', adIds: ['ad_NOPE'], brandIds: ['brd_NOPE'] } }, 'eligibility.brandIds'],
      [{ eligibility: { domain: 'AD', adIds: ['ad_NOPE'] } }, 'eligibility.adIds[0]'],
      [{ eligibility: { domain: 'AD' } }, 'eligibility.adIds'],
      [{ eligibility: { domain: 'SHOP' } }, 'eligibility.domain'],
      [{ status: 'FINISHED' }, 'status'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await inject('POST', '/integration/promotions', promotion(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const problem = response.json();
      expect(problem.errors?.[0]?.field ?? problem.field, JSON.stringify(overrides)).toBe(field);
      if (message) expect(problem.detail).toMatch(message);
    }
    expect(
      (await inject('GET', '/integration/promotions/list/all', undefined, s.as.read)).json().page
        .totalElements,
    ).toBe(before);
  });

  it('needs promotion:edit to write', async () => {
    const response = await inject('POST', '/integration/promotions', promotion(), s.as.read);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ required_scope: 'promotion:edit' });
    expect((await inject('PUT', '/integration/promotions/activate', ['prm_X'], s.as.read)).statusCode).toBe(
      403,
    );
  });

  it('keeps sellers apart: another seller’s promotions and SKUs look unknown', async () => {
    const created = await create({ name: 'De A' });
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/integration/promotions/${created.id}` },
        {
          method: 'PUT',
          url: `/integration/promotions/update/${created.id}`,
          payload: promotion({ eligibility: { domain: 'PRODUCT' } }),
        },
        { method: 'DELETE', url: `/integration/promotions/${created.id}` },
        { method: 'POST', url: `/integration/promotions/${created.id}/clone` },
        { method: 'PUT', url: '/integration/promotions/activate', payload: [created.id] },
        { method: 'PUT', url: '/integration/promotions/finish', payload: [created.id] },
      ],
      verifyUnchanged: async () => {
        expect(
          (await inject('GET', `/integration/promotions/${created.id}`, undefined, s.as.read)).json(),
        ).toMatchObject({
          name: 'De A',
          status: 'INACTIVE',
        });
      },
    });
    const listB = await s.t.app.inject({
      method: 'GET',
      url: '/integration/promotions/list/all',
      headers: bearer(s.tokenB),
    });
    expect(listB.json().page.totalElements).toBe(0);
    const foreignSku = await s.t.app.inject({
      method: 'POST',
      url: '/integration/promotions',
      headers: bearer(s.tokenB),
      payload: promotion(),
    });
    expect(foreignSku.statusCode).toBe(400);
  });
});
