import { and, eq, inArray, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { isRetryable } from '../../platform/db/retry.ts';
import { yieldToRequests } from '../../platform/db/yield.ts';
import { arrayLiteral, inKeyPage, inList, queryRows } from '../../platform/db/sql.ts';
import { countSkus, skuCostPage, type SkuCost, type SkuFilter } from '../catalog/index.ts';
import { platformsOfSkus } from '../ads/index.ts';
import {
  currentPrices,
  platformListPrices,
  restoreRulePrices,
  setRulePrices,
  type SkuSet,
} from '../prices/index.ts';
import {
  checkMath,
  covered,
  pricer,
  type CostStructure,
  type PriceOutcome,
  type Objective,
  type RuleMath,
} from './domain/pricing.ts';
import { outranks, platformsFor, type Eligibility, type Ranked } from './domain/rule.ts';
import { pricingHolds, pricingJobs, pricingResults, pricingRules } from './price-formation.tables.ts';

/**
 * How a rule prices SKUs, for apply, simulation and cost changes alike — so a simulation shows the
 * numbers apply writes. Work goes by batches of SKUs in id order, each batch a handful of
 * set-based statements.
 */

export const RUN_JOB = 'price-formation.run';
/** SKUs per batch: each batch is one transaction with its prices, holds, results and job progress. */
const BATCH_SKUS = 2500;

export type RuleRow = typeof pricingRules.$inferSelect;
type JobRow = typeof pricingJobs.$inferSelect;

/** What planning needs of a rule: a stored one, or an ad-hoc simulation. */
export interface PlannedRule extends Ranked, RuleMath {
  domain: 'PRODUCT' | 'AD';
  eligibility: Eligibility;
  costStructure: CostStructure;
  objective: Objective;
}

export const filterOf = (eligibility: Eligibility): SkuFilter => ({
  categoryIds: eligibility.categories,
  brandIds: eligibility.brands,
  skuIds: eligibility.skuIds,
});

interface PricedScope {
  skuId: string;
  platform: string;
  oldPrice: string | null;
  newPrice: string;
  preRulePrice: string | null;
  preRuleSalePrice: string | null;
}

interface SkippedScope {
  skuId: string;
  /** `''`: skipped before any platform was looked at. */
  platform: string;
  oldPrice: string | null;
  reason: string;
  pricedByRuleId: string | null;
}

export interface Plan {
  skus: number;
  covered: number;
  priced: PricedScope[];
  skipped: SkippedScope[];
}

interface HoldRow {
  sku_id: string;
  platform: string;
  rule_id: string;
  pre_rule_price: string | null;
  pre_rule_sale_price: string | null;
}

/**
 * The seller's running rules (ACTIVE or SCHEDULED) that outrank this one: the only holders that keep
 * a scope from it. A handful of rules, read once per batch.
 */
async function outrankingRules(ctx: Ctx, rule: PlannedRule): Promise<Set<string>> {
  const rules = await queryRows<{ id: string; priority: number; created_at: string }>(
    ctx.db,
    sql`select id, priority, created_at::text from price_formation_rules
        where seller_id = ${sellerOf(ctx)} and status in ('ACTIVE', 'SCHEDULED') and id <> ${rule.id}`,
  );
  return new Set(
    rules
      .filter((r) => outranks({ id: r.id, priority: r.priority, createdAt: r.created_at }, rule))
      .map((r) => r.id),
  );
}

/** The holds of these SKUs (with `platforms`, only on those) by SKU and platform. */
async function holdsOf(
  ctx: Ctx,
  skuIds: readonly string[],
  platforms: readonly string[] | undefined,
  set: SkuSet,
): Promise<Map<string, HoldRow>> {
  const rows = await queryRows<HoldRow>(
    ctx.db,
    sql`select sku_id, platform, rule_id, pre_rule_price::text, pre_rule_sale_price::text
        from price_formation_holds
        where seller_id = ${sellerOf(ctx)} and ${matchOf(set)(sql`sku_id`, skuIds)}
          ${platforms === undefined ? sql`` : sql`and ${inList(sql`platform`, platforms)}`}`,
  );
  return new Map(rows.map((row) => [`${row.sku_id}\u0000${row.platform}`, row]));
}

const matchOf = (set: SkuSet) => (set.keyPage ? inKeyPage : inList);

export interface PlanOptions extends SkuSet {
  /** False leaves out what only a write needs (the platform prices a hold keeps for restore): simulations. */
  preRulePrices: boolean;
}

/**
 * What the rule would do to these SKUs (with their costs, in id order) now: read-only. `keyPage`
 * when they are a page of a walk over the catalog (a job's batch, a simulation's page).
 */
export async function planBatch(
  ctx: Ctx,
  rule: PlannedRule,
  costs: readonly SkuCost[],
  options: PlanOptions,
): Promise<Plan> {
  const plan: Plan = { skus: 0, covered: 0, priced: [], skipped: [] };
  if (costs.length === 0) return plan;
  const ids = costs.map((cost) => cost.skuId);
  const named = rule.eligibility.platforms?.length ? rule.eligibility.platforms : undefined;
  const noAds = Promise.resolve(new Map<string, string[]>());
  const winners = await outrankingRules(ctx, rule);
  // Holds matter when a rule outranking this one may keep a scope, or when the price starts from the
  // sale price before any rule. Otherwise a hold changes nothing (its pre-rule prices stay as they are).
  const needHolds = winners.size > 0 || rule.baseValue === 'SALE_PRICE';
  const reads = [
    // A PRODUCT rule naming its platforms prices them whatever the ads: no need to ask.
    () => (rule.domain === 'PRODUCT' && named ? noAds : platformsOfSkus(ctx, ids)),
    () => currentPrices(ctx, ids, named, options),
    () =>
      options.preRulePrices
        ? platformListPrices(ctx, ids, options)
        : Promise.resolve(new Map<string, Map<string, string>>()),
    () => (needHolds ? holdsOf(ctx, ids, named, options) : Promise.resolve(new Map<string, HoldRow>())),
  ] as const;
  // Outside a transaction (simulations) the reads go to the pool at once; a transaction has one connection.
  const [ads, current, own, holds] = ctx.inTransaction
    ? [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
    : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()]);
  const price = pricer(rule);
  // A PRODUCT rule naming its platforms prices the same ones on every SKU.
  const fixedPlatforms =
    rule.domain === 'PRODUCT' && named ? platformsFor(rule.domain, rule.eligibility, []) : null;
  for (const cost of costs) {
    const skuId = cost.skuId;
    plan.skus += 1;
    const hasCost = covered(rule.costStructure, cost.unitCost);
    if (hasCost) plan.covered += 1;
    if (!hasCost && rule.baseValue === 'COST') {
      plan.skipped.push({
        skuId,
        platform: '',
        oldPrice: null,
        reason: 'NO_UNIT_COST',
        pricedByRuleId: null,
      });
      continue;
    }
    const platforms = fixedPlatforms ?? platformsFor(rule.domain, rule.eligibility, ads.get(skuId) ?? []);
    if (platforms.length === 0) {
      plan.skipped.push({ skuId, platform: '', oldPrice: null, reason: 'NO_PLATFORM', pricedByRuleId: null });
      continue;
    }
    const prices = current.get(skuId) ?? [];
    const everywhere = prices.find((p) => p.platform === null);
    // On a COST base the price does not depend on the platform: worked out once per SKU.
    let costPrice: PriceOutcome | null = null;
    for (const platform of platforms) {
      const resolved = prices.find((p) => p.platform === platform) ?? everywhere;
      const oldPrice = resolved?.listPrice ?? null;
      const hold = holds.get(`${skuId}\u0000${platform}`);
      if (hold && winners.has(hold.rule_id)) {
        plan.skipped.push({
          skuId,
          platform,
          oldPrice,
          reason: 'HIGHER_PRIORITY_RULE',
          pricedByRuleId: hold.rule_id,
        });
        continue;
      }
      // Held scopes price from the sale price before any rule, so running again never compounds.
      const preRuleSalePrice = hold ? hold.pre_rule_sale_price : (resolved?.salePrice ?? null);
      const outcome: PriceOutcome =
        (rule.baseValue === 'COST' ? costPrice : null) ??
        price({
          unitCost: cost.unitCost,
          salePrice: preRuleSalePrice,
          productCosts: {
            inboundFreight: cost.inboundFreight,
            packaging: cost.packaging,
            royalty: cost.royalty,
          },
        });
      costPrice = outcome;
      if ('skipped' in outcome) {
        plan.skipped.push({ skuId, platform, oldPrice, reason: outcome.skipped, pricedByRuleId: null });
        continue;
      }
      plan.priced.push({
        skuId,
        platform,
        oldPrice,
        newPrice: outcome.price,
        preRulePrice: hold ? hold.pre_rule_price : (own.get(skuId)?.get(platform) ?? null),
        preRuleSalePrice,
      });
    }
  }
  return plan;
}

