import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { acceptNotification } from './ml.notifications.ts';

/**
 * Notifications taken in by batch (docs/decisions.md ORD-27, ORD-28): the notifications that arrive
 * together travel in one job, read side by side and stored by one transaction, each order once however
 * often it is named; a pack's shipment is read once for its orders; an order the channel fails to
 * answer does not hold back the others, and comes in with the job's retry.
 */
describe('Mercado Livre notifications taken in by batch (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerId: string;
  const user = { id: 3_671_163_700, nickname: 'LOJA_LOTE' };
  const itemId = 'MLB4100000001';

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    sellerId = (await createSeller(t)).id;
    await connectMercadoLivre(t, fake, bearer(await tokenFor(t, sellerId, ['bffweb:marketplaces'])), user);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const order = (unitPrice: number) => ({
    sellerId: user.id,
    items: [{ itemId, quantity: 1, unitPrice, saleFee: 1.2 }],
  });

  /** The notifications queued in one go, as the channel's callback route queues each. */
  const notifyTogether = (orderIds: number[]) =>
    Promise.all(
      orderIds.map((id) =>
        acceptNotification(t.rt, { userId: String(user.id), topic: 'orders_v2', resource: `/orders/${id}` }),
      ),
    );

  const ordersNamed = (orderIds: number[]) =>
    queryRows<{ id: string; marketplace_order_id: string; status: string; totals: Record<string, string> }>(
      t.rt.database.db,
      sql`select id, marketplace_order_id, status, totals from orders
          where seller_id = ${sellerId} and marketplace_order_id = any(${`{${orderIds.join(',')}}`}::text[])
          order by marketplace_order_id`,
    );

  const until = (orderIds: number[], status: string, timeoutMs?: number) =>
    eventually(async () => {
      const rows = await ordersNamed(orderIds);
      return rows.length === orderIds.length && rows.every((r) => r.status === status) ? rows : undefined;
    }, timeoutMs);

  const readsOf = (path: string, since: number) =>
    fake.calls.slice(since).filter((c) => c.method === 'GET' && c.path.split('?')[0] === path);

  it('queues notifications arriving together as one job and takes each order in once, however often named', async () => {
    const orderIds = Array.from({ length: 12 }, (_, i) => fake.createOrder(order(20 + i)));
    const since = fake.calls.length;
    // Each one twice in the same burst: the channel repeats a notification it is unsure of.
    await notifyTogether([...orderIds, ...orderIds]);
    const jobs = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select jsonb_array_length(data->'notifications')::int as n from pgboss.job
          where name = 'mercadolivre.notification' and data::text like ${`%/orders/${orderIds[0]}"%`}`,
    );
    expect(jobs).toEqual([{ n: 24 }]);
    const rows = await until(orderIds, 'PAID');
    expect(rows.map((r) => r.marketplace_order_id)).toEqual(orderIds.map(String).sort());
    // Named twice in one batch, read once.
    for (const id of orderIds) expect(readsOf(`/orders/${id}`, since)).toHaveLength(1);

    // Changed later on the channel (cancelled) and notified again: the same order moves, none is added.
    fake.state.orders.get(orderIds[0]!)!.status = 'cancelled';
    await notifyTogether([orderIds[0]!]);
    await until([orderIds[0]!], 'CANCELED');
    expect(await ordersNamed(orderIds)).toHaveLength(orderIds.length);
    const created = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from outbox_events where seller_id = ${sellerId}
          and name = 'order.OrderCreated' and payload->>'orderId' = any(${`{${rows.map((r) => r.id).join(',')}}`}::text[])`,
    );
    expect(created[0]!.n).toBe(orderIds.length);
  });

  it("reads a pack's shipment once for all its orders, and counts its shipping cost once", async () => {
    const { orderIds, shipmentId } = fake.createPurchase([
      { ...order(30), sellerShippingCost: 18.9 },
      order(31),
      order(32),
    ]);
    const since = fake.calls.length;
    await notifyTogether(orderIds);
    const rows = await until(orderIds, 'PAID');
    expect(readsOf(`/shipments/${shipmentId}`, since)).toHaveLength(1);
    expect(readsOf(`/shipments/${shipmentId}/costs`, since)).toHaveLength(1);
    expect(readsOf(`/shipments/${shipmentId}/items`, since)).toHaveLength(1);
    for (const id of orderIds) expect(readsOf(`/orders/${id}/billing_info`, since)).toHaveLength(1);
    expect(rows.map((r) => r.totals.shippingCost)).toEqual(['18.90', '0.00', '0.00']);
  });

  it('takes the rest of a batch in while one order fails, and that one with the retry, each once', async () => {
    const orderIds = Array.from({ length: 5 }, (_, i) => fake.createOrder(order(40 + i)));
    const failing = orderIds[2]!;
    const billing = `/orders/${failing}/billing_info`;
    // Every try of the first two runs of the job fails (the connector tries each call five times).
    fake.failNext(billing, 503, 10);
    const others = orderIds.filter((id) => id !== failing);
    await notifyTogether(orderIds);
    await until(others, 'PAID');
    // The others were in before the failing order's billing data was ever read.
    expect(readsOf(billing, 0).every((c) => c.status === 503)).toBe(true);
    await until(orderIds, 'PAID', 60_000);
    expect(await ordersNamed(orderIds)).toHaveLength(orderIds.length);
    const queued = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from order_queue q join orders o on o.seller_id = q.seller_id and o.id = q.order_id
          where o.seller_id = ${sellerId} and o.marketplace_order_id = any(${`{${orderIds.join(',')}}`}::text[])`,
    );
    expect(queued[0]!.n).toBe(orderIds.length * 2); // CREATED and PAID, once each
  });

  it("takes the rest of a batch in when the database refuses one order's data, and keeps that one's job for its retry", async () => {
    const orderIds = Array.from({ length: 6 }, (_, i) => fake.createOrder(order(50 + i)));
    // A buyer's name with U+0000, which PostgreSQL's text and jsonb cannot hold (ORD-42).
    const refused = fake.createOrder({
      ...order(56),
      billing: {
        type: 'CPF',
        number: '52998224725',
        name: 'Maria\u0000',
        address: {
          street: 'Rua Augusta',
          number: '1500',
          city: 'São Paulo',
          state: 'SP',
          zip: '01310100',
          neighborhood: 'Consolação',
        },
      },
    });
    await notifyTogether([...orderIds.slice(0, 3), refused, ...orderIds.slice(3)]);
    const rows = await until(orderIds, 'PAID');
    expect(rows).toHaveLength(orderIds.length);
    expect(await ordersNamed([refused])).toEqual([]);
    // The job that carried it failed and waits for its retry: the notification is not lost.
    const job = await eventually(async () => {
      const [row] = await queryRows<{ state: string; n: number }>(
        t.rt.database.db,
        sql`select state, jsonb_array_length(data->'notifications')::int as n from pgboss.job
            where name = 'mercadolivre.notification' and data::text like ${`%/orders/${refused}"%`}`,
      );
      return row && row.state !== 'active' && row.state !== 'created' ? row : undefined;
    });
    expect(job).toEqual({ state: 'retry', n: 7 });
  });
});
