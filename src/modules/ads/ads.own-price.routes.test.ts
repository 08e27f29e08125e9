import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { connectPlatform, makeAd, makeProduct, setPrices } from '../../../test/helpers/factories.ts';

interface SkuAds {
  skuId: string;
  ads: { id: string; platform: string; price: number | null; followsPrice: boolean }[];
}

/** An ad's own price (docs/decisions.md WEB-83): kept when the SKU's price changes, and said so. */
describe("an ad's own price", () => {
  const s = sellersSuite({
    scopes: ['bffweb:ads', 'bffweb:marketplaces', 'bffweb:prices'],
    scopesB: ['bffweb:ads'],
  });
  let skuId: string;
  let own: string;
  let following: string;

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: s.a, ...(payload ? { payload } : {}) });
  const skuAds = async () => {
    const response = await call('GET', `/bffweb/ads/of-sku/${skuId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SkuAds>();
  };
  const skuPrice = async (value: number) =>
    expect((await call('PUT', '/bffweb/prices/bysku', { skuId, value })).statusCode).toBe(202);

  beforeAll(async () => {
    await connectPlatform(s.t, s.sellerA, 'SANDBOX');
    await connectPlatform(s.t, s.sellerA, 'SANDBOX_ML');
    [skuId] = await makeProduct(s.t, s.sellerA, productBody('OP-1'));
    await setPrices(s.t, s.sellerA, [{ skuId, value: 100 }]);
    own = await makeAd(s.t, s.sellerA, { originSkuId: skuId, platform: 'SANDBOX' });
    following = await makeAd(s.t, s.sellerA, { originSkuId: skuId, platform: 'SANDBOX_ML' });
  });

  it('a price set on an ad stops it following the SKU price, and the SKU read says which ads keep their own', async () => {
    await eventually(async () => (await skuAds()).ads.every((ad) => ad.price === 100));
    const edited = await call('PUT', '/bffweb/ads/bulk-edit', { adIds: [own], changes: { price: 469.9 } });
    expect(edited.statusCode, edited.body).toBe(202);
    const ad = (await call('GET', `/bffweb/ads/${own}`)).json<{ updateOptions: string[] }>();
    expect(ad.updateOptions).not.toContain('PRICE');
    expect(ad.updateOptions).toContain('TITLE');

    await skuPrice(120);
    await eventually(async () => (await skuAds()).ads.find((a) => a.id === following)?.price === 120);
    expect(
      (await skuAds()).ads.map(({ platform, price, followsPrice }) => ({ platform, price, followsPrice })),
    ).toEqual([
      { platform: 'SANDBOX', price: 469.9, followsPrice: false },
      { platform: 'SANDBOX_ML', price: 120, followsPrice: true },
    ]);

    // Following PRICE again is the way back: the SKU's next price reaches it.
    const back = await call('PUT', '/bffweb/ads/update/updateOptions', {
      adIds: [own],
      eventOptions: ['PRICE'],
      action: 'ENABLE',
    });
    expect(back.statusCode, back.body).toBe(202);
    await skuPrice(125);
    await eventually(async () => (await skuAds()).ads.every((a) => a.price === 125 && a.followsPrice));
  });

  it('answers 404 for a SKU the seller does not have and 400 for a malformed one', async () => {
    for (const [url, status] of [
      ['/bffweb/ads/of-sku/sku_none', 404],
      [`/bffweb/ads/of-sku/${'x'.repeat(65)}`, 400],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it("keeps seller B away from seller A's SKU and its ads", async () => {
    const prices = async () =>
      (await skuAds()).ads.map(({ id, price, followsPrice }) => ({ id, price, followsPrice }));
    const before = await prices();
    await expectTenancy(s.t, {
      ...s,
      requests: [{ method: 'GET', url: `/bffweb/ads/of-sku/${skuId}` }],
      verifyUnchanged: async () => expect(await prices()).toEqual(before),
    });
  });
});
