import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../../platform/context.ts';
import type { VariationRow } from '../catalog.mapping.ts';
import { brands, products, variations } from '../catalog.tables.ts';
import { csvLine, exportCells, type Delimiter } from './domain/export-row.ts';
import { importColumns } from './domain/import-row.ts';

const PRODUCTS_PER_PAGE = 500;

/**
 * The seller's catalog as CSV in the import's format, one row per variation, by externalId. Read
 * page by page (keyset on externalId), so memory stays flat for any catalog size. Starts with a
 * BOM: Excel then reads it as UTF-8.
 */
export async function* exportProductsCsv(
  ctx: Ctx,
  options: { delimiter: Delimiter },
): AsyncGenerator<string> {
  const sellerId = sellerOf(ctx);
  const { delimiter } = options;
  yield `\uFEFF${csvLine(importColumns, delimiter)}`;
  let after = '';
  for (;;) {
    const page = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, sellerId), gt(products.externalId, after)))
      .orderBy(asc(products.externalId))
      .limit(PRODUCTS_PER_PAGE);
    if (page.length === 0) return;
    const ids = page.map((product) => product.externalId);
    const variationRows = await ctx.db
      .select()
      .from(variations)
      .where(and(eq(variations.sellerId, sellerId), inArray(variations.productId, ids)))
      .orderBy(asc(variations.productId), asc(variations.position));
    const brandIds = [...new Set(page.map((product) => product.brandId).filter((id) => id !== null))];
    const brandNames = new Map(
      brandIds.length === 0
        ? []
        : (
            await ctx.db
              .select({ id: brands.id, name: brands.name })
              .from(brands)
              .where(and(eq(brands.sellerId, sellerId), inArray(brands.id, brandIds)))
          ).map((brand) => [brand.id, brand.name]),
    );
    const byProduct = new Map<string, VariationRow[]>();
    for (const row of variationRows)
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    let text = '';
    for (const product of page) {
      const brand = product.brandId ? (brandNames.get(product.brandId) ?? null) : null;
      for (const variation of byProduct.get(product.externalId) ?? []) {
        text += csvLine(exportCells({ ...product, brand }, variation, delimiter), delimiter);
      }
    }
    yield text;
    after = ids.at(-1)!;
  }
}
