import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sandboxItem } from '../marketplaces/index.ts';
import { applySkuPrices, applySkuStock, platformsOfSkus } from './channel-values.ts';
import { sweepFrom, sweepUnpublished } from './ads.sweeper.ts';
import { sql } from 'drizzle-orm';

describe('channel values (price and stock of a SKU on its ads)', () => {
  let t: TestApp;
  let seller: string;
  let skuId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    seller = (await createSeller(t)).id;
    const headers = bearer(await tokenFor(t, seller, ['product:edit', 'bffweb:ads', 'bffweb:marketplaces']));
    skuId = (
      await t.app.inject({
        method: 'POST',
        url: '/integration/products',
        headers,
        payload: productBody('CV-1', { variations: [{ sku: 'CV-1' }] }),
      })
    ).json().variations[0].skuId;
    for (const platform of ['SANDBOX', 'SANDBOX_ML', 'SANDBOX_SHP']) {
      await t.app.inject({ method: 'POST', url: '/bffweb/marketplaces', headers, payload: { platform } });
      const options = platform === 'SANDBOX_SHP' ? ['EAN'] : undefined;
      ids[platform] = (
        await t.app.inject({
          method: 'POST',
          url: '/bffweb/ads',
          headers,
          payload: { originSkuId: skuId, platform, updateOptions: options },
        })
      ).json().id;
    }
  });
  afterAll(() => t.close());

  it('sets prices on ads following PRICE, a platform’s own value winning over the SKU-wide one', async () => {
    const ctx = systemCtx(t.rt, seller);
    const changed = await applySkuPrices(ctx, [
      { skuId, platform: null, value: '100.00' },
      { skuId, platform: 'SANDBOX_ML', value: '110.50' },
    ]);
    expect(changed.sort()).toEqual([ids.SANDBOX, ids.SANDBOX_ML].sort());
    const item = await eventually(
      async () =>
        (await sandboxItem(t.rt, seller, 'SANDBOX_ML', ids.SANDBOX_ML!))?.fields.price === '110.50' ||
        undefined,
    );
    expect(item).toBe(true);
    const again = [
      { skuId, platform: null, value: '100.00' },
      { skuId, platform: 'SANDBOX_ML', value: '110.50' },
    ];
    expect(await applySkuPrices(ctx, again)).toEqual([]);
  });

  it('a large push sets the ads of its published SKUs and skips the SKUs published nowhere', async () => {
    const ctx = systemCtx(t.rt, seller);
    const unpublished = Array.from({ length: 600 }, (_, i) => ({
      skuId: `sku_unpublished_${i}`,
      platform: null,
      value: '5.00',
    }));
    expect(await applySkuPrices(ctx, unpublished)).toEqual([]);
    const changed = await applySkuPrices(ctx, [...unpublished, { skuId, platform: null, value: '120.00' }]);
    expect(changed.sort()).toEqual([ids.SANDBOX, ids.SANDBOX_ML].sort());
    await eventually(
      async () =>
        (await sandboxItem(t.rt, seller, 'SANDBOX', ids.SANDBOX!))?.fields.price === '120.00' || undefined,
    );
  });

  it('sets stock on every ad of the SKU, and tells where a SKU is published', async () => {
    const ctx = systemCtx(t.rt, seller);
    expect((await applySkuStock(ctx, [{ skuId, platform: null, value: 7 }])).length).toBe(3);
    expect((await platformsOfSkus(ctx, [skuId])).get(skuId)!.sort()).toEqual([
      'SANDBOX',
      'SANDBOX_ML',
      'SANDBOX_SHP',
    ]);
    expect(await applySkuStock(systemCtx(t.rt, 'slr_other'), [{ skuId, platform: null, value: 1 }])).toEqual(
      [],
    );
  });
});

