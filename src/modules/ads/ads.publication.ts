import { and, eq, inArray, sql } from 'drizzle-orm';
import { systemCtx, sellerOf, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { Runtime } from '../../platform/runtime.ts';
import {
  ChannelUnavailableError,
  connectedAccount,
  connectorFor,
  type ItemResult,
} from '../marketplaces/index.ts';
import { adCompatibilities, ads } from './ads.tables.ts';
import { channelFieldsOf, type AdRow } from './ads.mapping.ts';

export const PUBLISH_JOB = 'ads.publish';
const CLAIM_SECONDS = 60;

interface PublishJob {
  sellerId: string;
  adIds: string[];
}

/** Asks for the ads' current state to be pushed to their channels (joins the caller's transaction). */
export async function requestPublication(ctx: Ctx, adIds: string[]): Promise<void> {
  if (adIds.length === 0) return;
  await ctx.rt.jobs.send(ctx, PUBLISH_JOB, { sellerId: sellerOf(ctx), adIds } satisfies PublishJob);
}

/**
 * Claims the ads that have changes the channel has not seen and are not being pushed by another job.
 * The claim is what keeps pushes of one ad in order: whoever pushes reads the newest state, and an
 * older snapshot can never land after a newer one.
 */
async function claim(rt: Runtime, job: PublishJob): Promise<AdRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    rt.database.db,
    sql`update ads set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where seller_id = ${job.sellerId} and id in (${sql.join(
          job.adIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and is_parent = false and sync_version > published_version
          and (claimed_until is null or claimed_until < now())
        returning id`,
  );
  const ids = rows.map((row) => row.id as string);
  if (ids.length === 0) return [];
  return rt.database.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, job.sellerId), inArray(ads.id, ids)));
}

async function compatibilityOf(rt: Runtime, sellerId: string, adIds: string[]) {
  const rows = await rt.database.db
    .select()
    .from(adCompatibilities)
    .where(and(eq(adCompatibilities.sellerId, sellerId), inArray(adCompatibilities.adId, adIds)));
  const byAd = new Map<string, unknown[]>();
  for (const row of rows) {
    byAd.set(row.adId, [
      ...(byAd.get(row.adId) ?? []),
      { make: row.make, model: row.model, yearFrom: row.yearFrom, yearTo: row.yearTo, version: row.version },
    ]);
  }
  return byAd;
}

async function record(rt: Runtime, row: AdRow, result: ItemResult): Promise<void> {
  const now = rt.clock.now().toISOString();
  const where = and(eq(ads.sellerId, row.sellerId), eq(ads.id, row.id));
  if (result.ok) {
    await rt.database.db
      .update(ads)
      .set({
        publishedVersion: row.syncVersion,
        channelItemId: result.channelItemId,
        channelStatus: 'PUBLISHED',
        lastSyncAt: now,
        lastError: null,
        syncAttempts: 0,
        claimedUntil: null,
      })
      .where(where);
    return;
  }
  await rt.database.db
    .update(ads)
    .set({
      channelStatus: row.channelItemId ? row.channelStatus : 'ERROR',
      lastError: result.error,
      lastSyncAt: now,
      syncAttempts: sql`${ads.syncAttempts} + 1`,
      claimedUntil: null,
      // A refusal by the channel's rules is not retried: the seller has to change the ad.
      ...(result.retryable ? {} : { publishedVersion: row.syncVersion, channelStatus: 'ERROR' as const }),
    })
    .where(where);
}

async function publish(rt: Runtime, job: PublishJob): Promise<void> {
  const claimed = await claim(rt, job);
  if (claimed.length === 0) return;
  const ctx = systemCtx(rt, job.sellerId);
  const compatibility = await compatibilityOf(
    rt,
    job.sellerId,
    claimed.map((row) => row.id),
  );
  const byPlatform = new Map<string, AdRow[]>();
  for (const row of claimed) byPlatform.set(row.platform, [...(byPlatform.get(row.platform) ?? []), row]);
  let outage: Error | null = null;
  for (const [platform, rows] of byPlatform) {
    const account = await connectedAccount(ctx, platform);
    let results: ItemResult[];
    if (!account) {
      results = rows.map((row) => ({
        adId: row.id,
        ok: false,
        error: `${platform} is not connected`,
        retryable: false,
      }));
    } else {
      try {
        results = await connectorFor(rt, platform).upsertItems(
          account,
          rows.map((row) => ({
            adId: row.id,
            channelItemId: row.channelItemId,
            fields: channelFieldsOf(row, compatibility.get(row.id)),
          })),
        );
      } catch (error) {
        if (!(error instanceof ChannelUnavailableError)) throw error;
        outage = error;
        results = rows.map((row) => ({ adId: row.id, ok: false, error: error.message, retryable: true }));
      }
    }
    const byAd = new Map(results.map((result) => [result.adId, result]));
    for (const row of rows) {
      await record(
        rt,
        row,
        byAd.get(row.id) ?? { adId: row.id, ok: false, error: 'no answer from the channel', retryable: true },
      );
    }
  }
  // Changes made while we pushed are published by a fresh job, with the newest state.
  const behind = await queryRows<{ id: string }>(
    rt.database.db,
    sql`select id from ads where seller_id = ${job.sellerId}
          and id in (${sql.join(
            claimed.map((row) => sql`${row.id}`),
            sql`, `,
          )}) and sync_version > published_version`,
  );
  if (outage) throw outage;
  if (behind.length > 0)
    await requestPublication(
      ctx,
      behind.map((row) => row.id),
    );
}

export function definePublication(rt: Runtime): void {
  rt.jobs.define<PublishJob>({
    name: PUBLISH_JOB,
    retry: { retryLimit: 10, retryDelay: 1, retryDelayMax: 600 },
    batchSize: 20,
    concurrency: 4,
    handle: (job) => publish(rt, job),
  });
}
