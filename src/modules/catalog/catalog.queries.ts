import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { arrayLiteral, inKeyPage, inList, queryRows } from '../../platform/db/sql.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { brands, categories, products, variations, type KitComponent } from './catalog.tables.ts';
import { kitCost } from './domain/kit-cost.ts';
import { skuCostCacheOf } from './cache/product-cache.ts';
import { onSale } from './catalog.mapping.ts';
import { lacksUnitCost } from './catalog.coverage.ts';

/** What freight needs of a SKU: unit weight (kg) and dimensions (cm), the variation's own or its product's. */
export interface SkuLogistics {
  skuId: string;
  sku: string;
  productId: string;
  weightKg: string | null;
  heightCm: string | null;
  widthCm: string | null;
  lengthCm: string | null;
  handlingTime: number | null;
}

export async function skuLogistics(ctx: Ctx, skuIds: readonly string[]): Promise<Map<string, SkuLogistics>> {
  const result = new Map<string, SkuLogistics>();
  if (skuIds.length === 0) return result;
  const rows = await ctx.db
    .select({ v: variations, p: products })
    .from(variations)
    .innerJoin(
      products,
      and(eq(products.sellerId, variations.sellerId), eq(products.externalId, variations.productId)),
    )
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inArray(variations.id, [...new Set(skuIds)])));
  for (const { v, p } of rows) {
    result.set(v.id, {
      skuId: v.id,
      sku: v.sku,
      productId: v.productId,
      weightKg: v.weightKg ?? p.weightKg,
      heightCm: v.heightCm ?? p.heightCm,
      widthCm: v.widthCm ?? p.widthCm,
      lengthCm: v.lengthCm ?? p.lengthCm,
      handlingTime: p.handlingTime,
    });
  }
  return result;
}

/** What margins need of a SKU: its unit cost (a kit's is the sum of its components) and product costs. */
export interface SkuCost {
  skuId: string;
  sku: string;
  productId: string;
  unitCost: string | null;
  inboundFreight: string | null;
  packaging: string | null;
  royalty: string | null;
  brandId: string | null;
  /** The main category (a product may have others: CAT-33). */
  categoryId: string | null;
}

/** Above this many SKUs a read skips the cache: a rule's simulation reads 100,000 and would only churn it. */
const CACHED_COSTS_UP_TO = 200;

/**
 * The SKUs' costs, through this process's cost cache (product-cache.ts) for the few SKUs of an order
 * or a page of orders; reads inside a transaction bypass it, as they may see uncommitted rows.
 */
export async function skuCosts(ctx: Ctx, skuIds: readonly string[]): Promise<Map<string, SkuCost>> {
  const result = new Map<string, SkuCost>();
  if (skuIds.length === 0) return result;
  const sellerId = sellerOf(ctx);
  const unique = [...new Set(skuIds)];
  const cache = ctx.inTransaction || unique.length > CACHED_COSTS_UP_TO ? null : skuCostCacheOf(ctx.rt);
  const missing = cache
    ? unique.filter((skuId) => {
        const hit = cache.get(sellerId, skuId);
        if (hit) result.set(skuId, hit);
        return !hit;
      })
    : unique;
  if (missing.length === 0) return result;
  const stamp = cache?.begin() ?? 0;
  // Only the columns a cost needs, ids as one array parameter. Bounded by the list's own range: a price
  // formation batch asks for 2,500 neighbouring SKUs, which PostgreSQL otherwise reads by scanning both whole
  // tables (52 ms against 6 ms for 2,500 of 200,000 SKUs; see inKeyPage).
  const rows = await ctx.db
    .select({
      id: variations.id,
      sku: variations.sku,
      productId: variations.productId,
      cost: variations.cost,
      kit: variations.kit,
      inboundFreight: products.inboundFreight,
      packaging: products.packaging,
      royalty: products.royalty,
      brandId: products.brandId,
      categoryId: products.categoryId,
    })
    .from(variations)
    .innerJoin(
      products,
      and(eq(products.sellerId, variations.sellerId), eq(products.externalId, variations.productId)),
    )
    .where(and(eq(variations.sellerId, sellerId), inKeyPage(variations.id, missing)));
  const costs = await withKitCosts(ctx, rows);
  costs.forEach((cost, i) => {
    result.set(cost.skuId, cost);
    const components = (rows[i]!.kit ?? []).map((line) => line.skuId);
    cache?.set(sellerId, [cost.skuId], stamp, cost.productId, components, cost);
  });
  return result;
}

