import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelShows } from '../../../test/helpers/channels.ts';
import { costedSandboxSkus } from '../../../test/helpers/factories.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { FakeClock } from '../../platform/clock.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxItem } from '../marketplaces/index.ts';

const HOUR = 3_600_000;

/**
 * A dated PROMOTION price passes the profit guard again when its window opens (PRC-38). One channel,
 * SANDBOX (no fees: floor = cost / (1 − margin)). The prices are written under a change factor of 50;
 * before they start the seller sets it back to 10 and an 80 % margin on product P-D-1.
 *   D-1 cost 10, list 100, 45 from the start: under the floor 50 then: held.
 *   D-2 cost 1, list 100, 9 from the start: under a tenth of 100: held.
 *   D-3 cost 1, list 100, 80 from the start: goes out.
 */
describe('dated prices through the profit guard', () => {
  const clock = new FakeClock('2026-07-01T09:00:00.000Z');
  const s = sellersSuite({ clock, scopes: ['price:edit', 'bffweb:prices'] });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX'] });
  const adIds: Record<string, string> = {};
  const start = new Date(clock.now().getTime() + HOUR).toISOString();
  const end = new Date(clock.now().getTime() + 10 * HOUR).toISOString();

  const call = (method: Method, url: string, payload?: unknown) => send(s.t, method, url, payload, s.a);
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;
  const held = async () =>
    ((await call('GET', '/bffweb/prices/held')).json()._embedded?.heldPrices ?? []) as {
      id: string;
      sku: string;
    }[];
  const priceOf = async (code: string) => (await call('GET', `/integration/prices/bysku?sku=${code}`)).json();
  const dated = (sku: string, value: number) => ({
    sku,
    value,
    priceType: 'PROMOTION',
    startDate: start,
    endDate: end,
  });

  beforeAll(async () => {
    const made = await costedSandboxSkus(s.t, s.sellerA, { 'D-1': 10, 'D-2': 1, 'D-3': 1 });
    Object.assign(adIds, made.adIds);
    expect((await call('PUT', '/integration/prices/guard', { changeFactor: '50' })).statusCode).toBe(200);
    const priced = await call('PUT', '/integration/prices/list/bysku', [
      { sku: 'D-1', value: 100 },
      { sku: 'D-2', value: 100 },
      { sku: 'D-3', value: 100 },
      dated('D-1', 45),
      dated('D-2', 9),
      dated('D-3', 80),
    ]);
    expect(priced.json().held, priced.body).toEqual([]);
    for (const code of ['D-1', 'D-2', 'D-3']) {
      await channelShows(s.t, s.sellerA, 'SANDBOX', adIds[code]!, 'price', '100.00');
    }
    const strict = await call('PUT', '/integration/prices/guard', {
      changeFactor: '10',
      marginOverrides: { products: { 'P-D-1': '0.8' } },
    });
    expect(strict.statusCode, strict.body).toBe(200);
  }, 120_000);

  it('holds at the start what the guard would hold now: the channel keeps its price, the rest starts', async () => {
    clock.set(new Date(start));
    await s.t.rt.scheduler.tick();
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['D-3']!, 'price', '80.00');
    expect(await channelPrice('D-1')).toBe('100.00');
    expect(await channelPrice('D-2')).toBe('100.00');
    expect(await priceOf('D-1')).toMatchObject({ salePrice: 100, priceType: 'DEFAULT' });
    const bySku = new Map((await held()).map((h) => [h.sku, h]));
    expect([...bySku.keys()].sort()).toEqual(['D-1', 'D-2']);
    const common = { platform: null, priceType: 'PROMOTION', startDate: start, endDate: end, source: 'API' };
    expect(bySku.get('D-1')).toMatchObject({
      ...common,
      value: 45,
      reason: 'BELOW_FLOOR',
      floor: 50,
      currentValue: 100,
    });
    expect(bySku.get('D-2')).toMatchObject({
      ...common,
      value: 9,
      reason: 'CHANGE_TOO_LARGE',
      currentValue: 100,
    });
    // Webhooks hear of each as `price.held`.
    const events = await queryRows<{ held: string }>(
      s.t.rt.database.db,
      sql`select payload->>'heldId' as held from outbox_events
          where seller_id = ${s.sellerA} and name = 'price.PriceHeld'`,
    );
    expect(events.map((e) => e.held).sort()).toEqual([bySku.get('D-1')!.id, bySku.get('D-2')!.id].sort());
  });

  it('starts a held price the seller confirms, with its window, and discards one dropped', async () => {
    const bySku = new Map((await held()).map((h) => [h.sku, h]));
    const confirmed = await call('POST', `/bffweb/prices/held/${bySku.get('D-1')!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['D-1']!, 'price', '45.00');
    expect(await priceOf('D-1')).toMatchObject({ salePrice: 45, priceType: 'PROMOTION', endDate: end });

    const dropped = await call('DELETE', `/bffweb/prices/held/${bySku.get('D-2')!.id}`);
    expect(dropped.statusCode).toBe(204);
    expect(await held()).toEqual([]);
    // The window's end resolves D-2 again: nothing of the dropped price is left to start.
    clock.set(new Date(end));
    await s.t.rt.scheduler.tick();
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['D-1']!, 'price', '100.00');
    expect(await channelPrice('D-2')).toBe('100.00');
    expect(await priceOf('D-2')).toMatchObject({ salePrice: 100, priceType: 'DEFAULT' });
  });
});
