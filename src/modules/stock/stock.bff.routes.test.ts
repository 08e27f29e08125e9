import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { tokenFor } from '../../../test/helpers/auth.ts';
import { send, twoSellersWithWeb } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import type { WebLogin } from '../../../test/helpers/web.ts';

describe('stock of a variation on the admin product page (/bffweb/prices/stock)', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let web: WebLogin;
  let skuId: string;

  const detail = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/bffweb/prices/stock/${skuId}`, headers: web.headers })
    ).json();

  beforeAll(async () => {
    t = await createTestApp();
    ({ sellerA, sellerB, web } = await twoSellersWithWeb(t));
    const created = await send(t, 'POST', '/bffweb/catalog/products', productBody('ST-1'), web.headers);
    skuId = created.json().variations[0].skuId;
    // A loaded machine (other suites in parallel) can take more than the default minute to start the app.
  }, 180_000);
  afterAll(() => t?.close());

  it('sets one warehouse by hand and reads the stock per warehouse back', async () => {
    for (const [warehouse, stock] of [
      ['DEFAULT', 7],
      ['CD-SP', 3],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/bffweb/prices/stock/${skuId}/warehouses/${warehouse}`,
        headers: web.headers,
        payload: { stock },
      });
      expect(put.statusCode, put.body).toBe(202);
    }
    const read = await detail();
    expect(read).toMatchObject({ skuId, sku: 'ST-1-AZUL', onHand: 10, reserved: 0, available: 10 });
    expect(read.warehouses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ warehouseId: 'DEFAULT', stock: 7 }),
        expect.objectContaining({ warehouseId: 'CD-SP', stock: 3 }),
      ]),
    );
  });

  it('refuses bad quantities and warehouse codes with a 400 problem, writing nothing', async () => {
    for (const [warehouse, payload] of [
      ['DEFAULT', { stock: -1 }],
      ['DEFAULT', { stock: 1.5 }],
      ['DEFAULT', { stock: '3' }],
      ['DEFAULT', {}],
      ['CD%20SP', { stock: 1 }],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/bffweb/prices/stock/${skuId}/warehouses/${warehouse}`,
        headers: web.headers,
        payload,
      });
      expect(put.statusCode, `${warehouse} ${JSON.stringify(payload)}`).toBe(400);
      expect(put.headers['content-type']).toContain('application/problem+json');
    }
    expect((await detail()).onHand).toBe(10);
  });

  it("keeps sellers apart: B can neither read nor set A's stock", async () => {
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB: await tokenFor(t, sellerB, ['bffweb:prices']),
      requests: [
        { method: 'GET', url: `/bffweb/prices/stock/${skuId}` },
        { method: 'PUT', url: `/bffweb/prices/stock/${skuId}/warehouses/DEFAULT`, payload: { stock: 99 } },
      ],
      verifyUnchanged: async () => expect((await detail()).onHand).toBe(10),
    });
  });
});
