import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { channelShows, connectChannel, createAd } from '../../../test/helpers/channels.ts';
import { FakeClock } from '../../platform/clock.ts';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { releaseStock, reserveStock } from './index.ts';

describe('stock', () => {
  const clock = new FakeClock('2026-06-01T10:00:00.000Z');
  const s = sellersSuite({ clock, scopes: ['stock:edit'], callers: { read: [] } });
  const { sku, ad } = suiteCatalog(s, {
    skus: ['ST-1', 'ST-2', 'ST-3', 'ST-4'],
    platforms: ['SANDBOX', 'SANDBOX_ML'],
  });

  const put = (url: string, payload: unknown, headers = s.a) => send(s.t, 'PUT', url, payload, headers);
  const get = (url: string, headers = s.as.read) => send(s.t, 'GET', url, undefined, headers);
  const detail = async (code: string) => (await get(`/integration/stocks/${sku(code)}`)).json();

  it('reads a SKU never written as 0, writes V2 stock with 202 and reads it back as plain JSON', async () => {
    expect((await get(`/integration/stock/${sku('ST-1')}`)).json()).toEqual({
      skuId: sku('ST-1'),
      stock: 0,
      updatedAt: null,
    });
    const response = await put(`/integration/stock/${sku('ST-1')}`, { stock: 10 });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ skuId: sku('ST-1'), stock: 10, updatedAt: '2026-06-01T10:00:00.000Z' });
    const readBack = await get(`/integration/stock/${sku('ST-1')}`);
    expect(readBack.headers['content-type']).toMatch(/^application\/json/);
    expect(readBack.json()).toEqual(response.json());
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('ST-1', 'SANDBOX'), 'stock', 10);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('ST-1', 'SANDBOX_ML'), 'stock', 10);
  });

  it('writes a StockUpdated event per change (stock id, skuId) and none for a repeated quantity', async () => {
    const events = async () =>
      queryRows<{ payload: { stockId: string; skuId: string } }>(
        s.t.rt.database.db,
        sql`select payload from outbox_events where seller_id = ${s.sellerA} and name = 'stock.StockUpdated'
            and payload->>'skuId' = ${sku('ST-1')}`,
      );
    const [first] = await events();
    expect(first!.payload.stockId).toMatch(/^stk_/);
    const count = (await events()).length;
    clock.advance(60_000);
    expect((await put(`/integration/stock/${sku('ST-1')}`, { stock: 10 })).json().updatedAt).toBe(
      '2026-06-01T10:01:00.000Z',
    );
    expect((await events()).length).toBe(count);
  });

  it('sums warehouses, and accepts many quantities at once', async () => {
    const response = await put(`/integration/stocks/${sku('ST-1')}/warehouses/CD-SP`, { stock: 5 });
    expect(response.statusCode, response.body).toBe(202);
    expect(await detail('ST-1')).toMatchObject({
      skuId: sku('ST-1'),
      sku: 'ST-1',
      onHand: 15,
      reserved: 0,
      available: 15,
      warehouses: [
        { warehouseId: 'CD-SP', stock: 5 },
        { warehouseId: 'DEFAULT', stock: 10 },
      ],
      platforms: [
        { platform: 'SANDBOX', buffer: 0, available: 15 },
        { platform: 'SANDBOX_ML', buffer: 0, available: 15 },
      ],
    });
    expect((await get(`/integration/stock/${sku('ST-1')}`)).json().stock).toBe(15);
    const list = await put('/integration/stocks/list', [
      { sku: 'ST-2', stock: 7 },
      { skuId: sku('ST-3'), warehouseId: 'CD-SP', stock: 3 },
    ]);
    expect(list.statusCode, list.body).toBe(202);
    expect(list.json()).toEqual({ received: 2, changed: 2 });
    expect((await detail('ST-2')).onHand).toBe(7);
    expect((await detail('ST-3')).warehouses).toEqual([
      expect.objectContaining({ warehouseId: 'CD-SP', stock: 3 }),
    ]);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('ST-2', 'SANDBOX'), 'stock', 7);
  });

  it('reserves for orders (idempotently) and releases, every channel following', async () => {
    const ctx = systemCtx(s.t.rt, s.sellerA);
    expect(await reserveStock(ctx, [{ skuId: sku('ST-1'), qty: 4, orderId: 'ord_1' }])).toEqual([
      { skuId: sku('ST-1'), available: 11 },
    ]);
    await reserveStock(ctx, [{ skuId: sku('ST-1'), qty: 4, orderId: 'ord_1' }]);
    await reserveStock(ctx, [{ skuId: sku('ST-1'), qty: 2, orderId: 'ord_2' }]);
    expect(await detail('ST-1')).toMatchObject({ onHand: 15, reserved: 6, available: 9 });
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('ST-1', 'SANDBOX_ML'), 'stock', 9);
    await releaseStock(ctx, 'ord_1');
    await releaseStock(ctx, 'ord_1');
    expect(await detail('ST-1')).toMatchObject({ reserved: 2, available: 13 });
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('ST-1', 'SANDBOX'), 'stock', 13);
    // An oversell is kept as reserved: nothing left to sell anywhere.
    expect(await reserveStock(ctx, [{ skuId: sku('ST-2'), qty: 9, orderId: 'ord_3' }])).toEqual([
      { skuId: sku('ST-2'), available: 0 },
    ]);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('ST-2', 'SANDBOX'), 'stock', 0);
    await releaseStock(ctx, 'ord_3');
    await expect(reserveStock(ctx, [{ skuId: 'sku_NOPE', qty: 1, orderId: 'ord_4' }])).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(reserveStock(ctx, [{ skuId: sku('ST-2'), qty: 0, orderId: 'ord_4' }])).rejects.toMatchObject(
      {
        code: 'validation-failed',
      },
    );
  });

  it('keeps a safety buffer off a platform, for every SKU or one SKU', async () => {
    const response = await put('/integration/stocks/buffers/SANDBOX_ML', { buffer: 3 });
    expect(response.statusCode, response.body).toBe(202);
    expect((await get(`/integration/stocks/${sku('ST-1')}/platforms/SANDBOX_ML`)).json()).toEqual({
      skuId: sku('ST-1'),
      platform: 'SANDBOX_ML',
      onHand: 15,
      reserved: 2,
      buffer: 3,
      available: 10,
    });
    expect((await get(`/integration/stocks/${sku('ST-1')}/platforms/SANDBOX`)).json().available).toBe(13);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('ST-1', 'SANDBOX_ML'), 'stock', 10);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('ST-2', 'SANDBOX_ML'), 'stock', 4);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('ST-1', 'SANDBOX'), 'stock', 13);

    expect(
      (await put('/integration/stocks/buffers/SANDBOX_ML', { buffer: 0, skuId: sku('ST-2') })).statusCode,
    ).toBe(202);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('ST-2', 'SANDBOX_ML'), 'stock', 7);
    // Later stock changes keep the buffer.
    await put(`/integration/stock/${sku('ST-1')}`, { stock: 20 });
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('ST-1', 'SANDBOX_ML'), 'stock', 20);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('ST-1', 'SANDBOX'), 'stock', 23);
    expect((await get('/integration/stocks/buffers')).json()).toEqual([
      expect.objectContaining({ platform: 'SANDBOX_ML', skuId: null, buffer: 3 }),
      expect.objectContaining({ platform: 'SANDBOX_ML', skuId: sku('ST-2'), buffer: 0 }),
    ]);
  });

  it('publishes the current available stock to an ad created later, with its platform’s buffer', async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['bffweb:ads', 'bffweb:marketplaces']));
    await connectChannel(s.t, headers, 'SANDBOX_SHP');
    expect((await put('/integration/stocks/buffers/SANDBOX_SHP', { buffer: 1 })).statusCode).toBe(202);
    const adId = await createAd(s.t, headers, {
      originSkuId: sku('ST-1'),
      platform: 'SANDBOX_SHP',
      stock: 999,
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX_SHP', adId, 'stock', 22);
  });

  it('refuses bad input (400 naming the field) and unknown SKUs (404), writing nothing', async () => {
    const before = await detail('ST-4');
    expect((await put(`/integration/stock/${sku('ST-4')}`, { stock: -1 })).json()).toMatchObject({
      status: 400,
      errors: [{ field: 'stock' }],
    });
    expect((await put(`/integration/stock/${sku('ST-4')}`, { stock: 1.5 })).statusCode).toBe(400);
    const batch = await put('/integration/stocks/list', [
      { sku: 'ST-4', stock: 9 },
      { sku: 'ST-4', stock: -2 },
    ]);
    expect(batch.statusCode).toBe(400);
    expect(batch.json().errors[0].field).toBe('[1].stock');
    const unknown = await put('/integration/stocks/list', [
      { sku: 'ST-4', stock: 9 },
      { sku: 'NOPE', stock: 2 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: '[1].sku' });
    const twice = await put('/integration/stocks/list', [
      { sku: 'ST-4', stock: 9 },
      { skuId: sku('ST-4'), stock: 8 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await put('/integration/stocks/buffers/NOWHERE', { buffer: 1 })).statusCode).toBe(400);
    expect((await put('/integration/stocks/buffers/SANDBOX', { buffer: -1 })).statusCode).toBe(400);
    expect((await get(`/integration/stocks/${sku('ST-4')}/platforms/NOWHERE`)).statusCode).toBe(400);
    expect(
      (await put(`/integration/stocks/${sku('ST-4')}/warehouses/bad%20id`, { stock: 1 })).statusCode,
    ).toBe(400);
    expect((await get('/integration/stock/sku_NOPE')).statusCode).toBe(404);
    expect(await detail('ST-4')).toEqual(before);
  });

  it('needs stock:edit to write', async () => {
    const response = await put(`/integration/stock/${sku('ST-4')}`, { stock: 1 }, s.as.read);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ required_scope: 'stock:edit' });
  });

  it('keeps sellers apart: another seller’s SKUs look unknown (404)', async () => {
    const before = await detail('ST-1');
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/integration/stock/${sku('ST-1')}` },
        { method: 'PUT', url: `/integration/stock/${sku('ST-1')}`, payload: { stock: 1 } },
        { method: 'GET', url: `/integration/stocks/${sku('ST-1')}` },
        { method: 'PUT', url: `/integration/stocks/${sku('ST-1')}/warehouses/CD-SP`, payload: { stock: 1 } },
        { method: 'GET', url: `/integration/stocks/${sku('ST-1')}/platforms/SANDBOX` },
        { method: 'PUT', url: '/integration/stocks/list', payload: [{ skuId: sku('ST-1'), stock: 1 }] },
        {
          method: 'PUT',
          url: '/integration/stocks/buffers/SANDBOX',
          payload: { buffer: 1, skuId: sku('ST-1') },
        },
      ],
      verifyUnchanged: async () => expect(await detail('ST-1')).toEqual(before),
    });
    expect(
      (
        await s.t.app.inject({ method: 'GET', url: '/integration/stocks/buffers', headers: bearer(s.tokenB) })
      ).json(),
    ).toEqual([]);
  });
});
