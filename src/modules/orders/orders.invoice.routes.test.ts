import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxOrder } from '../marketplaces/index.ts';

const ACCESS_KEY = '35240112345678000199550010000001231000001236';
const invoiceBody = { number: '123', series: '1', accessKey: ACCESS_KEY, issuedAt: '2026-01-02T10:00:00Z' };
const REASON = 'Valor do item informado errado na nota';

describe('invoice cancellation', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let a: { authorization: string };
  let issueOnly: { authorization: string };
  let tokenB: string;
  let sku: string;

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t, { sandbox: true })).id;
    sellerB = (await createSeller(t, { sandbox: true })).id;
    const all = ['order:edit', 'invoice:issue', 'invoice:cancel', 'product:edit', 'bffweb:marketplaces'];
    a = bearer(await tokenFor(t, sellerA, all));
    issueOnly = bearer(await tokenFor(t, sellerA, ['invoice:issue']));
    tokenB = await tokenFor(t, sellerB, all);
    await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces',
      headers: a,
      payload: { platform: 'SANDBOX' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: a,
      payload: productBody('I-1', { variations: [{ sku: 'I-1-A', cost: 10 }] }),
    });
    sku = created.json().variations[0].skuId;
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object, headers = a) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const paidOrder = async () => {
    const order = await t.app.inject({
      method: 'POST',
      url: '/integration/sandbox/orders',
      headers: a,
      payload: { platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 100 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    const id: string = order.json().id;
    expect((await put(`/integration/orders/paid/${id}`, {})).statusCode).toBe(200);
    return { id, marketplaceOrderId: order.json().marketplaceOrderId as string };
  };
  const events = async (orderId: string) =>
    (
      await queryRows<{ name: string }>(
        t.rt.database.db,
        sql`select name from outbox_events where payload->>'orderId' = ${orderId} order by occurred_at, id`,
      )
    ).map((row) => row.name);

  it('cancels the invoice on the channel, puts the order back to PAID and takes another invoice', async () => {
    const order = await paidOrder();
    expect((await put(`/integration/orders/invoiced/${order.id}`, invoiceBody)).statusCode).toBe(200);
    const canceled = await put(`/integration/orders/invoiced/${order.id}/cancel`, { reason: REASON });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: 'PAID',
      invoice: { accessKey: ACCESS_KEY, cancelReason: REASON, canceledAt: expect.any(String) },
    });
    expect(await sandboxOrder(t.rt, sellerA, 'SANDBOX', order.marketplaceOrderId)).toMatchObject({
      status: 'PAID',
      invoice: { accessKey: ACCESS_KEY, reason: REASON, canceled: true },
    });
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/integration/orders/${order.id}/invoice`,
      headers: a,
    });
    expect(invoice.json()).toMatchObject({ number: '123', cancelReason: REASON });
    // Repeated: the same answer, no second event.
    expect(
      (await put(`/integration/orders/invoiced/${order.id}/cancel`, { reason: REASON })).statusCode,
    ).toBe(200);
    expect(await events(order.id)).toEqual([
      'order.OrderCreated',
      'order.OrderPayed',
      'order.OrderInvoiced',
      'order.InvoiceCanceled',
    ]);
    const again = await put(`/integration/orders/invoiced/${order.id}`, { ...invoiceBody, number: '124' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe('INVOICED');
    expect(again.json().invoice).toEqual(expect.not.objectContaining({ canceledAt: expect.anything() }));
  });

  it('refuses without invoice:cancel, with a bad reason, or for an order not invoiced; nothing changes', async () => {
    const order = await paidOrder();
    const noScope = await put(
      `/integration/orders/invoiced/${order.id}/cancel`,
      { reason: REASON },
      issueOnly,
    );
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json()).toMatchObject({ required_scope: 'invoice:cancel' });
    const notInvoiced = await put(`/integration/orders/invoiced/${order.id}/cancel`, { reason: REASON });
    expect(notInvoiced.statusCode).toBe(409);
    expect(notInvoiced.json().type).toMatch(/invalid-order-transition/);
    expect((await put(`/integration/orders/invoiced/${order.id}`, invoiceBody)).statusCode).toBe(200);
    for (const body of [{}, { reason: 'curto' }, { reason: 'x'.repeat(256) }, { reason: REASON, extra: 1 }]) {
      const bad = await put(`/integration/orders/invoiced/${order.id}/cancel`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(
      (await put('/integration/orders/invoiced/ord_missing/cancel', { reason: REASON })).statusCode,
    ).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: `/integration/orders/${order.id}`, headers: a });
    expect(read.json()).toMatchObject({ status: 'INVOICED' });
    expect(read.json().invoice).not.toHaveProperty('canceledAt');
    expect(await events(order.id)).not.toContain('order.InvoiceCanceled');
  });

  it('keeps seller B away from seller A’s invoices', async () => {
    const order = await paidOrder();
    expect((await put(`/integration/orders/invoiced/${order.id}`, invoiceBody)).statusCode).toBe(200);
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        {
          method: 'PUT',
          url: `/integration/orders/invoiced/${order.id}/cancel`,
          payload: { reason: REASON },
        },
      ],
      verifyUnchanged: async () => {
        const read = await t.app.inject({
          method: 'GET',
          url: `/integration/orders/${order.id}`,
          headers: a,
        });
        expect(read.json().status).toBe('INVOICED');
      },
    });
  });
});
