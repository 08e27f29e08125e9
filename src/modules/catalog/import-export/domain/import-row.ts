/**
 * The catalog file format (docs/decisions.md, "Catalog import"): one row per variation, the rows of a
 * product share its `externalId`. Pure rules only: the header, each cell, and the rows of one product.
 * What needs the database (existing products and skus, categories, EAN history) is the import service's.
 */
import { FormatRegistry, Type, type TSchema } from '@sinclair/typebox';
import type { ImportError } from './import-errors.ts';
import { TypeCompiler, type ValueError } from '@sinclair/typebox/compiler';
import {
  ProductInputSchema,
  VariationInputSchema,
  type ProductInput,
  type VariationInput,
} from '../../catalog.schemas.ts';

const productColumns = [
  'externalId',
  'title',
  'description',
  'brand',
  'nbm',
  'categoryId',
  'categories',
  'condition',
  'handlingTime',
  'weight',
  'height',
  'width',
  'length',
  'inboundFreight',
  'packaging',
  'royalty',
  'productAttributes',
] as const;

const variationColumns = ['sku', 'skuId', 'ean', 'eans', 'cost', 'images', 'attributes'] as const;

/** Every column, in the order the export writes them. */
export const importColumns = [...productColumns, ...variationColumns] as const;
export type ImportColumn = (typeof importColumns)[number];
export type ProductColumn = (typeof productColumns)[number];

const requiredColumns: readonly ImportColumn[] = ['externalId', 'sku'];

/** Separates items of `eans`, `images`, `categories`; `attributes` are `Name=Value` pairs separated by `;`. */
export const LIST_SEPARATOR = '|';
export const PAIR_SEPARATOR = ';';

export interface Header {
  /** The column of each cell position; null for an empty header cell. */
  columns: (ImportColumn | null)[];
  present: ReadonlySet<ImportColumn>;
}

const byLowerName = new Map<string, ImportColumn>(
  importColumns.map((column) => [column.toLowerCase(), column]),
);

