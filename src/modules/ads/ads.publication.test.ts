import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { Executor } from '../../platform/db/connection.ts';
import { sandboxItem } from '../marketplaces/index.ts';
import { publish } from './ads.publication.ts';
import { lockAdsInOrder } from './ads.write.ts';

/**
 * The publication job's own guarantees, driven directly: a request is never dropped because a writer
 * holds the ad at that moment, and a job that fails half-way leaves the ad free for its retry.
 */
describe('ads publication', () => {
  let t: TestApp;
  let sellerId: string;
  let bff: { authorization: string };
  let adId: string;
  let accountId: string;
  let originSkuId: string;

  beforeAll(async () => {
    t = await createTestApp();
    sellerId = (await createSeller(t)).id;
    bff = bearer(await tokenFor(t, sellerId, ['bffweb:ads', 'bffweb:marketplaces']));
    const product = bearer(await tokenFor(t, sellerId, ['product:edit']));
    const account = await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces',
      headers: bff,
      payload: { platform: 'SANDBOX' },
    });
    accountId = account.json().id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: product,
      payload: productBody('PUB-1', { variations: [{ sku: 'PUB-1-A' }] }),
    });
    const ad = await t.app.inject({
      method: 'POST',
      url: '/bffweb/ads',
      headers: bff,
      payload: { originSkuId: created.json().variations[0].skuId, platform: 'SANDBOX' },
    });
    adId = ad.json().id;
    originSkuId = created.json().variations[0].skuId;
    await eventually(async () => (await adState()).behind === false);
  });
  afterAll(() => t.close());

  const adState = async () => {
    const [row] = await queryRows<{ behind: boolean; claimed: boolean }>(
      t.rt.database.db,
      sql`select sync_version > published_version as behind,
                 exists (select 1 from ad_claims c where c.seller_id = ads.seller_id and c.ad_id = ads.id) as claimed
          from ads where seller_id = ${sellerId} and id = ${adId}`,
    );
    return row!;
  };
  /** A change the channel has not seen, made the way writers make it, without asking for a push. */
  const rename = (db: Executor, name: string) =>
    db.execute(
      sql`update ads set name = ${name}, sync_version = sync_version + 1 where seller_id = ${sellerId} and id = ${adId}`,
    );
  const settings = (values: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/bffweb/marketplaces/${accountId}`,
      headers: bff,
      payload: { settings: values },
    });
  const channelName = async () => (await sandboxItem(t.rt, sellerId, 'SANDBOX', adId))!.fields.title;

  it('waits for a writer that holds the ad, then pushes its change instead of dropping the request', async () => {
    await rename(t.rt.database.db, 'Asked for');
    const pushing: Promise<void>[] = [];
    await t.rt.database.db.transaction(async (tx) => {
      const db = tx as unknown as Executor;
      await lockAdsInOrder(db, sellerId, [adId]);
      await rename(db, 'Held while a push was asked for');
      // The request arrives while the writer still holds the row (on PostgreSQL the claim blocks on it).
      pushing.push(publish(t.rt, { sellerId, adIds: [adId] }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await Promise.all(pushing);
    expect(await adState()).toEqual({ behind: false, claimed: false });
    expect(await channelName()).toBe('Held while a push was asked for');
  });

  it('pushes again, in the same run, what a writer changed while it was pushing', async () => {
    await rename(t.rt.database.db, 'Pushed first');
    await settings({ latencyMs: 300 });
    const pushing = publish(t.rt, { sellerId, adIds: [adId] });
    // Written while the channel call is under way, by a writer that asks for no push of its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await rename(t.rt.database.db, 'Changed during the push');
    await pushing;
    // No job was needed (one would still be in its own 300 ms call): the push saw the newer version
    // when it recorded, and pushed it.
    expect(await channelName()).toBe('Changed during the push');
    expect(await adState()).toEqual({ behind: false, claimed: false });
    await settings({});
  });

  it('a propagation pass pushes its ads itself and leaves a request that waits for its claims to lapse', async () => {
    const product = bearer(await tokenFor(t, sellerId, ['product:edit']));
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/integration/products/PUB-1',
      headers: product,
      payload: productBody('PUB-1', {
        title: 'Propagated',
        variations: [{ skuId: originSkuId, sku: 'PUB-1-A' }],
      }),
    });
    expect(changed.statusCode).toBe(202);
    await eventually(async () => (await channelName())?.toString().startsWith('Propagated'));
    // The pass records the pushed version after the channel answers, so the record may trail the channel by
    // a moment; a job could not do it for it, since the request waits 30 seconds (checked below).
    await eventually(async () => {
      const state = await adState();
      return !state.behind && !state.claimed;
    });
    // The durable request, for a process that dies between its commit and its push: a job then would
    // find the pass's claims live, so it is due only once they lapse.
    const [request] = await queryRows<{ later: boolean }>(
      t.rt.database.db,
      sql`select start_after > now() + interval '30 seconds' as later from pgboss.job
          where name = 'ads.publish' and data->'adIds' ? ${adId} order by created_on desc limit 1`,
    );
    expect(request).toEqual({ later: true });
  });

  it('gives its claim back when it fails half-way, so the retry pushes', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/bffweb/marketplaces/${accountId}`,
      headers: bff,
      payload: { settings: { breakCalls: 1 } },
    });
    await rename(t.rt.database.db, 'Pushed by the retry');
    await expect(publish(t.rt, { sellerId, adIds: [adId] })).rejects.toThrow('malformed answer');
    expect(await adState()).toEqual({ behind: true, claimed: false });
    await publish(t.rt, { sellerId, adIds: [adId] });
    expect(await adState()).toEqual({ behind: false, claimed: false });
    expect(await channelName()).toBe('Pushed by the retry');
  });
});
