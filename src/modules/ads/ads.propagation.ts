import { and, eq, inArray, sql } from 'drizzle-orm';
import { systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import type { EventOf } from '../../platform/events/catalogue.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuIdsOfBrand, variationSnapshots } from '../catalog/index.ts';
import { connectedAccounts, platforms } from '../marketplaces/index.ts';
import { ads } from './ads.tables.ts';
import type { AdRow } from './ads.mapping.ts';
import { followProduct } from './domain/follow-product.ts';
import { knownOptions } from './domain/update-options.ts';
import { claimWritten, pushClaimed, requestPublication } from './ads.publication.ts';
import { writeAdFields } from './ads.write.ts';
import { retryOnConflict } from '../../platform/db/retry.ts';

const propagationEvents = [
  'product.VariationUpdated',
  'product.VariationRemoved',
  'product.BrandUpdated',
  'ad.PropagationRequested',
] as const;
type PropagationEvent = EventOf<(typeof propagationEvents)[number]>;

/** What a batch of events asks of one seller's ads. */
interface Work {
  /** Option groups that changed, per variation. */
  changedBySku: Map<string, Set<string>>;
  /** `POST /bffweb/ads/sync`: option groups to re-apply, per ad. */
  syncByAd: Map<string, Set<string>>;
  removedSkus: Set<string>;
  /** Products whose parent ads take a new title or description. */
  retitledSkus: Set<string>;
}

const add = (map: Map<string, Set<string>>, key: string, values: readonly string[]) => {
  const set = map.get(key) ?? new Set<string>();
  for (const value of values) set.add(value);
  map.set(key, set);
};

async function collect(ctx: Ctx, events: PropagationEvent[]): Promise<Work> {
  const work: Work = {
    changedBySku: new Map(),
    syncByAd: new Map(),
    removedSkus: new Set(),
    retitledSkus: new Set(),
  };
  for (const event of events) {
    if (event.name === 'product.VariationUpdated') {
      const { skuId, fields = [] } = event.payload;
      add(work.changedBySku, skuId, fields);
      if (fields.includes('TITLE') || fields.includes('DESCRIPTION')) work.retitledSkus.add(skuId);
    } else if (event.name === 'product.VariationRemoved') {
      work.removedSkus.add(event.payload.skuId);
    } else if (event.name === 'product.BrandUpdated') {
      for (const skuId of await skuIdsOfBrand(ctx, event.payload.brandId)) {
        add(work.changedBySku, skuId, ['BRAND']);
      }
    } else if (event.name === 'ad.PropagationRequested') {
      const { adIds, options } = event.payload;
      for (const adId of adIds) add(work.syncByAd, adId, options);
    }
  }
  return work;
}

/** What a pass wrote: every ad it changed, and those it claimed to push itself after its commit. */
interface Applied {
  written: string[];
  claimed: AdRow[];
}

/**
 * Applies a batch of one seller's product events to the ads that follow them: one read of
 * the ads, one of the catalog, one write, one publication request. The ads read the catalog as it is
 * now, so a burst of changes to one variation costs one pass, and the newest value always wins.
 */
async function applyWork(ctx: Ctx, work: Work, templates: Map<string, string | undefined>): Promise<Applied> {
  const sellerId = ctx.sellerId!;
  const skus = [...new Set([...work.changedBySku.keys(), ...work.removedSkus])];
  const syncIds = [...work.syncByAd.keys()];
  if (skus.length === 0 && syncIds.length === 0) return { written: [], claimed: [] };
  const rows: AdRow[] = await ctx.db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.sellerId, sellerId),
        eq(ads.isParent, false),
        sql`(${skus.length ? inArray(ads.originSkuId, skus) : sql`false`} or ${syncIds.length ? inArray(ads.id, syncIds) : sql`false`})`,
      ),
    )
    .orderBy(ads.id)
    .for('update');
  const snapshots = await variationSnapshots(ctx, [...new Set(rows.map((row) => row.originSkuId!))]);
  const next: AdRow[] = [];
  for (const row of rows) {
    if (work.removedSkus.has(row.originSkuId!)) {
      if (row.status !== 'INACTIVE') next.push({ ...row, status: 'INACTIVE' });
      continue;
    }
    const snapshot = snapshots.get(row.originSkuId!);
    if (!snapshot) continue;
    const changed = [
      ...(work.changedBySku.get(row.originSkuId!) ?? []),
      ...(work.syncByAd.get(row.id) ?? []),
    ];
    const fields = followProduct(
      row,
      snapshot,
      changed,
      knownOptions(row.updateOptions),
      templates.get(row.platform),
    );
    const differs = Object.entries(fields).some(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(row[key as keyof AdRow]),
    );
    if (differs) next.push({ ...row, ...fields });
  }
  const versions = await writeAdFields(ctx, next);
  const claimed = await claimWritten(ctx, next, versions);
  // The durable request (ADS-37), for when this process dies before its push: until the claims just
  // taken lapse, a job would find them live and push nothing, so it starts after them.
  await requestPublication(
    ctx,
    next.map((row) => row.id),
    { afterClaims: true },
  );
  if (work.retitledSkus.size > 0) {
    const products = new Map(
      [...snapshots.values()].filter((s) => work.retitledSkus.has(s.skuId)).map((s) => [s.productId, s]),
    );
    // One statement per product: its parent ads locked in id order (the one-time count reads the whole
    // `locked` set before any is written, as `record` does), then renamed.
    for (const snapshot of products.values()) {
      await ctx.db.execute(
        sql`with locked as materialized (
              select id from ads where seller_id = ${sellerId} and product_id = ${snapshot.productId}
                and is_parent order by id for update
            )
            update ads set name = ${snapshot.title}, description = ${snapshot.description}
            where (select count(*) from locked) >= 0 and seller_id = ${sellerId}
              and id in (select id from locked)`,
      );
    }
  }
  return { written: next.map((row) => row.id), claimed };
}