interface CostRow extends Omit<SkuCost, 'skuId' | 'unitCost'> {
  id: string;
  cost: string | null;
  kit: KitComponent[] | null;
}

/** The SKUs' costs, a kit's unit cost being the sum of its components' (read in one go). */
async function withKitCosts(ctx: Ctx, rows: readonly CostRow[]): Promise<SkuCost[]> {
  const componentIds = [...new Set(rows.flatMap((row) => (row.kit ?? []).map((line) => line.skuId)))];
  const components =
    componentIds.length === 0
      ? []
      : await ctx.db
          .select({ id: variations.id, cost: variations.cost })
          .from(variations)
          .where(and(eq(variations.sellerId, sellerOf(ctx)), inList(variations.id, componentIds)));
  const componentCost = new Map(components.map((c) => [c.id, c.cost]));
  return rows.map(({ id, cost, kit, ...rest }) => ({
    skuId: id,
    unitCost: kit
      ? kitCost(kit.map((line) => ({ qty: line.qty, cost: componentCost.get(line.skuId) ?? null })))
      : cost,
    ...rest,
  }));
}

/** Everything an ad copies from its variation and product, the variation's dimensions first. */
export interface VariationSnapshot {
  skuId: string;
  sku: string;
  productId: string;
  title: string;
  description: string | null;
  variationAttributes: { name: string; value: string }[];
  productAttributes: { name: string; value: string }[];
  dimensions: { height: string | null; width: string | null; depth: string | null; weight: string | null };
  handlingTime: number | null;
  images: { url: string; main?: boolean }[];
  videos: { url: string }[];
  ean: string | null;
  /** Null when the variation never had a list (ads then omit `eans`). */
  eans: { value: string; main: boolean }[] | null;
  brand: { name: string; mappings: Record<string, string> } | null;
  fiscal: { ncm?: string; origin?: number; countryOfOrigin?: string } | null;
  warranty: { time?: number; type?: string } | null;
  condition: string | null;
  /** The variation and its product are both ACTIVE. */
  onSale: boolean;
}

export async function variationSnapshots(
  ctx: Ctx,
  skuIds: readonly string[],
): Promise<Map<string, VariationSnapshot>> {
  const result = new Map<string, VariationSnapshot>();
  if (skuIds.length === 0) return result;
  const rows = await ctx.db
    .select({ v: variations, p: products, b: brands })
    .from(variations)
    .innerJoin(
      products,
      and(eq(products.sellerId, variations.sellerId), eq(products.externalId, variations.productId)),
    )
    .leftJoin(brands, and(eq(brands.sellerId, products.sellerId), eq(brands.id, products.brandId)))
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inArray(variations.id, [...new Set(skuIds)])));
  for (const { v, p, b } of rows) {
    result.set(v.id, {
      skuId: v.id,
      sku: v.sku,
      productId: v.productId,
      title: p.title,
      description: p.description,
      variationAttributes: v.attributes,
      productAttributes: p.attributes,
      dimensions: {
        height: v.heightCm ?? p.heightCm,
        width: v.widthCm ?? p.widthCm,
        depth: v.lengthCm ?? p.lengthCm,
        weight: v.weightKg ?? p.weightKg,
      },
      handlingTime: p.handlingTime,
      images: v.images,
      videos: v.videos,
      ean: v.ean,
      eans: v.eans,
      brand: b ? { name: b.name, mappings: b.mappings } : null,
      fiscal: p.fiscal,
      warranty: p.warranty,
      condition: p.condition,
      onSale: onSale(p, v),
    });
  }
  return result;
}

