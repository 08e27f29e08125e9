import { Decimal } from '../../platform/money.ts';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { appendEvents, type EventDraft } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { brands, categories, products, variations, type CatalogStatus } from './catalog.tables.ts';
import type { ProductInput, VariationInput, VariationPatch } from './catalog.schemas.ts';
import { variationView, type ProductRow, type VariationRow } from './catalog.mapping.ts';
import { applyEanWrite, type StoredEans } from './domain/ean-list.ts';
import { canonical, changedGroups } from './domain/changes.ts';
import { ensureBrand } from './taxonomy/taxonomy.service.ts';
import { skuCache } from './cache/sku-cache.ts';
import { writingCatalog } from './cache/product-cache.ts';
import { categoryList, firstUnknownCategory, namedCategories } from './domain/category-list.ts';
import { auditCostChanges } from './catalog.audit.ts';

type Executor = Ctx['db'];

function decimal(field: string, value: number | null | undefined, places: number): string | null {
  if (value === undefined || value === null) return null;
  const d = new Decimal(value);
  if (d.decimalPlaces() > places) {
    throw new DomainError('validation-failed', `${field}: at most ${places} decimal places`, { field });
  }
  return d.toString();
}

export function eanError(field: string, result: { reason: string; detail: string }): DomainError {
  return new DomainError('invalid-ean-list', `${field}: ${result.detail}`, { reason: result.reason, field });
}

export interface VariationPlan {
  row: VariationRow;
  previous: VariationRow | null;
}

/** `kept`: the stored status, which a body without `status` leaves as it is (ACTIVE for a new product). */
export function productColumns(
  ctx: Ctx,
  input: ProductInput,
  brandId: string | null,
  now: string,
  kept: CatalogStatus = 'ACTIVE',
) {
  return {
    sellerId: sellerOf(ctx),
    externalId: input.externalId,
    title: input.title,
    description: input.description ?? null,
    brandId,
    nbm: input.nbm ?? null,
    ...categoryColumns(input),
    condition: input.condition ?? null,
    handlingTime: input.handlingTime ?? null,
    warranty: input.warranty ?? null,
    fiscal: input.fiscal ?? null,
    weightKg: decimal('dimension.weight', input.dimension?.weight, 4),
    heightCm: decimal('dimension.height', input.dimension?.height, 2),
    widthCm: decimal('dimension.width', input.dimension?.width, 2),
    lengthCm: decimal('dimension.length', input.dimension?.length, 2),
    inboundFreight: decimal('productCosts.inboundFreight', input.productCosts?.inboundFreight, 4),
    packaging: decimal('productCosts.packaging', input.productCosts?.packaging, 4),
    royalty: decimal('productCosts.royalty', input.productCosts?.royalty, 4),
    attributes: input.attributes ?? [],
    status: input.status ?? kept,
    updatedAt: now,
  };
}

/** Images keep their order; the first becomes main when none is marked, two mains are refused. */
function images(field: string, list: VariationInput['images']) {
  const items = list ?? [];
  const mains = items.filter((image) => image.main).length;
  if (mains > 1)
    throw new DomainError('validation-failed', `${field}: only one image may be main`, { field });
  return items.map((image, i) => ({ url: image.url, main: mains === 0 ? i === 0 : Boolean(image.main) }));
}

