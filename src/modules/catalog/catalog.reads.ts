import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { inList } from '../../platform/db/sql.ts';
import { notFound } from '../../platform/http/errors.ts';
import { productDto, variationDto, type VariationRow } from './catalog.mapping.ts';
import { brands, products, variations } from './catalog.tables.ts';
import { kitCost } from './domain/kit-cost.ts';
import { productCacheOf } from './cache/product-cache.ts';
import { skuCache } from './cache/sku-cache.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

/** Reading products and variations as the API shows them, through the product and SKU caches. */

async function kitCosts(ctx: Ctx, rows: VariationRow[]): Promise<Map<string, string | null>> {
  const kits = rows.filter((row) => row.kit);
  const result = new Map<string, string | null>();
  if (kits.length === 0) return result;
  const ids = [...new Set(kits.flatMap((row) => row.kit!.map((line) => line.skuId)))];
  const components = await ctx.db
    .select({ id: variations.id, cost: variations.cost })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inArray(variations.id, ids)));
  const costs = new Map(components.map((c) => [c.id, c.cost]));
  for (const kit of kits) result.set(kit.id, kitCostOf(kit, costs));
  return result;
}

function kitCostOf(kit: VariationRow, costs: { get(skuId: string): string | null | undefined }) {
  return kitCost(kit.kit!.map((line) => ({ qty: line.qty, cost: costs.get(line.skuId) ?? null })));
}

const component = alias(variations, 'component');
const holder = alias(variations, 'holder');

/**
 * Products with their brand name, variations and kit costs in one statement: one row per variation
 * (a product without any gives one row), each kit's components' costs (as text, decimals) beside it.
 */
async function readProducts(ctx: Ctx, by: { productIds: string[] } | { skuId: string }) {
  const sellerId = sellerOf(ctx);
  const query = ctx.db
    .select({
      product: products,
      brand: brands.name,
      variation: variations,
      componentCosts: sql<Record<
        string,
        string | null
      > | null>`case when ${variations.kit} is null then null else (
        select json_object_agg(${component.id}, ${component.cost}::text) from ${variations} as ${sql.identifier('component')}
        where ${component.sellerId} = ${variations.sellerId}
          and ${component.id} in (select line->>'skuId' from jsonb_array_elements(${variations.kit}) line)) end`,
    })
    .from(products)
    .leftJoin(brands, and(eq(brands.sellerId, products.sellerId), eq(brands.id, products.brandId)))
    .leftJoin(
      variations,
      and(eq(variations.sellerId, products.sellerId), eq(variations.productId, products.externalId)),
    );
  const rows = await (
    'skuId' in by
      ? query
          .innerJoin(
            holder,
            and(
              eq(holder.sellerId, products.sellerId),
              eq(holder.productId, products.externalId),
              eq(holder.id, by.skuId),
            ),
          )
          .where(eq(products.sellerId, sellerId))
      : query.where(and(eq(products.sellerId, sellerId), inList(products.externalId, by.productIds)))
  ).orderBy(products.externalId, variations.position);
  const grouped = new Map<string, { row: (typeof rows)[number]; variations: VariationRow[] }>();
  const costs = new Map<string, string | null>();
  for (const row of rows) {
    const group = grouped.get(row.product.externalId) ?? { row, variations: [] };
    grouped.set(row.product.externalId, group);
    if (!row.variation) continue;
    group.variations.push(row.variation);
    if (row.variation.kit)
      costs.set(
        row.variation.id,
        kitCostOf(row.variation, new Map(Object.entries(row.componentCosts ?? {}))),
      );
  }
  return [...grouped.values()].map((g) => ({
    product: productDto(g.row.product, g.row.brand, g.variations, costs),
    /** The other variations it shows something of: its kits' components. */
    components: g.variations.flatMap((v) => (v.kit ?? []).map((line) => line.skuId)),
  }));
}

export async function loadProducts(ctx: Ctx, productIds: string[]) {
  if (productIds.length === 0) return [];
  const byId = new Map(
    (await readProducts(ctx, { productIds })).map(({ product }) => [product.productId, product]),
  );
  return productIds.map((id) => byId.get(id)).filter((p) => p !== undefined);
}

/**
 * One product through this process's product cache (product-cache.ts), which one read fills for the
 * product and each of its variations. Reads inside a transaction bypass it: they may see uncommitted rows.
 */
async function cachedProduct(ctx: Ctx, key: string, by: { productIds: string[] } | { skuId: string }) {
  const sellerId = sellerOf(ctx);
  const cache = ctx.inTransaction ? null : productCacheOf(ctx.rt);
  const hit = cache?.get(sellerId, key);
  if (hit) return hit;
  const stamp = cache?.begin() ?? 0;
  const [read] = await readProducts(ctx, by);
  if (read && cache) {
    const { product, components } = read;
    const keys = [productKey(product.productId), ...product.variations.map((v) => skuKey(v.skuId))];
    cache.set(sellerId, keys, stamp, product.productId, components, product);
  }
  return read?.product;
}

const productKey = (productId: string) => `p\u0000${productId}`;
const skuKey = (skuId: string) => `s\u0000${skuId}`;

export async function getProduct(ctx: Ctx, productId: string) {
  const product = await cachedProduct(ctx, productKey(productId), { productIds: [productId] });
  if (!product) throw notFound('product', productId);
  return product;
}

async function variationRow(ctx: Ctx, skuId: string): Promise<VariationRow> {
  return sellerRow(ctx, variations, skuId, 'variation');
}

export async function getProductBySkuId(ctx: Ctx, skuId: string) {
  const product = await cachedProduct(ctx, skuKey(skuId), { skuId });
  if (!product) throw notFound('variation', skuId);
  return product;
}

export async function getVariation(ctx: Ctx, skuId: string) {
  const row = await variationRow(ctx, skuId);
  const costs = await kitCosts(ctx, [row]);
  return { ...variationDto(row, costs.get(row.id)), ean: row.ean };
}

/** `GET /integration/skus/by-sku`: cached for 5 minutes, forgotten on change in this process. */
export async function resolveSku(ctx: Ctx, sku: string) {
  const sellerId = sellerOf(ctx);
  const cached = skuCache.get(sellerId, sku);
  if (cached) return cached;
  const [row] = await ctx.db
    .select({ skuId: variations.id, productId: variations.productId, sku: variations.sku })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerId), eq(variations.sku, sku)));
  if (!row) throw notFound('sku', sku);
  skuCache.set(sellerId, sku, row);
  return row;
}
