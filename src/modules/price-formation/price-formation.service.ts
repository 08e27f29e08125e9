import { decimalText, minus, scaled } from '../../platform/scaled.ts';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { knownTaxonomyIds, skuCodes, skuCostCounts, skuCostPage } from '../catalog/index.ts';
import { adTargets } from '../ads/index.ts';
import { platforms } from '../marketplaces/index.ts';
import { recordChange, type AuditChange } from '../audit/index.ts';
import { previewRulePrices } from '../prices/index.ts';
import { checkMath, type CostStructure, type Objective } from './domain/pricing.ts';
import {
  refusal,
  sharedNames,
  type Eligibility,
  type EligibilityInput,
  type RuleAction,
  type RuleStatus,
} from './domain/rule.ts';
import { RUN_JOB, setRuleStatus } from './price-formation.engine.ts';
import {
  planBatch,
  plannedRule,
  skuFilterOf,
  type PlannedRule,
  type RuleRow,
} from './price-formation.plan.ts';
import type { RuleInput, SimulationInput } from './price-formation.schemas.ts';
import { pricingHolds, pricingJobs, pricingResults, pricingRules } from './price-formation.tables.ts';
import { iso } from '../../platform/time.ts';
import { selectPage } from '../../platform/db/page.ts';
import { findSellerRow, sellerRow } from '../../platform/db/seller-row.ts';

const START_JOB = 'price-formation.start';
const END_JOB = 'price-formation.end';

const startKey = (sellerId: string, ruleId: string) => `price-formation:${sellerId}:${ruleId}:start`;
const endKey = (sellerId: string, ruleId: string) => `price-formation:${sellerId}:${ruleId}:end`;

const invalid = (field: string, message: string) =>
  new DomainError('validation-failed', `${field}: ${message}`, { field });

interface RuleMathInput {
  domain?: 'PRODUCT' | 'AD';
  baseValue?: 'COST' | 'SALE_PRICE';
  eligibility?: EligibilityInput;
  costStructure?: CostStructure;
  objective: Objective;
}

/** The math and eligibility of a rule with their defaults, checked; any problem is a 400 naming its field. */
export function normaliseMath(input: RuleMathInput) {
  const known = new Set(platforms().map((p) => p.platform));
  const unknown = (input.eligibility?.platforms ?? []).find((p) => !known.has(p));
  if (unknown !== undefined) throw invalid('eligibility.platforms', `unknown platform ${unknown}`);
  if (input.eligibility?.adIds?.length && input.domain !== 'AD') {
    throw invalid('eligibility.adIds', 'adIds need domain AD');
  }
  for (const [name, cost] of Object.entries(input.costStructure?.productCosts ?? {})) {
    if (typeof cost === 'object' && cost.valueType === 'PERCENTAGE' && cost.value >= 1) {
      throw invalid(
        `costStructure.productCosts.${name}.value`,
        'a share of the sale price is below 1 (0.05 = 5 %)',
      );
    }
  }
  const math = {
    domain: input.domain ?? 'PRODUCT',
    baseValue: input.baseValue ?? 'COST',
    eligibility: sharedNames(input.eligibility ?? {}),
    costStructure: {
      ...input.costStructure,
      embedProductCosts: input.costStructure?.embedProductCosts ?? false,
    },
    objective: { ...input.objective, valueType: input.objective.valueType ?? 'AMOUNT' },
  };
  const problem = checkMath(math);
  if (problem) throw new DomainError(problem.code, problem.message, { field: problem.field });
  return math;
}

/**
 * Every id the eligibility names must be one of the seller's (400 naming the first unknown one), as
 * for promotions (PF-20): a rule naming a mistyped id would silently price nothing there, and a rule
 * is stored and shown back, so another seller's id would sit in this seller's rule (SEC-52). Unknown
 * and foreign ids are alike here: nothing tells them apart.
 */
