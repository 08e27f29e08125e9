import { and, eq, inArray, sql } from 'drizzle-orm';
import { priceFormationSkus } from '../../platform/observability/metrics.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { isLockWaitEnded, isRetryable } from '../../platform/db/retry.ts';
import { yieldToRequests } from '../../platform/db/yield.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { countSkus, skuCostPage } from '../catalog/index.ts';
import { restoreRulePrices, type GuardedScope } from '../prices/index.ts';
import { checkMath } from './domain/pricing.ts';
import { pricingHolds, pricingJobs, pricingResults, pricingRules } from './price-formation.tables.ts';
import {
  applyPlan,
  planBatch,
  plannedRule,
  skuFilterOf,
  type RuleRow,
  type SkippedScope,
} from './price-formation.plan.ts';
import { findSellerRow } from '../../platform/db/seller-row.ts';

/**
 * Apply and restore jobs: they run a rule's plan (price-formation.plan.ts) by batches of SKUs in id
 * order, each batch a handful of set-based statements in one transaction.
 */

export const RUN_JOB = 'price-formation.run';
/** SKUs per batch: each batch is one transaction with its prices, holds, results and job progress. */
const BATCH_SKUS = 2500;

type JobRow = typeof pricingJobs.$inferSelect;

type JobError = JobRow['errors'][number];

async function settle(ctx: Ctx, job: JobRow, status: 'SUCCESS' | 'FAILED', errors: JobError[] = []) {
  await ctx.db
    .update(pricingJobs)
    .set({
      status,
      errors: [...job.errors, ...errors],
      finishedAt: ctx.rt.clock.now().toISOString(),
      totalSkus: Math.max(job.totalSkus, job.processedSkus),
    })
    .where(and(eq(pricingJobs.sellerId, job.sellerId), eq(pricingJobs.id, job.id)));
}

/** Moves the job past a batch; returns it as the batch leaves it. */
async function advance(ctx: Ctx, job: JobRow, cursor: string, done: number): Promise<JobRow> {
  const moved = { cursor, processedSkus: job.processedSkus + done };
  await ctx.db
    .update(pricingJobs)
    .set(moved)
    .where(and(eq(pricingJobs.sellerId, job.sellerId), eq(pricingJobs.id, job.id)));
  return { ...job, ...moved };
}

async function start(ctx: Ctx, job: JobRow, rule: RuleRow): Promise<JobRow> {
  const totalSkus =
    job.kind === 'APPLY'
      ? await countSkus(ctx, await skuFilterOf(ctx, rule.eligibility))
      : ((
          await queryRows<{ n: number }>(
            ctx.db,
            sql`select count(distinct sku_id)::int as n from price_formation_holds
                where seller_id = ${job.sellerId} and rule_id = ${rule.id}`,
          )
        )[0]?.n ?? 0);
  const started = {
    status: 'RUNNING' as const,
    startedAt: ctx.rt.clock.now().toISOString(),
    totalSkus,
  };
  await ctx.db
    .update(pricingJobs)
    .set(started)
    .where(and(eq(pricingJobs.sellerId, job.sellerId), eq(pricingJobs.id, job.id)));
  return { ...job, ...started };
}

/**
 * A batch's place in a run. Batches of an APPLY job overlap (see runJob): `previous` settles once the
 * batch before this one has committed, and this one announces, through `onNext`, the job as it will
 * leave it as soon as its page of SKUs is read, so the next batch can start.
 */
interface Turn {
  previous: Promise<void>;
  onNext(job: JobRow): void;
}

/** Another batch or worker moved the job on meanwhile: this batch's work is rolled back. */
class Superseded extends Error {}

/**
 * How long an overlapped batch's statement waits for a row lock before the worker starts again: far
 * above a batch's own lock waits (a concurrent price write of the same SKUs), short enough that a
 * circle through two workers costs seconds, not the job.
 */
const OVERLAP_LOCK_WAIT = '5s';

/**
 * Waits for the batch before this one to commit, then locks the job row and checks that it is still
 * where this batch started from; what the batch wrote before is kept only if so.
 */
async function takeTurn(ctx: Ctx, job: JobRow, turn: Turn): Promise<void> {
  await turn.previous;
  const current = await findSellerRow(ctx, pricingJobs, job.id, true);
  if (current?.status !== 'RUNNING' || current.cursor !== job.cursor) throw new Superseded();
}

