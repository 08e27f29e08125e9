import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { channelShows, createAd, createProduct } from '../../../test/helpers/channels.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxItem } from '../marketplaces/index.ts';
import { secondApiProcess } from '../../../test/helpers/test-app.ts';
import { modules } from '../index.ts';

/**
 * The profit guard on the seller's price writers. Costs: 39.00 per unit, no product costs. Channels:
 * SANDBOX (no fees: floor 39.00) and SANDBOX_ML (14 % and 6.00 a sale: 45 / 0.86 → floor 52.33), so
 * the SKU-wide floor is 52.33.
 */
describe('profit guard', () => {
  const s = sellersSuite({ scopes: ['price:edit'], callers: { read: [], bff: ['bffweb:prices'] } });
  // Publishes nothing of its own: connects both channels for the SKUs made below.
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX', 'SANDBOX_ML'] });
  const skuIds: Record<string, string> = {};
  const adIds: Record<string, string> = {};

  beforeAll(async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['product:edit', 'bffweb:ads']));
    for (const code of ['G-1', 'G-2', 'G-3', 'G-4', 'G-5']) {
      const [skuId] = await createProduct(
        s.t,
        headers,
        productBody(`P-${code}`, {
          productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
          variations: [{ sku: code, cost: 39 }],
        }),
      );
      skuIds[code] = skuId;
      adIds[code] = await createAd(s.t, headers, { originSkuId: skuId, platform: 'SANDBOX' });
    }
  }, 120_000);

  const put = (url: string, payload: unknown, headers = s.a) => send(s.t, 'PUT', url, payload, headers);
  const get = (url: string, headers = s.as.read) => send(s.t, 'GET', url, undefined, headers);
  const listPrice = async (code: string) =>
    (await get(`/integration/prices/bysku?sku=${code}`)).json().listPrice as number;
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;
  const heldEvents = async (heldId: string) =>
    (
      await queryRows<{ n: number }>(
        s.t.rt.database.db,
        sql`select count(*)::int as n from outbox_events where seller_id = ${s.sellerA}
            and name = 'price.PriceHeld' and payload->>'heldId' = ${heldId}`,
      )
    )[0]!.n;
  /** A first good price, pushed, for each SKU. */
  const priced = async (code: string, value: number) => {
    const response = await put('/integration/prices/bysku', { sku: code, value });
    expect(response.json().held, response.body).toEqual([]);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds[code]!, 'price', value.toFixed(2));
  };

  it('reads the floor of a SKU per connected channel, with its breakdown', async () => {
    const response = await get('/integration/prices/floor/bysku?sku=G-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      skuId: skuIds['G-1'],
      sku: 'G-1',
      floor: 52.33,
      minMargin: 0,
      changeFactor: 10,
      platforms: [
        {
          platform: 'SANDBOX',
          floor: 39,
          breakdown: {
            cost: '39.00',
            fixedFee: '0.00',
            freight: '0.00',
            commission: '0',
            tax: '0',
            minMargin: '0',
            commissionAmount: '0.00',
            taxAmount: '0.00',
            marginAmount: '0.00',
          },
        },
        {
          platform: 'SANDBOX_ML',
          floor: 52.33,
          breakdown: expect.objectContaining({
            fixedFee: '6.00',
            commission: '0.14',
            commissionAmount: '7.33',
          }),
        },
      ],
    });
    const bff = await get(`/bffweb/prices/floor/bysku?skuId=${skuIds['G-1']}`, s.as.bff);
    expect(bff.json().floor).toBe(52.33);
  });

  it('holds an Integration API price below the floor with 202: the channel keeps the last good price', async () => {
    await priced('G-1', 100);
    const response = await put('/integration/prices/bysku', { sku: 'G-1', value: 0 });
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json();
    expect(body).toMatchObject({
      received: 1,
      changed: 0,
      held: [
        {
          skuId: skuIds['G-1'],
          sku: 'G-1',
          platform: null,
          priceType: 'DEFAULT',
          value: 0,
          reason: 'BELOW_FLOOR',
          floor: 52.33,
          currentValue: 100,
        },
      ],
    });
    expect(await listPrice('G-1')).toBe(100);
    expect(await channelPrice('G-1')).toBe('100.00');
    const held = await get(`/integration/prices/held/${body.held[0].id}`);
    expect(held.json()).toMatchObject({
      id: body.held[0].id,
      reason: 'BELOW_FLOOR',
      source: 'API',
      floor: 52.33,
    });
    expect(await heldEvents(body.held[0].id)).toBe(1);
  });

  it('holds a platform price below that channel floor, not one at it', async () => {
    const below = await put(`/integration/prices/platforms/${skuIds['G-1']}`, [
      { platform: 'SANDBOX', value: 38.99 },
    ]);
    expect(below.json()).toMatchObject({
      changed: 0,
      held: [{ platform: 'SANDBOX', floor: 39, reason: 'BELOW_FLOOR' }],
    });
    const at = await put(`/integration/prices/platforms/${skuIds['G-1']}`, [
      { platform: 'SANDBOX', value: 39 },
    ]);
    expect(at.json()).toMatchObject({ changed: 1, held: [] });
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['G-1']!, 'price', '39.00');
    // The price that went through superseded the held one of its scope.
    const list = (await get(`/integration/prices/held?skuId=${skuIds['G-1']}`)).json()._embedded.heldPrices;
    expect(list.map((h: { platform: string | null }) => h.platform)).toEqual([null]);
  });

  it('holds a change by more than 10x in a list batch and lets the rest of the batch through', async () => {
    await priced('G-2', 100);
    await priced('G-3', 100);
    const response = await put('/integration/prices/list/bysku', [
      { sku: 'G-2', value: 1000.01 },
      { sku: 'G-3', value: 110 },
    ]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      received: 2,
      changed: 1,
      held: [{ sku: 'G-2', value: 1000.01, reason: 'CHANGE_TOO_LARGE', currentValue: 100, floor: 52.33 }],
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['G-3']!, 'price', '110.00');
    expect(await listPrice('G-2')).toBe(100);
    expect(await channelPrice('G-2')).toBe('100.00');
  });

  it('applies and pushes a held price the seller confirms', async () => {
    const [held] = (await get(`/integration/prices/held?sku=G-2`)).json()._embedded.heldPrices;
    const confirmed = await send(s.t, 'POST', `/integration/prices/held/${held.id}/confirm`, undefined, s.a);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ id: held.id, changed: 1 });
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['G-2']!, 'price', '1000.01');
    expect(await listPrice('G-2')).toBe(1000.01);
    expect((await get(`/integration/prices/held/${held.id}`)).statusCode).toBe(404);
    const again = await send(s.t, 'POST', `/integration/prices/held/${held.id}/confirm`, undefined, s.a);
    expect(again.statusCode).toBe(404);
  });

  it('holds a manual admin edit of 0 and drops it on request: the price stays', async () => {
    await priced('G-4', 80);
    const response = await put('/bffweb/prices/bysku', { sku: 'G-4', value: 0 }, s.as.bff);
    expect(response.statusCode).toBe(202);
    const [held] = response.json().held;
    expect(held).toMatchObject({ reason: 'BELOW_FLOOR', floor: 52.33, value: 0 });
    expect((await get(`/bffweb/prices/held/${held.id}`, s.as.bff)).json().source).toBe('ADMIN');
    const dropped = await send(s.t, 'DELETE', `/bffweb/prices/held/${held.id}`, undefined, s.as.bff);
    expect(dropped.statusCode).toBe(204);
    expect((await get(`/bffweb/prices/held/${held.id}`, s.as.bff)).statusCode).toBe(404);
    expect(await listPrice('G-4')).toBe(80);
    expect(await channelPrice('G-4')).toBe('80.00');
  });

  it("raises the floor with the seller's minimum margin", async () => {
    const set = await put('/integration/prices/guard', { minMargin: '0.1' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ minMargin: '0.1000', changeFactor: '10.00' });
    // SANDBOX: 39 / 0.9 = 43.333… → 43.34.
    const floor = (await get('/integration/prices/floor/bysku?sku=G-5')).json();
    expect(floor.platforms[0]).toMatchObject({ platform: 'SANDBOX', floor: 43.34 });
    const held = await put(`/integration/prices/platforms/${skuIds['G-5']}`, [
      { platform: 'SANDBOX', value: 43.33 },
    ]);
    expect(held.json().held).toMatchObject([{ floor: 43.34, reason: 'BELOW_FLOOR' }]);
    await put('/integration/prices/guard', { minMargin: '0' });
  });

  it('keeps a held price in the database: another process reads it, and it can be confirmed after', async () => {
    const response = await put('/integration/prices/bysku', { sku: 'G-4', value: 0.5 });
    const [held] = response.json().held;
    // A process that never saw the write (an api process reads without workers): nothing lives in memory.
    const other = await secondApiProcess(s.t, modules);
    try {
      const list = await other.app.inject({
        method: 'GET',
        url: '/integration/prices/held?sku=G-4',
        headers: s.a,
      });
      expect(list.json()._embedded.heldPrices).toMatchObject([{ id: held.id, value: 0.5, floor: 52.33 }]);
    } finally {
      await other.close();
    }
    const confirmed = await send(s.t, 'POST', `/integration/prices/held/${held.id}/confirm`, undefined, s.a);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await listPrice('G-4')).toBe(0.5);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['G-4']!, 'price', '0.50');
  });

  it('refuses bad guard settings naming the field, and writes nothing', async () => {
    const before = (await get('/integration/prices/guard')).json();
    for (const [payload, field] of [
      [{ changeFactor: '1' }, 'changeFactor'],
      [{ changeFactor: 'ten' }, 'changeFactor'],
      [{ minMargin: '1.5' }, 'minMargin'],
      [{ minMargin: '0.9', taxRate: '0.1' }, 'minMargin'],
      [{ channels: { NOPE: { commission: '0.1' } } }, 'channels.NOPE'],
      [{ channels: { SANDBOX: { fixedFee: '-1' } } }, 'fixedFee'],
      [{ surprise: true }, 'surprise'],
    ] as const) {
      const response = await put('/integration/prices/guard', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body, JSON.stringify(payload)).toContain(field);
    }
    expect((await get('/integration/prices/guard')).json()).toEqual(before);
    const unknown = await send(s.t, 'POST', '/integration/prices/held/hld_nope/confirm', undefined, s.a);
    expect(unknown.statusCode).toBe(404);
    expect((await send(s.t, 'DELETE', '/integration/prices/held/hld_nope', undefined, s.a)).statusCode).toBe(
      404,
    );
    expect((await get('/integration/prices/floor/bysku?sku=NOPE')).statusCode).toBe(404);
  });

  it("keeps seller A's held prices, floors and guard out of seller B's reach", async () => {
    const response = await put('/integration/prices/bysku', { sku: 'G-5', value: 1 });
    const [held] = response.json().held;
    expect(held).toBeDefined();
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/integration/prices/held/${held.id}` },
        { method: 'POST', url: `/integration/prices/held/${held.id}/confirm` },
        { method: 'DELETE', url: `/integration/prices/held/${held.id}` },
        { method: 'GET', url: `/integration/prices/floor/bysku?skuId=${skuIds['G-5']}` },
      ],
      verifyUnchanged: async () => {
        expect((await get(`/integration/prices/held/${held.id}`)).statusCode).toBe(200);
      },
    });
    const tokenB = bearer(s.tokenB);
    const listB = (await get('/integration/prices/held', tokenB)).json();
    expect(listB._embedded?.heldPrices ?? []).toEqual([]);
    await put('/integration/prices/guard', { minMargin: '0.2' }, tokenB);
    expect((await get('/integration/prices/guard')).json().minMargin).toBe('0.0000');
  });
});
