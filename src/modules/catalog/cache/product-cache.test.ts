import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../platform/clock.ts';
import { systemCtx, withTransaction } from '../../../platform/context.ts';
import { eventually, secondApiProcess, type SecondProcess } from '../../../../test/helpers/test-app.ts';
import { expectTenancy } from '../../../../test/helpers/tenancy.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { csvLine } from '../import-export/domain/export-row.ts';
import { importFile } from '../import-export/import.service.ts';
import { skuCosts } from '../catalog.queries.ts';
import { catalogModule } from '../index.ts';
import { PRODUCT_CACHE_CHANNEL, PRODUCT_CACHE_TTL_MS, ProductCache } from './product-cache.ts';
import { sellersSuite } from '../../../../test/helpers/suite.ts';

describe('ProductCache', () => {
  const value = { title: 'old' };
  const listening = () => {
    const cache = new ProductCache<typeof value>(new FakeClock());
    cache.listen();
    return cache;
  };

  it('never serves an entry computed before a change, even when stored after it', () => {
    const cache = listening();
    const stamp = cache.begin();
    cache.apply({ sellerId: 's1', productIds: ['P'] });
    cache.set('s1', ['p\u0000P'], stamp, 'P', [], value);
    expect(cache.get('s1', 'p\u0000P')).toBeUndefined();
    cache.set('s1', ['p\u0000P'], cache.begin(), 'P', [], value);
    expect(cache.get('s1', 'p\u0000P')).toBe(value);
  });

  it('forgets by product, by a component variation, and seller-wide; other sellers keep theirs', () => {
    const cache = listening();
    const fill = () => {
      const stamp = cache.begin();
      cache.set('s1', ['k'], stamp, 'KIT', ['sku_part'], value);
      cache.set('s2', ['k'], stamp, 'KIT', ['sku_part'], value);
    };
    for (const change of [
      { sellerId: 's1', productIds: ['KIT'] },
      { sellerId: 's1', skuIds: ['sku_part'] },
      { sellerId: 's1', all: true },
    ]) {
      fill();
      cache.apply(change);
      expect(cache.get('s1', 'k'), JSON.stringify(change)).toBeUndefined();
      expect(cache.get('s2', 'k'), JSON.stringify(change)).toBe(value);
    }
    fill();
    cache.apply({ sellerId: 's1', productIds: ['OTHER'], skuIds: ['sku_other'] });
    expect(cache.get('s1', 'k')).toBe(value);
  });

  it('serves nothing while the channel is lost and starts empty when it is back', () => {
    const cache = listening();
    cache.set('s1', ['k'], cache.begin(), 'P', [], value);
    const duringGap = cache.begin();
    cache.lost();
    expect(cache.get('s1', 'k')).toBeUndefined();
    cache.set('s1', ['k'], cache.begin(), 'P', [], value);
    expect(cache.get('s1', 'k')).toBeUndefined();
    cache.listen();
    cache.set('s1', ['k'], duringGap, 'P', [], value);
    expect(cache.get('s1', 'k')).toBeUndefined();
  });

  it('lets entries expire after the TTL', () => {
    const clock = new FakeClock();
    const cache = new ProductCache<typeof value>(clock);
    cache.listen();
    cache.set('s1', ['k'], cache.begin(), 'P', [], value);
    clock.advance(PRODUCT_CACHE_TTL_MS + 1);
    expect(cache.get('s1', 'k')).toBeUndefined();
  });
});