const outOfRangeError = ({ skuId, platform }: SkippedScope): JobError => ({
  code: 'price-out-of-range',
  message: `the rule prices SKU ${skuId} on ${platform} above 999,999,999,999.99, the largest price: nothing more is priced; correct the rule's objective or costs`,
  skuId,
});
/** One batch of an APPLY job; returns the job as it leaves it, null when the job is over. */
async function applyBatch(
  ctx: Ctx,
  job: JobRow,
  rule: RuleRow,
  batchSkus: number,
  turn: Turn,
): Promise<JobRow | null> {
  const problem = checkMath(rule);
  if (problem) {
    // Stored rules may predate today's checks (PROFIT): they are skipped with the reason, never priced.
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [{ code: problem.code, message: problem.message }]);
    if (rule.status === 'SCHEDULED') await setRuleStatus(ctx, rule, 'INACTIVE');
    return null;
  }
  if (rule.status !== 'SCHEDULED' && rule.status !== 'ACTIVE') {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [
      { code: 'rule-not-running', message: `the rule became ${rule.status} before the job was done` },
    ]);
    return null;
  }
  const costs = await skuCostPage(ctx, await skuFilterOf(ctx, rule.eligibility), job.cursor, batchSkus);
  if (costs.length === 0) {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'SUCCESS');
    if (rule.status === 'SCHEDULED') await setRuleStatus(ctx, rule, 'ACTIVE');
    return null;
  }
  const cursor = costs.at(-1)!.skuId;
  turn.onNext({ ...job, cursor, processedSkus: job.processedSkus + costs.length });
  const page = { preRulePrices: true, keyPage: true };
  const plan = await planBatch(ctx, plannedRule(rule), costs, page);
  const outOfRange = plan.skipped.find((s) => s.reason === 'PRICE_OUT_OF_RANGE');
  // A rule that prices past what a price can be is wrong for every SKU: it stops, saying where.
  if (outOfRange) {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [outOfRangeError(outOfRange)]);
    if (rule.status === 'SCHEDULED') await setRuleStatus(ctx, rule, 'INACTIVE');
    return null;
  }
  await applyPlan(ctx, rule.id, job.id, plan, page);
  await takeTurn(ctx, job, turn);
  return advance(ctx, job, cursor, costs.length);
}

/** One batch of a RESTORE job: the next SKUs the rule holds get their pre-rule prices back. */
async function restoreBatch(ctx: Ctx, job: JobRow, rule: RuleRow, batchSkus: number): Promise<JobRow | null> {
  const sellerId = sellerOf(ctx);
  const holds = await queryRows<{ sku_id: string; platform: string; pre_rule_price: string | null }>(
    ctx.db,
    sql`select sku_id, platform, pre_rule_price::text from price_formation_holds
        where seller_id = ${sellerId} and rule_id = ${rule.id}
          and sku_id in (select distinct sku_id from price_formation_holds
                         where seller_id = ${sellerId} and rule_id = ${rule.id}
                         order by sku_id limit ${batchSkus})
        order by sku_id, platform`,
  );
  if (holds.length === 0) {
    await settle(ctx, job, 'SUCCESS');
    return null;
  }
  const held: GuardedScope[] = [];
  await restoreRulePrices(
    ctx,
    rule.id,
    holds.map((h) => ({ skuId: h.sku_id, platform: h.platform, value: h.pre_rule_price })),
    { held },
  );
  const skuIds = [...new Set(holds.map((h) => h.sku_id))];
  const now = ctx.rt.clock.now().toISOString();
  await ctx.db
    .update(pricingResults)
    .set({ status: 'RESTORED', jobId: job.id, at: now })
    .where(
      and(
        eq(pricingResults.sellerId, sellerId),
        eq(pricingResults.ruleId, rule.id),
        inArray(pricingResults.skuId, skuIds),
        eq(pricingResults.status, 'PRICED'),
      ),
    );
  if (held.length > 0) {
    // The guard kept the rule's price there: the result says so, and the held list has the restore.
    const rows = JSON.stringify(
      held.map((h) => ({ s: h.skuId, p: h.platform, r: `RESTORE_HELD_${h.reason}` })),
    );
    await ctx.db.execute(
      sql`update price_formation_results r set status = 'PRICED', reason = x.r
          from jsonb_to_recordset(${rows}::jsonb) as x(s text, p text, r text)
          where r.seller_id = ${sellerId} and r.rule_id = ${rule.id} and r.sku_id = x.s and r.platform = x.p
            and r.status = 'RESTORED'`,
    );
  }
  await ctx.db
    .delete(pricingHolds)
    .where(
      and(
        eq(pricingHolds.sellerId, sellerId),
        eq(pricingHolds.ruleId, rule.id),
        inArray(pricingHolds.skuId, skuIds),
      ),
    );
  return advance(ctx, job, skuIds.at(-1)!, skuIds.length);
}

export async function setRuleStatus(ctx: Ctx, rule: RuleRow, status: RuleRow['status']): Promise<void> {
  const now = ctx.rt.clock.now().toISOString();
  await ctx.db
    .update(pricingRules)
    .set({
      status,
      updatedAt: now,
      ...(status === 'ACTIVE' ? { activatedAt: now } : {}),
      ...(status === 'FINISHED' ? { finishedAt: now } : {}),
    })
    .where(and(eq(pricingRules.sellerId, rule.sellerId), eq(pricingRules.id, rule.id)));
}

