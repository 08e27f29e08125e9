import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { channelShows, connectChannel, createAd } from '../../../test/helpers/channels.ts';
import { FakeClock } from '../../platform/clock.ts';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { currentPrices, setRulePrices } from './index.ts';

const HOUR = 3_600_000;

describe('prices', () => {
  const clock = new FakeClock('2026-03-01T12:00:00.000Z');
  const s = sellersSuite({ clock, scopes: ['price:edit'], callers: { read: [], bff: ['bffweb:prices'] } });
  const { sku, ad } = suiteCatalog(s, {
    skus: ['PR-1', 'PR-2', 'PR-3', 'PR-4', 'PR-5', 'PR-6', 'PR-7', 'PR-8'],
    platforms: ['SANDBOX', 'SANDBOX_ML'],
  });

  const put = (url: string, payload: unknown, headers = s.a) => send(s.t, 'PUT', url, payload, headers);
  const get = (url: string, headers = s.as.read) => send(s.t, 'GET', url, undefined, headers);
  const priceOf = async (code: string) => (await get(`/integration/prices/bysku?sku=${code}`)).json();
  const history = async (skuId: string, query = '') =>
    (await get(`/integration/prices/history?skuId=${skuId}${query}`)).json()._embedded.priceHistoryApiDTOList;
  const countEvents = async (skuId: string) =>
    (
      await queryRows<{ n: number }>(
        s.t.rt.database.db,
        sql`select count(*)::int as n from outbox_events where seller_id = ${s.sellerA}
            and name = 'price.PriceUpdated' and payload->>'skuId' = ${skuId}`,
      )
    )[0]!.n;

  it('accepts a SKU price with 202, reads it back as list and sale price, and pushes it to every channel', async () => {
    const response = await put('/integration/prices/bysku', { sku: 'PR-1', value: 99.9 });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ received: 1, changed: 1, held: [] });
    const price = await priceOf('PR-1');
    expect(price).toMatchObject({
      skuId: sku('PR-1'),
      sku: 'PR-1',
      value: 99.9,
      listPrice: 99.9,
      salePrice: 99.9,
      priceType: 'DEFAULT',
      lastModifiedDt: '2026-03-01T12:00:00.000Z',
      platforms: [],
    });
    expect((await get(`/integration/prices/bysku?skuId=${sku('PR-1')}`)).json()).toEqual(price);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-1', 'SANDBOX'), 'price', '99.90');
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PR-1', 'SANDBOX_ML'), 'price', '99.90');
  });

  it('treats a repeated value as no change: lastModifiedDt moves, nothing else (no event, history or push)', async () => {
    const before = await priceOf('PR-1');
    const events = await countEvents(sku('PR-1'));
    const entries = (await history(sku('PR-1'))).length;
    const adBefore = (
      await get(
        `/bffweb/ads/${ad('PR-1', 'SANDBOX')}`,
        bearer(await tokenFor(s.t, s.sellerA, ['bffweb:ads'])),
      )
    ).json();
    clock.advance(60_000);
    const response = await put('/integration/prices/bysku', { skuId: sku('PR-1'), value: 99.9 });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: 1, changed: 0, held: [] });
    const after = await priceOf('PR-1');
    expect(after.lastModifiedDt).toBe('2026-03-01T12:01:00.000Z');
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(await countEvents(sku('PR-1'))).toBe(events);
    expect((await history(sku('PR-1'))).length).toBe(entries);
    const adAfter = (
      await get(
        `/bffweb/ads/${ad('PR-1', 'SANDBOX')}`,
        bearer(await tokenFor(s.t, s.sellerA, ['bffweb:ads'])),
      )
    ).json();
    expect(adAfter.updatedAt).toBe(adBefore.updatedAt);
  });

  it('moves lastModifiedDt with every write aimed at the SKU, a platform price too, and updatedAt only with its price', async () => {
    await put('/integration/prices/bysku', { sku: 'PR-8', value: 60 });
    const first = await priceOf('PR-8');
    clock.advance(60_000);
    await put('/integration/prices/bysku', { sku: 'PR-8', value: 61 });
    const changed = await priceOf('PR-8');
    expect(changed.lastModifiedDt).toBe(clock.now().toISOString());
    expect(changed.updatedAt).toBe(clock.now().toISOString());
    expect(changed.updatedAt).not.toBe(first.updatedAt);
    clock.advance(60_000);
    await put(`/integration/prices/platforms/${sku('PR-8')}`, [
      { platform: 'SANDBOX_ML', value: 65, priceType: 'DEFAULT' },
    ]);
    const platformOnly = await priceOf('PR-8');
    expect(platformOnly.lastModifiedDt).toBe(clock.now().toISOString());
    expect(platformOnly.updatedAt).toBe(changed.updatedAt);
    expect(platformOnly.platforms).toMatchObject([
      { platform: 'SANDBOX_ML', listPrice: 65, updatedAt: clock.now().toISOString() },
    ]);
  });

  it('writes one PriceUpdated event per change, with the price id and the skuId', async () => {
    const [event] = await queryRows<{ payload: { priceId: string; skuId: string } }>(
      s.t.rt.database.db,
      sql`select payload from outbox_events where seller_id = ${s.sellerA} and name = 'price.PriceUpdated'
          and payload->>'skuId' = ${sku('PR-1')} order by id limit 1`,
    );
    expect(event!.payload.skuId).toBe(sku('PR-1'));
    expect(event!.payload.priceId).toMatch(/^prc_/);
  });

  it('coalesces a burst of writes: every channel ends on the value read back, never an older one', async () => {
    for (let i = 1; i <= 15; i++) {
      expect((await put('/integration/prices/bysku', { sku: 'PR-1', value: 100 + i })).statusCode).toBe(202);
    }
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-1', 'SANDBOX'), 'price', '115.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PR-1', 'SANDBOX_ML'), 'price', '115.00');
    // Concurrent writers: whichever commits last is what the API reads and what the channels end on.
    await Promise.all(
      [201, 202, 203, 204, 205].map((value) => put('/integration/prices/bysku', { sku: 'PR-1', value })),
    );
    const { salePrice } = await priceOf('PR-1');
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-1', 'SANDBOX'), 'price', `${salePrice}.00`);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PR-1', 'SANDBOX_ML'), 'price', `${salePrice}.00`);
    await put('/integration/prices/bysku', { sku: 'PR-1', value: 99.9 });
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-1', 'SANDBOX'), 'price', '99.90');
  });

  it('sets platform prices for a SKU and for an ad, the platform’s own winning there only', async () => {
    await put('/integration/prices/bysku', { sku: 'PR-2', value: 100 });
    const response = await put(`/integration/prices/platforms/${sku('PR-2')}`, [
      { platform: 'SANDBOX_ML', value: 120, priceType: 'DEFAULT' },
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect((await get(`/integration/prices/SANDBOX_ML/${sku('PR-2')}`)).json()).toMatchObject({
      skuId: sku('PR-2'),
      platform: 'SANDBOX_ML',
      value: 120,
      listPrice: 120,
      salePrice: 120,
    });
    expect((await get(`/integration/prices/SANDBOX/${sku('PR-2')}`)).json()).toMatchObject({
      salePrice: 100,
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PR-2', 'SANDBOX_ML'), 'price', '120.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-2', 'SANDBOX'), 'price', '100.00');

    const byAd = await put(`/integration/prices/platforms/${ad('PR-2', 'SANDBOX')}?domainType=AD`, [
      { platform: 'SANDBOX', value: 105.5, priceType: 'DEFAULT' },
    ]);
    expect(byAd.statusCode, byAd.body).toBe(202);
    const read = (await get(`/integration/prices/SANDBOX/${ad('PR-2', 'SANDBOX')}?domainType=AD`)).json();
    expect(read).toMatchObject({ adId: ad('PR-2', 'SANDBOX'), skuId: sku('PR-2'), salePrice: 105.5 });
    expect((await priceOf('PR-2')).platforms.map((p: { platform: string }) => p.platform)).toEqual([
      'SANDBOX',
      'SANDBOX_ML',
    ]);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-2', 'SANDBOX'), 'price', '105.50');

    const wrongPlatform = await put(`/integration/prices/platforms/${ad('PR-2', 'SANDBOX')}?domainType=AD`, [
      { platform: 'SANDBOX_ML', value: 1 },
    ]);
    expect(wrongPlatform.statusCode).toBe(400);
    expect(wrongPlatform.json()).toMatchObject({ field: '[0].platform' });
    expect(
      (await get(`/integration/prices/SANDBOX_ML/${ad('PR-2', 'SANDBOX')}?domainType=AD`)).statusCode,
    ).toBe(404);
  });

  it('publishes the current prices to an ad created later', async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['bffweb:ads', 'bffweb:marketplaces']));
    await connectChannel(s.t, headers, 'SANDBOX_SHP');
    const adId = await createAd(s.t, headers, { originSkuId: sku('PR-2'), platform: 'SANDBOX_SHP' });
    await channelShows(s.t, s.sellerA, 'SANDBOX_SHP', adId, 'price', '100.00');
  });

  it('puts a PROMOTION price of the batch over the list price inside its window, and drops it at the end', async () => {
    const start = clock.now();
    const end = new Date(start.getTime() + HOUR);
    const response = await put('/integration/prices/list/bysku', [
      { sku: 'PR-3', value: 50 },
      {
        sku: 'PR-3',
        value: 39.9,
        priceType: 'PROMOTION',
        startDate: start.toISOString(),
        endDate: end.toISOString(),
      },
      { sku: 'PR-4', value: 80 },
      {
        sku: 'PR-4',
        platform: 'SANDBOX_ML',
        value: 70,
        priceType: 'PROMOTION',
        startDate: end.toISOString(),
      },
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ received: 4 });
    expect(await priceOf('PR-3')).toMatchObject({
      listPrice: 50,
      salePrice: 39.9,
      priceType: 'PROMOTION',
      endDate: end.toISOString(),
    });
    expect((await get(`/integration/prices/SANDBOX_ML/${sku('PR-4')}`)).json()).toMatchObject({
      salePrice: 80,
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-3', 'SANDBOX'), 'price', '39.90');

    clock.set(end);
    await s.t.rt.scheduler.tick();
    await eventually(async () => (await priceOf('PR-3')).salePrice === 50);
    expect(await priceOf('PR-3')).toMatchObject({ listPrice: 50, priceType: 'DEFAULT' });
    await eventually(
      async () => (await get(`/integration/prices/SANDBOX_ML/${sku('PR-4')}`)).json().salePrice === 70,
    );
    expect((await get(`/integration/prices/SANDBOX/${sku('PR-4')}`)).json().salePrice).toBe(80);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-3', 'SANDBOX'), 'price', '50.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PR-4', 'SANDBOX_ML'), 'price', '70.00');
    const [last] = await history(sku('PR-3'));
    expect(last).toMatchObject({ source: 'SCHEDULE', oldValue: 39.9, newValue: 50, priceType: 'DEFAULT' });
  });

  it('keeps a history per SKU and platform with the source of each change (API, ADMIN, RULE)', async () => {
    await put('/integration/prices/bysku', { sku: 'PR-5', value: 10 });
    const adminOne = await put('/bffweb/prices/bysku', { sku: 'PR-5', value: 10 }, s.as.bff);
    expect(adminOne.json()).toEqual({ received: 1, changed: 0, held: [] });
    expect((await get('/bffweb/prices/bysku?sku=PR-5', s.as.bff)).json()).toMatchObject({
      sku: 'PR-5',
      value: 10,
    });
    const admin = await put(
      '/bffweb/prices/list/bysku',
      [{ sku: 'PR-5', value: 12.345, platform: 'SANDBOX_ML' }],
      s.as.bff,
    );
    expect(admin.statusCode, admin.body).toBe(202);
    const changed = await setRulePrices(systemCtx(s.t.rt, s.sellerA), 'rule_01TEST', [
      { skuId: sku('PR-5'), platform: null, value: '11.5' },
    ]);
    expect(changed).toBe(1);

    const entries = await history(sku('PR-5'));
    expect(
      entries.map((e: { source: string; platform: string | null; newValue: number }) => [
        e.source,
        e.platform,
        e.newValue,
      ]),
    ).toEqual([
      ['RULE', null, 11.5],
      ['ADMIN', 'SANDBOX_ML', 12.35],
      ['API', null, 10],
    ]);
    expect(entries[0]).toMatchObject({
      ruleId: 'rule_01TEST',
      oldValue: 10,
      oldListPrice: 10,
      newListPrice: 11.5,
    });
    expect(await history(sku('PR-5'), '&platform=SANDBOX_ML')).toHaveLength(1);
    expect(await history(sku('PR-5'), '&source=RULE')).toHaveLength(1);
    const page = (await get(`/bffweb/prices/history?sku=PR-5&size=2`, s.as.bff)).json();
    expect(page.page).toMatchObject({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
    expect(page._links.next.href).toContain('page=1');

    const [event] = await queryRows<{ payload: { ruleId?: string } }>(
      s.t.rt.database.db,
      sql`select payload from outbox_events where seller_id = ${s.sellerA} and name = 'price.PriceUpdated'
          and payload->>'skuId' = ${sku('PR-5')} order by id desc limit 1`,
    );
    expect(event!.payload.ruleId).toBe('rule_01TEST');

    const current = (await currentPrices(systemCtx(s.t.rt, s.sellerA), [sku('PR-5')])).get(sku('PR-5'))!;
    expect(current.map((p) => [p.platform, p.listPrice, p.salePrice])).toEqual(
      expect.arrayContaining([
        [null, '11.50', '11.50'],
        ['SANDBOX_ML', '12.35', '12.35'],
      ]),
    );
  });

  it('sends a rule’s change of several platforms of a SKU as one event of the SKU, one of a single platform as that platform’s', async () => {
    const ctx = systemCtx(s.t.rt, s.sellerA);
    await put('/integration/prices/bysku', { sku: 'PR-7', value: 40 });
    const payloads = async () =>
      (
        await queryRows<{ payload: { priceId: string; platform?: string; ruleId?: string } }>(
          s.t.rt.database.db,
          sql`select payload from outbox_events where seller_id = ${s.sellerA} and name = 'price.PriceUpdated'
              and payload->>'skuId' = ${sku('PR-7')} order by id`,
        )
      ).map((row) => row.payload);
    const before = (await payloads()).length;
    expect(
      await setRulePrices(ctx, 'rule_01MANY', [
        { skuId: sku('PR-7'), platform: 'SANDBOX', value: '41.10' },
        { skuId: sku('PR-7'), platform: 'SANDBOX_ML', value: '42.20' },
      ]),
    ).toBe(2);
    const skuWide = (
      await queryRows<{ id: string }>(
        s.t.rt.database.db,
        sql`select id from prices where seller_id = ${s.sellerA} and sku_id = ${sku('PR-7')} and platform = ''`,
      )
    )[0]!.id;
    expect((await payloads()).slice(before)).toEqual([
      { priceId: skuWide, skuId: sku('PR-7'), ruleId: 'rule_01MANY' },
    ]);
    // History keeps every platform's change.
    expect(await history(sku('PR-7'), '&source=RULE')).toHaveLength(2);

    await setRulePrices(ctx, 'rule_01MANY', [{ skuId: sku('PR-7'), platform: 'SANDBOX', value: '43.30' }]);
    const [single] = (await payloads()).slice(before + 1);
    expect(single).toMatchObject({ skuId: sku('PR-7'), platform: 'SANDBOX', ruleId: 'rule_01MANY' });
    expect(single!.priceId).not.toBe(skuWide);
    await channelShows(s.t, s.sellerA, 'SANDBOX', ad('PR-7', 'SANDBOX'), 'price', '43.30');
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ad('PR-7', 'SANDBOX_ML'), 'price', '42.20');
  });

  it('refuses bad input with 400 naming the item and field, and writes nothing of the batch', async () => {
    await put('/integration/prices/bysku', { sku: 'PR-6', value: 20 });
    const entries = (await history(sku('PR-6'))).length;
    const later = new Date(clock.now().getTime() + HOUR).toISOString();
    const cases: [unknown, string][] = [
      [
        [
          { sku: 'PR-6', value: 21 },
          { sku: 'PR-6', value: -1, platform: 'SANDBOX' },
        ],
        '[1].value',
      ],
      [
        [
          { sku: 'PR-6', value: 21 },
          { sku: 'PR-6', value: 5, platform: 'NOWHERE' },
        ],
        '[1].platform',
      ],
      [
        [
          {
            sku: 'PR-6',
            value: 5,
            priceType: 'PROMOTION',
            startDate: later,
            endDate: clock.now().toISOString(),
          },
        ],
        '[0].endDate',
      ],
      [[{ sku: 'PR-6', value: 5, endDate: later }], '[0].endDate'],
      [[{ sku: 'PR-6', value: 5, priceType: 'SPECIAL' }], '[0].priceType'],
      [
        [
          { sku: 'PR-6', value: 21 },
          { skuId: sku('PR-6'), value: 22 },
        ],
        '[1].sku',
      ],
      [[{ value: 5 }], '[0].sku'],
    ];
    for (const [payload, field] of cases) {
      const response = await put('/integration/prices/list/bysku', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      expect(response.json().errors?.[0]?.field ?? response.json().field, JSON.stringify(payload)).toBe(
        field,
      );
    }
    expect((await put('/integration/prices/bysku', { sku: 'PR-6', value: -5 })).statusCode).toBe(400);
    expect(
      (await put(`/integration/prices/platforms/${sku('PR-6')}`, [{ platform: 'NOWHERE', value: 1 }]))
        .statusCode,
    ).toBe(400);
    expect((await get(`/integration/prices/NOWHERE/${sku('PR-6')}`)).statusCode).toBe(400);
    const unknown = await put('/integration/prices/list/bysku', [
      { sku: 'PR-6', value: 21 },
      { sku: 'NOPE', value: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: '[1].sku' });

    expect(await priceOf('PR-6')).toMatchObject({ value: 20, platforms: [] });
    expect((await history(sku('PR-6'))).length).toBe(entries);
  });

  it('needs price:edit to write, and a token to read', async () => {
    const response = await put('/integration/prices/bysku', { sku: 'PR-1', value: 1 }, s.as.read);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ required_scope: 'price:edit' });
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/integration/prices/bysku?sku=PR-1' })).statusCode,
    ).toBe(401);
  });

  it('keeps sellers apart: another seller’s SKUs and ads look unknown (404)', async () => {
    const before = await priceOf('PR-1');
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/integration/prices/bysku?skuId=${sku('PR-1')}` },
        { method: 'GET', url: `/integration/prices/bysku?sku=PR-1` },
        { method: 'PUT', url: '/integration/prices/bysku', payload: { skuId: sku('PR-1'), value: 1 } },
        { method: 'PUT', url: '/integration/prices/list/bysku', payload: [{ sku: 'PR-1', value: 1 }] },
        { method: 'GET', url: `/integration/prices/SANDBOX/${sku('PR-1')}` },
        { method: 'GET', url: `/integration/prices/SANDBOX/${ad('PR-1', 'SANDBOX')}?domainType=AD` },
        {
          method: 'PUT',
          url: `/integration/prices/platforms/${sku('PR-1')}`,
          payload: [{ platform: 'SANDBOX', value: 1 }],
        },
        {
          method: 'PUT',
          url: `/integration/prices/platforms/${ad('PR-1', 'SANDBOX')}?domainType=AD`,
          payload: [{ platform: 'SANDBOX', value: 1 }],
        },
        { method: 'GET', url: `/integration/prices/history?skuId=${sku('PR-1')}` },
      ],
      verifyUnchanged: async () => expect(await priceOf('PR-1')).toEqual(before),
    });
    const own = (
      await s.t.app.inject({ method: 'GET', url: '/integration/prices/history', headers: bearer(s.tokenB) })
    ).json();
    expect(own.page.totalElements).toBe(0);
  });
});
