import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';

/** The admin's product page reads a SKU's prices before any is set: nulls, not a failed request. */
describe('price read of an unpriced SKU in the admin (/bffweb/prices/bysku)', () => {
  const s = sellersSuite({ web: true });
  let skuId: string;

  beforeAll(async () => {
    const created = await send(s.t, 'POST', '/bffweb/catalog/products', productBody('PX-1'), s.web.headers);
    skuId = created.json().variations[0].skuId;
  });

  const read = (url: string) => s.t.app.inject({ method: 'GET', url, headers: s.web.headers });

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
    const integration = await s.t.app.inject({
      method: 'GET',
      url: `/integration/prices/bysku?skuId=${skuId}`,
      headers: bearer(await tokenFor(s.t, s.sellerA, ['price:edit'])),
    });
    expect(integration.statusCode).toBe(404);
  });

  it('shows a platform price set before any SKU-wide one', async () => {
    const put = await s.t.app.inject({
      method: 'PUT',
      url: '/bffweb/prices/list/bysku',
      headers: s.web.headers,
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
    await expectTenancy(s.t, {
      sellerA: s.sellerA,
      sellerB: s.sellerB,
      tokenB: await tokenFor(s.t, s.sellerB, ['bffweb:prices']),
      requests: [{ method: 'GET', url: `/bffweb/prices/bysku?skuId=${skuId}` }],
    });
  });
});
