import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';

const ROOT = '/bffweb/price-formation';

describe('price formation past the largest price (issue 21 item 6)', () => {
  let t: TestApp;
  let pf: { authorization: string };
  let catalog: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const seller = (await createSeller(t)).id;
    pf = bearer(await tokenFor(t, seller, ['bffweb:price-formation']));
    catalog = bearer(await tokenFor(t, seller, ['product:edit', 'price:edit']));
  });
  afterAll(() => t.close());

  it('simulates no 1e18 price and fails the apply with the reason, writing no price', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: catalog,
      payload: productBody('P-HUGE', { variations: [{ sku: 'HUGE-1', cost: 1_000_000_000 }] }),
    });
    expect(created.statusCode, created.body).toBe(202);
    const skuId = created.json<{ variations: { skuId: string }[] }>().variations[0]!.skuId;
    const rule = await t.app.inject({
      method: 'POST',
      url: `${ROOT}/rules`,
      headers: pf,
      payload: {
        name: 'Markup 1e9',
        eligibility: { platforms: ['SANDBOX'], skuIds: [skuId] },
        costStructure: {},
        objective: { driver: 'MARKUP', value: 1_000_000_000 },
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleId = rule.json<{ id: string }>().id;

    const simulated = await t.app.inject({
      method: 'POST',
      url: `${ROOT}/rules/${ruleId}/simulate`,
      headers: pf,
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json()).toMatchObject({ totalSkus: 1, skippedSkus: 1, simulatedPrices: [] });

    const applied = await t.app.inject({ method: 'POST', url: `${ROOT}/rules/${ruleId}/apply`, headers: pf });
    expect(applied.statusCode, applied.body).toBe(202);
    const jobId = applied.json<{ jobId: string }>().jobId;
    const job = await eventually(async () => {
      const body = (
        await t.app.inject({ method: 'GET', url: `${ROOT}/rules/${ruleId}/jobs/${jobId}`, headers: pf })
      ).json<{ status: string; errors: { code: string; message: string }[] }>();
      return body.status === 'SUCCESS' || body.status === 'FAILED' ? body : undefined;
    }, 30_000);
    expect(job.status).toBe('FAILED');
    expect(job.errors).toEqual([
      expect.objectContaining({
        code: 'price-out-of-range',
        message: expect.stringContaining('999,999,999,999.99'),
      }),
    ]);
    const price = await t.app.inject({
      method: 'GET',
      url: '/integration/prices/bysku?sku=HUGE-1',
      headers: catalog,
    });
    expect(JSON.stringify(price.json())).not.toContain('1000000000000000000');
  });
});
