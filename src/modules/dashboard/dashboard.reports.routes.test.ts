import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';

/**
 * The sales report (docs/decisions.md WEB-75) against orders whose money is known to the cent: two
 * channels, days either side of São Paulo's midnight, a canceled order left out.
 */
describe('sales report for the web admin (/bffweb/dashboard/reports/sales)', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let web: WebLogin;
  let headers: { authorization: string };
  const skuIds: Record<string, string> = {};

  const call = async (method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const order = (platform: string, items: { sku: string; qty: number; salePrice: number }[], extra = {}) =>
    call('POST', '/integration/sandbox/orders', {
      platform,
      items: items.map((item) => ({ skuId: skuIds[item.sku], qty: item.qty, salePrice: item.salePrice })),
      ...extra,
    });
  const get = (
    query: string,
    login: Record<string, string> = web.headers,
    path = '/bffweb/dashboard/reports/sales',
  ) => t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: login });
  const report = async (query: string, login: Record<string, string> = web.headers) => {
    const response = await get(query, login);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    const clock = new FakeClock('2026-03-09T17:00:00.000Z'); // 14:00 on the 9th in São Paulo
    t = await createTestApp({ clock });
    sellerA = (await createSeller(t, { name: 'A', sandbox: true })).id;
    sellerB = (await createSeller(t, { name: 'B', sandbox: true })).id;
    web = await webLogin(t, sellerA);
    headers = bearer(
      await tokenFor(t, sellerA, ['product:edit', 'order:edit', 'order:cancel', 'bffweb:marketplaces']),
    );
    for (const [sku, cost, productCosts] of [
      ['R-1', 40, { inboundFreight: 2, packaging: 1 }],
      ['R-2', 10, {}],
    ] as const) {
      const created = await call(
        'POST',
        '/integration/products',
        productBody(`P-${sku}`, { productCosts, variations: [{ sku, cost }] }),
      );
      skuIds[sku] = created.variations[0].skuId;
    }
    for (const platform of ['SANDBOX', 'SANDBOX_ML'])
      await call('POST', '/bffweb/marketplaces', { platform });

    // 100 − cost 10 = 90.
    await order('SANDBOX', [{ sku: 'R-2', qty: 1, salePrice: 100 }]);
    clock.set('2026-03-10T15:00:00.000Z');
    // 200 − cost 2 × 43 − commission 30 − fee 5 = 79.
    await order('SANDBOX', [{ sku: 'R-1', qty: 2, salePrice: 100 }], { totalCommission: 30, serviceFee: 5 });
    const canceled = await order('SANDBOX', [{ sku: 'R-1', qty: 5, salePrice: 100 }]);
    await call('PUT', `/integration/orders/cancel/${canceled.id}`, { reason: 'buyer gave up' });
    // 23:30 on the 10th in São Paulo (the 11th in UTC): 35.50 − cost 10 − net shipping 12.30 − the fees
    // this sandbox channel charges of its own = 3.63, as the order's profitability block says.
    clock.set('2026-03-11T02:30:00.000Z');
    await order('SANDBOX_ML', [{ sku: 'R-2', qty: 1, salePrice: 25.5 }], {
      totalFreight: 10,
      shippingCost: 12.3,
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers sales, margin and units by channel and by day of the seller, money as decimals', async () => {
    const body = await report('from=2026-03-09&to=2026-03-11&period=day&by=channel');
    expect(body.totals).toEqual({
      orders: 3,
      units: 4,
      sales: '335.50',
      margin: '172.63',
      ordersWithoutCost: 0,
      ordersOnExpectedBasis: 3,
      ordersOnPaidBasis: 0,
    });
    const basis = { ordersWithoutCost: 0, ordersOnPaidBasis: 0 };
    expect(body.rows).toEqual([
      {
        key: 'SANDBOX',
        orders: 2,
        units: 3,
        sales: '300.00',
        margin: '169.00',
        ordersOnExpectedBasis: 2,
        ...basis,
      },
      {
        key: 'SANDBOX_ML',
        orders: 1,
        units: 1,
        sales: '35.50',
        margin: '3.63',
        ordersOnExpectedBasis: 1,
        ...basis,
      },
    ]);
    expect(body.series.map((s: { period: string; sales: string }) => [s.period, s.sales])).toEqual([
      ['2026-03-09', '100.00'],
      ['2026-03-10', '235.50'],
      ['2026-03-11', '0.00'],
    ]);
    expect(body).toMatchObject({ timeZone: 'America/Sao_Paulo', period: 'day', by: 'channel' });
  });

  it('answers by SKU and by week or month; a day range leaves the other days out', async () => {
    const bySku = await report('from=2026-03-01&to=2026-03-31&period=week&by=sku');
    expect(
      bySku.rows.map((r: { key: string; sales: string; margin: string; units: number }) => [
        r.key,
        r.sales,
        r.margin,
        r.units,
      ]),
    ).toEqual([
      ['R-1', '200.00', '79.00', 2],
      ['R-2', '135.50', '93.63', 2],
    ]);
    expect(bySku.series.map((s: { period: string }) => s.period)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    const month = await report('from=2026-03-10&to=2026-03-10&period=month&by=channel');
    expect(month.totals).toMatchObject({ orders: 2, sales: '235.50' });
    expect(month.series).toHaveLength(1);
  });

  it('exports the report as CSV, one line per period and channel or SKU', async () => {
    const response = await get(
      'from=2026-03-09&to=2026-03-10&period=day&by=channel',
      web.headers,
      '/bffweb/dashboard/reports/sales/csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('vendas-channel-2026-03-09-a-2026-03-10.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Período (início);Canal;Pedidos;Unidades;Vendas (R$);Margem de contribuição (R$);Pedidos sem custo;Pedidos com margem esperada;Pedidos com margem pelo valor pago',
    );
    expect(
      lines.slice(1).map((line) => line.split(';').slice(0, 1).concat(line.split(';').slice(2))),
    ).toEqual([
      ['09/03/2026', '1', '1', '100,00', '90,00', '0', '1', '0'],
      ['10/03/2026', '1', '2', '200,00', '79,00', '0', '1', '0'],
      ['10/03/2026', '1', '1', '35,50', '3,63', '0', '1', '0'],
    ]);
    // Channels by name, not by code.
    expect(lines.slice(1).join('\n')).not.toMatch(/;SANDBOX(_ML)?;/);
  });

  it('refuses a bad period, grouping or dates with 400 problem+json', async () => {
    for (const query of [
      'from=2026-03-01&to=2026-03-31&period=year&by=channel',
      'from=2026-03-01&to=2026-03-31&period=day&by=buyer',
      'from=2026-02-30&to=2026-03-31&period=day&by=channel',
      'from=ontem&to=2026-03-31&period=day&by=channel',
      'from=2026-03-31&to=2026-03-01&period=day&by=channel',
      'from=2025-01-01&to=2026-03-01&period=month&by=channel',
      'to=2026-03-01&period=day&by=channel',
      'from=2026-03-01&to=2026-03-31&period=day&by=channel&seller=x',
    ]) {
      for (const path of ['/bffweb/dashboard/reports/sales', '/bffweb/dashboard/reports/sales/csv']) {
        const response = await get(query, web.headers, path);
        expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(400);
        expect(response.headers['content-type'], query).toMatch(/^application\/problem\+json/);
      }
    }
  });

  it("shows each seller only its own sales (B by session or token reads zeros, never A's)", async () => {
    const query = 'from=2026-03-01&to=2026-03-31&period=day&by=sku';
    const webB = await webLogin(t, sellerB);
    const tokenB = bearer(await tokenFor(t, sellerB, ['bffweb:dashboard']));
    for (const login of [webB.headers, tokenB]) {
      const body = await report(query, login);
      expect(body.totals).toEqual({
        orders: 0,
        units: 0,
        sales: '0.00',
        margin: '0.00',
        ordersWithoutCost: 0,
        ordersOnExpectedBasis: 0,
        ordersOnPaidBasis: 0,
      });
      expect(body.rows).toEqual([]);
      const csv = await get(query, login, '/bffweb/dashboard/reports/sales/csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain('R-');
    }
    const noScope = bearer(await tokenFor(t, sellerB, ['bffweb:catalog']));
    expect((await get(query, noScope)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/bffweb/dashboard/reports/sales?${query}` })).statusCode,
    ).toBe(401);
  });
});
