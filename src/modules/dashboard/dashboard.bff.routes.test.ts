import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSandboxOrder } from '../../../test/helpers/factories.ts';
import { FakeClock } from '../../platform/clock.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';
import { startReceiver, type Receiver } from '../../../test/helpers/webhook-receiver.ts';

/**
 * The dashboard against a seller whose day is known to the cent: orders either side of São Paulo's
 * midnight, a canceled one, one without cost data, a failing webhook, an ad the channel refuses and
 * two rules either side of the 50 % coverage line.
 */
describe('dashboard route for the web admin (/bffweb/dashboard)', () => {
  let t: TestApp;
  let clock: FakeClock;
  let receiver: Receiver;
  let sellerA: string;
  let sellerB: string;
  let web: WebLogin;
  let headers: { authorization: string };
  const skuIds: Record<string, string> = {};

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const order = (items: { sku: string; qty: number; salePrice: number }[], extra: object = {}) =>
    makeSandboxOrder(t, sellerA, {
      platform: 'SANDBOX',
      items: items.map((item) => ({ skuId: skuIds[item.sku], qty: item.qty, salePrice: item.salePrice })),
      ...extra,
    });
  const dashboardOf = async (login: WebLogin, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/bffweb/dashboard${query}`,
      headers: login.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    clock = new FakeClock('2026-03-10T02:59:00.000Z'); // 23:59 on the 9th in São Paulo
    t = await createTestApp({ clock });
    receiver = await startReceiver();
    receiver.on('/down', () => ({ status: 500, body: 'down' }));
    sellerA = (await createSeller(t, { name: 'A', sandbox: true })).id;
    sellerB = (await createSeller(t, { name: 'B', sandbox: true })).id;
    web = await webLogin(t, sellerA);
    headers = bearer(
      await tokenFor(t, sellerA, [
        'product:edit',
        'order:edit',
        'order:cancel',
        'bffweb:ads',
        'bffweb:marketplaces',
        'bffweb:price-formation',
        'bffweb:webhooks',
        'price:edit',
      ]),
    );
    const products = [
      { sku: 'D-1', cost: 40, productCosts: { inboundFreight: 2, packaging: 1 } },
      { sku: 'D-2', cost: 10, productCosts: {} },
      { sku: 'D-3', cost: null, productCosts: {} },
    ];
    for (const { sku, cost, productCosts } of products) {
      const created = await call(
        'POST',
        '/integration/products',
        // No cost: the key left out (the route coerces a null `cost` to 0 today).
        productBody(`P-${sku}`, { productCosts, variations: [{ sku, ...(cost === null ? {} : { cost }) }] }),
      );
      skuIds[sku] = created.variations[0].skuId;
    }
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: { refuseSkus: ['D-3'] } });
    await call('POST', '/bffweb/webhooks', {
      urlName: 'down',
      url: `${receiver.url}/down`,
      token: { header: 'X-Token', value: 'x' },
      statuses: ['Criado'],
    });
    await call('POST', '/bffweb/webhooks', {
      urlName: 'up',
      url: `${receiver.url}/up`,
      token: { header: 'X-Token', value: 'x' },
      statuses: ['Criado'],
    });

    // Yesterday in São Paulo (already the 10th in UTC): left out.
    await order([{ sku: 'D-2', qty: 1, salePrice: 1000 }]);
    clock.set('2026-03-10T15:00:00.000Z');
    // 200 − cost 2 × 43 − commission 30 − fee 5 = 79.
    await order([{ sku: 'D-1', qty: 2, salePrice: 100 }], { totalCommission: 30, serviceFee: 5 });
    // Canceled: no longer a sale.
    const canceled = await order([{ sku: 'D-1', qty: 1, salePrice: 100 }]);
    await call('PUT', `/integration/orders/cancel/${canceled.id}`, { reason: 'buyer gave up' });
    // No cost data: counted in orders and revenue, not in the margin.
    await order([{ sku: 'D-3', qty: 1, salePrice: 60 }]);
    // 23:30 in São Paulo, already the 11th in UTC: 35.50 − cost 10 − net shipping 12.30 = 13.20.
    clock.set('2026-03-11T02:30:00.000Z');
    await order([{ sku: 'D-2', qty: 1, salePrice: 25.5 }], { totalFreight: 10, shippingCost: 12.3 });
    clock.set('2026-03-11T02:45:00.000Z');

    for (const sku of ['D-1', 'D-3'])
      await call('POST', '/bffweb/ads', { originSkuId: skuIds[sku], platform: 'SANDBOX' });
    const rule = (name: string, skus: string[]) =>
      call('POST', '/bffweb/price-formation/rules', {
        name,
        eligibility: { platforms: ['SANDBOX'], skuIds: skus.map((sku) => skuIds[sku]) },
        objective: { driver: 'MARKUP', value: 1.5 },
      });
    await rule('Metade com custo', ['D-1', 'D-3']);
    await rule('Sem custo', ['D-3']);
    // Below D-2's cost: held by the profit guard, waiting for the seller.
    await call('PUT', '/integration/prices/bysku', { sku: 'D-2', value: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it("answers today's orders, revenue and contribution margin in the seller's time zone", async () => {
    const board = await dashboardOf(web);
    expect(board).toMatchObject({
      date: '2026-03-10',
      timeZone: 'America/Sao_Paulo',
      // No channel settled these yet: both margins known are what the sales promised.
      today: {
        orders: 3,
        revenue: 295.5,
        contributionMargin: 92.2,
        ordersWithoutCost: 1,
        ordersOnExpectedBasis: 2,
        ordersOnPaidBasis: 0,
      },
    });
    // In UTC the day is already the 11th: only the late order.
    expect((await dashboardOf(web, '?timeZone=UTC')).today).toEqual({
      orders: 1,
      revenue: 35.5,
      contributionMargin: 13.2,
      ordersWithoutCost: 0,
      ordersOnExpectedBasis: 1,
      ordersOnPaidBasis: 0,
    });
  });

  it('alerts on rule coverage below 50, failing webhooks, ads with channel errors, SKUs without cost and held prices', async () => {
    const alerts = await eventually(async () => {
      const { alerts } = await dashboardOf(web);
      return alerts.failingWebhooks === 1 && alerts.adsWithChannelErrors.length > 0 ? alerts : undefined;
    }, 20_000);
    expect(alerts).toEqual({
      // 'Metade com custo' is at 50 %: not below.
      ruleCoverage: [expect.objectContaining({ name: 'Sem custo', eligibleSkus: 1, costDataCoveragePct: 0 })],
      failingWebhooks: 1,
      adsWithChannelErrors: [{ platform: 'SANDBOX', count: 1 }],
      skusWithoutCost: 1,
      skus: 3,
      heldPrices: 1,
    });
  });

  it('answers zeros, not errors, for a seller with nothing yet', async () => {
    const empty = await webLogin(t, sellerB);
    expect(await dashboardOf(empty)).toEqual({
      date: '2026-03-10',
      timeZone: 'America/Sao_Paulo',
      today: {
        orders: 0,
        revenue: 0,
        contributionMargin: 0,
        ordersWithoutCost: 0,
        ordersOnExpectedBasis: 0,
        ordersOnPaidBasis: 0,
      },
      moneyIn: { notReleased: 0, openDifferences: 0, openDifferenceAmount: 0 },
      orderQueues: { toInvoice: 0, shipToday: 0, late: 0, problem: 0 },
      alerts: {
        ruleCoverage: [],
        failingWebhooks: 0,
        adsWithChannelErrors: [],
        skusWithoutCost: 0,
        skus: 0,
        heldPrices: 0,
      },
    });
  });

  it("shows each seller only its own figures (a token for B reads B's, never A's)", async () => {
    const tokenB = await tokenFor(t, sellerB, ['bffweb:dashboard']);
    const response = await t.app.inject({ method: 'GET', url: '/bffweb/dashboard', headers: bearer(tokenB) });
    expect(response.statusCode).toBe(200);
    expect(response.json().today.orders).toBe(0);
    expect(response.json().alerts.skus).toBe(0);
    expect(response.body).not.toContain(sellerA);
    const noScope = await tokenFor(t, sellerB, ['bffweb:catalog']);
    const refused = await t.app.inject({ method: 'GET', url: '/bffweb/dashboard', headers: bearer(noScope) });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/bffweb/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a time zone that does not exist with 400 problem+json', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/bffweb/dashboard?timeZone=Mars%2FOlympus',
      headers: web.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});