async function checkNamedIds(ctx: Ctx, eligibility: Eligibility): Promise<void> {
  const { skuIds = [], categoryIds = [], brandIds = [], adIds = [] } = eligibility;
  // Categories and brands in one read, made when the first of them is checked.
  let taxonomy: ReturnType<typeof knownTaxonomyIds> | undefined;
  const knownTaxonomy = () => (taxonomy ??= knownTaxonomyIds(ctx, { categoryIds, brandIds }));
  const checks = [
    ['skuIds', 'SKU', skuIds, () => skuCodes(ctx, skuIds)],
    ['categoryIds', 'category', categoryIds, async () => (await knownTaxonomy()).categoryIds],
    ['brandIds', 'brand', brandIds, async () => (await knownTaxonomy()).brandIds],
    ['adIds', 'ad', adIds, () => adTargets(ctx, adIds)],
  ] as const;
  for (const [name, what, ids, known] of checks) {
    if (ids.length === 0) continue;
    const found: { has(id: string): boolean } = await known();
    const i = ids.findIndex((id) => !found.has(id));
    if (i >= 0) throw invalid(`eligibility.${name}[${i}]`, `the seller has no ${what} ${ids[i]}`);
  }
}

function normaliseRule(input: RuleInput) {
  const startAt = input.startDate ? new Date(input.startDate).toISOString() : null;
  const endAt = input.endDate ? new Date(input.endDate).toISOString() : null;
  if (startAt && endAt && endAt <= startAt) throw invalid('endDate', 'must be after startDate');
  return {
    name: input.name ?? 'Price formation rule',
    ...normaliseMath(input),
    startAt,
    endAt,
    restorePricesOnAutoFinish: input.restorePricesOnAutoFinish ?? true,
    priority: input.priority ?? 0,
  };
}

const num = (value: string | null) => (value === null ? null : Number(value));

function ruleView(row: RuleRow) {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    baseValue: row.baseValue,
    eligibility: sharedNames(row.eligibility),
    costStructure: row.costStructure,
    objective: row.objective,
    status: row.status,
    startDate: iso(row.startAt),
    endDate: iso(row.endAt),
    restorePricesOnAutoFinish: row.restorePricesOnAutoFinish,
    priority: row.priority,
    lastJobId: row.lastJobId ?? undefined,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    activatedAt: iso(row.activatedAt),
    finishedAt: iso(row.finishedAt),
  };
}

async function loadRule(ctx: Ctx, ruleId: string, lock = false): Promise<RuleRow> {
  return sellerRow(ctx, pricingRules, ruleId, 'rule', lock);
}

function allow(rule: RuleRow, action: RuleAction): void {
  const why = refusal(rule.status, action);
  if (why) {
    throw new DomainError('rule-status-conflict', `rule ${rule.id} is ${rule.status}: ${why}`, {
      ruleStatus: rule.status,
    });
  }
}

/**
 * Dated transitions of a rule: INACTIVE → SCHEDULED at startDate (a startDate already past is
 * reached at the next scheduler tick), ACTIVE → FINISHED at endDate.
 */
async function scheduleWindow(ctx: Ctx, rule: RuleRow): Promise<void> {
  const data = { sellerId: rule.sellerId, ruleId: rule.id };
  // The job at `at` replaces any scheduled under the same key; no `at` cancels it.
  const scheduleOrCancel = async (job: string, key: string, at: string | null) =>
    at
      ? ctx.rt.scheduler.schedule(ctx, { job, runAt: new Date(at), data, key })
      : ctx.rt.scheduler.cancel(ctx, key);
  const starts = rule.status === 'INACTIVE' || rule.status === 'SCHEDULED';
  await scheduleOrCancel(START_JOB, startKey(rule.sellerId, rule.id), starts ? rule.startAt : null);
  await scheduleOrCancel(END_JOB, endKey(rule.sellerId, rule.id), rule.endAt);
}

