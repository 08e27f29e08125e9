import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { send, twoSellers, type Method } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxOrder } from '../marketplaces/index.ts';
import { systemCtx } from '../../platform/context.ts';
import { Money } from './domain/money.ts';
import { marginWindow, othersOf } from './orders.trend.ts';

type Headers = { authorization: string };
type Order = Record<string, unknown> & { id: string; status: string; marketplaceOrderId: string };

const ACCESS_KEY = '35240112345678000199550010000001231000001236';
const invoiceBody = { number: '123', series: '1', accessKey: ACCESS_KEY, issuedAt: '2026-01-02T10:00:00Z' };
const ALL = [
  'order:edit',
  'invoice:issue',
  'order:cancel',
  'product:edit',
  'stock:edit',
  'bffweb:marketplaces',
];

describe('orders', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let a: Headers;
  let aBuyer: Headers;
  let aRead: Headers;
  let tokenB: string;
  let sku: string; // cost 50 + inbound freight 1.2 + packaging 0.5 = 51.70 per unit
  let costless: string;
  let kit: string; // 2 × sku: 100 + its own product costs 1.7 = 101.70

  const inject = (method: Method, url: string, headers: object, payload?: unknown) =>
    send(t, method, url, payload, headers);
  const sandbox = (payload: object, headers: Headers = a) =>
    inject('POST', '/integration/sandbox/orders', headers, payload);
  const create = async (payload: object, headers: Headers = a): Promise<Order> => {
    const response = await sandbox(payload, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const getOrder = async (id: string, headers: Headers = a): Promise<Order> =>
    (await inject('GET', `/integration/orders/${id}`, headers)).json();
  const connect = async (headers: Headers, platform: string, settings: object = {}) =>
    expect((await inject('POST', '/bffweb/marketplaces', headers, { platform, settings })).statusCode).toBe(
      201,
    );
  const events = (orderId: string) =>
    queryRows<{ name: string }>(
      t.rt.database.db,
      // The order's own events (reconciliation's name the order too).
      sql`select name from outbox_events where payload->>'orderId' = ${orderId} and name like 'order.%'
          order by occurred_at, id`,
    ).then((rows) => rows.map((row) => row.name));

  beforeAll(async () => {
    t = await createTestApp();
    ({ sellerA, sellerB, a, tokenB } = await twoSellers(t, ALL, { sandbox: true }));
    aBuyer = bearer(await tokenFor(t, sellerA, ['order:customer-data']));
    aRead = bearer(await tokenFor(t, sellerA, []));
    for (const platform of ['SANDBOX', 'SANDBOX_ML', 'SANDBOX_MGL']) await connect(a, platform);
    const created = await inject(
      'POST',
      '/integration/products',
      a,
      productBody('P-1', {
        variations: [{ sku: 'P-1-AZUL', cost: 50 }, { sku: 'P-1-VERDE' }],
      }),
    );
    expect(created.statusCode, created.body).toBe(202);
    [sku, costless] = created.json().variations.map((v: { skuId: string }) => v.skuId);
    const kitProduct = await inject(
      'POST',
      '/integration/products',
      a,
      productBody('KIT-1', { variations: [{ sku: 'KIT-1-A', kit: [{ skuId: sku, qty: 2 }] }] }),
    );
    expect(kitProduct.statusCode, kitProduct.body).toBe(202);
    kit = kitProduct.json().variations[0].skuId;
  });
  afterAll(() => t.close());

  it('tells only what the channel informed (absent, never zero) and computes profitability without escrow', async () => {
    const order = await create({
      platform: 'SANDBOX',
      items: [{ skuId: sku, qty: 2, salePrice: 90 }],
      totalFreight: 20,
      shippingCost: 30,
      shippingDiscount: 10,
      totalCommission: 25.2,
      serviceFee: 5,
      customer: { name: 'Ana Souza', document: '12345678909', email: 'ana@example.com' },
      shippingAddress: {
        street: 'Rua A',
        number: '10',
        city: 'São Paulo',
        state: 'SP',
        postalCode: '01001000',
      },
    });
    expect(order).toMatchObject({
      status: 'CREATED',
      platform: 'SANDBOX',
      items: [{ skuId: sku, sku: 'P-1-AZUL', qty: 2, salePrice: 90 }],
      totalNet: 200,
      totalFreight: 20,
      costEnrichmentStatus: 'ENRICHED',
      totalCost: 103.4,
      grossProfit: 96.6,
      grossMargin: 48.3,
    });
    for (const absent of [
      'totalGross',
      'totalDiscount',
      'marketplaceDiscount',
      'totalInterest',
      'escrowAmount',
    ]) {
      expect(order, absent).not.toHaveProperty(absent);
    }
    expect((order.items as object[])[0]).not.toHaveProperty('originalPrice');
    expect(order.profitability).toEqual({
      totalCost: 103.4, // 2 × 51.70
      grossProfit: 96.6, // 200 − 103.40
      grossMarginPct: 48.3,
      totalCommission: 25.2,
      serviceFees: 5,
      netShippingCost: 20, // 30 − 10
      contributionMargin: 46.4, // 96.60 − 25.20 − 5 − 20
      contributionMarginPct: 23.2, // 46.40 / 200
      trend: 'INSUFFICIENT_DATA',
      hasCostData: true,
      basis: 'EXPECTED',
    });
    // Buyer data only with order:customer-data.
    expect(order).not.toHaveProperty('customer');
    expect(order).not.toHaveProperty('shippingAddress');
    const full = await getOrder(order.id, aBuyer);
    expect(full.customer).toEqual({ name: 'Ana Souza', document: '12345678909', email: 'ana@example.com' });
    expect(full.shippingAddress).toMatchObject({ city: 'São Paulo', postalCode: '01001000' });
    const plain = await inject('GET', `/integration/orders/${order.id}`, {
      ...aRead,
      accept: 'application/json',
    });
    expect(plain.json()).not.toHaveProperty('_links');
    expect(plain.json()).not.toHaveProperty('customer');
    expect(await events(order.id)).toEqual(['order.OrderCreated']);
  });

  it('is idempotent on the channel order id', async () => {
    const first = await create({
      platform: 'SANDBOX',
      marketplaceOrderId: 'MKT-1',
      items: [{ skuId: sku, qty: 1, salePrice: 80 }],
    });
    const again = await sandbox({
      platform: 'SANDBOX',
      marketplaceOrderId: 'MKT-1',
      items: [{ skuId: sku, qty: 5, salePrice: 1 }],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, totalNet: 80 });
    expect(await events(first.id)).toEqual(['order.OrderCreated']);
  });

  it('answers each order of a concurrent burst as if it came alone', async () => {
    const item = { skuId: sku, qty: 1, salePrice: 70 };
    const customer = { name: 'Bia', document: '12345678909' };
    const withBuyer = bearer(await tokenFor(t, sellerA, [...ALL, 'order:customer-data']));
    const burst = await Promise.all([
      sandbox({ platform: 'SANDBOX', marketplaceOrderId: 'BURST-1', items: [item], customer }),
      sandbox({ platform: 'SANDBOX_ML', marketplaceOrderId: 'BURST-2', items: [item], customer }, withBuyer),
      sandbox({ platform: 'SANDBOX', marketplaceOrderId: 'BURST-1', items: [item] }),
      sandbox({ platform: 'SANDBOX', items: [{ ...item, skuId: 'sku_nope' }] }),
      sandbox({ platform: 'SANDBOX', items: [item] }, bearer(tokenB)),
      sandbox({ platform: 'SANDBOX', marketplaceOrderId: 'BURST-3', items: [item], customer }),
    ]);
    const [first, buyer, repeat, unknown, otherSeller, third] = burst;
    expect(
      burst.map((response) => response.statusCode),
      burst.map((response) => response.body).join('\n'),
    ).toEqual([201, 201, 200, 400, 400, 201]);
    expect(unknown.body).toContain('items[0].skuId');
    // Seller B's request names seller A's SKU: unknown to B, whoever it was taken in with.
    expect(otherSeller.body).toContain('items[0].skuId');
    expect(repeat.json().id).toBe(first.json().id);
    expect(new Set([first, buyer, third].map((response) => response.json().id)).size).toBe(3);
    expect(buyer.json()).toMatchObject({ platform: 'SANDBOX_ML', customer });
    expect(first.json()).not.toHaveProperty('customer');
    expect(third.json()).toMatchObject({ marketplaceOrderId: 'BURST-3', totalNet: 70 });
    for (const response of [first, buyer, third]) {
      expect(await events(response.json().id)).toEqual(['order.OrderCreated']);
    }
  });

  it('takes the contribution margin from the escrow on a channel that sends it', async () => {
    // SANDBOX_ML: commission 14% of 100, fee 6, no freight → escrow 80, gross operating revenue 100.
    const order = await create({ platform: 'SANDBOX_ML', items: [{ skuId: sku, qty: 1, salePrice: 100 }] });
    expect(order).toMatchObject({ totalNet: 100, totalCommission: 14, serviceFee: 6, escrowAmount: 80 });
    expect(order.profitability).toMatchObject({
      totalCost: 51.7,
      grossProfit: 48.3,
      escrowAmount: 80,
      grossOperatingRevenue: 100,
      contributionMargin: 28.3, // 80 − 51.70
      contributionMarginPct: 28.3, // 28.30 / 100
    });
  });

  it('keeps the repeated totals of split orders without summing them', async () => {
    const first = await create({
      platform: 'SANDBOX_MGL',
      marketplaceOrderId: 'SPLIT-1',
      items: [
        { skuId: sku, qty: 1, salePrice: 100 },
        { skuId: kit, qty: 1, salePrice: 150 },
      ],
    });
    expect(first.marketplaceOrderId).toBe('SPLIT-1-1');
    const found = await inject('POST', '/integration/orders/list/search', a, { platform: ['SANDBOX_MGL'] });
    const parts: Order[] = found.json()._embedded.orderApiDTOList;
    expect(parts.map((p) => p.marketplaceOrderId).sort()).toEqual(['SPLIT-1-1', 'SPLIT-1-2']);
    expect(parts.map((p) => p.totalNet)).toEqual([250, 250]);
    expect(parts.map((p) => p.totalCommission)).toEqual([40, 40]);
  });

  it('costs a kit as the sum of its components', async () => {
    const order = await create({ platform: 'SANDBOX', items: [{ skuId: kit, qty: 1, salePrice: 150 }] });
    expect(order).toMatchObject({ costEnrichmentStatus: 'ENRICHED', totalCost: 101.7, grossProfit: 48.3 });
  });

  it('has NO_COST_DATA without costs, and the periodic sweep enriches it once the cost arrives', async () => {
    const order = await create({ platform: 'SANDBOX', items: [{ skuId: costless, qty: 2, salePrice: 40 }] });
    expect(order.costEnrichmentStatus).toBe('NO_COST_DATA');
    for (const absent of ['profitability', 'totalCost', 'grossProfit', 'grossMargin']) {
      expect(order).not.toHaveProperty(absent);
    }
    const patched = await inject('PATCH', `/integration/products/variations/${costless}`, a, { cost: 20 });
    expect(patched.statusCode, patched.body).toBe(202);
    expect((await getOrder(order.id)).costEnrichmentStatus).toBe('NO_COST_DATA');
    (t.clock as unknown as { advance(ms: number): void }).advance(10 * 60 * 1000);
    await t.rt.scheduler.tick();
    const enriched = await eventually(async () => {
      const current = await getOrder(order.id);
      return current.costEnrichmentStatus === 'ENRICHED' ? current : undefined;
    });
    // 2 × (20 + 1.2 + 0.5)
    expect(enriched).toMatchObject({ totalCost: 43.4, grossProfit: 36.6 });
  });

  it('walks the forward path through the channel, with the invoice and one event per change', async () => {
    const order = await create({ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 100 }] });
    const paid = await inject('PUT', `/integration/orders/paid/${order.id}`, a, {
      paidAt: '2026-01-02T09:00:00Z',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', paidAt: '2026-01-02T09:00:00.000Z' });
    expect(await sandboxOrder(t.rt, sellerA, 'SANDBOX', order.marketplaceOrderId)).toMatchObject({
      status: 'PAID',
    });
    // A repeated call changes nothing and emits nothing.
    expect((await inject('PUT', `/integration/orders/paid/${order.id}`, a, {})).statusCode).toBe(200);
    const invoiced = await inject('PUT', `/integration/orders/invoiced/${order.id}`, a, invoiceBody);
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().invoice).toMatchObject({ number: '123', series: '1', accessKey: ACCESS_KEY });
    expect((await sandboxOrder(t.rt, sellerA, 'SANDBOX', order.marketplaceOrderId))?.invoice).toMatchObject({
      number: '123',
    });
    const invoice = await inject('GET', `/integration/orders/${order.id}/invoice`, aRead);
    expect(invoice.json()).toMatchObject({ number: '123', issuedAt: '2026-01-02T10:00:00Z' });
    for (const status of ['SHIPPED', 'SHIPMENT_EXCEPTION', 'SHIPPED', 'DELIVERED', 'CONCLUDED', 'RETURNED']) {
      const moved = await inject('PUT', `/integration/sandbox/orders/${order.id}/status`, a, { status });
      expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
      expect(moved.json().status).toBe(status);
    }
    expect(await events(order.id)).toEqual([
      'order.OrderCreated',
      'order.OrderPayed',
      'order.OrderInvoiced',
      'order.OrderShipped',
      'order.OrderShipmentException',
      'order.OrderShipped',
      'order.OrderDelivered',
      'order.OrderConcluded',
      'order.OrderReturned',
    ]);
  });

  it('answers 409 invalid-order-transition to an illegal move and leaves the order as it was', async () => {
    const order = await create({ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 100 }] });
    const tries: [string, object][] = [
      [`/integration/orders/invoiced/${order.id}`, invoiceBody], // CREATED → INVOICED skips PAID
      [`/integration/sandbox/orders/${order.id}/status`, { status: 'DELIVERED' }],
    ];
    for (const [url, body] of tries) {
      const response = await inject('PUT', url, a, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ type: expect.stringContaining('invalid-order-transition') });
    }
    expect(
      (await inject('PUT', `/integration/orders/cancel/${order.id}`, a, { reason: 'buyer gave up' }))
        .statusCode,
    ).toBe(200);
    expect((await inject('PUT', `/integration/orders/paid/${order.id}`, a, {})).statusCode).toBe(409);
    expect(await sandboxOrder(t.rt, sellerA, 'SANDBOX', order.marketplaceOrderId)).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'buyer gave up',
    });
    expect((await getOrder(order.id)).status).toBe('CANCELED');
    expect(await events(order.id)).toEqual(['order.OrderCreated', 'order.OrderCanceled']);
  });

  it('reserves stock at creation and releases it on cancel', async () => {
    expect((await inject('PUT', `/integration/stock/${sku}`, a, { stock: 10 })).statusCode).toBe(202);
    const reserved = async () =>
      (await inject('GET', `/integration/stocks/${sku}`, a)).json().reserved as number;
    const before = await reserved();
    const body = {
      platform: 'SANDBOX',
      marketplaceOrderId: 'MP-RESERVE-1',
      items: [{ skuId: sku, qty: 3, salePrice: 100 }],
    };
    const order = await create(body);
    expect(await reserved()).toBe(before + 3);
    // The channel telling the same order again holds nothing more.
    const replay = await inject('POST', '/integration/sandbox/orders', a, body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().id).toBe(order.id);
    expect(await reserved()).toBe(before + 3);
    await inject('PUT', `/integration/orders/cancel/${order.id}`, a, { reason: 'out of stock' });
    expect(await reserved()).toBe(before);
  });

  it('needs the scope of each change and a sandbox seller for sandbox orders', async () => {
    const order = await create({ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 100 }] });
    const onlyEdit = bearer(await tokenFor(t, sellerA, ['order:edit']));
    const cancel = await inject('PUT', `/integration/orders/cancel/${order.id}`, onlyEdit, { reason: 'x' });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().required_scope).toBe('order:cancel');
    const invoice = await inject('PUT', `/integration/orders/invoiced/${order.id}`, onlyEdit, invoiceBody);
    expect(invoice.json().required_scope).toBe('invoice:issue');
    const production = (await createSeller(t)).id;
    const prod = bearer(await tokenFor(t, production, ALL));
    await connect(prod, 'SANDBOX');
    const refused = await sandbox(
      { platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 1 }] },
      prod,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().type).toContain('sandbox-disabled');
  });

  it('rejects bad input with 400 naming the field, writing nothing', async () => {
    const count = async () =>
      (await inject('POST', '/integration/orders/list/search?size=1', a, {})).json().page
        .totalElements as number;
    const before = await count();
    const bad: [object, string][] = [
      [{ platform: 'SANDBOX', items: [] }, 'items'],
      [{ platform: 'SANDBOX', items: [{ skuId: sku, qty: 0, salePrice: 1 }] }, 'qty'],
      [{ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: -1 }] }, 'salePrice'],
      [{ platform: 'SANDBOX', items: [{ skuId: 'sku_nope', qty: 1, salePrice: 1 }] }, 'items[0].skuId'],
    ];
    for (const [body, field] of bad) {
      const response = await sandbox(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(field);
    }
    // A sellerId in the body is ignored (API-05): the order is the token's seller's.
    const order = await create({
      platform: 'SANDBOX',
      items: [{ skuId: sku, qty: 1, salePrice: 100 }],
      sellerId: sellerB,
    });
    await inject('PUT', `/integration/orders/paid/${order.id}`, a, {});
    const badInvoice = await inject('PUT', `/integration/orders/invoiced/${order.id}`, a, {
      ...invoiceBody,
      accessKey: '12',
    });
    expect(badInvoice.statusCode).toBe(400);
    // 44 digits, but the last does not check the others (one digit mistyped).
    const mistyped = await inject('PUT', `/integration/orders/invoiced/${order.id}`, a, {
      ...invoiceBody,
      accessKey: ACCESS_KEY.replace(/6$/, '7'),
    });
    expect(mistyped.statusCode, mistyped.body).toBe(400);
    expect(mistyped.headers['content-type']).toContain('application/problem+json');
    expect(mistyped.json().errors).toEqual([expect.objectContaining({ field: 'accessKey' })]);
    expect((await getOrder(order.id)).status).toBe('PAID');
    expect(await count()).toBe(before + 1);
    expect((await inject('GET', '/integration/orders/queue/NOPE', a)).statusCode).toBe(400);
  });

  it("keeps every order of seller A out of seller B's reach", async () => {
    const order = await create({ platform: 'SANDBOX', items: [{ skuId: sku, qty: 1, salePrice: 100 }] });
    await inject('PUT', `/integration/orders/paid/${order.id}`, a, {});
    await inject('PUT', `/integration/orders/invoiced/${order.id}`, a, invoiceBody);
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        { method: 'GET', url: `/integration/orders/${order.id}` },
        { method: 'GET', url: `/integration/orders/${order.id}/invoice` },
        { method: 'PUT', url: `/integration/orders/cancel/${order.id}`, payload: { reason: 'x' } },
        { method: 'PUT', url: `/integration/orders/paid/${order.id}`, payload: {} },
        {
          method: 'PUT',
          url: `/integration/sandbox/orders/${order.id}/status`,
          payload: { status: 'SHIPPED' },
        },
      ],
      verifyUnchanged: async () => expect((await getOrder(order.id)).status).toBe('INVOICED'),
    });
    const searchB = await inject('POST', '/integration/orders/list/search', bearer(tokenB), {});
    expect(searchB.json().page.totalElements).toBe(0);
    const queueB = await inject('GET', '/integration/orders/queue/CREATED', bearer(tokenB));
    expect(queueB.json()._embedded.orderApiDTOList).toEqual([]);
  });
});

