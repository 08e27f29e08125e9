import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/auth.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { FakeClock } from '../../platform/clock.ts';
import { priceFormationSkus } from '../../platform/observability/metrics.ts';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { isLockWaitEnded } from '../../platform/db/retry.ts';
import { runJob } from './price-formation.engine.ts';

const HOUR = 3_600_000;
const ROOT = '/bffweb/price-formation';

describe('price formation', () => {
  const clock = new FakeClock('2026-03-01T12:00:00.000Z');
  const s = sellersSuite({
    clock,
    scopes: ['bffweb:price-formation'],
    callers: { catalog: ['product:edit', 'price:edit'] },
  });
  const skus: Record<string, string> = {};

  // These tests follow the rules' jobs, not the profit guard (price-formation.guard.routes.test.ts):
  // SANDBOX_ML's known fees would put some of their prices under its floor and hold them.
  beforeAll(async () => {
    const guard = await call(
      'PUT',
      '/integration/prices/guard',
      { channels: { SANDBOX_ML: { commission: '0', fixedFee: '0' } } },
      s.as.catalog,
    );
    expect(guard.statusCode, guard.body).toBe(200);
  });

  const call = (method: Method, url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);

  /** One product per sku with this unit cost (null: none). */
  async function product(sku: string, cost: number | null) {
    const response = await call(
      'POST',
      '/integration/products',
      productBody(`P-${sku}`, { variations: [{ sku, ...(cost === null ? {} : { cost }) }] }),
      s.as.catalog,
    );
    expect(response.statusCode, response.body).toBe(202);
    skus[sku] = response.json().variations[0].skuId;
    return skus[sku]!;
  }

  const listPrice = async (sku: string, platform: string) => {
    const body = (await call('GET', `/integration/prices/bysku?sku=${sku}`, undefined, s.as.catalog)).json();
    const own = (body.platforms ?? []).find((p: { platform: string }) => p.platform === platform);
    return own?.listPrice ?? body.listPrice ?? null;
  };

  const createRule = async (body: Record<string, unknown>) => {
    const response = await call('POST', `${ROOT}/rules`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; status: string }>();
  };

  const jobDone = (ruleId: string, jobId: string) =>
    eventually(async () => {
      const job = (await call('GET', `${ROOT}/rules/${ruleId}/jobs/${jobId}`)).json();
      return job.status === 'SUCCESS' || job.status === 'FAILED' ? job : undefined;
    });

  const apply = async (ruleId: string) => {
    const response = await call('POST', `${ROOT}/rules/${ruleId}/apply`);
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json();
    expect(started).toMatchObject({ ruleId, status: 'PENDING' });
    return started.jobId as string;
  };

  const ruleHistory = async (ruleId: string) =>
    queryRows<{ sku_id: string; platform: string; n: number }>(
      s.t.rt.database.db,
      sql`select sku_id, platform, count(*)::int as n from price_history
          where seller_id = ${s.sellerA} and source = 'RULE' and rule_id = ${ruleId} group by sku_id, platform`,
    );

  // (31.90 + 5) / (1 − 0.16 − 0.04) + margin 10 … see each test for its numbers.
  const margin = (skuIds: string[], extra: Record<string, unknown> = {}) => ({
    name: 'Margem 10',
    eligibility: { platforms: ['SANDBOX', 'SANDBOX_ML'], skuIds },
    costStructure: { channelCosts: { commission: 0.16, freight: 5, tax: 0.04 } },
    objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 },
    ...extra,
  });

  beforeAll(async () => {
    await product('PF-1', 31.9);
    await product('PF-2', 10);
    await product('PF-NOCOST', null);
    await call('PUT', '/integration/prices/bysku', { sku: 'PF-1', value: 70 }, s.as.catalog);
  });

  it('rejects the PROFIT driver, an unreachable objective and bad input with 400, writing nothing', async () => {
    const bad = [
      [{ objective: { driver: 'PROFIT', value: 10 } }, 'unsupported-driver'],
      [
        {
          costStructure: { channelCosts: { commission: 0.7, tax: 0.3 } },
          objective: { driver: 'CONTRIBUTION_MARGIN', value: 1 },
        },
        'invalid-objective',
      ],
      [
        {
          objective: { driver: 'CONTRIBUTION_MARGIN', value: 0.8, valueType: 'PERCENTAGE' },
          costStructure: { channelCosts: { commission: 0.2 } },
        },
        'invalid-objective',
      ],
      [
        { objective: { driver: 'MARKUP', value: 2 }, eligibility: { platforms: ['NOPE'] } },
        'validation-failed',
      ],
      [
        { objective: { driver: 'MARKUP', value: 2 }, costStructure: { channelCosts: { commission: 2 } } },
        'validation-failed',
      ],
      [{ objective: { driver: 'MARKUP' } }, 'validation-failed'],
    ] as const;
    for (const [body, code] of bad) {
      const response = await call('POST', `${ROOT}/rules`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      if (code !== 'validation-failed') expect(response.json().type).toContain(code);
    }
    const simulated = await call('POST', `${ROOT}/simulate`, { objective: { driver: 'PROFIT', value: 1 } });
    expect(simulated.statusCode).toBe(400);
    expect((await call('GET', `${ROOT}/rules`)).json().page.totalElements).toBe(0);

    const rule = await createRule({ objective: { driver: 'MARKUP', value: 2 } });
    const put = await call('PUT', `${ROOT}/rules/${rule.id}`, { objective: { driver: 'PROFIT', value: 3 } });
    expect(put.statusCode).toBe(400);
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().objective).toMatchObject({
      driver: 'MARKUP',
    });
    const finish = await call('POST', `${ROOT}/rules/${rule.id}/finish`);
    expect(finish.statusCode, finish.body).toBe(409);
    expect(finish.json()).toMatchObject({ ruleStatus: 'INACTIVE' });
    expect((await call('DELETE', `${ROOT}/rules/${rule.id}`)).statusCode).toBe(204);
  });

  it('keeps an old stored PROFIT rule readable; its job is skipped with a clear error', async () => {
    const now = clock.now().toISOString();
    await s.t.rt.database.db.execute(
      sql`insert into price_formation_rules (seller_id, id, name, domain, base_value, eligibility, cost_structure,
                                             objective, status, restore_prices_on_auto_finish, priority, created_at, updated_at)
          values (${s.sellerA}, 'rule_legacyprofit', 'Old', 'PRODUCT', 'COST', '{}', '{}',
                  '{"driver":"PROFIT","value":5}', 'INACTIVE', true, 0, ${now}, ${now})`,
    );
    const read = await call('GET', `${ROOT}/rules/rule_legacyprofit`);
    expect(read.statusCode).toBe(200);
    expect(read.json().objective.driver).toBe('PROFIT');
    const job = await jobDone('rule_legacyprofit', await apply('rule_legacyprofit'));
    expect(job.status).toBe('FAILED');
    expect(job.errors[0]).toMatchObject({ code: 'unsupported-driver' });
    expect((await call('GET', `${ROOT}/rules/rule_legacyprofit`)).json().status).toBe('INACTIVE');
    await call('DELETE', `${ROOT}/rules/rule_legacyprofit`);
  });

  it('simulates exactly what apply then writes, skips SKUs without cost, reports coverage and results', async () => {
    const rule = await createRule(margin([skus['PF-1']!, skus['PF-2']!, skus['PF-NOCOST']!]));
    const simulated = (await call('POST', `${ROOT}/rules/${rule.id}/simulate`)).json();
    // (31.90 + 5 + 10) / 0.8 = 58.625 → 58.63; (10 + 5 + 10) / 0.8 = 31.25
    expect(simulated).toMatchObject({ totalSkus: 3, coveredSkus: 2, skippedSkus: 1 });
    const simulatedOf = (sku: string, platform: string) =>
      simulated.simulatedPrices.find(
        (p: { skuId: string; platform: string }) => p.skuId === skus[sku] && p.platform === platform,
      );
    expect(simulatedOf('PF-1', 'SANDBOX')).toEqual({
      skuId: skus['PF-1'],
      platform: 'SANDBOX',
      currentPrice: 70,
      simulatedPrice: 58.63,
      delta: -11.37,
    });
    expect(simulatedOf('PF-2', 'SANDBOX_ML')).toMatchObject({ currentPrice: null, simulatedPrice: 31.25 });
    // Nothing written by a simulation.
    expect(await listPrice('PF-1', 'SANDBOX')).toBe(70);

    const adHoc = (
      await call('POST', `${ROOT}/simulate`, {
        ...margin([skus['PF-1']!, skus['PF-2']!, skus['PF-NOCOST']!]),
        name: undefined,
      })
    ).json();
    expect(adHoc.simulatedPrices).toEqual(simulated.simulatedPrices);

    const jobId = await apply(rule.id);
    const job = await jobDone(rule.id, jobId);
    expect(job).toMatchObject({
      status: 'SUCCESS',
      progressPct: 100,
      processedSkus: 3,
      totalSkus: 3,
      errors: [],
    });
    for (const p of simulated.simulatedPrices) {
      const sku = Object.keys(skus).find((code) => skus[code] === p.skuId)!;
      expect(await listPrice(sku, p.platform)).toBe(p.simulatedPrice);
    }
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().status).toBe('ACTIVE');

    const summary = (await call('GET', `${ROOT}/rules/${rule.id}/summary`)).json();
    expect(summary).toEqual({
      ruleId: rule.id,
      status: 'ACTIVE',
      eligibleSkus: 3,
      coveredSkus: 2,
      costDataCoveragePct: 66.7,
      costCoverageAlert: false,
      lastJobId: jobId,
      lastJobStatus: 'SUCCESS',
    });
    const results = (await call('GET', `${ROOT}/rules/${rule.id}/results?size=10`)).json();
    expect(results.page.totalElements).toBe(5);
    const rows = results._embedded.priceFormationResultList;
    expect(rows).toContainEqual(
      expect.objectContaining({
        sku: 'PF-1',
        platform: 'SANDBOX',
        oldPrice: 70,
        newPrice: 58.63,
        status: 'PRICED',
        ruleId: rule.id,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        sku: 'PF-NOCOST',
        platform: null,
        status: 'SKIPPED',
        reason: 'NO_UNIT_COST',
      }),
    );
    // One history entry with source RULE per priced scope, and webhooks see them as the rule's.
    expect((await ruleHistory(rule.id)).map((h) => h.n)).toEqual([1, 1, 1, 1]);

    // A later cost change of an eligible SKU reprices it while the rule is ACTIVE: (20 + 5 + 10) / 0.8.
    const patched = await call(
      'PATCH',
      `/integration/products/variations/${skus['PF-2']}`,
      { cost: 20 },
      s.as.catalog,
    );
    expect(patched.statusCode, patched.body).toBe(202);
    await eventually(async () => (await listPrice('PF-2', 'SANDBOX')) === 43.75);

    // Restore on finish (restorePricesOnAutoFinish defaults to true): PF-1 back to 70 on both platforms.
    const finished = await call('POST', `${ROOT}/rules/${rule.id}/finish`);
    expect(finished.json().status).toBe('FINISHED');
    const restore = await jobDone(rule.id, finished.json().lastJobId);
    expect(restore).toMatchObject({ kind: 'RESTORE', status: 'SUCCESS', processedSkus: 2 });
    expect(await listPrice('PF-1', 'SANDBOX')).toBe(70);
    expect(await listPrice('PF-1', 'SANDBOX_ML')).toBe(70);
    expect(await listPrice('PF-2', 'SANDBOX')).toBeNull();
  });

  it('flags coverage below 50 %', async () => {
    const rule = await createRule(
      margin([skus['PF-1']!, skus['PF-NOCOST']!, await product('PF-NOCOST-2', null)]),
    );
    const summary = (await call('GET', `${ROOT}/rules/${rule.id}/summary`)).json();
    expect(summary).toMatchObject({
      eligibleSkus: 3,
      coveredSkus: 1,
      costDataCoveragePct: 33.3,
      costCoverageAlert: true,
    });
  });

  it('runs the lifecycle on the clock: SCHEDULED at startDate, ACTIVE after its job, FINISHED at endDate with restore', async () => {
    const sku = await product('PF-LIFE', 40);
    await call('PUT', '/integration/prices/bysku', { sku: 'PF-LIFE', value: 99 }, s.as.catalog);
    const start = new Date(clock.now().getTime() + HOUR).toISOString();
    const end = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const rule = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 2 },
      startDate: start,
      endDate: end,
    });
    expect(rule.status).toBe('INACTIVE');
    await s.t.rt.scheduler.tick();
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().status).toBe('INACTIVE');

    clock.advance(HOUR);
    await s.t.rt.scheduler.tick();
    const active = await eventually(async () => {
      const body = (await call('GET', `${ROOT}/rules/${rule.id}`)).json();
      return body.status === 'ACTIVE' ? body : undefined;
    });
    expect((await call('GET', `${ROOT}/rules/${rule.id}/jobs/${active.lastJobId}`)).json().status).toBe(
      'SUCCESS',
    );
    expect(await listPrice('PF-LIFE', 'SANDBOX')).toBe(80);

    clock.advance(HOUR);
    await s.t.rt.scheduler.tick();
    await eventually(
      async () => (await call('GET', `${ROOT}/rules/${rule.id}`)).json().status === 'FINISHED',
    );
    await eventually(async () => (await listPrice('PF-LIFE', 'SANDBOX')) === 99);

    // FINISHED → INACTIVE by hand (an edit), then it can be applied again.
    const reopened = await call('PUT', `${ROOT}/rules/${rule.id}`, {
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 3 },
    });
    expect(reopened.json().status).toBe('INACTIVE');

    // A rule whose endDate has passed is not applied (409), and its start, though past, still comes.
    const late = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 2 },
      endDate: new Date(clock.now().getTime() - HOUR).toISOString(),
    });
    expect((await call('POST', `${ROOT}/rules/${late.id}/apply`)).statusCode).toBe(409);
    const started = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 1.5 },
      startDate: new Date(clock.now().getTime() - HOUR).toISOString(),
      restorePricesOnAutoFinish: false,
    });
    await s.t.rt.scheduler.tick();
    await eventually(
      async () => (await call('GET', `${ROOT}/rules/${started.id}`)).json().status === 'ACTIVE',
    );
    expect(await listPrice('PF-LIFE', 'SANDBOX')).toBe(60);
  });

  it('restore-prices finishes an ACTIVE rule that keeps prices on finish and brings the pre-rule prices back', async () => {
    const sku = await product('PF-REST', 10);
    await call('PUT', '/integration/prices/bysku', { sku: 'PF-REST', value: 25 }, s.as.catalog);
    const rule = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 3 },
      restorePricesOnAutoFinish: false,
    });
    await jobDone(rule.id, await apply(rule.id));
    expect(await listPrice('PF-REST', 'SANDBOX')).toBe(30);
    const restored = await call('POST', `${ROOT}/rules/${rule.id}/restore-prices`);
    expect(restored.statusCode).toBe(202);
    expect(await jobDone(rule.id, restored.json().jobId)).toMatchObject({
      status: 'SUCCESS',
      kind: 'RESTORE',
    });
    expect(await listPrice('PF-REST', 'SANDBOX')).toBe(25);
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().status).toBe('FINISHED');
    expect(
      (await call('GET', `${ROOT}/rules/${rule.id}/results`)).json()._embedded.priceFormationResultList[0],
    ).toMatchObject({
      status: 'RESTORED',
    });
  });

  it('lets the higher priority win between two ACTIVE rules, whatever order they run in', async () => {
    const sku = await product('PF-PRIO', 10);
    const high = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 4 },
      priority: 10,
    });
    const low = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 2 },
      priority: 1,
    });
    await jobDone(high.id, await apply(high.id));
    await jobDone(low.id, await apply(low.id));
    expect(await listPrice('PF-PRIO', 'SANDBOX')).toBe(40);
    const lowResults = (await call('GET', `${ROOT}/rules/${low.id}/results`)).json()._embedded
      .priceFormationResultList;
    expect(lowResults[0]).toMatchObject({
      status: 'SKIPPED',
      reason: 'HIGHER_PRIORITY_RULE',
      ruleId: high.id,
    });
    // Applying the higher one again after the lower one keeps it the winner.
    await jobDone(high.id, await apply(high.id));
    expect(await listPrice('PF-PRIO', 'SANDBOX')).toBe(40);
  });

  /** A MARKUP 10 job over these SKUs that no worker takes: the test plays the worker itself. */
  async function jobToRun(skuIds: string[]) {
    const rule = await createRule({
      eligibility: { platforms: ['SANDBOX', 'SANDBOX_ML'], skuIds },
      objective: { driver: 'MARKUP', value: 10 },
      // A start ahead keeps the job waiting for the clock.
      startDate: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    return { rule, jobId: await apply(rule.id), ctx: systemCtx(s.t.rt, s.sellerA, 'test') };
  }

  it('resumes a job whose worker died after its first batch, without applying a batch twice', async () => {
    const ids = [await product('PF-K1', 1), await product('PF-K2', 2), await product('PF-K3', 3)];
    const { rule, jobId, ctx } = await jobToRun(ids);
    const crash = new Error('worker killed');
    await expect(
      runJob(ctx, jobId, {
        batchSkus: 1,
        afterBatch: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const halfway = (await call('GET', `${ROOT}/rules/${rule.id}/jobs/${jobId}`)).json();
    expect(halfway).toMatchObject({ status: 'RUNNING', processedSkus: 1, totalSkus: 3, progressPct: 33 });

    await runJob(ctx, jobId, { batchSkus: 1 });
    await runJob(ctx, jobId, { batchSkus: 1 });
    const done = (await call('GET', `${ROOT}/rules/${rule.id}/jobs/${jobId}`)).json();
    expect(done).toMatchObject({ status: 'SUCCESS', processedSkus: 3, progressPct: 100 });
    expect((await ruleHistory(rule.id)).map((h) => h.n)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await listPrice('PF-K3', 'SANDBOX_ML')).toBe(30);
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().status).toBe('ACTIVE');
  });

  it('prices every SKU once when two workers run one job at the same time, batches overlapping', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) ids.push(await product(`PF-W${i}`, i));
    const { rule, jobId, ctx } = await jobToRun(ids);
    const counted = async () =>
      (await priceFormationSkus.get()).values.find((v) => v.labels.kind === 'APPLY')?.value ?? 0;
    const before = await counted();
    await Promise.all([runJob(ctx, jobId, { batchSkus: 1 }), runJob(ctx, jobId, { batchSkus: 2 })]);
    const done = (await call('GET', `${ROOT}/rules/${rule.id}/jobs/${jobId}`)).json();
    expect(done).toMatchObject({ status: 'SUCCESS', processedSkus: 6, totalSkus: 6 });
    // The metric counts committed batches only: the batches the other worker superseded are not in it.
    expect((await counted()) - before).toBe(6);
    const history = await ruleHistory(rule.id);
    expect(history).toHaveLength(12);
    expect(history.every((h) => h.n === 1)).toBe(true);
    expect(await listPrice('PF-W6', 'SANDBOX_ML')).toBe(60);
  });

  // Batches overlap on PostgreSQL only, and so does the bound on their lock waits.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'bounds how long a batch waits for a row another transaction holds, then gives the job back',
    async () => {
      const { rule, jobId, ctx } = await jobToRun([await product('PF-LOCK', 1)]);
      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      // Another transaction holds the job's row: without the bound, the worker would wait as long as it does.
      const holder = s.t.rt.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from price_formation_jobs where id = ${jobId} for update`);
        locked();
        await released;
      });
      await isLocked;
      try {
        // Each try gives up after 100 ms and starts again; past its restarts the worker gives up.
        const error = await runJob(ctx, jobId, { lockWait: '100ms' }).catch((e: unknown) => e);
        expect(isLockWaitEnded(error)).toBe(true);
      } finally {
        release();
        await holder;
      }
      await runJob(ctx, jobId);
      const done = (await call('GET', `${ROOT}/rules/${rule.id}/jobs/${jobId}`)).json();
      expect(done).toMatchObject({ status: 'SUCCESS', processedSkus: 1 });
    },
  );

  it('replaces a SKU’s results when the rule prices it again: a skipped SKU that got its cost is priced', async () => {
    const sku = await product('PF-LATE', null);
    const rule = await createRule({
      eligibility: { platforms: ['SANDBOX', 'SANDBOX_ML'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 2 },
    });
    await jobDone(rule.id, await apply(rule.id));
    const results = async () =>
      (await call('GET', `${ROOT}/rules/${rule.id}/results`)).json()._embedded.priceFormationResultList as {
        platform: string | null;
        status: string;
        newPrice?: number;
      }[];
    expect((await results()).map((r) => [r.platform, r.status])).toEqual([[null, 'SKIPPED']]);

    const patched = await call('PATCH', `/integration/products/variations/${sku}`, { cost: 7 }, s.as.catalog);
    expect(patched.statusCode, patched.body).toBe(202);
    await eventually(async () => (await results()).length === 2);
    expect((await results()).map((r) => [r.platform, r.status, r.newPrice])).toEqual([
      ['SANDBOX', 'PRICED', 14],
      ['SANDBOX_ML', 'PRICED', 14],
    ]);
  });

  it('prices a SALE_PRICE rule from the sale price before any rule, so applying it again never compounds', async () => {
    const sku = await product('PF-SALE', 10);
    await call('PUT', '/integration/prices/bysku', { sku: 'PF-SALE', value: 50 }, s.as.catalog);
    const rule = await createRule({
      baseValue: 'SALE_PRICE',
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 1.1 },
    });
    await jobDone(rule.id, await apply(rule.id));
    expect(await listPrice('PF-SALE', 'SANDBOX')).toBe(55);
    await jobDone(rule.id, await apply(rule.id));
    expect(await listPrice('PF-SALE', 'SANDBOX')).toBe(55);
  });

  it('keeps rules, jobs, results and templates to their seller', async () => {
    const rule = await createRule(margin([skus['PF-1']!]));
    const jobId = await apply(rule.id);
    await jobDone(rule.id, jobId);
    const template = (
      await call('POST', `${ROOT}/templates`, {
        name: 'T',
        rule: { objective: { driver: 'MARKUP', value: 2 } },
      })
    ).json();
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `${ROOT}/rules/${rule.id}` },
        {
          method: 'PUT',
          url: `${ROOT}/rules/${rule.id}`,
          payload: { objective: { driver: 'MARKUP', value: 9 } },
        },
        { method: 'DELETE', url: `${ROOT}/rules/${rule.id}` },
        { method: 'POST', url: `${ROOT}/rules/${rule.id}/apply` },
        { method: 'POST', url: `${ROOT}/rules/${rule.id}/clone` },
        { method: 'POST', url: `${ROOT}/rules/${rule.id}/finish` },
        { method: 'POST', url: `${ROOT}/rules/${rule.id}/restore-prices` },
        { method: 'GET', url: `${ROOT}/rules/${rule.id}/summary` },
        { method: 'GET', url: `${ROOT}/rules/${rule.id}/results` },
        { method: 'GET', url: `${ROOT}/rules/${rule.id}/jobs/${jobId}` },
        { method: 'POST', url: `${ROOT}/rules/${rule.id}/simulate` },
        { method: 'POST', url: `${ROOT}/templates/${template.id}/copy`, payload: { sellerId: s.sellerB } },
      ],
      verifyUnchanged: async () => {
        expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json()).toMatchObject({ status: 'ACTIVE' });
      },
    });
    const listB = await call('GET', `${ROOT}/rules`, undefined, bearer(s.tokenB));
    expect(listB.json().page.totalElements).toBe(0);
    expect((await call('GET', `${ROOT}/rules`)).headers['content-type']).toMatch(/hal\+json/);
    expect(
      (await call('GET', `${ROOT}/rules?status=ACTIVE`))
        .json()
        ._embedded.priceFormationRuleList.map((r: { status: string }) => r.status),
    ).not.toContain('FINISHED');
  });
});
