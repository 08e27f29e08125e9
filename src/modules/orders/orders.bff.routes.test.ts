import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { webLogin } from '../../../test/helpers/web.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';

type Order = Record<string, unknown> & {
  id: string;
  status: string;
  marketplaceOrderId: string;
  profitability?: { contributionMargin: number };
  waterfall?: { key: string; kind: string; amount: number; runningTotal: number }[];
};

describe('orders routes for the web admin (/bffweb/orders)', () => {
  const s = sellersSuite({ sandbox: true, scopesB: ['bffweb:orders'], web: true });
  let sku: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = s.web) =>
    send(s.t, method, url, payload, { ...as.headers, accept: 'application/json' });
  const sandboxOrder = async (payload: object): Promise<Order> => {
    const response = await call('POST', '/bffweb/orders/sandbox', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const search = async (body: object) => {
    const response = await call('POST', '/bffweb/orders/search?size=10', body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json()._embedded?.orderApiDTOList ?? []) as Order[];
  };

  beforeAll(async () => {
    for (const platform of ['SANDBOX', 'SANDBOX_ML']) {
      const connected = await call('POST', '/bffweb/marketplaces', { platform, settings: {} });
      expect(connected.statusCode, connected.body).toBe(201);
    }
    const product = await call('POST', '/bffweb/catalog/products', productBody('O-1'));
    expect(product.statusCode, product.body).toBe(201);
    sku = product.json().variations[0].skuId; // 31.90 + 1.20 inbound freight + 0.50 packaging
  });

  it('creates a sandbox order and explains its margin step by step down to the contribution margin', async () => {
    const created = await sandboxOrder({
      platform: 'SANDBOX',
      marketplaceOrderId: 'WEB-1',
      items: [{ skuId: sku, qty: 2, salePrice: 100 }],
      totalCommission: 24,
      shippingCost: 30,
      shippingDiscount: 10,
      tax: 3.5,
    });
    const detail = await call('GET', `/bffweb/orders/${created.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const order: Order = detail.json();
    // 200 − 24 − 30 + 10 − 3.50 − 2 × 33.60 = 85.30
    expect(order.waterfall?.map(({ key, amount }) => [key, amount])).toEqual([
      ['totalNet', 200],
      ['commission', -24],
      ['shippingCost', -30],
      ['shippingSubsidy', 10],
      ['tax', -3.5],
      ['productCost', -67.2],
      ['contributionMargin', 85.3],
    ]);
    expect(order.profitability?.contributionMargin).toBe(85.3);
    const integration = await s.t.app.inject({
      method: 'GET',
      url: `/integration/orders/${created.id}`,
      headers: { authorization: `Bearer ${await tokenFor(s.t, s.sellerA, [])}`, accept: 'application/json' },
    });
    expect(integration.json().profitability.contributionMargin).toBe(85.3);
  });

  it('with an escrow, the waterfall passes through the payout', async () => {
    const created = await sandboxOrder({
      platform: 'SANDBOX_ML',
      items: [{ skuId: sku, qty: 1, salePrice: 150 }],
    });
    const order: Order = (await call('GET', `/bffweb/orders/${created.id}`)).json();
    const keys = order.waterfall!.map((step) => step.key);
    expect(keys[0]).toBe('totalNet');
    expect(keys).toContain('escrow');
    expect(keys.at(-1)).toBe('contributionMargin');
    expect(order.waterfall!.at(-1)!.amount).toBe(order.profitability!.contributionMargin);
    expect(order.waterfall!.find((step) => step.key === 'escrow')!.amount).toBe(order.escrowAmount);
  });

  it('searches by status, platform, dates and text (order id, part of the channel id, SKU)', async () => {
    const order = await sandboxOrder({
      platform: 'SANDBOX',
      marketplaceOrderId: 'FIND-ME-77',
      items: [{ skuId: sku, qty: 1, salePrice: 10 }],
    });
    expect((await search({ text: 'me-77' })).map((o) => o.id)).toEqual([order.id]);
    expect((await search({ text: order.id })).map((o) => o.id)).toEqual([order.id]);
    expect((await search({ text: '100%_' })).length).toBe(0);
    expect((await search({ text: 'O-1-AZUL', platform: ['SANDBOX_ML'] })).length).toBe(1);
    expect((await search({ status: ['CANCELED'] })).length).toBe(0);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await search({ createdFrom: later })).length).toBe(0);
    expect((await search({})).length).toBe(3);
  });

  it('moves an order through the status machine, and refuses an illegal move with 409 and nothing changed', async () => {
    const order = await sandboxOrder({ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 10 }] });
    const shipped = await call('PUT', `/bffweb/orders/${order.id}/channel-status`, { status: 'SHIPPED' });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await call('PUT', `/bffweb/orders/${order.id}/paid`, {})).json().status).toBe('PAID');
    const invoiced = await call('PUT', `/bffweb/orders/${order.id}/invoiced`, {
      number: '1',
      series: '1',
      accessKey: `${'3'.repeat(43)}6`,
      issuedAt: '2026-01-02T10:00:00Z',
    });
    expect(invoiced.json().status, invoiced.body).toBe('INVOICED');
    expect(
      (await call('PUT', `/bffweb/orders/${order.id}/channel-status`, { status: 'SHIPPED' })).json().status,
    ).toBe('SHIPPED');
    const cancel = await call('PUT', `/bffweb/orders/${order.id}/cancel`, { reason: 'late' });
    expect(cancel.statusCode).toBe(409);
    expect((await call('GET', `/bffweb/orders/${order.id}`)).json().status).toBe('SHIPPED');
  });

  it('answers bad input with 4xx problem+json and writes nothing', async () => {
    const before = (await search({})).length;
    const bad: [string, string, unknown][] = [
      ['POST', '/bffweb/orders/sandbox', { platform: 'SANDBOX', items: [] }],
      [
        'POST',
        '/bffweb/orders/sandbox',
        { platform: 'SANDBOX', items: [{ skuId: 'sku_nope', qty: 1, salePrice: 1 }] },
      ],
      [
        'POST',
        '/bffweb/orders/sandbox',
        { platform: 'SANDBOX', items: [{ skuId: sku, qty: 0, salePrice: 1 }] },
      ],
      [
        'POST',
        '/bffweb/orders/sandbox',
        { platform: 'MERCADO', items: [{ skuId: sku, qty: 1, salePrice: 1 }] },
      ],
      ['POST', '/bffweb/orders/search', { status: ['LOST'] }],
      ['POST', '/bffweb/orders/search', { text: '' }],
      ['PUT', '/bffweb/orders/ord_none/cancel', { reason: '' }],
      ['PUT', '/bffweb/orders/ord_none/invoiced', { number: '1' }],
    ];
    for (const [method, url, payload] of bad) {
      const response = await call(method as 'POST', url, payload);
      expect(
        response.statusCode,
        `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await search({})).length).toBe(before);
  });

  it('refuses a sandbox order from a seller that is not a sandbox seller', async () => {
    const real = await createSeller(s.t, { sandbox: false });
    const login = await webLogin(s.t, real.id);
    const response = await call(
      'POST',
      '/bffweb/orders/sandbox',
      { platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 1 }] },
      login,
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("keeps each seller's orders to itself", async () => {
    const order = await sandboxOrder({ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 10 }] });
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/bffweb/orders/${order.id}` },
        { method: 'PUT', url: `/bffweb/orders/${order.id}/paid`, payload: {} },
        { method: 'PUT', url: `/bffweb/orders/${order.id}/cancel`, payload: { reason: 'x' } },
        { method: 'PUT', url: `/bffweb/orders/${order.id}/channel-status`, payload: { status: 'SHIPPED' } },
      ],
      verifyUnchanged: async () => {
        expect((await call('GET', `/bffweb/orders/${order.id}`)).json().status).toBe('CREATED');
      },
    });
    const other = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/orders/search',
      headers: { authorization: `Bearer ${s.tokenB}`, accept: 'application/json' },
      payload: {},
    });
    expect(other.json().page.totalElements).toBe(0);
  });
});
