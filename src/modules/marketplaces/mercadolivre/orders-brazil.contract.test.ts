import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import {
  connectMercadoLivre,
  labelGroup,
  mercadoLivreConfig,
  nfeXml,
} from '../../../../test/helpers/mercadolivre.ts';
import { systemCtx, withTransaction } from '../../../platform/context.ts';
import { appendEvent } from '../../../platform/events/events.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { scheduleEveryAccount } from './ml.reconcile.ts';

/**
 * Orders of a Mercado Livre Brasil seller as the channel tells them today, against the fake written
 * from the documentation: user ids past 2^31, notifications checked (application, seller, budget),
 * packs sharing one shipment, Full, billing data, interest, items not linked, `/missed_feeds`, NF-e
 * import on the shipment and ZIP labels.
 */
describe('Mercado Livre Brasil orders (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let itemA: string;
  let skuIdA: string;
  // Real user ids exceed 2^31 (the platform's integer bound used to refuse them with a 400).
  const userA = { id: 3_671_163_614, nickname: 'LOJA_BR' };
  const otherSeller = 3_671_163_999;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.state.notificationsUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/channels/mercadolivre/notifications`;
    sellerA = (await createSeller(t)).id;
    const bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces', 'bffweb:ads']));
    await connectMercadoLivre(t, fake, bffA, userA);
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
      payload: productBody('BR-1'),
    });
    skuIdA = created.json().variations[0].skuId;
    const ad = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bffA,
      payload: { originSkuId: skuIdA, platform: 'MERCADO_LIVRE', price: 100, stock: 10 },
    });
    itemA = await eventually(async () => {
      const read = await t.app.inject({ method: 'GET', url: `/bffweb/ads/${ad.json().id}`, headers: bffA });
      return read.json().channel.itemId as string | undefined;
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  interface Row {
    id: string;
    marketplace_order_id: string;
    status: string;
    items: { skuId: string; qty: number; channelItemId?: string; notLinked?: boolean }[];
    totals: Record<string, string>;
  }
  const ordersOfA = () =>
    queryRows<Row>(
      t.rt.database.db,
      sql`select * from orders where seller_id = ${sellerA} order by created_at`,
    );
  const orderOf = (channelId: number, status = 'PAID') =>
    eventually(async () =>
      (await ordersOfA()).find((o) => o.marketplace_order_id === String(channelId) && o.status === status),
    );
  const line = (quantity = 1, unitPrice = 100) => ({ itemId: itemA, quantity, unitPrice, saleFee: 12 });
  const post = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/channels/mercadolivre/notifications', payload, remoteAddress });

  it('accepts and processes a notification for user id 3671163614 (past 2^31)', async () => {
    const orderId = fake.createOrder({ sellerId: userA.id, items: [line()] });
    expect(await fake.notify('orders_v2', `/orders/${orderId}`, userA.id)).toBe(200);
    const order = await orderOf(orderId);
    expect(order.items[0]).toMatchObject({ skuId: skuIdA, channelItemId: itemA });
    // The shipment was read in the current format, the billing data in version 2.
    const reads = fake.calls.map((c) => c.path);
    expect(reads.some((p) => /^\/shipments\/\d+\/costs$/.test(p))).toBe(true);
    expect(reads.some((p) => p === `/orders/${orderId}/billing_info`)).toBe(true);
  });

  it("refuses another application's notification (403) and one without application_id (400)", async () => {
    const orderId = fake.createOrder({ sellerId: userA.id, items: [line()] });
    const body = { resource: `/orders/${orderId}`, user_id: userA.id, topic: 'orders_v2' };
    const foreign = await post({ ...body, application_id: 999 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    const missing = await post(body);
    expect(missing.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ordersOfA()).some((o) => o.marketplace_order_id === String(orderId))).toBe(false);
  });

  it("never takes in an order the seller's account bought, nor a shipment it receives", async () => {
    // Another seller's sale to seller A's user: A's token may read it (as its buyer).
    const { orderIds, shipmentId } = fake.createPurchase([
      {
        sellerId: otherSeller,
        buyerId: userA.id,
        items: [{ itemId: 'MLB9000000001', quantity: 1, unitPrice: 50, saleFee: 6 }],
      },
    ]);
    const bought = orderIds[0]!;
    expect(await fake.notify('orders_v2', `/orders/${bought}`, userA.id)).toBe(200);
    expect(await fake.notify('shipments', `/shipments/${shipmentId}`, userA.id)).toBe(200);
    await eventually(async () => fake.calls.some((c) => c.path === `/orders/${bought}` && c.status === 200));
    await eventually(async () =>
      fake.calls.some((c) => c.path === `/shipments/${shipmentId}` && c.status === 200),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await ordersOfA()).some((o) => o.marketplace_order_id === String(bought))).toBe(false);
  });

  it('takes a pack in from its shipment: shipping cost once, one label, one NF-e for the pack', async () => {
    const { orderIds, shipmentId, packId } = fake.createPurchase([
      {
        sellerId: userA.id,
        items: [line(1, 80)],
        shippingCost: 20,
        sellerShippingCost: 15.5,
        invoicePending: true,
      },
      { sellerId: userA.id, items: [line(2, 40)] },
    ]);
    expect(fake.state.packs.get(packId)!.orderIds).toEqual(orderIds);
    expect(await fake.notify('shipments', `/shipments/${shipmentId}`, userA.id)).toBe(200);
    const first = await orderOf(orderIds[0]!);
    const second = await orderOf(orderIds[1]!);
    expect(first.totals).toMatchObject({ shippingCost: '15.50', totalFreight: '20.00' });
    expect(second.totals).toMatchObject({ shippingCost: '0.00', totalFreight: '0.00' });

    // One NF-e for the pack: invoicing both orders imports it once, and releases the shipment.
    const headers = bearer(await tokenFor(t, sellerA, ['invoice:issue', 'tag:edit']));
    const accessKey = '35250112345678000190550010000012341000012342';
    for (const order of [first, second]) {
      const invoiced = await t.app.inject({
        method: 'PUT',
        url: `/integration/orders/invoiced/${order.id}`,
        headers,
        payload: {
          number: '1234',
          series: '1',
          accessKey,
          issuedAt: '2026-01-02T10:00:00Z',
          xml: nfeXml(accessKey),
        },
      });
      expect(invoiced.statusCode, invoiced.body).toBe(200);
    }
    const imports = fake.calls.filter(
      (c) => c.method === 'POST' && c.path.startsWith(`/shipments/${shipmentId}/invoice_data`),
    );
    expect(imports).toHaveLength(1);

    // One label for the pack: one call for the shipment, both orders get it.
    const before = fake.calls.length;
    const group = await labelGroup(t, headers, [first.id, second.id]);
    expect(group.status).toBe('COMPLETE');
    expect(new Set(group.packages.map((p) => p.labelUrl)).size).toBe(1);
    const labelCalls = fake.calls.slice(before).filter((c) => c.path.startsWith('/shipment_labels'));
    expect(labelCalls).toHaveLength(1);
  });

  it('refuses the label of a shipment still waiting for its NF-e with the channel reason (failed_shipments)', async () => {
    const orderId = fake.createOrder({ sellerId: userA.id, items: [line()], invoicePending: true });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const order = await orderOf(orderId);
    const group = await labelGroup(t, bearer(await tokenFor(t, sellerA, ['tag:edit'])), [order.id]);
    expect(group.status).toBe('ERROR');
    expect(group.packages[0]).toMatchObject({
      status: 'REFUSED',
      refusalReason: expect.stringContaining('invoice_pending'),
    });
  });

  it('ends a label group ERROR with the reason when the label cannot be read, never PROCESSING', async () => {
    const orderId = fake.createOrder({ sellerId: userA.id, items: [line()] });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const order = await orderOf(orderId);
    fake.state.truncateZplLabels = true;
    try {
      const group = await labelGroup(t, bearer(await tokenFor(t, sellerA, ['tag:edit'])), [order.id]);
      expect(group.status).toBe('ERROR');
      expect(group.packages[0]!.refusalReason).toContain('could not be read');
    } finally {
      fake.state.truncateZplLabels = false;
    }
  });

  it('holds no local stock for a Full order', async () => {
    const orderId = fake.createOrder({ sellerId: userA.id, items: [line(3)], logisticType: 'fulfillment' });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const order = await orderOf(orderId);
    const held = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from stock_reservations where seller_id = ${sellerA} and order_id = ${order.id}`,
    );
    expect(held[0]!.n).toBe(0);
  });

  it("fills the customer from the buyer's billing data (order:customer-data only) and keeps interest apart", async () => {
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [line(1, 200)],
      interest: 12.34,
      billing: {
        type: 'CNPJ',
        number: '11222333000181',
        name: 'Padaria Pão Quente Ltda',
        address: {
          street: 'Av. Paulista',
          number: '1000',
          city: 'São Paulo',
          state: 'SP',
          zip: '01310100',
          neighborhood: 'Bela Vista',
        },
      },
    });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const row = await orderOf(orderId);
    expect(row.totals).toMatchObject({ totalGross: '200.00', totalInterest: '12.34', totalNet: '200.00' });
    const read = (scopes: string[]) =>
      tokenFor(t, sellerA, scopes).then((token) =>
        t.app.inject({ method: 'GET', url: `/integration/orders/${row.id}`, headers: bearer(token) }),
      );
    const full = (await read(['order:customer-data'])).json();
    expect(full.customer).toEqual({ name: 'Padaria Pão Quente Ltda', document: '11222333000181' });
    expect(full.shippingAddress).toMatchObject({
      street: 'Av. Paulista',
      number: '1000',
      postalCode: '01310100',
      state: 'SP',
    });
    expect(full.totalInterest).toBe(12.34);
    const withheld = (await read(['order:edit'])).json();
    expect(withheld.customer).toBeUndefined();
  });

  it('keeps an order for an item Feira does not know "not linked", and matches it once the item is linked', async () => {
    const unknown = 'MLB4100000001';
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: unknown, quantity: 1, unitPrice: 30, saleFee: 3 }],
    });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const row = await orderOf(orderId);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/integration/orders/${row.id}`,
          headers: bearer(await tokenFor(t, sellerA, ['order:edit'])),
        })
      ).json();
    const waiting = await read();
    expect(waiting.items[0]).toEqual(expect.objectContaining({ channelItemId: unknown, notLinked: true }));
    expect(waiting.items[0].skuId).toBeUndefined();
    const ctx = systemCtx(t.rt, sellerA);
    const account = (
      await queryRows<{ account_id: string }>(
        t.rt.database.db,
        sql`select account_id from orders where id = ${row.id}`,
      )
    )[0]!.account_id;
    await withTransaction(ctx, (tx) =>
      appendEvent(tx, 'ad.ChannelItemLinked', {
        adId: 'ad_linked',
        skuId: skuIdA,
        platform: 'MERCADO_LIVRE',
        accountId: account,
        channelItemId: unknown,
      }),
    );
    const matched = await eventually(async () => {
      const now = await read();
      return now.items[0].skuId === skuIdA ? now : undefined;
    });
    expect(matched.items[0].notLinked).toBeUndefined();
    expect(matched.items[0].channelItemId).toBe(unknown);
  });

  it('catches up through /missed_feeds after downtime: a notification never delivered is taken in', async () => {
    const orderId = fake.createOrder({ sellerId: userA.id, items: [line()] });
    // Outside the poll's window: only the missed notification tells of it.
    fake.state.orders.get(orderId)!.last_updated = '2000-01-01T00:00:00.000Z';
    fake.miss('orders_v2', `/orders/${orderId}`, userA.id);
    await scheduleEveryAccount(t.rt);
    await t.rt.scheduler.tick();
    await orderOf(orderId);
    expect(fake.calls.some((c) => c.path.startsWith('/missed_feeds?app_id=') && c.status === 200)).toBe(true);
  });

  it('budgets forged notifications: repeats dropped, a flood from one address refused 429, refused resources strike', async () => {
    const forger = '198.51.100.7';
    const body = (n: number) => ({
      resource: `/orders/${2_000_019_000_000_000 + n}`,
      user_id: userA.id,
      topic: 'orders_v2',
      application_id: Number(fake.state.clientId),
    });
    const before = fake.calls.length;
    // 300 notifications naming the seller, each for an order that does not exist.
    for (let n = 0; n < 300; n++) await post(body(n), forger);
    // Once its notifications have struck out, the address is refused at the door.
    await eventually(async () => ((await post(body(400), forger)).statusCode === 429 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reads = fake.calls.slice(before).filter((c) => c.path.startsWith('/orders/20000190'));
    // At most the batches already being read when the strikes came: far from one read per notification.
    expect(reads.length).toBeLessThan(150);
    // A flood of 5,000 from another address: most refused at the door with Retry-After.
    const flood = await Promise.all(
      Array.from({ length: 5000 }, (_, n) => post({ ...body(1000 + n), user_id: 1 }, '198.51.100.8')),
    );
    const refused = flood.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(2000);
    expect(refused[0]!.headers['retry-after']).toBeDefined();
  });
});
