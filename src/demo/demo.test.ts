import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/helpers/test-app.ts';
import { demoOrderGenerator } from './order-generator.ts';
import { DEMO_EMAIL, seedDemo, type DemoSeller } from './seed.ts';
import { ean13 } from './ean.ts';

describe('demo mode', () => {
  let t: TestApp;
  let demo: DemoSeller;
  let session: { cookie: string; 'x-csrf-token': string };

  const bff = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: session, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const orderCount = async () => {
    const board = await bff('GET', '/bffweb/dashboard');
    return board.today.orders as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await seedDemo(t.rt);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: demo.email, password: demo.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = [login.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('feira_session='))!
      .split(';', 1)[0]!;
    session = { cookie, 'x-csrf-token': login.json().csrfToken };
  }, 120_000);
  afterAll(() => t?.close());

  it('creates a demo seller whose printed login works, with about 50 products that all have a cost', async () => {
    expect(demo).toMatchObject({ email: DEMO_EMAIL, password: expect.stringMatching(/^.{10,}$/) });
    const page = await bff('POST', '/bffweb/catalog/products/search?size=100', {});
    expect(page.page.totalElements).toBe(50);
    const products = page._embedded.productApiDTOList as {
      title: string;
      brand: string;
      categoryId: string;
      dimension: { weight: number };
      variations: { cost: number; eans: { value: string }[] }[];
    }[];
    for (const product of products) {
      expect(product.brand).toBeTruthy();
      expect(product.categoryId).toBeTruthy();
      expect(product.dimension.weight).toBeGreaterThan(0);
      expect(product.variations[0]!.cost).toBeGreaterThan(0);
      const ean = product.variations[0]!.eans[0]!.value;
      expect(ean13(ean.slice(0, 12)), `${product.title}: ${ean}`).toBe(ean);
    }
    expect(new Set(products.map((p) => p.title)).size).toBe(50);
  });

  it('reconciles its first orders with the three planted differences, their causes in Portuguese', async () => {
    // Each order's settlement is read when the order arrives (the order.OrderCreated consumer).
    await eventually(async () => {
      const totals = await bff('GET', '/bffweb/reconciliation/totals');
      return totals.byChannel[0]?.orders === 6 ? totals : undefined;
    }, 60_000);
    const page = await bff('GET', '/bffweb/reconciliation/differences');
    const differences = page._embedded.reconciliationList as {
      status: string;
      difference: number;
      causes: { code: string; message: string }[];
    }[];
    expect(differences.map((d) => d.status)).toEqual(['PAID_LESS', 'PAID_LESS', 'PAID_LESS']);
    expect(differences.flatMap((d) => d.causes.map((c) => c.code)).sort()).toEqual([
      'COMMISSION_ABOVE_RATE',
      'REFUNDED',
      'REFUND_CHARGED_TWICE',
      'SHIPPING_REMEASURED',
    ]);
    const messages = differences.flatMap((d) => d.causes.map((c) => c.message));
    expect(messages).toContainEqual(expect.stringMatching(/^comissão de 16 % cobrada; a categoria é 14 %$/));
    expect(messages).toContainEqual(
      expect.stringMatching(/^frete cobrado R\$ [\d.]+,\d\d; na venda era R\$ [\d.]+,\d\d$/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^reembolso de R\$ [\d.]+,\d\d cobrado duas vezes$/),
    );
    const board = await bff('GET', '/bffweb/dashboard');
    expect(board.moneyIn.openDifferences).toBe(3);
    expect(board.moneyIn.notReleased).toBeGreaterThan(0);
  }, 90_000);

  it('publishes an ad of every product to the connected SANDBOX channel, with its price and stock', async () => {
    const ads = await eventually(async () => {
      const page = await bff('POST', '/bffweb/ads/list/search/SANDBOX?size=100', {});
      const list = page._embedded?.adApiDTOList ?? [];
      return list.length === 50 &&
        list.every((ad: { channel: { status: string } }) => ad.channel.status === 'PUBLISHED')
        ? list
        : undefined;
    }, 60_000);
    for (const ad of ads) {
      expect(ad.price).toBeGreaterThan(0);
      expect(ad.stock).toBeGreaterThan(0);
    }
  }, 90_000);

  it('quotes freight from its table and has a price formation rule', async () => {
    const [product] = (await bff('POST', '/bffweb/catalog/products/search?size=1', {}))._embedded
      .productApiDTOList;
    const quote = await bff('POST', '/bffweb/freight/quotes/01310100', {
      quotationItems: [{ skuId: product.variations[0].skuId, qty: 1 }],
    });
    expect(quote.shippingQuotes.length).toBeGreaterThan(0);
    expect(quote.shippingQuotes[0]).toMatchObject({ carrierName: 'Transportadora Rápida Demo' });
    const rules = await bff('GET', '/bffweb/price-formation/rules');
    expect(rules._embedded.priceFormationRuleList).toEqual([
      expect.objectContaining({ name: 'Margem de contribuição 15 %' }),
    ]);
  });

  it('has orders of today already, and its generator places one more on each tick', async () => {
    const first = await orderCount();
    expect(first).toBe(6);
    const board = await bff('GET', '/bffweb/dashboard');
    expect(board.today.revenue).toBeGreaterThan(0);
    expect(board.today.contributionMargin).not.toBe(0);

    const generator = demoOrderGenerator(t.rt, demo.sellerId, 60_000);
    await generator.tick();
    expect(await orderCount()).toBe(first + 1);
  });

  it('keeps placing orders on its interval while started, and none once stopped', async () => {
    const before = await orderCount();
    const generator = demoOrderGenerator(t.rt, demo.sellerId, 50);
    await generator.start();
    await eventually(async () => (await orderCount()) >= before + 2, 30_000);
    await generator.stop();
    const stopped = await orderCount();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await orderCount()).toBe(stopped);
  }, 40_000);

  it('is a no-op when seeded again: the same seller, no password, nothing added', async () => {
    const again = await seedDemo(t.rt);
    expect(again).toEqual({ sellerId: demo.sellerId, email: DEMO_EMAIL });
    const page = await bff('POST', '/bffweb/catalog/products/search?size=1', {});
    expect(page.page.totalElements).toBe(50);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: DEMO_EMAIL, password: demo.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('EAN-13 check digit', () => {
  it('is the GS1 one', () => {
    expect(ean13('789123456789')).toBe('7891234567895');
    expect(ean13('789123456788')).toBe('7891234567888');
    expect(() => ean13('78912345678')).toThrow();
  });
});
