import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { EAN_A, EAN_B, productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { pauseOnChannel, storeItem } from '../../../../fakes/mercadolivre/items.ts';
import {
  connectMercadoLivre,
  labelGroup,
  mercadoLivreConfig,
} from '../../../../test/helpers/mercadolivre.ts';
import type { FakeClock } from '../../../platform/clock.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { RECONCILE_INTERVAL_MS, scheduleEveryAccount } from './ml.reconcile.ts';

/**
 * Keeping Feira and Mercado Livre in step against the local fake: the reconciliation poll takes in
 * orders whose notification never came (and only the account's own), `items` notifications and the
 * poll refresh what the channel holds for each ad, a changed description reaches the item through its
 * description resource when the ad follows the product's description, and labels come as PDF when
 * the account asks for them.
 */
describe('Mercado Livre sync (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let bffA: Record<string, string>;
  let product: Record<string, string>;
  let adA: string;
  let itemA: string;
  const userA = { id: 3101, nickname: 'LOJA_SYNC_A' };
  const userB = { id: 3102, nickname: 'LOJA_SYNC_B' };

  const clock = () => t.clock as FakeClock;
  const adRead = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${id}`, headers: bffA })).json();
  const ordersOf = (sellerId: string) =>
    queryRows<{ id: string; marketplace_order_id: string; status: string }>(
      t.rt.database.db,
      sql`select id, marketplace_order_id, status from orders where seller_id = ${sellerId}`,
    );
  /** Runs the reconciliation polls that are due after moving the clock on by `ms`. */
  const poll = async (ms: number) => {
    clock().advance(ms);
    await t.rt.scheduler.tick();
  };

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    // One clock for both sides: the poll asks for orders changed since a time of Feira's clock.
    fake.state.now = () => t.clock.now().getTime();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.state.notificationsUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/channels/mercadolivre/notifications`;
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces', 'bffweb:ads']));
    product = bearer(await tokenFor(t, sellerA, ['product:edit']));
    await connectMercadoLivre(t, fake, bffA, userA);
    await connectMercadoLivre(t, fake, bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces'])), userB);
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody('SYNC-1'),
    });
    // Stock to sell from, so the orders below leave the item listed.
    await t.app.inject({
      method: 'PUT',
      url: '/integration/stocks/list',
      headers: bearer(await tokenFor(t, sellerA, ['stock:edit'])),
      payload: [{ skuId: created.json().variations[0].skuId, stock: 100 }],
    });
    const ad = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bffA,
      payload: {
        originSkuId: created.json().variations[0].skuId,
        platform: 'MERCADO_LIVRE',
        price: 100,
        stock: 10,
      },
    });
    adA = ad.json().id;
    itemA = await eventually(async () => (await adRead(adA)).channel.itemId as string | undefined);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("takes in an order whose notification was lost at the next poll, and only the account's own", async () => {
    const missed = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 100, saleFee: 12 }],
    });
    // An order of seller B's user: B's poll takes it, A's never sees it.
    const ofB = fake.createOrder({
      sellerId: userB.id,
      items: [{ itemId: 'MLB1', quantity: 1, unitPrice: 5, saleFee: 1 }],
    });
    await poll(0); // the first polls, booked when the accounts connected
    await eventually(async () =>
      (await ordersOf(sellerA)).find((o) => o.marketplace_order_id === String(missed) && o.status === 'PAID'),
    );
    await eventually(async () =>
      (await ordersOf(sellerB)).find((o) => o.marketplace_order_id === String(ofB)),
    );
    expect((await ordersOf(sellerA)).map((o) => o.marketplace_order_id)).not.toContain(String(ofB));
    const searches = fake.calls.filter((c) => c.path.startsWith('/orders/search'));
    expect(searches.every((c) => c.status === 200)).toBe(true);

    // Later: the next poll, one interval on, catches what changed since (a cancellation included).
    const later = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 2, unitPrice: 100, saleFee: 12 }],
    });
    const order = fake.state.orders.get(missed)!;
    order.status = 'cancelled';
    order.last_updated = new Date(fake.state.now()).toISOString();
    await poll(RECONCILE_INTERVAL_MS);
    await eventually(async () => {
      const rows = await ordersOf(sellerA);
      return rows.some((o) => o.marketplace_order_id === String(later)) &&
        rows.some((o) => o.marketplace_order_id === String(missed) && o.status === 'CANCELED')
        ? rows
        : undefined;
    });
  });

  it('books a poll for every connected account when workers start (accounts connected before the poll existed)', async () => {
    await t.rt.database.db.execute(sql`delete from scheduled_jobs where key like 'mercadolivre:reconcile:%'`);
    expect(await scheduleEveryAccount(t.rt)).toBe(2);
    const before = fake.calls.length;
    await poll(0);
    await eventually(async () => {
      const searched = fake.calls.slice(before).filter((c) => c.path.startsWith('/orders/search'));
      return searched.length === 2 ? searched : undefined;
    });
    // Both polls finished (each records how far it read), so none runs on into the next test.
    await eventually(async () => {
      const [row] = await queryRows<{ n: number }>(
        t.rt.database.db,
        sql`select count(*)::int as n from mercadolivre_credentials
            where orders_polled_through >= ${t.clock.now().toISOString()}`,
      );
      return row!.n === 2 ? true : undefined;
    });
  });

  it('refreshes what the channel holds from an items notification and from the poll', async () => {
    // The orders above moved the stock (100 − 2 held; the canceled one released): pushed first.
    await eventually(async () => {
      const ad = await adRead(adA);
      return ad.stock === 98 && ad.channel.inSync ? ad : undefined;
    });
    // Recorded from the publication's own answers (stock moves with the orders above).
    expect((await adRead(adA)).channel.held).toMatchObject({
      itemId: itemA,
      status: 'active',
      price: '100.00',
    });
    // Mercado Livre paused the item for lack of stock: its notification tells Feira.
    const item = fake.state.items.get(itemA)!;
    Object.assign(item, { status: 'paused', sub_status: ['out_of_stock'], available_quantity: 0 });
    expect(await fake.notify('items', `/items/${itemA}`, userA.id)).toBe(200);
    const paused = await eventually(async () => {
      const held = (await adRead(adA)).channel.held;
      return held.status === 'paused' ? held : undefined;
    });
    expect(paused).toMatchObject({ subStatus: ['out_of_stock'], stock: 0 });

    // A price changed on Mercado Livre itself, with no notification: the poll reads it back.
    Object.assign(item, { status: 'active', sub_status: [], available_quantity: 10, price: 119.9 });
    await poll(RECONCILE_INTERVAL_MS);
    const polled = await eventually(async () => {
      const held = (await adRead(adA)).channel.held;
      return held.price === '119.90' ? held : undefined;
    }, 30_000);
    expect(polled).toMatchObject({ status: 'active', subStatus: [] });
  });

  it('ignores items notifications for items no ad of the seller published', async () => {
    const foreign = storeItem(fake.state, userA.id, {
      title: 'Listed outside Feira',
      category_id: 'MLB1234',
      price: 10,
      available_quantity: 1,
      listing_type_id: 'free',
      condition: 'new',
    });
    const held = (await adRead(adA)).channel.held;
    const before = fake.calls.length;
    expect(await fake.notify('items', `/items/${foreign.id}`, userA.id)).toBe(200);
    // Seller A's item named with seller B's user: B has no such ad, and A's view is left alone.
    expect(await fake.notify('items', `/items/${itemA}`, userB.id)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.calls.slice(before).filter((c) => c.path.startsWith('/items/'))).toEqual([]);
    expect((await adRead(adA)).channel.held).toEqual(held);
  });

  it("lifts only its own pauses with a stock push: not the seller's on Mercado Livre, not the moderation's", async () => {
    const stockToken = bearer(await tokenFor(t, sellerA, ['stock:edit']));
    const item = fake.state.items.get(itemA)!;
    /** Sets the SKU's stock and waits until the item holds the ad's new stock. */
    const pushStock = async (stock: number) => {
      const before = (await adRead(adA)).stock as number;
      const put = await t.app.inject({
        method: 'PUT',
        url: '/integration/stocks/list',
        headers: stockToken,
        payload: [{ skuId: (await adRead(adA)).originSkuId, stock }],
      });
      expect(put.statusCode, put.body).toBeLessThan(300);
      return eventually(async () => {
        const ad = await adRead(adA);
        return ad.stock !== before && ad.channel.inSync && item.available_quantity === ad.stock
          ? ad
          : undefined;
      });
    };
    const itemNotification = async () => {
      expect(await fake.notify('items', `/items/${itemA}`, userA.id)).toBe(200);
      await eventually(async () =>
        (await adRead(adA)).channel.held.status === item.status ? true : undefined,
      );
    };
    Object.assign(item, { status: 'active', sub_status: [] });
    await itemNotification();

    // The seller paused the item on Mercado Livre itself (Feira heard it): new stock leaves it paused.
    pauseOnChannel(fake.state, itemA, 'seller');
    await itemNotification();
    // The orders of the tests above hold units: the ad offers the SKU's stock less those.
    const held = 60 - ((await pushStock(60)).stock as number);
    expect(item).toMatchObject({ status: 'paused', sub_status: [] });

    // The moderation paused it, and no notification came yet: still paused after the push.
    Object.assign(item, { status: 'active' });
    await itemNotification();
    pauseOnChannel(fake.state, itemA, 'moderation');
    await pushStock(70);
    expect(item).toMatchObject({ status: 'paused', tags: ['moderation_penalty'] });
    // Once Feira has heard of it, too.
    await itemNotification();
    await pushStock(75);
    expect(item).toMatchObject({ status: 'paused', tags: ['moderation_penalty'] });

    // Feira's own zero stock paused it (the channel's out_of_stock): new stock lists it again.
    Object.assign(item, { status: 'active', sub_status: [], tags: [] });
    await itemNotification();
    await pushStock(held);
    expect(item).toMatchObject({ status: 'paused', sub_status: ['out_of_stock'], available_quantity: 0 });
    await pushStock(40);
    expect(item).toMatchObject({ status: 'active', sub_status: [] });
  });

  it("sends a changed description to the item when the ad follows the product's description", async () => {
    const body = productBody('SYNC-2', {
      variations: [
        { sku: 'SYNC-2-A', ean: EAN_A, attributes: [{ name: 'Cor', value: 'Azul' }] },
        { sku: 'SYNC-2-B', ean: EAN_B, attributes: [{ name: 'Cor', value: 'Verde' }] },
      ],
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: body,
    });
    expect(created.statusCode).toBe(202);
    const [follows, keeps] = (created.json().variations as { skuId: string }[]).map((v) => v.skuId);
    const adOf = async (originSkuId: string, updateOptions?: string[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/bffweb/ads',
          headers: bffA,
          payload: {
            originSkuId,
            platform: 'MERCADO_LIVRE',
            price: 50,
            stock: 3,
            ...(updateOptions ? { updateOptions } : {}),
          },
        })
      ).json().id as string;
    const following = await adOf(follows!);
    const keeping = await adOf(keeps!, ['PRICE', 'STATUS']);
    const items = await Promise.all(
      [following, keeping].map((id) =>
        eventually(async () => (await adRead(id)).channel.itemId as string | undefined),
      ),
    );
    expect(fake.state.descriptions.get(items[0]!)).toEqual({ plain_text: 'Inox, parede dupla' });

    const changed = { ...body, description: 'Inox, parede dupla, tampa nova' };
    changed.variations = changed.variations.map((v, i) => ({ ...v, skuId: [follows, keeps][i] }));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/integration/products/SYNC-2',
      headers: product,
      payload: changed,
    });
    expect(put.statusCode).toBe(202);
    await eventually(async () =>
      fake.state.descriptions.get(items[0]!)?.plain_text === 'Inox, parede dupla, tampa nova'
        ? true
        : undefined,
    );
    expect(fake.calls.some((c) => c.method === 'PUT' && c.path === `/items/${items[0]}/description`)).toBe(
      true,
    );
    // The ad that does not follow the description keeps the one it was published with.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.state.descriptions.get(items[1]!)).toEqual({ plain_text: 'Inox, parede dupla' });
    expect(fake.calls.some((c) => c.method === 'PUT' && c.path === `/items/${items[1]}/description`)).toBe(
      false,
    );
  });

  it('gets the labels as PDF when the account asks for PDF', async () => {
    const accounts = await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: bffA });
    const account = accounts.json().find((a: { platform: string }) => a.platform === 'MERCADO_LIVRE');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/bffweb/marketplaces/${account.id}`,
      headers: bffA,
      payload: { settings: { labelFormat: 'PDF' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const channelId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 100, saleFee: 12 }],
    });
    await fake.notify('orders_v2', `/orders/${channelId}`, userA.id);
    const order = await eventually(async () =>
      (await ordersOf(sellerA)).find((o) => o.marketplace_order_id === String(channelId)),
    );
    const h = bearer(await tokenFor(t, sellerA, ['tag:edit']));
    const group = await labelGroup(t, h, [order.id]);
    expect(group.status).toBe('COMPLETE');
    expect(group.packages[0]!.format).toBe('PDF');
    const label = await t.app.inject({
      method: 'GET',
      url: new URL(group.packages[0]!.labelUrl!).pathname,
      headers: h,
    });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fake.calls.some((c) => c.path.includes('response_type=pdf'))).toBe(true);
  });
});