describe('order queue and trend', () => {
  let t: TestApp;
  let h: Headers;
  let seller: string;
  let sku: string;
  const inject = (method: Method, url: string, payload?: unknown, headers: object = {}) =>
    send(t, method, url, payload, { ...h, ...headers });
  const order = async (salePrice: number) => {
    const response = await inject('POST', '/integration/sandbox/orders', {
      platform: 'SANDBOX',
      items: [{ skuId: sku, qty: 1, salePrice }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    seller = (await createSeller(t, { sandbox: true })).id;
    h = bearer(await tokenFor(t, seller, ALL));
    await inject('POST', '/bffweb/marketplaces', { platform: 'SANDBOX' });
    const created = await inject(
      'POST',
      '/integration/products',
      productBody('Q-1', { variations: [{ sku: 'Q-1-A', cost: 50 }] }),
    );
    sku = created.json().variations[0].skuId;
  });
  afterAll(() => t.close());

  it('compares each margin with the average of the other orders once five exist', async () => {
    const first = await order(100); // margin (100 − 51.70) / 100 = 48.30 %
    expect((first.profitability as { trend: string }).trend).toBe('INSUFFICIENT_DATA');
    for (let i = 0; i < 4; i += 1) await order(100);
    const better = await order(200); // (200 − 51.70) / 200 = 74.15 % vs 48.30 %
    expect(better.profitability).toMatchObject({ trend: 'IMPROVING', trendPct: 25.85 });
    const same = await t.app.inject({ method: 'GET', url: `/integration/orders/${first.id}`, headers: h });
    // Others: four at 48.30 and one at 74.15 → 53.47; 48.30 − 53.47 = −5.17.
    expect(same.json().profitability).toMatchObject({ trend: 'WORSENING', trendPct: -5.17 });
    const worse = await order(60);
    expect((worse.profitability as { trend: string }).trend).toBe('WORSENING');
  });

  it('averages the latest orders of the window only, the order shown taken out when among them', async () => {
    const ids = (
      await queryRows<{ id: string }>(
        t.rt.database.db,
        sql`select id from orders where seller_id = ${seller} order by created_at, id`,
      )
    ).map((row) => row.id);
    // Margins in creation order: 48.30 five times, 74.15, 13.8333. A window of three reads the last four.
    const window = await marginWindow(systemCtx(t.rt, seller, 'test'), [ids[0]!, ids[5]!], 3);
    expect(window).toMatchObject({ count: 4, sumPct: '184.5833', oldestPct: '48.3' });
    expect([...window.shown]).toEqual([ids[5]]);
    // The first order is older than the window: its others are the latest three.
    expect(othersOf({ id: ids[0]!, grossMarginPct: '48.3' }, window)).toEqual({
      count: 3,
      averagePct: new Money('136.2833').div(3).toString(),
    });
    // The 200 order is in it: the other three of the four.
    expect(othersOf({ id: ids[5]!, grossMarginPct: '74.15' }, window)).toEqual({
      count: 3,
      averagePct: '36.8111',
    });
  });

  it('hands the same batch to two concurrent pollers until confirmed, and loses no order', async () => {
    const all = (await inject('POST', '/integration/orders/list/search?size=200', {})).json()._embedded
      .orderApiDTOList as Order[];
    expect(all).toHaveLength(7);
    const poll = (headers: object = {}) =>
      inject('GET', '/integration/orders/queue/created?size=3', undefined, headers);
    const [p1, p2] = await Promise.all([poll(), poll()]);
    const ids = (response: { json(): { _embedded: { orderApiDTOList: Order[] } } }) =>
      response.json()._embedded.orderApiDTOList.map((o) => o.id);
    expect(ids(p1)).toHaveLength(3);
    expect(ids(p2)).toEqual(ids(p1));
    expect(p1.headers['x-queue-batch-id']).toBe(p2.headers['x-queue-batch-id']);
    // The queue pages like every list: its head, with every unconfirmed order counted.
    expect(p1.json().page).toEqual({ size: 3, totalElements: 7, totalPages: 3, number: 0 });
    // Unconfirmed: the same batch again, in plain JSON too; by its Portuguese label as well.
    const plain = await inject('GET', '/integration/orders/queue/Criado?size=3', undefined, {
      accept: 'application/json',
    });
    expect(plain.json<Order[]>().map((o) => o.id)).toEqual(ids(p1));
    const c1 = await inject('DELETE', '/integration/orders/queue/CREATED', ids(p1));
    const c2 = await inject('DELETE', '/integration/orders/queue/CREATED', ids(p2));
    expect([c1.json().confirmed, c2.json().confirmed]).toEqual([3, 0]);

    // Two pollers racing to the end each confirm what they saw: together they see every order.
    const seen = new Set(ids(p1));
    const poller = async () => {
      for (;;) {
        const batch = await poll();
        const got = ids(batch);
        if (got.length === 0) return;
        got.forEach((id) => seen.add(id));
        await inject('DELETE', '/integration/orders/queue/CREATED', got);
      }
    };
    await Promise.all([poller(), poller()]);
    expect([...seen].sort()).toEqual(all.map((o) => o.id).sort());
    const empty = await poll();
    expect(empty.json()._embedded.orderApiDTOList).toEqual([]);
    expect(empty.json().page).toMatchObject({ totalElements: 0, totalPages: 0 });
  });

  it('confirms the batch handed out last when DELETE has no body', async () => {
    const target = (await inject('POST', '/integration/orders/list/search?size=1', {})).json()._embedded
      .orderApiDTOList[0] as Order;
    expect((await inject('PUT', `/integration/orders/paid/${target.id}`, {})).statusCode).toBe(200);
    const batch = await inject('GET', '/integration/orders/queue/PAGO');
    expect(batch.json()._embedded.orderApiDTOList.map((o: Order) => o.id)).toEqual([target.id]);
    const confirmed = await inject('DELETE', '/integration/orders/queue/paid');
    expect(confirmed.json()).toEqual({ confirmed: 1 });
    expect((await inject('DELETE', '/integration/orders/queue/paid')).json()).toEqual({ confirmed: 0 });
    expect((await inject('GET', '/integration/orders/queue/PAID')).json()._embedded.orderApiDTOList).toEqual(
      [],
    );
  });
});
