import { sql } from 'drizzle-orm';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { BackgroundService, Runtime } from '../../platform/runtime.ts';
import { requestPublication } from './ads.publication.ts';

const SWEEP_MS = 10_000;
const PER_SWEEP = 5_000;
/** Ads a sweep reads, in key order from where the last one stopped. */
const WALK_PER_SWEEP = 50_000;

/** Where each runtime's walk over the ads goes on from; absent: from the start. */
const walks = new WeakMap<Runtime, { sellerId: string; id: string }>();

/**
 * The safety net of publication: ads with changes the channel has not seen, that no job holds and
 * that show no channel error, are asked for again. A request can be lost (a job that ended without
 * publishing, a worker killed between steps); the ad must still reach its channel. Outages are left
 * to the publication job's own retries, which back off.
 *
 * No index names the unpublished ads (a version bump would then be a write to every index of `ads`,
 * see ADS-34): each sweep walks the next WALK_PER_SWEEP ads by primary key and starts over at the end,
 * so a catalog of up to that many ads is swept whole every time, a bigger one over several sweeps.
 */
export async function sweepUnpublished(rt: Runtime): Promise<number> {
  const { asked, next } = await sweepFrom(rt, walks.get(rt) ?? null, WALK_PER_SWEEP);
  if (next) walks.set(rt, next);
  else walks.delete(rt);
  return asked;
}

type AdKey = { sellerId: string; id: string };

/**
 * One sweep over the `walk` ads after `after` (null: from the first): asks for the publication of
 * those due, and answers how many it asked for and where the next sweep goes on (null: the walk
 * reached the last ad, the next starts over).
 */
export async function sweepFrom(
  rt: Runtime,
  after: AdKey | null,
  walk: number,
): Promise<{ asked: number; next: AdKey | null }> {
  const rows = await queryRows<{ seller_id: string; id: string; due: boolean; walked: number }>(
    rt.database.db,
    sql`with walked as materialized (
          select seller_id, id, sync_version > published_version and is_parent = false and last_error is null as due
          from ads ${after ? sql`where (seller_id, id) > (${after.sellerId}, ${after.id})` : sql``}
          order by seller_id, id limit ${walk}
        )
        (select w.seller_id, w.id, true as due, 0 as walked from walked w
         where w.due and not exists (select 1 from ad_claims c
                                     where c.seller_id = w.seller_id and c.ad_id = w.id and c.claimed_until >= now())
         order by w.seller_id, w.id limit ${PER_SWEEP})
        union all
        (select seller_id, id, false, (select count(*)::int from walked) from walked
         order by seller_id desc, id desc limit 1)`,
  );
  const last = rows.find((row) => !row.due);
  const due = rows.filter((row) => row.due);
  for (const [sellerId, sellerRows] of Map.groupBy(due, (row) => row.seller_id)) {
    await requestPublication(
      systemCtx(rt, sellerId, 'ads-sweeper'),
      sellerRows.map((row) => row.id),
    );
  }
  return {
    asked: due.length,
    next: last && last.walked === walk ? { sellerId: last.seller_id, id: last.id } : null,
  };
}

export function publicationSweeper(rt: Runtime): BackgroundService {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    name: 'ads.publication-sweeper',
    async start() {
      timer = setInterval(() => {
        running ??= sweepUnpublished(rt)
          .catch((error) => rt.log.warn({ err: error }, 'ads publication sweep failed'))
          .finally(() => (running = null));
      }, SWEEP_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
