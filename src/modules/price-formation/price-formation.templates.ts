import { and, desc, eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../platform/auth/index.ts';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import { getSeller } from '../sellers/index.ts';
import { sharedNames, type EligibilityInput } from './domain/rule.ts';
import type { TemplateInput } from './price-formation.schemas.ts';
import { normaliseMath } from './price-formation.service.ts';
import { pricingTemplates } from './price-formation.tables.ts';

type TemplateRow = typeof pricingTemplates.$inferSelect;

function templateView(row: TemplateRow) {
  const { eligibility } = row.rule as { eligibility?: EligibilityInput };
  return {
    id: row.id,
    name: row.name,
    // Templates saved before the shared names read back in them, like rules.
    rule: eligibility ? { ...row.rule, eligibility: sharedNames(eligibility) } : row.rule,
    copiedFrom: row.copiedFrom ?? undefined,
    createdAt: iso(row.createdAt),
  };
}

export async function createTemplate(ctx: Ctx, input: TemplateInput) {
  const rule = {
    ...normaliseMath(input.rule),
    restorePricesOnAutoFinish: input.rule.restorePricesOnAutoFinish ?? true,
    priority: input.rule.priority ?? 0,
  };
  const [row] = await ctx.db
    .insert(pricingTemplates)
    .values({
      sellerId: sellerOf(ctx),
      id: newId('pft'),
      name: input.name,
      rule,
      createdAt: ctx.rt.clock.now().toISOString(),
    })
    .returning();
  return templateView(row!);
}

export async function listTemplates(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(pricingTemplates)
    .where(eq(pricingTemplates.sellerId, sellerOf(ctx)))
    .orderBy(desc(pricingTemplates.createdAt), desc(pricingTemplates.id));
  return rows.map(templateView);
}

/** The template, read in `fromSellerId` or — for an operator, who has no seller — in any seller. */
async function findTemplate(ctx: Ctx, fromSellerId: string | null, templateId: string): Promise<TemplateRow> {
  const [template] = await ctx.db
    .select()
    .from(pricingTemplates)
    .where(
      fromSellerId === null
        ? eq(pricingTemplates.id, templateId)
        : and(eq(pricingTemplates.sellerId, fromSellerId), eq(pricingTemplates.id, templateId)),
    )
    .limit(1);
  if (!template) throw notFound('template', templateId);
  return template;
}

async function copyTo(ctx: Ctx, template: TemplateRow, toSellerId: string) {
  const [row] = await ctx.db
    .insert(pricingTemplates)
    .values({
      sellerId: toSellerId,
      id: newId('pft'),
      name: template.name,
      rule: template.rule,
      copiedFrom: template.id,
      createdAt: ctx.rt.clock.now().toISOString(),
    })
    .returning();
  return { ...templateView(row!), sellerId: toSellerId };
}

const isOperator = (ctx: Ctx) => ctx.sellerId === null && ctx.roles.has(ROLE_ADMIN);

/**
 * `POST /bffweb/.../templates/{id}/copy` (docs/decisions.md, PF-16). A seller's session or token manages
 * that one seller: it copies its own templates to itself (a duplicate); another target is 403 whether
 * that seller exists or not, so nothing about other sellers leaks. An operator (ROLE_ADMIN token, no
 * seller) manages every seller: it copies any template to any existing seller.
 */
export async function copyTemplate(ctx: Ctx, templateId: string, targetSellerId: string) {
  if (isOperator(ctx)) {
    const template = await findTemplate(ctx, null, templateId);
    await getSeller(ctx, targetSellerId);
    return copyTo(ctx, template, targetSellerId);
  }
  const sellerId = sellerOf(ctx);
  const template = await findTemplate(ctx, sellerId, templateId);
  if (targetSellerId !== sellerId) {
    throw new DomainError(
      'forbidden',
      `A seller copies its templates only to itself; copying to ${targetSellerId} is an operator's`,
    );
  }
  return copyTo(ctx, template, sellerId);
}

/** An operator (ROLE_ADMIN, checked by the /management guard) copies a template from one seller to another. */
export async function copyTemplateAsOperator(
  ctx: Ctx,
  input: { fromSellerId: string; templateId: string; toSellerId: string },
) {
  if (!ctx.roles.has(ROLE_ADMIN))
    throw new DomainError('forbidden', 'only an operator copies between sellers');
  await getSeller(ctx, input.fromSellerId);
  await getSeller(ctx, input.toSellerId);
  const template = await findTemplate(ctx, input.fromSellerId, input.templateId);
  return copyTo(ctx, template, input.toSellerId);
}
