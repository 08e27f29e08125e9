import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { channelShows, createAd, createProduct } from '../../../test/helpers/channels.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { eventually } from '../../../test/helpers/test-app.ts';
import { sandboxItem } from '../marketplaces/index.ts';

const ROOT = '/bffweb/price-formation';

/**
 * A rule's prices pass the profit guard (PF-23, PF-24). One channel, SANDBOX, on which the seller pays
 * 50.00 of freight a sale (floor = cost + 50) and a change factor of 1.5. The rule: MARKUP 2 on SANDBOX.
 *   R-1 cost 100, now 190 → 200 (floor 150): goes out.
 *   R-2 cost 300, now 310 → 600 (floor 350): more than 1.5× → held, CHANGE_TOO_LARGE.
 *   R-3 cost  39, now 100 →  78 (floor  89): held, BELOW_FLOOR.
 */
describe('price formation through the profit guard', () => {
  const s = sellersSuite({
    scopes: ['bffweb:price-formation'],
    callers: { prices: ['price:edit'], bff: ['bffweb:prices'] },
  });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX'] });
  const skuIds: Record<string, string> = {};
  const adIds: Record<string, string> = {};
  let ruleId = '';

  const call = (method: Method, url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;

  beforeAll(async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['product:edit', 'bffweb:ads']));
    for (const [code, cost, price] of [
      ['R-1', 100, 190],
      ['R-2', 300, 310],
      ['R-3', 39, 100],
    ] as const) {
      const [skuId] = await createProduct(
        s.t,
        headers,
        productBody(`P-${code}`, {
          productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
          variations: [{ sku: code, cost }],
        }),
      );
      skuIds[code] = skuId!;
      adIds[code] = await createAd(s.t, headers, { originSkuId: skuId, platform: 'SANDBOX' });
      const put = await call('PUT', '/integration/prices/bysku', { sku: code, value: price }, s.as.prices);
      expect(put.json().held, put.body).toEqual([]);
      await channelShows(s.t, s.sellerA, 'SANDBOX', adIds[code], 'price', price.toFixed(2));
    }
    const guard = await call(
      'PUT',
      '/integration/prices/guard',
      { changeFactor: '1.5', channels: { SANDBOX: { freight: '50' } } },
      s.as.prices,
    );
    expect(guard.statusCode, guard.body).toBe(200);
    const rule = await call('POST', `${ROOT}/rules`, {
      eligibility: { platforms: ['SANDBOX'], skuIds: Object.values(skuIds) },
      objective: { driver: 'MARKUP', value: 2 },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    ruleId = rule.json().id;
  }, 120_000);

  it('shows in the simulation how many SKUs would be held and why, writing nothing', async () => {
    const response = await call('POST', `${ROOT}/rules/${ruleId}/simulate`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalSkus: 3, heldSkus: 2, held: { belowFloor: 1, changeTooLarge: 1 } });
    const bySku = new Map((body.simulatedPrices as { skuId: string }[]).map((p) => [p.skuId, p] as const));
    expect(bySku.get(skuIds['R-1']!)).toEqual({
      skuId: skuIds['R-1'],
      platform: 'SANDBOX',
      currentPrice: 190,
      simulatedPrice: 200,
      delta: 10,
    });
    expect(bySku.get(skuIds['R-2']!)).toMatchObject({
      simulatedPrice: 600,
      held: { reason: 'CHANGE_TOO_LARGE', floor: 350 },
    });
    expect(bySku.get(skuIds['R-3']!)).toMatchObject({
      simulatedPrice: 78,
      held: { reason: 'BELOW_FLOOR', floor: 89 },
    });
    const held = (await call('GET', '/bffweb/prices/held', undefined, s.as.bff)).json();
    expect(held._embedded?.heldPrices ?? []).toEqual([]);
    expect(await channelPrice('R-1')).toBe('190.00');
  });

  it('applies the rule: held prices wait, the channel keeps the last good price, the rest goes out', async () => {
    const started = await call('POST', `${ROOT}/rules/${ruleId}/apply`);
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().jobId;
    const job = await eventually(async () => {
      const read = (await call('GET', `${ROOT}/rules/${ruleId}/jobs/${jobId}`)).json();
      return read.status === 'SUCCESS' || read.status === 'FAILED' ? read : undefined;
    });
    expect(job.status).toBe('SUCCESS');
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['R-1']!, 'price', '200.00');
    expect(await channelPrice('R-2')).toBe('310.00');
    expect(await channelPrice('R-3')).toBe('100.00');

    const results = (await call('GET', `${ROOT}/rules/${ruleId}/results`)).json()._embedded
      .priceFormationResultList as { skuId: string; status: string; reason?: string }[];
    const bySku = new Map(results.map((r) => [r.skuId, r]));
    expect(bySku.get(skuIds['R-1']!)).toMatchObject({ status: 'PRICED' });
    expect(bySku.get(skuIds['R-2']!)).toMatchObject({ status: 'SKIPPED', reason: 'HELD_CHANGE_TOO_LARGE' });
    expect(bySku.get(skuIds['R-3']!)).toMatchObject({ status: 'SKIPPED', reason: 'HELD_BELOW_FLOOR' });

    const held = (await call('GET', '/bffweb/prices/held', undefined, s.as.bff)).json()._embedded.heldPrices;
    expect(held).toHaveLength(2);
    for (const h of held) expect(h).toMatchObject({ source: 'RULE', ruleId, platform: 'SANDBOX' });
  });

  it('pushes a held rule price the seller confirms, recorded as the rule’s, and discards one dropped', async () => {
    const held = (await call('GET', '/bffweb/prices/held', undefined, s.as.bff)).json()._embedded
      .heldPrices as { id: string; sku: string }[];
    const bySku = new Map(held.map((h) => [h.sku, h]));
    const confirmed = await call(
      'POST',
      `/bffweb/prices/held/${bySku.get('R-2')!.id}/confirm`,
      undefined,
      s.as.bff,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['R-2']!, 'price', '600.00');
    const history = (
      await call('GET', `/bffweb/prices/history?sku=R-2&source=RULE`, undefined, s.as.bff)
    ).json()._embedded.priceHistoryApiDTOList;
    expect(history).toMatchObject([{ ruleId, newValue: 600, platform: 'SANDBOX' }]);

    const dropped = await call('DELETE', `/bffweb/prices/held/${bySku.get('R-3')!.id}`, undefined, s.as.bff);
    expect(dropped.statusCode).toBe(204);
    expect(await channelPrice('R-3')).toBe('100.00');
    expect(
      (await call('GET', '/bffweb/prices/held', undefined, s.as.bff)).json()._embedded?.heldPrices ?? [],
    ).toEqual([]);
  });
});
