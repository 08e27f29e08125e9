import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ImportErrorCode } from './import-export/domain/import-errors.ts';
import type { EanItem } from './domain/ean-list.ts';
import { timestamptz as ts } from '../../platform/db/columns.ts';
import type { Principal } from '../../platform/context.ts';

export interface Warranty {
  time?: number;
  type?: 'SELLER_WARRANTY' | 'FACTORY_WARRANTY';
}
export interface Fiscal {
  ncm?: string;
  origin?: number;
  countryOfOrigin?: string;
}
export interface NameValue {
  name: string;
  value: string;
}
export interface Media {
  url: string;
  main?: boolean;
}
/** A product's or variation's own status; a variation is on sale only when both are ACTIVE. */
export const catalogStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type CatalogStatus = (typeof catalogStatuses)[number];

export interface KitComponent {
  skuId: string;
  qty: number;
}

export const brands = pgTable(
  'catalog_brands',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** Name of the brand on each marketplace: `{ "MERCADO_LIVRE": "Acme Oficial" }`. */
    mappings: jsonb('mappings').$type<Record<string, string>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('catalog_brands_name_idx').on(t.sellerId, sql`lower(${t.name})`),
  ],
);

export const categories = pgTable(
  'catalog_categories',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('catalog_categories_parent_idx').on(t.sellerId, t.parentId),
  ],
);

export const attributeDefinitions = pgTable(
  'catalog_attributes',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['TEXT', 'NUMBER', 'BOOLEAN', 'LIST'] }).notNull(),
    allowedValues: jsonb('allowed_values').$type<string[]>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('catalog_attributes_name_idx').on(t.sellerId, sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'catalog_products',
  {
    sellerId: text('seller_id').notNull(),
    /** The seller's externalId, which is the productId of the API. */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    brandId: text('brand_id'),
    nbm: text('nbm'),
    /** The main category: the one a channel or anything needing a single category uses. */
    categoryId: text('category_id'),
    /** Every category of the product, the main one first (empty when it has none); see catalog.categories.ts. */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    condition: text('condition', { enum: ['NEW', 'USED', 'REFURBISHED'] }),
    handlingTime: integer('handling_time'),
    warranty: jsonb('warranty').$type<Warranty>(),
    fiscal: jsonb('fiscal').$type<Fiscal>(),
    weightKg: numeric('weight_kg', { precision: 12, scale: 4 }),
    heightCm: numeric('height_cm', { precision: 12, scale: 2 }),
    widthCm: numeric('width_cm', { precision: 12, scale: 2 }),
    lengthCm: numeric('length_cm', { precision: 12, scale: 2 }),
    inboundFreight: numeric('inbound_freight', { precision: 14, scale: 4 }),
    packaging: numeric('packaging', { precision: 14, scale: 4 }),
    royalty: numeric('royalty', { precision: 14, scale: 4 }),
    attributes: jsonb('attributes').$type<NameValue[]>().notNull().default([]),
    /** INACTIVE takes every variation off sale (ads following STATUS pause), whatever their own status. */
    status: text('status', { enum: catalogStatuses }).notNull().default('ACTIVE'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.externalId] }),
    index('catalog_products_updated_idx').on(t.sellerId, t.updatedAt),
    index('catalog_products_brand_idx').on(t.sellerId, t.brandId),
    // Search and promotions by category match any of a product's categories (`&&`, `@>`).
    index('catalog_products_categories_idx').using('gin', t.categoryIds),
    check('catalog_products_main_category', sql`${t.categoryId} is not distinct from ${t.categoryIds}[1]`),
  ],
);

export const variations = pgTable(
  'catalog_variations',
  {
    sellerId: text('seller_id').notNull(),
    /** The service's id of the variation (`sku_…`). */
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    /** The seller's code. */
    sku: text('sku').notNull(),
    position: integer('position').notNull(),
    /** Main EAN; `eans` holds the whole list with exactly one main, or null when never written. */
    ean: text('ean'),
    eans: jsonb('eans').$type<EanItem[] | null>(),
    cost: numeric('cost', { precision: 14, scale: 4 }),
    attributes: jsonb('attributes').$type<NameValue[]>().notNull().default([]),
    images: jsonb('images').$type<Media[]>().notNull().default([]),
    videos: jsonb('videos').$type<Media[]>().notNull().default([]),
    weightKg: numeric('weight_kg', { precision: 12, scale: 4 }),
    heightCm: numeric('height_cm', { precision: 12, scale: 2 }),
    widthCm: numeric('width_cm', { precision: 12, scale: 2 }),
    lengthCm: numeric('length_cm', { precision: 12, scale: 2 }),
    kit: jsonb('kit').$type<KitComponent[] | null>(),
    status: text('status', { enum: catalogStatuses }).notNull().default('ACTIVE'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('catalog_variations_sku_idx').on(t.sellerId, t.sku),
    index('catalog_variations_product_idx').on(t.sellerId, t.productId),
    index('catalog_variations_eans_idx').using('gin', sql`${t.eans} jsonb_path_ops`),
  ],
);

export const imports = pgTable(
  'catalog_imports',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['CSV', 'XLSX'] }).notNull(),
    /** UPLOAD: sent to the web back end and run as a job; CLI: `feira import products FILE`. */
    source: text('source', { enum: ['UPLOAD', 'CLI'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    /** Progress is measured in bytes read: a streamed file's row count is only known at its end. */
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull().default(0),
    processedBytes: bigint('processed_bytes', { mode: 'number' }).notNull().default(0),
    /** Null until the whole file has been read. */
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    /** Entries of the error report, also those beyond what `catalog_import_errors` keeps. */
    errorCount: integer('error_count').notNull().default(0),
    /** Why a FAILED import stopped (unreadable file, bad header). */
    detail: text('detail'),
    /** Who sent the file: the change history names them for the costs the job changes. */
    requestedBy: jsonb('requested_by').$type<Principal>(),
    createdAt: ts('created_at').notNull(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('catalog_imports_created_idx').on(t.sellerId, t.createdAt),
  ],
);

/** The per-row error report of an import, in file order (`ordinal`). */
export const importErrors = pgTable(
  'catalog_import_errors',
  {
    sellerId: text('seller_id').notNull(),
    importId: text('import_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    row: integer('row').notNull(),
    field: text('field').notNull(),
    reason: text('reason').notNull(),
    /** Null on reports written before refusals had codes. */
    code: text('code').$type<ImportErrorCode>(),
    params: jsonb('params').$type<Record<string, string | number>>(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.importId, t.ordinal] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An uploaded file, in chunks, until its import job has read it: api and worker processes share only
 * the database, and chunks let both sides stream it.
 */
export const importFiles = pgTable(
  'catalog_import_files',
  {
    sellerId: text('seller_id').notNull(),
    importId: text('import_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.importId, t.seq] })],
);
