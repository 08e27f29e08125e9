import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CostStructure, Objective } from './domain/pricing.ts';
import type { EligibilityInput } from './domain/rule.ts';
import { timestamptz as ts } from '../../platform/db/columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A price formation rule. */
export const pricingRules = pgTable(
  'price_formation_rules',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    domain: text('domain', { enum: ['PRODUCT', 'AD'] }).notNull(),
    baseValue: text('base_value', { enum: ['COST', 'SALE_PRICE'] }).notNull(),
    eligibility: jsonb('eligibility').$type<EligibilityInput>().notNull(),
    costStructure: jsonb('cost_structure').$type<CostStructure>().notNull(),
    objective: jsonb('objective').$type<Objective>().notNull(),
    status: text('status', { enum: ['INACTIVE', 'SCHEDULED', 'ACTIVE', 'FINISHED'] }).notNull(),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    restorePricesOnAutoFinish: boolean('restore_prices_on_auto_finish').notNull(),
    priority: integer('priority').notNull(),
    lastJobId: text('last_job_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    activatedAt: ts('activated_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('price_formation_rules_status_idx').on(t.sellerId, t.status),
  ],
);

/**
 * A RuleExecutionJob: APPLY walks the eligible SKUs in id order, RESTORE the scopes the rule holds.
 * `cursor` (the last SKU done) and the counters move in the same transaction as each batch's
 * prices, so a run that dies resumes after the last committed batch and never applies one twice.
 */
export const pricingJobs = pgTable(
  'price_formation_jobs',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    ruleId: text('rule_id').notNull(),
    kind: text('kind', { enum: ['APPLY', 'RESTORE'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED'] }).notNull(),
    totalSkus: integer('total_skus').notNull(),
    processedSkus: integer('processed_skus').notNull(),
    cursor: text('cursor'),
    errors: jsonb('errors').$type<{ code: string; message: string; skuId?: string }[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('price_formation_jobs_rule_idx').on(t.sellerId, t.ruleId),
  ],
);

/** The last outcome of a rule on each SKU and platform (`''` when skipped before any platform). */
export const pricingResults = pgTable(
  'price_formation_results',
  {
    sellerId: text('seller_id').notNull(),
    ruleId: text('rule_id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
    jobId: text('job_id'),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    status: text('status', { enum: ['PRICED', 'SKIPPED', 'RESTORED'] }).notNull(),
    reason: text('reason'),
    /** The rule whose price holds there: this one, or the higher-priority rule that kept it. */
    pricedByRuleId: text('priced_by_rule_id'),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.ruleId, t.skuId, t.platform] })],
);

/**
 * Which rule holds the list price of a SKU on a platform, and what it was when that rule took it
 * (rewritten when another rule takes it over, PF-18: restoring goes back to it). `preRulePrice` null:
 * the platform had no list price of its own and followed the SKU-wide one.
 */
export const pricingHolds = pgTable(
  'price_formation_holds',
  {
    sellerId: text('seller_id').notNull(),
    skuId: text('sku_id').notNull(),
    platform: text('platform').notNull(),
    ruleId: text('rule_id').notNull(),
    preRulePrice: money('pre_rule_price'),
    preRuleSalePrice: money('pre_rule_sale_price'),
    at: ts('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.skuId, t.platform] }),
    index('price_formation_holds_rule_idx').on(t.sellerId, t.ruleId, t.skuId),
  ],
);

/** A reusable rule: every field of a rule but its status and dates. */
export const pricingTemplates = pgTable(
  'price_formation_templates',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    copiedFrom: text('copied_from'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.id] })],
);
