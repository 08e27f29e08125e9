import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventually } from '../../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../../test/helpers/auth.ts';
import { connectChannel, createAd, createProduct } from '../../../../test/helpers/channels.ts';
import { sellersSuite } from '../../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../../test/helpers/tenancy.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { queryRows } from '../../../platform/db/sql.ts';

const IMG = (n: number) => `https://img.example/${n}.jpg`;

describe('images and videos by skuId', () => {
  const s = sellersSuite({
    scopes: ['product:edit'],
    callers: { bff: ['bffweb:ads', 'bffweb:marketplaces'] },
  });
  let skuId: string;
  let adId: string;

  beforeAll(async () => {
    [skuId] = await createProduct(s.t, s.a, productBody('M-1'));
    await connectChannel(s.t, s.as.bff, 'SANDBOX');
    adId = await createAd(s.t, s.as.bff, { originSkuId: skuId, platform: 'SANDBOX', price: 10, stock: 1 });
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: s.a, ...(payload ? { payload } : {}) });
  const images = async () => (await call('GET', `/integration/images/${skuId}`)).json().images;
  const eventsOf = async (name: string) =>
    (
      await queryRows<{ n: number }>(
        s.t.rt.database.db,
        sql`select count(*)::int as n from outbox_events where name = ${name} and payload->>'skuId' = ${skuId}`,
      )
    )[0]!.n;

  it('reads one variation’s images and a paged list of every variation’s', async () => {
    const one = await call('GET', `/integration/images/${skuId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      skuId,
      sku: 'M-1-AZUL',
      productId: 'M-1',
      images: [{ url: IMG(1), main: true }],
    });
    const list = await call('GET', '/integration/images?page=0&size=1');
    expect(list.json()).toMatchObject({
      _embedded: { imageApiDTOList: [{ skuId, images: [{ url: IMG(1) }] }] },
      page: { size: 1, totalElements: 1, number: 0 },
    });
    const videos = await call('GET', `/integration/videos/${skuId}`);
    expect(videos.headers['content-type']).toMatch(/^application\/json/);
    expect(videos.json()).toEqual({ skuId, sku: 'M-1-AZUL', productId: 'M-1', videos: [] });
    const videoList = (await call('GET', '/integration/videos')).json();
    expect(videoList).not.toHaveProperty('_links');
    expect(videoList.page).toMatchObject({ totalElements: 1 });
  });

  it('adds, orders, marks main and removes images, each an event the following ad takes', async () => {
    const before = await eventsOf('product.VariationUpdated');
    expect((await call('POST', `/integration/images/${skuId}`, { url: IMG(2) })).statusCode).toBe(202);
    expect(
      (await call('POST', `/integration/images/${skuId}`, { url: IMG(3), position: 0 })).statusCode,
    ).toBe(202);
    expect((await images()).map((i: { url: string }) => i.url)).toEqual([IMG(3), IMG(1), IMG(2)]);
    expect(
      (await call('PUT', `/integration/images/${skuId}/order`, { urls: [IMG(1), IMG(2), IMG(3)] }))
        .statusCode,
    ).toBe(202);
    expect((await call('PUT', `/integration/images/${skuId}/main`, { url: IMG(2) })).statusCode).toBe(202);
    expect(await images()).toEqual([
      { url: IMG(1), main: false },
      { url: IMG(2), main: true },
      { url: IMG(3), main: false },
    ]);
    expect(
      (await call('DELETE', `/integration/images/${skuId}?url=${encodeURIComponent(IMG(3))}`)).statusCode,
    ).toBe(202);
    expect(await eventsOf('product.VariationUpdated')).toBe(before + 5);
    // The product view shows the same list, and the ad (following IMAGES by default) takes it.
    expect((await call('GET', '/integration/products/M-1')).json().variations[0].images).toHaveLength(2);
    await eventually(async () => {
      const ad = (
        await s.t.app.inject({ method: 'GET', url: `/bffweb/ads/${adId}`, headers: s.as.bff })
      ).json();
      return ad.images.length === 2 && ad.images[1].main === true ? ad : undefined;
    });
  });

  it('replaces videos and the ad following VIDEOS takes them', async () => {
    const put = await call('PUT', `/integration/videos/${skuId}`, {
      videos: [{ url: 'https://video.example/a' }],
    });
    expect(put.statusCode).toBe(202);
    expect(put.json()).toEqual({ productId: 'M-1', variations: [{ sku: 'M-1-AZUL', skuId }] });
    expect(
      (await call('POST', `/integration/videos/${skuId}`, { url: 'https://video.example/b' })).statusCode,
    ).toBe(202);
    await eventually(async () => {
      const ad = (
        await s.t.app.inject({ method: 'GET', url: `/bffweb/ads/${adId}`, headers: s.as.bff })
      ).json();
      return ad.videos.length === 2 ? ad : undefined;
    });
  });

  it('refuses bad input with 4xx problem+json and writes nothing', async () => {
    const before = await images();
    const events = await eventsOf('product.VariationUpdated');
    const bad: [string, 'PUT' | 'POST' | 'DELETE', object | undefined, number][] = [
      [`/integration/images/${skuId}`, 'POST', { url: 'not a url' }, 400],
      [`/integration/images/${skuId}`, 'POST', { url: 'ftp://img.example/x.jpg' }, 400],
      [`/integration/images/${skuId}`, 'POST', { url: IMG(1) }, 400],
      [`/integration/images/${skuId}`, 'POST', { url: IMG(9), extra: 1 }, 400],
      [
        `/integration/images/${skuId}`,
        'PUT',
        {
          images: [
            { url: IMG(5), main: true },
            { url: IMG(6), main: true },
          ],
        },
        400,
      ],
      [`/integration/images/${skuId}`, 'PUT', { images: [{ url: IMG(5) }, { url: IMG(5) }] }, 400],
      [`/integration/images/${skuId}`, 'PUT', { images: 'x' }, 400],
      [`/integration/images/${skuId}/order`, 'PUT', { urls: [IMG(1)] }, 400],
      [`/integration/images/${skuId}/main`, 'PUT', { url: IMG(8) }, 404],
      [`/integration/images/${skuId}?url=${encodeURIComponent(IMG(8))}`, 'DELETE', undefined, 404],
      [`/integration/videos/${skuId}`, 'PUT', { videos: [{ url: 'https://v.example/x', main: true }] }, 400],
      ['/integration/images/sku_missing', 'POST', { url: IMG(7) }, 404],
    ];
    for (const [url, method, payload, status] of bad) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(
        status,
      );
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await images()).toEqual(before);
    expect(await eventsOf('product.VariationUpdated')).toBe(events);
    const readOnly = bearer(await tokenFor(s.t, s.sellerA, []));
    expect(
      (
        await s.t.app.inject({
          method: 'POST',
          url: `/integration/images/${skuId}`,
          headers: readOnly,
          payload: { url: IMG(9) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps seller B away from seller A’s media', async () => {
    const before = await images();
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/integration/images/${skuId}` },
        { method: 'GET', url: `/integration/videos/${skuId}` },
        { method: 'PUT', url: `/integration/images/${skuId}`, payload: { images: [] } },
        { method: 'POST', url: `/integration/videos/${skuId}`, payload: { url: 'https://video.example/z' } },
        { method: 'PUT', url: `/integration/images/${skuId}/main`, payload: { url: IMG(1) } },
        { method: 'DELETE', url: `/integration/images/${skuId}?url=${encodeURIComponent(IMG(1))}` },
      ],
      verifyUnchanged: async () => expect(await images()).toEqual(before),
    });
    const listB = await s.t.app.inject({
      method: 'GET',
      url: '/integration/images',
      headers: bearer(s.tokenB),
    });
    expect(listB.json().page.totalElements).toBe(0);
  });
});
