import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { queryRows } from '../../platform/db/sql.ts';

type Headers = { authorization: string };

/** Products and variations ACTIVE or INACTIVE, and the ads that follow STATUS (docs/decisions.md, CAT-23). */
describe('product and variation status', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let tokenB: string;
  let edit: Headers;
  let bff: Headers;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const getProduct = async (id: string) => (await call('GET', `/integration/products/${id}`, edit)).json();
  const getAd = async (id: string) => (await call('GET', `/bffweb/ads/${id}`, bff)).json();
  const statusEvents = async (skuId: string) =>
    (
      await queryRows<{ n: number }>(
        t.rt.database.db,
        sql`select count(*)::int as n from outbox_events where name = 'product.VariationUpdated'
            and payload->>'skuId' = ${skuId} and payload->'fields' ? 'STATUS'`,
      )
    )[0]!.n;

  const twoVariations = (id: string, extra: Record<string, unknown> = {}, variations?: unknown[]) =>
    productBody(id, {
      variations: variations ?? [
        { sku: `${id}-A`, attributes: [{ name: 'Cor', value: 'Azul' }] },
        { sku: `${id}-B`, attributes: [{ name: 'Cor', value: 'Verde' }] },
      ],
      ...extra,
    });

  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/integration/products', edit, body);
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ variations: { sku: string; skuId: string }[] }>().variations.map((v) => v.skuId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    edit = bearer(await tokenFor(t, sellerA, ['product:edit']));
    tokenB = await tokenFor(t, sellerB, ['product:edit']);
    bff = bearer(await tokenFor(t, sellerA, ['bffweb:ads', 'bffweb:marketplaces']));
    await call('POST', '/bffweb/marketplaces', bff, { platform: 'SANDBOX' });
  });
  afterAll(() => t.close());

  it('stores each status, ACTIVE by default, and a PUT without status keeps what is stored', async () => {
    const [a, b] = await create(
      twoVariations('S-1', { status: 'INACTIVE' }, [{ sku: 'S-1-A', status: 'INACTIVE' }, { sku: 'S-1-B' }]),
    );
    const read = await getProduct('S-1');
    expect(read.status).toBe('INACTIVE');
    expect(read.variations.map((v: { status: string }) => v.status)).toEqual(['INACTIVE', 'ACTIVE']);

    const put = await call(
      'PUT',
      '/integration/products/S-1',
      edit,
      twoVariations('S-1', { title: 'Outro título' }, [
        { skuId: a, sku: 'S-1-A' },
        { skuId: b, sku: 'S-1-B' },
      ]),
    );
    expect(put.statusCode, put.body).toBe(202);
    const kept = await getProduct('S-1');
    expect(kept.title).toBe('Outro título');
    expect(kept.status).toBe('INACTIVE');
    expect(kept.variations.map((v: { status: string }) => v.status)).toEqual(['INACTIVE', 'ACTIVE']);

    const patched = await call('PATCH', `/integration/products/variations/${a}`, edit, { status: 'ACTIVE' });
    expect(patched.statusCode, patched.body).toBe(202);
    expect((await call('GET', `/integration/products/variations/${a}`, edit)).json().status).toBe('ACTIVE');
  });

  it('refuses a status that is not ACTIVE or INACTIVE with 400 problem+json, writing nothing', async () => {
    const [a] = await create(twoVariations('S-2'));
    for (const status of ['PAUSED', 'active', 1, null]) {
      const product = await call('POST', '/integration/products', edit, twoVariations('S-2-NEW', { status }));
      expect(product.statusCode, `product ${String(status)}`).toBe(400);
      expect(product.headers['content-type']).toMatch(/^application\/problem\+json/);
      const variation = await call(
        'POST',
        '/integration/products',
        edit,
        twoVariations('S-2-NEW', {}, [{ sku: 'S-2-NEW-A', status }]),
      );
      expect(variation.statusCode, `variation ${String(status)}`).toBe(400);
      const put = await call('PUT', '/integration/products/S-2', edit, twoVariations('S-2', { status }));
      expect(put.statusCode, `put ${String(status)}`).toBe(400);
      const patch = await call('PATCH', `/integration/products/variations/${a}`, edit, { status });
      expect(patch.statusCode, `patch ${String(status)}`).toBe(400);
    }
    expect((await call('GET', '/integration/products/S-2-NEW', edit)).statusCode).toBe(404);
    const unchanged = await getProduct('S-2');
    expect(unchanged.status).toBe('ACTIVE');
    expect(unchanged.variations.map((v: { status: string }) => v.status)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('keeps a seller’s statuses to that seller', async () => {
    const [a] = await create(twoVariations('S-3'));
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        {
          method: 'PUT',
          url: '/integration/products/S-3',
          payload: twoVariations('S-3', { status: 'INACTIVE' }),
        },
        { method: 'PATCH', url: `/integration/products/variations/${a}`, payload: { status: 'INACTIVE' } },
      ],
      verifyUnchanged: async () => {
        const read = await getProduct('S-3');
        expect(read.status).toBe('ACTIVE');
        expect(read.variations[0].status).toBe('ACTIVE');
      },
    });
  });

  it('makes inactive and reactivates the ads that follow STATUS, and leaves the others alone', async () => {
    const [a, b] = await create(twoVariations('S-4'));
    const newAd = async (skuId: string) => {
      const response = await call('POST', '/bffweb/ads', bff, {
        originSkuId: skuId,
        platform: 'SANDBOX',
        price: 10,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const [following, own] = [await newAd(a!), await newAd(b!)];
    const disabled = await call('PUT', '/bffweb/ads/update/updateOptions', bff, {
      adIds: [own],
      eventOptions: ['STATUS'],
      action: 'DISABLE',
    });
    expect(disabled.statusCode, disabled.body).toBe(202);
    const statusOf = (adId: string, wanted: string) =>
      eventually(async () => ((await getAd(adId)).status === wanted ? true : undefined));

    // The variation off sale: its following ad is INACTIVE, as the variation.
    expect(
      (await call('PATCH', `/integration/products/variations/${a}`, edit, { status: 'INACTIVE' })).statusCode,
    ).toBe(202);
    await statusOf(following, 'INACTIVE');
    expect(await statusEvents(a!)).toBe(1);

    // The whole product off sale: the ad without STATUS stays ACTIVE though its variation is off sale too.
    expect(
      (
        await call(
          'PUT',
          '/integration/products/S-4',
          edit,
          twoVariations('S-4', { status: 'INACTIVE' }, [
            { skuId: a, sku: 'S-4-A', attributes: [{ name: 'Cor', value: 'Azul' }] },
            { skuId: b, sku: 'S-4-B', attributes: [{ name: 'Cor', value: 'Verde' }] },
          ]),
        )
      ).statusCode,
    ).toBe(202);
    await eventually(async () => ((await statusEvents(b!)) === 1 ? true : undefined));
    // A new ad of an off-sale variation starts INACTIVE.
    const [c] = await create(twoVariations('S-5', { status: 'INACTIVE' }));
    expect((await getAd(await newAd(c!))).status).toBe('INACTIVE');
    expect((await getAd(own)).status).toBe('ACTIVE');

    // Back on sale: the product ACTIVE is not enough while the variation is INACTIVE; both are.
    await call(
      'PUT',
      '/integration/products/S-4',
      edit,
      twoVariations('S-4', { status: 'ACTIVE' }, [
        { skuId: a, sku: 'S-4-A', attributes: [{ name: 'Cor', value: 'Azul' }] },
        { skuId: b, sku: 'S-4-B', attributes: [{ name: 'Cor', value: 'Verde' }] },
      ]),
    );
    expect((await getAd(following)).status).toBe('INACTIVE');
    await call('PATCH', `/integration/products/variations/${a}`, edit, { status: 'ACTIVE' });
    await statusOf(following, 'ACTIVE');
    expect((await getAd(own)).status).toBe('ACTIVE');
  });
});
