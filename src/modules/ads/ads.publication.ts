import { and, eq, sql } from 'drizzle-orm';
import { systemCtx, sellerOf, type Ctx } from '../../platform/context.ts';
import { arrayLiteral, inList, queryRows, rowsOf } from '../../platform/db/sql.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { variationCounts } from '../catalog/index.ts';
import {
  ChannelUnavailableError,
  connectedAccounts,
  connectorFor,
  platforms,
  type AccountRef,
  type ItemResult,
} from '../marketplaces/index.ts';
import { adCompatibilities, ads } from './ads.tables.ts';
import { channelFieldsOf, type AdRow } from './ads.mapping.ts';
import { retryOnConflict } from '../../platform/db/retry.ts';

const PUBLISH_JOB = 'ads.publish';
const CLAIM_SECONDS = 60;

export interface PublishJob {
  sellerId: string;
  adIds: string[];
}

/**
 * Asks for the ads' current state to be pushed to their channels (joins the caller's transaction).
 * `afterClaims`: not before the claims taken now have lapsed (see `claimWritten`).
 */
export async function requestPublication(
  ctx: Ctx,
  adIds: string[],
  options: { afterClaims?: boolean } = {},
): Promise<void> {
  if (adIds.length === 0) return;
  await ctx.rt.jobs.send(
    ctx,
    PUBLISH_JOB,
    { sellerId: sellerOf(ctx), adIds } satisfies PublishJob,
    options.afterClaims ? { startAfter: CLAIM_SECONDS } : {},
  );
}

/**
 * Claims, inside the writer's transaction, the ads it has just written and holds locked, so that it
 * can push them right after its commit (ADS-45): no claim statement after the commit, which had to
 * wait for the next writer's whole transaction (that writer locks the same ads as soon as this one
 * commits). An ad claimed by a push under way is left to it: that push's record sees the new version
 * and pushes again. Returns the claimed rows as written (`versions`: their new sync versions).
 */
export async function claimWritten(ctx: Ctx, rows: AdRow[], versions: Map<string, number>): Promise<AdRow[]> {
  if (rows.length === 0) return [];
  const taken = await queryRows<{ ad_id: string }>(
    ctx.db,
    sql`insert into ad_claims (seller_id, ad_id, claimed_until)
        select ${sellerOf(ctx)}, id, now() + make_interval(secs => ${CLAIM_SECONDS})
        from unnest(${arrayLiteral(rows.map((row) => row.id))}::text[]) as id
        on conflict (seller_id, ad_id) do update set claimed_until = excluded.claimed_until
        where ad_claims.claimed_until < now()
        returning ad_id`,
  );
  const claimed = new Set(taken.map((row) => row.ad_id));
  return rows
    .filter((row) => claimed.has(row.id))
    .map((row) => ({ ...row, syncVersion: versions.get(row.id)! }));
}

/**
 * Claims the ads that have changes the channel has not seen and are not being pushed by another job.
 * The claim is what keeps pushes of one ad in order: whoever pushes reads the newest state, and an
 * older snapshot can never land after a newer one.
 */
async function claim(rt: Runtime, job: PublishJob): Promise<AdRow[]> {
  // Waits for a writer holding an ad (in id order, like every writer, so no deadlock) rather than
  // skipping it: under a steady stream of changes the next writer always holds the rows, and a
  // skipping claim would leave them unpublished until the writes stop. A claim another job took
  // meanwhile (committed before this lock was granted) is still live, so the upsert leaves it alone
  // and the ad drops out. The lock returns each ad's newest version, so the claimed ads come back
  // from the same statement, whatever a writer changed before the claim in them (ADS-40): no second
  // pass over the ads' index to read them again. Read raw and mapped by `rowsOf`: drizzle's mapping
  // of a CTE's 20,000 rows was ~0.5 s of this process's thread.
  const rows = await retryOnConflict(() =>
    queryRows<Record<string, unknown>>(
      rt.database.db,
      sql`with locked as (
            select * from ads
            where seller_id = ${job.sellerId} and ${inList(sql`id`, job.adIds)} and is_parent = false
              and sync_version > published_version
            order by id for update
          ), claimed as (
            insert into ad_claims (seller_id, ad_id, claimed_until)
            select ${job.sellerId}, id, now() + make_interval(secs => ${CLAIM_SECONDS}) from locked
            on conflict (seller_id, ad_id) do update set claimed_until = excluded.claimed_until
            where ad_claims.claimed_until < now()
            returning ad_id
          )
          select * from locked where id in (select ad_id from claimed)`,
    ),
  );
  return rowsOf(ads, rows);
}