export interface RunOptions {
  batchSkus?: number;
  /** How long an overlapped batch waits for a row lock (PostgreSQL's interval syntax; tests shorten it). */
  lockWait?: string;
  /** Called after each committed batch (a worker that dies there leaves the job to resume). */
  afterBatch?: (job: JobRow) => void | Promise<void>;
}

interface Outcome {
  done: boolean;
  job?: JobRow;
  /** The job as this batch left it, when it did a batch's work. */
  after?: JobRow;
}

/**
 * Runs a job to its end, one transaction per batch. Each batch starts from the cursor the last one
 * committed and ends by locking the job row and checking it is still there, so two workers on one job
 * never price a batch twice, and a run that dies anywhere resumes where it stopped.
 *
 * On PostgreSQL two batches of an APPLY job overlap: the next one starts as soon as the current one
 * has read its page of SKUs, does its reads and writes on another connection meanwhile (its SKUs are
 * not the current one's), and waits for the current one to commit (and `afterBatch` to return) before
 * it takes its turn on the job row. One batch kept one PostgreSQL backend busy and this process mostly
 * idle, with the machine's other core unused. If a batch fails, the one after it rolls back.
 */
export async function runJob(ctx: Ctx, jobId: string, options: RunOptions = {}): Promise<void> {
  const batchSkus = options.batchSkus ?? BATCH_SKUS;
  const overlap = ctx.rt.database.kind === 'postgres';
  const lockWait = options.lockWait ?? OVERLAP_LOCK_WAIT;
  const batch = (from: JobRow | null, previous: Promise<void>) => {
    let announce: (job: JobRow | null) => void = () => undefined;
    const next = new Promise<JobRow | null>((resolve) => (announce = resolve));
    const outcome = withTransaction(ctx, async (tx) => {
      // An overlapped batch holds its rows while it waits, in this process, for the batch before it to
      // commit. With two workers on one job that wait can close a circle PostgreSQL cannot see (each
      // worker's earlier batch waiting for rows the other's later batch holds): a bounded lock wait
      // breaks it, and the worker starts again from what is committed.
      if (overlap) await tx.db.execute(sql.raw(`set local lock_timeout = '${lockWait}'`));
      return runBatch(tx, jobId, from, batchSkus, { previous, onNext: announce });
    });
    // A batch that ends without announcing has no next one.
    void outcome.then(
      () => announce(null),
      () => announce(null),
    );
    return { outcome, next };
  };
  // Restarts in a row without a batch committed; past a few, the job's own retry takes over.
  let restarts = 0;
  for (;;) {
    let current = batch(null, Promise.resolve());
    try {
      for (;;) {
        const nextJob = overlap ? await current.next : null;
        const committed = current.outcome.then(async (outcome) => {
          if (outcome.done) return;
          // Counted once committed: a batch rolled back (superseded, deadlocked) priced nothing.
          const { job, after } = outcome;
          priceFormationSkus.inc({ kind: job!.kind }, after!.processedSkus - job!.processedSkus);
          await options.afterBatch?.(job!);
        });
        // Awaited below, or by the next batch; a failure is not left unhandled either way.
        committed.catch(() => undefined);
        const following = nextJob ? batch(nextJob, committed) : null;
        try {
          const outcome = await current.outcome;
          await committed;
          if (outcome.done) return;
          restarts = 0;
        } catch (error) {
          await following?.outcome.catch(() => undefined);
          throw error;
        }
        // On the embedded database, requests waiting for its one connection go between batches.
        if (!following) await yieldToRequests(ctx);
        current = following ?? batch(null, Promise.resolve());
      }
    } catch (error) {
      // Two workers on one job can deadlock: one's fresh batch holds the job row and waits for rows
      // the other's overlapping batch writes, which waits for the job row. PostgreSQL ends one of
      // them, or the lock wait's bound does (above); its worker starts again from what is committed.
      if (!(error instanceof Superseded) && !isRetryable(error) && !isLockWaitEnded(error)) throw error;
      if (++restarts > 5) throw error;
    }
  }
}

/** One batch: from the job as the batch before leaves it, or (`from` null) as committed. */
async function runBatch(
  ctx: Ctx,
  jobId: string,
  from: JobRow | null,
  batchSkus: number,
  turn: Turn,
): Promise<Outcome> {
  let job = from ?? (await findSellerRow(ctx, pricingJobs, jobId, true));
  if (!job || job.status === 'SUCCESS' || job.status === 'FAILED') return { done: true, job };
  const rule = await findSellerRow(ctx, pricingRules, job.ruleId);
  if (!rule) {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [{ code: 'rule-removed', message: 'the rule was deleted' }]);
    return { done: true, job };
  }
  if (job.status === 'PENDING') job = await start(ctx, job, rule);
  const after =
    job.kind === 'APPLY'
      ? await applyBatch(ctx, job, rule, batchSkus, turn)
      : await restoreBatch(ctx, job, rule, batchSkus);
  return after ? { done: false, job, after } : { done: true, job };
}
