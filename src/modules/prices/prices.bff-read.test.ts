import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { send, twoSellersWithWeb } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import type { WebLogin } from '../../../test/helpers/web.ts';

/** The admin's product page reads a SKU's prices before any is set: nulls, not a failed request. */
describe('price read of an unpriced SKU in the admin (/bffweb/prices/bysku)', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let web: WebLogin;
  let skuId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ sellerA, sellerB, web } = await twoSellersWithWeb(t));
    const created = await send(t, 'POST', '/bffweb/catalog/products', productBody('PX-1'), web.headers);
    skuId = created.json().variations[0].skuId;
    // A loaded machine (other suites in parallel) can take more than the default minute to start the app.
  }, 180_000);
  afterAll(() => t?.close());

  const read = (url: string) => t.app.inject({ method: 'GET', url, headers: web.headers });

  it('answers nulls in the admin and 404 on the integration API while the SKU has no price', async () => {
    const admin = await read(`/bffweb/prices/bysku?skuId=${skuId}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({
      skuId,
      sku: 'PX-1-AZUL',
      listPrice: null,
      salePrice: null,
      platforms: [],
    });
    const integration = await t.app.inject({
      method: 'GET',
      url: `/integration/prices/bysku?skuId=${skuId}`,
      headers: bearer(await tokenFor(t, sellerA, ['price:edit'])),
    });
    expect(integration.statusCode).toBe(404);
  });

  it('shows a platform price set before any SKU-wide one', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/bffweb/prices/list/bysku',
      headers: web.headers,
      payload: [{ skuId, platform: 'SANDBOX', value: 469.9, priceType: 'DEFAULT' }],
    });
    expect(put.statusCode, put.body).toBe(202);
    const admin = (await read(`/bffweb/prices/bysku?skuId=${skuId}`)).json();
    expect(admin.listPrice).toBeNull();
    expect(admin.platforms).toEqual([expect.objectContaining({ platform: 'SANDBOX', listPrice: 469.9 })]);
  });

  it('refuses a malformed query with a 400 problem', async () => {
    for (const url of ['/bffweb/prices/bysku?skuId=', `/bffweb/prices/bysku?skuId=${'x'.repeat(101)}`]) {
      const response = await read(url);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("keeps sellers apart: B cannot read A's SKU prices", async () => {
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB: await tokenFor(t, sellerB, ['bffweb:prices']),
      requests: [{ method: 'GET', url: `/bffweb/prices/bysku?skuId=${skuId}` }],
    });
  });
});