describe('product reads through the cache', () => {
  const s = sellersSuite({ scopes: ['product:edit'] });
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-product-cache-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const send = (
    app: FastifyInstance,
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    body: object,
    headers = s.a,
  ) => app.inject({ method, url, headers, payload: body });
  const read = async (url: string, app: FastifyInstance = s.t.app, headers = s.a) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const bySku = (skuId: string, app?: FastifyInstance, headers?: { authorization: string }) =>
    read(`/integration/products/v2/bySkuId/${skuId}`, app, headers);
  async function create(app: FastifyInstance, body: object, headers = s.a): Promise<string[]> {
    const response = await send(app, 'POST', '/integration/products', body, headers);
    expect(response.statusCode, response.body).toBe(202);
    return response.json().variations.map((v: { skuId: string }) => v.skuId);
  }
  /** A product with one part (cost 10) and a kit of `qty` of that part in another product. */
  async function createKit(prefix: string, qty: number) {
    const partsBody = productBody(`${prefix}-PARTS`, { variations: [{ sku: `${prefix}-PART`, cost: 10 }] });
    const [part] = await create(s.t.app, partsBody);
    const [kit] = await create(
      s.t.app,
      productBody(`${prefix}-KIT`, { variations: [{ sku: `${prefix}-KIT-1`, kit: [{ skuId: part, qty }] }] }),
    );
    return { partsBody, part: part!, kit: kit! };
  }
  /** A change written straight to the table, which tells no cache: it shows whether a read is cached. */
  const silentTitle = (productId: string, title: string) =>
    s.t.rt.database.db.execute(
      sql`update catalog_products set title = ${title} where seller_id = ${s.sellerA} and external_id = ${productId}`,
    );

  it('serves a repeated read from the cache (a change that announces nothing is not seen)', async () => {
    const [skuId] = await create(s.t.app, productBody('C-0'));
    expect((await bySku(skuId!)).body.title).toBe('Garrafa térmica 1L');
    await silentTitle('C-0', 'changed behind the cache');
    expect((await bySku(skuId!)).body.title).toBe('Garrafa térmica 1L');
    expect((await read('/integration/products/C-0')).body.title).toBe('Garrafa térmica 1L');
  });

  it('shows every write of this process at once: PUT, PATCH, a removed variation', async () => {
    const body = productBody('C-1', {
      variations: [
        { sku: 'C-1-A', cost: 10 },
        { sku: 'C-1-B', cost: 20 },
      ],
    });
    const [a, b] = await create(s.t.app, body);
    expect((await bySku(b!)).body.variations.map((v: { cost: number }) => v.cost)).toEqual([10, 20]);
    expect((await read('/integration/products/C-1')).body.title).toBe('Garrafa térmica 1L');

    const put = await send(s.t.app, 'PUT', '/integration/products/C-1', {
      ...body,
      title: 'Renamed',
      variations: [
        { skuId: a, sku: 'C-1-A', cost: 10 },
        { skuId: b, sku: 'C-1-B', cost: 20 },
      ],
    });
    expect(put.statusCode, put.body).toBe(202);
    expect((await bySku(a!)).body.title).toBe('Renamed');
    expect((await read('/integration/products/C-1')).body.title).toBe('Renamed');

    const patch = await send(s.t.app, 'PATCH', `/integration/products/variations/${b}`, { cost: 21.5 });
    expect(patch.statusCode, patch.body).toBe(202);
    expect((await bySku(a!)).body.variations.map((v: { cost: number }) => v.cost)).toEqual([10, 21.5]);

    const removed = await send(s.t.app, 'PUT', '/integration/products/C-1', {
      ...body,
      title: 'Renamed',
      variations: [{ skuId: a, sku: 'C-1-A', cost: 10 }],
    });
    expect(removed.statusCode, removed.body).toBe(202);
    expect((await bySku(b!)).status).toBe(404);
    expect((await bySku(a!)).body.variations.map((v: { sku: string }) => v.sku)).toEqual(['C-1-A']);
  });

  it("shows a kit's new cost when a component of another product changes (PATCH and PUT)", async () => {
    const { partsBody, part, kit } = await createKit('C', 2);
    expect((await bySku(kit)).body.variations[0].cost).toBe(20);
    await send(s.t.app, 'PATCH', `/integration/products/variations/${part}`, { cost: 11 });
    expect((await bySku(kit)).body.variations[0].cost).toBe(22);
    const put = await send(s.t.app, 'PUT', '/integration/products/C-PARTS', {
      ...partsBody,
      variations: [{ skuId: part, sku: 'C-PART', cost: 12.25 }],
    });
    expect(put.statusCode, put.body).toBe(202);
    expect((await bySku(kit)).body.variations[0].cost).toBe(24.5);
  });

  it('shows a brand rename and an import at once', async () => {
    const [skuId] = await create(s.t.app, productBody('C-2', { brand: 'Marca Velha' }));
    expect((await bySku(skuId!)).body.brand).toBe('Marca Velha');
    const brandId = (await bySku(skuId!)).body.brandId;
    const renamed = await send(s.t.app, 'PUT', `/integration/brands/${brandId}`, { name: 'Marca Nova' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await bySku(skuId!)).body.brand).toBe('Marca Nova');

    const file = path.join(dir, 'import.csv');
    fs.writeFileSync(
      file,
      [
        ['externalId', 'title', 'sku', 'cost'],
        ['C-2', 'Importado', 'C-2-AZUL', '7.5'],
      ]
        .map((row) => csvLine(row, ','))
        .join(''),
    );
    const result = await importFile(systemCtx(s.t.rt, s.sellerA, 'test'), file);
    expect(result).toMatchObject({ status: 'DONE', validRows: 1 });
    const after = (await bySku(skuId!)).body;
    expect(after.title).toBe('Importado');
    expect(after.variations[0].cost).toBe(7.5);
  });

  it("never gives seller B seller A's cached product", async () => {
    const [skuId] = await create(s.t.app, productBody('C-SHARED', { title: 'of A' }));
    expect((await bySku(skuId!)).body.title).toBe('of A');
    expect((await read('/integration/products/C-SHARED')).body.title).toBe('of A');
    const [skuOfB] = await create(s.t.app, productBody('C-SHARED', { title: 'of B' }), s.b);
    expect((await read('/integration/products/C-SHARED', s.t.app, s.b)).body.title).toBe('of B');
    expect((await bySku(skuOfB!, s.t.app, s.b)).body.title).toBe('of B');
    expect((await read('/integration/products/C-SHARED')).body.title).toBe('of A');
    await expectTenancy(s.t, {
      ...s,
      requests: [{ method: 'GET', url: `/integration/products/v2/bySkuId/${skuId}` }],
    });
  });

  describe('SKU costs (what an order taken in reads)', () => {
    const ctxA = () => systemCtx(s.t.rt, s.sellerA, 'test');
    const unitCost = async (skuId: string, ctx = ctxA()) =>
      Number((await skuCosts(ctx, [skuId])).get(skuId)?.unitCost);
    const silentCost = (skuId: string, cost: number) =>
      s.t.rt.database.db.execute(
        sql`update catalog_variations set cost = ${cost} where seller_id = ${s.sellerA} and id = ${skuId}`,
      );

    it('serves a repeated read from the cache, but not inside a transaction', async () => {
      const [skuId] = await create(s.t.app, productBody('K-0', { variations: [{ sku: 'K-0-A', cost: 10 }] }));
      expect(await unitCost(skuId!)).toBe(10);
      await silentCost(skuId!, 11);
      expect(await unitCost(skuId!)).toBe(10);
      expect(await withTransaction(ctxA(), (tx) => unitCost(skuId!, tx))).toBe(11);
    });

    it("shows a PATCH, a PUT and a kit component's change at once", async () => {
      const { partsBody, part, kit } = await createKit('K', 3);
      expect(await unitCost(kit)).toBe(30);
      expect(await unitCost(part)).toBe(10);
      await send(s.t.app, 'PATCH', `/integration/products/variations/${part}`, { cost: 11 });
      expect(await unitCost(part)).toBe(11);
      expect(await unitCost(kit)).toBe(33);
      const put = await send(s.t.app, 'PUT', '/integration/products/K-PARTS', {
        ...partsBody,
        variations: [{ skuId: part, sku: 'K-PART', cost: 12.5 }],
      });
      expect(put.statusCode, put.body).toBe(202);
      expect(await unitCost(kit)).toBe(37.5);
    });

    it("never gives seller B seller A's cached cost", async () => {
      const [skuId] = await create(s.t.app, productBody('K-1', { variations: [{ sku: 'K-1-A', cost: 10 }] }));
      expect(await unitCost(skuId!)).toBe(10);
      expect((await skuCosts(systemCtx(s.t.rt, s.sellerB, 'test'), [skuId!])).size).toBe(0);
    });
  });

  describe('with a second api process on the same database', () => {
    let second: SecondProcess;
    let otherApp: FastifyInstance;

    beforeAll(async () => {
      second = await secondApiProcess(s.t, [catalogModule]);
      otherApp = second.app;
    });
    afterAll(() => second.close());

    it("sees the other's writes once they commit, despite its cache", async () => {
      const body = productBody('C-3', { variations: [{ sku: 'C-3-A', cost: 5 }] });
      const [skuId] = await create(s.t.app, body);
      expect((await bySku(skuId!, otherApp)).body.title).toBe('Garrafa térmica 1L');
      const put = await send(s.t.app, 'PUT', '/integration/products/C-3', {
        ...body,
        title: 'Written by the first',
        variations: [{ skuId, sku: 'C-3-A', cost: 5 }],
      });
      expect(put.statusCode, put.body).toBe(202);
      await eventually(
        async () => (await bySku(skuId!, otherApp)).body.title === 'Written by the first',
        5_000,
      );

      // And the other way round, for a PATCH through the second process.
      expect((await bySku(skuId!)).body.variations[0].cost).toBe(5);
      const costInOther = async () =>
        Number((await skuCosts(systemCtx(second.rt, s.sellerA, 'test'), [skuId!])).get(skuId!)?.unitCost);
      expect(await costInOther()).toBe(5);
      await send(otherApp, 'PATCH', `/integration/products/variations/${skuId}`, { cost: 6 });
      await eventually(async () => (await bySku(skuId!)).body.variations[0].cost === 6, 5_000);
      // Its own cost cache forgot at once; the first process's heard it from the channel.
      expect(await costInOther()).toBe(6);
      await send(otherApp, 'PATCH', `/integration/products/variations/${skuId}`, { cost: 7 });
      await eventually(
        async () =>
          Number((await skuCosts(systemCtx(s.t.rt, s.sellerA, 'test'), [skuId!])).get(skuId!)?.unitCost) ===
          7,
        5_000,
      );
    });

    it.runIf(process.env.TEST_DATABASE_URL)(
      'starts empty after its listener connection dropped and came back',
      async () => {
        // Written through the reader itself, so that no late message empties its cache.
        const [skuId] = await create(otherApp, productBody('C-4'));
        expect((await bySku(skuId!, otherApp)).body.title).toBe('Garrafa térmica 1L');
        await silentTitle('C-4', 'missed while the listener was down');
        expect((await bySku(skuId!, otherApp)).body.title).toBe('Garrafa térmica 1L');
        // Ends every listener on the channel (both processes'); each reconnects.
        const ended = await s.t.rt.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = ${`LISTEN "${PRODUCT_CACHE_CHANNEL}"`}`,
        );
        expect((ended as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
        await eventually(
          async () => (await bySku(skuId!, otherApp)).body.title === 'missed while the listener was down',
          5_000,
        );
        // Listening again: a write is seen as before.
        await send(s.t.app, 'PATCH', `/integration/products/variations/${skuId}`, { cost: 99 });
        await eventually(async () => (await bySku(skuId!, otherApp)).body.variations[0].cost === 99, 5_000);
      },
    );
  });
});
