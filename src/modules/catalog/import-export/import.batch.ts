/**
 * The import's engine: rows grouped by product and cut into batches, each batch validated against
 * what is stored and written set-based in one transaction.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../../platform/context.ts';
import { inList, upsertRows } from '../../../platform/db/sql.ts';
import { cpuSlices } from '../../../platform/db/yield.ts';
import { writingCatalog } from '../cache/product-cache.ts';
import { appendEvents, type EventDraft } from '../../../platform/events/events.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import { newId } from '../../../platform/ids.ts';
import type { ProductRow, VariationRow } from '../catalog.mapping.ts';
import type { ProductInput } from '../catalog.schemas.ts';
import {
  changeEvents,
  productColumns,
  sellerCategories,
  variationColumns,
  type VariationPlan,
} from '../catalog.service.ts';
import { brands, importErrors, imports, products, variations } from '../catalog.tables.ts';
import { firstUnknownCategory } from '../domain/category-list.ts';
import { applyEanWrite, type StoredEans } from '../domain/ean-list.ts';
import {
  addToGroup,
  continueGroup,
  parseRow,
  rejectProduct,
  startGroup,
  unreadableRow,
  type GroupRow,
  type Header,
  type ImportColumn,
  type ProductColumn,
  type ProductGroup,
} from './domain/import-row.ts';
import type { ImportError, ImportErrorCode } from './domain/import-errors.ts';
import type { ByteCount, SheetRow } from './import.readers.ts';
import { ensureBrand } from '../taxonomy/taxonomy.service.ts';
import { auditCostChanges } from '../catalog.audit.ts';
import { storedProduct, storedVariation } from './import.stored.ts';

export type ImportRow = typeof imports.$inferSelect;

/** Variations per transaction: one multi-row statement each for products, variations and events. */
export const IMPORT_BATCH_ROWS = 1000;
/**
 * On PGlite a batch's transaction runs inside this process and holds its one connection (about 1.6 s
 * for 1,000 rows on a loaded two-core machine), and a request that comes during it waits for it
 * (docs/decisions.md SEC-34): 100 rows halved that wait against 250, for an import about a third
 * slower on PGlite.
 */
const PGLITE_BATCH_ROWS = 100;

export const batchRowsFor = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' ? PGLITE_BATCH_ROWS : IMPORT_BATCH_ROWS;
/** The API's limit of variations per product: a longer run of rows continues the product in the next batch. */
const MAX_GROUP_ROWS = 500;
/** Report entries kept per import; `errorCount` goes on counting past it. */
const ERRORS_KEPT = 100_000;
const ERRORS_PER_STATEMENT = 5000;

export const ofImport = (sellerId: string, importId: string) =>
  and(eq(imports.sellerId, sellerId), eq(imports.id, importId));

/** Where reading has got to: bytes for the progress figure, the row for a read error's report entry. */
export interface Cursor extends ByteCount {
  row: number;
}

export interface Batch {
  groups: ProductGroup[];
  /** The columns of the file. */
  present: ReadonlySet<ImportColumn>;
  rows: number;
  /** Bytes read when the batch was closed, for progress. */
  bytes: number;
}

/**
 * Groups consecutive rows of a product and cuts the stream into batches of about IMPORT_BATCH_ROWS
 * variations. A product seen again later in the file is written again (an upsert); a batch holds a
 * product once, so its rows are written in file order.
 */
