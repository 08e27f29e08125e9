import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelShows } from '../../../test/helpers/channels.ts';
import { costedSandboxSkus } from '../../../test/helpers/factories.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { eventually } from '../../../test/helpers/test-app.ts';
import { FakeClock } from '../../platform/clock.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxItem } from '../marketplaces/index.ts';

const HOUR = 3_600_000;

/**
 * Promotions pass the profit guard when they take effect (PRC-33). Channels SANDBOX (no fees: floor =
 * cost) and SANDBOX_ML (14 % and 6.00 a sale), so a SKU-wide price's floor is (cost + 6) / 0.86.
 *   X-1 cost 39, list 100, 120 on SANDBOX (a rule's or the seller's): 40 % off → 60 and 72, both pass.
 *   X-2 cost 39, list 80: 40 % off → 48, under the SKU-wide floor 52.33: held.
 *   X-3 cost 1, list 100: a fixed price of 9 is above its floor 8.14 but under a tenth of 100: held.
 */
describe('promotions through the profit guard', () => {
  const clock = new FakeClock('2026-06-01T09:00:00.000Z');
  const s = sellersSuite({
    clock,
    scopes: ['promotion:edit', 'price:edit', 'bffweb:promotions', 'bffweb:prices'],
  });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX', 'SANDBOX_ML'] });
  const skuIds: Record<string, string> = {};
  const adIds: Record<string, string> = {};
  let deep = '';
  let fixed = '';

  const call = (method: Method, url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;
  const held = async () =>
    (await call('GET', '/bffweb/prices/held')).json()._embedded?.heldPrices ??
    ([] as Record<string, unknown>[]);
  const promotion = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/integration/promotions', {
      name: 'Guarded',
      restorePricesOnAutoFinish: true,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    const made = await costedSandboxSkus(s.t, s.sellerA, { 'X-1': 39, 'X-2': 39, 'X-3': 1 });
    Object.assign(skuIds, made.skuIds);
    Object.assign(adIds, made.adIds);
    const priced = await call('PUT', '/integration/prices/list/bysku', [
      { sku: 'X-1', value: 100 },
      { sku: 'X-1', platform: 'SANDBOX', value: 120 },
      { sku: 'X-2', value: 80 },
      { sku: 'X-3', value: 100 },
    ]);
    expect(priced.json().held, priced.body).toEqual([]);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['X-2']!, 'price', '80.00');
    deep = await promotion({
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 40,
      startDate: new Date(clock.now().getTime() + HOUR).toISOString(),
      endDate: new Date(clock.now().getTime() + 10 * HOUR).toISOString(),
      eligibility: { domain: 'PRODUCT', skuIds: [skuIds['X-1'], skuIds['X-2']] },
    });
    const activated = await call('PUT', '/integration/promotions/activate', [deep]);
    expect(activated.statusCode, activated.body).toBe(200);
  }, 120_000);

  it('shows before it starts, per SKU, the stacked price, the margin it leaves and whether the floor blocks it', async () => {
    const response = await call('GET', `/bffweb/promotions/${deep}/guard`);
    expect(response.statusCode, response.body).toBe(200);
    const [one, two] = response.json()._embedded.promotionGuardList;
    expect(one).toEqual({
      skuId: skuIds['X-1'],
      sku: 'X-1',
      scopes: [
        {
          platform: null,
          listPrice: 100,
          promotionalPrice: 60,
          floor: 52.33,
          channel: 'SANDBOX_ML',
          // 60 − 39 − 6 − 14 % of 60.
          marginAmount: 6.6,
          marginShare: 0.11,
          held: false,
        },
        {
          platform: 'SANDBOX',
          listPrice: 120,
          promotionalPrice: 72,
          floor: 39,
          channel: 'SANDBOX',
          marginAmount: 33,
          marginShare: 0.4583,
          held: false,
        },
      ],
    });
    expect(two).toMatchObject({
      sku: 'X-2',
      scopes: [
        {
          platform: null,
          listPrice: 80,
          promotionalPrice: 48,
          floor: 52.33,
          marginAmount: -3.72,
          held: true,
          reason: 'BELOW_FLOOR',
        },
      ],
    });
    const blocked = (await call('GET', `/bffweb/promotions/${deep}/guard?blocked=true`)).json();
    expect(blocked.page.totalElements).toBe(1);
    expect(blocked._embedded.promotionGuardList.map((i: { sku: string }) => i.sku)).toEqual(['X-2']);
    expect(await held()).toEqual([]);
  });

  it('leaves a SKU under its floor out when the promotion starts: held, the channel keeps its price', async () => {
    clock.set(new Date(clock.now().getTime() + HOUR));
    await s.t.rt.scheduler.tick();
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['X-1']!, 'price', '72.00');
    expect(await channelPrice('X-2')).toBe('80.00');
    const [hold] = await eventually(async () => {
      const list = await held();
      return list.length > 0 ? list : undefined;
    });
    expect(hold).toMatchObject({
      sku: 'X-2',
      platform: null,
      priceType: 'PROMOTION',
      value: 48,
      reason: 'BELOW_FLOOR',
      floor: 52.33,
      currentValue: 80,
      source: 'PROMOTION',
      promotionId: deep,
    });
    const [events] = await queryRows<{ n: number }>(
      s.t.rt.database.db,
      sql`select count(*)::int as n from outbox_events where seller_id = ${s.sellerA}
          and name = 'price.PriceHeld' and payload->>'heldId' = ${hold.id}`,
    );
    expect(events!.n).toBe(1);
    const sale = (await call('GET', `/integration/prices/bysku?sku=X-2`)).json();
    expect(sale).toMatchObject({ listPrice: 80, salePrice: 80 });
  });

  it('puts a confirmed SKU back in the promotion and pushes it', async () => {
    const [hold] = await held();
    const confirmed = await call('POST', `/bffweb/prices/held/${hold.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['X-2']!, 'price', '48.00');
    const sale = (await call('GET', `/integration/prices/bysku?sku=X-2`)).json();
    expect(sale).toMatchObject({ salePrice: 48, priceType: 'PROMOTION', promotionId: deep });
    expect(await held()).toEqual([]);
  });

  it('holds a promotional price under a tenth of the list price and discards it when dropped', async () => {
    fixed = await promotion({
      ruleType: 'FIXED_PRICE',
      value: 9,
      eligibility: { domain: 'PRODUCT', skuIds: [skuIds['X-3']] },
    });
    const activated = await call('PUT', '/integration/promotions/activate', [fixed]);
    expect(activated.statusCode, activated.body).toBe(200);
    const [hold] = await held();
    expect(hold).toMatchObject({ sku: 'X-3', reason: 'CHANGE_TOO_LARGE', value: 9, promotionId: fixed });
    expect(await channelPrice('X-3')).toBe('100.00');
    const dropped = await call('DELETE', `/bffweb/prices/held/${hold.id}`);
    expect(dropped.statusCode).toBe(204);
    expect((await call('POST', `/bffweb/prices/held/${hold.id}/confirm`)).statusCode).toBe(404);
    expect(await channelPrice('X-3')).toBe('100.00');
    expect((await call('GET', `/integration/prices/bysku?sku=X-3`)).json().salePrice).toBe(100);
  });

  it('refuses a confirmation once the promotion is no longer in effect (409), and finishing clears its holds', async () => {
    const update = await call('PUT', `/integration/promotions/update/${fixed}`, {
      name: 'Guarded',
      ruleType: 'FIXED_PRICE',
      value: 9,
      restorePricesOnAutoFinish: true,
      eligibility: { domain: 'PRODUCT', skuIds: [skuIds['X-3']] },
    });
    expect(update.statusCode, update.body).toBe(200);
    // The update judged its SKUs again: held again.
    const [hold] = await held();
    expect(hold).toMatchObject({ sku: 'X-3', promotionId: fixed });
    const finished = await call('PUT', '/integration/promotions/finish', [fixed]);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await held()).toEqual([]);
    expect((await call('POST', `/bffweb/prices/held/${hold.id}/confirm`)).statusCode).toBe(404);
    expect(await channelPrice('X-3')).toBe('100.00');
  });

  it('refuses bad guard queries and unknown promotions with problem+json', async () => {
    for (const [url, status] of [
      [`/bffweb/promotions/${deep}/guard?blocked=perhaps`, 400],
      [`/bffweb/promotions/${deep}/guard?page=-1`, 400],
      ['/bffweb/promotions/prm_nope/guard', 404],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it("keeps seller A's promotion guard out of seller B's reach", async () => {
    await expectTenancy(s.t, {
      ...s,
      requests: [{ method: 'GET', url: `/bffweb/promotions/${deep}/guard` }],
    });
  });
});