/**
 * Writes a plan: the prices through the prices module (source RULE, history, events, channel
 * pushes), then the holds (the pre-rule price is kept from the first rule that took the scope) and the
 * results of these SKUs, replacing this rule's earlier ones. The rows travel as one array per column.
 * In the caller's transaction.
 */
export async function applyPlan(
  ctx: Ctx,
  ruleId: string,
  jobId: string | null,
  plan: Plan,
  set: SkuSet,
): Promise<void> {
  const sellerId = sellerOf(ctx);
  const now = ctx.rt.clock.now().toISOString();
  if (plan.priced.length > 0) {
    await setRulePrices(
      ctx,
      ruleId,
      plan.priced.map((p) => ({ skuId: p.skuId, platform: p.platform, value: p.newPrice })),
      set,
    );
  }
  const rows = [...plan.priced, ...plan.skipped];
  if (rows.length === 0) return;
  const column = arrayLiteral;
  const { priced, skipped } = plan;
  const skuIds = [...new Set(rows.map((r) => r.skuId))];
  // Holds and the removal of this rule's earlier results of these SKUs, then the results as plain
  // inserts (an upsert costs PostgreSQL ~1.8x an insert per row; a removal that finds nothing is one
  // short index range).
  await ctx.db.execute(
    sql`with held as (
          insert into price_formation_holds (seller_id, sku_id, platform, rule_id, pre_rule_price, pre_rule_sale_price, at)
          select ${sellerId}, x.s, x.p, ${ruleId}, x.pre, x.sale, ${now}
          from unnest(${column(priced.map((p) => p.skuId))}::text[], ${column(priced.map((p) => p.platform))}::text[],
                      ${column(priced.map((p) => p.preRulePrice))}::numeric[],
                      ${column(priced.map((p) => p.preRuleSalePrice))}::numeric[]) as x(s, p, pre, sale)
          order by x.s, x.p
          on conflict (seller_id, sku_id, platform) do update set rule_id = excluded.rule_id, at = excluded.at
          where price_formation_holds.rule_id <> excluded.rule_id
        )
        delete from price_formation_results
        where seller_id = ${sellerId} and rule_id = ${ruleId} and ${matchOf(set)(sql`sku_id`, skuIds)}`,
  );
  await ctx.db.execute(
    sql`insert into price_formation_results (seller_id, rule_id, sku_id, platform, job_id, old_price, new_price,
                                             status, reason, priced_by_rule_id, at)
        select ${sellerId}, ${ruleId}, x.s, x.p, ${jobId}, x.o, x.n, x.st, x.r, x.by, ${now}
        from unnest(
          ${column(rows.map((r) => r.skuId))}::text[],
          ${column(rows.map((r) => r.platform))}::text[],
          ${column(rows.map((r) => r.oldPrice))}::numeric[],
          ${column([...priced.map((p) => p.newPrice), ...skipped.map(() => null)])}::numeric[],
          ${column([...priced.map(() => 'PRICED'), ...skipped.map(() => 'SKIPPED')])}::text[],
          ${column([...priced.map(() => null), ...skipped.map((s) => s.reason)])}::text[],
          ${column([...priced.map(() => ruleId), ...skipped.map((s) => s.pricedByRuleId)])}::text[]
        ) as x(s, p, o, n, st, r, by)
        order by x.s, x.p`,
  );
}