/** A rule's change in the change history (the seller's web admin and the operators read it). */
const auditRule = (
  ctx: Ctx,
  action: AuditChange['action'],
  ruleId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => recordChange(ctx, { action, entity: 'rule', entityId: ruleId, before, after });

const statusAfterApply = (rule: RuleRow) => (rule.status === 'INACTIVE' ? 'SCHEDULED' : rule.status);

export async function createRule(ctx: Ctx, input: RuleInput) {
  const values = normaliseRule(input);
  await checkNamedIds(ctx, input.eligibility ?? {});
  return withTransaction(ctx, async (tx) => {
    const now = tx.rt.clock.now().toISOString();
    const [row] = await tx.db
      .insert(pricingRules)
      .values({
        sellerId: sellerOf(tx),
        id: newId('rule'),
        ...values,
        status: 'INACTIVE',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await scheduleWindow(tx, row!);
    await auditRule(tx, 'CREATE', row!.id, null, ruleView(row!));
    return ruleView(row!);
  });
}

export async function getRule(ctx: Ctx, ruleId: string) {
  return ruleView(await loadRule(ctx, ruleId));
}

export async function listRules(ctx: Ctx, status: RuleStatus | undefined, paging: Paging) {
  const conditions: SQL[] = [eq(pricingRules.sellerId, sellerOf(ctx))];
  if (status) conditions.push(eq(pricingRules.status, status));
  const where = and(...conditions);
  const order = [desc(pricingRules.createdAt), desc(pricingRules.id)];
  const { rows, total } = await selectPage(ctx.db, pricingRules, where, order, paging);
  return { items: rows.map(ruleView), total };
}

/**
 * Full replace of the rule's fields. A FINISHED rule edited goes back to INACTIVE (the manual
 * FINISHED → INACTIVE); an ACTIVE one keeps running with the new fields from its next
 * apply or cost change; a SCHEDULED one is 409 while its job is on its way.
 */
export async function updateRule(ctx: Ctx, ruleId: string, input: RuleInput) {
  const values = normaliseRule(input);
  await checkNamedIds(ctx, input.eligibility ?? {});
  return withTransaction(ctx, async (tx) => {
    const rule = await loadRule(tx, ruleId, true);
    allow(rule, 'update');
    const [row] = await tx.db
      .update(pricingRules)
      .set({
        ...values,
        status: rule.status === 'FINISHED' ? 'INACTIVE' : rule.status,
        updatedAt: tx.rt.clock.now().toISOString(),
      })
      .where(and(eq(pricingRules.sellerId, rule.sellerId), eq(pricingRules.id, rule.id)))
      .returning();
    await scheduleWindow(tx, row!);
    await auditRule(tx, 'UPDATE', rule.id, ruleView(rule), ruleView(row!));
    return ruleView(row!);
  });
}

/** Deletes an INACTIVE or FINISHED rule; the prices it set stay (restore them first to undo them). */
export async function deleteRule(ctx: Ctx, ruleId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const rule = await loadRule(tx, ruleId, true);
    allow(rule, 'delete');
    const sellerId = rule.sellerId;
    await tx.rt.scheduler.cancel(tx, startKey(sellerId, rule.id));
    await tx.rt.scheduler.cancel(tx, endKey(sellerId, rule.id));
    for (const table of [pricingHolds, pricingResults, pricingJobs] as const) {
      await tx.db.delete(table).where(and(eq(table.sellerId, sellerId), eq(table.ruleId, rule.id)));
    }
    await tx.db
      .delete(pricingRules)
      .where(and(eq(pricingRules.sellerId, sellerId), eq(pricingRules.id, rule.id)));
    await auditRule(tx, 'DELETE', rule.id, ruleView(rule), null);
  });
}

export async function cloneRule(ctx: Ctx, ruleId: string) {
  const rule = await loadRule(ctx, ruleId);
  return createRule(ctx, {
    name: `${rule.name} (copy)`,
    domain: rule.domain,
    baseValue: rule.baseValue,
    eligibility: rule.eligibility,
    costStructure: rule.costStructure,
    objective: rule.objective,
    startDate: iso(rule.startAt),
    endDate: iso(rule.endAt),
    restorePricesOnAutoFinish: rule.restorePricesOnAutoFinish,
    priority: rule.priority,
  });
}

async function newJob(ctx: Ctx, rule: RuleRow, kind: 'APPLY' | 'RESTORE'): Promise<string> {
  const id = newId('pfj');
  await ctx.db.insert(pricingJobs).values({
    sellerId: rule.sellerId,
    id,
    ruleId: rule.id,
    kind,
    status: 'PENDING',
    totalSkus: 0,
    processedSkus: 0,
    errors: [],
    createdAt: ctx.rt.clock.now().toISOString(),
  });
  await ctx.db
    .update(pricingRules)
    .set({ lastJobId: id })
    .where(and(eq(pricingRules.sellerId, rule.sellerId), eq(pricingRules.id, rule.id)));
  return id;
}

const sendJob = (ctx: Ctx, jobId: string) =>
  ctx.rt.jobs.send(ctx, RUN_JOB, { sellerId: sellerOf(ctx), jobId });

/**
 * Apply: INACTIVE → SCHEDULED with a job; the job runs now, or at a startDate still ahead.
 * On an ACTIVE rule it prices everything again (after an edit); on a SCHEDULED one it answers the
 * job already on its way.
 */
export async function applyRule(ctx: Ctx, ruleId: string) {
  return withTransaction(ctx, async (tx) => {
    const rule = await loadRule(tx, ruleId, true);
    allow(rule, 'apply');
    if (rule.status === 'SCHEDULED' && rule.lastJobId) {
      return { jobId: rule.lastJobId, ruleId: rule.id, status: 'PENDING' };
    }
    if (rule.endAt !== null && new Date(rule.endAt).getTime() <= tx.rt.clock.now().getTime()) {
      throw new DomainError(
        'rule-status-conflict',
        `rule ${rule.id} ended at ${iso(rule.endAt)}: change its endDate first`,
        {
          ruleStatus: rule.status,
        },
      );
    }
    const jobId = await newJob(tx, rule, 'APPLY');
    if (rule.status === 'INACTIVE') await setRuleStatus(tx, rule, 'SCHEDULED');
    const waits = rule.startAt !== null && new Date(rule.startAt).getTime() > tx.rt.clock.now().getTime();
    if (!waits) await sendJob(tx, jobId);
    await auditRule(tx, 'APPLY', rule.id, { status: rule.status }, { status: statusAfterApply(rule), jobId });
    return { jobId, ruleId: rule.id, status: 'PENDING' };
  });
}

/** startDate reached: an INACTIVE rule is applied; a SCHEDULED one sends the job it was waiting with. */
async function startRule(ctx: Ctx, ruleId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    // A scheduled start or end may outlive its rule.
    const rule = await findSellerRow(tx, pricingRules, ruleId, true);
    if (!rule) return;
    if (rule.status === 'INACTIVE') await applyRule(tx, ruleId);
    else if (rule.status === 'SCHEDULED' && rule.lastJobId) await sendJob(tx, rule.lastJobId);
  });
}