/** The variations of every product of a brand: the ads that follow BRAND must hear of its changes. */
export async function skuIdsOfBrand(ctx: Ctx, brandId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: variations.id })
    .from(variations)
    .innerJoin(
      products,
      and(eq(products.sellerId, variations.sellerId), eq(products.externalId, variations.productId)),
    )
    .where(and(eq(variations.sellerId, sellerOf(ctx)), eq(products.brandId, brandId)));
  return rows.map((row) => row.id);
}

/**
 * The seller's skuId of each sku code, in one query; codes the seller does not have are absent. The
 * codes go as one array parameter (`inList`): a 10,000-SKU price list as 10,000 bind parameters
 * cost drizzle and PostgreSQL about 0.1 s more to build and parse.
 */
export async function skuIdsOfSkus(ctx: Ctx, skus: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ sku: variations.sku, skuId: variations.id })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inList(variations.sku, unique)));
  return new Map(rows.map((row) => [row.sku, row.skuId]));
}

/**
 * The skuId of each reference to a SKU by `sku` or `skuId` (both must then name the same SKU), for
 * writes that take either. A reference with neither is 400; an unknown one is 404, and so is another
 * seller's. Errors name the field as `${prefix(i)}sku` or `${prefix(i)}skuId`.
 */
export async function skuIdsOfRefs(
  ctx: Ctx,
  refs: readonly { sku?: string; skuId?: string }[],
  prefix: (i: number) => string = () => '',
): Promise<string[]> {
  const bySku = await skuIdsOfSkus(
    ctx,
    refs.flatMap((ref) => (ref.sku === undefined ? [] : [ref.sku])),
  );
  const known = await skuCodes(
    ctx,
    refs.flatMap((ref) => (ref.skuId === undefined || ref.sku !== undefined ? [] : [ref.skuId])),
  );
  return refs.map((ref, i) => {
    if (ref.sku === undefined && ref.skuId === undefined) {
      const field = `${prefix(i)}sku`;
      throw new DomainError('validation-failed', `${field}: give sku or skuId`, { field });
    }
    const skuId =
      ref.sku === undefined ? (known.has(ref.skuId!) ? ref.skuId : undefined) : bySku.get(ref.sku);
    if (skuId === undefined || (ref.skuId !== undefined && skuId !== ref.skuId)) {
      const field = `${prefix(i)}${ref.sku === undefined ? 'skuId' : 'sku'}`;
      const named =
        ref.sku === undefined
          ? `skuId ${ref.skuId}`
          : `sku ${ref.sku}${ref.skuId ? ` with skuId ${ref.skuId}` : ''}`;
      throw new DomainError('not-found', `${field}: the seller has no SKU with ${named}`, {
        field,
        resource: 'SKU',
      });
    }
    return skuId;
  });
}

/** The sku of each of the seller's skuIds; ids it does not have are absent from the map. */
export async function skuCodes(ctx: Ctx, skuIds: readonly string[]): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ sku: variations.sku, skuId: variations.id })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inList(variations.id, [...new Set(skuIds)])));
  return new Map(rows.map((row) => [row.skuId, row.sku]));
}

/** How many variations (SKUs) each of the seller's products has; products it does not have are absent. */
export async function variationCounts(ctx: Ctx, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ productId: variations.productId, n: sql<number>`count(*)::int` })
    .from(variations)
    .where(
      and(eq(variations.sellerId, sellerOf(ctx)), inList(variations.productId, [...new Set(productIds)])),
    )
    .groupBy(variations.productId);
  return new Map(rows.map((row) => [row.productId, row.n]));
}

