import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/sql.ts';
import {
  onScrape,
  scrapeGauge,
  webhookDeliveries,
  webhookDuration,
} from '../../../platform/observability/metrics.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { PostOutcome } from './sender.ts';

const endpoints = scrapeGauge(
  'feira_webhook_endpoints',
  'Webhook endpoints by health: healthy, failing (enabled, failing since their last success), disabled',
  ['health'],
);
const pending = scrapeGauge(
  'feira_webhook_deliveries_pending',
  'Webhook deliveries waiting for an attempt or a retry, all sellers',
);

/** Counts one attempt (null: an automatic delivery to a disabled endpoint, not attempted). */
export function countAttempt(outcome: PostOutcome | null): void {
  if (!outcome) return void webhookDeliveries.inc({ outcome: 'skipped' });
  webhookDuration.observe(outcome.latencyMs / 1000);
  const code = outcome.statusCode;
  webhookDeliveries.inc({
    outcome: code === null ? 'error' : code >= 200 && code < 300 ? 'delivered' : 'rejected',
  });
}

/** The endpoints' health and the backlog, read when Prometheus scrapes (all sellers: operators' view). */
export function registerWebhookGauges(rt: Runtime): void {
  onScrape(rt, async () => {
    const rows = await queryRows<{ health: string; n: number }>(
      rt.database.db,
      sql`select case when status = 'DISABLED' then 'disabled'
                      when failing_since is not null then 'failing' else 'healthy' end as health,
                 count(*)::int as n
          from webhooks group by 1`,
    );
    endpoints.reset();
    for (const health of ['healthy', 'failing', 'disabled']) {
      endpoints.set({ health }, rows.find((row) => row.health === health)?.n ?? 0);
    }
    const [row] = await queryRows<{ n: number }>(
      rt.database.db,
      sql`select count(*)::int as n from webhook_deliveries where status = 'PENDING'`,
    );
    pending.set(row?.n ?? 0);
  });
}