/**
 * Finish (by hand or at endDate): FINISHED, and when `restorePricesOnAutoFinish` a RESTORE
 * job brings the pre-rule prices back. A job still applying the rule stops at its next batch.
 */
export async function finishRule(ctx: Ctx, ruleId: string) {
  return withTransaction(ctx, async (tx) => {
    const rule = await loadRule(tx, ruleId, true);
    allow(rule, 'finish');
    await setRuleStatus(tx, rule, 'FINISHED');
    await tx.rt.scheduler.cancel(tx, startKey(rule.sellerId, rule.id));
    await tx.rt.scheduler.cancel(tx, endKey(rule.sellerId, rule.id));
    if (rule.restorePricesOnAutoFinish) await sendJob(tx, await newJob(tx, rule, 'RESTORE'));
    const finished = ruleView(await loadRule(tx, ruleId));
    await auditRule(tx, 'FINISH', rule.id, { status: rule.status }, { status: finished.status });
    return finished;
  });
}

async function endRule(ctx: Ctx, ruleId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const rule = await findSellerRow(tx, pricingRules, ruleId, true);
    if (rule && (rule.status === 'ACTIVE' || rule.status === 'SCHEDULED')) await finishRule(tx, ruleId);
  });
}

/**
 * Restores the pre-rule prices of every SKU the rule holds, whatever `restorePricesOnAutoFinish`
 * says. A rule still SCHEDULED or ACTIVE is FINISHED by it — otherwise its next run or cost change
 * would undo the restore; an INACTIVE or FINISHED rule keeps its status.
 */