/** Column names are matched ignoring case and surrounding spaces; unknown and repeated names are refused. */
export function resolveHeader(
  cells: readonly string[],
): { ok: true; header: Header } | { ok: false; reason: string } {
  const columns: (ImportColumn | null)[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  const present = new Set<ImportColumn>();
  for (const cell of cells) {
    const name = cell.trim();
    if (name === '') {
      columns.push(null);
      continue;
    }
    const column = byLowerName.get(name.toLowerCase());
    if (!column) unknown.push(name);
    else if (present.has(column)) repeated.push(name);
    else present.add(column);
    columns.push(column ?? null);
  }
  if (present.size === 0 && unknown.length === 0) {
    return { ok: false, reason: 'the first row must be the header, and it is empty' };
  }
  const problems: string[] = [];
  if (unknown.length > 0)
    problems.push(`unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
  if (repeated.length > 0)
    problems.push(`repeated column${repeated.length > 1 ? 's' : ''} ${repeated.join(', ')}`);
  const missing = requiredColumns.filter((column) => !present.has(column));
  if (missing.length > 0)
    problems.push(`missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  if (problems.length > 0) {
    return { ok: false, reason: `${problems.join('; ')} (the columns are: ${importColumns.join(', ')})` };
  }
  return { ok: true, header: { columns, present } };
}

/** `,` or `;` — whichever the header line uses more (outside quotes). Brazilian Excel writes `;`. */
export function detectDelimiter(firstLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
// 1.234,56: a dot groups thousands only next to a decimal comma.
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:\.\d{3})+,\d+$/;

/** `31.90`, `31,90` and `1.234,56` are numbers; anything else is not (null). */
export function parseNumber(text: string): number | null {
  if (PLAIN_NUMBER.test(text)) return Number(text.replace(',', '.'));
  if (GROUPED_NUMBER.test(text)) return Number(text.replaceAll('.', '').replace(',', '.'));
  return null;
}

const conditions: Record<string, ProductInput['condition']> = {
  new: 'NEW',
  novo: 'NEW',
  used: 'USED',
  usado: 'USED',
  refurbished: 'REFURBISHED',
  recondicionado: 'REFURBISHED',
};

// The API's schemas say what a valid value is; the import checks the same ones.
const ProductPartSchema = Type.Partial(Type.Omit(ProductInputSchema, ['variations']));
// Compiled checkers know formats only from this registry (Fastify's ajv has its own).
if (!FormatRegistry.Has('uri')) FormatRegistry.Set('uri', (value) => URL.canParse(value));
const productCheck = TypeCompiler.Compile(ProductPartSchema);
const variationCheck = TypeCompiler.Compile(VariationInputSchema);

type ProductPart = Partial<Omit<ProductInput, 'variations'>>;
type VariationPart = VariationInput & { skuId?: string };

export interface ParsedRow {
  row: number;
  externalId: string;
  /** The product's fields as this row gives them: only non-empty cells. */
  product: ProductPart;
  /** Canonical value of each non-empty product cell, to compare the rows of one product. */
  productCells: Map<ProductColumn, string>;
  productErrors: ImportError[];
  /** The variation as an API body would carry it: a key for every column of the file. */
  variation: VariationPart;
  variationErrors: ImportError[];
}

function describe(schema: TSchema): string {
  const variants = (schema.anyOf as TSchema[] | undefined)?.filter((s) => s.type !== 'null');
  if (variants && variants.every((s) => s.const !== undefined)) {
    return `one of ${variants.map((s) => String(s.const)).join(', ')}`;
  }
  if (variants?.[0]) return describe(variants[0]);
  if (schema.type === 'string') {
    if (schema.format === 'uri') return 'a URL';
    if (schema.minLength && schema.maxLength) return `${schema.minLength} to ${schema.maxLength} characters`;
    if (schema.maxLength) return `at most ${schema.maxLength} characters`;
    return 'text';
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    const kind = schema.type === 'integer' ? 'a whole number' : 'a number';
    return `${kind} from ${schema.minimum ?? '-'} to ${schema.maximum ?? '-'}`;
  }
  if (schema.type === 'array') return `at most ${schema.maxItems} items`;
  return 'valid';
}

/** `/images/1/url` of a variation → column `images`, "item 2 url"; the reason names the constraint broken. */
function schemaError(
  row: number,
  error: ValueError,
  columnOf: (path: string[]) => ImportColumn,
): ImportError {
  const path = error.path.split('/').filter(Boolean);
  const column = columnOf(path);
  const inner = path.slice(1).filter((part) => !['dimension', 'productCosts'].includes(part));
  const where = inner
    .map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part))
    .filter((part) => part !== column)
    .join(' ');
  return {
    row,
    field: column,
    reason: `${where ? `${where}: ` : ''}must be ${describe(error.schema)}`,
    code: 'invalid-value',
  };
}

function firstPerField(errors: ImportError[]): ImportError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
}

function productColumnOf(path: string[]): ImportColumn {
  const [first = '', second = ''] = path;
  if (first === 'dimension' || first === 'productCosts') return second as ImportColumn;
  if (first === 'attributes') return 'productAttributes';
  return first as ImportColumn;
}

function variationColumnOf(path: string[]): ImportColumn {
  return (path[0] ?? 'sku') as ImportColumn;
}

function splitList(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `Cor=Azul;Tamanho=M`: a value may hold `=` (the first one separates), not `;`. */
function parsePairs(
  text: string,
): { value: { name: string; value: string }[] } | { error: string; part: string } {
  const pairs: { name: string; value: string }[] = [];
  for (const part of text.split(PAIR_SEPARATOR)) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    const name = at < 0 ? '' : part.slice(0, at).trim();
    if (!name)
      return {
        error: `"${part.trim()}" is not Name=Value (pairs are separated by ${PAIR_SEPARATOR})`,
        part: part.trim(),
      };
    pairs.push({ name, value: part.slice(at + 1).trim() });
  }
  return { value: pairs };
}

