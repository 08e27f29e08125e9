import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { channelShows, createAd, createProduct } from '../../../test/helpers/channels.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { sandboxItem } from '../marketplaces/index.ts';

/**
 * Parity across three channels (PRC-34): SANDBOX_ML kept at or below the lowest of SANDBOX and
 * SANDBOX_SHP. Every SKU costs 39.00; SANDBOX_ML's floor is (39 + 6) / 0.86 = 52.33.
 *   100 SKU-wide, 95 on SANDBOX, 97 on SANDBOX_SHP → ML goes down to 95.
 *   100 SKU-wide, 40 on SANDBOX → ML would need 40, under its floor: a conflict, left alone.
 *   80 SKU-wide, 70 on ML → already the lowest: left alone.
 */
describe('price parity across channels', () => {
  const s = sellersSuite({ scopes: ['price:edit'] });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX', 'SANDBOX_ML', 'SANDBOX_SHP'] });
  const ml: Record<string, string> = {};

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);
  const mlPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX_ML', ml[code]!))?.fields.price;

  beforeAll(async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['product:edit', 'bffweb:ads']));
    for (const code of ['Q-1', 'Q-2', 'Q-3']) {
      const [skuId] = await createProduct(
        s.t,
        headers,
        productBody(`P-${code}`, {
          productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
          variations: [{ sku: code, cost: 39 }],
        }),
      );
      ml[code] = await createAd(s.t, headers, { originSkuId: skuId, platform: 'SANDBOX_ML' });
    }
    const priced = await call('PUT', '/integration/prices/list/bysku', [
      { sku: 'Q-1', value: 100 },
      { sku: 'Q-1', platform: 'SANDBOX', value: 95 },
      { sku: 'Q-1', platform: 'SANDBOX_SHP', value: 97 },
      { sku: 'Q-2', value: 100 },
      { sku: 'Q-2', platform: 'SANDBOX', value: 40 },
      { sku: 'Q-3', value: 80 },
      { sku: 'Q-3', platform: 'SANDBOX_ML', value: 70 },
    ]);
    expect(priced.json().held, priced.body).toEqual([]);
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ml['Q-1']!, 'price', '100.00');
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ml['Q-3']!, 'price', '70.00');
  }, 120_000);

  it('refuses a bad parity rule naming the field, and stores nothing', async () => {
    for (const [payload, field] of [
      [{ rule: { channel: 'NOWHERE' } }, 'rule.channel'],
      [{ rule: { channel: 'SANDBOX_ML', band: '1.5' } }, 'band'],
      [{ rule: { channel: 'SANDBOX_ML', band: 'x' } }, 'band'],
      [{ rule: { channel: 'SANDBOX_ML', surprise: 1 } }, 'surprise'],
      [{}, 'rule'],
    ] as const) {
      const response = await call('PUT', '/integration/prices/parity', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body, JSON.stringify(payload)).toContain(field);
    }
    expect((await call('GET', '/integration/prices/parity')).json()).toEqual({ rule: null });
    const apply = await call('POST', '/integration/prices/parity/apply');
    expect(apply.statusCode).toBe(400);
    expect((await call('GET', '/integration/prices/parity/conflicts')).statusCode).toBe(400);
  });

  it('lists the SKU whose parity the floor blocks, before anything is applied', async () => {
    const set = await call('PUT', '/integration/prices/parity', { rule: { channel: 'SANDBOX_ML' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ rule: { channel: 'SANDBOX_ML', band: '0' } });
    const conflicts = (await call('GET', '/integration/prices/parity/conflicts')).json();
    expect(conflicts.page.totalElements).toBe(1);
    expect(conflicts._embedded.parityConflicts).toEqual([
      {
        skuId: expect.any(String),
        sku: 'Q-2',
        channel: 'SANDBOX_ML',
        price: 100,
        target: 40,
        lowest: 40,
        lowestChannel: 'SANDBOX',
        floor: 52.33,
      },
    ]);
    expect(await mlPrice('Q-1')).toBe('100.00');
  });

  it('brings the channel into parity where the floor allows and leaves the conflict alone', async () => {
    const applied = await call('POST', '/integration/prices/parity/apply');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ fixed: 1, changed: 1, conflicts: 1, held: [] });
    await channelShows(s.t, s.sellerA, 'SANDBOX_ML', ml['Q-1']!, 'price', '95.00');
    expect(await mlPrice('Q-2')).toBe('100.00');
    expect(await mlPrice('Q-3')).toBe('70.00');
    const own = (await call('GET', '/integration/prices/bysku?sku=Q-1')).json().platforms;
    expect(own).toEqual(
      expect.arrayContaining([expect.objectContaining({ platform: 'SANDBOX_ML', listPrice: 95 })]),
    );
    // In parity now: applying again changes nothing.
    expect((await call('POST', '/integration/prices/parity/apply')).json()).toMatchObject({
      fixed: 0,
      conflicts: 1,
    });
  });

  it("keeps seller A's parity rule and conflicts out of seller B's reach", async () => {
    const tokenB = bearer(s.tokenB);
    expect((await call('GET', '/integration/prices/parity', undefined, tokenB)).json()).toEqual({
      rule: null,
    });
    expect((await call('GET', '/integration/prices/parity/conflicts', undefined, tokenB)).statusCode).toBe(
      400,
    );
    await call('PUT', '/integration/prices/parity', { rule: { channel: 'SANDBOX' } }, tokenB);
    const conflictsB = (await call('GET', '/integration/prices/parity/conflicts', undefined, tokenB)).json();
    expect(conflictsB._embedded?.parityConflicts ?? []).toEqual([]);
    expect((await call('POST', '/integration/prices/parity/apply', undefined, tokenB)).json()).toMatchObject({
      fixed: 0,
      conflicts: 0,
    });
    expect((await call('GET', '/integration/prices/parity')).json().rule.channel).toBe('SANDBOX_ML');
    expect(await mlPrice('Q-2')).toBe('100.00');
  });
});
