import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { createProduct } from '../../../test/helpers/channels.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { queryRows } from '../../platform/db/sql.ts';

/**
 * Minimum margins per product, brand and category (PRC-35). One channel, SANDBOX (no fees): the floor
 * is cost / (1 − margin). Every SKU costs 60.00.
 *   M-1: product P-M-1 (brand Acme, category Kitchen), M-2: brand Acme, category Kitchen, M-3: category
 *   Kitchen, brand Other, M-4: none of them.
 */
describe('profit guard margins per product, brand and category', () => {
  const s = sellersSuite({ scopes: ['price:edit'] });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX'] });
  let kitchen = '';
  let acme = '';

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);
  const floor = async (code: string) =>
    (await call('GET', `/integration/prices/floor/bysku?sku=${code}`)).json();

  beforeAll(async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['product:edit']));
    const category = await send(s.t, 'POST', '/integration/categories', { name: 'Kitchen' }, headers);
    kitchen = category.json().id;
    for (const [code, brand, categoryId] of [
      ['M-1', 'Acme', kitchen],
      ['M-2', 'Acme', kitchen],
      ['M-3', 'Other', kitchen],
      ['M-4', 'Other', null],
    ] as const) {
      await createProduct(
        s.t,
        headers,
        productBody(`P-${code}`, {
          brand,
          ...(categoryId ? { categoryId } : {}),
          productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
          variations: [{ sku: code, cost: 60 }],
        }),
      );
    }
    const [brand] = await queryRows<{ id: string }>(
      s.t.rt.database.db,
      sql`select id from catalog_brands where seller_id = ${s.sellerA} and name = 'Acme'`,
    );
    acme = brand!.id;
  }, 120_000);

  it('takes the product’s margin, else the brand’s, else the category’s, else the seller’s', async () => {
    const set = await call('PUT', '/integration/prices/guard', {
      minMargin: '0.1',
      marginOverrides: {
        products: { 'P-M-1': '0.4' },
        brands: { [acme]: '0.25' },
        categories: { [kitchen]: '0.2' },
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().marginOverrides).toEqual({
      products: { 'P-M-1': '0.4' },
      brands: { [acme]: '0.25' },
      categories: { [kitchen]: '0.2' },
    });
    // 60 / 0.6 = 100; 60 / 0.75 = 80; 60 / 0.8 = 75; 60 / 0.9 = 66.67.
    expect(await floor('M-1')).toMatchObject({ floor: 100, minMargin: 0.4 });
    expect(await floor('M-2')).toMatchObject({ floor: 80, minMargin: 0.25 });
    expect(await floor('M-3')).toMatchObject({ floor: 75, minMargin: 0.2 });
    expect(await floor('M-4')).toMatchObject({ floor: 66.67, minMargin: 0.1 });
  });

  it('holds a price under the floor its override gives, and lets the same price through elsewhere', async () => {
    const response = await call('PUT', '/integration/prices/list/bysku', [
      { sku: 'M-1', value: 90 },
      { sku: 'M-4', value: 90 },
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      changed: 1,
      held: [{ sku: 'M-1', reason: 'BELOW_FLOOR', floor: 100 }],
    });
  });

  it('refuses overrides naming what the seller does not have, or leaving no price, and keeps the settings', async () => {
    const before = (await call('GET', '/integration/prices/guard')).json();
    for (const [payload, field] of [
      [{ marginOverrides: { products: { 'P-NOPE': '0.2' } } }, 'marginOverrides.products.P-NOPE'],
      [{ marginOverrides: { brands: { brd_nope: '0.2' } } }, 'marginOverrides.brands.brd_nope'],
      [{ marginOverrides: { categories: { cat_nope: '0.2' } } }, 'marginOverrides.categories.cat_nope'],
      [{ marginOverrides: { brands: { [acme]: '1.5' } } }, 'marginOverrides'],
      [{ marginOverrides: { shelves: {} } }, 'shelves'],
      [
        { taxRate: '0.5', marginOverrides: { products: { 'P-M-1': '0.6' } } },
        'marginOverrides.products.P-M-1',
      ],
    ] as const) {
      const response = await call('PUT', '/integration/prices/guard', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body, JSON.stringify(payload)).toContain(field);
    }
    expect((await call('GET', '/integration/prices/guard')).json()).toEqual(before);
  });

  it("keeps seller A's products, brands and categories out of seller B's overrides", async () => {
    const tokenB = bearer(s.tokenB);
    const response = await call(
      'PUT',
      '/integration/prices/guard',
      { marginOverrides: { brands: { [acme]: '0.2' } } },
      tokenB,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`marginOverrides.brands.${acme}`);
    const product = await call(
      'PUT',
      '/integration/prices/guard',
      { marginOverrides: { products: { 'P-M-1': '0.2' } } },
      tokenB,
    );
    expect(product.statusCode).toBe(400);
    expect(
      (await call('GET', '/integration/prices/guard', undefined, tokenB)).json().marginOverrides,
    ).toEqual({});
  });
});
