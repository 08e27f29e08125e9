import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import type { Paging } from '../../platform/http/hal.ts';
import { brands, products, variations } from './catalog.tables.ts';
import type { ProductSearch } from './catalog.schemas.ts';
import { loadProducts } from './catalog.service.ts';

export const productSortFields = ['externalId', 'title', 'createdAt', 'updatedAt'] as const;

const sortColumns = {
  externalId: products.externalId,
  title: products.title,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Paged product search; the `ean` filter matches any EAN of a variation's list (spec 2.3). */
export async function searchProducts(ctx: Ctx, filter: ProductSearch, paging: Paging) {
  const sellerId = sellerOf(ctx);
  const conditions: SQL[] = [eq(products.sellerId, sellerId)];
  const variationMatch = (condition: SQL) =>
    sql`exists (select 1 from ${variations} where ${variations.sellerId} = ${products.sellerId}
        and ${variations.productId} = ${products.externalId} and ${condition})`;
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${products.title} ilike ${like} or ${products.externalId} ilike ${like} or ${variationMatch(sql`${variations.sku} ilike ${like}`)})`,
    );
  }
  if (filter.sku) conditions.push(variationMatch(sql`${variations.sku} = ${filter.sku}`));
  if (filter.ean) {
    conditions.push(
      variationMatch(sql`${variations.eans} @> ${JSON.stringify([{ value: filter.ean.trim() }])}::jsonb`),
    );
  }
  if (filter.brand) {
    conditions.push(
      sql`exists (select 1 from ${brands} where ${brands.sellerId} = ${products.sellerId} and ${brands.id} = ${products.brandId}
          and lower(${brands.name}) = lower(${filter.brand}))`,
    );
  }
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.updatedSince)
    conditions.push(gte(products.updatedAt, new Date(filter.updatedSince).toISOString()));
  const where = and(...conditions);
  const column = sortColumns[(paging.sort?.field ?? 'externalId') as keyof typeof sortColumns];
  const order = paging.sort?.direction === 'desc' ? desc(column) : asc(column);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const ids = await ctx.db
    .select({ id: products.externalId })
    .from(products)
    .where(where)
    .orderBy(order, asc(products.externalId))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const items = await loadProducts(
    ctx,
    ids.map((r) => r.id),
  );
  return { items, total: count?.n ?? 0 };
}
