import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery } from '../../platform/http/hal.ts';
import {
  JobParams,
  JobSchema,
  JobStartSchema,
  ResultSchema,
  RuleIdParams,
  RuleInputSchema,
  RuleSchema,
  SimulationInputSchema,
  SimulationSchema,
  StatusQuery,
  SummarySchema,
  TemplateCopySchema,
  TemplateIdParams,
  TemplateInputSchema,
  TemplateSchema,
} from './price-formation.schemas.ts';
import {
  applyRule,
  cloneRule,
  createRule,
  deleteRule,
  finishRule,
  getJob,
  getRule,
  listRules,
  restoreRule,
  ruleResults,
  ruleSummary,
  simulateAdHoc,
  simulateRule,
  updateRule,
} from './price-formation.service.ts';
import { copyTemplate, createTemplate, listTemplates } from './price-formation.templates.ts';
import { created, sendPaged } from '../../platform/http/handlers.ts';

const ROOT = '/bffweb/price-formation';
const tags = ['price-formation'];
const RULES_KEY = 'priceFormationRuleList';
const RESULTS_KEY = 'priceFormationResultList';

/**
 * The price formation API, under the web session or a token with `bffweb:price-formation` (the guard reads it from
 * the path). Lists are HAL pages; single resources plain JSON, as the web admin reads them.
 */
