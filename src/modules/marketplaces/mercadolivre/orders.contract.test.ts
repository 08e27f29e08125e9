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
import { queryRows } from '../../../platform/db/sql.ts';

/**
 * Orders from Mercado Livre against the local fake: `orders_v2` notifications posted over HTTP by
 * the fake, answered at once and processed by a job; money mapped field by field; lines matched by
 * SELLER_SKU; duplicates change nothing; tenancy between two sellers; unknown users ignored; labels
 * and the invoice upload.
 */
describe('Mercado Livre orders (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let itemA: string;
  let skuIdA: string;
  const userA = { id: 901, nickname: 'LOJA_A' };
  const userB = { id: 902, nickname: 'LOJA_B' };

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.state.notificationsUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/channels/mercadolivre/notifications`;
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    const bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces', 'bffweb:ads']));
    const bffB = bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces']));
    await connectMercadoLivre(t, fake, bffA, userA);
    await connectMercadoLivre(t, fake, bffB, userB);
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
      payload: productBody('ORD-1'),
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

  const ordersOf = (sellerId: string) =>
    queryRows<{
      id: string;
      marketplace_order_id: string;
      status: string;
      items: { skuId: string; qty: number; salePrice: string; originalPrice: string; sku?: string }[];
      totals: Record<string, string>;
    }>(t.rt.database.db, sql`select * from orders where seller_id = ${sellerId} order by created_at`);

  it('answers an orders_v2 notification at once and takes the order in with its money mapped', async () => {
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 2, unitPrice: 90, fullUnitPrice: 100, saleFee: 10.8 }],
      shippingCost: 15.5,
      sellerShippingCost: 12.25,
      couponAmount: 5,
    });
    expect(await fake.notify('orders_v2', `/orders/${orderId}`, userA.id)).toBe(200);
    const [order] = await eventually(async () => {
      const rows = await ordersOf(sellerA);
      return rows.length === 1 && rows[0]!.status === 'PAID' ? rows : undefined;
    });
    expect(order).toMatchObject({ marketplace_order_id: String(orderId), status: 'PAID' });
    expect(order!.items).toEqual([
      expect.objectContaining({ skuId: skuIdA, qty: 2, salePrice: '90.00', originalPrice: '100.00' }),
    ]);
    expect(order!.totals).toEqual({
      totalGross: '180.00',
      totalCommission: '21.60',
      totalFreight: '15.50',
      shippingCost: '12.25',
      totalDiscount: '25.00',
      totalNet: '190.50',
    });

    // Sent twice (the channel retries): nothing changes.
    expect(await fake.notify('orders_v2', `/orders/${orderId}`, userA.id)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ordersOf(sellerA)).toHaveLength(1);
    const queue = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from order_queue where seller_id = ${sellerA}`,
    );
    expect(queue[0]!.n).toBe(2); // CREATED and PAID, once each
  });

  it('moves an order the channel cancelled', async () => {
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 100, saleFee: 12 }],
      status: 'cancelled',
    });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const order = await eventually(async () =>
      (await ordersOf(sellerA)).find(
        (o) => o.marketplace_order_id === String(orderId) && o.status === 'CANCELED',
      ),
    );
    expect(order.status).toBe('CANCELED');
  });

  it('keeps the tracking code the shipment gets once dispatched, and shows it on the order', async () => {
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 80, saleFee: 9.6 }],
    });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const paid = await eventually(async () =>
      (await ordersOf(sellerA)).find(
        (o) => o.marketplace_order_id === String(orderId) && o.status === 'PAID',
      ),
    );
    const readOrder = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/bffweb/orders/${paid.id}`,
          headers: bearer(await tokenFor(t, sellerA, ['bffweb:orders'])),
        })
      ).json();
    expect((await readOrder()).tracking).toBeUndefined();

    const shipmentId = [...fake.state.shipments.values()].find((s) =>
      (s.orderIds as number[]).includes(orderId),
    )!.id as number;

    // Dispatch is news of the shipments topic.
    fake.state.shipments.get(shipmentId)!.status = 'shipped';
    expect(await fake.notify('shipments', `/shipments/${shipmentId}`, userA.id)).toBe(200);
    const tracking = await eventually(async () => (await readOrder()).tracking as object | undefined);
    expect(tracking).toEqual({ code: `BR${shipmentId}`, carrier: 'MEL Distribution' });
  });

  it("takes the ship-by deadline from the shipment's lead time, and the day's queues use it", async () => {
    // 18:00 in Brasília, written as Mercado Livre writes it; yesterday, so the order is late.
    const limit = new Date(Date.now() - 24 * 3_600_000);
    const handlingLimit = `${new Date(limit.getTime() - 3 * 3_600_000).toISOString().slice(0, 23)}-03:00`;
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 70, saleFee: 8.4 }],
      handlingLimit,
    });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const stored = await eventually(async () =>
      (await ordersOf(sellerA)).find(
        (o) => o.marketplace_order_id === String(orderId) && o.status === 'PAID',
      ),
    );
    const shipmentId = [...fake.state.shipments.values()].find((s) =>
      (s.orderIds as number[]).includes(orderId),
    )!.id as number;
    expect(fake.calls.some((c) => c.path === `/shipments/${shipmentId}/lead_time` && c.status === 200)).toBe(
      true,
    );
    const headers = bearer(await tokenFor(t, sellerA, ['bffweb:orders']));
    const order = (await t.app.inject({ method: 'GET', url: `/bffweb/orders/${stored.id}`, headers })).json();
    expect(order.shipBy).toBe(limit.toISOString());
    const late = await t.app.inject({
      method: 'POST',
      url: '/bffweb/orders/search',
      headers,
      payload: { queue: 'LATE' },
    });
    expect(late.json()._embedded.orderApiDTOList.map((o: { id: string }) => o.id)).toContain(stored.id);

    // Mercado Livre grants more time: the next sighting of the shipment keeps the new limit.
    const later = Date.now() + 48 * 3_600_000;
    fake.state.shipments.get(shipmentId)!.handlingLimit = later;
    expect(await fake.notify('shipments', `/shipments/${shipmentId}`, userA.id)).toBe(200);
    await eventually(async () => {
      const read = await t.app.inject({ method: 'GET', url: `/bffweb/orders/${stored.id}`, headers });
      return read.json().shipBy === new Date(later).toISOString() ? true : undefined;
    });
  });

  it('reads the lead time as Mercado Livre answers it: a token is required, an unknown shipment is 404', async () => {
    const base = fake.url;
    expect((await fetch(`${base}/shipments/1/lead_time`)).status).toBe(401);
    const tokenOf = (userId: number) =>
      [...fake.state.accessTokens.entries()].find(([, v]) => v.userId === userId)![0];
    const token = tokenOf(userA.id);
    const unknown = await fetch(`${base}/shipments/1/lead_time`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found', status: 404 });
    const othersOrder = fake.createOrder({
      sellerId: userB.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 10, saleFee: 1 }],
    });
    const othersShipment = [...fake.state.shipments.values()].find((s) =>
      (s.orderIds as number[]).includes(othersOrder),
    )!;
    const foreign = await fetch(`${base}/shipments/${othersShipment.id as number}/lead_time`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(foreign.status).toBe(404);
    const own = await fetch(`${base}/shipments/${othersShipment.id as number}/lead_time`, {
      headers: { authorization: `Bearer ${tokenOf(userB.id)}` },
    });
    expect((await own.json()).estimated_handling_limit.date).toMatch(/-03:00$/);
  });

  it('moves an order Mercado Envios dispatched on to SHIPPED and DELIVERED, though its NF-e never passed through Feira', async () => {
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 70, saleFee: 8.4 }],
    });
    await fake.notify('orders_v2', `/orders/${orderId}`, userA.id);
    const paid = await eventually(async () =>
      (await ordersOf(sellerA)).find(
        (o) => o.marketplace_order_id === String(orderId) && o.status === 'PAID',
      ),
    );
    const held = async () =>
      (
        await queryRows<{ n: number }>(
          t.rt.database.db,
          sql`select count(*)::int as n from stock_reservations where seller_id = ${sellerA} and order_id = ${paid.id}`,
        )
      )[0]!.n;
    expect(await held()).toBe(1);
    const shipment = [...fake.state.shipments.values()].find((s) =>
      (s.orderIds as number[]).includes(orderId),
    )!;
    // The seller invoiced on Mercado Livre itself: Mercado Envios took the parcel.
    shipment.status = 'shipped';
    expect(await fake.notify('shipments', `/shipments/${shipment.id as number}`, userA.id)).toBe(200);
    const statusOf = async () => (await ordersOf(sellerA)).find((o) => o.id === paid.id)!.status;
    expect(await eventually(async () => ((await statusOf()) === 'SHIPPED' ? 'SHIPPED' : undefined))).toBe(
      'SHIPPED',
    );
    shipment.status = 'delivered';
    await fake.notify('shipments', `/shipments/${shipment.id as number}`, userA.id);
    expect(await eventually(async () => ((await statusOf()) === 'DELIVERED' ? 'DELIVERED' : undefined))).toBe(
      'DELIVERED',
    );
    const events = await queryRows<{ name: string; n: number }>(
      t.rt.database.db,
      sql`select name, count(*)::int as n from outbox_events
          where seller_id = ${sellerA} and payload->>'orderId' = ${paid.id} and name like 'order.%'
          group by name order by name`,
    );
    expect(events).toEqual([
      { name: 'order.OrderCreated', n: 1 },
      { name: 'order.OrderDelivered', n: 1 },
      { name: 'order.OrderPayed', n: 1 },
      { name: 'order.OrderShipped', n: 1 },
    ]);
    // It left the warehouse: the unit it held is free again.
    expect(await held()).toBe(0);
  });

  it('takes a burst in as a set: each order once, paid once with its event, its stock held, repeats ignored', async () => {
    const before = new Set((await ordersOf(sellerA)).map((o) => o.marketplace_order_id));
    const orderIds = Array.from({ length: 6 }, (_, i) =>
      fake.createOrder({
        sellerId: userA.id,
        items: [{ itemId: itemA, quantity: 1, unitPrice: 50 + i, saleFee: 6 }],
        ...(i === 5 ? { status: 'cancelled' } : {}),
      }),
    );
    // Each notification twice, all at once: the channel retries while the first is still queued.
    const answers = await Promise.all(
      [...orderIds, ...orderIds].map((id) => fake.notify('orders_v2', `/orders/${id}`, userA.id)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    const fresh = await eventually(async () => {
      const rows = (await ordersOf(sellerA)).filter((o) => !before.has(o.marketplace_order_id));
      const settled = rows.filter(
        (o) => o.status === (o.marketplace_order_id === String(orderIds[5]) ? 'CANCELED' : 'PAID'),
      );
      return settled.length === orderIds.length ? rows : undefined;
    });
    expect(fresh.map((o) => o.marketplace_order_id).sort()).toEqual(orderIds.map(String).sort());
    const ids = fresh.map((o) => o.id);
    const events = await queryRows<{ name: string; n: number }>(
      t.rt.database.db,
      sql`select name, count(*)::int as n from outbox_events
          where seller_id = ${sellerA} and payload->>'orderId' = any(${`{${ids.join(',')}}`}::text[])
            and name like 'order.%'
          group by name order by name`,
    );
    expect(events).toEqual([
      { name: 'order.OrderCanceled', n: 1 },
      { name: 'order.OrderCreated', n: 6 },
      { name: 'order.OrderPayed', n: 5 },
    ]);
    const paid = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from orders
          where seller_id = ${sellerA} and id = any(${`{${ids.join(',')}}`}::text[]) and paid_at is not null`,
    );
    expect(paid[0]!.n).toBe(5);
    // The paid orders hold a unit each; the canceled one holds none.
    const held = await queryRows<{ order_id: string; qty: number }>(
      t.rt.database.db,
      sql`select order_id, qty from stock_reservations
          where seller_id = ${sellerA} and order_id = any(${`{${ids.join(',')}}`}::text[])`,
    );
    const canceled = fresh.find((o) => o.status === 'CANCELED')!.id;
    expect(held.map((h) => h.order_id).sort()).toEqual(ids.filter((id) => id !== canceled).sort());
  });

  it("keeps sellers apart: seller B's user never reads seller A's order, and unknown users are ignored", async () => {
    const orderId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 100, saleFee: 12 }],
    });
    const callsBefore = fake.calls.length;
    expect(await fake.notify('orders_v2', `/orders/${orderId}`, userB.id)).toBe(200);
    expect(await fake.notify('orders_v2', `/orders/${orderId}`, 123456)).toBe(200);
    expect(await fake.notify('questions', `/questions/1`, userA.id)).toBe(200);
    await eventually(async () => fake.calls.slice(callsBefore).some((c) => c.status === 403));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ordersOf(sellerB)).toEqual([]);
    expect((await ordersOf(sellerA)).some((o) => o.marketplace_order_id === String(orderId))).toBe(false);
    // One read with B's token (refused by the channel, not retried); none for the unknown user. Only this
    // order's reads count: the burst before sent each notification twice, and its repeats may still be
    // read (as seller A, for its own orders) while this test runs.
    const reads = fake.calls.slice(callsBefore).filter((c) => c.path.split('?')[0] === `/orders/${orderId}`);
    expect(reads.length).toBe(1);
  });

  /** An order of seller A taken in from the channel; answers Feira's order id and the channel's. */
  async function receivedOrderOfA(
    options: { invoicePending?: boolean } = {},
  ): Promise<{ id: string; channelId: number }> {
    const channelId = fake.createOrder({
      sellerId: userA.id,
      items: [{ itemId: itemA, quantity: 1, unitPrice: 100, saleFee: 12 }],
      ...options,
    });
    await fake.notify('orders_v2', `/orders/${channelId}`, userA.id);
    const order = await eventually(async () =>
      (await ordersOf(sellerA)).find(
        (o) => o.marketplace_order_id === String(channelId) && o.status === 'PAID',
      ),
    );
    return { id: order.id, channelId };
  }

  it('gets shipment labels for a tag group; a shipment not ready to print is refused with its cause', async () => {
    const h = bearer(await tokenFor(t, sellerA, ['tag:edit']));
    const ready = await receivedOrderOfA();
    const shipped = await receivedOrderOfA();
    const shipment = [...fake.state.shipments.values()].find((s) =>
      (s.orderIds as number[]).includes(shipped.channelId),
    )!;
    shipment.status = 'shipped';
    const group = await labelGroup(t, h, [ready.id, shipped.id]);
    expect(group.status).toBe('PARTIALLY_COMPLETE');
    const byOrder = new Map(group.packages.map((p) => [p.orderId, p]));
    expect(byOrder.get(ready.id)).toMatchObject({ status: 'GENERATED' });
    expect(byOrder.get(shipped.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: expect.stringContaining('is shipped'),
    });
    const label = await t.app.inject({
      method: 'GET',
      url: new URL(byOrder.get(ready.id)!.labelUrl!).pathname,
      headers: h,
    });
    // Mercado Livre answered a ZIP holding `Etiqueta de envio.txt`: the label is its ZPL text.
    expect(label.body).toMatch(/^\^XA[\s\S]*Mercado Envios[\s\S]*\^XZ$/);
  });

  it("imports the invoice's NF-e on the order's shipment (invoice_data), which releases its label", async () => {
    const { id, channelId } = await receivedOrderOfA({ invoicePending: true });
    const shipmentId = fake.state.orders.get(channelId)!.shipping as { id: number };
    const accessKey = '35250112345678000190550010000012341000012342';
    const response = await t.app.inject({
      method: 'PUT',
      url: `/integration/orders/invoiced/${id}`,
      headers: bearer(await tokenFor(t, sellerA, ['invoice:issue'])),
      payload: {
        number: '1234',
        series: '1',
        accessKey,
        issuedAt: '2026-01-02T10:00:00Z',
        xml: nfeXml(accessKey),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().invoice).toMatchObject({ accessKey, channelStatus: 'ACCEPTED' });
    expect(fake.state.invoiceData.get(shipmentId.id)).toMatchObject({ fiscal_key: accessKey });
    expect(fake.state.shipments.get(shipmentId.id)).toMatchObject({ substatus: 'ready_to_print' });
    // The pack's fiscal documents (a copy for the buyer) are not where the NF-e goes in Brazil.
    expect(fake.state.fiscalDocuments.size).toBe(0);
  });

  it("answers Mercado Livre's refusal of the NF-e, and a missing XML, as a 422 naming xml; the order stays PAID", async () => {
    const { id } = await receivedOrderOfA({ invoicePending: true });
    const headers = bearer(await tokenFor(t, sellerA, ['invoice:issue']));
    const accessKey = '35250112345678000190550010000012341000012342';
    const base = { number: '1234', series: '1', accessKey, issuedAt: '2026-01-02T10:00:00Z' };
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/integration/orders/invoiced/${id}`,
      headers,
      payload: base,
    });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().errors[0].field).toBe('xml');
    const unauthorized = nfeXml(accessKey).replace('<cStat>100</cStat>', '<cStat>110</cStat>');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/integration/orders/invoiced/${id}`,
      headers,
      payload: { ...base, xml: unauthorized },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().detail).toContain('SEFAZ');
    expect(refused.json().errors[0].field).toBe('xml');
    const order = await t.app.inject({
      method: 'GET',
      url: `/integration/orders/${id}`,
      headers: bearer(await tokenFor(t, sellerA, ['order:edit'])),
    });
    expect(order.json().status).toBe('PAID');
  });

  it('cancels the NF-e while the shipment has not left, and refuses it (422) once it has', async () => {
    const first = await receivedOrderOfA({ invoicePending: true });
    const second = await receivedOrderOfA({ invoicePending: true });
    const headers = bearer(await tokenFor(t, sellerA, ['invoice:issue', 'invoice:cancel']));
    const keys = [
      '35250112345678000190550010000012341000012342',
      '35250112345678000190550010000012351000012340',
    ];
    for (const [n, order] of [first, second].entries()) {
      const accessKey = keys[n]!;
      const issued = await t.app.inject({
        method: 'PUT',
        url: `/integration/orders/invoiced/${order.id}`,
        headers,
        payload: {
          number: '1235',
          series: '1',
          accessKey,
          issuedAt: '2026-01-02T10:00:00Z',
          xml: nfeXml(accessKey),
        },
      });
      expect(issued.statusCode, issued.body).toBe(200);
    }
    const reason = { reason: 'Valor do frete errado na nota' };
    const canceled = await t.app.inject({
      method: 'PUT',
      url: `/integration/orders/invoiced/${first.id}/cancel`,
      headers,
      payload: reason,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('PAID');
    const shipment = fake.state.orders.get(second.channelId)!.shipping as { id: number };
    fake.state.shipments.get(shipment.id)!.status = 'shipped';
    const late = await t.app.inject({
      method: 'PUT',
      url: `/integration/orders/invoiced/${second.id}/cancel`,
      headers,
      payload: reason,
    });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().detail).toContain('shipped');
  });

  it('refuses a malformed notification with a 400 and queues nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/channels/mercadolivre/notifications',
      payload: { topic: 'orders_v2', user_id: 'abc' },
    });
    expect(response.statusCode).toBe(400);
  });
});
