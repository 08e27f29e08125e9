import { Decimal } from '../../platform/money.ts';
import type { products, variations } from './catalog.tables.ts';
import type { VariationView } from './domain/changes.ts';
import { iso } from '../../platform/time.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;

const num = (value: string | null | undefined) =>
  value === null || value === undefined ? undefined : Number(value);

function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

function dimensionOf(row: {
  weightKg: string | null;
  heightCm: string | null;
  widthCm: string | null;
  lengthCm: string | null;
}) {
  const dimension = compact({
    weight: num(row.weightKg),
    height: num(row.heightCm),
    width: num(row.widthCm),
    length: num(row.lengthCm),
  });
  return Object.keys(dimension).length ? dimension : undefined;
}

/** The variation as the API shows it. `cost` of a kit is the sum of its components (`kitCost`). */
export function variationDto(row: VariationRow, kitCost?: string | null) {
  const cost = row.kit ? (kitCost ?? null) : row.cost;
  return compact({
    skuId: row.id,
    sku: row.sku,
    productId: row.productId,
    ean: row.ean,
    eans: row.eans ?? [],
    cost: num(cost) ?? null,
    attributes: row.attributes,
    images: row.images,
    videos: row.videos,
    dimension: dimensionOf(row),
    kit: row.kit ?? undefined,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }) as Record<string, unknown> & {
    skuId: string;
    sku: string;
    productId: string;
    ean: string | null;
    cost: number | null;
  };
}

export function productDto(
  row: ProductRow,
  brandName: string | null,
  variationRows: VariationRow[],
  kitCosts: Map<string, string | null>,
) {
  const costs = compact({
    inboundFreight: num(row.inboundFreight),
    packaging: num(row.packaging),
    royalty: num(row.royalty),
  });
  return {
    productId: row.externalId,
    externalId: row.externalId,
    title: row.title,
    categories: row.categoryIds,
    ...compact({
      description: row.description,
      brand: brandName,
      brandId: row.brandId,
      nbm: row.nbm,
      categoryId: row.categoryId,
      condition: row.condition,
      handlingTime: row.handlingTime,
      warranty: row.warranty,
      fiscal: row.fiscal,
      dimension: dimensionOf(row),
      productCosts: Object.keys(costs).length ? costs : undefined,
    }),
    attributes: row.attributes,
    status: row.status,
    variations: variationRows.map((v) => {
      const dto = variationDto(v, kitCosts.get(v.id));
      // `ean` is always present (null when none), like `eans`.
      return { ...dto, ean: v.ean };
    }),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A variation is on sale when it and its product are both ACTIVE: what ads following STATUS track. */
export const onSale = (product: { status: string }, variation: { status: string }) =>
  product.status === 'ACTIVE' && variation.status === 'ACTIVE';

/** The flat view compared by `changedGroups` to tell ads what a write changed. */
/** A decimal as its value, whatever its scale: the column's "0.8000" and the body's "0.8" are one value. */
const dec = (value: string | null) => (value === null ? null : new Decimal(value).toString());

export function variationView(product: ProductRow, brandName: string | null, v: VariationRow): VariationView {
  return {
    TITLE: product.title,
    DESCRIPTION: product.description,
    DIMENSIONS: [
      dec(v.weightKg ?? product.weightKg),
      dec(v.heightCm ?? product.heightCm),
      dec(v.widthCm ?? product.widthCm),
      dec(v.lengthCm ?? product.lengthCm),
    ],
    HANDLING_TIME: product.handlingTime,
    IMAGES: v.images,
    VIDEOS: v.videos,
    SPECIFICATION: [product.attributes, v.attributes],
    EAN: [v.ean, v.eans],
    BRAND: brandName,
    FISCAL: product.fiscal,
    WARRANTY: product.warranty,
    CONDITION: product.condition,
    COST: [dec(v.cost), dec(product.inboundFreight), dec(product.packaging), dec(product.royalty)],
    SKU: v.sku,
    KIT: v.kit,
    STATUS: onSale(product, v) ? 'ACTIVE' : 'INACTIVE',
  };
}
