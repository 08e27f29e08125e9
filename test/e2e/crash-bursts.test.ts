import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/platform/db/connection.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { productBody } from '../helpers/catalog.ts';
import { Service, seed, started, target, until } from '../helpers/crash.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';

/**
 * Issue 21: `kill -9` of the service in the middle of an order burst whose OrderCreated events are
 * being delivered to a webhook, then a restart. The client sends again every order it got no answer
 * for (the marketplace order id makes that safe). Afterwards every order exists once, the stock
 * reservations add up to what the orders hold, and the receiver got every order's notification at
 * least once, those in flight at the kill included (their claims lapse and are delivered again).
 * Seeded by order number, bounded by FEIRA_CRASH_ORDERS (a longer run: a larger number).
 */
const ORDERS = Number(process.env.FEIRA_CRASH_ORDERS ?? 90);
/** Orders in flight at once, as a marketplace's feed would send them. */
const CONCURRENCY = 6;
/**
 * A claimed delivery is retried once its lease lapses: the shortest one the service takes, so the run does not
 * wait out the default 120 s; the fan-out job's expiry bounds the rest.
 */
const LEASE_SECONDS = '20';
const SETTLE_MS = 600_000;
const SKUS = 3;

let receiver: Receiver | undefined;
afterAll(async () => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await receiver?.close();
});

const orderBody = (n: number, skuIds: string[]) => ({
  platform: 'SANDBOX',
  marketplaceOrderId: `CRASH-${n}`,
  items: [{ skuId: skuIds[n % SKUS]!, qty: 1 + (n % 3), salePrice: 50 }],
});

describe('kill -9 during an order burst and its webhook deliveries, then a restart (issue 21)', () => {
  it('keeps every acknowledged order once, its stock held once, and delivers every notification', async () => {
    receiver = await startReceiver();
    // Slow enough that deliveries are in flight when the process dies.
    receiver.on('/hook', () => ({ status: 200, delayMs: 150 }));
    const db = await target();
    try {
      const client = await seed(db.env, {
        sandbox: true,
        scopes: ['order:edit', 'product:edit', 'bffweb:webhooks', 'bffweb:marketplaces'],
      });
      const service = new Service(
        {
          ...db.env,
          FEIRA_ALLOW_INSECURE_WEBHOOKS: 'true',
          FEIRA_WEBHOOK_LEASE_SECONDS: LEASE_SECONDS,
          FEIRA_ADMIN_CLIENT_ID: 'crash-admin',
          FEIRA_ADMIN_CLIENT_SECRET: 'crash admin secret, at least 32 characters',
        },
        client,
      );
      await service.start();
      await service.call(
        'POST',
        '/bffweb/marketplaces',
        JSON.stringify({ platform: 'SANDBOX', settings: {} }),
      );
      const variations = Array.from({ length: SKUS }, (_, i) => ({ sku: `CRASH-SKU-${i}`, cost: 20 }));
      const product = await service.call<{ variations: { skuId: string }[] }>(
        'POST',
        '/integration/products',
        JSON.stringify(productBody('CRASH-P', { variations })),
      );
      const skuIds = product.variations.map((v) => v.skuId);
      await service.call(
        'POST',
        '/bffweb/webhooks',
        JSON.stringify({
          urlName: 'crash',
          url: `${receiver.url}/hook`,
          token: { header: 'X-Feira-Token', value: 'crash-token' },
          statuses: ['Criado'],
        }),
      );

      // The burst: an order is acknowledged when the service answered it 2xx.
      const acknowledged = new Map<number, string>();
      const post = async (n: number) => {
        const order = await service.call<{ id: string }>(
          'POST',
          '/integration/sandbox/orders',
          JSON.stringify(orderBody(n, skuIds)),
        );
        acknowledged.set(n, order.id);
      };
      let next = 0;
      const burst = Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const n = next++;
          await post(n).catch(() => undefined);
        }
      });
      // Killed once a third of the orders are in and deliveries have begun: orders still arriving,
      // deliveries in flight.
      await until(
        'orders in and deliveries under way',
        async () => (acknowledged.size >= ORDERS / 3 && receiver!.at('/hook').length > 0 ? true : undefined),
        SETTLE_MS,
      );
      await service.kill();
      await Promise.all(burst);
      const beforeKill = acknowledged.size;
      expect(beforeKill).toBeLessThan(ORDERS);

      await service.start();
      // The client sends again what got no answer; an order that was written answers as stored.
      for (let n = 0; n < ORDERS; n++) if (!acknowledged.has(n)) await post(n);
      expect(acknowledged.size).toBe(ORDERS);

      const notified = (orderId: string) =>
        receiver!.at('/hook').some((request) => request.raw.includes(orderId));
      const missing = await until(
        'a notification of every order',
        async () => {
          const left = [...acknowledged.values()].filter((id) => !notified(id));
          return left.length === 0 ? left : undefined;
        },
        SETTLE_MS,
      ).catch(() => [...acknowledged.values()].filter((id) => !notified(id)));
      expect(missing, `orders never notified (of ${ORDERS}, ${beforeKill} before the kill)`).toEqual([]);

      expect(await service.process.stop()).toBe(0);

      const config = loadConfig({ ...process.env, ...db.env, LOG_LEVEL: 'silent' });
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const orders = await queryRows<{ marketplace_order_id: string; n: number }>(
          database.db,
          sql`select marketplace_order_id, count(*)::int as n from orders
              where marketplace_order_id like 'CRASH-%' group by marketplace_order_id`,
        );
        expect(orders.length).toBe(ORDERS);
        expect(orders.filter((o) => o.n !== 1)).toEqual([]);
        // What each SKU holds: the reservations of its orders, and the counter kept beside them.
        const expected = new Map<string, number>();
        for (let n = 0; n < ORDERS; n++) {
          const item = orderBody(n, skuIds).items[0]!;
          expected.set(item.skuId, (expected.get(item.skuId) ?? 0) + item.qty);
        }
        const held = await queryRows<{ sku_id: string; reserved: number; reservations: number }>(
          database.db,
          sql`select s.sku_id, s.reserved,
                (select coalesce(sum(r.qty), 0)::int from stock_reservations r
                  where r.seller_id = s.seller_id and r.sku_id = s.sku_id) as reservations
              from stock_items s where s.sku_id in (${sql.join(
                skuIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        );
        expect(new Map(held.map((h) => [h.sku_id, h.reserved]))).toEqual(expected);
        expect(new Map(held.map((h) => [h.sku_id, h.reservations]))).toEqual(expected);
      } finally {
        await database.close();
      }
    } finally {
      db.cleanup();
    }
  }, 900_000);
});
