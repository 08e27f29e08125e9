import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';

/**
 * A classic seller's product with variations is one Mercado Livre item with `variations` (ADS-79):
 * each ad is a variation of it, with its combination of the category's variation attributes, its
 * SKU, pictures and stock; pushes go to the variation, and the item keeps one price, the highest
 * its ads want (ADS-80).
 */
describe('Mercado Livre classic variations (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  const classic = { id: 2_950_000_777, nickname: 'LOJA_VARIACOES', tags: ['normal'] };
  let bff: Record<string, string>;
  let product: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    const seller = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, seller, ['bffweb:marketplaces', 'bffweb:ads']));
    product = bearer(await tokenFor(t, seller, ['product:edit']));
    await connectMercadoLivre(t, fake, bff, classic);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const tee = (sku: string, color: string, image: string) => ({
    sku,
    attributes: [
      { name: 'Cor', value: color },
      { name: 'Tamanho', value: 'M' },
      { name: 'Gênero', value: 'Masculino' },
    ],
    images: [{ url: `https://img.example/${image}.jpg`, main: true }],
  });

  async function skusOf(externalId: string, variations: Record<string, unknown>[]) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody(externalId, { title: 'Camiseta Acme básica', variations }),
    });
    expect(created.statusCode).toBe(202);
    return (created.json().variations as { skuId: string }[]).map((v) => v.skuId);
  }
  async function adOf(skuId: string, ad: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bff,
      payload: { originSkuId: skuId, platform: 'MERCADO_LIVRE', channelCategoryId: 'MLB31447', ...ad },
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
  const skuOf = (v: { attributes: { id: string; value_name: string }[] }) =>
    v.attributes.find((a) => a.id === 'SELLER_SKU')?.value_name;

  it("publishes a product's variations as one item with variations, and adds a later one to it", async () => {
    const skus = await skusOf('TEE-V1', [
      tee('TEE-V1-AZUL', 'Azul', 'azul'),
      tee('TEE-V1-VERDE', 'Verde', 'verde'),
      tee('TEE-V1-PRETA', 'Preta', 'preta'),
    ]);
    const first = [
      await adOf(skus[0]!, { price: 59.9, stock: 4 }),
      await adOf(skus[1]!, { price: 59.9, stock: 2 }),
    ];
    const ads = [];
    for (const id of first) ads.push(await settled(id));
    expect(ads.map((ad) => ad.channel.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
    const itemId = ads[0].channel.itemId as string;
    expect(ads[1].channel.itemId).toBe(itemId);
    // No unrelated item with the same title.
    const titled = [...fake.state.items.values()].filter((item) => item.title === 'Camiseta Acme básica');
    expect(titled.map((item) => item.id)).toEqual([itemId]);
    const item = fake.state.items.get(itemId)!;
    // The two ads are pushed together, in no order of their own: read the variations by SKU.
    const variations = [...item.variations].sort((a, b) => (skuOf(a) ?? '').localeCompare(skuOf(b) ?? ''));
    expect(variations.map(skuOf)).toEqual(['TEE-V1-AZUL', 'TEE-V1-VERDE']);
    expect(variations.map((v) => v.available_quantity)).toEqual([4, 2]);
    expect(variations[0]!.attribute_combinations).toEqual([
      { id: 'COLOR', value_name: 'Azul' },
      { id: 'SIZE', value_name: 'M' },
    ]);
    // Each variation shows its own picture, one of the item's.
    const pictureOf = (v: (typeof item.variations)[number]) =>
      item.pictures.find((p) => p.id === v.picture_ids[0])?.source;
    expect(variations.map(pictureOf)).toEqual([
      'https://img.example/azul.jpg',
      'https://img.example/verde.jpg',
    ]);
    expect(item.attributes.map((a) => a.id)).not.toContain('SELLER_SKU');

    // A third variation's ad becomes a variation of the same item; the others stay.
    const third = await settled(await adOf(skus[2]!, { price: 59.9, stock: 6 }));
    expect(third.channel.itemId).toBe(itemId);
    const grown = fake.state.items.get(itemId)!;
    expect(grown.variations.map(skuOf).sort()).toEqual(['TEE-V1-AZUL', 'TEE-V1-PRETA', 'TEE-V1-VERDE']);
    expect(skuOf(grown.variations.at(-1)!)).toBe('TEE-V1-PRETA');
    expect(grown.available_quantity).toBe(12);
    expect(grown.pictures.map((p) => p.source)).toContain('https://img.example/preta.jpg');
  });

  it("pushes stock, price and pauses to the ad's variation; the item takes the highest price", async () => {
    const skus = await skusOf('TEE-V2', [
      tee('TEE-V2-AZUL', 'Azul', 'a2'),
      tee('TEE-V2-VERDE', 'Verde', 'v2'),
    ]);
    const [blue, green] = [
      await adOf(skus[0]!, { price: 50, stock: 3 }),
      await adOf(skus[1]!, { price: 50, stock: 3 }),
    ];
    const itemId = (await settled(blue)).channel.itemId as string;
    await settled(green);
    const variation = (sku: string) =>
      fake.state.items.get(itemId)!.variations.find((v) => skuOf(v) === sku)!;

    expect((await edit(green, { stock: 7 })).statusCode).toBe(200);
    await settled(green);
    expect(variation('TEE-V2-VERDE').available_quantity).toBe(7);
    expect(variation('TEE-V2-AZUL').available_quantity).toBe(3);
    const view = await adRead(green);
    expect(view.channel.held).toMatchObject({ itemId, stock: 7 });

    // Prices apart: the item keeps one price, the highest the variations' ads want.
    await edit(blue, { price: 64.9 });
    await settled(blue);
    expect(fake.state.items.get(itemId)!.price).toBe(64.9);
    expect(variation('TEE-V2-VERDE').price).toBe(64.9);
    await edit(blue, { price: 45 });
    await settled(blue);
    expect(fake.state.items.get(itemId)!.price).toBe(50);

    // A paused ad takes its variation off sale; the item and the other variation stay.
    await edit(green, { status: 'PAUSED' });
    await settled(green);
    expect(variation('TEE-V2-VERDE').available_quantity).toBe(0);
    expect(variation('TEE-V2-AZUL').available_quantity).toBe(3);
    expect(fake.state.items.get(itemId)!.status).toBe('active');
  });
});