export function variationColumns(
  ctx: Ctx,
  field: string,
  input: VariationInput | (VariationPatch & { sku: string }),
  base: VariationRow | null,
  eans: StoredEans,
  /** The stored status a PUT (which passes no base) keeps when the body has none. */
  kept?: CatalogStatus,
) {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(input, key);
  const pick = <T>(key: keyof VariationInput, fallback: T, value: () => T): T =>
    has(key) || !base ? value() : fallback;
  const dimension = input.dimension ?? undefined;
  return {
    sku: input.sku,
    ean: eans.ean,
    eans: eans.eans,
    cost: pick('cost', base?.cost ?? null, () => decimal(`${field}.cost`, input.cost, 4)),
    attributes: pick('attributes', base?.attributes ?? [], () => input.attributes ?? []),
    images: pick('images', base?.images ?? [], () => images(`${field}.images`, input.images)),
    videos: pick('videos', base?.videos ?? [], () =>
      (input.videos ?? []).map((video) => ({ url: video.url })),
    ),
    weightKg: pick('dimension', base?.weightKg ?? null, () =>
      decimal(`${field}.dimension.weight`, dimension?.weight, 4),
    ),
    heightCm: pick('dimension', base?.heightCm ?? null, () =>
      decimal(`${field}.dimension.height`, dimension?.height, 2),
    ),
    widthCm: pick('dimension', base?.widthCm ?? null, () =>
      decimal(`${field}.dimension.width`, dimension?.width, 2),
    ),
    lengthCm: pick('dimension', base?.lengthCm ?? null, () =>
      decimal(`${field}.dimension.length`, dimension?.length, 2),
    ),
    kit: pick('kit', base?.kit ?? null, () => input.kit ?? null),
    status: input.status ?? kept ?? base?.status ?? 'ACTIVE',
    sellerId: sellerOf(ctx),
  };
}

/** The main category and the whole list, or a 400 naming the field (rules in domain/category-list.ts). */
function categoryColumns(input: ProductInput) {
  const list = categoryList(input);
  if (!list.ok) {
    throw new DomainError('validation-failed', `${list.field}: ${list.detail}`, { field: list.field });
  }
  return { categoryId: list.value.main, categoryIds: list.value.ids };
}

/** Which of the category ids a body names are the seller's: another seller's ids are not found either. */
export async function sellerCategories(ctx: Ctx, inputs: readonly ProductInput[]): Promise<Set<string>> {
  const ids = [...new Set(inputs.flatMap((input) => namedCategories(input).map(({ id }) => id)))];
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.sellerId, sellerOf(ctx)), inArray(categories.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** A body naming a category the seller does not have is refused, naming the field. */
export function checkCategories(input: ProductInput, known: ReadonlySet<string>): void {
  const unknown = firstUnknownCategory(input, known);
  if (unknown) {
    throw new DomainError('validation-failed', `${unknown.field}: category ${unknown.id} not found`, {
      field: unknown.field,
    });
  }
}

/** Kit components must be this seller's variations, not kits themselves, and not the kit. */
export async function checkKits(
  ctx: Ctx,
  planned: { field: string; id: string; kit: VariationRow['kit'] }[],
  /** Variations a write has already changed in memory (null: removed), which win over their rows. */
  local: ReadonlyMap<string, VariationRow | null> = new Map(),
): Promise<void> {
  const componentIds = [...new Set(planned.flatMap((p) => (p.kit ?? []).map((line) => line.skuId)))];
  if (componentIds.length === 0) return;
  const rows = await ctx.db
    .select({ id: variations.id, kit: variations.kit })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inArray(variations.id, componentIds)));
  const known = new Map<string, Pick<VariationRow, 'kit'> | null>(rows.map((row) => [row.id, row]));
  for (const id of componentIds) if (local.has(id)) known.set(id, local.get(id)!);
  for (const p of planned) {
    for (const [i, line] of (p.kit ?? []).entries()) {
      const field = `${p.field}.kit[${i}].skuId`;
      const component = known.get(line.skuId);
      if (line.skuId === p.id)
        throw new DomainError('validation-failed', `${field}: a kit cannot contain itself`, { field });
      if (!component)
        throw new DomainError('validation-failed', `${field}: variation ${line.skuId} not found`, { field });
      if (component.kit)
        throw new DomainError('validation-failed', `${field}: a kit cannot contain another kit`, { field });
    }
  }
}