/** The vehicle compatibility of the ads whose channel publishes it; none is read for the others. */
async function compatibilityOf(rt: Runtime, sellerId: string, claimed: AdRow[]) {
  const publishing = new Set(
    platforms()
      .filter((profile) => profile.publishes.includes('compatibility'))
      .map((profile) => profile.platform),
  );
  const adIds = claimed.filter((row) => publishing.has(row.platform)).map((row) => row.id);
  if (adIds.length === 0) return new Map<string, unknown[]>();
  const rows = await rt.database.db
    .select()
    .from(adCompatibilities)
    .where(and(eq(adCompatibilities.sellerId, sellerId), inList(adCompatibilities.adId, adIds)));
  const byAd = new Map<string, unknown[]>();
  for (const row of rows) {
    byAd.set(row.adId, [
      ...(byAd.get(row.adId) ?? []),
      { make: row.make, model: row.model, yearFrom: row.yearFrom, yearTo: row.yearTo, version: row.version },
    ]);
  }
  return byAd;
}

/** A channel's answer for one ad, as `record` writes it. */
interface Answer {
  id: string;
  version: number;
  ok: boolean;
  item: string | null;
  category: string | null;
  permalink: string | null;
  error: string | null;
  retryable: boolean;
  waiting: boolean;
}

function answerOf(row: AdRow, results: Map<string, ItemResult>): Answer {
  const result = results.get(row.id) ?? {
    ok: false as const,
    error: 'no answer from the channel',
    retryable: true,
  };
  const base = { id: row.id, version: row.syncVersion };
  if (result.ok) {
    return {
      ...base,
      ok: true,
      item: result.channelItemId,
      category: result.channelCategoryId ?? null,
      permalink: result.permalink ?? null,
      error: null,
      retryable: false,
      waiting: false,
    };
  }
  return {
    ...base,
    ok: false,
    item: null,
    category: null,
    permalink: null,
    error: result.error,
    retryable: result.retryable,
    waiting: 'waiting' in result && result.waiting === true,
  };
}

/**
 * Writes the channel's answers for many ads and ends their claims, in one statement: the ads are
 * locked in id order first (the one-time `count` reads the whole `locked` set before any ad is
 * written, like `lockAdsInOrder` before a write), then successes and failures are one update, and
 * the claims go in the same statement. One pass over the ads' index instead of three (lock, update,
 * and a second update when a push had both outcomes) and one round trip instead of five. Returns the
 * ads still behind their channel (a writer changed them while they were pushed, or the channel is out);
 * `again`: those a writer changed, whose claims `keep` leaves in place for the caller to push them once
 * more (ADS-45).
 *
 * A refusal by the channel's rules is not retried (the seller has to change the ad); an outage is.
 * An ad the channel cannot take yet (no price, no stock) stays PENDING with the reason, and is
 * pushed again by the change that makes it publishable.
 */
async function record(
  rt: Runtime,
  sellerId: string,
  rows: AdRow[],
  results: Map<string, ItemResult>,
  keep: boolean,
): Promise<{ behind: string[]; again: string[] }> {
  if (rows.length === 0) return { behind: [], again: [] };
  const ids = rows.map((row) => row.id);
  const answers = JSON.stringify(rows.map((row) => answerOf(row, results)));
  const now = rt.clock.now().toISOString();
  const behind = await retryOnConflict(() =>
    queryRows<{ id: string; again: boolean }>(
      rt.database.db,
      sql`
      with locked as materialized (
        select id from ads where seller_id = ${sellerId} and ${inList(sql`id`, ids)} order by id for update
      ), answered as (
        update ads set
          published_version = case when x.ok or not x.retryable then x.version else ads.published_version end,
          channel_item_id = case when x.ok then x.item else ads.channel_item_id end,
          channel_status = case when x.ok then 'PUBLISHED' when x.waiting then ads.channel_status
            when x.retryable and ads.channel_item_id is not null then ads.channel_status else 'ERROR' end,
          channel_category_id = case when x.ok then coalesce(x.category, ads.channel_category_id)
            else ads.channel_category_id end,
          channel_permalink = case when x.ok then coalesce(x.permalink, ads.channel_permalink)
            else ads.channel_permalink end,
          last_sync_at = ${now}, last_error = x.error,
          sync_attempts = case when x.ok or x.waiting then 0 else ads.sync_attempts + 1 end
        from jsonb_to_recordset(${answers}::jsonb) as x(id text, version integer, ok boolean, item text,
          category text, permalink text, error text, retryable boolean, waiting boolean)
        where (select count(*) from locked) >= 0 and ads.seller_id = ${sellerId} and ads.id = x.id
        returning ads.id, ads.sync_version > ads.published_version as behind,
          ${keep}::boolean and ads.sync_version > x.version as again
      ), released as (
        delete from ad_claims where seller_id = ${sellerId} and ${inList(sql`ad_id`, ids)}
          and ad_id not in (select id from answered where again)
      ), kept as (
        update ad_claims set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where seller_id = ${sellerId} and ad_id in (select id from answered where again)
      )
      select id, again from answered where behind`,
    ),
  );
  return {
    behind: behind.filter((row) => !row.again).map((row) => row.id),
    again: behind.filter((row) => row.again).map((row) => row.id),
  };
}

