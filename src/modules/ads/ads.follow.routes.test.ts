import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { connectChannel, createAd, createProduct } from '../../../test/helpers/channels.ts';

/** TITLE and DESCRIPTION: the ad's option set alone says whether it follows the product. */
describe('ads following title and description', () => {
  const s = sellersSuite({
    scopes: ['bffweb:ads', 'bffweb:marketplaces'],
    callers: { product: ['product:edit'] },
  });
  let skuId: string;
  let skuIdMl: string;

  beforeAll(async () => {
    await connectChannel(s.t, s.a, 'SANDBOX');
    [skuId, skuIdMl] = (await createProduct(
      s.t,
      s.as.product,
      productBody('F-1', {
        variations: [
          { sku: 'F-1-A', attributes: [{ name: 'Cor', value: 'Azul' }] },
          { sku: 'F-1-B', attributes: [{ name: 'Cor', value: 'Verde' }] },
        ],
      }),
    )) as [string, string];
  });

  const getAd = async (id: string) =>
    (await s.t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: s.a })).json();
  const putProduct = (title: string, description: string) =>
    s.t.app.inject({
      method: 'PUT',
      url: '/integration/products/F-1',
      headers: s.as.product,
      payload: productBody('F-1', {
        title,
        description,
        variations: [
          { skuId, sku: 'F-1-A', attributes: [{ name: 'Cor', value: 'Azul' }] },
          { skuId: skuIdMl, sku: 'F-1-B', attributes: [{ name: 'Cor', value: 'Verde' }] },
        ],
      }),
    });
  const options = (adIds: string[], eventOptions: string[], action: 'ENABLE' | 'DISABLE') =>
    s.t.app.inject({
      method: 'PUT',
      url: '/bffweb/ads/update/updateOptions',
      headers: s.a,
      payload: { adIds, eventOptions, action },
    });

  it('an ad created with its own name does not follow TITLE until the option is enabled, then does', async () => {
    const adId = await createAd(s.t, s.a, {
      originSkuId: skuId,
      platform: 'SANDBOX',
      name: 'Nome próprio',
      price: 10,
    });
    const ad = await getAd(adId);
    expect(ad.updateOptions).not.toContain('TITLE');
    expect(ad.updateOptions).toContain('DESCRIPTION');

    expect((await putProduct('Garrafa Nova', 'Desc 2')).statusCode).toBe(202);
    const followed = await eventually(async () => {
      const current = await getAd(adId);
      return current.description === 'Desc 2' ? current : undefined;
    });
    expect(followed.name).toBe('Nome próprio');

    const enabled = await options([adId, 'ad_of_nobody'], ['TITLE'], 'ENABLE');
    expect(enabled.statusCode).toBe(202);
    // The answer is the array of the adIds processed.
    expect(enabled.json()).toEqual([adId]);
    expect((await getAd(adId)).updateOptions).toContain('TITLE');
    expect((await putProduct('Garrafa Outra', 'Desc 3')).statusCode).toBe(202);
    await eventually(async () => ((await getAd(adId)).name === 'Garrafa Outra Azul' ? true : undefined));

    // A later edit of the name by hand takes TITLE out again.
    const edit = await s.t.app.inject({
      method: 'PUT',
      url: `/bffweb/ads/${adId}`,
      headers: s.a,
      payload: { name: 'Meu nome' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await getAd(adId)).updateOptions).not.toContain('TITLE');
    expect((await putProduct('Garrafa Quarta', 'Desc 4')).statusCode).toBe(202);
    const after = await eventually(async () => {
      const current = await getAd(adId);
      return current.description === 'Desc 4' ? current : undefined;
    });
    expect(after.name).toBe('Meu nome');
  });

  it('a sync after enabling DESCRIPTION copies the product description over the ad’s own', async () => {
    const adId = await createAd(s.t, s.a, {
      originSkuId: skuIdMl,
      platform: 'SANDBOX',
      description: 'Só deste anúncio',
      price: 10,
    });
    expect((await getAd(adId)).updateOptions).not.toContain('DESCRIPTION');
    expect((await options([adId], ['DESCRIPTION'], 'ENABLE')).statusCode).toBe(202);
    // Enabling copies nothing by itself; the sync does.
    expect((await getAd(adId)).description).toBe('Só deste anúncio');
    const sync = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/ads/sync',
      headers: s.a,
      payload: { adIds: [adId], eventOptions: ['DESCRIPTION'] },
    });
    expect(sync.statusCode).toBe(202);
    await eventually(async () => ((await getAd(adId)).description === 'Desc 4' ? true : undefined));
  });
});