describe('publication sweeper', () => {
  it('asks again for an ad whose change never got a publication request', async () => {
    const t = await createTestApp();
    try {
      const seller = (await createSeller(t)).id;
      const headers = bearer(
        await tokenFor(t, seller, ['product:edit', 'bffweb:ads', 'bffweb:marketplaces']),
      );
      const skuId = (
        await t.app.inject({
          method: 'POST',
          url: '/integration/products',
          headers,
          payload: productBody('SW-1', { variations: [{ sku: 'SW-1' }] }),
        })
      ).json().variations[0].skuId;
      await t.app.inject({
        method: 'POST',
        url: '/bffweb/marketplaces',
        headers,
        payload: { platform: 'SANDBOX' },
      });
      const ad = (
        await t.app.inject({
          method: 'POST',
          url: '/bffweb/ads',
          headers,
          payload: { originSkuId: skuId, platform: 'SANDBOX' },
        })
      ).json();
      const inSync = async () =>
        (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${ad.id}`, headers })).json().channel
          .inSync as boolean;
      await eventually(inSync);
      // A change written without its publication request, as a lost request would leave it.
      await t.rt.database.db.execute(
        sql`update ads set stock = 99, sync_version = sync_version + 1 where seller_id = ${seller} and id = ${ad.id}`,
      );
      expect(await inSync()).toBe(false);
      expect(await sweepUnpublished(t.rt)).toBe(1);
      await eventually(
        async () => (await sandboxItem(t.rt, seller, 'SANDBOX', ad.id))?.fields.stock === 99 || undefined,
      );
      // The channel holds the item before the job records its answer on the ad.
      await eventually(inSync);

      // A propagation pass's claim, left by a process that died before its push: a live claim is left to
      // its holder, a lapsed one is swept (the pass's own request may have been lost with it).
      await t.rt.database.db.execute(
        sql`update ads set stock = 98, sync_version = sync_version + 1 where seller_id = ${seller} and id = ${ad.id}`,
      );
      await t.rt.database.db.execute(
        sql`insert into ad_claims (seller_id, ad_id, claimed_until)
            values (${seller}, ${ad.id}, now() + interval '1 minute')`,
      );
      expect(await sweepUnpublished(t.rt)).toBe(0);
      await t.rt.database.db.execute(
        sql`update ad_claims set claimed_until = now() - interval '1 second'
            where seller_id = ${seller} and ad_id = ${ad.id}`,
      );
      expect(await sweepUnpublished(t.rt)).toBe(1);
      await eventually(
        async () => (await sandboxItem(t.rt, seller, 'SANDBOX', ad.id))?.fields.stock === 98 || undefined,
      );
      await eventually(inSync);

      // A sweep walks a bounded number of ads in key order and the next goes on from there.
      await t.app.inject({
        method: 'POST',
        url: '/bffweb/marketplaces',
        headers,
        payload: { platform: 'SANDBOX_ML' },
      });
      const other = (
        await t.app.inject({
          method: 'POST',
          url: '/bffweb/ads',
          headers,
          payload: { originSkuId: skuId, platform: 'SANDBOX_ML' },
        })
      ).json();
      await eventually(
        async () =>
          (await t.app.inject({ method: 'GET', url: `/bffweb/ads/${other.id}`, headers })).json().channel
            .inSync as boolean,
      );
      await t.rt.database.db.execute(
        sql`update ads set stock = 98, sync_version = sync_version + 1 where seller_id = ${seller}`,
      );
      // Parent ads count in the walk too; only the two ads of the SKU are due.
      const keys = (
        await queryRows<{ id: string }>(
          t.rt.database.db,
          sql`select id from ads where seller_id = ${seller} order by id`,
        )
      ).map((row) => ({ sellerId: seller, id: row.id }));
      expect(keys.length).toBeGreaterThan(2);
      let asked = 0;
      let after: { sellerId: string; id: string } | null = null;
      for (const key of keys) {
        const sweep = await sweepFrom(t.rt, after, 1);
        expect(sweep.next).toEqual(key);
        asked += sweep.asked;
        after = sweep.next;
      }
      expect(asked).toBe(2);
      expect(await sweepFrom(t.rt, after, 1)).toEqual({ asked: 0, next: null });
      await eventually(
        async () =>
          (await sandboxItem(t.rt, seller, 'SANDBOX_ML', other.id))?.fields.stock === 98 || undefined,
      );
    } finally {
      await t.close();
    }
    // Two ads published, swept, and published again: a minute on a busy machine.
  }, 90_000);
});
