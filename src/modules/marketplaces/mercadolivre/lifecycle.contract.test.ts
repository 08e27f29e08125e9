import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';

/**
 * The seller's explicit actions on a listing (ADS-82): closing an item for good (a variation's ad
 * removes its variation), and changing its listing type once, through the web admin's ads API.
 */
describe('Mercado Livre listing lifecycle (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  const users = [
    { id: 2_950_000_901, nickname: 'LOJA_CICLO', tags: ['normal'] },
    { id: 2_950_000_902, nickname: 'LOJA_OUTRA', tags: ['normal'] },
  ];
  const bff: Record<string, string>[] = [];
  let product: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    for (const user of users) {
      const seller = (await createSeller(t)).id;
      const headers = bearer(await tokenFor(t, seller, ['bffweb:marketplaces', 'bffweb:ads']));
      bff.push(headers);
      await connectMercadoLivre(t, fake, headers, user);
      if (!product) product = bearer(await tokenFor(t, seller, ['product:edit']));
    }
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const tee = (sku: string, color: string) => ({
    sku,
    attributes: [
      { name: 'Cor', value: color },
      { name: 'Tamanho', value: 'G' },
      { name: 'Gênero', value: 'Feminino' },
    ],
    images: [{ url: `https://img.example/${sku}.jpg`, main: true }],
  });
  async function publishedAds(variations: Record<string, unknown>[]) {
    n += 1;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody(`CIC-${n}`, { title: 'Camiseta Acme ciclo', variations }),
    });
    expect(created.statusCode).toBe(202);
    const ids: string[] = [];
    for (const v of created.json().variations as { skuId: string }[]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bffweb/ads',
        headers: bff[0]!,
        payload: {
          originSkuId: v.skuId,
          platform: 'MERCADO_LIVRE',
          channelCategoryId: 'MLB31447',
          price: 49.9,
          stock: 3,
        },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id as string);
    }
    const ads = [];
    for (const id of ids) ads.push(await settled(id));
    return ads as { id: string; channel: { itemId: string } }[];
  }
  const adRead = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: bff[0]! })).json();
  const settled = (id: string) =>
    eventually(async () => {
      const ad = await adRead(id);
      return ad.channel.inSync ? ad : undefined;
    });
  const action = (id: string, path: string, payload?: Record<string, unknown>, headers = bff[0]!) =>
    t.app.inject({
      method: 'POST',
      url: `/bffweb/ads/${id}/${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('changes the listing type once, and shows the second refusal in the channel’s words', async () => {
    const [ad] = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul')]);
    const changed = await action(ad!.id, 'listing-type', { listingType: 'gold_pro' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().channel.listingType).toBe('gold_pro');
    expect(fake.state.items.get(ad!.channel.itemId)!.listing_type_id).toBe('gold_pro');
    const again = await action(ad!.id, 'listing-type', { listingType: 'gold_special' });
    expect(again.statusCode).toBe(422);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().detail).toContain('can be changed only once');
    expect(fake.state.items.get(ad!.channel.itemId)!.listing_type_id).toBe('gold_pro');
  });

  it('offers only the types the channel lists for the item (available_upgrades/downgrades)', async () => {
    const [ad] = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul')]);
    const itemId = ad!.channel.itemId;
    const moves = async (headers = bff[0]!) =>
      t.app.inject({ method: 'GET', url: `/bffweb/ads/${ad!.id}/listing-type`, headers });
    const first = await moves();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      current: null,
      moves: [
        { id: 'gold_pro', name: 'Premium', way: 'UPGRADE' },
        { id: 'free', name: 'Grátis', way: 'DOWNGRADE' },
      ],
    });
    for (const way of ['upgrades', 'downgrades'])
      expect(
        fake.calls.some((c) => c.method === 'GET' && c.path === `/items/${itemId}/available_${way}`),
      ).toBe(true);
    // Once the item sold, Mercado Livre lists no downgrade: asking for one is its refusal, in its words.
    fake.state.items.get(itemId)!.sold_quantity = 2;
    expect((await moves()).json().moves).toEqual([{ id: 'gold_pro', name: 'Premium', way: 'UPGRADE' }]);
    const down = await action(ad!.id, 'listing-type', { listingType: 'free' });
    expect(down.statusCode).toBe(422);
    expect(down.headers['content-type']).toContain('application/problem+json');
    expect(down.json().type).toMatch(/channel-refused/);
    expect(down.json().detail).toContain('is not available for item');
    expect(fake.state.items.get(itemId)!.listing_type_id).toBe('gold_special');
    // The upgrade it lists goes through; then nothing more is offered.
    expect((await action(ad!.id, 'listing-type', { listingType: 'gold_pro' })).statusCode).toBe(200);
    expect((await moves()).json()).toEqual({ current: 'gold_pro', moves: [] });
    // Another seller's ad, or none: 404, and the channel is not asked.
    const before = fake.calls.length;
    expect((await moves(bff[1])).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/bffweb/ads/ad_doesnotexist/listing-type',
          headers: bff[0]!,
        })
      ).statusCode,
    ).toBe(404);
    expect(fake.calls.slice(before).some((c) => c.path.includes('available_'))).toBe(false);
  });

  it('answers available_upgrades as Mercado Livre does: a token is required, only the owner reads it', async () => {
    const [ad] = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul')]);
    const url = `${fake.url}/items/${ad!.channel.itemId}/available_upgrades`;
    expect((await fetch(url)).status).toBe(401);
    const tokenOf = (userId: number) =>
      [...fake.state.accessTokens.entries()].find(([, v]) => v.userId === userId)![0];
    const foreign = await fetch(url, { headers: { authorization: `Bearer ${tokenOf(users[1]!.id)}` } });
    expect(foreign.status).toBe(403);
    const own = await fetch(url, { headers: { authorization: `Bearer ${tokenOf(users[0]!.id)}` } });
    expect(await own.json()).toEqual([{ site_id: 'MLB', id: 'gold_pro', name: 'Premium' }]);
    const unknown = await fetch(`${fake.url}/items/MLB1/available_downgrades`, {
      headers: { authorization: `Bearer ${tokenOf(users[0]!.id)}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('closes an item for good on request, and a later push does not relist it', async () => {
    const [ad] = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul')]);
    const closed = await action(ad!.id, 'close');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('INACTIVE');
    expect(fake.state.items.get(ad!.channel.itemId)!.status).toBe('closed');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/bffweb/ads/${ad!.id}`,
      headers: bff[0]!,
      payload: { stock: 8 },
    });
    expect(edited.statusCode).toBe(200);
    await settled(ad!.id);
    expect(fake.calls.some((c) => c.path === `/items/${ad!.channel.itemId}/relist`)).toBe(false);
    // A closed item cannot be closed again: the channel's refusal, not a 5xx.
    const again = await action(ad!.id, 'close');
    expect(again.statusCode).toBe(422);
  });

  it("closing a variation's ad removes its variation; the item sells the others", async () => {
    const ads = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul'), tee(`CIC-${n + 1}-B`, 'Rosa')]);
    const itemId = ads[0]!.channel.itemId;
    expect(ads[1]!.channel.itemId).toBe(itemId);
    const closed = await action(ads[1]!.id, 'close');
    expect(closed.statusCode).toBe(200);
    const item = fake.state.items.get(itemId)!;
    expect(item.status).toBe('active');
    expect(item.variations).toHaveLength(1);
    await settled(ads[1]!.id);
    expect(fake.state.items.get(itemId)!.status).toBe('active');
  });

  it('refuses bad input with a problem naming the field, changing nothing', async () => {
    const [ad] = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul')]);
    for (const payload of [{}, { listingType: 'Gold Pro!' }, { listingType: 7 }]) {
      const response = await action(ad!.id, 'listing-type', payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(response.json())).toContain('listingType');
    }
    const unknown = await action(ad!.id, 'listing-type', { listingType: 'diamante' });
    expect(unknown.statusCode).toBe(422);
    expect(fake.state.items.get(ad!.channel.itemId)!.listing_type_id).toBe('gold_special');
  });

  it("never touches another seller's ad (404)", async () => {
    const [ad] = await publishedAds([tee(`CIC-${n + 1}-A`, 'Azul')]);
    for (const [path, payload] of [
      ['close', undefined],
      ['listing-type', { listingType: 'gold_pro' }],
    ] as const) {
      const response = await action(ad!.id, path, payload, bff[1]);
      expect(response.statusCode).toBe(404);
      expect((await action('ad_doesnotexist', path, payload)).statusCode).toBe(404);
    }
    const item = fake.state.items.get(ad!.channel.itemId)!;
    expect(item).toMatchObject({ status: 'active', listing_type_id: 'gold_special' });
    // The same action by the ad's own seller goes through.
    expect((await action(ad!.id, 'listing-type', { listingType: 'gold_pro' })).statusCode).toBe(200);
  });
});
