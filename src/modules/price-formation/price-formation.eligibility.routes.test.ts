import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';

const ROOT = '/bffweb/price-formation';

/** A rule's eligibility in the names promotions use; rules stored under the old names still read (PF-17, PF-21). */
describe('price formation eligibility names', () => {
  let t: TestApp;
  let sellerA: string;
  let pf: { authorization: string };
  const brand: Record<string, string> = {};
  let categoryId: string;
  const foreign: Record<'sku' | 'category' | 'brand', string> = { sku: '', category: '', brand: '' };

  const call = (method: 'GET' | 'POST', url: string, headers: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const ruleCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.rt.database.db,
        sql`select count(*)::int as n from price_formation_rules where seller_id = ${sellerA}`,
      )
    )[0]!.n;

  const rule = (eligibility: Record<string, unknown>) => ({
    name: 'Por marca',
    eligibility,
    objective: { driver: 'MARKUP', value: 2 },
  });

  const eligibleSkus = async (ruleId: string) =>
    (await call('GET', `${ROOT}/rules/${ruleId}/summary`, pf)).json<{ eligibleSkus: number }>().eligibleSkus;

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t)).id;
    pf = bearer(await tokenFor(t, sellerA, ['bffweb:price-formation']));
    const catalog = bearer(await tokenFor(t, sellerA, ['product:edit']));
    const products: Array<[string, string]> = [
      ['EL-X', 'Marca X'],
      ['EL-Y', 'Marca Y'],
      ['EL-Y2', 'Marca Y'],
    ];
    for (const [id, name] of products) {
      const body = productBody(id, { brand: name, variations: [{ sku: `${id}-1`, cost: 10 }] });
      expect((await call('POST', '/integration/products', catalog, body)).statusCode).toBe(202);
    }
    const brands = (await call('GET', '/integration/brands?size=50', catalog)).json();
    for (const b of brands._embedded.brandApiDTOList as { id: string; name: string }[]) brand[b.name] = b.id;
    const category = await call('POST', '/integration/categories', catalog, { name: 'Vazia' });
    expect(category.statusCode, category.body).toBe(201);
    categoryId = category.json().id;

    // Seller B's own SKU, category and brand.
    const sellerB = (await createSeller(t)).id;
    const catalogB = bearer(await tokenFor(t, sellerB, ['product:edit']));
    foreign.category = (await call('POST', '/integration/categories', catalogB, { name: 'De B' })).json<{
      id: string;
    }>().id;
    const body = productBody('B-1', { brand: 'Marca de B', variations: [{ sku: 'B-1-1', cost: 10 }] });
    const created = await call('POST', '/integration/products', catalogB, body);
    foreign.sku = created.json<{ variations: { skuId: string }[] }>().variations[0]!.skuId;
    const brandsB = (await call('GET', '/integration/brands?size=50', catalogB)).json();
    foreign.brand = (brandsB._embedded.brandApiDTOList as { id: string }[])[0]!.id;
  });
  afterAll(() => t.close());

  it('takes brandIds and categoryIds', async () => {
    const byBrand = await call('POST', `${ROOT}/rules`, pf, rule({ brandIds: [brand['Marca Y']] }));
    expect(byBrand.statusCode, byBrand.body).toBe(201);
    expect(byBrand.json().eligibility).toEqual({ brandIds: [brand['Marca Y']] });
    expect(await eligibleSkus(byBrand.json().id)).toBe(2);
    const byCategory = await call('POST', `${ROOT}/rules`, pf, rule({ categoryIds: [categoryId] }));
    expect(byCategory.statusCode, byCategory.body).toBe(201);
    expect(await eligibleSkus(byCategory.json().id)).toBe(0);
  });

  it('reads a rule stored under the old names in the new ones, and prices by them', async () => {
    const created = (await call('POST', `${ROOT}/rules`, pf, rule({ brandIds: [brand['Marca X']] }))).json();
    await t.rt.database.db.execute(
      sql`update price_formation_rules set eligibility = ${JSON.stringify({ brands: [brand['Marca Y']] })}::jsonb
          where seller_id = ${sellerA} and id = ${created.id}`,
    );
    const read = await call('GET', `${ROOT}/rules/${created.id}`, pf);
    expect(read.json().eligibility).toEqual({ brandIds: [brand['Marca Y']] });
    expect(await eligibleSkus(created.id)).toBe(2);
  });

  it('refuses the old names categories and brands, as promotions do, and unknown names: 400, nothing written', async () => {
    const before = await ruleCount();
    for (const [eligibility, field] of [
      [{ brands: [brand['Marca X']] }, 'brands'],
      [{ categories: [categoryId] }, 'categories'],
      [{ brandNames: ['x'] }, 'brandNames'],
      [{ categoryIds: 'cat_1' }, 'categoryIds'],
    ] as const) {
      const response = await call('POST', `${ROOT}/rules`, pf, rule(eligibility));
      expect(response.statusCode, JSON.stringify(eligibility)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().detail).toContain(field);
    }
    expect(await ruleCount()).toBe(before);
  });

  it('refuses ids the seller does not have, as promotions do, naming the field', async () => {
    const before = await ruleCount();
    for (const [eligibility, field] of [
      [{ categoryIds: [categoryId, 'cat_none'] }, 'eligibility.categoryIds[1]'],
      [{ brandIds: ['brd_none'] }, 'eligibility.brandIds[0]'],
      [{ skuIds: ['sku_none'] }, 'eligibility.skuIds[0]'],
    ] as const) {
      const response = await call('POST', `${ROOT}/rules`, pf, rule(eligibility));
      expect(response.statusCode, JSON.stringify(eligibility)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().detail).toContain(field);
      const simulated = await call('POST', `${ROOT}/simulate`, pf, rule(eligibility));
      expect(simulated.statusCode).toBe(400);
    }
    expect(await ruleCount()).toBe(before);
  });

  it("refuses another seller's SKU, category or brand ids on create and update, and stores nothing (SEC-52)", async () => {
    const own = (await call('POST', `${ROOT}/rules`, pf, rule({ brandIds: [brand['Marca X']] }))).json<{
      id: string;
    }>();
    const before = await ruleCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ skuIds: [foreign.sku] }, 'eligibility.skuIds[0]'],
      [{ categoryIds: [foreign.category] }, 'eligibility.categoryIds[0]'],
      [{ brandIds: [brand['Marca X'], foreign.brand] }, 'eligibility.brandIds[1]'],
    ];
    for (const [eligibility, field] of cases) {
      for (const [method, url] of [
        ['POST', `${ROOT}/rules`],
        ['PUT', `${ROOT}/rules/${own.id}`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: pf, payload: rule(eligibility) });
        expect(response.statusCode, `${method} ${JSON.stringify(eligibility)}: ${response.body}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().detail).toContain(field);
      }
    }
    expect(await ruleCount()).toBe(before);
    const kept = (await call('GET', `${ROOT}/rules/${own.id}`, pf)).json();
    expect(kept.eligibility).toEqual({ brandIds: [brand['Marca X']] });
  });
});
