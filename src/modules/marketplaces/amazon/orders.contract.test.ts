import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import { amazonConfig, connectAmazon } from '../../../../test/helpers/amazon.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { poll } from './amazon.poll.ts';

/**
 * Amazon orders by polling against the local fake: searchOrders by lastUpdatedAfter with its overlap,
 * every page followed, one Feira order per Amazon order however often it is seen, status and money
 * mapped, lines matched to SKUs by seller SKU, the Commission filled in when Finances posts it (absent
 * until then), and sellers kept apart.
 */
describe('Amazon orders (contract against the fake)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let jobA: { sellerId: string; accountId: string };
  const partnerA = 'A0RDERS0000001';
  const partnerB = 'A0RDERS0000002';
  const sku = 'AMZORD-AZUL';

  beforeAll(async () => {
    fake = await startFakeAmazon();
    t = await createTestApp({ config: amazonConfig(fake) });
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    const bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
    const bffB = bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces']));
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
      payload: productBody('AMZORD'),
    });
    expect(created.statusCode, created.body).toBe(202);
    jobA = { sellerId: sellerA, accountId: (await connectAmazon(t, fake, bffA, partnerA)).id };
    await connectAmazon(t, fake, bffB, partnerB);
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
      platform: string;
      items: { skuId: string; qty: number; salePrice: string; sku?: string }[];
      totals: Record<string, string>;
    }>(
      t.rt.database.db,
      sql`select * from orders where seller_id = ${sellerId} order by marketplace_order_id`,
    );
  const searches = () => fake.calls.filter((c) => c.operation === 'searchOrders');

  it('takes in every page of orders, each once, with its status and money mapped', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 104; i++)
      ids.add(
        fake.createOrder({
          sellerId: partnerA,
          items: [{ sellerSku: sku, quantityOrdered: 1, unitPrice: '10.00' }],
        }).orderId,
      );
    const big = fake.createOrder({
      sellerId: partnerA,
      items: [{ sellerSku: sku, quantityOrdered: 3, unitPrice: '33.33' }],
      shipping: '12.50',
      status: 'PENDING',
    });
    ids.add(big.orderId);
    const before = searches().length;
    await poll(t.rt, jobA);
    const pages = searches().slice(before);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.path).toContain('lastUpdatedAfter=');
    expect(pages[1]!.path).toContain('paginationToken=');
    const orders = await ordersOf(sellerA);
    expect(orders.map((o) => o.marketplace_order_id).sort()).toEqual([...ids].sort());
    for (const order of orders) expect(order.marketplace_order_id).toMatch(/^\d{3}-\d{7}-\d{7}$/);
    const mapped = orders.find((o) => o.marketplace_order_id === big.orderId)!;
    expect(mapped).toMatchObject({ platform: 'AMAZON', status: 'CREATED' });
    expect(mapped.items).toEqual([expect.objectContaining({ qty: 3, salePrice: '33.33', sku })]);
    expect(mapped.items[0]!.skuId).toMatch(/^sku_/);
    expect(mapped.totals).toEqual({ totalNet: '112.49', totalFreight: '12.50' });
    // Every page came with its datasets: each order has its status and money.
    for (const order of orders.filter((o) => o.marketplace_order_id !== big.orderId)) {
      expect(order.status).toBe('PAID');
      expect(order.totals).toEqual({ totalNet: '10.00', totalFreight: '0.00' });
    }
  });

  it('keeps one Feira order per Amazon order when it is seen again, and moves it as Amazon does', async () => {
    const [shipped, canceled] = [...fake.state.orders.values()].filter((o) => o.sellerId === partnerA);
    fake.setOrderStatus(shipped!.orderId, 'SHIPPED');
    fake.setOrderStatus(canceled!.orderId, 'CANCELLED');
    const count = (await ordersOf(sellerA)).length;
    await poll(t.rt, jobA);
    await poll(t.rt, jobA);
    const orders = await ordersOf(sellerA);
    expect(orders).toHaveLength(count);
    // Shipped on Amazon, but Feira holds no NF-e for it: it stays PAID until the seller invoices it
    // (the order's own rule, as for any channel).
    expect(orders.find((o) => o.marketplace_order_id === shipped!.orderId)!.status).toBe('PAID');
    expect(orders.find((o) => o.marketplace_order_id === canceled!.orderId)!.status).toBe('CANCELED');
  });

  it('fills in the Commission when Finances posts it, absent (not 0) until then', async () => {
    const order = fake.createOrder({
      sellerId: partnerA,
      items: [{ sellerSku: sku, quantityOrdered: 2, unitPrice: '50.00' }],
      shipping: '0.00',
    });
    await poll(t.rt, jobA);
    const unposted = (await ordersOf(sellerA)).find((o) => o.marketplace_order_id === order.orderId)!;
    expect(unposted.totals).toEqual({ totalNet: '100.00', totalFreight: '0.00' });
    fake.postFees(order.orderId, '0.15');
    await poll(t.rt, jobA);
    const posted = (await ordersOf(sellerA)).find((o) => o.marketplace_order_id === order.orderId)!;
    expect(posted.totals).toEqual({ totalNet: '100.00', totalFreight: '0.00', totalCommission: '15.00' });
    expect(
      fake.calls.some((c) => c.path.startsWith(`/finances/v0/orders/${order.orderId}/financialEvents`)),
    ).toBe(true);
    const read = await t.app.inject({
      method: 'GET',
      url: `/integration/orders/${posted.id}`,
      headers: bearer(await tokenFor(t, sellerA, ['order:edit'])),
    });
    expect(read.json().totalCommission).toBe(15);
  });

  it('keeps sellers apart: B’s poll takes in none of A’s orders, and B cannot read them', async () => {
    const accountB = (
      await queryRows<{ account_id: string }>(
        t.rt.database.db,
        sql`select account_id from amazon_credentials where seller_id = ${sellerB}`,
      )
    )[0]!.account_id;
    fake.createOrder({
      sellerId: partnerB,
      items: [{ sellerSku: 'OTHER-1', quantityOrdered: 1, unitPrice: '5.00' }],
    });
    await poll(t.rt, { sellerId: sellerB, accountId: accountB });
    const ofB = await ordersOf(sellerB);
    expect(ofB).toHaveLength(1);
    const ofA = await ordersOf(sellerA);
    expect(ofA.map((o) => o.marketplace_order_id)).not.toContain(ofB[0]!.marketplace_order_id);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/integration/orders/${ofA[0]!.id}`,
      headers: bearer(await tokenFor(t, sellerB, ['order:edit'])),
    });
    expect(refused.statusCode).toBe(404);
    // A poll with B's seller and A's account does nothing: the account is not B's.
    const before = fake.calls.length;
    await poll(t.rt, { sellerId: sellerB, accountId: jobA.accountId });
    expect(fake.calls.length).toBe(before);
  });
});