export const plannedRule = (row: RuleRow): PlannedRule => ({
  id: row.id,
  priority: row.priority,
  createdAt: row.createdAt,
  domain: row.domain,
  baseValue: row.baseValue,
  eligibility: row.eligibility,
  costStructure: row.costStructure,
  objective: row.objective,
});

type JobError = JobRow['errors'][number];

async function lockJob(ctx: Ctx, jobId: string): Promise<JobRow | undefined> {
  const [job] = await ctx.db
    .select()
    .from(pricingJobs)
    .where(and(eq(pricingJobs.sellerId, sellerOf(ctx)), eq(pricingJobs.id, jobId)))
    .for('update');
  return job;
}

async function ruleOf(ctx: Ctx, ruleId: string): Promise<RuleRow | undefined> {
  const [rule] = await ctx.db
    .select()
    .from(pricingRules)
    .where(and(eq(pricingRules.sellerId, sellerOf(ctx)), eq(pricingRules.id, ruleId)));
  return rule;
}

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

async function advance(ctx: Ctx, job: JobRow, cursor: string, done: number) {
  await ctx.db
    .update(pricingJobs)
    .set({ cursor, processedSkus: job.processedSkus + done })
    .where(and(eq(pricingJobs.sellerId, job.sellerId), eq(pricingJobs.id, job.id)));
}

