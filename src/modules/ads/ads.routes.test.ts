import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { EAN_A, EAN_B, EAN_C, eanList, productBody } from '../../../test/helpers/catalog.ts';
import { sandboxItem } from '../marketplaces/index.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { connectChannel, createProduct } from '../../../test/helpers/channels.ts';

const EAN_D = '7891234567864';

describe('ads', () => {
  const s = sellersSuite({
    scopes: ['bffweb:ads', 'bffweb:marketplaces'],
    callers: { product: ['product:edit'], adEdit: ['ad:edit'] },
  });
  let skus: string[];

  beforeAll(async () => {
    for (const platform of ['SANDBOX', 'SANDBOX_ML', 'SANDBOX_MGL']) {
      const settings = platform === 'SANDBOX_ML' ? { titleTemplate: '{brand} {title} - {attr:Cor}' } : {};
      await connectChannel(s.t, s.a, platform, settings);
    }
    skus = await createProduct(
      s.t,
      s.as.product,
      productBody('P-1', {
        variations: [
          {
            sku: 'P-1-AZUL',
            eans: eanList(EAN_A, EAN_B),
            attributes: [{ name: 'Cor', value: 'Azul' }],
            images: [{ url: 'https://img.example/azul.jpg' }],
            videos: [{ url: 'https://video.example/azul' }],
          },
          { sku: 'P-1-VERDE', ean: EAN_C, attributes: [{ name: 'Cor', value: 'Verde' }] },
          { sku: 'P-1-ROXO', attributes: [{ name: 'Cor', value: 'Roxo' }] },
        ],
      }),
    );
  });

  const createAd = (payload: object, headers = s.a) =>
    s.t.app.inject({ method: 'POST', url: '/bffweb/ads', headers, payload });
  const getAd = async (id: string) =>
    (await s.t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: s.a })).json();
  const putAd = (id: string, payload: object) =>
    s.t.app.inject({ method: 'PUT', url: `/bffweb/ads/${id}`, headers: s.a, payload });
  const published = (id: string) =>
    eventually(async () => {
      const ad = await getAd(id);
      return ad.channel.inSync && ad.channel.status === 'PUBLISHED' ? ad : undefined;
    });
  const adIds: Record<string, string> = {};

  it('creates an ad from a variation, copying its EANs, title through the template, images and attributes', async () => {
    const response = await createAd({ originSkuId: skus[0], platform: 'SANDBOX', price: 99.9, stock: 5 });
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    adIds.azulSandbox = ad.id;
    expect(ad).toMatchObject({
      originSkuId: skus[0],
      platform: 'SANDBOX',
      status: 'ACTIVE',
      name: 'Garrafa térmica 1L Azul',
      ean: EAN_A,
      eans: eanList(EAN_A, EAN_B),
      price: 99.9,
      defaultPrice: { value: 99.9 },
      stock: 5,
      brand: 'Acme',
      images: [{ url: 'https://img.example/azul.jpg', main: true }],
      attributes: [{ name: 'Cor', value: 'Azul' }],
      specifications: [{ name: 'Material', value: 'Inox' }],
      dimensions: { height: 30, width: 10, depth: 10, weight: 0.8 },
    });
    expect(ad.updateOptions).toContain('EAN');
    const ml = (await createAd({ originSkuId: skus[0], platform: 'SANDBOX_ML' })).json();
    adIds.azulMl = ml.id;
    expect(ml.name).toBe('Acme Garrafa térmica 1L - Azul');
  });

  it('publishes to the sandbox, which keeps only the fields its profile publishes', async () => {
    await published(adIds.azulSandbox!);
    const all = await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds.azulSandbox!);
    expect(all!.fields).toMatchObject({
      title: 'Garrafa térmica 1L Azul',
      brand: 'Acme',
      videos: [{ url: 'https://video.example/azul' }],
    });
    const mgl = (await createAd({ originSkuId: skus[0], platform: 'SANDBOX_MGL' })).json();
    adIds.azulMgl = mgl.id;
    const ad = await published(mgl.id);
    expect(ad.channel.itemId).toMatch(/^sandbox_mgl_/);
    const item = await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX_MGL', mgl.id);
    expect(item!.fields.title).toBe('Garrafa térmica 1L Azul');
    expect(item!.fields).not.toHaveProperty('videos');
    expect(item!.fields).not.toHaveProperty('brand');
  });

  it('answers 422 for an unconnected platform, 409 for a second ad of a variation on a platform, 400 for an unknown variation', async () => {
    const unconnected = await createAd({ originSkuId: skus[0], platform: 'SANDBOX_SHP' });
    expect(unconnected.statusCode).toBe(422);
    expect(unconnected.json().type).toContain('platform-not-connected');
    expect((await createAd({ originSkuId: skus[0], platform: 'SANDBOX' })).statusCode).toBe(409);
    const unknown = await createAd({ originSkuId: 'sku_nope', platform: 'SANDBOX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('originSkuId');
    const badPrice = await createAd({ originSkuId: skus[1], platform: 'SANDBOX', price: -1 });
    expect(badPrice.statusCode).toBe(400);
  });

  it('omits eans when the variation never had a list, and shows [] once emptied', async () => {
    const roxo = (await createAd({ originSkuId: skus[2], platform: 'SANDBOX' })).json();
    adIds.roxo = roxo.id;
    expect(roxo.eans).toBeUndefined();
    expect(roxo.ean).toBeNull();
    const emptied = await putAd(roxo.id, { ean: '' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().eans).toEqual([]);
  });

  it('applies the EAN list rules on ad updates, including the resend cases', async () => {
    const verde = (await createAd({ originSkuId: skus[1], platform: 'SANDBOX' })).json();
    adIds.verde = verde.id;
    expect(verde.eans).toEqual([{ value: EAN_C, main: true }]);
    // Row 2: a new main keeps the previous one as a secondary.
    const row2 = (await putAd(verde.id, { ean: EAN_D })).json();
    expect(row2.eans).toEqual([
      { value: EAN_D, main: true },
      { value: EAN_C, main: false },
    ]);
    // Row 5 with an echo of the stored list: ean wins without checking the pair; resent, it is 400.
    const echo = [
      { value: EAN_D, main: true },
      { value: EAN_C, main: false },
    ];
    const wins = await putAd(verde.id, { ean: EAN_A, eans: echo });
    expect(wins.statusCode).toBe(200);
    expect(wins.json().ean).toBe(EAN_A);
    const resent = await putAd(verde.id, { ean: EAN_A, eans: echo });
    expect(resent.statusCode).toBe(400);
    expect(resent.json()).toMatchObject({ key: 'invalid.ean.list', reason: 'EAN_NOT_IN_EANS' });
    expect((await getAd(verde.id)).ean).toBe(EAN_A);
    // Row 6: ean "" with a different list is refused and writes nothing.
    const row6 = await putAd(verde.id, { ean: '', eans: [{ value: EAN_B, main: true }] });
    expect(row6.json().reason).toBe('EAN_NOT_MAIN_OF_EANS');
    expect((await getAd(verde.id)).ean).toBe(EAN_A);
    // Row 8 + too many: 21 distinct values after merging.
    const many = Array.from({ length: 21 }, (_, i) => {
      const body = `789000000${String(i).padStart(3, '0')}`;
      const digits = [...body].map(Number).reverse();
      const check = (10 - (digits.reduce((acc, d, j) => acc + d * (j % 2 === 0 ? 3 : 1), 0) % 10)) % 10;
      return { value: `${body}${check}`, main: i === 0 };
    });
    const tooMany = await putAd(verde.id, { eans: many });
    expect(tooMany.json().reason).toBe('TOO_MANY');
  });

  it('with list writing off, ignores eans alone and never clears with eans: []', async () => {
    const off = await createTestApp({ config: { eanListWrites: false } });
    try {
      const seller = (await createSeller(off)).id;
      const headers = bearer(
        await tokenFor(off, seller, ['product:edit', 'bffweb:ads', 'bffweb:marketplaces']),
      );
      await off.app.inject({
        method: 'POST',
        url: '/bffweb/marketplaces',
        headers,
        payload: { platform: 'SANDBOX' },
      });
      const sku = (
        await off.app.inject({
          method: 'POST',
          url: '/integration/products',
          headers,
          payload: productBody('OFF-1', { variations: [{ sku: 'OFF-1', ean: EAN_A }] }),
        })
      ).json().variations[0].skuId;
      const ad = (
        await off.app.inject({
          method: 'POST',
          url: '/bffweb/ads',
          headers,
          payload: { originSkuId: sku, platform: 'SANDBOX' },
        })
      ).json();
      const put = (payload: object) =>
        off.app.inject({ method: 'PUT', url: `/bffweb/ads/${ad.id}`, headers, payload });
      expect((await put({ eans: [{ value: EAN_B, main: true }] })).json().eans).toEqual([
        { value: EAN_A, main: true },
      ]);
      expect((await put({ eans: [] })).json().ean).toBe(EAN_A);
      const withEan = (await put({ ean: EAN_B, eans: [{ value: EAN_C, main: true }] })).json();
      expect(withEan.ean).toBe(EAN_B);
      expect(withEan.eans.map((e: { value: string }) => e.value)).toEqual([EAN_B, EAN_A]);
      expect((await put({ ean: '', eans: [{ value: EAN_C, main: true }] })).json().eans).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('serves the 4.3 lookups with their limits', async () => {
    const list = await send(
      s.t,
      'GET',
      `/integration/ads/list/byOriginSkuId?originSkuIds=${skus[0]},${skus[1]}`,
      undefined,
      s.as.adEdit,
    );
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((a: { platform: string }) => a.platform)
        .sort(),
    ).toEqual(['SANDBOX', 'SANDBOX', 'SANDBOX_MGL', 'SANDBOX_ML']);
    const eleven = Array.from({ length: 11 }, (_, i) => `sku_${i}`).join(',');
    const tooMany = await send(
      s.t,
      'GET',
      `/integration/ads/list/byOriginSkuId?originSkuIds=${eleven}`,
      undefined,
      s.as.adEdit,
    );
    expect(tooMany.statusCode).toBe(400);

    const map = await send(
      s.t,
      'POST',
      '/integration/ads/map/originSkuIds',
      [adIds.azulSandbox, 'ad_unknown'],
      s.as.adEdit,
    );
    expect(map.json()).toEqual({ [adIds.azulSandbox!]: skus[0] });

    const group = (
      await send(
        s.t,
        'GET',
        `/integration/ads/full/${encodeURIComponent(adIds.verde!)}`,
        undefined,
        s.as.adEdit,
      )
    ).json();
    expect(group.platform).toBe('SANDBOX');
    expect(group.variations.map((v: { originSkuId: string }) => v.originSkuId).sort()).toEqual(
      [skus[0], skus[1], skus[2]].sort(),
    );
    const byParent = (
      await s.t.app.inject({ method: 'GET', url: `/integration/ads/full/${group.id}`, headers: s.as.adEdit })
    ).json();
    expect(byParent.variations).toHaveLength(3);

    const children = await send(s.t, 'POST', '/integration/ads/obtain/originSkuIds', [group.id], s.as.adEdit);
    expect(children.json().sort()).toEqual([skus[0], skus[1], skus[2]].sort());

    await putAd(adIds.roxo!, { status: 'PAUSED' });
    const active = await send(
      s.t,
      'POST',
      '/integration/ads/search/originSkuIds/SANDBOX',
      { status: 'ACTIVE' },
      s.as.adEdit,
    );
    expect(active.json().sort()).toEqual([skus[0], skus[1]].sort());
    const simple = await send(
      s.t,
      'POST',
      '/integration/ads/search/originSkuIds/SANDBOX_MGL',
      { onlySimple: true },
      s.as.adEdit,
    );
    expect(simple.json()).toEqual([skus[0]]);
    const notSimple = await send(
      s.t,
      'POST',
      '/integration/ads/search/originSkuIds/SANDBOX',
      { onlySimple: true },
      s.as.adEdit,
    );
    expect(notSimple.json()).toEqual([]);
  });

  it('searches a platform’s ads by any EAN of the list', async () => {
    const search = await send(s.t, 'POST', '/bffweb/ads/list/search/SANDBOX', { ean: EAN_B }, s.a);
    expect(search.statusCode).toBe(200);
    expect(search.json()._embedded.adApiDTOList.map((a: { id: string }) => a.id)).toEqual([
      adIds.azulSandbox,
    ]);
    // Its last digits find it too.
    const partial = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/ads/list/search/SANDBOX',
      headers: s.a,
      payload: { ean: EAN_B.slice(-6) },
    });
    expect(partial.json()._embedded.adApiDTOList.map((a: { id: string }) => a.id)).toEqual([
      adIds.azulSandbox,
    ]);
  });

  it('sets an ad-specific title that later product title changes do not override', async () => {
    const response = await send(
      s.t,
      'PUT',
      `/integration/ads/titledescription/byOriginSkuId/${skus[1]}`,
      { title: 'Garrafa Verde Especial' },
      s.as.adEdit,
    );
    expect(response.statusCode).toBe(202);
    expect((await getAd(adIds.verde!)).name).toBe('Garrafa Verde Especial');
    const noScope = await send(
      s.t,
      'PUT',
      `/integration/ads/titledescription/byOriginSkuId/${skus[1]}`,
      { title: 'x' },
      bearer(await tokenFor(s.t, s.sellerA, [])),
    );
    expect(noScope.statusCode).toBe(403);
  });

  it('propagates a product change only to ads holding the matching option', async () => {
    // The ML ad stops following TITLE; the sandbox ad keeps every option.
    const off = await send(
      s.t,
      'PUT',
      '/bffweb/ads/update/updateOptions',
      { adIds: [adIds.azulMl], eventOptions: ['TITLE'], action: 'DISABLE' },
      s.a,
    );
    expect(off.statusCode).toBe(202);
    expect(off.json()).toEqual([adIds.azulMl]);
    const current = (
      await s.t.app.inject({ method: 'GET', url: '/integration/products/P-1', headers: s.as.product })
    ).json();
    const variations = current.variations.map(
      (v: { skuId: string; sku: string; attributes: unknown; images: unknown; videos: unknown }) => ({
        skuId: v.skuId,
        sku: v.sku,
        attributes: v.attributes,
        images: v.images,
        videos: v.videos,
      }),
    );
    variations[0].eans = [
      { value: EAN_D, main: true },
      { value: EAN_A, main: false },
    ];
    const put = await send(
      s.t,
      'PUT',
      '/integration/products/P-1',
      productBody('P-1', { title: 'Garrafa Premium', variations }),
      s.as.product,
    );
    expect(put.statusCode).toBe(202);
    const sandboxAd = await eventually(async () => {
      const ad = await getAd(adIds.azulSandbox!);
      return ad.name === 'Garrafa Premium Azul' ? ad : undefined;
    });
    expect(sandboxAd.ean).toBe(EAN_D);
    expect(sandboxAd.eans).toEqual([
      { value: EAN_D, main: true },
      { value: EAN_A, main: false },
    ]);
    const ml = await eventually(async () => {
      const ad = await getAd(adIds.azulMl!);
      return ad.ean === EAN_D ? ad : undefined;
    });
    expect(ml.name).toBe('Acme Garrafa térmica 1L - Azul');
    // The channel of SANDBOX_ML does not change a published GTIN; the plain sandbox does.
    await published(adIds.azulSandbox!);
    await published(adIds.azulMl!);
    expect((await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds.azulSandbox!))!.fields.title).toBe(
      'Garrafa Premium Azul',
    );
    expect((await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds.azulSandbox!))!.fields.ean).toMatchObject({
      ean: EAN_D,
    });
    expect((await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX_ML', adIds.azulMl!))!.fields.ean).toMatchObject({
      ean: EAN_A,
    });
  });

  it('copies nothing when an option is enabled, and copies on sync', async () => {
    await send(
      s.t,
      'PUT',
      '/bffweb/ads/update/updateOptions',
      { adIds: [adIds.azulMl], eventOptions: ['TITLE'], action: 'ENABLE' },
      s.a,
    );
    expect((await getAd(adIds.azulMl!)).name).toBe('Acme Garrafa térmica 1L - Azul');
    const sync = await send(
      s.t,
      'POST',
      '/bffweb/ads/sync',
      { adIds: [adIds.azulMl], eventOptions: ['TITLE'] },
      s.a,
    );
    expect(sync.statusCode).toBe(202);
    await eventually(async () => (await getAd(adIds.azulMl!)).name === 'Acme Garrafa Premium - Azul');
  });

  it('follows a brand rename with the brand mapping of the ad’s marketplace', async () => {
    const brands = (
      await s.t.app.inject({ method: 'GET', url: '/integration/brands', headers: s.as.product })
    ).json()._embedded.brandApiDTOList;
    const acme = brands.find((b: { name: string }) => b.name === 'Acme');
    const renamed = await send(
      s.t,
      'PUT',
      `/integration/brands/${acme.id}`,
      { name: 'Acme Brasil', mappings: { SANDBOX_ML: 'ACME OFICIAL' } },
      s.as.product,
    );
    expect(renamed.statusCode).toBe(200);
    await eventually(async () => (await getAd(adIds.azulSandbox!)).brand === 'Acme Brasil');
    await eventually(async () => (await getAd(adIds.azulMl!)).brand === 'ACME OFICIAL');
  });

  it('sets a removed variation’s ads INACTIVE', async () => {
    const current = (
      await s.t.app.inject({ method: 'GET', url: '/integration/products/P-1', headers: s.as.product })
    ).json();
    const keep = current.variations
      .filter((v: { skuId: string }) => v.skuId !== skus[2])
      .map((v: { skuId: string; sku: string }) => ({ skuId: v.skuId, sku: v.sku }));
    await send(
      s.t,
      'PUT',
      '/integration/products/P-1',
      productBody('P-1', { variations: keep }),
      s.as.product,
    );
    await eventually(async () => (await getAd(adIds.roxo!)).status === 'INACTIVE');
  });

  it('bulk-edits all or nothing', async () => {
    const ok = await send(
      s.t,
      'PUT',
      '/bffweb/ads/bulk-edit',
      { adIds: [adIds.azulSandbox, adIds.verde], changes: { stock: 42, status: 'PAUSED' } },
      s.a,
    );
    expect(ok.statusCode).toBe(202);
    expect((await getAd(adIds.verde!)).stock).toBe(42);
    const bad = await s.t.app.inject({
      method: 'PUT',
      url: '/bffweb/ads/bulk-edit',
      headers: s.a,
      payload: {
        adIds: [adIds.azulSandbox, adIds.verde],
        changes: { stock: 7, ean: '', eans: [{ value: EAN_B, main: true }] },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect((await getAd(adIds.verde!)).stock).toBe(42);
    expect((await getAd(adIds.azulSandbox!)).stock).toBe(42);
  });

  it('retries a channel outage and shows it on the ad until it gets through; a refusal stays visible', async () => {
    const accounts = (
      await s.t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: s.a })
    ).json();
    const mgl = accounts.find((a: { platform: string }) => a.platform === 'SANDBOX_MGL');
    await send(s.t, 'PUT', `/bffweb/marketplaces/${mgl.id}`, { settings: { failCalls: 2 } }, s.a);
    await putAd(adIds.azulMgl!, { stock: 11 });
    const failing = await eventually(async () => {
      const ad = await getAd(adIds.azulMgl!);
      return ad.channel.lastError ? ad : undefined;
    });
    expect(failing.channel.lastError).toContain('unavailable');
    expect(failing.channel.inSync).toBe(false);
    const recovered = await eventually(async () => {
      const ad = await getAd(adIds.azulMgl!);
      return ad.channel.inSync && !ad.channel.lastError ? ad : undefined;
    }, 30_000);
    expect(recovered.channel.status).toBe('PUBLISHED');
    expect((await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX_MGL', adIds.azulMgl!))!.fields.stock).toBe(11);

    await send(s.t, 'PUT', `/bffweb/marketplaces/${mgl.id}`, { settings: { refuseSkus: ['P-1-AZUL'] } }, s.a);
    await putAd(adIds.azulMgl!, { stock: 12 });
    const refused = await eventually(async () => {
      const ad = await getAd(adIds.azulMgl!);
      return ad.channel.status === 'ERROR' ? ad : undefined;
    });
    expect(refused.channel.lastError).toContain('refused');
    const withErrors = await send(
      s.t,
      'POST',
      '/bffweb/ads/list/search/SANDBOX_MGL',
      { withErrors: true },
      s.a,
    );
    expect(withErrors.json()._embedded.adApiDTOList.map((a: { id: string }) => a.id)).toEqual([
      adIds.azulMgl,
    ]);
  });

  it('keeps vehicle compatibility per ad and shows it in the group view', async () => {
    const added = await send(
      s.t,
      'POST',
      `/integration/ads/${adIds.azulSandbox}/compatibilities`,
      { make: 'Fiat', model: 'Uno', yearFrom: 2010, yearTo: 2014, version: '1.0' },
      s.as.adEdit,
    );
    expect(added.statusCode).toBe(201);
    const inverted = await send(
      s.t,
      'POST',
      `/integration/ads/${adIds.azulSandbox}/compatibilities`,
      { make: 'Fiat', model: 'Uno', yearFrom: 2014, yearTo: 2010 },
      s.as.adEdit,
    );
    expect(inverted.statusCode).toBe(400);
    // The sandbox channel publishes compatibility: the change reaches it.
    const onChannel = await eventually(async () => {
      const item = await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds.azulSandbox!);
      return (item?.fields.compatibility as unknown[] | undefined)?.length ? item : undefined;
    });
    expect(onChannel!.fields.compatibility).toEqual([
      expect.objectContaining({ make: 'Fiat', model: 'Uno', yearFrom: 2010, yearTo: 2014 }),
    ]);
    const group = (
      await send(s.t, 'GET', `/integration/ads/full/${adIds.azulSandbox}`, undefined, s.as.adEdit)
    ).json();
    expect(group.compatibility).toEqual([
      expect.objectContaining({ make: 'Fiat', model: 'Uno', yearFrom: 2010, yearTo: 2014 }),
    ]);
    const removed = await send(
      s.t,
      'DELETE',
      `/integration/ads/${adIds.azulSandbox}/compatibilities/${added.json().id}`,
      undefined,
      s.as.adEdit,
    );
    expect(removed.statusCode).toBe(204);
  });

  it('keeps seller B away from seller A’s ads', async () => {
    const before = await getAd(adIds.azulSandbox!);
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/bffweb/ads/${adIds.azulSandbox}` },
        { method: 'PUT', url: `/bffweb/ads/${adIds.azulSandbox}`, payload: { stock: 1 } },
        {
          method: 'PUT',
          url: '/bffweb/ads/bulk-edit',
          payload: { adIds: [adIds.azulSandbox], changes: { stock: 1 } },
        },
        { method: 'GET', url: `/bffweb/ads/${adIds.azulSandbox}/group` },
      ],
      verifyUnchanged: async () => expect((await getAd(adIds.azulSandbox!)).stock).toBe(before.stock),
    });
    const bInt = bearer(await tokenFor(s.t, s.sellerB, ['ad:edit']));
    const lookups = await send(
      s.t,
      'GET',
      `/integration/ads/list/byOriginSkuId?originSkuIds=${skus[0]}`,
      undefined,
      bInt,
    );
    expect(lookups.json()).toEqual([]);
    const map = await send(s.t, 'POST', '/integration/ads/map/originSkuIds', [adIds.azulSandbox], bInt);
    expect(map.json()).toEqual({});
    const group = await send(s.t, 'GET', `/integration/ads/full/${adIds.azulSandbox}`, undefined, bInt);
    expect(group.statusCode).toBe(404);
    const ownAd = await send(
      s.t,
      'POST',
      '/bffweb/ads',
      { originSkuId: skus[0], platform: 'SANDBOX' },
      bearer(s.tokenB),
    );
    expect(ownAd.statusCode).toBe(422);
  });
});