export async function* batchesOf(
  sheet: AsyncGenerator<SheetRow>,
  header: Header,
  cursor: Cursor,
  batchRows = IMPORT_BATCH_ROWS,
): AsyncGenerator<Batch> {
  const empty = (): Batch => ({ groups: [], present: header.present, rows: 0, bytes: 0 });
  let batch = empty();
  let inBatch = new Set<string>();
  const seen = new Set<string>();
  let group: ProductGroup | null = null;
  const close = () => {
    if (!group) return;
    batch.groups.push(group);
    batch.rows += group.rows.length;
    if (group.externalId) {
      inBatch.add(group.externalId);
      seen.add(group.externalId);
    }
    group = null;
  };
  const slice = cpuSlices();
  for await (const sheetRow of sheet) {
    // Rows already parsed come without a turn of the event loop: a batch's worth would hold it.
    await slice();
    cursor.row = sheetRow.row;
    if (!sheetRow.error && sheetRow.cells.every((cell) => cell.trim() === '')) continue;
    const parsed = sheetRow.error ? null : parseRow(sheetRow.row, sheetRow.cells, header);
    const externalId = parsed?.externalId ?? '';
    const current = group;
    const sameProduct = current !== null && externalId !== '' && externalId === current.externalId;
    if (parsed && current && sameProduct && current.rows.length < MAX_GROUP_ROWS) {
      addToGroup(current, parsed);
      continue;
    }
    close();
    if (batch.rows >= batchRows || inBatch.has(externalId)) {
      batch.bytes = cursor.bytes;
      yield batch;
      batch = empty();
      inBatch = new Set();
    }
    if (!parsed) {
      group = unreadableRow(sheetRow.row, sheetRow.error!);
    } else if (current && sameProduct) {
      group = continueGroup(current);
      addToGroup(group, parsed);
    } else {
      group = startGroup(parsed, header, seen.has(externalId));
    }
  }
  close();
  batch.bytes = cursor.bytes;
  if (batch.groups.length > 0) yield batch;
}

// --- Writing a batch -------------------------------------------------------------------------------

/** The product field each column writes. `externalId` is the key; warranty and fiscal are not in the file. */
const productFieldOf: Record<Exclude<ProductColumn, 'externalId'>, keyof ProductRow> = {
  title: 'title',
  description: 'description',
  brand: 'brandId',
  nbm: 'nbm',
  categoryId: 'categoryId',
  categories: 'categoryIds',
  condition: 'condition',
  handlingTime: 'handlingTime',
  weight: 'weightKg',
  height: 'heightCm',
  width: 'widthCm',
  length: 'lengthCm',
  inboundFreight: 'inboundFreight',
  packaging: 'packaging',
  royalty: 'royalty',
  productAttributes: 'attributes',
};

const categoryColumns: ReadonlySet<ProductColumn> = new Set(['categoryId', 'categories']);

/** `dimension.weight` or `variation.cost` of a service error → the column `weight` / `cost`. */
function columnOfField(field: unknown): string {
  return (typeof field === 'string' ? field : 'file').split('.').at(-1)!;
}

/** The message of a validation error without its field prefix (the report has a field column). */
function reasonOf(error: DomainError): string {
  return error.message.replace(/^[\w.[\]]+: /, '');
}

const hasEans = (stored: StoredEans | null) => Boolean(stored?.ean) || (stored?.eans?.length ?? 0) > 0;

const comparedProductFields: (keyof ProductRow)[] = [...Object.values(productFieldOf), 'warranty', 'fiscal'];

