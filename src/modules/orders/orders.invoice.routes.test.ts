import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxOrder } from '../marketplaces/index.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { connectChannel, createProduct } from '../../../test/helpers/channels.ts';

const ACCESS_KEY = '35240112345678000199550010000001231000001236';
const invoiceBody = { number: '123', series: '1', accessKey: ACCESS_KEY, issuedAt: '2026-01-02T10:00:00Z' };
const REASON = 'Valor do item informado errado na nota';

describe('invoice cancellation', () => {
  const s = sellersSuite({
    sandbox: true,
    scopes: ['order:edit', 'invoice:issue', 'invoice:cancel', 'product:edit', 'bffweb:marketplaces'],
    callers: { issueOnly: ['invoice:issue'] },
  });
  let sku: string;

  beforeAll(async () => {
    await connectChannel(s.t, s.a, 'SANDBOX');
    [sku] = await createProduct(s.t, s.a, productBody('I-1', { variations: [{ sku: 'I-1-A', cost: 10 }] }));
  });

  const put = (url: string, payload: object, headers = s.a) =>
    s.t.app.inject({ method: 'PUT', url, headers, payload });
  const paidOrder = async () => {
    const order = await s.t.app.inject({
      method: 'POST',
      url: '/integration/sandbox/orders',
      headers: s.a,
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
        s.t.rt.database.db,
        // The order's own events: reconciliation also names the order in its events, when its consumers run.
        sql`select name from outbox_events
            where payload->>'orderId' = ${orderId} and name like 'order.%' order by occurred_at, id`,
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
    expect(await sandboxOrder(s.t.rt, s.sellerA, 'SANDBOX', order.marketplaceOrderId)).toMatchObject({
      status: 'PAID',
      invoice: { accessKey: ACCESS_KEY, reason: REASON, canceled: true },
    });
    const invoice = await s.t.app.inject({
      method: 'GET',
      url: `/integration/orders/${order.id}/invoice`,
      headers: s.a,
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
      s.as.issueOnly,
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
    const read = await s.t.app.inject({
      method: 'GET',
      url: `/integration/orders/${order.id}`,
      headers: s.a,
    });
    expect(read.json()).toMatchObject({ status: 'INVOICED' });
    expect(read.json().invoice).not.toHaveProperty('canceledAt');
    expect(await events(order.id)).not.toContain('order.InvoiceCanceled');
  });

  it('refuses a second invoice with 409 and the invoice on file; the same one again is a retry', async () => {
    const order = await paidOrder();
    expect((await put(`/integration/orders/invoiced/${order.id}`, invoiceBody)).statusCode).toBe(200);
    const retry = await put(`/integration/orders/invoiced/${order.id}`, invoiceBody);
    expect(retry.statusCode, retry.body).toBe(200);
    const OTHER_KEY = '35240112345678000199550010000001241000001241';
    const second = await put(`/integration/orders/invoiced/${order.id}`, {
      ...invoiceBody,
      number: '124',
      accessKey: OTHER_KEY,
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(second.json()).toMatchObject({
      type: expect.stringContaining('invoice-already-issued'),
      invoice: { number: '123', accessKey: ACCESS_KEY },
    });
    const onFile = await s.t.app.inject({
      method: 'GET',
      url: `/integration/orders/${order.id}/invoice`,
      headers: s.a,
    });
    expect(onFile.json()).toMatchObject({ number: '123', accessKey: ACCESS_KEY });
    expect(await sandboxOrder(s.t.rt, s.sellerA, 'SANDBOX', order.marketplaceOrderId)).toMatchObject({
      invoice: { accessKey: ACCESS_KEY },
    });
    expect((await events(order.id)).filter((name) => name === 'order.OrderInvoiced')).toHaveLength(1);
  });

  it('keeps seller B away from seller A’s invoices', async () => {
    const order = await paidOrder();
    expect((await put(`/integration/orders/invoiced/${order.id}`, invoiceBody)).statusCode).toBe(200);
    await expectTenancy(s.t, {
      ...s,
      requests: [
        {
          method: 'PUT',
          url: `/integration/orders/invoiced/${order.id}/cancel`,
          payload: { reason: REASON },
        },
      ],
      verifyUnchanged: async () => {
        const read = await s.t.app.inject({
          method: 'GET',
          url: `/integration/orders/${order.id}`,
          headers: s.a,
        });
        expect(read.json().status).toBe('INVOICED');
      },
    });
  });
});