/** A sku may belong to one product only. */
async function checkSkusFree(ctx: Ctx, productId: string, skus: string[]): Promise<void> {
  const taken = await ctx.db
    .select({ sku: variations.sku, productId: variations.productId })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inArray(variations.sku, skus)));
  const clash = taken.find((row) => row.productId !== productId);
  if (clash) {
    throw new DomainError('sku-already-exists', `sku ${clash.sku} belongs to product ${clash.productId}`, {
      field: 'variations.sku',
      sku: clash.sku,
      productId: clash.productId,
    });
  }
}

export function checkDistinctSkus(input: ProductInput): void {
  const seen = new Set<string>();
  for (const [i, variation] of input.variations.entries()) {
    if (seen.has(variation.sku)) {
      throw new DomainError('validation-failed', `variations[${i}].sku: ${variation.sku} appears twice`, {
        field: `variations[${i}].sku`,
      });
    }
    seen.add(variation.sku);
  }
}

/** The events a write makes: one per created variation, one per variation whose field groups changed. */
export function changeEvents(
  product: ProductRow,
  brandName: string | null,
  plans: VariationPlan[],
  previousProduct: ProductRow | null,
  previousBrand: string | null,
): EventDraft[] {
  const events: EventDraft[] = [];
  for (const plan of plans) {
    const after = variationView(product, brandName, plan.row);
    if (!plan.previous) {
      events.push({
        name: 'product.VariationCreated',
        payload: { skuId: plan.row.id, productId: product.externalId },
      });
      continue;
    }
    const before = variationView(previousProduct ?? product, previousBrand, plan.previous);
    const fields = changedGroups(before, after);
    if (fields.length > 0) {
      events.push({
        name: 'product.VariationUpdated',
        payload: { skuId: plan.row.id, productId: product.externalId, fields },
      });
    }
  }
  return events;
}

async function emitChanges(
  ctx: Ctx,
  product: ProductRow,
  brandName: string | null,
  plans: VariationPlan[],
  previousProduct: ProductRow | null,
  previousBrand: string | null,
) {
  await appendEvents(ctx, changeEvents(product, brandName, plans, previousProduct, previousBrand));
  await auditCostChanges(ctx, plans);
}

export async function createProduct(ctx: Ctx, input: ProductInput) {
  checkDistinctSkus(input);
  return writingCatalog(ctx, async (tx, touched) => {
    const sellerId = sellerOf(tx);
    const [existing] = await tx.db
      .select({ id: products.externalId })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.externalId, input.externalId)));
    if (existing) {
      throw new DomainError('product-already-exists', `product ${input.externalId} exists; PUT replaces it`, {
        productId: input.externalId,
      });
    }
    checkCategories(input, await sellerCategories(tx, [input]));
    await checkSkusFree(
      tx,
      input.externalId,
      input.variations.map((v) => v.sku),
    );
    const now = tx.rt.clock.now().toISOString();
    const listWrites = tx.rt.config.eanListWrites;
    const plans: VariationPlan[] = input.variations.map((variation, i) => {
      const field = `variations[${i}]`;
      const eans = applyEanWrite(null, variation, { target: 'product', operation: 'create', listWrites });
      if (!eans.ok) throw eanError(`${field}.eans`, eans);
      const id = newId('sku');
      return {
        previous: null,
        row: {
          ...variationColumns(tx, field, variation, null, eans.value),
          id,
          productId: input.externalId,
          position: i,
          createdAt: now,
          updatedAt: now,
        },
      };
    });
    await checkKits(
      tx,
      plans.map((p, i) => ({ field: `variations[${i}]`, id: p.row.id, kit: p.row.kit })),
    );
    const brand = input.brand ? await ensureBrand(tx, input.brand) : null;
    const product = { ...productColumns(tx, input, brand?.id ?? null, now), createdAt: now };
    await tx.db.insert(products).values(product);
    await tx.db.insert(variations).values(plans.map((p) => p.row));
    touched.product(input.externalId);
    await emitChanges(tx, product, brand?.name ?? null, plans, null, null);
    return {
      productId: input.externalId,
      variations: plans.map((p) => ({ sku: p.row.sku, skuId: p.row.id })),
    };
  });
}

