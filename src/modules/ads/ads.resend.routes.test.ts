import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { connectChannel, createAd, createProduct } from '../../../test/helpers/channels.ts';

interface AdRead {
  id: string;
  name: string;
  channel: { status: string; itemId?: string; categoryId?: string; lastError?: string; listingType?: string };
}

/**
 * Saving an ad its channel refused sends it again, even unchanged (docs/decisions.md ADS-111), with
 * the category and title the seller chose; a channel without listing types refuses one.
 */
describe('fix and resend a refused ad (PUT /bffweb/ads/{id})', () => {
  const s = sellersSuite({
    scopes: ['bffweb:ads', 'bffweb:marketplaces'],
    scopesB: ['bffweb:ads', 'bffweb:marketplaces'],
    callers: { product: ['product:edit'] },
  });
  let refused: string;
  let accountId: string;

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: s.a, ...(payload ? { payload } : {}) });
  const settled = (id: string, done: (ad: AdRead) => boolean) =>
    eventually(async () => {
      const ad = (await call('GET', `/bffweb/ads/${id}`)).json<AdRead>();
      return done(ad) ? ad : undefined;
    });

  beforeAll(async () => {
    await connectChannel(s.t, s.a, 'SANDBOX', { refuseSkus: ['RS-1-AZUL'] });
    const [skuId] = await createProduct(s.t, s.as.product, productBody('RS-1'));
    refused = await createAd(s.t, s.a, { originSkuId: skuId, platform: 'SANDBOX', price: 10, stock: 1 });
    await settled(refused, (ad) => ad.channel.status === 'ERROR');
    accountId = (await call('GET', '/bffweb/marketplaces')).json<{ id: string; platform: string }[]>()[0]!.id;
  });

  it("searches the sandbox's built-in categories; it has no attributes and no listing types", async () => {
    const found = await call(
      'GET',
      `/bffweb/marketplaces/SANDBOX/categories?accountId=${accountId}&q=camiseta`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([{ id: 'SBX_CLOTHING', name: 'Roupas' }]);
    const suggested = await call(
      'GET',
      `/bffweb/marketplaces/SANDBOX/categories?accountId=${accountId}&title=${encodeURIComponent('Garrafa Térmica')}`,
    );
    expect(suggested.json()).toEqual([{ id: 'SBX_HOME', name: 'Casa e cozinha' }]);
    const attributes = await call(
      'GET',
      `/bffweb/marketplaces/SANDBOX/categories/SBX_HOME/attributes?accountId=${accountId}`,
    );
    expect(attributes.json()).toEqual([]);
    // An account of another platform is a bad request.
    const other = await call(
      'GET',
      `/bffweb/marketplaces/MERCADO_LIVRE/categories?accountId=${accountId}&q=camiseta`,
    );
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().detail).toMatch(/is not on MERCADO_LIVRE/);
    const unknown = await call(
      'GET',
      `/bffweb/marketplaces/SANDBOX/categories/SBX_NONE/attributes?accountId=${accountId}`,
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
  });

  it('refuses a listing type the channel lacks, keeps the ad from seller B, and resends it saved unchanged', async () => {
    const before = (await call('GET', `/bffweb/ads/${refused}`)).json<AdRead>();
    const typed = await call('PUT', `/bffweb/ads/${refused}`, { listingType: 'gold_pro' });
    expect(typed.statusCode, typed.body).toBe(400);
    expect(typed.json().detail).toMatch(/SANDBOX has no listing types/);
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'PUT', url: `/bffweb/ads/${refused}`, payload: { channelCategoryId: 'SBX_HOME' } },
        { method: 'GET', url: `/bffweb/marketplaces/SANDBOX/categories?accountId=${accountId}&q=casa` },
      ],
      verifyUnchanged: async () =>
        expect((await call('GET', `/bffweb/ads/${refused}`)).json<AdRead>()).toEqual(before),
    });

    // The channel stops refusing the SKU; saving the ad as it is sends it again.
    const changed = await call('PUT', `/bffweb/marketplaces/${accountId}`, { settings: { refuseSkus: [] } });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = await call('PUT', `/bffweb/ads/${refused}`, {});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().channel.status).toBe('PENDING');
    expect(saved.json().channel.lastError).toBeUndefined();
    const listed = await settled(refused, (ad) => ad.channel.status === 'PUBLISHED');
    expect(listed.channel.itemId).toBeTruthy();

    // Its own title and category, saved together.
    const titled = await call('PUT', `/bffweb/ads/${refused}`, { name: 'Garrafa térmica da loja' });
    expect(titled.json().name).toBe('Garrafa térmica da loja');
  });
});
