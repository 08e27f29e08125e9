/**
 * The catalog export writes the import's own format (domain/import-row.ts), so a file exported from
 * one seller imports into another, or back after editing, unchanged.
 */
import type { EanItem } from '../../domain/ean-list.ts';
import { LIST_SEPARATOR, PAIR_SEPARATOR, importColumns, type ImportColumn } from './import-row.ts';

export type Delimiter = ',' | ';';

/** One CSV line (RFC 4180, CRLF): a cell is quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvLine(cells: readonly string[], delimiter: Delimiter): string {
  const quoted = cells.map((cell) =>
    cell.includes(delimiter) || /["\r\n]/.test(cell) || cell.trim() !== cell
      ? `"${cell.replaceAll('"', '""')}"`
      : cell,
  );
  return `${quoted.join(delimiter)}\r\n`;
}

/** `0.8000` (a numeric column) → `0.8`; with `;` files, `0,8`, what Excel in Portuguese reads as a number. */
export function numberCell(value: string | number | null | undefined, delimiter: Delimiter): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return delimiter === ';' ? text.replace('.', ',') : text;
}

export interface ExportProduct {
  externalId: string;
  title: string;
  description: string | null;
  brand: string | null;
  nbm: string | null;
  categoryId: string | null;
  /** Every category, the main one (`categoryId`) first. */
  categoryIds: string[];
  condition: string | null;
  handlingTime: number | null;
  weightKg: string | null;
  heightCm: string | null;
  widthCm: string | null;
  lengthCm: string | null;
  inboundFreight: string | null;
  packaging: string | null;
  royalty: string | null;
  attributes: { name: string; value: string }[];
}

export interface ExportVariation {
  id: string;
  sku: string;
  ean: string | null;
  eans: EanItem[] | null;
  cost: string | null;
  images: { url: string; main?: boolean }[];
  attributes: { name: string; value: string }[];
}

const pairs = (list: { name: string; value: string }[]) =>
  list.map((pair) => `${pair.name}=${pair.value}`).join(PAIR_SEPARATOR);

/** Main first: the import reads the first item of `eans` and `images` as the main one. */
function mainFirst<T extends { main?: boolean }>(list: T[]): T[] {
  return [...list.filter((item) => item.main), ...list.filter((item) => !item.main)];
}

/** The cells of one variation's row, in `importColumns` order. */
export function exportCells(
  product: ExportProduct,
  variation: ExportVariation,
  delimiter: Delimiter,
): string[] {
  const n = (value: string | number | null) => numberCell(value, delimiter);
  const cells: Record<ImportColumn, string> = {
    externalId: product.externalId,
    title: product.title,
    description: product.description ?? '',
    brand: product.brand ?? '',
    nbm: product.nbm ?? '',
    categoryId: product.categoryId ?? '',
    categories: product.categoryIds.join(LIST_SEPARATOR),
    condition: product.condition ?? '',
    handlingTime: n(product.handlingTime),
    weight: n(product.weightKg),
    height: n(product.heightCm),
    width: n(product.widthCm),
    length: n(product.lengthCm),
    inboundFreight: n(product.inboundFreight),
    packaging: n(product.packaging),
    royalty: n(product.royalty),
    productAttributes: pairs(product.attributes),
    sku: variation.sku,
    skuId: variation.id,
    ean: variation.ean ?? '',
    eans: mainFirst(variation.eans ?? [])
      .map((item) => item.value)
      .join(LIST_SEPARATOR),
    cost: n(variation.cost),
    images: mainFirst(variation.images)
      .map((image) => image.url)
      .join(LIST_SEPARATOR),
    attributes: pairs(variation.attributes),
  };
  return importColumns.map((column) => cells[column]);
}