export async function brandName(
  db: Executor,
  sellerId: string,
  brandId: string | null,
): Promise<string | null> {
  if (!brandId) return null;
  const [row] = await db
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.sellerId, sellerId), eq(brands.id, brandId)));
  return row?.name ?? null;
}

// Numeric columns come back with their scale ("31.9000"); a body sends 31.9. Compared as decimals.
const numericColumns = new Set(
  Object.entries(getTableColumns(variations))
    .filter(([, column]) => column.columnType === 'PgNumeric')
    .map(([key]) => key),
);

const sameValue = (key: string, stored: unknown, planned: unknown) =>
  numericColumns.has(key) && stored !== null && planned !== null
    ? new Decimal(stored as string).eq(planned as string)
    : canonical(stored) === canonical(planned);

/** Every stored column equal (timestamps aside): the row need not be written again. */
export function sameVariationRow(stored: VariationRow, planned: VariationRow): boolean {
  return (Object.keys(planned) as (keyof VariationRow)[]).every(
    (key) => key === 'updatedAt' || key === 'createdAt' || sameValue(key, stored[key], planned[key]),
  );
}

export async function patchVariation(ctx: Ctx, skuId: string, patch: VariationPatch) {
  return writingCatalog(ctx, async (tx, touched) => {
    const sellerId = sellerOf(tx);
    const [previous] = await tx.db
      .select()
      .from(variations)
      .where(and(eq(variations.sellerId, sellerId), eq(variations.id, skuId)))
      .for('update');
    if (!previous) throw notFound('variation', skuId);
    const [product] = await tx.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.externalId, previous.productId)));
    const sku = patch.sku ?? previous.sku;
    if (sku !== previous.sku) await checkSkusFree(tx, previous.productId, [sku]);
    const eans = applyEanWrite({ ean: previous.ean, eans: previous.eans }, patch, {
      target: 'product',
      operation: 'patch',
      listWrites: tx.rt.config.eanListWrites,
    });
    if (!eans.ok) throw eanError('eans', eans);
    const before = new Set((previous.eans ?? []).map((item) => item.value));
    await checkEanConflict(
      tx,
      skuId,
      (eans.value.eans ?? []).filter((item) => !before.has(item.value)),
    );
    const now = tx.rt.clock.now().toISOString();
    const row: VariationRow = {
      ...previous,
      ...variationColumns(tx, 'variation', { ...patch, sku }, previous, eans.value),
      updatedAt: now,
    };
    await checkKits(tx, [{ field: 'variation', id: skuId, kit: row.kit }]);
    await tx.db
      .update(variations)
      .set(row)
      .where(and(eq(variations.sellerId, sellerId), eq(variations.id, skuId)));
    touched.product(previous.productId, [skuId]);
    const name = await brandName(tx.db, sellerId, product!.brandId);
    await emitChanges(tx, product!, name, [{ row, previous }], product!, name);
    skuCache.forget(sellerId, previous.sku);
    return { productId: previous.productId, variations: [{ sku: row.sku, skuId }] };
  });
}

/** A PATCH may not give a variation an EAN another variation of the seller already has. */
async function checkEanConflict(ctx: Ctx, skuId: string, added: { value: string }[]): Promise<void> {
  for (const item of added) {
    const [other] = await ctx.db
      .select({ id: variations.id })
      .from(variations)
      .where(
        and(
          eq(variations.sellerId, sellerOf(ctx)),
          sql`${variations.eans} @> ${JSON.stringify([{ value: item.value }])}::jsonb`,
          sql`${variations.id} <> ${skuId}`,
        ),
      )
      .limit(1);
    if (other) {
      throw new DomainError('ean-patch-conflict', `EAN ${item.value} belongs to variation ${other.id}`, {
        ean: item.value,
        skuId: other.id,
      });
    }
  }
}

/** Component costs of every kit among `rows`, in one query. */
