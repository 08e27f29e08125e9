import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { connectChannel, createProduct } from '../../../test/helpers/channels.ts';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { takeInOrders } from './orders.service.ts';

const ACCESS_KEY = '35240112345678000199550010000001231000001236';
const invoiceBody = { number: '123', series: '1', accessKey: ACCESS_KEY, issuedAt: '2026-01-02T10:00:00Z' };
const tracking = {
  carrier: 'Correios',
  code: 'QB123456789BR',
  url: 'https://rastreamento.correios.com.br/QB123456789BR',
};

/** The tracking a seller types for a parcel sent with a carrier of their own (ORD-33). */
describe('seller-typed tracking', () => {
  const s = sellersSuite({
    sandbox: true,
    scopes: [
      'order:edit',
      'invoice:issue',
      'order:cancel',
      'product:edit',
      'stock:edit',
      'bffweb:marketplaces',
    ],
    callers: { readOnly: ['invoice:issue'] },
  });
  let sku: string;
  let web: { authorization: string };

  beforeAll(async () => {
    await connectChannel(s.t, s.a, 'SANDBOX');
    [sku] = await createProduct(s.t, s.a, productBody('T-1', { variations: [{ sku: 'T-1-A', cost: 10 }] }));
    await s.t.app.inject({
      method: 'PUT',
      url: `/integration/stock/${sku}`,
      headers: s.a,
      payload: { stock: 5 },
    });
    web = bearer(await tokenFor(s.t, s.sellerA, ['bffweb:orders', 'bffweb:audit']));
  });

  const put = (url: string, payload: unknown, headers = s.a) =>
    s.t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const read = async (id: string) =>
    (await s.t.app.inject({ method: 'GET', url: `/integration/orders/${id}`, headers: s.a })).json();
  const order = async (to: 'PAID' | 'INVOICED') => {
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/integration/sandbox/orders',
      headers: s.a,
      payload: { platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 100 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    expect((await put(`/integration/orders/paid/${id}`, {})).statusCode).toBe(200);
    if (to === 'INVOICED')
      expect((await put(`/integration/orders/invoiced/${id}`, invoiceBody)).statusCode).toBe(200);
    return id;
  };
  const eventsOf = async (orderId: string) =>
    (
      await queryRows<{ name: string }>(
        s.t.rt.database.db,
        sql`select name from outbox_events
            where payload->>'orderId' = ${orderId} and name like 'order.%' order by occurred_at, id`,
      )
    ).map((row) => row.name);
  const heldFor = async (orderId: string) =>
    (
      await queryRows<{ n: number }>(
        s.t.rt.database.db,
        sql`select count(*)::int as n from stock_reservations where seller_id = ${s.sellerA} and order_id = ${orderId}`,
      )
    )[0]!.n;

  it('ships an invoiced order with the tracking typed, shows it, and keeps it in the change history', async () => {
    const id = await order('INVOICED');
    expect(await heldFor(id)).toBe(1);
    const set = await put(`/integration/orders/${id}/tracking`, { ...tracking, code: `  ${tracking.code} ` });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ status: 'SHIPPED', tracking });
    expect(await eventsOf(id)).toEqual([
      'order.OrderCreated',
      'order.OrderPayed',
      'order.OrderInvoiced',
      'order.OrderShipped',
    ]);
    expect(await heldFor(id)).toBe(0);
    const queue = await queryRows<{ status: string }>(
      s.t.rt.database.db,
      sql`select status from order_queue where seller_id = ${s.sellerA} and order_id = ${id} and status = 'SHIPPED'`,
    );
    expect(queue).toHaveLength(1);

    // The web admin's route corrects it: the status stays, the history keeps both changes.
    const corrected = await put(`/bffweb/orders/${id}/tracking`, { carrier: 'Jadlog', code: 'JD0001' }, web);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      status: 'SHIPPED',
      tracking: { carrier: 'Jadlog', code: 'JD0001' },
    });
    expect(corrected.json().tracking).not.toHaveProperty('url');
    // The same again changes nothing and records nothing.
    expect(
      (await put(`/bffweb/orders/${id}/tracking`, { carrier: 'Jadlog', code: 'JD0001' }, web)).statusCode,
    ).toBe(200);
    expect((await eventsOf(id)).filter((name) => name === 'order.OrderShipped')).toHaveLength(1);
    const history = await s.t.app.inject({
      method: 'GET',
      url: `/bffweb/audit/changes?entity=order&entityId=${id}`,
      headers: web,
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json()._embedded.auditEntryList ?? history.json().items;
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'UPDATE',
      entity: 'order',
      before: { status: 'INVOICED', trackingCode: null },
      after: {
        status: 'SHIPPED',
        trackingCode: tracking.code,
        trackingCarrier: 'Correios',
        trackingUrl: tracking.url,
      },
    });
    expect(entries[0]).toMatchObject({
      before: { trackingCode: tracking.code },
      after: { status: 'SHIPPED', trackingCode: 'JD0001', trackingCarrier: 'Jadlog', trackingUrl: null },
    });
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const id = await order('INVOICED');
    const bodies = [
      {},
      { carrier: 'Correios' },
      { ...tracking, code: '' },
      { ...tracking, code: '   ' },
      { ...tracking, carrier: '' },
      { ...tracking, code: 'X'.repeat(61) },
      { ...tracking, carrier: 'C'.repeat(61) },
      { ...tracking, url: 'javascript:alert(1)' },
      { ...tracking, url: `https://x.example/${'a'.repeat(500)}` },
      { ...tracking, extra: 1 },
      { ...tracking, code: 123 },
    ];
    for (const body of bodies) {
      const bad = await put(`/integration/orders/${id}/tracking`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const blank = await put(`/integration/orders/${id}/tracking`, { ...tracking, code: '' });
    expect(JSON.stringify(blank.json())).toContain('code');
    const noScope = await put(`/integration/orders/${id}/tracking`, tracking, s.as.readOnly);
    expect(noScope.statusCode).toBe(403);
    expect((await put('/integration/orders/ord_missing/tracking', tracking)).statusCode).toBe(404);
    expect(await read(id)).toMatchObject({ status: 'INVOICED' });
    expect((await read(id)).tracking).toBeUndefined();
    expect(await eventsOf(id)).not.toContain('order.OrderShipped');
  });

  it('refuses an order not invoiced yet and a canceled one (409), nothing written', async () => {
    const paid = await order('PAID');
    const early = await put(`/integration/orders/${paid}/tracking`, tracking);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ from: 'PAID', to: 'SHIPPED' });
    expect(early.json().type).toMatch(/invalid-order-transition/);
    const canceled = await order('INVOICED');
    expect(
      (await put(`/integration/orders/cancel/${canceled}`, { reason: 'O comprador desistiu' })).statusCode,
    ).toBe(200);
    const late = await put(`/bffweb/orders/${canceled}/tracking`, tracking, web);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ from: 'CANCELED', to: 'SHIPPED' });
    for (const id of [paid, canceled]) expect((await read(id)).tracking).toBeUndefined();
    expect(await eventsOf(canceled)).not.toContain('order.OrderShipped');
  });

  it("refuses an order whose channel's logistics track the parcel (409 tracking-by-channel)", async () => {
    const ctx = systemCtx(s.t.rt, s.sellerA);
    const { ingested } = await takeInOrders(
      ctx,
      { sellerId: s.sellerA, accountId: 'acc_ml_tracking', platform: 'MERCADO_LIVRE', settings: {} },
      [
        {
          marketplaceOrderId: '2000010000999001',
          items: [{ skuId: sku, qty: 1, salePrice: '50.00' }],
          totals: {},
        },
      ],
      {},
    );
    const id = ingested[0]!.order.id;
    await s.t.rt.database.db.execute(
      sql`update orders set status = 'INVOICED' where seller_id = ${s.sellerA} and id = ${id}`,
    );
    const refused = await put(`/integration/orders/${id}/tracking`, tracking);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ platform: 'MERCADO_LIVRE' });
    expect(refused.json().type).toMatch(/tracking-by-channel/);
    expect(await read(id)).toMatchObject({ status: 'INVOICED' });
  });

  it("keeps seller B away from seller A's orders", async () => {
    const id = await order('INVOICED');
    await expectTenancy(s.t, {
      ...s,
      requests: [{ method: 'PUT', url: `/integration/orders/${id}/tracking`, payload: tracking }],
      verifyUnchanged: async () => {
        expect(await read(id)).toMatchObject({ status: 'INVOICED' });
        expect((await read(id)).tracking).toBeUndefined();
      },
    });
    const webB = bearer(await tokenFor(s.t, s.sellerB, ['bffweb:orders']));
    const foreign = await put(`/bffweb/orders/${id}/tracking`, tracking, webB);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await read(id)).tracking).toBeUndefined();
  });
});
