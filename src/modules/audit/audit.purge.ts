import { systemCtx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { purgeBefore } from './audit.service.ts';

const PURGE_JOB = 'audit.purge';
const PURGE_KEY = 'audit:purge';
const DAY_MS = 86_400_000;
/** Entries age by the day; an hourly pass keeps the table within an hour of the retention. */
const EVERY_MS = 3_600_000;

/**
 * The retention (`FEIRA_AUDIT_RETENTION_DAYS`, 0 keeps everything): a dated job that deletes entries
 * older than the retention and schedules its next run. Being a scheduled job, one worker runs each
 * pass however many workers there are; each worker's start asks for a pass now, which moves the same
 * entry rather than adding one.
 */
export function defineAuditPurge(rt: Runtime): void {
  rt.jobs.define<{ at?: string }>({
    name: PURGE_JOB,
    retry: { retryLimit: 3 },
    handle: async () => {
      const days = rt.config.auditRetentionDays;
      if (days === 0) return;
      const ctx = systemCtx(rt, null, 'audit-purge');
      const now = rt.clock.now();
      const deleted = await purgeBefore(ctx, new Date(now.getTime() - days * DAY_MS));
      if (deleted > 0) rt.log.info({ deleted, retentionDays: days }, 'audit entries purged');
      await scheduleNext(rt, new Date(now.getTime() + EVERY_MS));
    },
  });
  if (rt.config.auditRetentionDays === 0) return;
  rt.background.push({
    name: 'audit.purge',
    start: () => scheduleNext(rt, rt.clock.now()),
    stop: async () => {},
  });
}

function scheduleNext(rt: Runtime, runAt: Date): Promise<void> {
  return rt.scheduler.schedule(systemCtx(rt, null, 'audit-purge'), {
    job: PURGE_JOB,
    runAt,
    data: {},
    key: PURGE_KEY,
  });
}