/** One channel's push of its claimed ads; an outage comes back as retryable failures. */
async function pushToChannel(
  rt: Runtime,
  platform: string,
  account: AccountRef | undefined,
  rows: AdRow[],
  compatibility: Map<string, unknown[]>,
): Promise<{ results: ItemResult[]; outage: Error | null }> {
  if (!account) {
    const error = `${platform} is not connected`;
    return {
      results: rows.map((row) => ({ adId: row.id, ok: false as const, error, retryable: false })),
      outage: null,
    };
  }
  try {
    const families = await familyNames(rt, rows);
    const results = await connectorFor(rt, platform).upsertItems(
      account,
      rows.map((row) => {
        const family = row.parentId ? families.get(row.parentId) : undefined;
        return {
          adId: row.id,
          channelItemId: row.channelItemId,
          channelCategoryId: row.channelCategoryId,
          listingType: row.listingType,
          ...(family ? { family: { id: row.productId, ...family } } : {}),
          fields: channelFieldsOf(row, compatibility.get(row.id)),
        };
      }),
    );
    return { results, outage: null };
  } catch (error) {
    if (!(error instanceof ChannelUnavailableError)) throw error;
    const results = rows.map((row) => ({
      adId: row.id,
      ok: false as const,
      error: error.message,
      retryable: true,
    }));
    return { results, outage: error };
  }
}

/**
 * The product names (their parent ads' names) of the ads the channel has not listed yet, and how many
 * variations (SKUs) each product has, by parent id: one read, and none for a push of ads already listed.
 */
async function familyNames(
  rt: Runtime,
  rows: AdRow[],
): Promise<Map<string, { name: string; variations: number }>> {
  const parents = [
    ...new Set(rows.flatMap((row) => (!row.channelItemId && row.parentId ? [row.parentId] : []))),
  ];
  if (parents.length === 0) return new Map();
  const sellerId = rows[0]!.sellerId;
  const found = await queryRows<{ id: string; name: string }>(
    rt.database.db,
    sql`select id, name from ads where seller_id = ${sellerId} and ${inList(sql`id`, parents)}`,
  );
  const products = [...new Set(rows.map((row) => row.productId))];
  const counts = await variationCounts(systemCtx(rt, sellerId), products);
  const productOf = new Map(rows.map((row) => [row.parentId, row.productId]));
  return new Map(
    found.map((row) => [
      row.id,
      { name: row.name, variations: counts.get(productOf.get(row.id) ?? '') ?? 1 },
    ]),
  );
}

/** Gives back claims a failed job can no longer record, so its retry (or the next request) can push. */
async function release(rt: Runtime, sellerId: string, adIds: string[]): Promise<void> {
  if (adIds.length === 0) return;
  await rt.database.db.execute(
    sql`delete from ad_claims where seller_id = ${sellerId} and ${inList(sql`ad_id`, adIds)}`,
  );
}

/** Pushes the ads of a publication request that are behind their channel (the job's handler). */
export async function publish(rt: Runtime, job: PublishJob): Promise<void> {
  await pushClaimed(rt, job.sellerId, await claim(rt, job));
}

/**
 * How long one publication goes on pushing again what writers changed meanwhile before it leaves the
 * ads still behind to a job of their own. A round pushes the newest state, so under a steady stream of
 * changes a publication could go on for as long as the stream: the bound keeps one job's run short.
 */
const PUSH_AGAIN_MS = 1000;

/**
 * Pushes ads this caller has claimed, then again those a writer changed while they were pushed (its own
 * claim found them taken, ADS-45), right away, with the claims recording kept, rather than through a
 * job to be noticed and fetched; after PUSH_AGAIN_MS, a job pushes what is still behind.
 */
export async function pushClaimed(rt: Runtime, sellerId: string, claimed: AdRow[]): Promise<void> {
  const until = performance.now() + PUSH_AGAIN_MS;
  let rows = claimed;
  while (rows.length > 0) {
    const keep = performance.now() <= until;
    const { behind, again } = await pushOnce(rt, sellerId, rows, keep);
    // Behind and not pushed again here (the channel could not take it yet, or PUSH_AGAIN_MS is over): a job.
    await requestPublication(systemCtx(rt, sellerId), behind);
    if (again.length === 0) return;
    try {
      rows = await claimedRows(rt, sellerId, again);
    } catch (error) {
      await release(rt, sellerId, again);
      throw error;
    }
  }
}

