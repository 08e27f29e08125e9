import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { expectTenancy } from '../../../../test/helpers/tenancy.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';

interface AdRead {
  id: string;
  channel: { status: string; itemId?: string; categoryId?: string; lastError?: string; listingType?: string };
  attributes: { name: string; value: string }[];
}

/**
 * The seller fixes what Mercado Livre refused (docs/decisions.md ADS-111, ADS-112): the category
 * picker's search and the title's suggestion (`domain_discovery`), the category's required
 * attributes (`/categories/{id}/attributes`), the listing types, and the ad saved with them, sent
 * again, and listed by the fake.
 */
describe('Mercado Livre categories and the fix of a refused ad (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let tokenB: string;
  let bff: Record<string, string>;
  let product: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces', 'bffweb:ads']));
    tokenB = await tokenFor(t, sellerB, ['bffweb:marketplaces', 'bffweb:ads']);
    product = bearer(await tokenFor(t, sellerA, ['product:edit']));
    accountId = (await connectMercadoLivre(t, fake, bff, { id: 3_671_163_620, nickname: 'LOJA_CAT' })).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bff });
  const categories = (query: string) =>
    get(`/bffweb/marketplaces/MERCADO_LIVRE/categories?accountId=${accountId}&${query}`);
  const adRead = async (id: string) => (await get(`/bffweb/ads/${id}`)).json<AdRead>();
  const settled = (id: string, done: (ad: AdRead) => boolean) =>
    eventually(async () => {
      const ad = await adRead(id);
      return done(ad) ? ad : undefined;
    });
  const edit = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/bffweb/ads/${id}`, headers: bff, payload });

  it('searches categories by words and suggests one for a title', async () => {
    const found = await categories('q=camiseta%20estampada');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([{ id: 'MLB31447', name: 'Camisetas', path: 'Camisetas' }]);
    const suggested = await categories(`title=${encodeURIComponent('Garrafa térmica inox 1L')}`);
    expect(suggested.json()[0]).toMatchObject({ id: 'MLB270195', name: 'Garrafas Térmicas' });
    expect((await categories('q=nada%20parecido')).json()).toEqual([]);
  });

  it("lists a category's attributes with the required ones, their values, and those Feira fills itself", async () => {
    const answer = await get(
      `/bffweb/marketplaces/MERCADO_LIVRE/categories/MLB31447/attributes?accountId=${accountId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const byId = new Map(answer.json().map((a: { id: string }) => [a.id, a]));
    expect(byId.get('SIZE')).toEqual({
      id: 'SIZE',
      name: 'Tamanho',
      required: true,
      automatic: false,
      values: [],
    });
    expect(byId.get('ITEM_CONDITION')).toMatchObject({ required: true, automatic: true });
    expect((byId.get('ITEM_CONDITION') as { values: unknown[] }).values).toContainEqual({
      id: '2230284',
      name: 'Novo',
    });
    expect(byId.get('MODEL')).toMatchObject({ required: false, automatic: false });
    expect(byId.get('SELLER_SKU')).toMatchObject({ required: false, automatic: true });

    const unknown = await get(
      `/bffweb/marketplaces/MERCADO_LIVRE/categories/MLB999999/attributes?accountId=${accountId}`,
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().detail).toMatch(/^Mercado Livre: Category MLB999999 not found/);
  });

  it('describes the listing types of Mercado Livre on the platforms list', async () => {
    const platforms = (await get('/bffweb/marketplaces/platforms')).json();
    const ml = platforms.find((p: { platform: string }) => p.platform === 'MERCADO_LIVRE');
    expect(ml).toMatchObject({
      choosesCategories: true,
      listingTypes: [
        { id: 'free', name: 'Grátis' },
        { id: 'gold_special', name: 'Clássico' },
        { id: 'gold_pro', name: 'Premium' },
      ],
    });
  });

  it('refuses bad input with a problem, and keeps seller A’s account from seller B', async () => {
    for (const url of [
      `/bffweb/marketplaces/MERCADO_LIVRE/categories?accountId=${accountId}`,
      `/bffweb/marketplaces/MERCADO_LIVRE/categories?accountId=${accountId}&q=camiseta&title=Camiseta`,
      `/bffweb/marketplaces/MERCADO_LIVRE/categories?q=camiseta`,
      `/bffweb/marketplaces/MERCADO_LIVRE/categories?accountId=${accountId}&q=`,
      `/bffweb/marketplaces/mercado_livre/categories?accountId=${accountId}&q=camiseta`,
      `/bffweb/marketplaces/MERCADO_LIVRE/categories/mlb1..%2F/attributes?accountId=${accountId}`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const unknownPlatform = await get(
      `/bffweb/marketplaces/NOWHERE/categories?accountId=${accountId}&q=camiseta`,
    );
    expect(unknownPlatform.statusCode).toBe(404);
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        {
          method: 'GET',
          url: `/bffweb/marketplaces/MERCADO_LIVRE/categories?accountId=${accountId}&q=camiseta`,
        },
        {
          method: 'GET',
          url: `/bffweb/marketplaces/MERCADO_LIVRE/categories/MLB31447/attributes?accountId=${accountId}`,
        },
      ],
    });
  });

  it('lists an ad refused for no category once the seller picks one, fills its required attributes and saves it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody('CAT-1', { title: 'Peça de algodão estampada' }),
    });
    expect(created.statusCode).toBe(202);
    const ad = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bff,
      payload: {
        originSkuId: created.json().variations[0].skuId,
        platform: 'MERCADO_LIVRE',
        price: 59.9,
        stock: 4,
      },
    });
    const id = ad.json().id as string;
    const refused = await settled(id, (read) => read.channel.status === 'ERROR');
    expect(refused.channel.lastError).toMatch(/found no category for this title/);

    // Bad choices are refused and change nothing.
    for (const payload of [
      { listingType: 'diamond' },
      { channelCategoryId: 'mlb31447' },
      { listingType: 'GOLD' },
    ]) {
      const bad = await edit(id, payload);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await adRead(id)).channel).toMatchObject({
      status: 'ERROR',
      lastError: refused.channel.lastError,
    });

    // The category alone: Mercado Livre now names what it requires.
    const picked = await edit(id, { channelCategoryId: 'MLB31447', listingType: 'gold_pro' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().channel).toMatchObject({
      status: 'PENDING',
      categoryId: 'MLB31447',
      listingType: 'gold_pro',
    });
    const lacking = await settled(id, (read) => read.channel.status === 'ERROR');
    expect(lacking.channel.lastError).toMatch(
      /category MLB31447 requires Tamanho \(SIZE\), Gênero \(GENDER\)/,
    );

    const fixed = await edit(id, {
      attributes: [
        ...lacking.attributes,
        { name: 'SIZE', value: 'M' },
        { name: 'GENDER', value: 'Masculino' },
      ],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const listed = await settled(id, (read) => read.channel.status === 'PUBLISHED');
    const item = fake.state.items.get(listed.channel.itemId!)!;
    expect(item).toMatchObject({ category_id: 'MLB31447', listing_type_id: 'gold_pro', status: 'active' });
    expect(item.attributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'SIZE', value_name: 'M' }),
        expect.objectContaining({ id: 'GENDER', value_name: 'Masculino' }),
      ]),
    );

    // Listed, its category is the channel's: another is a conflict.
    const moved = await edit(id, { channelCategoryId: 'MLB270195' });
    expect(moved.statusCode, moved.body).toBe(409);
    expect((await adRead(id)).channel.categoryId).toBe('MLB31447');
  });
});
