import { beforeAll, describe, expect, it } from 'vitest';
import { channelShows } from '../../../test/helpers/channels.ts';
import { costedSandboxSkus } from '../../../test/helpers/factories.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { eventually } from '../../../test/helpers/test-app.ts';
import { sandboxItem } from '../marketplaces/index.ts';

const ROOT = '/bffweb/price-formation';

/**
 * A rule's restore passes the profit guard (PRC-36). One channel, SANDBOX (no fees: floor = cost /
 * (1 − margin)). The rule, MARKUP 20 on SANDBOX, is applied with a change factor of 50; before the
 * restore the seller sets the factor back to 10 and an 80 % margin on products P-U-1 and P-U-4.
 *   U-1 cost 10, own SANDBOX price 40 → rule 200; back to 40 under the floor 50: held, BELOW_FLOOR.
 *   U-2 cost  5, own SANDBOX price  6 → rule 100; back to 6 is more than 10× down: held, CHANGE_TOO_LARGE.
 *   U-3 cost 10, own SANDBOX price 100 → rule 200; back to 100: restored.
 *   U-4 cost  1, SKU-wide price 4 only → rule 20; SANDBOX following 4 again is under the floor 5: held.
 */
describe('a price formation restore through the profit guard', () => {
  const s = sellersSuite({
    scopes: ['bffweb:price-formation'],
    callers: { prices: ['price:edit'], bff: ['bffweb:prices'] },
  });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX'] });
  const adIds: Record<string, string> = {};
  let ruleId = '';

  const call = (method: Method, url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;
  const held = async () =>
    ((await call('GET', '/bffweb/prices/held', undefined, s.as.bff)).json()._embedded?.heldPrices ?? []) as {
      id: string;
      sku: string;
    }[];
  const sandboxPrice = async (code: string) =>
    (await call('GET', `/integration/prices/SANDBOX/${skuOf[code]}`, undefined, s.as.prices)).json();
  const skuOf: Record<string, string> = {};
  const jobDone = (jobId: string) =>
    eventually(async () => {
      const read = (await call('GET', `${ROOT}/rules/${ruleId}/jobs/${jobId}`)).json();
      return read.status === 'SUCCESS' || read.status === 'FAILED' ? read : undefined;
    });

  beforeAll(async () => {
    const made = await costedSandboxSkus(s.t, s.sellerA, { 'U-1': 10, 'U-2': 5, 'U-3': 10, 'U-4': 1 });
    Object.assign(skuOf, made.skuIds);
    Object.assign(adIds, made.adIds);
    const priced = await call(
      'PUT',
      '/integration/prices/list/bysku',
      [
        { sku: 'U-1', value: 40 },
        { sku: 'U-1', platform: 'SANDBOX', value: 40 },
        { sku: 'U-2', value: 6 },
        { sku: 'U-2', platform: 'SANDBOX', value: 6 },
        { sku: 'U-3', value: 100 },
        { sku: 'U-3', platform: 'SANDBOX', value: 100 },
        { sku: 'U-4', value: 4 },
      ],
      s.as.prices,
    );
    expect(priced.json().held, priced.body).toEqual([]);
    const loose = await call('PUT', '/integration/prices/guard', { changeFactor: '50' }, s.as.prices);
    expect(loose.statusCode, loose.body).toBe(200);
    const rule = await call('POST', `${ROOT}/rules`, {
      eligibility: { platforms: ['SANDBOX'], skuIds: Object.values(skuOf) },
      objective: { driver: 'MARKUP', value: 20 },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    ruleId = rule.json().id;
    const applied = await call('POST', `${ROOT}/rules/${ruleId}/apply`);
    expect(applied.statusCode, applied.body).toBe(202);
    expect(await jobDone(applied.json().jobId)).toMatchObject({ status: 'SUCCESS' });
    for (const [code, price] of [
      ['U-1', '200.00'],
      ['U-2', '100.00'],
      ['U-3', '200.00'],
      ['U-4', '20.00'],
    ] as const) {
      await channelShows(s.t, s.sellerA, 'SANDBOX', adIds[code]!, 'price', price);
    }
    const strict = await call(
      'PUT',
      '/integration/prices/guard',
      { changeFactor: '10', marginOverrides: { products: { 'P-U-1': '0.8', 'P-U-4': '0.8' } } },
      s.as.prices,
    );
    expect(strict.statusCode, strict.body).toBe(200);
    expect(await held()).toEqual([]);
  }, 120_000);

  it('restores what passes and holds the rest: the channel keeps the rule’s price there', async () => {
    const restored = await call('POST', `${ROOT}/rules/${ruleId}/restore-prices`);
    expect(restored.statusCode, restored.body).toBe(202);
    expect(await jobDone(restored.json().jobId)).toMatchObject({
      kind: 'RESTORE',
      status: 'SUCCESS',
      processedSkus: 4,
    });
    // U-3's push goes out with the others' would-be ones: once it shows, theirs would have too.
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['U-3']!, 'price', '100.00');
    expect(await channelPrice('U-1')).toBe('200.00');
    expect(await channelPrice('U-2')).toBe('100.00');
    expect(await channelPrice('U-4')).toBe('20.00');
    expect((await sandboxPrice('U-1')).salePrice).toBe(200);

    const bySku = new Map((await held()).map((h) => [h.sku, h]));
    expect([...bySku.keys()].sort()).toEqual(['U-1', 'U-2', 'U-4']);
    const common = { source: 'RULE', ruleId, platform: 'SANDBOX', priceType: 'DEFAULT' };
    expect(bySku.get('U-1')).toMatchObject({
      ...common,
      value: 40,
      reason: 'BELOW_FLOOR',
      floor: 50,
      currentValue: 200,
    });
    expect(bySku.get('U-2')).toMatchObject({
      ...common,
      value: 6,
      reason: 'CHANGE_TOO_LARGE',
      currentValue: 100,
    });
    expect(bySku.get('U-4')).toMatchObject({ ...common, value: 4, reason: 'BELOW_FLOOR', floor: 5 });

    const results = (await call('GET', `${ROOT}/rules/${ruleId}/results`)).json()._embedded
      .priceFormationResultList as { skuId: string; status: string; reason?: string }[];
    const result = (code: string) => results.find((r) => r.skuId === skuOf[code]);
    expect(result('U-3')).toMatchObject({ status: 'RESTORED' });
    expect(result('U-1')).toMatchObject({ status: 'PRICED', reason: 'RESTORE_HELD_BELOW_FLOOR' });
    expect(result('U-2')).toMatchObject({ status: 'PRICED', reason: 'RESTORE_HELD_CHANGE_TOO_LARGE' });
  });

  it('pushes a held restore the seller confirms, recorded as the rule’s, and discards one dropped', async () => {
    const bySku = new Map((await held()).map((h) => [h.sku, h]));
    for (const [code, price] of [
      ['U-1', '40.00'],
      ['U-4', '4.00'],
    ] as const) {
      const confirmed = await call(
        'POST',
        `/bffweb/prices/held/${bySku.get(code)!.id}/confirm`,
        undefined,
        s.as.bff,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await channelShows(s.t, s.sellerA, 'SANDBOX', adIds[code]!, 'price', price);
    }
    const history = (
      await call('GET', '/bffweb/prices/history?sku=U-1&source=RULE', undefined, s.as.bff)
    ).json()._embedded.priceHistoryApiDTOList;
    expect(history[0]).toMatchObject({ ruleId, newValue: 40, oldValue: 200, platform: 'SANDBOX' });

    const dropped = await call('DELETE', `/bffweb/prices/held/${bySku.get('U-2')!.id}`, undefined, s.as.bff);
    expect(dropped.statusCode).toBe(204);
    expect(await channelPrice('U-2')).toBe('100.00');
    expect((await sandboxPrice('U-2')).salePrice).toBe(100);
    expect(await held()).toEqual([]);
  });
});
