import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { EAN_A, EAN_B, EAN_C, eanList, productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { connectChannel, createAd, createProduct } from '../../../test/helpers/channels.ts';

describe('associating ads with a variation by EAN', () => {
  const s = sellersSuite({ scopes: ['product:edit', 'ad:edit', 'bffweb:ads', 'bffweb:marketplaces'] });
  let from: string;
  let to: string;
  let adId: string;

  beforeAll(async () => {
    await connectChannel(s.t, s.a, 'SANDBOX');
    const post = async (id: string, title: string, variation: object) =>
      (await createProduct(s.t, s.a, productBody(id, { title, variations: [variation] })))[0];
    from = await post('A-1', 'Garrafa velha', { sku: 'A-1', ean: EAN_A });
    // The EAN is this variation's secondary one: main or secondary both match.
    to = await post('A-2', 'Garrafa certa', {
      sku: 'A-2',
      eans: eanList(EAN_C, EAN_B),
    });
    adId = await createAd(s.t, s.a, { originSkuId: from, platform: 'SANDBOX', price: 10 });
    // The channel's listing carries the other product's EAN.
    const own = await s.t.app.inject({
      method: 'PUT',
      url: `/bffweb/ads/${adId}`,
      headers: s.a,
      payload: { ean: EAN_B, eans: [{ value: EAN_B, main: true }] },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  const associate = (payload: object, auth = s.a) =>
    s.t.app.inject({ method: 'PUT', url: '/integration/ads/association/byEan', headers: auth, payload });
  const getAd = async () =>
    (await s.t.app.inject({ method: 'GET', url: `/bffweb/ads/${adId}`, headers: s.a })).json();

  it('refuses bad input and unknown EANs, changing nothing', async () => {
    const cases: [object, number][] = [
      [{}, 400],
      [{ ean: '7891234567890' }, 400], // wrong check digit
      [{ ean: 'abc' }, 400],
      [{ ean: EAN_B, extra: true }, 400],
      [{ ean: '7891234567857' }, 404], // valid, but no variation has it
      [{ ean: EAN_C }, 404], // a variation has it, no ad does
    ];
    for (const [payload, status] of cases) {
      const response = await associate(payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const noScope = await associate({ ean: EAN_B }, bearer(await tokenFor(s.t, s.sellerA, [])));
    expect(noScope.statusCode).toBe(403);
    expect((await getAd()).originSkuId).toBe(from);
  });

  it('keeps seller B from associating seller A’s ads', async () => {
    await expectTenancy(s.t, {
      ...s,
      requests: [{ method: 'PUT', url: '/integration/ads/association/byEan', payload: { ean: EAN_B } }],
      verifyUnchanged: async () => expect((await getAd()).originSkuId).toBe(from),
    });
  });

  it('attaches the ad carrying the EAN to the variation carrying it, which it then follows', async () => {
    const response = await associate({ ean: ` ${EAN_B} `, platform: 'SANDBOX' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ skuId: to, adIds: [adId] });
    const ad = await eventually(async () => {
      const current = await getAd();
      return current.name === 'Garrafa certa' ? current : undefined;
    });
    expect(ad).toMatchObject({ originSkuId: to, sku: 'A-2', ean: EAN_C });
    // Once there, again is a no-op.
    expect((await associate({ ean: EAN_B })).statusCode).toBe(202);
    // Another ad of the same platform cannot join a variation that has one.
    const second = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: s.a,
      payload: { originSkuId: from, platform: 'SANDBOX', ean: EAN_A, eans: [{ value: EAN_A, main: true }] },
    });
    expect(second.statusCode, second.body).toBe(201);
    await s.t.app.inject({
      method: 'PUT',
      url: `/bffweb/ads/${second.json().id}`,
      headers: s.a,
      payload: { ean: EAN_B, eans: [{ value: EAN_B, main: true }] },
    });
    const clash = await associate({ ean: EAN_B, adId: second.json().id });
    expect(clash.statusCode, clash.body).toBe(409);
  });
});
