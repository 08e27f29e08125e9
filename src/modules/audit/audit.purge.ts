import { systemCtx } from '../../platform/context.ts';
import { defineRecurringJob } from '../../platform/jobs/recurring.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { purgeBefore } from './audit.service.ts';

const DAY_MS = 86_400_000;
/** Entries age by the day; an hourly pass keeps the table within an hour of the retention. */
const EVERY_MS = 3_600_000;

/**
 * The retention (`FEIRA_AUDIT_RETENTION_DAYS`, 0 keeps everything): an hourly pass deletes entries
 * older than the retention.
 */
export function defineAuditPurge(rt: Runtime): void {
  const days = rt.config.auditRetentionDays;
  defineRecurringJob(rt, {
    name: 'audit.purge',
    key: 'audit:purge',
    actor: 'audit-purge',
    everyMs: EVERY_MS,
    enabled: days > 0,
    pass: async () => {
      const ctx = systemCtx(rt, null, 'audit-purge');
      const deleted = await purgeBefore(ctx, new Date(rt.clock.now().getTime() - days * DAY_MS));
      if (deleted > 0) rt.log.info({ deleted, retentionDays: days }, 'audit entries purged');
    },
  });
}
