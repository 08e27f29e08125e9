import { sql } from 'drizzle-orm';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { BackgroundService, Runtime } from '../../platform/runtime.ts';
import { requestPublication } from './ads.publication.ts';

const SWEEP_MS = 10_000;
const PER_SWEEP = 5_000;

/**
 * The safety net of publication: ads with changes the channel has not seen, that no job holds and
 * that show no channel error, are asked for again. A request can be lost (a job that ended without
 * publishing, a worker killed between steps); the ad must still reach its channel. Outages are left
 * to the publication job's own retries, which back off.
 */
export async function sweepUnpublished(rt: Runtime): Promise<number> {
  const rows = await queryRows<{ seller_id: string; id: string }>(
    rt.database.db,
    sql`select seller_id, id from ads
        where sync_version > published_version and is_parent = false and last_error is null
          and not exists (select 1 from ad_claims c
                          where c.seller_id = ads.seller_id and c.ad_id = ads.id and c.claimed_until >= now())
        order by seller_id, id limit ${PER_SWEEP}`,
  );
  for (const [sellerId, sellerRows] of Map.groupBy(rows, (row) => row.seller_id)) {
    await requestPublication(
      systemCtx(rt, sellerId, 'ads-sweeper'),
      sellerRows.map((row) => row.id),
    );
  }
  return rows.length;
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
