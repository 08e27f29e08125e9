import { beforeAll, describe, expect, it } from 'vitest';
import { channelShows } from '../../../test/helpers/channels.ts';
import { costedSandboxSkus } from '../../../test/helpers/factories.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { FakeClock } from '../../platform/clock.ts';
import { sandboxItem } from '../marketplaces/index.ts';

const HOUR = 3_600_000;

/**
 * A promotion's end passes the profit guard (PRC-37). One channel, SANDBOX (no fees: floor = cost /
 * (1 − margin)). Both promotions start under a change factor of 50; before they end the seller sets
 * it back to 10 and an 80 % margin on product P-E-2.
 *   Deep (95 % off, finished by hand): E-1 and E-4 cost 1, list 100 → 5; back to 100 is 20× up: held.
 *   Mild (10 % off, ends on the clock): E-2 cost 30, list 100 → 90; back to 100, under the floor 150:
 *   held. E-3 cost 30, list 100 → 90; back to 100: goes out.
 */
describe('a promotion’s end through the profit guard', () => {
  const clock = new FakeClock('2026-06-01T09:00:00.000Z');
  const s = sellersSuite({
    clock,
    scopes: ['promotion:edit', 'price:edit', 'bffweb:promotions', 'bffweb:prices'],
  });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX'] });
  const skuIds: Record<string, string> = {};
  const adIds: Record<string, string> = {};
  let deep = '';
  let mild = '';

  const call = (method: Method, url: string, payload?: unknown) => send(s.t, method, url, payload, s.a);
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;
  const held = async () =>
    ((await call('GET', '/bffweb/prices/held')).json()._embedded?.heldPrices ?? []) as {
      id: string;
      sku: string;
    }[];
  const priceOf = async (code: string) => (await call('GET', `/integration/prices/bysku?sku=${code}`)).json();
  const promotion = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/integration/promotions', {
      name: 'Ending',
      restorePricesOnAutoFinish: true,
      status: 'ACTIVE',
      ruleType: 'PERCENTAGE_DISCOUNT',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    const made = await costedSandboxSkus(s.t, s.sellerA, { 'E-1': 1, 'E-2': 30, 'E-3': 30, 'E-4': 1 });
    Object.assign(skuIds, made.skuIds);
    Object.assign(adIds, made.adIds);
    const priced = await call('PUT', '/integration/prices/list/bysku', [
      { sku: 'E-1', value: 100 },
      { sku: 'E-2', value: 100 },
      { sku: 'E-3', value: 100 },
      { sku: 'E-4', value: 100 },
    ]);
    expect(priced.json().held, priced.body).toEqual([]);
    expect((await call('PUT', '/integration/prices/guard', { changeFactor: '50' })).statusCode).toBe(200);
    deep = await promotion({
      value: 95,
      eligibility: { domain: 'PRODUCT', skuIds: [skuIds['E-1'], skuIds['E-4']] },
    });
    mild = await promotion({
      value: 10,
      endDate: new Date(clock.now().getTime() + HOUR).toISOString(),
      eligibility: { domain: 'PRODUCT', skuIds: [skuIds['E-2'], skuIds['E-3']] },
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-1']!, 'price', '5.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-4']!, 'price', '5.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-2']!, 'price', '90.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-3']!, 'price', '90.00');
    const strict = await call('PUT', '/integration/prices/guard', {
      changeFactor: '10',
      marginOverrides: { products: { 'P-E-2': '0.8' } },
    });
    expect(strict.statusCode, strict.body).toBe(200);
    expect(await held()).toEqual([]);
  }, 120_000);

  it('holds a return under the floor when the promotion ends on the clock: the channel keeps its price', async () => {
    clock.set(new Date(clock.now().getTime() + HOUR));
    await s.t.rt.scheduler.tick();
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-3']!, 'price', '100.00');
    expect(await channelPrice('E-2')).toBe('90.00');
    expect((await call('GET', `/integration/promotions/${mild}`)).json().status).toBe('FINISHED');
    expect(await priceOf('E-2')).toMatchObject({ salePrice: 90, priceType: 'PROMOTION', promotionId: mild });
    expect(await held()).toEqual([
      expect.objectContaining({
        sku: 'E-2',
        platform: null,
        priceType: 'DEFAULT',
        value: 100,
        reason: 'BELOW_FLOOR',
        floor: 150,
        currentValue: 90,
        source: 'PROMOTION',
        promotionId: mild,
      }),
    ]);
  });

  it('holds a return of more than the change factor when the seller finishes a promotion', async () => {
    const finished = await call('PUT', '/integration/promotions/finish', [deep]);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await channelPrice('E-1')).toBe('5.00');
    expect(await priceOf('E-1')).toMatchObject({ salePrice: 5, promotionId: deep });
    const hold = (await held()).find((h) => h.sku === 'E-1');
    expect(hold).toMatchObject({
      value: 100,
      reason: 'CHANGE_TOO_LARGE',
      currentValue: 5,
      promotionId: deep,
      priceType: 'DEFAULT',
    });
  });

  it('brings the list price back when the seller confirms, and keeps the promotion’s when dropped', async () => {
    const bySku = new Map((await held()).map((h) => [h.sku, h]));
    const confirmed = await call('POST', `/bffweb/prices/held/${bySku.get('E-2')!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-2']!, 'price', '100.00');
    expect(await priceOf('E-2')).toMatchObject({ salePrice: 100, priceType: 'DEFAULT' });

    const dropped = await call('DELETE', `/bffweb/prices/held/${bySku.get('E-1')!.id}`);
    expect(dropped.statusCode).toBe(204);
    expect((await held()).map((h) => h.sku)).toEqual(['E-4']);
    expect(await channelPrice('E-1')).toBe('5.00');
    expect(await priceOf('E-1')).toMatchObject({ salePrice: 5, promotionId: deep });
  });

  it('lets the kept price go when the seller writes a list price there that passes', async () => {
    const written = await call('PUT', '/integration/prices/bysku', { sku: 'E-4', value: 80 });
    expect(written.statusCode, written.body).toBe(202);
    expect(written.json().held).toEqual([]);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-4']!, 'price', '80.00');
    expect(await priceOf('E-4')).toMatchObject({ listPrice: 80, salePrice: 80, priceType: 'DEFAULT' });
    expect(await held()).toEqual([]);
    expect(await channelPrice('E-1')).toBe('5.00');
  });

  it('lets the kept price go when the seller deletes the finished promotion', async () => {
    const deleted = await call('DELETE', `/integration/promotions/${deep}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['E-1']!, 'price', '100.00');
    expect(await priceOf('E-1')).toMatchObject({ salePrice: 100, priceType: 'DEFAULT' });
  });
});