export async function priceFormationBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const rule = (id: string) => `${ROOT}/rules/${encodeURIComponent(id)}`;

  app.post(
    `${ROOT}/rules`,
    {
      schema: {
        operationId: 'createPriceFormationRule',
        tags,
        summary: 'Create a rule (201, status INACTIVE)',
        description:
          'Driver PROFIT is 400 unsupported-driver; a CONTRIBUTION_MARGIN whose denominator is ≤ 0 is 400 invalid-objective.',
        body: RuleInputSchema,
        response: { 201: RuleSchema },
      },
    },
    async (request, reply) => {
      const created = await createRule(request.ctx, request.body);
      return reply
        .code(201)
        .header('Location', base + rule(created.id))
        .send(created);
    },
  );

  app.get(
    `${ROOT}/rules`,
    {
      schema: {
        operationId: 'listPriceFormationRules',
        tags,
        summary: `Paged rules, newest first, optionally of one status (HAL ${RULES_KEY})`,
        querystring: Type.Composite([PagingQuery, StatusQuery]),
        response: { 200: PagedSchema(RULES_KEY, RuleSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, RULES_KEY, (paging) =>
        listRules(request.ctx, request.query.status, paging),
      ),
  );

  app.get(
    `${ROOT}/rules/:ruleId`,
    {
      schema: {
        operationId: 'getPriceFormationRule',
        tags,
        summary: 'Rule detail',
        params: RuleIdParams,
        response: { 200: RuleSchema },
      },
    },
    async (request) => getRule(request.ctx, request.params.ruleId),
  );

  app.put(
    `${ROOT}/rules/:ruleId`,
    {
      schema: {
        operationId: 'updatePriceFormationRule',
        tags,
        summary: 'Replace a rule’s fields',
        description:
          'A FINISHED rule becomes INACTIVE again; an ACTIVE one takes the new fields from its next apply or cost change; SCHEDULED is 409.',
        params: RuleIdParams,
        body: RuleInputSchema,
        response: { 200: RuleSchema },
      },
    },
    async (request) => updateRule(request.ctx, request.params.ruleId, request.body),
  );

  app.delete(
    `${ROOT}/rules/:ruleId`,
    {
      schema: {
        operationId: 'deletePriceFormationRule',
        tags,
        summary: 'Delete an INACTIVE or FINISHED rule (204); the prices it set stay',
        params: RuleIdParams,
      },
    },
    async (request, reply) => {
      await deleteRule(request.ctx, request.params.ruleId);
      return reply.code(204).send();
    },
  );

  app.post(
    `${ROOT}/rules/:ruleId/apply`,
    {
      schema: {
        operationId: 'applyPriceFormationRule',
        tags,
        summary: 'Schedule the execution job (202 {jobId, ruleId, status: PENDING})',
        description: 'Runs now, or at a startDate still ahead. A FINISHED rule is 409.',
        params: RuleIdParams,
        response: { 202: JobStartSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await applyRule(request.ctx, request.params.ruleId)),
  );

  app.post(
    `${ROOT}/rules/:ruleId/clone`,
    {
      schema: {
        operationId: 'clonePriceFormationRule',
        tags,
        summary: 'Copy of the rule, INACTIVE, with a new id (201)',
        params: RuleIdParams,
        response: { 201: RuleSchema },
      },
    },
    async (request, reply) => {
      const created = await cloneRule(request.ctx, request.params.ruleId);
      return reply
        .code(201)
        .header('Location', base + rule(created.id))
        .send(created);
    },
  );

  app.post(
    `${ROOT}/rules/:ruleId/finish`,
    {
      schema: {
        operationId: 'finishPriceFormationRule',
        tags,
        summary:
          'Finish an ACTIVE or SCHEDULED rule; restores pre-rule prices when restorePricesOnAutoFinish',
        description: 'lastJobId names the RESTORE job when there is one.',
        params: RuleIdParams,
        response: { 200: RuleSchema },
      },
    },
    async (request) => finishRule(request.ctx, request.params.ruleId),
  );

  app.post(
    `${ROOT}/rules/:ruleId/restore-prices`,
    {
      schema: {
        operationId: 'restorePriceFormationPrices',
        tags,
        summary: 'Restore the pre-rule prices (202 {jobId, ruleId, status})',
        description:
          'A SCHEDULED or ACTIVE rule becomes FINISHED (else its next run would undo the restore); INACTIVE and FINISHED rules keep their status. Prices changed since by the seller or another rule stay.',
        params: RuleIdParams,
        response: { 202: JobStartSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await restoreRule(request.ctx, request.params.ruleId)),
  );

  app.get(
    `${ROOT}/rules/:ruleId/summary`,
    {
      schema: {
        operationId: 'getPriceFormationSummary',
        tags,
        summary: 'Eligible SKUs, cost coverage (alert below 50 %) and the last job',
        params: RuleIdParams,
        response: { 200: SummarySchema },
      },
    },
    async (request) => ruleSummary(request.ctx, request.params.ruleId),
  );

  app.get(
    `${ROOT}/rules/:ruleId/results`,
    {
      schema: {
        operationId: 'listPriceFormationResults',
        tags,
        summary: `Per SKU and platform: old and new price, the rule that priced it, or why it was skipped (HAL ${RESULTS_KEY})`,
        params: RuleIdParams,
        querystring: PagingQuery,
        response: { 200: PagedSchema(RESULTS_KEY, ResultSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, RESULTS_KEY, (paging) =>
        ruleResults(request.ctx, request.params.ruleId, paging),
      ),
  );

  app.get(
    `${ROOT}/rules/:ruleId/jobs/:jobId`,
    {
      schema: {
        operationId: 'getPriceFormationJob',
        tags,
        summary: 'Job status: progressPct, processedSkus, totalSkus, errors',
        params: JobParams,
        response: { 200: JobSchema },
      },
    },
    async (request) => getJob(request.ctx, request.params.ruleId, request.params.jobId),
  );

  app.post(
    `${ROOT}/rules/:ruleId/simulate`,
    {
      schema: {
        operationId: 'simulatePriceFormationRule',
        tags,
        summary: 'Dry run of a stored rule: the prices apply would write now; nothing is written',
        params: RuleIdParams,
        response: { 200: SimulationSchema },
      },
    },
    async (request) => simulateRule(request.ctx, request.params.ruleId),
  );

  app.post(
    `${ROOT}/simulate`,
    {
      schema: {
        operationId: 'simulatePriceFormation',
        tags,
        summary: 'Ad-hoc dry run; nothing is written',
        body: SimulationInputSchema,
        response: { 200: SimulationSchema },
      },
    },
    async (request) => simulateAdHoc(request.ctx, request.body),
  );

  app.post(
    `${ROOT}/templates`,
    {
      schema: {
        operationId: 'createPriceFormationTemplate',
        tags,
        summary: 'Create a reusable rule template (201)',
        body: TemplateInputSchema,
        response: { 201: TemplateSchema },
      },
    },
    created(createTemplate),
  );

  app.get(
    `${ROOT}/templates`,
    {
      schema: {
        operationId: 'listPriceFormationTemplates',
        tags,
        summary: 'The seller’s templates, newest first',
        response: { 200: Type.Array(TemplateSchema) },
      },
    },
    async (request) => listTemplates(request.ctx),
  );

  app.post(
    `${ROOT}/templates/:id/copy`,
    {
      config: { operator: true },
      schema: {
        operationId: 'copyPriceFormationTemplate',
        tags,
        summary: 'Copy a template to a seller (201)',
        description:
          'A seller (web session or token with bffweb:price-formation) copies its own templates to itself; any other target is 403. An operator (ROLE_ADMIN token, no seller) copies any template to any seller; an unknown template or seller is 404.',
        params: TemplateIdParams,
        body: TemplateCopySchema,
        response: { 201: Type.Composite([TemplateSchema, Type.Object({ sellerId: Type.String() })]) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await copyTemplate(request.ctx, request.params.id, request.body.sellerId)),
  );
}
