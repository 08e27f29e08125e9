import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { EAN_A, EAN_B, EAN_C, eanList, productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { seedExistingItem } from '../../../../fakes/mercadolivre/search.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';

/**
 * A seller who already sells on Mercado Livre connects: Feira reads the account's items
 * (`/users/{id}/items/search` in scan mode past its first page, then multiget by 20), links those
 * whose SELLER_SKU (or, for older items, seller_custom_field) or GTIN names one SKU as PUBLISHED ads
 * without sending anything to the items, and lists the others for the seller to link or ignore.
 */
describe('Mercado Livre existing items (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let bffA: Record<string, string>;
  let bffB: Record<string, string>;
  const skus: Record<string, string> = {};
  const items: Record<string, string> = {};
  // A real-sized user id, past 2^31.
  const user = { id: 3_671_163_614, nickname: 'LOJA_ANTIGA' };
  const base = '/bffweb/marketplaces/MERCADO_LIVRE/existing-items';

  async function product(headers: Record<string, string>, externalId: string, ean: string) {
    const body = productBody(externalId);
    const [variation] = body.variations;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers,
      payload: { ...body, variations: [{ ...variation, ean, eans: eanList(ean) }] },
    });
    expect(created.statusCode, created.body).toBe(202);
    return created.json().variations[0].skuId as string;
  }

  const list = async (state: string, headers = bffA) => {
    const response = await t.app.inject({ method: 'GET', url: `${base}?state=${state}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json().items as Record<string, unknown>[];
  };
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.rt.database.db, query);

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    sellerA = (await createSeller(t)).id;
    const sellerB = (await createSeller(t)).id;
    bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces', 'bffweb:ads']));
    bffB = bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces', 'bffweb:ads']));
    const productA = bearer(await tokenFor(t, sellerA, ['product:edit']));
    skus.cam = await product(productA, 'CAM', EAN_A);
    skus.gar = await product(productA, 'GAR', EAN_C);
    skus.old = await product(productA, 'OLD', '7891234567864');
    skus.tee = await product(productA, 'TEE', '7891234567857');
    skus.hand = await product(productA, 'HAND', EAN_B);

    items.bySku = seedExistingItem(fake.state, user.id, {
      title: 'Camiseta azul',
      price: 59.9,
      sellerSku: 'CAM-AZUL',
    });
    items.byGtin = seedExistingItem(fake.state, user.id, {
      title: 'Garrafa sem SKU',
      price: 89.9,
      gtin: EAN_C,
    });
    items.byCustomField = seedExistingItem(fake.state, user.id, {
      title: 'Produto de 2019',
      price: 10,
      sellerCustomField: 'OLD-AZUL',
    });
    items.variations = seedExistingItem(fake.state, user.id, {
      title: 'Camiseta lisa',
      price: 39.9,
      variations: [
        { color: 'Preto', sellerSku: 'TEE-AZUL', available_quantity: 4 },
        { color: 'Branco', sellerSku: 'NAO-EXISTE' },
      ],
    });
    items.unmatched = seedExistingItem(fake.state, user.id, {
      title: 'Item sem SKU',
      price: 25,
      available_quantity: 2,
    });
    items.closed = seedExistingItem(fake.state, user.id, {
      title: 'Encerrado',
      price: 1,
      sellerSku: 'CAM-AZUL',
      status: 'closed',
    });
    // More than one page of the search (100 ids), so the scan is followed through its scroll_id.
    for (let i = 0; i < 110; i++) seedExistingItem(fake.state, user.id, { title: `Avulso ${i}`, price: 5 });
    // Another Mercado Livre user's item never shows up.
    seedExistingItem(fake.state, 99_000_000_001, {
      title: 'De outro vendedor',
      price: 5,
      sellerSku: 'HAND-AZUL',
    });

    await connectMercadoLivre(t, fake, bffA, user);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('links on connect the items whose seller SKU, custom field or GTIN names one SKU, as published ads', async () => {
    // The whole account read: 4 items linked, 112 waiting (the search's second page included).
    const linked = await eventually(async () => {
      const found = await list('LINKED');
      return found.length === 4 && (await list('UNMATCHED')).length === 112 ? found : undefined;
    }, 20_000);
    const byItem = Object.fromEntries(
      linked.map((l) => [`${l.channelItemId as string}/${String(l.variationId)}`, l]),
    );
    expect(byItem[`${items.bySku}/null`]).toMatchObject({ skuId: skus.cam, sellerSku: 'CAM-AZUL' });
    expect(byItem[`${items.byGtin}/null`]).toMatchObject({ skuId: skus.gar, gtin: EAN_C, sellerSku: null });
    expect(byItem[`${items.byCustomField}/null`]).toMatchObject({ skuId: skus.old, sellerSku: 'OLD-AZUL' });
    const variation = linked.find((l) => l.channelItemId === items.variations)!;
    expect(variation).toMatchObject({
      skuId: skus.tee,
      sellerSku: 'TEE-AZUL',
      stock: 4,
      title: 'Camiseta lisa (Preto)',
    });
    expect(variation.variationId).toMatch(/^\d{12}$/);

    const ad = (
      await t.app.inject({
        method: 'GET',
        url: `/bffweb/ads/${String(byItem[`${items.bySku}/null`]!.adId)}`,
        headers: bffA,
      })
    ).json();
    expect(ad).toMatchObject({
      originSkuId: skus.cam,
      platform: 'MERCADO_LIVRE',
      name: 'Camiseta azul',
      price: 59.9,
    });
    expect(ad.channel).toMatchObject({ status: 'PUBLISHED', itemId: items.bySku, inSync: true });

    // The searches were paged through the scan, and nothing was created or changed on Mercado Livre.
    const searches = fake.calls.filter((c) => c.path.startsWith(`/users/${user.id}/items/search`));
    expect(searches.every((c) => c.path.includes('search_type=scan') && c.status === 200)).toBe(true);
    expect(searches.filter((c) => c.path.includes('scroll_id=')).length).toBeGreaterThanOrEqual(1);
    const multigets = fake.calls.filter((c) => c.path.startsWith('/items?ids='));
    const idsOf = (path: string) => new URL(path, fake.url).searchParams.get('ids')!.split(',');
    expect(
      multigets.every((c) => idsOf(c.path).length <= 20 && c.path.includes('include_attributes=all')),
    ).toBe(true);
    expect(fake.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/items'))).toEqual([]);

    const events = await rows(
      sql`select payload from outbox_events where seller_id = ${sellerA} and name = 'ad.ChannelItemLinked' order by id`,
    );
    expect(events).toHaveLength(4);
    expect(events[0]!.payload).toEqual({
      adId: byItem[`${items.bySku}/null`]!.adId,
      skuId: skus.cam,
      platform: 'MERCADO_LIVRE',
      accountId: ad.accountId,
      channelItemId: items.bySku,
    });
    // The channel's side records the linked item, as it does for items Feira published.
    await eventually(async () => {
      const recorded = await rows(
        sql`select item_id, ad_id, status from mercadolivre_items where seller_id = ${sellerA} and item_id = ${items.bySku}`,
      );
      return recorded.length === 1 && recorded[0]!.ad_id === ad.id ? recorded : undefined;
    });
  });

  it('lists the items it could not link, with why, and never a closed item or another user’s', async () => {
    const unmatched = await list('UNMATCHED');
    expect(unmatched).toHaveLength(112);
    expect(unmatched.find((l) => l.channelItemId === items.unmatched)).toMatchObject({
      title: 'Item sem SKU',
      reason: 'NO_MATCH',
      price: 25,
      stock: 2,
    });
    expect(unmatched.find((l) => l.sellerSku === 'NAO-EXISTE')).toMatchObject({
      channelItemId: items.variations,
    });
    const all = [...unmatched, ...(await list('LINKED'))];
    expect(all.some((l) => l.channelItemId === items.closed || l.title === 'De outro vendedor')).toBe(false);
  });

  it('links an item by hand to the SKU the seller picks, and ignores another', async () => {
    const listing = (await list('UNMATCHED')).find((l) => l.channelItemId === items.unmatched)!;
    const linked = await t.app.inject({
      method: 'POST',
      url: `${base}/${String(listing.id)}/link`,
      headers: bffA,
      // Named by the seller's own SKU code, as the admin does.
      payload: { sku: 'HAND-AZUL' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ state: 'LINKED', skuId: skus.hand, reason: null });
    const ad = (
      await t.app.inject({ method: 'GET', url: `/bffweb/ads/${String(linked.json().adId)}`, headers: bffA })
    ).json();
    expect(ad.channel).toMatchObject({ status: 'PUBLISHED', itemId: items.unmatched });

    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/${String(listing.id)}/link`,
      headers: bffA,
      payload: { skuId: skus.hand },
    });
    expect(again.statusCode).toBe(409);

    const other = (await list('UNMATCHED')).find((l) => l.title === 'Avulso 0')!;
    const ignored = await t.app.inject({
      method: 'POST',
      url: `${base}/${String(other.id)}/ignore`,
      headers: bffA,
    });
    expect(ignored.statusCode).toBe(200);
    expect((await list('IGNORED')).map((l) => l.id)).toEqual([other.id]);
    expect(fake.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/items'))).toEqual([]);
  });

  it('reads the account again without undoing the seller’s choices or duplicating ads', async () => {
    const adsBefore = await rows(sql`select id from ads where seller_id = ${sellerA} and is_parent = false`);
    const searches = () =>
      fake.calls.filter((c) => c.path.startsWith(`/users/${user.id}/items/search`)).length;
    const searchesBefore = searches();
    const queued = await t.app.inject({ method: 'POST', url: `${base}/import`, headers: bffA });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ queued: true });
    // The read runs again to its end: the first page, the next one and the empty one after it.
    await eventually(() => Promise.resolve(searches() >= searchesBefore + 3 || undefined), 20_000);
    await eventually(async () => ((await list('UNMATCHED')).length === 110 ? true : undefined));
    expect(await list('LINKED')).toHaveLength(5);
    expect(await list('IGNORED')).toHaveLength(1);
    const adsAfter = await rows(sql`select id from ads where seller_id = ${sellerA} and is_parent = false`);
    expect(adsAfter).toHaveLength(adsBefore.length);
  });

  it('refuses bad links with a problem naming the field, writing nothing', async () => {
    const listing = (await list('UNMATCHED')).find((l) => l.sellerSku === 'NAO-EXISTE')!;
    const url = `${base}/${String(listing.id)}/link`;
    const before = await rows(sql`select count(*)::int as n from ads where seller_id = ${sellerA}`);
    const cases = [
      { payload: {}, status: 400, field: 'skuId' },
      { payload: { skuId: '' }, status: 400, field: 'skuId' },
      { payload: { skuId: 'sku_does_not_exist' }, status: 400, field: 'skuId' },
      { payload: { sku: 'NO-SUCH-SKU' }, status: 400, field: 'sku' },
      { payload: { sku: 'HAND-AZUL', extra: 1 }, status: 400, field: 'extra' },
      // The SKU already has its ad on Mercado Livre.
      { payload: { skuId: skus.cam }, status: 409, field: 'skuId' },
    ];
    for (const { payload, status, field } of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: bffA, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).toContain(field);
    }
    const badId = await t.app.inject({
      method: 'POST',
      url: `${base}/x%27or/link`,
      headers: bffA,
      payload: { skuId: skus.hand },
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: `${base}/lst_nothing/ignore`, headers: bffA });
    expect(unknown.statusCode).toBe(404);
    const badState = await t.app.inject({ method: 'GET', url: `${base}?state=ALL`, headers: bffA });
    expect(badState.statusCode).toBe(400);
    const notConnected = await t.app.inject({ method: 'POST', url: `${base}/import`, headers: bffB });
    expect(notConnected.statusCode).toBe(422);
    expect(await rows(sql`select count(*)::int as n from ads where seller_id = ${sellerA}`)).toEqual(before);
    expect((await list('UNMATCHED')).find((l) => l.id === listing.id)).toMatchObject({ state: 'UNMATCHED' });
  });

  it("never shows or touches another seller's items (404)", async () => {
    expect(await list('UNMATCHED', bffB)).toEqual([]);
    expect(await list('LINKED', bffB)).toEqual([]);
    const listing = (await list('UNMATCHED')).find((l) => l.sellerSku === 'NAO-EXISTE')!;
    const link = await t.app.inject({
      method: 'POST',
      url: `${base}/${String(listing.id)}/link`,
      headers: bffB,
      payload: { skuId: skus.hand },
    });
    expect(link.statusCode).toBe(404);
    const ignore = await t.app.inject({
      method: 'POST',
      url: `${base}/${String(listing.id)}/ignore`,
      headers: bffB,
    });
    expect(ignore.statusCode).toBe(404);
    expect((await list('UNMATCHED')).find((l) => l.id === listing.id)).toMatchObject({ state: 'UNMATCHED' });
  });

  it("pushes a linked variation's stock and price to its variation, not to the whole item", async () => {
    const linked = (await list('LINKED')).find((l) => l.channelItemId === items.variations)!;
    const adId = String(linked.adId);
    const item = () => fake.state.items.get(items.variations!)!;
    const other = item().variations.find((v) => String(v.id) !== linked.variationId)!.available_quantity;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/bffweb/ads/${adId}`,
      headers: bffA,
      payload: { stock: 9, price: 42.5 },
    });
    expect(edited.statusCode).toBe(200);
    await eventually(async () => {
      const ad = (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${adId}`, headers: bffA })).json();
      return ad.channel.inSync ? ad : undefined;
    });
    const mine = item().variations.find((v) => String(v.id) === linked.variationId)!;
    expect(mine.available_quantity).toBe(9);
    expect(item().variations.find((v) => v !== mine)!.available_quantity).toBe(other);
    expect(item().price).toBe(42.5);
    expect(
      fake.calls.some(
        (c) =>
          c.method === 'PUT' &&
          c.path === `/items/${items.variations}/variations/${String(linked.variationId)}`,
      ),
    ).toBe(true);
  });
});
