import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { EAN_A, productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';

/**
 * Ads on MERCADO_LIVRE against the local fake: items created with their category (given or
 * discovered), attributes, sale terms and description; price, stock and status pushes; refusals
 * with the channel's cause and no retry storm; 429/5xx backoff; token renewal on a 401; ads the
 * channel cannot list yet waiting with their reason.
 */
describe('Mercado Livre publication (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let bff: Record<string, string>;
  let product: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    const seller = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, seller, ['bffweb:marketplaces', 'bffweb:ads']));
    product = bearer(await tokenFor(t, seller, ['product:edit']));
    await connectMercadoLivre(t, fake, bff, { id: 3_671_163_614, nickname: 'LOJA_PUB' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A new product (its own EAN-free sku), and an ad of it on MERCADO_LIVRE. */
  async function adOf(body: Record<string, unknown>, ad: Record<string, unknown>) {
    n += 1;
    const externalId = `ML-${n}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody(externalId, body),
    });
    expect(created.statusCode).toBe(202);
    const response = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bff,
      payload: { originSkuId: created.json().variations[0].skuId, platform: 'MERCADO_LIVRE', ...ad },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  const adRead = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: bff })).json();
  const settled = (id: string) =>
    eventually(async () => {
      const ad = await adRead(id);
      return ad.channel.inSync ? ad : undefined;
    });
  const edit = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/bffweb/ads/${id}`, headers: bff, payload });

  it('publishes an item with the category found by domain discovery, its attributes, terms and description', async () => {
    const id = await adOf({}, { price: 89.9, stock: 7 });
    const ad = await settled(id);
    expect(ad.channel).toMatchObject({ status: 'PUBLISHED', categoryId: 'MLB270195' });
    const item = fake.state.items.get(ad.channel.itemId)!;
    expect(ad.channel.permalink).toBe(item.permalink);
    expect(item).toMatchObject({
      seller_id: 3_671_163_614,
      // A user-products seller (the fake's default) names the family; the channel writes the title.
      family_name: 'Garrafa térmica 1L',
      category_id: 'MLB270195',
      price: 89.9,
      currency_id: 'BRL',
      available_quantity: 7,
      listing_type_id: 'gold_special',
      condition: 'new',
      status: 'active',
      sale_terms: [
        { id: 'WARRANTY_TYPE', value_name: 'Garantia do vendedor' },
        { id: 'WARRANTY_TIME', value_name: '12 meses' },
      ],
    });
    expect(item.pictures.map((p) => p.source)).toEqual(['https://img.example/1.jpg']);
    const attributes = Object.fromEntries(item.attributes.map((a) => [a.id, a.value_name]));
    expect(attributes).toMatchObject({
      BRAND: 'Acme',
      GTIN: EAN_A,
      SELLER_SKU: `ML-${n}-AZUL`,
      SELLER_PACKAGE_HEIGHT: '30 cm',
      SELLER_PACKAGE_LENGTH: '10 cm',
      SELLER_PACKAGE_WEIGHT: '800 g',
    });
    expect(fake.state.descriptions.get(item.id)).toEqual({ plain_text: 'Inox, parede dupla' });
  });

  it('uses the category and listing type the seller chose, with required attributes from the product', async () => {
    const id = await adOf(
      {
        title: 'Camiseta básica',
        variations: [
          {
            sku: `TEE-${n}`,
            attributes: [
              { name: 'Cor', value: 'Azul' },
              { name: 'Tamanho', value: 'M' },
              { name: 'Gênero', value: 'Masculino' },
            ],
          },
        ],
      },
      { price: 39.9, stock: 3, channelCategoryId: 'MLB31447', listingType: 'gold_pro' },
    );
    const ad = await settled(id);
    expect(ad.channel.status).toBe('PUBLISHED');
    const item = fake.state.items.get(ad.channel.itemId)!;
    expect(item).toMatchObject({ category_id: 'MLB31447', listing_type_id: 'gold_pro' });
    const attributes = Object.fromEntries(item.attributes.map((a) => [a.id, a.value_name]));
    expect(attributes).toMatchObject({ COLOR: 'Azul', SIZE: 'M', GENDER: 'Masculino' });
  });

  it('pushes price, stock and status changes to the item; an inactive ad pauses it', async () => {
    const id = await adOf({}, { price: 50, stock: 2 });
    const itemId = (await settled(id)).channel.itemId as string;
    await edit(id, { price: 45.5, stock: 9 });
    await settled(id);
    expect(fake.state.items.get(itemId)).toMatchObject({
      price: 45.5,
      available_quantity: 9,
      status: 'active',
    });
    await edit(id, { status: 'PAUSED' });
    await settled(id);
    expect(fake.state.items.get(itemId)!.status).toBe('paused');
    await edit(id, { status: 'ACTIVE' });
    await settled(id);
    expect(fake.state.items.get(itemId)!.status).toBe('active');
    // Inactive pauses: a closed item could never be listed again.
    await edit(id, { status: 'INACTIVE' });
    await settled(id);
    expect(fake.state.items.get(itemId)!.status).toBe('paused');
    await edit(id, { status: 'ACTIVE', price: 60 });
    await settled(id);
    expect(fake.state.items.get(itemId)).toMatchObject({ status: 'active', price: 60 });
  });

  it('keeps an ad without price or stock waiting with its reason, and lists it once it has both', async () => {
    const id = await adOf({}, { stock: 4 });
    const waiting = await settled(id);
    expect(waiting.channel.status).toBe('PENDING');
    expect(waiting.channel.itemId).toBeUndefined();
    expect(waiting.channel.lastError).toContain('waiting for a price');
    await edit(id, { price: 19.9, stock: 0 });
    expect((await settled(id)).channel.lastError).toContain('waiting for stock');
    await edit(id, { stock: 1 });
    const listed = await settled(id);
    expect(listed.channel.status).toBe('PUBLISHED');
    expect(fake.state.items.get(listed.channel.itemId)!.available_quantity).toBe(1);
  });

  it("ends a refusal in ERROR with the channel's cause, without retrying it", async () => {
    const missing = await adOf(
      {
        title: 'Camiseta lisa',
        variations: [{ sku: `TEE-X-${n}`, attributes: [{ name: 'Cor', value: 'Azul' }] }],
      },
      { price: 30, stock: 1, channelCategoryId: 'MLB31447' },
    );
    const refusedBefore = (await settled(missing)).channel;
    expect(refusedBefore.status).toBe('ERROR');
    expect(refusedBefore.lastError).toMatch(/requires .*SIZE.*GENDER/);

    const unknown = await adOf({}, { price: 30, stock: 1, channelCategoryId: 'MLB999' });
    const ad = await settled(unknown);
    expect(ad.channel.status).toBe('ERROR');
    expect(ad.channel.lastError).toBe('Mercado Livre: Category MLB999 not found');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls.filter((c) => c.path === '/categories/MLB999/attributes').length).toBe(1);
  });

  it('backs off on 429 and 5xx and gets through', async () => {
    const id = await adOf({}, { price: 70, stock: 1 });
    const itemId = (await settled(id)).channel.itemId as string;
    const before = fake.calls.length;
    fake.failNext(`/items/${itemId}`, 429, 2);
    fake.failNext(`/items/${itemId}`, 503, 1);
    await edit(id, { price: 71 });
    const ad = await settled(id);
    expect(ad.channel.status).toBe('PUBLISHED');
    expect(fake.state.items.get(itemId)!.price).toBe(71);
    const statuses = fake.calls
      .slice(before)
      .filter((c) => c.path === `/items/${itemId}`)
      .map((c) => c.status);
    expect(statuses).toEqual([429, 429, 503, 200]);
  });

  it('renews the access token after a 401 and carries on', async () => {
    const id = await adOf({}, { price: 10, stock: 1 });
    const itemId = (await settled(id)).channel.itemId as string;
    fake.state.accessTokens.clear();
    await edit(id, { price: 11 });
    expect((await settled(id)).channel.status).toBe('PUBLISHED');
    expect(fake.state.items.get(itemId)!.price).toBe(11);
  });
});
