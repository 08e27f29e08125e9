import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { amazonSettings } from '../../modules/marketplaces/amazon/amazon.config.ts';
import { poll } from '../../modules/marketplaces/amazon/amazon.poll.ts';
import { Decimal } from '../../platform/money.ts';
import { DEMO_AMAZON_PARTNER, startDemoAmazon, type DemoAmazon } from './amazon.ts';
import { seedDemo, type DemoSeller } from '../seed.ts';

/**
 * Demo mode's Amazon: with no SP-API application configured, the demo seller is connected to the
 * local fake through Seller Central's consent page, a few products become listings there, and a
 * buyer's order is taken in by the poll the demo runs at once.
 */
describe('demo mode on Amazon', () => {
  let t: TestApp;
  let amazon: DemoAmazon;
  let demo: DemoSeller;

  beforeAll(async () => {
    t = await createTestApp();
    amazon = (await startDemoAmazon(t.rt))!;
    demo = await seedDemo(t.rt);
    await amazon.connect(demo.sellerId, true);
  }, 120_000);
  afterAll(async () => {
    await amazon?.stop();
    await t?.close();
  });

  it('connects the demo seller, lists a few products and takes in an order', async () => {
    expect(amazonSettings.of(t.rt.config).spApiUrl).toBe(amazon.url);
    expect(new URL(amazon.url).hostname).toBe('127.0.0.1');
    const [account] = await queryRows<{ id: string; account_id: string; status: string }>(
      t.rt.database.db,
      sql`select id, account_id, status from marketplace_accounts
          where seller_id = ${demo.sellerId} and platform = 'AMAZON'`,
    );
    expect(account).toMatchObject({ account_id: DEMO_AMAZON_PARTNER, status: 'CONNECTED' });

    const ads = await eventually(async () => {
      const rows = await queryRows<{ channel_item_id: string | null }>(
        t.rt.database.db,
        sql`select channel_item_id from ads
            where seller_id = ${demo.sellerId} and platform = 'AMAZON' and not is_parent`,
      );
      return rows.length === 3 && rows.every((r) => r.channel_item_id) ? rows : undefined;
    }, 60_000);
    const listed = amazon.listed();
    expect(listed.map((l) => l.sku).sort()).toEqual(ads.map((a) => a.channel_item_id).sort());
    expect(listed.every((l) => /^B0[0-9A-Z]{8}$/.test(l.asin))).toBe(true);
    expect(listed.map((l) => l.productType).sort()).toEqual(['BOTTLE', 'PRODUCT', 'PRODUCT']);

    const orderId = await amazon.tick();
    expect(orderId).toMatch(/^\d{3}-\d{7}-\d{7}$/);
    const order = await eventually(async () => {
      const [row] = await queryRows<{ platform: string; status: string; items: { sku: string }[] }>(
        t.rt.database.db,
        sql`select platform, status, items from orders
            where seller_id = ${demo.sellerId} and marketplace_order_id = ${orderId}`,
      );
      return row;
    });
    expect(order).toMatchObject({ platform: 'AMAZON', status: 'PAID' });
    expect(order.items).toHaveLength(1);

    // Amazon's Commission, posted after the order, is read by the next poll: 12 % of the price.
    const sold = listed.find((l) => l.sku === order.items[0]!.sku)!;
    await poll(t.rt, { sellerId: demo.sellerId, accountId: account!.id });
    const [fees] = await queryRows<{ commission: string | null }>(
      t.rt.database.db,
      sql`select commission from amazon_orders where seller_id = ${demo.sellerId} and order_id = ${orderId}`,
    );
    expect(fees!.commission).not.toBeNull();
    expect(
      new Decimal(fees!.commission!).equals(new Decimal(sold.price).times('0.12').toDecimalPlaces(2)),
    ).toBe(true);
  }, 90_000);
});