async function start(ctx: Ctx, job: JobRow, rule: RuleRow): Promise<JobRow> {
  const totalSkus =
    job.kind === 'APPLY'
      ? await countSkus(ctx, filterOf(rule.eligibility))
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
 * Waits for the batch before this one to commit, then locks the job row and checks that it is still
 * where this batch started from; what the batch wrote before is kept only if so.
 */
async function takeTurn(ctx: Ctx, job: JobRow, turn: Turn): Promise<void> {
  await turn.previous;
  const current = await lockJob(ctx, job.id);
  if (current?.status !== 'RUNNING' || current.cursor !== job.cursor) throw new Superseded();
}

const outOfRangeError = ({ skuId, platform }: SkippedScope): JobError => ({
  code: 'price-out-of-range',
  message: `the rule prices SKU ${skuId} on ${platform} above 999,999,999,999.99, the largest price: nothing more is priced; correct the rule's objective or costs`,
  skuId,
});
/** One batch of an APPLY job; returns whether the job is over. */
async function applyBatch(
  ctx: Ctx,
  job: JobRow,
  rule: RuleRow,
  batchSkus: number,
  turn: Turn,
): Promise<boolean> {
  const problem = checkMath(rule);
  if (problem) {
    // Stored rules may predate today's checks (PROFIT): they are skipped with the reason, never priced.
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [{ code: problem.code, message: problem.message }]);
    if (rule.status === 'SCHEDULED') await setRuleStatus(ctx, rule, 'INACTIVE');
    return true;
  }
  if (rule.status !== 'SCHEDULED' && rule.status !== 'ACTIVE') {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [
      { code: 'rule-not-running', message: `the rule became ${rule.status} before the job was done` },
    ]);
    return true;
  }
  const costs = await skuCostPage(ctx, filterOf(rule.eligibility), job.cursor, batchSkus);
  if (costs.length === 0) {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'SUCCESS');
    if (rule.status === 'SCHEDULED') await setRuleStatus(ctx, rule, 'ACTIVE');
    return true;
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
    return true;
  }
  await applyPlan(ctx, rule.id, job.id, plan, page);
  await takeTurn(ctx, job, turn);
  await advance(ctx, job, cursor, costs.length);
  return false;
}

/** One batch of a RESTORE job: the next SKUs the rule holds get their pre-rule prices back. */
async function restoreBatch(ctx: Ctx, job: JobRow, rule: RuleRow, batchSkus: number): Promise<boolean> {
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
    return true;
  }
  await restoreRulePrices(
    ctx,
    rule.id,
    holds.map((h) => ({ skuId: h.sku_id, platform: h.platform, value: h.pre_rule_price })),
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
  await ctx.db
    .delete(pricingHolds)
    .where(
      and(
        eq(pricingHolds.sellerId, sellerId),
        eq(pricingHolds.ruleId, rule.id),
        inArray(pricingHolds.skuId, skuIds),
      ),
    );
  await advance(ctx, job, skuIds.at(-1)!, skuIds.length);
  return false;
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
  /** Called after each committed batch (a worker that dies there leaves the job to resume). */
  afterBatch?: (job: JobRow) => void | Promise<void>;
}

interface Outcome {
  done: boolean;
  job?: JobRow;
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
  const batch = (from: JobRow | null, previous: Promise<void>) => {
    let announce: (job: JobRow | null) => void = () => undefined;
    const next = new Promise<JobRow | null>((resolve) => (announce = resolve));
    const outcome = withTransaction(ctx, (tx) =>
      runBatch(tx, jobId, from, batchSkus, { previous, onNext: announce }),
    );
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
          if (!outcome.done) await options.afterBatch?.(outcome.job!);
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
      // them; its worker starts again from what is committed.
      if (!(error instanceof Superseded) && !isRetryable(error)) throw error;
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
  let job = from ?? (await lockJob(ctx, jobId));
  if (!job || job.status === 'SUCCESS' || job.status === 'FAILED') return { done: true, job };
  const rule = await ruleOf(ctx, job.ruleId);
  if (!rule) {
    await takeTurn(ctx, job, turn);
    await settle(ctx, job, 'FAILED', [{ code: 'rule-removed', message: 'the rule was deleted' }]);
    return { done: true, job };
  }
  if (job.status === 'PENDING') job = await start(ctx, job, rule);
  const done =
    job.kind === 'APPLY'
      ? await applyBatch(ctx, job, rule, batchSkus, turn)
      : await restoreBatch(ctx, job, rule, batchSkus);
  return { done, job };
}
