import { and, eq, inArray, sql } from 'drizzle-orm';
import { systemCtx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { RUN_JOB, runJob } from './price-formation.engine.ts';
import { pricingJobs, pricingRules } from './price-formation.tables.ts';

/**
 * The apply and restore runs as a pg-boss job. A whole catalog takes minutes: the worker keeps a
 * heartbeat, so a run whose worker died is taken over within a minute and goes on from the cursor its
 * last batch committed (each batch is one transaction, so a half-applied rule completes, never twice).
 * A run pg-boss gives up on (its retries used by errors or dead workers) ends FAILED with the reason.
 */
export function defineRunJob(rt: Runtime): void {
  rt.jobs.define<{ sellerId: string; jobId: string }>({
    name: RUN_JOB,
    expireInSeconds: 3600,
    heartbeat: true,
    concurrency: 1,
    batchSize: 1,
    handle: (job) => runJob(systemCtx(rt, job.sellerId, `job:${job.jobId}`), job.jobId),
    async giveUp({ sellerId, jobId }, reason) {
      const ctx = systemCtx(rt, sellerId, `job:${jobId}`);
      const error = { code: 'job-failed', message: `stopped after its retries: ${reason}` };
      const [job] = await ctx.db
        .update(pricingJobs)
        .set({
          status: 'FAILED',
          errors: sql`${pricingJobs.errors} || ${JSON.stringify([error])}::jsonb`,
          finishedAt: rt.clock.now().toISOString(),
        })
        .where(
          and(
            eq(pricingJobs.sellerId, sellerId),
            eq(pricingJobs.id, jobId),
            inArray(pricingJobs.status, ['PENDING', 'RUNNING']),
          ),
        )
        .returning();
      // As with a rule whose math is refused: a SCHEDULED rule whose job failed does not become ACTIVE.
      if (job?.kind === 'APPLY') {
        await ctx.db
          .update(pricingRules)
          .set({ status: 'INACTIVE', updatedAt: rt.clock.now().toISOString() })
          .where(
            and(
              eq(pricingRules.sellerId, sellerId),
              eq(pricingRules.id, job.ruleId),
              eq(pricingRules.status, 'SCHEDULED'),
            ),
          );
      }
    },
  });
}
