import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { arrayLiteral, inKeyPage, inList, queryRows } from '../../platform/db/sql.ts';
import type { SkuCost, SkuFilter } from '../catalog/index.ts';
import { adTargets, platformsOfSkus } from '../ads/index.ts';
import {
  currentPrices,
  platformListPrices,
  setRulePrices,
  type GuardedScope,
  type SkuSet,
} from '../prices/index.ts';
import {
  covered,
  pricer,
  type CostStructure,
  type PriceOutcome,
  type Objective,
  type RuleMath,
} from './domain/pricing.ts';
import {
  outranks,
  platformsFor,
  sharedNames,
  type Eligibility,
  type EligibilityInput,
  type Ranked,
} from './domain/rule.ts';
import type { pricingRules } from './price-formation.tables.ts';

/**
 * How a rule prices SKUs, for apply, simulation and cost changes alike — so a simulation shows the
 * numbers apply writes. Planning reads a batch of SKUs and works out each price; `applyPlan` writes it.
 */

export type RuleRow = typeof pricingRules.$inferSelect;

/** What planning needs of a rule: a stored one, or an ad-hoc simulation. */
export interface PlannedRule extends Ranked, RuleMath {
  domain: 'PRODUCT' | 'AD';
  eligibility: Eligibility;
  costStructure: CostStructure;
  objective: Objective;
}

/** The catalog filter of an eligibility, stored rules' old names included. */
const filterOf = (stored: EligibilityInput): SkuFilter => {
  const eligibility = sharedNames(stored);
  return {
    categoryIds: eligibility.categoryIds,
    brandIds: eligibility.brandIds,
    skuIds: eligibility.skuIds,
  };
};

/** Each named ad's SKU with the platforms of the named ads on it. */
async function adPlatforms(ctx: Ctx, adIds: readonly string[]): Promise<Map<string, string[]>> {
  const bySku = new Map<string, string[]>();
  for (const { skuId, platform } of (await adTargets(ctx, adIds)).values()) {
    bySku.set(skuId, [...(bySku.get(skuId) ?? []), platform]);
  }
  return bySku;
}

/**
 * The catalog filter of a rule's eligibility, its `adIds` as their SKUs (narrowing `skuIds` when both
 * are named). Ads removed since the rule was saved leave fewer SKUs; none left, the filter matches
 * nothing (no SKU has the empty id: an empty list would not narrow).
 */
export async function skuFilterOf(ctx: Ctx, stored: EligibilityInput): Promise<SkuFilter> {
  const filter = filterOf(stored);
  if (!stored.adIds?.length) return filter;
  const ofAds = [...(await adPlatforms(ctx, stored.adIds)).keys()];
  const named = filter.skuIds?.length ? ofAds.filter((id) => filter.skuIds!.includes(id)) : ofAds;
  return { ...filter, skuIds: named.length > 0 ? named.sort() : [''] };
}

interface PricedScope {
  skuId: string;
  platform: string;
  oldPrice: string | null;
  newPrice: string;
  preRulePrice: string | null;
  preRuleSalePrice: string | null;
}

export interface SkippedScope {
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
  /** The costs the plan priced from, by SKU: the profit guard checks the prices against the same ones. */
  costs: Map<string, SkuCost>;
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
  const plan: Plan = {
    skus: 0,
    covered: 0,
    priced: [],
    skipped: [],
    costs: new Map(costs.map((cost) => [cost.skuId, cost])),
  };
  if (costs.length === 0) return plan;
  const ids = costs.map((cost) => cost.skuId);
  const named = rule.eligibility.platforms?.length ? rule.eligibility.platforms : undefined;
  const noAds = Promise.resolve(new Map<string, string[]>());
  const winners = await outrankingRules(ctx, rule);
  // Holds matter when a rule outranking this one may keep a scope, or when the price starts from the
  // sale price before any rule. Otherwise a hold changes nothing (its pre-rule prices stay as they are).
  const needHolds = winners.size > 0 || rule.baseValue === 'SALE_PRICE';
  const namedAds = rule.domain === 'AD' && rule.eligibility.adIds?.length ? rule.eligibility.adIds : null;
  const reads = [
    // A PRODUCT rule naming its platforms prices them whatever the ads: no need to ask. An AD rule
    // naming its ads prices each one's SKU on that ad's platform only.
    () =>
      namedAds
        ? adPlatforms(ctx, namedAds)
        : rule.domain === 'PRODUCT' && named
          ? noAds
          : platformsOfSkus(ctx, ids),
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
    if (!hasCost) {
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
      // Only this rule's own hold keeps its pre-rule prices; a scope taken over from another rule
      // starts from the price in force now (PF-18), so restoring brings back what this rule replaced.
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
      const ownHold = hold?.rule_id === rule.id ? hold : undefined;
      // Scopes this rule holds price from the sale price before it, so running again never compounds.
      const preRuleSalePrice = ownHold ? ownHold.pre_rule_sale_price : (resolved?.salePrice ?? null);
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
        preRulePrice: ownHold ? ownHold.pre_rule_price : (own.get(skuId)?.get(platform) ?? null),
        preRuleSalePrice,
      });
    }
  }
  return plan;
}

/**
 * A plan with the prices the profit guard held moved to the skipped ones (reason HELD_BELOW_FLOOR or
 * HELD_CHANGE_TOO_LARGE): the rule does not hold those scopes, so ending it restores nothing there (PF-23).
 */
function withHeld(plan: Plan, guarded: readonly GuardedScope[]): Pick<Plan, 'priced' | 'skipped'> {
  if (guarded.length === 0) return plan;
  const reasons = new Map(guarded.map((g) => [`${g.skuId}\u0000${g.platform}`, g.reason]));
  const priced: PricedScope[] = [];
  const skipped = [...plan.skipped];
  for (const p of plan.priced) {
    const reason = reasons.get(`${p.skuId}\u0000${p.platform}`);
    if (reason === undefined) priced.push(p);
    else
      skipped.push({
        skuId: p.skuId,
        platform: p.platform,
        oldPrice: p.oldPrice,
        reason: `HELD_${reason}`,
        pricedByRuleId: null,
      });
  }
  return { priced, skipped };
}

/**
 * Writes a plan: the prices through the prices module (source RULE, history, events, channel
 * pushes), then the holds (a rule taking a scope records the prices in force then; its own hold is
 * kept as first written) and the
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
  const guarded: GuardedScope[] = [];
  if (plan.priced.length > 0) {
    await setRulePrices(
      ctx,
      ruleId,
      plan.priced.map((p) => ({ skuId: p.skuId, platform: p.platform, value: p.newPrice })),
      { ...set, held: guarded, costs: plan.costs },
    );
  }
  const { priced, skipped } = withHeld(plan, guarded);
  const rows = [...priced, ...skipped];
  if (rows.length === 0) return;
  const column = arrayLiteral;
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
          on conflict (seller_id, sku_id, platform) do update
            set rule_id = excluded.rule_id, at = excluded.at, pre_rule_price = excluded.pre_rule_price,
                pre_rule_sale_price = excluded.pre_rule_sale_price
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
  eligibility: sharedNames(row.eligibility),
  costStructure: row.costStructure,
  objective: row.objective,
});
