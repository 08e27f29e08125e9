import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { connectChannel, createAd, createProduct } from '../../../test/helpers/channels.ts';

interface AdRead {
  id: string;
  channel: { status: string; itemId?: string | null; lastError?: string | null };
}

/** A refused listing is deleted to be made again (docs/decisions.md WEB-84); a listed one is closed instead. */
describe('deleting an ad that never reached its channel (DELETE /bffweb/ads/{id})', () => {
  const s = sellersSuite({
    scopes: ['bffweb:ads', 'bffweb:marketplaces'],
    scopesB: ['bffweb:ads'],
    callers: { product: ['product:edit'] },
  });
  let refused: string;
  let listed: string;

  const call = (method: 'GET' | 'DELETE', url: string) => s.t.app.inject({ method, url, headers: s.a });
  const settled = (id: string, done: (ad: AdRead) => boolean) =>
    eventually(async () => {
      const ad = (await call('GET', `/bffweb/ads/${id}`)).json<AdRead>();
      return done(ad) ? ad : undefined;
    });

  beforeAll(async () => {
    await connectChannel(s.t, s.a, 'SANDBOX', { refuseSkus: ['DL-REFUSED-AZUL'] });
    const [refusedSku] = await createProduct(s.t, s.as.product, productBody('DL-REFUSED'));
    const [listedSku] = await createProduct(s.t, s.as.product, productBody('DL-LISTED'));
    refused = await createAd(s.t, s.a, { originSkuId: refusedSku, platform: 'SANDBOX', price: 10, stock: 1 });
    listed = await createAd(s.t, s.a, { originSkuId: listedSku, platform: 'SANDBOX', price: 10, stock: 1 });
    const failed = await settled(refused, (ad) => ad.channel.status === 'ERROR');
    expect(failed.channel.itemId ?? null).toBeNull();
    await settled(listed, (ad) => ad.channel.status === 'PUBLISHED');
  });

  it('keeps it from seller B, refuses an ad with a channel item, then deletes the refused one', async () => {
    await expectTenancy(s.t, {
      ...s,
      requests: [{ method: 'DELETE', url: `/bffweb/ads/${refused}` }],
      verifyUnchanged: async () => expect((await call('GET', `/bffweb/ads/${refused}`)).statusCode).toBe(200),
    });

    const conflict = await call('DELETE', `/bffweb/ads/${listed}`);
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await call('GET', `/bffweb/ads/${listed}`)).statusCode).toBe(200);

    const unknown = await call('DELETE', '/bffweb/ads/ad_none');
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);

    const deleted = await call('DELETE', `/bffweb/ads/${refused}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', `/bffweb/ads/${refused}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/bffweb/ads/${refused}`)).statusCode).toBe(404);
  });
});