function differs(before: ProductRow, after: ProductRow): boolean {
  return comparedProductFields.some(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

export interface Totals {
  processedRows: number;
  validRows: number;
  invalidRows: number;
  errorCount: number;
}

export const totalsOf = (row: ImportRow): Totals => ({
  processedRows: row.processedRows,
  validRows: row.validRows,
  invalidRows: row.invalidRows,
  errorCount: row.errorCount,
});

/** Report entries past ERRORS_KEPT are counted, not stored. */
export async function storeErrors(
  ctx: Ctx,
  importId: string,
  from: number,
  errors: ImportError[],
): Promise<void> {
  const sellerId = sellerOf(ctx);
  const rows = errors.slice(0, Math.max(0, ERRORS_KEPT - from)).map((error, i) => ({
    sellerId,
    importId,
    ordinal: from + i,
    row: error.row,
    field: error.field,
    reason: error.reason,
    code: error.code,
    params: error.params ?? null,
  }));
  for (let i = 0; i < rows.length; i += ERRORS_PER_STATEMENT) {
    await ctx.db.insert(importErrors).values(rows.slice(i, i + ERRORS_PER_STATEMENT));
  }
}

/**
 * Validates a batch against what is stored and writes it in one transaction: the products and
 * variations of its valid rows (set-based upserts), their outbox events, the report entries and the
 * progress. Variations are upserted by sku and never deleted.
 */
export async function writeBatch(
  ctx: Ctx,
  importId: string,
  batch: Batch,
  totals: Totals,
): Promise<ImportRow> {
  return writingCatalog(ctx, async (tx, touched) => {
    const sellerId = sellerOf(tx);
    const now = tx.rt.clock.now().toISOString();
    // Errors found here stay out of the batch itself, so a retried transaction starts clean.
    const found = new Map<GroupRow, ImportError[]>();
    const errorsOf = (row: GroupRow) => [...row.errors, ...(found.get(row) ?? [])];
    const addErrors = (row: GroupRow, errors: ImportError[]) =>
      found.set(row, [...(found.get(row) ?? []), ...errors]);
    const reject = (group: ProductGroup, because: ImportError[]) => {
      for (const [row, errors] of rejectProduct(group, because, errorsOf)) addErrors(row, errors);
    };

    const productIds = [...new Set(batch.groups.map((g) => g.externalId).filter((id) => id !== ''))];
    const skus = [
      ...new Set(batch.groups.flatMap((g) => g.rows.map((r) => r.variation.sku)).filter((s) => s !== '')),
    ];
    const storedProducts =
      productIds.length === 0
        ? []
        : await tx.db
            .select()
            .from(products)
            .where(and(eq(products.sellerId, sellerId), inList(products.externalId, productIds)))
            .for('update');
    const productById = new Map(storedProducts.map((p) => [p.externalId, p]));
    const storedVariations =
      productIds.length === 0
        ? []
        : await tx.db
            .select()
            .from(variations)
            .where(
              and(
                eq(variations.sellerId, sellerId),
                or(
                  inList(variations.productId, productIds),
                  skus.length > 0 ? inList(variations.sku, skus) : undefined,
                ),
              ),
            )
            .for('update');
    const variationBySku = new Map(storedVariations.map((v) => [v.sku, v]));
    const variationById = new Map(storedVariations.map((v) => [v.id, v]));
    const variationsOf = new Map<string, VariationRow[]>();
    for (const v of storedVariations)
      variationsOf.set(v.productId, [...(variationsOf.get(v.productId) ?? []), v]);

    const knownCategories = await sellerCategories(
      tx,
      batch.groups.map((g) => g.product as ProductInput),
    );

    const brandNames = [
      ...new Set(
        batch.groups.map((g) => g.product.brand?.toLowerCase()).filter((name) => name !== undefined),
      ),
    ];
    const brandIds = [...new Set(storedProducts.map((p) => p.brandId).filter((id) => id !== null))];
    const brandRows =
      brandNames.length + brandIds.length === 0
        ? []
        : await tx.db
            .select({ id: brands.id, name: brands.name })
            .from(brands)
            .where(
              and(
                eq(brands.sellerId, sellerId),
                or(
                  brandNames.length > 0 ? inArray(sql`lower(${brands.name})`, brandNames) : undefined,
                  brandIds.length > 0 ? inArray(brands.id, brandIds) : undefined,
                ),
              ),
            );
    const brandByName = new Map<string, { id: string; name: string }>(
      brandRows.map((b) => [b.name.toLowerCase(), b]),
    );
    const brandNameById = new Map(brandRows.map((b) => [b.id, b.name]));

    const listWrites = tx.rt.config.eanListWrites;
    const claimed = new Map<string, string>();
    const productWrites: ProductRow[] = [];
    const variationWrites: VariationRow[] = [];
    const writtenPlans: VariationPlan[] = [];
    const events: EventDraft[] = [];

    const slice = cpuSlices();
    for (const group of batch.groups) {
      await slice();
      if (group.productErrors.length > 0) {
        reject(group, group.productErrors);
        continue;
      }
      // Nothing of it would be written: what is stored cannot add to the report.
      if (group.rows.every((row) => row.errors.length > 0)) continue;
      const previous = productById.get(group.externalId) ?? null;
      if (!previous && !group.product.title) {
        reject(group, [
          {
            row: group.firstRow,
            field: 'title',
            reason: `required: product ${group.externalId} is new`,
            code: 'title-required-new',
            params: { externalId: group.externalId },
          },
        ]);
        continue;
      }
      const unknownCategory = firstUnknownCategory(group.product, knownCategories);
      if (unknownCategory) {
        reject(group, [
          {
            row: group.firstRow,
            field: columnOfField(unknownCategory.field.replace(/\[\d+\]$/, '')),
            reason: `category ${unknownCategory.id} not found`,
            code: 'category-not-found',
            params: { categoryId: unknownCategory.id },
          },
        ]);
        continue;
      }
      // Which product columns this group writes: the file's, or only its non-empty cells when it comes again.
      const cellWritten = (column: ProductColumn) =>
        group.again ? group.productCells.has(column) : batch.present.has(column);
      // The main category and the list are one value: either column sets both (CAT-33).
      const writes = (column: ProductColumn) =>
        categoryColumns.has(column) ? [...categoryColumns].some(cellWritten) : cellWritten(column);
      let brand: { id: string; name: string } | null = null;
      if (group.product.brand) {
        const key = group.product.brand.toLowerCase();
        brand = brandByName.get(key) ?? (await ensureBrand(tx, group.product.brand));
        brandByName.set(key, brand);
      }
      const brandId = writes('brand') ? (brand?.id ?? null) : (previous?.brandId ?? null);
      const input = {
        ...group.product,
        externalId: group.externalId,
        title: group.product.title ?? previous!.title,
      };
      let columns: ReturnType<typeof productColumns>;
      try {
        columns = productColumns(tx, input as ProductInput, brandId, now, previous?.status);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        reject(group, [
          {
            row: group.firstRow,
            field: columnOfField(error.details.field),
            reason: reasonOf(error),
            code: 'invalid-value',
          },
        ]);
        continue;
      }
      if (previous) {
        // A column the file does not have leaves the stored value alone.
        Object.assign(columns, { warranty: previous.warranty, fiscal: previous.fiscal });
        for (const [column, field] of Object.entries(productFieldOf)) {
          if (!writes(column as ProductColumn)) Object.assign(columns, { [field]: previous[field] });
        }
      }
      const product = storedProduct({ ...columns, createdAt: previous?.createdAt ?? now });

      const stored = variationsOf.get(group.externalId) ?? [];
      let position = Math.max(-1, ...stored.map((v) => v.position));
      const plans: VariationPlan[] = [];
      for (const row of group.rows) {
        if (errorsOf(row).length > 0) continue;
        const planned = planVariation(
          tx,
          row,
          group.externalId,
          variationBySku.get(row.variation.sku) ?? null,
          {
            claimedBy: claimed.get(row.variation.sku),
            named: row.variation.skuId ? variationById.get(row.variation.skuId) : undefined,
            listWrites,
            now,
            nextPosition: () => ++position,
          },
        );
        if ('errors' in planned) {
          addErrors(row, planned.errors);
          continue;
        }
        claimed.set(row.variation.sku, group.externalId);
        plans.push(planned.plan);
      }
      if (plans.length === 0) continue;

      const previousBrand = previous?.brandId ? (brandNameById.get(previous.brandId) ?? null) : null;
      const brandName = product.brandId === previous?.brandId ? previousBrand : (brand?.name ?? null);
      const inFile = new Set(plans.map((p) => p.row.id));
      // Variations of the product that the file does not list still see its new title, brand…
      const others = stored.filter((v) => !inFile.has(v.id)).map((v) => ({ row: v, previous: v }));
      const drafts = changeEvents(product, brandName, [...plans, ...others], previous, previousBrand);
      const changed = new Set(drafts.map((draft) => ('skuId' in draft.payload ? draft.payload.skuId : '')));
      // Unchanged rows are not rewritten: importing the same file again changes nothing and tells no one.
      if (!previous || changed.size > 0 || differs(previous, product)) productWrites.push(product);
      for (const plan of plans) {
        if (!changed.has(plan.row.id)) continue;
        variationWrites.push(plan.row);
        writtenPlans.push(plan);
      }
      events.push(...drafts);
    }

    if (productWrites.length > 0) {
      await tx.db.execute(
        upsertRows(products, productWrites, [products.sellerId, products.externalId], [products.createdAt]),
      );
    }
    if (variationWrites.length > 0) {
      await tx.db.execute(
        upsertRows(
          variations,
          variationWrites,
          [variations.sellerId, variations.id],
          [variations.productId, variations.createdAt],
        ),
      );
    }
    // A batch touches many products (and kits elsewhere may hold its variations): seller-wide.
    touched.all = productWrites.length > 0 || variationWrites.length > 0;
    // Upserts by sku keep each sku's skuId and product, so no SKU resolution cached anywhere changes.
    await appendEvents(tx, events);
    await auditCostChanges(tx, writtenPlans);

    let valid = 0;
    const errors: ImportError[] = [];
    for (const group of batch.groups) {
      for (const row of group.rows) {
        const rowErrors = errorsOf(row);
        if (rowErrors.length === 0) valid++;
        errors.push(...rowErrors);
      }
    }
    await storeErrors(tx, importId, totals.errorCount, errors);
    const [updated] = await tx.db
      .update(imports)
      .set({
        processedRows: totals.processedRows + batch.rows,
        validRows: totals.validRows + valid,
        invalidRows: totals.invalidRows + batch.rows - valid,
        errorCount: totals.errorCount + errors.length,
        processedBytes: batch.bytes,
      })
      .where(ofImport(sellerId, importId))
      .returning();
    return updated!;
  });
}

interface PlanContext {
  /** The product that already took this sku earlier in the batch, if any. */
  claimedBy: string | undefined;
  /** The seller's variation the row's skuId names, if any. */
  named: VariationRow | undefined;
  listWrites: boolean;
  now: string;
  nextPosition(): number;
}

/** The variation a valid row writes, upserted by sku; or why the row is invalid given what is stored. */
function planVariation(
  ctx: Ctx,
  row: GroupRow,
  productId: string,
  match: VariationRow | null,
  context: PlanContext,
): { plan: VariationPlan } | { errors: ImportError[] } {
  const { sku } = row.variation;
  const error = (field: string, reason: string, code: ImportErrorCode, params?: ImportError['params']) => ({
    errors: [{ row: row.row, field, reason, code, ...(params ? { params } : {}) }],
  });
  if (context.claimedBy && context.claimedBy !== productId) {
    return error(
      'sku',
      `${sku} is also in product ${context.claimedBy}, earlier in the file`,
      'sku-in-other-product',
      {
        sku,
        externalId: context.claimedBy,
      },
    );
  }
  if (match && match.productId !== productId)
    return error('sku', `${sku} belongs to product ${match.productId}`, 'sku-in-other-product', {
      sku,
      externalId: match.productId,
    });
  // skuId is written by the export for reference; one of another seller (a file exported elsewhere) is ignored.
  if (context.named && context.named.id !== match?.id) {
    return error(
      'skuId',
      `${context.named.id} is the variation with sku ${context.named.sku}: rows are matched by sku, so an import cannot rename a sku`,
      'sku-rename',
      { sku: context.named.sku },
    );
  }
  const stored = match ? { ean: match.ean, eans: match.eans } : null;
  // Empty EAN cells on a variation without EANs change nothing (and create no empty list).
  const clears = row.variation.ean === '' && row.variation.eans === undefined;
  const eanInput = clears && !hasEans(stored) ? {} : row.variation;
  const eans = applyEanWrite(stored, eanInput, {
    target: 'product',
    operation: match ? 'update' : 'create',
    listWrites: context.listWrites,
  });
  if (!eans.ok)
    return error(row.variation.eans !== undefined ? 'eans' : 'ean', `${eans.reason}: ${eans.detail}`, 'ean', {
      reason: eans.reason,
    });
  let values: ReturnType<typeof variationColumns>;
  try {
    values = variationColumns(ctx, 'variation', row.variation, match, eans.value);
  } catch (caught) {
    if (!(caught instanceof DomainError)) throw caught;
    return error(columnOfField(caught.details.field), reasonOf(caught), 'invalid-value');
  }
  const variation = storedVariation({
    ...values,
    id: match?.id ?? newId('sku'),
    productId,
    position: match?.position ?? context.nextPosition(),
    createdAt: match?.createdAt ?? context.now,
    updatedAt: context.now,
  });
  return { plan: { row: variation, previous: match } };
}
