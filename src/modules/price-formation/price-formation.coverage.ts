import { and, desc, eq, ne } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { ruleSummary } from './price-formation.service.ts';
import { pricingRules } from './price-formation.tables.ts';

/** Each summary counts the rule's SKUs: the dashboard looks at the newest rules still in play only. */
const RULES_CHECKED = 20;

export interface CoverageAlert {
  ruleId: string;
  name: string;
  status: string;
  eligibleSkus: number;
  costDataCoveragePct: number;
}

/** The seller's rules not finished whose cost data coverage is below 50 %. */
export async function ruleCoverageAlerts(ctx: Ctx): Promise<CoverageAlert[]> {
  const rules = await ctx.db
    .select({ id: pricingRules.id, name: pricingRules.name })
    .from(pricingRules)
    .where(and(eq(pricingRules.sellerId, sellerOf(ctx)), ne(pricingRules.status, 'FINISHED')))
    .orderBy(desc(pricingRules.createdAt), desc(pricingRules.id))
    .limit(RULES_CHECKED);
  const alerts: CoverageAlert[] = [];
  for (const rule of rules) {
    const summary = await ruleSummary(ctx, rule.id);
    if (!summary.costCoverageAlert) continue;
    alerts.push({
      ruleId: rule.id,
      name: rule.name,
      status: summary.status,
      eligibleSkus: summary.eligibleSkus,
      costDataCoveragePct: summary.costDataCoveragePct,
    });
  }
  return alerts;
}
