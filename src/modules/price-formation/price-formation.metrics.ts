import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/sql.ts';
import { onScrape, scrapeGauge } from '../../platform/observability/metrics.ts';
import type { Runtime } from '../../platform/runtime.ts';

const jobs = scrapeGauge(
  'feira_price_formation_jobs',
  'Price-formation runs (apply or restore) not finished, by status: PENDING, RUNNING',
  ['status'],
);
const skus = scrapeGauge(
  'feira_price_formation_running_skus',
  'SKUs of the RUNNING price-formation runs: total to process and processed so far',
  ['state'],
);

/** Progress of the runs under way, all sellers, read when Prometheus scrapes. */
export function registerPriceFormationGauges(rt: Runtime): void {
  onScrape(rt, async () => {
    const rows = await queryRows<{ status: string; n: number; total: number; processed: number }>(
      rt.database.db,
      sql`select status, count(*)::int as n, coalesce(sum(total_skus), 0)::int as total,
                 coalesce(sum(processed_skus), 0)::int as processed
          from price_formation_jobs where status in ('PENDING', 'RUNNING') group by status`,
    );
    const running = rows.find((row) => row.status === 'RUNNING');
    jobs.set({ status: 'PENDING' }, rows.find((row) => row.status === 'PENDING')?.n ?? 0);
    jobs.set({ status: 'RUNNING' }, running?.n ?? 0);
    skus.set({ state: 'total' }, running?.total ?? 0);
    skus.set({ state: 'processed' }, running?.processed ?? 0);
  });
}