export async function restoreRule(ctx: Ctx, ruleId: string) {
  return withTransaction(ctx, async (tx) => {
    const rule = await loadRule(tx, ruleId, true);
    if (rule.status === 'ACTIVE' || rule.status === 'SCHEDULED') {
      await setRuleStatus(tx, rule, 'FINISHED');
      await tx.rt.scheduler.cancel(tx, startKey(rule.sellerId, rule.id));
      await tx.rt.scheduler.cancel(tx, endKey(rule.sellerId, rule.id));
    }
    const jobId = await newJob(tx, rule, 'RESTORE');
    await sendJob(tx, jobId);
    const status = rule.status === 'ACTIVE' || rule.status === 'SCHEDULED' ? 'FINISHED' : rule.status;
    await auditRule(tx, 'RESTORE', rule.id, { status: rule.status }, { status, jobId });
    return { jobId, ruleId: rule.id, status: 'PENDING' };
  });
}

function jobView(row: typeof pricingJobs.$inferSelect) {
  const total = Math.max(row.totalSkus, row.processedSkus);
  const done = row.status === 'SUCCESS';
  return {
    jobId: row.id,
    ruleId: row.ruleId,
    kind: row.kind,
    status: row.status,
    progressPct: done ? 100 : total === 0 ? 0 : Math.floor((row.processedSkus * 100) / total),
    processedSkus: row.processedSkus,
    totalSkus: total,
    errors: row.errors,
    createdAt: iso(row.createdAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export async function getJob(ctx: Ctx, ruleId: string, jobId: string) {
  const [row] = await ctx.db
    .select()
    .from(pricingJobs)
    .where(
      and(eq(pricingJobs.sellerId, sellerOf(ctx)), eq(pricingJobs.ruleId, ruleId), eq(pricingJobs.id, jobId)),
    );
  if (!row) throw notFound('job', jobId);
  return jobView(row);
}

/** The rule summary: eligible SKUs, the share with a unit cost (alert below 50) and the last job. */
export async function ruleSummary(ctx: Ctx, ruleId: string) {
  const rule = await loadRule(ctx, ruleId);
  const { skus: eligibleSkus, withCost } = await skuCostCounts(ctx, await skuFilterOf(ctx, rule.eligibility));
  // A rule that names its own cost covers every SKU it is eligible for.
  const coveredSkus =
    rule.costStructure.cost !== undefined && rule.costStructure.cost !== null ? eligibleSkus : withCost;
  const pct = eligibleSkus === 0 ? 0 : Math.round((coveredSkus * 1000) / eligibleSkus) / 10;
  const job = rule.lastJobId
    ? (
        await ctx.db
          .select({ status: pricingJobs.status })
          .from(pricingJobs)
          .where(and(eq(pricingJobs.sellerId, rule.sellerId), eq(pricingJobs.id, rule.lastJobId)))
      )[0]
    : undefined;
  return {
    ruleId: rule.id,
    status: rule.status,
    eligibleSkus,
    coveredSkus,
    costDataCoveragePct: pct,
    costCoverageAlert: eligibleSkus > 0 && pct < 50,
    lastJobId: rule.lastJobId ?? undefined,
    lastJobStatus: job?.status,
  };
}

export async function ruleResults(
  ctx: Ctx,
  ruleId: string,
  paging: Paging,
): Promise<PageResult<Record<string, unknown>>> {
  const rule = await loadRule(ctx, ruleId);
  const where = and(eq(pricingResults.sellerId, rule.sellerId), eq(pricingResults.ruleId, rule.id));
  const order = [asc(pricingResults.skuId), asc(pricingResults.platform)];
  const { rows, total } = await selectPage(ctx.db, pricingResults, where, order, paging);
  const codes = await skuCodes(
    ctx,
    rows.map((r) => r.skuId),
  );
  return {
    total,
    items: rows.map((r) => ({
      skuId: r.skuId,
      sku: codes.get(r.skuId),
      platform: r.platform === '' ? null : r.platform,
      oldPrice: num(r.oldPrice),
      newPrice: num(r.newPrice),
      status: r.status,
      reason: r.reason ?? undefined,
      ruleId: r.pricedByRuleId ?? undefined,
      jobId: r.jobId ?? undefined,
      updatedAt: iso(r.at),
    })),
  };
}

/** SKUs per page of a simulation: nothing is written, so pages are larger than apply's batches. */
const SIMULATION_PAGE = 20_000;

/** A dry run over every eligible SKU, by pages and with the very planning apply uses. */
async function simulate(ctx: Ctx, rule: PlannedRule) {
  const filter = await skuFilterOf(ctx, rule.eligibility);
  const simulatedPrices: {
    skuId: string;
    platform: string;
    currentPrice: number | null;
    simulatedPrice: number;
    delta: number | null;
    held?: { reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE'; floor: number | null };
  }[] = [];
  const heldSkus = new Set<string>();
  const held = { belowFloor: 0, changeTooLarge: 0 };
  let totalSkus = 0;
  let coveredSkus = 0;
  let pricedSkus = 0;
  // The next page's SKUs are read while this page is planned.
  for (let costs = await skuCostPage(ctx, filter, null, SIMULATION_PAGE); costs.length > 0;) {
    const [plan, next] = await Promise.all([
      planBatch(ctx, rule, costs, { preRulePrices: false, keyPage: true }),
      costs.length < SIMULATION_PAGE
        ? Promise.resolve([])
        : skuCostPage(ctx, filter, costs.at(-1)!.skuId, SIMULATION_PAGE),
    ]);
    totalSkus += plan.skus;
    coveredSkus += plan.covered;
    pricedSkus += new Set(plan.priced.map((p) => p.skuId)).size;
    // What the profit guard would hold of this page, as apply would meet it (PF-24).
    const verdicts = await previewRulePrices(
      ctx,
      plan.priced.map((p) => ({ skuId: p.skuId, platform: p.platform, value: p.newPrice })),
      plan.costs,
    );
    for (const [i, p] of plan.priced.entries()) {
      const current = p.oldPrice === null ? null : Number(p.oldPrice);
      const { reason, floor } = verdicts[i]!;
      if (reason !== null) {
        heldSkus.add(p.skuId);
        if (reason === 'BELOW_FLOOR') held.belowFloor += 1;
        else held.changeTooLarge += 1;
      }
      simulatedPrices.push({
        skuId: p.skuId,
        platform: p.platform,
        currentPrice: current,
        simulatedPrice: Number(p.newPrice),
        // Exact, so the difference of two prices is; numbers only on the way out.
        delta:
          p.oldPrice === null ? null : Number(decimalText(minus(scaled(p.newPrice), scaled(p.oldPrice)))),
        ...(reason === null ? {} : { held: { reason, floor: floor === null ? null : Number(floor) } }),
      });
    }
    costs = next;
  }
  return {
    totalSkus,
    coveredSkus,
    skippedSkus: totalSkus - pricedSkus,
    heldSkus: heldSkus.size,
    held,
    simulatedPrices,
  };
}

export async function simulateRule(ctx: Ctx, ruleId: string) {
  const rule = await loadRule(ctx, ruleId);
  const problem = checkMath(rule);
  if (problem) throw new DomainError(problem.code, problem.message, { field: problem.field });
  return simulate(ctx, plannedRule(rule));
}

/** Ad-hoc simulation: ranks as a new rule of the given priority against the ACTIVE ones. */
export async function simulateAdHoc(ctx: Ctx, input: SimulationInput) {
  const math = normaliseMath(input);
  await checkNamedIds(ctx, input.eligibility ?? {});
  return simulate(ctx, {
    id: 'simulation',
    priority: input.priority ?? 0,
    createdAt: ctx.rt.clock.now().toISOString(),
    ...math,
  });
}

export function defineRuleSchedules(rt: Runtime): void {
  const systemCtxFor = (sellerId: string) => systemCtx(rt, sellerId, 'price-formation:schedule');
  rt.jobs.define<{ sellerId: string; ruleId: string }>({
    name: START_JOB,
    handle: (job) => startRule(systemCtxFor(job.sellerId), job.ruleId),
  });
  rt.jobs.define<{ sellerId: string; ruleId: string }>({
    name: END_JOB,
    handle: (job) => endRule(systemCtxFor(job.sellerId), job.ruleId),
  });
}