/** The seller's SKUs of each brand (an entry per brand the seller has, empty when it has no product). */
export async function skuIdsOfBrands(ctx: Ctx, brandIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (brandIds.length === 0) return result;
  const rows = await ctx.db
    .select({ brandId: brands.id, skuId: variations.id })
    .from(brands)
    .leftJoin(products, and(eq(products.sellerId, brands.sellerId), eq(products.brandId, brands.id)))
    .leftJoin(
      variations,
      and(eq(variations.sellerId, products.sellerId), eq(variations.productId, products.externalId)),
    )
    .where(and(eq(brands.sellerId, sellerOf(ctx)), inArray(brands.id, [...new Set(brandIds)])));
  for (const row of rows) {
    const list = result.get(row.brandId) ?? [];
    if (row.skuId) list.push(row.skuId);
    result.set(row.brandId, list);
  }
  return result;
}

/**
 * Which of these category and brand ids are the seller's: one index probe each, where the SKUs of a
 * category may be a whole catalog (a price rule's eligibility is checked before it is simulated).
 */
export async function knownTaxonomyIds(
  ctx: Ctx,
  ids: { categoryIds: readonly string[]; brandIds: readonly string[] },
): Promise<{ categoryIds: Set<string>; brandIds: Set<string> }> {
  const sellerId = sellerOf(ctx);
  const [categoryRows, brandRows] = await Promise.all([
    ids.categoryIds.length === 0
      ? []
      : ctx.db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.sellerId, sellerId), inList(categories.id, ids.categoryIds))),
    ids.brandIds.length === 0
      ? []
      : ctx.db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.sellerId, sellerId), inList(brands.id, ids.brandIds))),
  ]);
  return {
    categoryIds: new Set(categoryRows.map((row) => row.id)),
    brandIds: new Set(brandRows.map((row) => row.id)),
  };
}

/**
 * The skuIds of the products in each category or any of its subcategories (a promotion on "Kitchen"
 * covers "Kitchen > Bottles"), whether it is a product's main category or another of its categories
 * (CAT-34); categories the seller does not have are absent from the map.
 */
export async function skuIdsInCategories(
  ctx: Ctx,
  categoryIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (categoryIds.length === 0) return result;
  const sellerId = sellerOf(ctx);
  const rows = await queryRows<{ root: string; sku_id: string | null }>(
    ctx.db,
    sql`with recursive tree(root, id) as (
          select id, id from catalog_categories
          where seller_id = ${sellerId} and id in (${sql.join(
            [...new Set(categoryIds)].map((id) => sql`${id}`),
            sql`, `,
          )})
          union
          select tree.root, child.id from tree
          join catalog_categories child on child.seller_id = ${sellerId} and child.parent_id = tree.id
        )
        select distinct tree.root, v.id as sku_id from tree
        left join catalog_products p on p.seller_id = ${sellerId} and p.category_ids @> array[tree.id]
        left join catalog_variations v on v.seller_id = ${sellerId} and v.product_id = p.external_id`,
  );
  for (const row of rows) {
    const list = result.get(row.root) ?? [];
    if (row.sku_id) list.push(row.sku_id);
    result.set(row.root, list);
  }
  return result;
}

/** Which SKUs a set-based selection covers; each field narrows it, absent or empty fields do not. */
export interface SkuFilter {
  /** Categories with their subcategories; a product matches through any of its categories (CAT-34). */
  categoryIds?: readonly string[];
  brandIds?: readonly string[];
  skuIds?: readonly string[];
}

const idList = (ids: readonly string[]) =>
  sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The named categories and every subcategory under them, by id. A filter's query takes them as values, not
 * as a subquery: PostgreSQL then plans knowing how many products they hold (a subquery's result it guesses
 * small, and so scanned and sorted every product of a category holding half the catalog for each page of a
 * walk: 350 ms a page of 20,000 SKUs, against 50 ms walking the SKUs in id order).
 */
async function categoryTree(ctx: Ctx, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const sellerId = sellerOf(ctx);
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`with recursive tree(id) as (
          select id from catalog_categories where seller_id = ${sellerId} and id in (${idList(categoryIds)})
          union
          select child.id from tree
          join catalog_categories child on child.seller_id = ${sellerId} and child.parent_id = tree.id
        )
        select id from tree`,
  );
  return rows.map((row) => row.id);
}