/**
 * The ads of claims kept by `record`, as they are now: no lock to wait for, since recording has seen
 * the writer's version and the claims keep other pushers off; a writer committing after this read
 * leaves them behind again, for the next round.
 */
async function claimedRows(rt: Runtime, sellerId: string, adIds: string[]): Promise<AdRow[]> {
  return rt.database.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerId), inList(ads.id, adIds)))
    .orderBy(ads.id);
}

/**
 * One push of claimed ads: each channel's share side by side, every answer recorded in one statement
 * that ends the claims, except those of ads a writer changed meanwhile when `keep` (see `record`). A
 * failed push gives back the claims it could not record, so a retry (or the next request) can push.
 */
async function pushOnce(
  rt: Runtime,
  sellerId: string,
  claimed: AdRow[],
  keep: boolean,
): Promise<{ behind: string[]; again: string[] }> {
  const ctx = systemCtx(rt, sellerId);
  const unrecorded = new Set(claimed.map((row) => row.id));
  let outage: Error | null;
  let outcome: { behind: string[]; again: string[] };
  try {
    const compatibility = await compatibilityOf(rt, sellerId, claimed);
    const byPlatform = Map.groupBy(claimed, (row) => row.platform);
    const accounts = await connectedAccounts(ctx, [...byPlatform.keys()]);
    // Channels are separate services: pushed side by side, then every answer recorded in one
    // transaction (one lock pass over the ads instead of one per channel).
    const pushes = await Promise.allSettled(
      [...byPlatform].map(([platform, rows]) =>
        pushToChannel(rt, platform, accounts.get(platform), rows, compatibility),
      ),
    );
    const answered = pushes.flatMap((push) => (push.status === 'fulfilled' ? [push.value] : []));
    outage = answered.find((push) => push.outage)?.outage ?? null;
    const crash = pushes.find((push) => push.status === 'rejected');
    const results = new Map(answered.flatMap((push) => push.results).map((result) => [result.adId, result]));
    const recorded = claimed.filter((row) => results.has(row.id));
    // A failed push keeps no claim: its job's retry pushes, with backoff.
    outcome = await record(rt, sellerId, recorded, results, keep && !outage && !crash);
    for (const row of recorded) unrecorded.delete(row.id);
    if (crash) throw crash.reason;
  } finally {
    await release(rt, sellerId, [...unrecorded]);
  }
  // An outage is left to the retries of a job, which back off.
  if (outage) throw outage;
  return outcome;
}

// Ads per push: a bigger burst (a 10,000-SKU price batch on several channels) is split by id into
// pushes of this size, run PUSH_LANES at a time, so claiming and recording one part overlaps with
// another's instead of one database connection doing all of it in turn.
const ADS_PER_PUSH = 10_000;
const PUSH_LANES = 2;

/**
 * Many requests of a burst become one push per seller (the claim reads each ad's newest state once),
 * or a few side by side when there are more than `ADS_PER_PUSH` ads. The parts hold disjoint ads and
 * each locks its own in id order, like every writer.
 */
async function publishBatch(rt: Runtime, jobs: PublishJob[]): Promise<void> {
  const bySeller = new Map<string, Set<string>>();
  for (const job of jobs) {
    const ids = bySeller.get(job.sellerId) ?? new Set<string>();
    for (const id of job.adIds) ids.add(id);
    bySeller.set(job.sellerId, ids);
  }
  const parts: PublishJob[] = [];
  for (const [sellerId, ids] of bySeller) {
    const sorted = [...ids].sort();
    for (let i = 0; i < sorted.length; i += ADS_PER_PUSH)
      parts.push({ sellerId, adIds: sorted.slice(i, i + ADS_PER_PUSH) });
  }
  const failures: Error[] = [];
  const lane = async () => {
    for (let part = parts.shift(); part; part = parts.shift()) {
      try {
        await publish(rt, part);
      } catch (error) {
        failures.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };
  await Promise.all(Array.from({ length: PUSH_LANES }, lane));
  if (failures[0]) throw failures[0];
}

export function definePublication(rt: Runtime): void {
  rt.jobs.define<PublishJob>({
    name: PUBLISH_JOB,
    retry: { retryLimit: 10, retryDelay: 1, retryDelayMax: 600 },
    batchSize: 50,
    concurrency: 2,
    handle: (job) => publish(rt, job),
    handleBatch: (jobs) => publishBatch(rt, jobs),
  });
}
