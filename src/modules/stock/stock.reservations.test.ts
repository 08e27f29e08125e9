import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { channelShows, publishSkus, type PublishedSkus } from '../../../test/helpers/channels.ts';
import { setStock } from '../../../test/helpers/factories.ts';
import { systemCtx, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { withTransaction } from '../../platform/context.ts';
import { holdForNewOrders, releaseStock, reserveStock } from './index.ts';

/** The reserved totals are kept as reservations come and go: they must always equal the sum. */
describe('stock reservations: running totals', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let ctx: Ctx;
  let cat: PublishedSkus;
  let edit: { authorization: string };
  const sku = (code: string) => cat.skuIds[code]!;

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    ctx = systemCtx(t.rt, sellerA);
    edit = bearer(await tokenFor(t, sellerA, ['stock:edit']));
    cat = await publishSkus(t, sellerA, { skus: ['RT-1', 'RT-2', 'RT-3'], platforms: ['SANDBOX'] });
  });
  afterAll(() => t.close());

  /** Each SKU's stored reserved total next to the sum of its reservations, for the seller. */
  const totals = async (sellerId = sellerA) =>
    queryRows<{ sku_id: string; reserved: number; summed: number }>(
      t.rt.database.db,
      sql`select s.sku_id, s.reserved,
                 coalesce((select sum(r.qty) from stock_reservations r
                           where r.seller_id = s.seller_id and r.sku_id = s.sku_id), 0)::int as summed
          from stock_items s where s.seller_id = ${sellerId} order by s.sku_id`,
    );
  const reservedOf = async (code: string) =>
    (await totals()).find((row) => row.sku_id === sku(code))?.reserved;
  const expectConsistent = async () => {
    const rows = await totals();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.reserved, row.sku_id).toBe(row.summed);
  };

  it('stays equal to the sum of reservations through reserve, re-reserve, release and stock writes', async () => {
    await setStock(t, sellerA, [
      { sku: 'RT-1', stock: 20 },
      { sku: 'RT-2', stock: 5 },
    ]);

    // A page of orders in one call: a SKU in several orders, and twice in one order (summed).
    const answered = await reserveStock(ctx, [
      { orderId: 'o1', skuId: sku('RT-1'), qty: 2 },
      { orderId: 'o1', skuId: sku('RT-1'), qty: 1 },
      { orderId: 'o1', skuId: sku('RT-2'), qty: 1 },
      { orderId: 'o2', skuId: sku('RT-1'), qty: 4 },
      { orderId: 'o3', skuId: sku('RT-3'), qty: 2 },
    ]);
    expect(answered).toEqual(
      [
        { skuId: sku('RT-1'), available: 13 },
        { skuId: sku('RT-2'), available: 4 },
        // Never stocked: the oversell is held, nothing to sell.
        { skuId: sku('RT-3'), available: 0 },
      ].sort((a, b) => a.skuId.localeCompare(b.skuId)),
    );
    expect(await reservedOf('RT-1')).toBe(7);
    await expectConsistent();

    // Reserving again sets the quantity: up, down, and the same (which moves nothing).
    await reserveStock(ctx, [{ orderId: 'o2', skuId: sku('RT-1'), qty: 6 }]);
    expect(await reservedOf('RT-1')).toBe(9);
    await reserveStock(ctx, [{ orderId: 'o1', skuId: sku('RT-1'), qty: 1 }]);
    expect(await reservedOf('RT-1')).toBe(7);
    await reserveStock(ctx, [{ orderId: 'o1', skuId: sku('RT-1'), qty: 1 }]);
    expect(await reservedOf('RT-1')).toBe(7);
    await expectConsistent();

    // A stock write between reservations keeps the reserved total.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/integration/stock/${sku('RT-1')}`,
          headers: edit,
          payload: { stock: 30 },
        })
      ).statusCode,
    ).toBe(202);
    expect(await reservedOf('RT-1')).toBe(7);

    // Release (cancel or shipped) gives back exactly what the order held, once.
    await releaseStock(ctx, 'o1');
    await releaseStock(ctx, 'o1');
    await releaseStock(ctx, 'never-reserved');
    expect(await reservedOf('RT-1')).toBe(6);
    expect(await reservedOf('RT-2')).toBe(0);
    await expectConsistent();
    await channelShows(t, sellerA, 'SANDBOX', cat.adIds['RT-1']!.SANDBOX!, 'stock', 24);
    await channelShows(t, sellerA, 'SANDBOX', cat.adIds['RT-2']!.SANDBOX!, 'stock', 5);

    // An order reserved again after its release holds again.
    await reserveStock(ctx, [{ orderId: 'o1', skuId: sku('RT-2'), qty: 3 }]);
    await releaseStock(ctx, 'o2');
    await releaseStock(ctx, 'o3');
    expect(await reservedOf('RT-1')).toBe(0);
    expect(await reservedOf('RT-2')).toBe(3);
    await expectConsistent();
  });

  it('holds new orders in one statement: totals, a stock row for a SKU never stocked, events, channels', async () => {
    await setStock(t, sellerA, [{ sku: 'RT-1', stock: 40 }]);
    const reservedBefore = (await reservedOf('RT-1'))!;
    const stockEvents = async () =>
      (
        await queryRows<{ n: number }>(
          t.rt.database.db,
          sql`select count(*)::int as n from outbox_events
              where seller_id = ${sellerA} and name = 'stock.StockUpdated'`,
        )
      )[0]!.n;
    const eventsBefore = await stockEvents();
    const cat2 = await publishSkus(t, sellerA, { skus: ['RT-NEW'], platforms: ['SANDBOX'] });
    const fresh = cat2.skuIds['RT-NEW']!;
    expect((await totals()).some((row) => row.sku_id === fresh)).toBe(false);

    // Two new orders, one SKU twice in an order (summed) and one SKU never stocked.
    await holdForNewOrders(ctx, [
      { orderId: 'n1', skuId: sku('RT-1'), qty: 2 },
      { orderId: 'n1', skuId: sku('RT-1'), qty: 1 },
      { orderId: 'n2', skuId: sku('RT-1'), qty: 4 },
      { orderId: 'n2', skuId: fresh, qty: 1 },
    ]);
    expect(await reservedOf('RT-1')).toBe(reservedBefore + 7);
    expect((await totals()).find((row) => row.sku_id === fresh)).toMatchObject({ reserved: 1, summed: 1 });
    await expectConsistent();
    // One StockUpdated per SKU, appended with the statement.
    expect(await stockEvents()).toBe(eventsBefore + 2);
    await channelShows(t, sellerA, 'SANDBOX', cat.adIds['RT-1']!.SANDBOX!, 'stock', 40 - reservedBefore - 7);
    await channelShows(t, sellerA, 'SANDBOX', cat2.adIds['RT-NEW']!.SANDBOX!, 'stock', 0);

    // Its precondition is that the orders are new: holding one again fails whole, nothing moves.
    const totalsBefore = await totals();
    await expect(
      withTransaction(ctx, (tx) =>
        holdForNewOrders(tx, [
          { orderId: 'n3', skuId: sku('RT-2'), qty: 1 },
          { orderId: 'n1', skuId: sku('RT-1'), qty: 1 },
        ]),
      ),
    ).rejects.toThrow();
    expect(await totals()).toEqual(totalsBefore);
    expect(await stockEvents()).toBe(eventsBefore + 2);

    // Released like any reservation.
    await releaseStock(ctx, 'n1');
    await releaseStock(ctx, 'n2');
    expect(await reservedOf('RT-1')).toBe(reservedBefore);
    await expectConsistent();
  });

  it('refuses an unknown SKU or another seller’s (404), leaving no stock row and no reservation', async () => {
    const before = await totals();
    const ctxB = systemCtx(t.rt, sellerB);
    await expect(reserveStock(ctxB, [{ orderId: 'b1', skuId: sku('RT-1'), qty: 1 }])).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(
      reserveStock(ctx, [
        { orderId: 'a9', skuId: sku('RT-1'), qty: 1 },
        { orderId: 'a9', skuId: 'sku_NOPE', qty: 1 },
      ]),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await totals(sellerB)).toEqual([]);
    expect(await totals()).toEqual(before);
  });
});