/** The filter's SKUs as a query, its categories resolved first (`categoryTree`). */
async function filteredSkus(ctx: Ctx, filter: SkuFilter, tail: SQL, columns: SQL = sql`v.id`): Promise<SQL> {
  const sellerId = sellerOf(ctx);
  const categories = filter.categoryIds ?? [];
  const brandIds = filter.brandIds ?? [];
  const skuIds = filter.skuIds ?? [];
  const tree = await categoryTree(ctx, categories);
  return sql`select ${columns} from catalog_variations v
      join catalog_products p on p.seller_id = v.seller_id and p.external_id = v.product_id
      where v.seller_id = ${sellerId}
        ${categories.length > 0 ? sql`and p.category_ids && ${arrayLiteral(tree)}::text[]` : sql``}
        ${brandIds.length > 0 ? sql`and p.brand_id in (${idList(brandIds)})` : sql``}
        ${skuIds.length > 0 ? sql`and v.id in (${idList(skuIds)})` : sql``}
        ${tail}`;
}

/**
 * For price formation (issue 7): the next `limit` SKU ids of the filter in id order after `after`,
 * so a long walk over the catalog goes page by page on the primary key.
 */
export async function skuIdPage(
  ctx: Ctx,
  filter: SkuFilter,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    await filteredSkus(
      ctx,
      filter,
      sql`${after === null ? sql`` : sql`and v.id > ${after}`} order by v.id limit ${limit}`,
    ),
  );
  return rows.map((row) => row.id);
}

/**
 * For price formation (issue 7): `skuIdPage` with each SKU's cost (as `skuCosts` gives it), in one
 * read: a rule's walk over the catalog needs both of every SKU.
 */
export async function skuCostPage(
  ctx: Ctx,
  filter: SkuFilter,
  after: string | null,
  limit: number,
): Promise<SkuCost[]> {
  const rows = await queryRows<{
    id: string;
    sku: string;
    product_id: string;
    cost: string | null;
    kit: KitComponent[] | null;
    inbound_freight: string | null;
    packaging: string | null;
    royalty: string | null;
    brand_id: string | null;
    category_id: string | null;
  }>(
    ctx.db,
    await filteredSkus(
      ctx,
      filter,
      sql`${after === null ? sql`` : sql`and v.id > ${after}`} order by v.id limit ${limit}`,
      sql`v.id, v.sku, v.product_id, v.cost::text, v.kit, p.inbound_freight::text, p.packaging::text,
          p.royalty::text, p.brand_id, p.category_id`,
    ),
  );
  return withKitCosts(
    ctx,
    rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      productId: row.product_id,
      cost: row.cost,
      kit: row.kit,
      inboundFreight: row.inbound_freight,
      packaging: row.packaging,
      royalty: row.royalty,
      brandId: row.brand_id,
      categoryId: row.category_id,
    })),
  );
}

/**
 * For a price rule's summary: how many SKUs the filter covers and how many of them have a unit cost, counted
 * by the database (the summary of a rule over a whole catalog read every SKU's cost page by page before).
 */
export async function skuCostCounts(
  ctx: Ctx,
  filter: SkuFilter,
): Promise<{ skus: number; withCost: number }> {
  const [row] = await queryRows<{ skus: number; with_cost: number }>(
    ctx.db,
    sql`select count(*)::int as skus, (count(*) filter (where not ${lacksUnitCost}))::int as with_cost
        from (${await filteredSkus(ctx, filter, sql``, sql`v.seller_id, v.cost, v.kit`)}) as v`,
  );
  return { skus: row!.skus, withCost: row!.with_cost };
}

/** For price formation (issue 7): how many SKUs the filter covers. */
export async function countSkus(ctx: Ctx, filter: SkuFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from (${await filteredSkus(ctx, filter, sql``)}) as matched`,
  );
  return row!.n;
}