type Cells = Partial<Record<ImportColumn, string>>;

function parseProduct(row: number, cells: Cells, errors: ImportError[]): ProductPart {
  const product: ProductPart = {};
  const number = (column: ImportColumn): number | undefined => {
    const text = cells[column];
    if (!text) return undefined;
    const value = parseNumber(text);
    if (value === null)
      errors.push({
        row,
        field: column,
        reason: `"${text}" is not a number`,
        code: 'not-a-number',
        params: { value: text },
      });
    return value ?? undefined;
  };
  if (cells.externalId) product.externalId = cells.externalId;
  if (cells.title) product.title = cells.title;
  if (cells.description) product.description = cells.description;
  if (cells.brand) product.brand = cells.brand;
  if (cells.nbm) product.nbm = cells.nbm;
  if (cells.categoryId) product.categoryId = cells.categoryId;
  if (cells.categories) product.categories = splitList(cells.categories);
  if (cells.condition) {
    const condition = conditions[cells.condition.toLowerCase()];
    if (condition) product.condition = condition;
    else
      errors.push({
        row,
        field: 'condition',
        reason: `"${cells.condition}" must be one of NEW, USED, REFURBISHED`,
        code: 'not-one-of',
        params: { value: cells.condition, values: 'NEW, USED, REFURBISHED' },
      });
  }
  const handlingTime = number('handlingTime');
  if (handlingTime !== undefined) product.handlingTime = handlingTime;
  const dimension = {
    weight: number('weight'),
    height: number('height'),
    width: number('width'),
    length: number('length'),
  };
  const costs = {
    inboundFreight: number('inboundFreight'),
    packaging: number('packaging'),
    royalty: number('royalty'),
  };
  const defined = <T extends object>(object: T) =>
    Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
  if (Object.values(dimension).some((v) => v !== undefined)) product.dimension = defined(dimension);
  if (Object.values(costs).some((v) => v !== undefined)) product.productCosts = defined(costs);
  if (cells.productAttributes) {
    const pairs = parsePairs(cells.productAttributes);
    if ('error' in pairs)
      errors.push({
        row,
        field: 'productAttributes',
        reason: pairs.error,
        code: 'not-name-value',
        params: { value: pairs.part },
      });
    else product.attributes = pairs.value;
  }
  return product;
}

/**
 * EAN cells follow the API with a file's habits: an empty `ean` beside a list means "the list
 * decides", an empty `eans` beside a value means "this value becomes main"; both empty remove every EAN.
 * The first value of `eans` is the main one.
 */
function eanFields(cells: Cells, present: ReadonlySet<ImportColumn>): Pick<VariationInput, 'ean' | 'eans'> {
  const ean = cells.ean ?? '';
  const list = splitList(cells.eans ?? '').map((value, i) => ({ value, main: i === 0 }));
  const hasEan = present.has('ean');
  const hasList = present.has('eans');
  if (!hasEan && !hasList) return {};
  if (ean === '' && list.length === 0) return { ean: '' };
  if (ean === '') return { eans: list };
  if (list.length === 0) return { ean };
  return { ean, eans: list };
}

function parseVariation(
  row: number,
  cells: Cells,
  present: ReadonlySet<ImportColumn>,
  errors: ImportError[],
): VariationPart {
  const variation: VariationPart = { sku: cells.sku ?? '', ...eanFields(cells, present) };
  if (cells.skuId) variation.skuId = cells.skuId;
  if (present.has('cost')) {
    const text = cells.cost ?? '';
    const cost = text === '' ? null : parseNumber(text);
    if (text !== '' && cost === null)
      errors.push({
        row,
        field: 'cost',
        reason: `"${text}" is not a number`,
        code: 'not-a-number',
        params: { value: text },
      });
    else variation.cost = cost;
  }
  if (present.has('images')) {
    variation.images = splitList(cells.images ?? '').map((url) => ({ url }));
  }
  if (present.has('attributes')) {
    const pairs = parsePairs(cells.attributes ?? '');
    if ('error' in pairs)
      errors.push({
        row,
        field: 'attributes',
        reason: pairs.error,
        code: 'not-name-value',
        params: { value: pairs.part },
      });
    else variation.attributes = pairs.value;
  }
  return variation;
}

