import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createSeller } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { systemCtx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import type { ProductInput } from './catalog.schemas.ts';
import { replaceProduct } from './catalog.replace.ts';
import { createProduct } from './catalog.service.ts';

/**
 * PUTs of one product that arrive while another is being written share a transaction (group
 * commit). Called one after the other without awaiting, the first runs alone and the others wait
 * for it and run together, in the order they were made: each must see what the ones before it left.
 */
describe('concurrent PUTs of one product', () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;

  beforeAll(async () => {
    t = await createTestApp();
    sellerA = (await createSeller(t, { name: 'A' })).id;
    sellerB = (await createSeller(t, { name: 'B' })).id;
  });
  afterAll(() => t.close());

  const body = (id: string, title: string, variations: { sku: string; skuId?: string; kit?: unknown }[]) =>
    productBody(id, {
      title,
      brand: undefined,
      variations: variations.map((v, i) => ({ ...v, attributes: [{ name: 'Cor', value: `C${i}` }] })),
    }) as unknown as ProductInput;
  const settle = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ ok: true as const, value }),
      (error: { code?: string; message: string }) => ({ ok: false as const, error }),
    );
  const events = (sellerId: string, productId: string) =>
    queryRows<{ name: string; skuId: string; fields: string[] | null; tx: string }>(
      t.rt.database.db,
      sql`select name, payload->>'skuId' as "skuId", payload->'fields' as fields, xmin::text as tx
          from outbox_events where seller_id = ${sellerId} and payload->>'productId' = ${productId}
          order by id`,
    );

  it('applies them in order, each answered and evented as if alone; a refused one changes nothing', async () => {
    const ctx = systemCtx(t.rt, sellerA);
    const created = await createProduct(ctx, body('GC-1', 'T0', [{ sku: 'GC-1-A' }, { sku: 'GC-1-B' }]));
    const [a, b] = created.variations.map((v) => v.skuId);
    const before = (await events(sellerA, 'GC-1')).length;

    // Made one after the other, none awaited: the first runs alone, the rest wait for it together.
    const put = (title: string, variations: Parameters<typeof body>[2]) =>
      settle(replaceProduct(ctx, 'GC-1', body('GC-1', title, variations)));
    const results = await Promise.all([
      put('T1', [
        { sku: 'GC-1-A', skuId: a },
        { sku: 'GC-1-B', skuId: b },
      ]),
      // Removes B.
      put('T2', [{ sku: 'GC-1-A', skuId: a }]),
      // B is no longer a variation of the product: refused, and T3 never lands.
      put('T3', [
        { sku: 'GC-1-A', skuId: a },
        { sku: 'GC-1-B', skuId: b },
      ]),
      // A kit of B, removed by the PUT before: refused.
      put('T3', [
        { sku: 'GC-1-A', skuId: a },
        { sku: 'GC-1-K', kit: [{ skuId: b, qty: 1 }] },
      ]),
      // B's sku again, without its skuId: a new variation.
      put('T4', [{ sku: 'GC-1-A', skuId: a }, { sku: 'GC-1-B' }]),
      // The same body again: matched by sku, nothing changes.
      put('T4', [{ sku: 'GC-1-A', skuId: a }, { sku: 'GC-1-B' }]),
    ]);

    expect(results.map((r) => r.ok)).toEqual([true, true, false, false, true, true]);
    expect(!results[2].ok && results[2].error.message).toContain(`${b} is not a variation of GC-1`);
    expect(!results[3].ok && results[3].error.message).toContain(`variation ${b} not found`);
    const again = results[4].ok ? results[4].value.variations[1]!.skuId : '';
    expect(again).toMatch(/^sku_/);
    expect(again).not.toBe(b);
    expect(results[5].ok && results[5].value.variations[1]!.skuId).toBe(again);

    const [product] = await queryRows<{ title: string }>(
      t.rt.database.db,
      sql`select title from catalog_products where seller_id = ${sellerA} and external_id = 'GC-1'`,
    );
    expect(product!.title).toBe('T4');
    const stored = await queryRows<{ id: string }>(
      t.rt.database.db,
      sql`select id from catalog_variations where seller_id = ${sellerA} and product_id = 'GC-1' order by position`,
    );
    expect(stored.map((v) => v.id)).toEqual([a, again]);

    const made = (await events(sellerA, 'GC-1')).slice(before);
    expect(made.map((e) => [e.name, e.skuId, e.fields])).toEqual([
      ['product.VariationUpdated', a, ['TITLE']],
      ['product.VariationUpdated', b, ['TITLE']],
      ['product.VariationRemoved', b, null],
      ['product.VariationUpdated', a, ['TITLE']],
      ['product.VariationUpdated', a, ['TITLE']],
      ['product.VariationCreated', again, null],
    ]);
    // The first ran alone; the ones waiting for it committed together.
    expect(made[2]!.tx).not.toBe(made[0]!.tx);
    expect(new Set(made.slice(2).map((e) => e.tx)).size).toBe(1);
  });

  it("keeps sellers apart: one seller's PUTs never join another's batch", async () => {
    const ctxA = systemCtx(t.rt, sellerA);
    const ctxB = systemCtx(t.rt, sellerB);
    const skuA = (await createProduct(ctxA, body('GC-2', 'A0', [{ sku: 'GC-2-X' }]))).variations[0]!.skuId;
    const skuB = (await createProduct(ctxB, body('GC-2', 'B0', [{ sku: 'GC-2-X' }]))).variations[0]!.skuId;
    await Promise.all([
      replaceProduct(ctxA, 'GC-2', body('GC-2', 'A1', [{ sku: 'GC-2-X', skuId: skuA }])),
      replaceProduct(ctxB, 'GC-2', body('GC-2', 'B1', [{ sku: 'GC-2-X', skuId: skuB }])),
      replaceProduct(ctxA, 'GC-2', body('GC-2', 'A2', [{ sku: 'GC-2-X', skuId: skuA }])),
      replaceProduct(ctxB, 'GC-2', body('GC-2', 'B2', [{ sku: 'GC-2-X', skuId: skuB }])),
    ]);
    // B's skuId is not A's variation: had the PUTs been mixed, one would have been refused or landed on the other.
    const titles = await queryRows<{ seller: string; title: string }>(
      t.rt.database.db,
      sql`select seller_id as seller, title from catalog_products where external_id = 'GC-2' order by title`,
    );
    expect(titles).toEqual([
      { seller: sellerA, title: 'A2' },
      { seller: sellerB, title: 'B2' },
    ]);
    expect((await events(sellerA, 'GC-2')).map((e) => e.skuId)).toEqual([skuA, skuA, skuA]);
    expect((await events(sellerB, 'GC-2')).map((e) => e.skuId)).toEqual([skuB, skuB, skuB]);
  });
});
