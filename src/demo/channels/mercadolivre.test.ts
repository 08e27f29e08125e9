import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { mercadoLivreSettings } from '../../modules/marketplaces/mercadolivre/ml.config.ts';
import { DEMO_ML_USER, startDemoMercadoLivre, type DemoMercadoLivre } from './mercadolivre.ts';
import { seedDemo, type DemoSeller } from '../seed.ts';

/**
 * Demo mode's Mercado Livre: with no app configured, the demo seller is connected to the local fake
 * through the consent flow, a few products become items there, and a buyer's order arrives through
 * an orders_v2 notification.
 */
describe('demo mode on Mercado Livre', () => {
  let t: TestApp;
  let ml: DemoMercadoLivre;
  let demo: DemoSeller;

  beforeAll(async () => {
    t = await createTestApp();
    ml = (await startDemoMercadoLivre(t.rt))!;
    demo = await seedDemo(t.rt);
    await ml.connect(demo.sellerId, true);
  }, 120_000);
  afterAll(async () => {
    await ml?.stop();
    await t?.close();
  });

  it('connects the demo seller, publishes a few items, links the one it had and takes in an order', async () => {
    expect(mercadoLivreSettings.of(t.rt.config).apiUrl).toBe(ml.url);
    expect(new URL(ml.url).hostname).toBe('127.0.0.1');
    const [account] = await queryRows<{ account_id: string; status: string; settings: { nickname: string } }>(
      t.rt.database.db,
      sql`select account_id, status, settings from marketplace_accounts
          where seller_id = ${demo.sellerId} and platform = 'MERCADO_LIVRE'`,
    );
    const [tags] = await queryRows<{ tags: string[] }>(
      t.rt.database.db,
      sql`select tags from mercadolivre_credentials where seller_id = ${demo.sellerId}`,
    );
    expect(tags!.tags).toContain('user_product_seller');
    expect(account).toMatchObject({
      account_id: String(DEMO_ML_USER.id),
      status: 'CONNECTED',
      settings: { nickname: 'LOJA_DEMO' },
    });
    const items = await eventually(async () => {
      const rows = await queryRows<{ channel_item_id: string | null }>(
        t.rt.database.db,
        sql`select channel_item_id from ads
            where seller_id = ${demo.sellerId} and platform = 'MERCADO_LIVRE' and not is_parent`,
      );
      return rows.length === 4 && rows.every((r) => r.channel_item_id) ? rows : undefined;
    }, 30_000);
    expect(items.every((r) => r.channel_item_id!.startsWith('MLB'))).toBe(true);
    // A user-products seller's items: named by their product's family, titled by the channel.
    for (const { channel_item_id: id } of items) {
      const item = (await (await fetch(`${ml.url}/items/${id}`)).json()) as Record<string, unknown>;
      expect(item).toMatchObject({ seller_id: DEMO_ML_USER.id, family_name: expect.any(String) });
      expect(item.title).toEqual(expect.stringContaining(item.family_name as string));
    }

    // The item the seller had before Feira is linked, not published again, and its buyer's question waits.
    const [linked] = await queryRows<{ channel_item_id: string }>(
      t.rt.database.db,
      sql`select channel_item_id from channel_listings where seller_id = ${demo.sellerId} and state = 'LINKED'`,
    );
    expect(linked).toBeDefined();
    const question = await eventually(async () => {
      const [row] = await queryRows<{ item_id: string; status: string }>(
        t.rt.database.db,
        sql`select item_id, status from mercadolivre_questions where seller_id = ${demo.sellerId}`,
      );
      return row;
    });
    expect(question).toEqual({ item_id: linked!.channel_item_id, status: 'UNANSWERED' });

    const orderId = await ml.tick();
    expect(orderId).not.toBeNull();
    const order = await eventually(async () => {
      const [row] = await queryRows<{ platform: string; status: string }>(
        t.rt.database.db,
        sql`select platform, status from orders
            where seller_id = ${demo.sellerId} and marketplace_order_id = ${String(orderId)}`,
      );
      return row?.status === 'PAID' ? row : undefined;
    });
    expect(order.platform).toBe('MERCADO_LIVRE');
  }, 90_000);

  it('shows a cart: one pack, its NF-e accepted by Mercado Livre, one label for both orders', async () => {
    const shown = await ml.packOrder();
    expect(shown).not.toBeNull();
    const orders = await queryRows<{ status: string; invoice: { channelStatus?: string } }>(
      t.rt.database.db,
      sql`select status, invoice from orders where seller_id = ${demo.sellerId}
          and id = any(${`{${shown!.orderIds.join(',')}}`}::text[])`,
    );
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.status === 'INVOICED' && o.invoice.channelStatus === 'ACCEPTED')).toBe(true);
    const packages = await eventually(async () => {
      const rows = await queryRows<{ status: string; package_id: string }>(
        t.rt.database.db,
        sql`select status, package_id from tag_packages where seller_id = ${demo.sellerId} and group_id = ${shown!.groupId}`,
      );
      return rows.length === 2 ? rows : undefined;
    });
    expect(packages.every((p) => p.status === 'GENERATED')).toBe(true);
    expect(new Set(packages.map((p) => p.package_id)).size).toBe(1);
  }, 60_000);
});