/** One data row: its cells trimmed, mapped by the header, parsed and checked against the API's schemas. */
/** Why no text or jsonb column can hold this cell (PostgreSQL refuses U+0000 and lone surrogates), or null. */
function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'holds a NUL character (U+0000), which cannot be stored';
  if (!text.isWellFormed()) return 'holds invalid Unicode (a lone surrogate), which cannot be stored';
  return null;
}

export function parseRow(row: number, rawCells: readonly string[], header: Header): ParsedRow {
  const cells: Cells = {};
  const productErrors: ImportError[] = [];
  const variationErrors: ImportError[] = [];
  for (const [i, raw] of rawCells.entries()) {
    const text = raw.trim();
    const column = header.columns[i];
    const unstorable = unstorableText(text);
    if (column && unstorable) {
      // The row is reported here rather than failing its whole batch in the database.
      const errors = (productColumns as readonly string[]).includes(column) ? productErrors : variationErrors;
      errors.push({ row, field: column, reason: unstorable, code: 'unstorable' });
    } else if (column) cells[column] = text;
    else if (text !== '') {
      variationErrors.push({
        row,
        field: `column ${i + 1}`,
        reason: 'a value in a column without a header name',
        code: 'no-header-name',
      });
    }
  }
  const externalId = cells.externalId ?? '';
  if (externalId === '')
    productErrors.push({ row, field: 'externalId', reason: 'required', code: 'required' });
  if (!cells.sku) variationErrors.push({ row, field: 'sku', reason: 'required', code: 'required' });

  const product = parseProduct(row, cells, productErrors);
  const variation = parseVariation(row, cells, header.present, variationErrors);

  const reported = new Set([...productErrors, ...variationErrors].map((error) => error.field));
  // Errors() walks the value without the compiled check's speed: only for a value that fails it.
  for (const error of productCheck.Check(product) ? [] : productCheck.Errors(product)) {
    const entry = schemaError(row, error, productColumnOf);
    if (!reported.has(entry.field)) productErrors.push(entry);
  }
  if (cells.sku) {
    for (const error of variationCheck.Check(variation) ? [] : variationCheck.Errors(variation)) {
      const entry = schemaError(row, error, variationColumnOf);
      if (!reported.has(entry.field)) variationErrors.push(entry);
    }
  }

  const productCells = new Map<ProductColumn, string>();
  for (const column of productColumns) {
    if (cells[column]) productCells.set(column, canonical(column, product));
  }
  return {
    row,
    externalId,
    product,
    productCells,
    productErrors: firstPerField(productErrors),
    variation,
    variationErrors: firstPerField(variationErrors),
  };
}

/** The parsed value of a product cell, so `31,90` on one row equals `31.9` on another. */
function canonical(column: ProductColumn, product: ProductPart): string {
  switch (column) {
    case 'weight':
    case 'height':
    case 'width':
    case 'length':
      return JSON.stringify(product.dimension?.[column] ?? null);
    case 'inboundFreight':
    case 'packaging':
    case 'royalty':
      return JSON.stringify(product.productCosts?.[column] ?? null);
    case 'productAttributes':
      return JSON.stringify(product.attributes ?? null);
    default:
      return JSON.stringify(product[column] ?? null);
  }
}

export interface GroupRow {
  row: number;
  variation: VariationPart;
  errors: ImportError[];
}

/**
 * Consecutive rows of one product. Its fields come from its first row (a column of the file left
 * empty there is cleared); later rows may repeat them or leave those cells empty. A product whose
 * own fields are invalid writes none of its rows.
 */
