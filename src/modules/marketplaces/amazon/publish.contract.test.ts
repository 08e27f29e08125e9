import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { EAN_A, productBody } from '../../../../test/helpers/catalog.ts';
import { BR, startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import { amazonConfig, connectAmazon } from '../../../../test/helpers/amazon.ts';
import { poll } from './amazon.poll.ts';

/**
 * Ads on AMAZON against the local fake: listings put with the product type the seller chose or the
 * product type search found, with the attributes that type requires (an ad missing some waits,
 * naming them); price and quantity patched, quantity 0 while paused, DELETE on close; INVALID and a
 * later ERROR issue shown with Amazon's code and message, never resubmitted until the ad changes;
 * 429s backed off.
 */
describe('Amazon publication (contract against the fake)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let seller: string;
  let accountId: string;
  let bff: Record<string, string>;
  let product: Record<string, string>;
  const partner = 'A3PUBL1SH3R0BR';
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeAmazon();
    t = await createTestApp({ config: amazonConfig(fake) });
    seller = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, seller, ['bffweb:marketplaces', 'bffweb:ads']));
    product = bearer(await tokenFor(t, seller, ['product:edit']));
    accountId = (await connectAmazon(t, fake, bff, partner)).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A new product and its ad on AMAZON; answers the ad id and its seller SKU. */
  async function adOf(body: Record<string, unknown>, ad: Record<string, unknown>) {
    n += 1;
    const externalId = `AMZ-${n}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody(externalId, body),
    });
    expect(created.statusCode, created.body).toBe(202);
    const variation = created.json().variations[0];
    const response = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bff,
      payload: { originSkuId: variation.skuId, platform: 'AMAZON', ...ad },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, sku: `${externalId}-AZUL` };
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
  const listing = (sku: string) => fake.state.listings.get(`${partner}/${sku}`);
  const callsOf = (method: string, sku: string) =>
    fake.calls.filter(
      (c) => c.method === method && c.path.startsWith(`/listings/2021-08-01/items/${partner}/${sku}?`),
    );

  it('puts a listing with the product type the search found for the title, every value on Amazon.com.br', async () => {
    const { id, sku } = await adOf({}, { price: 89.9, stock: 7 });
    const ad = await settled(id);
    expect(ad.channel).toMatchObject({ status: 'PUBLISHED', itemId: sku, categoryId: 'BOTTLE' });
    expect(fake.calls.some((c) => c.operation === 'searchDefinitionsProductTypes')).toBe(true);
    const put = listing(sku)!;
    expect(put.productType).toBe('BOTTLE');
    expect(put.attributes).toMatchObject({
      item_name: [{ value: 'Garrafa térmica 1L Azul', language_tag: 'pt_BR', marketplace_id: BR }],
      brand: [{ value: 'Acme', marketplace_id: BR }],
      externally_assigned_product_identifier: [{ type: 'ean', value: EAN_A, marketplace_id: BR }],
      condition_type: [{ value: 'new_new', marketplace_id: BR }],
      purchasable_offer: [
        { currency: 'BRL', our_price: [{ schedule: [{ value_with_tax: 89.9 }] }], marketplace_id: BR },
      ],
      fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 7 }],
    });
  });

  it('puts a listing of the product type the seller chose, its required attributes from the product’s', async () => {
    const { id, sku } = await adOf(
      { title: 'Camiseta básica algodão', attributes: [{ name: 'Tamanho', value: 'M' }] },
      { price: 49.9, stock: 3, channelCategoryId: 'SHIRT' },
    );
    const ad = await settled(id);
    expect(ad.channel).toMatchObject({ status: 'PUBLISHED', itemId: sku, categoryId: 'SHIRT' });
    expect(listing(sku)!.attributes).toMatchObject({
      color: [{ value: 'Azul', marketplace_id: BR }],
      size: [{ value: 'M', marketplace_id: BR }],
    });
  });

  it('sends nothing for an ad missing an attribute its product type requires, and says which', async () => {
    const { id, sku } = await adOf(
      { title: 'Camisa social' },
      { price: 120, stock: 2, channelCategoryId: 'SHIRT' },
    );
    const ad = await eventually(async () => {
      const read = await adRead(id);
      return read.channel.lastError ? read : undefined;
    });
    expect(ad.channel.lastError).toContain('size');
    expect(ad.channel.status).not.toBe('PUBLISHED');
    expect(callsOf('PUT', sku)).toEqual([]);
  });

  it('patches price and quantity of a listed ad, pauses it with quantity 0, and deletes it on close', async () => {
    const { id, sku } = await adOf({}, { price: 60, stock: 5 });
    await settled(id);
    expect((await edit(id, { price: 64.5, stock: 9 })).statusCode).toBe(200);
    await eventually(async () =>
      listing(sku)!.attributes.fulfillment_availability![0]!.quantity === 9 ? true : undefined,
    );
    expect(listing(sku)!.attributes.purchasable_offer![0]).toMatchObject({
      our_price: [{ schedule: [{ value_with_tax: 64.5 }] }],
    });
    expect(callsOf('PUT', sku)).toHaveLength(1);
    expect(callsOf('PATCH', sku).length).toBeGreaterThanOrEqual(1);

    expect((await edit(id, { status: 'PAUSED' })).statusCode).toBe(200);
    await eventually(async () =>
      listing(sku)!.attributes.fulfillment_availability![0]!.quantity === 0 ? true : undefined,
    );
    expect(listing(sku)).toBeDefined();

    const closed = await t.app.inject({ method: 'POST', url: `/bffweb/ads/${id}/close`, headers: bff });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('INACTIVE');
    expect(listing(sku)).toBeUndefined();
    expect(callsOf('DELETE', sku).map((c) => c.status)).toEqual([200]);
  });

  it('ends an INVALID listing in ERROR with Amazon’s code and message, and does not send it again until the ad changes', async () => {
    fake.state.restrictedBrands.add('Gated');
    const { id, sku } = await adOf({ brand: 'Gated' }, { price: 30, stock: 4 });
    const ad = await eventually(async () => {
      const read = await adRead(id);
      return read.channel.status === 'ERROR' ? read : undefined;
    });
    expect(ad.channel.lastError).toContain('5461');
    expect(ad.channel.lastError).toContain('Você não tem aprovação para anunciar produtos da marca Gated');
    // Another ad's push runs a publication pass: the refused one is not part of it.
    const other = await adOf({}, { price: 10, stock: 1 });
    await settled(other.id);
    expect(callsOf('PUT', sku)).toHaveLength(1);
    // The seller changes the ad: it is sent once more (and refused again, the brand is still gated).
    expect((await edit(id, { price: 31 })).statusCode).toBe(200);
    await eventually(async () => (callsOf('PUT', sku).length === 2 ? true : undefined));
    await settled(id);
    expect(callsOf('PUT', sku)).toHaveLength(2);
  });

  it('shows an ERROR issue Amazon raises after accepting the listing, with its ASIN', async () => {
    const { id, sku } = await adOf({}, { price: 75, stock: 2 });
    await settled(id);
    fake.raiseIssue(partner, sku, {
      code: '18027',
      message: 'O preço informado está muito abaixo do preço de referência.',
      severity: 'ERROR',
      attributeNames: ['purchasable_offer'],
    });
    await poll(t.rt, { sellerId: seller, accountId });
    // The ad itself ends in ERROR with Amazon's code and message.
    const ad = await eventually(async () => {
      const read = await adRead(id);
      return read.channel.status === 'ERROR' ? read : undefined;
    });
    expect(ad.channel.lastError).toBe(
      'Amazon: 18027: O preço informado está muito abaixo do preço de referência.',
    );
    expect(ad.channel.held).toMatchObject({
      itemId: sku,
      status: 'ERROR',
      subStatus: ['18027: O preço informado está muito abaixo do preço de referência.'],
      price: '75.00',
      stock: 2,
    });
    expect(ad.channel.asin).toBe(listing(sku)!.asin);
    expect(ad.channel.asin).toMatch(/^B0[0-9A-Z]{8}$/);
    // Not pushed again while the ad is unchanged.
    const sent = callsOf('PUT', sku).length + callsOf('PATCH', sku).length;
    const other = await adOf({}, { price: 11, stock: 1 });
    await settled(other.id);
    expect(callsOf('PUT', sku).length + callsOf('PATCH', sku).length).toBe(sent);
  });

  it('backs off 429 QuotaExceeded and 503 and gets the patch through', async () => {
    const { id, sku } = await adOf({}, { price: 20, stock: 1 });
    await settled(id);
    fake.failNext(`/listings/2021-08-01/items/${partner}/${sku}`, 429, 2);
    fake.failNext(`/listings/2021-08-01/items/${partner}/${sku}`, 503, 1);
    expect((await edit(id, { price: 22 })).statusCode).toBe(200);
    await eventually(async () =>
      listing(sku)!.attributes.purchasable_offer![0]!.our_price ? true : undefined,
    );
    await eventually(async () => (callsOf('PATCH', sku).some((c) => c.status === 200) ? true : undefined));
    expect(callsOf('PATCH', sku).map((c) => c.status)).toEqual([429, 429, 503, 200]);
    const ad = await settled(id);
    expect(ad.channel.status).toBe('PUBLISHED');
  });

  it('keeps sellers apart: B cannot read or change A’s Amazon ad', async () => {
    const { id } = await adOf({}, { price: 15, stock: 1 });
    const sellerB = (await createSeller(t)).id;
    const bffB = bearer(await tokenFor(t, sellerB, ['bffweb:ads']));
    expect((await t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: bffB })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: `/bffweb/ads/${id}`, headers: bffB, payload: { price: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/bffweb/ads/${id}/close`, headers: bffB })).statusCode,
    ).toBe(404);
  });
});
