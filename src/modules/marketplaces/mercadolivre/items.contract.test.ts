import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { EAN_B, productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { moveToFull } from '../../../../fakes/mercadolivre/items.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { appHttp, MlRefusal } from './ml.http.ts';
import { mercadoLivreSettings } from './ml.config.ts';

/**
 * Publication as Mercado Livre Brasil takes it today (issue 38), against the fake written from its
 * pages: user-products sellers name a family and send no title, classic sellers send a title cut to
 * the category's length; every create carries ITEM_CONDITION, the GTIN or EMPTY_GTIN_REASON and the
 * shipping of the seller's preferences, is checked by `/items/validate` first, is never sent twice
 * when its answer is lost, and its description goes through its own resource. Full items get no
 * quantity; an inactive ad pauses; listing type and title changes go as the channel allows them.
 */
describe('Mercado Livre items (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  const up = { id: 3_671_163_614, nickname: 'LOJA_UP' };
  const classic = { id: 2_950_000_123, nickname: 'LOJA_CLASSICA', tags: ['normal'] };
  // Items notifications from users past 2^31 are another part of issue 38 (the notification
  // schema): the tests that need one use a user id below it.
  const notified = { id: 1_234_567, nickname: 'LOJA_NOTIFICADA', tags: ['normal'] };
  const headers: Record<string, { bff: Record<string, string>; product: Record<string, string> }> = {};
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    for (const user of [up, classic, notified]) {
      const seller = (await createSeller(t)).id;
      const bff = bearer(await tokenFor(t, seller, ['bffweb:marketplaces', 'bffweb:ads']));
      headers[user.nickname] = { bff, product: bearer(await tokenFor(t, seller, ['product:edit'])) };
      await connectMercadoLivre(t, fake, bff, user);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    fake.state.notificationsUrl = `http://127.0.0.1:${port}/channels/mercadolivre/notifications`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A new product of `who` with its variations, and an ad of each on MERCADO_LIVRE. */
  async function adsOf(who: string, body: Record<string, unknown>, ad: Record<string, unknown>) {
    n += 1;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: headers[who]!.product,
      payload: productBody(`ITM-${n}`, body),
    });
    expect(created.statusCode).toBe(202);
    const ids: string[] = [];
    for (const variation of created.json().variations as { skuId: string }[]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bffweb/ads',
        headers: headers[who]!.bff,
        payload: { originSkuId: variation.skuId, platform: 'MERCADO_LIVRE', ...ad },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id as string);
    }
    return ids;
  }

  const adRead = async (who: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: headers[who]!.bff })).json();
  const settled = (who: string, id: string) =>
    eventually(async () => {
      const ad = await adRead(who, id);
      return ad.channel.inSync ? ad : undefined;
    });
  const edit = (who: string, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/bffweb/ads/${id}`, headers: headers[who]!.bff, payload });
  const valueOf = (attributes: { id: string; value_name: string }[], id: string) =>
    attributes.find((a) => a.id === id)?.value_name;

  it("publishes a user-products seller's variations as one family, without titles, validated first", async () => {
    const before = fake.calls.length;
    const ids = await adsOf(
      'LOJA_UP',
      {
        title: 'Garrafa térmica Acme 1L',
        variations: [
          { sku: `UP-${n + 1}-AZUL`, attributes: [{ name: 'Cor', value: 'Azul' }] },
          { sku: `UP-${n + 1}-VERDE`, attributes: [{ name: 'Cor', value: 'Verde' }] },
        ],
      },
      { price: 89.9, stock: 4 },
    );
    const items = [];
    for (const id of ids) {
      const ad = await settled('LOJA_UP', id);
      expect(ad.channel.status).toBe('PUBLISHED');
      items.push(fake.state.items.get(ad.channel.itemId)!);
    }
    // One family for the product's variations; the channel writes each title.
    expect(items.map((item) => item.family_name)).toEqual([
      'Garrafa térmica Acme 1L',
      'Garrafa térmica Acme 1L',
    ]);
    for (const item of items) {
      expect(item.seller_id).toBe(up.id);
      expect(valueOf(item.attributes, 'ITEM_CONDITION')).toBe('Novo');
      // The product has no EAN: the category's conditional GTIN is answered with the reason.
      expect(valueOf(item.attributes, 'GTIN')).toBeUndefined();
      expect(valueOf(item.attributes, 'EMPTY_GTIN_REASON')).toBe('O produto não tem código cadastrado');
      // The seller's Mercado Envios, free from R$ 79.
      expect(item.shipping).toMatchObject({ mode: 'me2', free_shipping: true });
      expect(fake.state.descriptions.get(item.id)).toEqual({ plain_text: 'Inox, parede dupla' });
    }
    const sent = fake.calls.slice(before).map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(sent.filter((c) => c === 'POST /items/validate')).toHaveLength(2);
    expect(sent.indexOf('POST /items/validate')).toBeLessThan(sent.indexOf('POST /items'));
    expect(sent).toContain(`POST /items/${items[0]!.id}/description`);
  });

  it("publishes a classic seller's item with its title cut to the category's length, GTIN and paid shipping below R$ 79", async () => {
    const long = 'Garrafa térmica Acme de inox com parede dupla e tampa rosqueável 1 litro';
    expect(long.length).toBeGreaterThan(60);
    const [id] = await adsOf(
      'LOJA_CLASSICA',
      { title: long, variations: [{ sku: `CL-${n + 1}`, ean: EAN_B, attributes: [] }] },
      { price: 49.9, stock: 2 },
    );
    const ad = await settled('LOJA_CLASSICA', id!);
    expect(ad.channel.status).toBe('PUBLISHED');
    const item = fake.state.items.get(ad.channel.itemId)!;
    expect(item.family_name).toBeNull();
    expect(item.title).toBe('Garrafa térmica Acme de inox com parede dupla e tampa');
    expect(valueOf(item.attributes, 'GTIN')).toBe(EAN_B);
    expect(valueOf(item.attributes, 'EMPTY_GTIN_REASON')).toBeUndefined();
    expect(item.shipping).toMatchObject({ mode: 'me2', free_shipping: false });
  });

  it("shows the validator's refusal in the seller's words and creates nothing", async () => {
    const before = fake.calls.length;
    const [id] = await adsOf('LOJA_UP', { brand: 'Nike' }, { price: 30, stock: 1 });
    const ad = await settled('LOJA_UP', id!);
    expect(ad.channel.status).toBe('ERROR');
    expect(ad.channel.lastError).toBe('Mercado Livre: Seller is not authorized for this brand and category');
    const sent = fake.calls.slice(before).map((c) => `${c.method} ${c.path}`);
    expect(sent).toContain('POST /items/validate');
    expect(sent).not.toContain('POST /items');
  });

  it('reads the sentence of a body.* refusal from `error`, not the code in `message`', async () => {
    const token = [...fake.state.accessTokens].find(([, v]) => v.userId === up.id)![0];
    const http = appHttp(t.rt.database, 'mercadolivre', fake.url, {
      ...mercadoLivreSettings.of(t.rt.config),
      ratePerSecond: 100,
    });
    const refusal = await http
      .call({ method: 'POST', path: '/items/validate', token, json: { price: 'p' } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MlRefusal);
    const message = (refusal as MlRefusal).sellerMessage();
    expect(message).toContain('invalid property type: [price] expected Number');
    expect(message).not.toContain('body.invalid_field_types');
  });

  it('finds an item whose create answer was lost by its SELLER_SKU instead of creating it twice', async () => {
    const before = fake.calls.length;
    fake.loseNext('POST', '/items', 1);
    expect(fake.state.users.has(up.id)).toBe(true);
    const [id] = await adsOf('LOJA_UP', {}, { price: 25, stock: 3 });
    const ad = await settled('LOJA_UP', id!);
    expect(ad.channel.status).toBe('PUBLISHED');
    const sku = `ITM-${n}-AZUL`;
    const withSku = [...fake.state.items.values()].filter(
      (item) => valueOf(item.attributes, 'SELLER_SKU') === sku,
    );
    expect(withSku.map((item) => item.id)).toEqual([ad.channel.itemId]);
    const creates = fake.calls.slice(before).filter((c) => c.method === 'POST' && c.path === '/items');
    expect(creates.map((c) => c.status)).toEqual([500]);
    expect(fake.calls.slice(before).some((c) => c.path.includes(`/items/search?seller_sku=${sku}`))).toBe(
      true,
    );
  });

  it('resends a description the channel did not take, without a second item', async () => {
    const next = `MLB${4_000_000_000 + fake.state.seq + 1}`;
    fake.failNext(`/items/${next}/description`, 503, 5);
    const [id] = await adsOf('LOJA_UP', {}, { price: 25, stock: 3 });
    await eventually(async () => (fake.state.items.has(next) ? true : undefined));
    await eventually(async () =>
      fake.state.descriptions.get(next)?.plain_text === 'Inox, parede dupla' ? true : undefined,
    );
    const ad = await settled('LOJA_UP', id!);
    expect(ad.channel).toMatchObject({ status: 'PUBLISHED', itemId: next });
    const sku = `ITM-${n}-AZUL`;
    expect(
      [...fake.state.items.values()].filter((i) => valueOf(i.attributes, 'SELLER_SKU') === sku),
    ).toHaveLength(1);
  });

  it('pushes no quantity to a Full item and shows its Full stock read-only', async () => {
    const [id] = await adsOf('LOJA_NOTIFICADA', {}, { price: 40, stock: 5 });
    const itemId = (await settled('LOJA_NOTIFICADA', id!)).channel.itemId as string;
    moveToFull(fake.state, itemId, 40);
    expect(await fake.notify('items', `/items/${itemId}`, notified.id)).toBe(200);
    await eventually(async () =>
      (await adRead('LOJA_NOTIFICADA', id!)).channel.held?.fulfillment ? true : undefined,
    );
    await edit('LOJA_NOTIFICADA', id!, { price: 42, stock: 7 });
    const ad = await settled('LOJA_NOTIFICADA', id!);
    expect(ad.channel.status).toBe('PUBLISHED');
    expect(fake.state.items.get(itemId)).toMatchObject({ price: 42, available_quantity: 40 });
    expect(ad.channel.held).toMatchObject({ fulfillment: true, stock: 40 });
  });

  it("sends a classic item's title edits only while it has no sale", async () => {
    const [id] = await adsOf('LOJA_NOTIFICADA', {}, { price: 30, stock: 3 });
    const itemId = (await settled('LOJA_NOTIFICADA', id!)).channel.itemId as string;
    await edit('LOJA_NOTIFICADA', id!, { name: 'Garrafa térmica Acme nova' });
    expect((await settled('LOJA_NOTIFICADA', id!)).channel).toMatchObject({ status: 'PUBLISHED' });
    expect(fake.state.items.get(itemId)!.title).toBe('Garrafa térmica Acme nova');
    // Sold once: the channel keeps the title, and Feira no longer sends one.
    fake.state.items.get(itemId)!.sold_quantity = 1;
    expect(await fake.notify('items', `/items/${itemId}`, notified.id)).toBe(200);
    await eventually(async () => {
      const [row] = await queryRows<{ sold_quantity: number | null }>(
        t.rt.database.db,
        sql`select sold_quantity from mercadolivre_items where item_id = ${itemId}`,
      );
      return row?.sold_quantity === 1 ? true : undefined;
    });
    await edit('LOJA_NOTIFICADA', id!, { name: 'Garrafa térmica Acme outra' });
    const ad = await settled('LOJA_NOTIFICADA', id!);
    expect(ad.channel.status).toBe('PUBLISHED');
    expect(fake.state.items.get(itemId)!.title).toBe('Garrafa térmica Acme nova');
  });

  it('pushes again, once the account is reconnected, the ads refused while it needed reconnecting', async () => {
    // Mercado Livre revoked the grant: every token is refused, and so is every refresh.
    for (const entry of fake.state.refreshTokens.values()) entry.used = true;
    fake.state.accessTokens.clear();
    const [id] = await adsOf('LOJA_NOTIFICADA', {}, { price: 20, stock: 2 });
    const refused = await settled('LOJA_NOTIFICADA', id!);
    expect(refused.channel.status).toBe('ERROR');
    expect(refused.channel.lastError).toContain('connect the account again');
    await connectMercadoLivre(t, fake, headers.LOJA_NOTIFICADA!.bff, notified);
    const ad = await eventually(async () => {
      const read = await adRead('LOJA_NOTIFICADA', id!);
      return read.channel.status === 'PUBLISHED' ? read : undefined;
    });
    expect(fake.state.items.get(ad.channel.itemId)).toMatchObject({ seller_id: notified.id, price: 20 });
  });

  it('relists a closed item as a new one when its ad is pushed again', async () => {
    const [id] = await adsOf('LOJA_NOTIFICADA', {}, { price: 30, stock: 3 });
    const closed = (await settled('LOJA_NOTIFICADA', id!)).channel.itemId as string;
    // The seller closed the listing on Mercado Livre; its notification tells Feira.
    fake.state.items.get(closed)!.status = 'closed';
    expect(await fake.notify('items', `/items/${closed}`, notified.id)).toBe(200);
    await eventually(async () =>
      (await adRead('LOJA_NOTIFICADA', id!)).channel.held?.status === 'closed' ? true : undefined,
    );
    await edit('LOJA_NOTIFICADA', id!, { price: 33 });
    const ad = await eventually(async () => {
      const read = await adRead('LOJA_NOTIFICADA', id!);
      return read.channel.itemId !== closed && read.channel.inSync ? read : undefined;
    });
    expect(ad.channel.status).toBe('PUBLISHED');
    expect(ad.channel.held).toMatchObject({ itemId: ad.channel.itemId, status: 'active' });
    expect(fake.state.items.get(ad.channel.itemId)).toMatchObject({
      status: 'active',
      price: 33,
      available_quantity: 3,
      parent_item_id: closed,
    });
    expect(fake.state.items.get(closed)!.status).toBe('closed');
    expect(fake.state.descriptions.get(ad.channel.itemId)).toEqual({ plain_text: 'Inox, parede dupla' });
  });
});
