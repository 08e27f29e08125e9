import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { systemCtx, withTransaction } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import {
  createTestApp,
  eventually,
  secondApiProcess,
  type SecondProcess,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { CACHE_CHANNEL, QuoteCache, SeenKeys } from './freight.cache.ts';
import { freightSeller, type FreightSeller } from '../../../test/helpers/freight.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import { publicIdOf } from './domain/public-ids.ts';
import { updateValue } from './freight.values.service.ts';
import { freightModule } from './index.ts';

interface Quote {
  valueFreightId: string;
  carrierId: string;
  shippingCost: number;
  weight: { value: number };
}

describe('freight caches: quotes, compiled tables and SKUs (one process)', () => {
  it('never keeps what was computed before a change, nor anything while the channel is not heard', () => {
    const cache = new QuoteCache<{ price: number }>(new FakeClock(new Date()));
    cache.set('k', cache.begin(), 's1', ['sku'], { price: 1 });
    expect(cache.get('k')).toBeUndefined();

    cache.listen();
    // Read before a change, stored after it: the writer's race.
    const before = cache.begin();
    cache.forgetSeller('s1');
    cache.set('k', before, 's1', ['sku'], { price: 1 });
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', cache.begin(), 's1', ['sku'], { price: 2 });
    expect(cache.get('k')).toEqual({ price: 2 });
    cache.forgetSku('s1', 'other');
    expect(cache.get('k')).toEqual({ price: 2 });
    cache.forgetSku('s1', 'sku');
    expect(cache.get('k')).toBeUndefined();

    cache.set('k', cache.begin(), 's1', [], { price: 3 });
    const during = cache.begin();
    cache.lost();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', cache.begin(), 's1', [], { price: 4 });
    cache.listen();
    expect(cache.get('k')).toBeUndefined();
    // Read while changes could be missed: never kept.
    cache.set('k', during, 's1', [], { price: 4 });
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('quote keys seen lately (the quote cache admission)', () => {
  it('says a key was seen from its second sighting on, each key on its own', () => {
    const seen = new SeenKeys();
    expect(seen.seenBefore('slr_1\u000001310100\u0000sku_a')).toBe(false);
    expect(seen.seenBefore('slr_1\u000001310100\u0000sku_a')).toBe(true);
    expect(seen.seenBefore('slr_1\u000001310100\u0000sku_a')).toBe(true);
    expect(seen.seenBefore('slr_1\u000001310101\u0000sku_a')).toBe(false);
    const keys = Array.from({ length: 1000 }, (_, i) => `slr_2\u0000${String(i).padStart(8, '0')}`);
    expect(keys.filter((key) => seen.seenBefore(key))).toEqual([]);
    // A few share a slot (birthday odds: ~8 pairs of 1,000 keys in 65,536 slots) and are forgotten.
    expect(keys.filter((key) => seen.seenBefore(key)).length).toBeGreaterThan(950);
  });
});

describe('freight configuration changes reach the next quote', () => {
  let t: TestApp;
  let a: FreightSeller;
  let carrierId: string;
  let regionId: string;
  let valueId: string;
  let skuId: string;
  const CEP = '30100000';

  /** The quote of a 0.5 kg, 10 cm cube at CEP, through the given process (this one by default). */
  async function quotes(app: FastifyInstance = t.app, qty = 1): Promise<{ status: number; list: Quote[] }> {
    const response = await app.inject({
      method: 'POST',
      url: `/integration/quotes/${a.sellerId}/${CEP}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ quotationItems: [{ skuId, qty }] }),
    });
    return { status: response.statusCode, list: response.json().shippingQuotes ?? [] };
  }
  const priceAt = async (app?: FastifyInstance) => (await quotes(app)).list[0]?.shippingCost;

  beforeAll(async () => {
    t = await createTestApp();
    a = await freightSeller(t, 'Loja Cache');
    skuId = await a.product({ weight: 0.5, height: 10, width: 10, length: 10 });
    carrierId = (await a.ok<{ id: string }>('POST', '/bffweb/freight/carriers', { name: 'Rapida' })).id;
    regionId = (
      await a.ok<{ id: string }>('POST', '/bffweb/freight/regions', {
        name: 'BH',
        postalCodeStart: '30000000',
        postalCodeEnd: '31999999',
        carrierIds: [carrierId],
      })
    ).id;
    valueId = (
      await a.ok<{ id: string }>('POST', '/bffweb/freight/values', {
        carrierId,
        regionId,
        weightFrom: 0,
        weightTo: 1,
        price: 10,
        deadlineDays: 2,
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    // Every case starts from a quote that filled the caches, the compiled table among them.
    expect(await priceAt()).toBe(10);
    expect(freightRuntimeOf(t.rt).tables.get(a.sellerId)).toBeDefined();
  });

  it('a band changed, added or removed', async () => {
    await a.ok('PATCH', `/bffweb/freight/values/${valueId}`, { price: 11.5 });
    expect(await priceAt()).toBe(11.5);
    expect((await quotes(t.app, 3)).list).toEqual([]);
    const heavy = await a.ok<{ id: string }>('POST', '/bffweb/freight/values', {
      carrierId,
      regionId,
      weightFrom: 1,
      weightTo: 5,
      price: 20,
      deadlineDays: 2,
    });
    expect((await quotes(t.app, 3)).list).toMatchObject([
      { valueFreightId: publicIdOf(heavy.id), shippingCost: 20 },
    ]);
    expect((await a.bff('DELETE', `/bffweb/freight/values/${heavy.id}`)).statusCode).toBe(204);
    expect((await quotes(t.app, 3)).list).toEqual([]);
    await a.ok('PATCH', `/bffweb/freight/values/${valueId}`, { price: 10 });
  });

  it('a region moved away or left without carriers', async () => {
    await a.ok('PATCH', `/bffweb/freight/regions/${regionId}`, {
      postalCodeStart: '32000000',
      postalCodeEnd: '32999999',
    });
    expect(await quotes()).toEqual({ status: 200, list: [] });
    await a.ok('PATCH', `/bffweb/freight/regions/${regionId}`, {
      postalCodeStart: '30000000',
      postalCodeEnd: '31999999',
    });
    expect(await priceAt()).toBe(10);
    await a.ok('PATCH', `/bffweb/freight/regions/${regionId}`, { carrierIds: [] });
    expect((await quotes()).status).toBe(422);
    await a.ok('PATCH', `/bffweb/freight/regions/${regionId}`, { carrierIds: [carrierId] });
  });

  it('a carrier deactivated, reactivated, or given a cubic factor', async () => {
    await a.ok('PATCH', `/bffweb/freight/carriers/${carrierId}`, { active: false });
    expect(await quotes()).toEqual({ status: 200, list: [] });
    await a.ok('PATCH', `/bffweb/freight/carriers/${carrierId}`, { active: true });
    expect(await priceAt()).toBe(10);
    // 1,000 cm³ / 500 = 2 kg: above the only band.
    await a.ok('PATCH', `/bffweb/freight/carriers/${carrierId}`, { cubicFactor: 500 });
    expect((await quotes()).list).toEqual([]);
    // 1,000 cm³ / 6,000 is below the real 0.5 kg again.
    await a.ok('PATCH', `/bffweb/freight/carriers/${carrierId}`, { cubicFactor: 6000 });
  });

  it("a carrier's table imported again", async () => {
    const csv = (price: string) =>
      [
        'regiao;cep_inicial;cep_final;peso_inicial;peso_final;valor;prazo',
        `BH;30000-000;31999-999;0;1;${price};2`,
      ].join('\n');
    const imported = await a.bff('POST', `/bffweb/freight/carriers/${carrierId}/table`, {
      csv: csv('13,40'),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await priceAt()).toBe(13.4);
    await a.bff('POST', `/bffweb/freight/carriers/${carrierId}/table`, { csv: csv('10,00') });
    expect(await priceAt()).toBe(10);
    // The import replaced the band: the cases after this one change the new one.
    // (The seller's quote tester names it by its id; the public answer by an alias.)
    const tested = await a.ok<{ shippingQuotes: Quote[] }>('POST', `/bffweb/freight/quotes/${CEP}`, {
      quotationItems: [{ skuId, qty: 1 }],
    });
    valueId = tested.shippingQuotes[0]!.valueFreightId;
  });

  it("a change made in a caller's transaction, even when a quote re-read the old rows before its commit", async () => {
    const ctx = systemCtx(t.rt, a.sellerId, 'test');
    await withTransaction(ctx, async (tx) => {
      await updateValue(tx, valueId, { price: 12 });
      // Not committed yet: a quote here reads and keeps the committed rows. On PGlite's one
      // connection it would wait for this transaction, so only PostgreSQL can show the race.
      if (t.databaseUrl) expect(await priceAt()).toBe(10);
    });
    await eventually(async () => (await priceAt()) === 12, 5_000);
    await a.ok('PATCH', `/bffweb/freight/values/${valueId}`, { price: 10 });
  });

  it("a SKU's weight changed in the catalog", async () => {
    const catalogToken = await tokenFor(t, a.sellerId, ['product:edit']);
    const patch = async (weight: number) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/integration/products/variations/${skuId}`,
        headers: { ...bearer(catalogToken), 'content-type': 'application/json' },
        payload: JSON.stringify({ dimension: { weight, height: 10, width: 10, length: 10 } }),
      });
      expect(response.statusCode, response.body).toBe(202);
    };
    await patch(2);
    // The catalog's change reaches freight through its event (not at commit).
    await eventually(async () => (await quotes()).list.length === 0, 10_000);
    await patch(0.5);
    await eventually(async () => (await priceAt()) === 10, 10_000);
  });

  describe('in a second api process on the same database', () => {
    let second: SecondProcess;
    let other: Runtime;
    let otherApp: FastifyInstance;

    beforeAll(async () => {
      second = await secondApiProcess(t, [freightModule]);
      ({ rt: other, app: otherApp } = second);
    });
    afterAll(() => second.close());

    it('sees bands, regions, carriers and SKUs changed through the first, and the other way round', async () => {
      expect(await priceAt(otherApp)).toBe(10);
      expect(freightRuntimeOf(other).tables.get(a.sellerId)).toBeDefined();

      await a.ok('PATCH', `/bffweb/freight/values/${valueId}`, { price: 14 });
      await eventually(async () => (await priceAt(otherApp)) === 14, 5_000);
      await a.ok('PATCH', `/bffweb/freight/regions/${regionId}`, { carrierIds: [] });
      await eventually(async () => (await quotes(otherApp)).status === 422, 5_000);
      await a.ok('PATCH', `/bffweb/freight/regions/${regionId}`, { carrierIds: [carrierId] });
      await a.ok('PATCH', `/bffweb/freight/carriers/${carrierId}`, { active: false });
      await eventually(async () => {
        const answer = await quotes(otherApp);
        return answer.status === 200 && answer.list.length === 0;
      }, 5_000);
      await a.ok('PATCH', `/bffweb/freight/carriers/${carrierId}`, { active: true });
      await eventually(async () => (await priceAt(otherApp)) === 14, 5_000);

      const catalogToken = await tokenFor(t, a.sellerId, ['product:edit']);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/integration/products/variations/${skuId}`,
        headers: { ...bearer(catalogToken), 'content-type': 'application/json' },
        payload: JSON.stringify({ dimension: { weight: 0.9, height: 10, width: 10, length: 10 } }),
      });
      expect(patched.statusCode).toBe(202);
      await eventually(async () => (await quotes(otherApp)).list[0]?.weight.value === 0.9, 10_000);

      // Written through the second process: the first, which quoted it at 14, sees 10.
      expect(await priceAt()).toBe(14);
      const written = await otherApp.inject({
        method: 'PATCH',
        url: `/bffweb/freight/values/${valueId}`,
        headers: { ...bearer(a.token), 'content-type': 'application/json' },
        payload: JSON.stringify({ price: 10 }),
      });
      expect(written.statusCode, written.body).toBe(200);
      expect(await priceAt(otherApp)).toBe(10);
      await eventually(async () => (await priceAt()) === 10, 5_000);
    });

    it.runIf(process.env.TEST_DATABASE_URL)(
      'starts empty after its listener connection dropped and came back',
      async () => {
        expect(await priceAt(otherApp)).toBe(10);
        // A change whose message is lost: made behind the service's back.
        await t.rt.database.db.execute(sql`update freight_values set price = 17 where id = ${valueId}`);
        expect(await priceAt(otherApp)).toBe(10);
        const ended = await t.rt.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = ${`LISTEN "${CACHE_CHANNEL}"`}`,
        );
        expect((ended as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
        await eventually(async () => (await priceAt(otherApp)) === 17, 5_000);
        await eventually(async () => (await priceAt()) === 17, 5_000);
        await a.ok('PATCH', `/bffweb/freight/values/${valueId}`, { price: 10 });
        await eventually(async () => (await priceAt(otherApp)) === 10, 5_000);
      },
    );
  });
});
