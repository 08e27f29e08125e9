import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { productBody } from '../../../test/helpers/catalog.ts';

const ROOT = '/bffweb/price-formation';

/** Rule behaviours an ERP written to the contract relies on (issue 43). */
describe('price formation rules, as the contract reads', () => {
  const s = sellersSuite({
    scopes: ['bffweb:price-formation'],
    callers: { catalog: ['product:edit', 'price:edit'] },
  });
  const published = suiteCatalog(s, { skus: ['CT-AD-1', 'CT-AD-2'], platforms: ['SANDBOX', 'SANDBOX_ML'] });

  const call = (method: Method, url: string, payload?: unknown, headers = s.a) =>
    send(s.t, method, url, payload, headers);

  /** A product of one SKU with this unit cost (null: none) and SKU-wide list price. */
  async function product(sku: string, cost: number | null, price: number) {
    const created = await call(
      'POST',
      '/integration/products',
      productBody(`P-${sku}`, { variations: [{ sku, ...(cost === null ? {} : { cost }) }] }),
      s.as.catalog,
    );
    expect(created.statusCode, created.body).toBe(202);
    const priced = await call('PUT', '/integration/prices/bysku', { sku, value: price }, s.as.catalog);
    expect(priced.statusCode, priced.body).toBe(202);
    return created.json().variations[0].skuId as string;
  }

  const listPrice = async (sku: string, platform: string) => {
    const body = (await call('GET', `/integration/prices/bysku?sku=${sku}`, undefined, s.as.catalog)).json();
    const own = (body.platforms ?? []).find((p: { platform: string }) => p.platform === platform);
    return own?.listPrice ?? body.listPrice ?? null;
  };

  const createRule = async (body: Record<string, unknown>) => {
    const response = await call('POST', `${ROOT}/rules`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };

  const jobDone = (ruleId: string, jobId: string) =>
    eventually(async () => {
      const job = (await call('GET', `${ROOT}/rules/${ruleId}/jobs/${jobId}`)).json();
      return job.status === 'SUCCESS' || job.status === 'FAILED' ? job : undefined;
    });

  const applied = async (ruleId: string) => {
    const response = await call('POST', `${ROOT}/rules/${ruleId}/apply`);
    expect(response.statusCode, response.body).toBe(202);
    return jobDone(ruleId, response.json().jobId);
  };

  const finished = async (ruleId: string) => {
    const response = await call('POST', `${ROOT}/rules/${ruleId}/finish`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ lastJobId: string | null }>();
  };

  it('restores the price in force when the rule started, not one from before an earlier rule', async () => {
    const sku = await product('CT-KEEP', 10, 70);
    const keep = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 6.666 },
      restorePricesOnAutoFinish: false,
    });
    expect(await applied(keep.id)).toMatchObject({ status: 'SUCCESS' });
    expect(await listPrice('CT-KEEP', 'SANDBOX')).toBe(66.66);
    await finished(keep.id);
    expect(await listPrice('CT-KEEP', 'SANDBOX')).toBe(66.66);

    const restoring = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      objective: { driver: 'MARKUP', value: 9.999 },
      restorePricesOnAutoFinish: true,
    });
    expect(await applied(restoring.id)).toMatchObject({ status: 'SUCCESS' });
    expect(await listPrice('CT-KEEP', 'SANDBOX')).toBe(99.99);
    const done = await finished(restoring.id);
    expect(await jobDone(restoring.id, done.lastJobId!)).toMatchObject({
      kind: 'RESTORE',
      status: 'SUCCESS',
    });
    expect(await listPrice('CT-KEEP', 'SANDBOX')).toBe(66.66);
  });

  it('prices on a SALE_PRICE base only SKUs with a unit cost, the rule’s own cost counting as one', async () => {
    const withCost = await product('CT-SALE-1', 20, 50);
    const withoutCost = await product('CT-SALE-2', null, 50);
    const eligibility = { platforms: ['SANDBOX'], skuIds: [withCost, withoutCost] };
    const body = { baseValue: 'SALE_PRICE', eligibility, objective: { driver: 'MARKUP', value: 1.1 } };

    const simulated = await call('POST', `${ROOT}/simulate`, body);
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json()).toMatchObject({ totalSkus: 2, coveredSkus: 1, skippedSkus: 1 });
    expect(simulated.json().simulatedPrices).toEqual([
      expect.objectContaining({ skuId: withCost, simulatedPrice: 55 }),
    ]);

    const rule = await createRule(body);
    expect(await applied(rule.id)).toMatchObject({ status: 'SUCCESS' });
    expect(await listPrice('CT-SALE-1', 'SANDBOX')).toBe(55);
    expect(await listPrice('CT-SALE-2', 'SANDBOX')).toBe(50);
    const results = (await call('GET', `${ROOT}/rules/${rule.id}/results`)).json()._embedded
      .priceFormationResultList;
    expect(results).toContainEqual(
      expect.objectContaining({ sku: 'CT-SALE-2', status: 'SKIPPED', reason: 'NO_UNIT_COST' }),
    );
    expect((await call('GET', `${ROOT}/rules/${rule.id}/summary`)).json()).toMatchObject({
      eligibleSkus: 2,
      coveredSkus: 1,
      costDataCoveragePct: 50,
    });

    // A cost in the rule covers every SKU it prices.
    const covered = await call('POST', `${ROOT}/simulate`, {
      ...body,
      costStructure: { cost: 1 },
    });
    expect(covered.json()).toMatchObject({ totalSkus: 2, coveredSkus: 2, skippedSkus: 0 });
  });

  it('counts a kit as covered in the summary only while each of its parts has a cost', async () => {
    const part = await product('CT-KIT-PART', null, 10);
    const kitted = await call(
      'POST',
      '/integration/products',
      productBody('P-CT-KIT', { variations: [{ sku: 'CT-KIT-1', kit: [{ skuId: part, qty: 2 }] }] }),
      s.as.catalog,
    );
    expect(kitted.statusCode, kitted.body).toBe(202);
    const kit = kitted.json().variations[0].skuId as string;
    const rule = await createRule({
      eligibility: { platforms: ['SANDBOX'], skuIds: [part, kit] },
      objective: { driver: 'MARKUP', value: 2 },
    });
    const summary = async () => (await call('GET', `${ROOT}/rules/${rule.id}/summary`)).json();
    expect(await summary()).toMatchObject({ eligibleSkus: 2, coveredSkus: 0, costDataCoveragePct: 0 });
    const costed = await call(
      'PUT',
      '/integration/products/P-CT-KIT-PART',
      productBody('P-CT-KIT-PART', { variations: [{ skuId: part, sku: 'CT-KIT-PART', cost: 4 }] }),
      s.as.catalog,
    );
    expect(costed.statusCode, costed.body).toBe(202);
    // The part has a cost now, and so has the kit (two of it).
    expect(await summary()).toMatchObject({ eligibleSkus: 2, coveredSkus: 2, costDataCoveragePct: 100 });
  });

  it('prices, with domain AD, only the ads it names, each on its own platform', async () => {
    const named = published.ad('CT-AD-1', 'SANDBOX_ML');
    const body = {
      domain: 'AD',
      eligibility: { adIds: [named] },
      costStructure: { cost: 10 },
      objective: { driver: 'MARKUP', value: 3 },
    };
    const simulated = await call('POST', `${ROOT}/simulate`, body);
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json()).toMatchObject({ totalSkus: 1, coveredSkus: 1, skippedSkus: 0 });
    expect(simulated.json().simulatedPrices).toEqual([
      expect.objectContaining({
        skuId: published.sku('CT-AD-1'),
        platform: 'SANDBOX_ML',
        simulatedPrice: 30,
      }),
    ]);
    const rule = await createRule(body);
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().eligibility).toEqual({ adIds: [named] });
    expect(await applied(rule.id)).toMatchObject({ status: 'SUCCESS', processedSkus: 1 });
    expect(await listPrice('CT-AD-1', 'SANDBOX_ML')).toBe(30);
    expect(await listPrice('CT-AD-1', 'SANDBOX')).toBeNull();
    expect(await listPrice('CT-AD-2', 'SANDBOX_ML')).toBeNull();

    // adIds only with domain AD; every id one of the seller's ads.
    for (const [wrong, field] of [
      [{ ...body, domain: 'PRODUCT' }, 'eligibility.adIds'],
      [{ ...body, eligibility: { adIds: [named, 'ad_none'] } }, 'eligibility.adIds[1]'],
    ] as const) {
      const refused = await call('POST', `${ROOT}/rules`, wrong);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.headers['content-type']).toMatch(/problem\+json/);
      expect(refused.json().detail).toContain(field);
    }
    // Seller B cannot name seller A's ad.
    const foreign = await call('POST', `${ROOT}/rules`, body, { authorization: `Bearer ${s.tokenB}` });
    expect(foreign.statusCode, foreign.body).toBe(400);
  });

  it('takes a product cost as a share of the sale price, and refuses a share of 1 or more', async () => {
    const sku = await product('CT-PCT', 31.9, 80);
    const body = {
      eligibility: { platforms: ['SANDBOX'], skuIds: [sku] },
      costStructure: {
        channelCosts: { commission: 0.15 },
        productCosts: { packaging: { value: 0.05, valueType: 'PERCENTAGE' }, royalty: 2 },
        embedProductCosts: true,
      },
      objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 },
    };
    // (31.90 + 2 + 10) / (1 − 0.15 − 0.05) = 54.875 → 54.88
    const rule = await createRule(body);
    expect((await call('GET', `${ROOT}/rules/${rule.id}`)).json().costStructure.productCosts).toEqual(
      body.costStructure.productCosts,
    );
    expect(await applied(rule.id)).toMatchObject({ status: 'SUCCESS' });
    expect(await listPrice('CT-PCT', 'SANDBOX')).toBe(54.88);

    for (const [packaging, field] of [
      [{ value: 1, valueType: 'PERCENTAGE' }, 'costStructure.productCosts.packaging.value'],
      [{ value: 0.05, valueType: 'SHARE' }, 'costStructure.productCosts.packaging'],
    ] as const) {
      const refused = await call('POST', `${ROOT}/rules`, {
        ...body,
        costStructure: { ...body.costStructure, productCosts: { packaging } },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.headers['content-type']).toMatch(/problem\+json/);
      expect(refused.json().detail).toContain(field);
    }
  });
});