/**
 * Each connected channel's title template, read before the transaction: there the seller's accounts come
 * from the process's notified cache (ADS-36), not from a read per pass, which at 50 edits/s was one of
 * the pass's own statements.
 */
async function titleTemplates(ctx: Ctx): Promise<Map<string, string | undefined>> {
  const accounts = await connectedAccounts(
    ctx,
    platforms().map((profile) => profile.platform),
  );
  return new Map(
    [...accounts].map(([platform, account]) => [
      platform,
      account.settings.titleTemplate as string | undefined,
    ]),
  );
}

async function handleBatch(rt: Runtime, events: PropagationEvent[]): Promise<void> {
  const bySeller = new Map<string, PropagationEvent[]>();
  for (const event of events) {
    if (event.sellerId) bySeller.set(event.sellerId, [...(bySeller.get(event.sellerId) ?? []), event]);
  }
  for (const [sellerId, sellerEvents] of bySeller) {
    const ctx = systemCtx(rt, sellerId, sellerEvents[0]!.id);
    const templates = await titleTemplates(ctx);
    const applied = await retryOnConflict(() =>
      withTransaction(ctx, async (tx) => applyWork(tx, await collect(tx, sellerEvents), templates)),
    );
    await publishNow(rt, sellerId, applied);
  }
}

/**
 * Pushes the ads a pass changed right after its commit, instead of waiting for a publication job to be
 * fetched: one job hop less between a product change and its channels (ADS-37). The pass claimed them
 * in its transaction (ADS-45), so the push starts at once; those a push under way held are pushed again
 * by it. A failed push has given its claims back: a job is asked for now and retries with backoff (the
 * pass's own request waits for the claims to lapse, for when this process dies first).
 */
async function publishNow(rt: Runtime, sellerId: string, applied: Applied): Promise<void> {
  if (applied.claimed.length === 0) return;
  try {
    await pushClaimed(rt, sellerId, applied.claimed);
  } catch (error) {
    rt.log.warn({ err: error, sellerId }, 'push after propagation failed; a publication job retries');
    await requestPublication(systemCtx(rt, sellerId), applied.written);
  }
}

export function registerPropagation(rt: Runtime): void {
  rt.events.consume({
    name: 'ads.follow-product',
    events: propagationEvents,
    // A relay pass's events in one job (ADS-35): a 10-variation edit is ten events, and at 50 edits/s one
    // pg-boss job per event was 500 jobs/s to insert, fetch and complete before any ad moved.
    eventsPerJob: 500,
    batchSize: 4,
    concurrency: 2,
    handle: (event) => handleBatch(rt, [event]),
    handleBatch: (events) => handleBatch(rt, events),
  });
}
