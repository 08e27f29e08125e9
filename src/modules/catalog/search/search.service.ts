import { and, arrayContains, asc, desc, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../../platform/context.ts';
import type { Paging } from '../../../platform/http/hal.ts';
import { containsPattern } from '../../../platform/db/sql.ts';
import { brands, products, variations } from '../catalog.tables.ts';
import type { ProductSearch } from '../catalog.schemas.ts';
import { loadProducts } from '../catalog.reads.ts';

export const productSortFields = ['externalId', 'title', 'createdAt', 'updatedAt'] as const;

const sortColumns = {
  externalId: products.externalId,
  title: products.title,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Words past this many add nothing a seller types into a search box, only work for the database. */
const MAX_WORDS = 8;

/**
 * The free-text search: each word, in any order, in the title, the externalId or a sku, without regard
 * to case or accents ("termica garrafa" finds "Garrafa térmica 1L"); and part of any EAN when the text
 * is digits. Each side goes through the same `catalog_search_text` the trigram indexes of migration
 * 0016 are built on, so each word's `like` can use them.
 */
function textMatch(text: string, variationMatch: (condition: SQL) => SQL): SQL {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const everyWord = words.map((word) => {
    const like = containsPattern(word);
    return sql`(${sql.join(
      [
        sql`catalog_search_text(${products.title}) like catalog_search_text(${like})`,
        sql`catalog_search_text(${products.externalId}) like catalog_search_text(${like})`,
        variationMatch(sql`catalog_search_text(${variations.sku}) like catalog_search_text(${like})`),
      ],
      sql` or `,
    )})`;
  });
  const matches = [sql`(${sql.join(everyWord, sql` and `)})`];
  const digits = text.replace(/[\s.-]/g, '');
  if (/^\d{3,14}$/.test(digits))
    matches.push(variationMatch(sql`${variations.eans}::text like ${`%${digits}%`}`));
  return sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * Paged product search; the `ean` filter matches any EAN of a variation's list. `variationHas` keeps the
 * products with a variation it holds for (given the variation's skuId column): how a module reading
 * both the catalog and its own tables filters on what it owns, as catalog-views does for
 * `notPublishedOn`, which the catalog alone cannot answer.
 */
export async function searchProducts(
  ctx: Ctx,
  filter: Omit<ProductSearch, 'notPublishedOn'>,
  paging: Paging,
  variationHas?: (skuId: AnyColumn) => SQL,
) {
  const sellerId = sellerOf(ctx);
  const conditions: SQL[] = [eq(products.sellerId, sellerId)];
  const variationMatch = (condition: SQL) =>
    sql`exists (select 1 from ${variations} where ${variations.sellerId} = ${products.sellerId}
        and ${variations.productId} = ${products.externalId} and ${condition})`;
  if (filter.text?.trim()) conditions.push(textMatch(filter.text, variationMatch));
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
  if (filter.missingCost) conditions.push(variationMatch(sql`${variations.cost} is null`));
  if (filter.missingEan) {
    conditions.push(
      variationMatch(
        sql`${variations.ean} is null and coalesce(jsonb_array_length(${variations.eans}), 0) = 0`,
      ),
    );
  }
  if (variationHas) conditions.push(variationMatch(variationHas(variations.id)));
  // Any of the product's categories, main or not (the GIN index of `category_ids`).
  if (filter.categoryId) conditions.push(arrayContains(products.categoryIds, [filter.categoryId]));
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