export interface ProductGroup {
  externalId: string;
  firstRow: number;
  product: ProductPart;
  productCells: Map<ProductColumn, string>;
  /** The first row's errors in product fields: any of them rejects the whole product. */
  productErrors: ImportError[];
  /**
   * The product came earlier in the file, apart from these rows: only its non-empty product cells
   * apply, so a file sorted by sku cannot clear what the product's first rows set.
   */
  again: boolean;
  rows: GroupRow[];
}

export function startGroup(parsed: ParsedRow, header: Header, again = false): ProductGroup {
  const productErrors = [...parsed.productErrors];
  if (
    !again &&
    header.present.has('title') &&
    !parsed.product.title &&
    !productErrors.some((e) => e.field === 'title')
  ) {
    productErrors.push({
      row: parsed.row,
      field: 'title',
      reason: 'required on the first row of a product',
      code: 'title-required-first-row',
    });
  }
  return {
    externalId: parsed.externalId,
    firstRow: parsed.row,
    product: parsed.product,
    productCells: parsed.productCells,
    productErrors,
    again,
    rows: [{ row: parsed.row, variation: parsed.variation, errors: [...parsed.variationErrors] }],
  };
}

/** Adds a later row of the same product: its product cells must agree with the first row's, its sku be new. */
export function addToGroup(group: ProductGroup, parsed: ParsedRow): void {
  const errors = [...parsed.productErrors, ...parsed.variationErrors];
  for (const [column, value] of parsed.productCells) {
    if (errors.some((error) => error.field === column)) continue;
    if (group.productCells.get(column) !== value) {
      errors.push({
        row: parsed.row,
        field: column,
        reason: `differs from row ${group.firstRow}, where product ${group.externalId} starts (leave it empty or repeat it)`,
        code: 'differs-from-first-row',
        params: { firstRow: group.firstRow, externalId: group.externalId },
      });
    }
  }
  const sku = parsed.variation.sku;
  const twin = group.rows.find((other) => other.variation.sku === sku);
  if (twin && sku && !errors.some((error) => error.field === 'sku')) {
    errors.push({
      row: parsed.row,
      field: 'sku',
      reason: `${sku} appears twice in product ${group.externalId} (row ${twin.row})`,
      code: 'duplicate-sku',
      params: { sku, externalId: group.externalId, row: twin.row },
    });
  }
  group.rows.push({ row: parsed.row, variation: parsed.variation, errors });
}

/** A row the file's format broke (a stray quote): none of its cells can be trusted, so it is only reported. */
export function unreadableRow(row: number, reason: string): ProductGroup {
  return {
    externalId: '',
    firstRow: row,
    product: {},
    productCells: new Map(),
    productErrors: [],
    again: false,
    rows: [{ row, variation: { sku: '' }, errors: [{ row, field: 'file', reason, code: 'bad-file' }] }],
  };
}

/** The next rows of a product longer than one group: same product fields, rows of their own. */
export function continueGroup(group: ProductGroup): ProductGroup {
  return { ...group, rows: [] };
}

/**
 * The report entries that keep every row of a product with invalid fields from being written: the
 * reasons on its first row, a pointer to them on each other row that has no error of its own.
 */
export function rejectProduct(
  group: ProductGroup,
  because: ImportError[],
  errorsOf: (row: GroupRow) => ImportError[],
): Map<GroupRow, ImportError[]> {
  const first = because[0]!;
  const added = new Map<GroupRow, ImportError[]>();
  for (const row of group.rows) {
    if (row.row === group.firstRow) added.set(row, because);
    else if (errorsOf(row).length === 0) {
      added.set(row, [
        {
          row: row.row,
          field: first.field,
          reason: `product ${group.externalId} is not written: row ${group.firstRow} has an invalid ${first.field}`,
          code: 'product-not-written',
          params: { externalId: group.externalId, firstRow: group.firstRow, field: first.field },
        },
      ]);
    }
  }
  return added;
}
