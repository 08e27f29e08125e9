/**
 * The price import's format (PRC-31): a header row naming `sku` and `price` (also `preco`/`preço`/
 * `value`) and optionally `platform` (`canal`), in any order, then one price per row. A price may be
 * written `31.90`, `31,90` or `1.234,56`; an empty platform is the SKU-wide price.
 */

export interface ImportColumns {
  sku: number;
  price: number;
  platform: number | null;
}

export interface ImportedPrice {
  sku: string;
  /** The price as a decimal string with a dot (`1234.56`), not yet rounded. */
  value: string;
  platform: string | null;
}

const NAMES: Record<string, keyof ImportColumns> = {
  sku: 'sku',
  price: 'price',
  preco: 'price',
  value: 'price',
  platform: 'platform',
  canal: 'platform',
};

const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Where each column is; a column named twice or an unknown one would silently shift prices: refused. */
export function importColumns(header: readonly string[]): { columns: ImportColumns } | { problem: string } {
  const found: Partial<ImportColumns> = {};
  for (const [i, cell] of header.entries()) {
    if (cell.trim() === '') continue;
    const name = NAMES[fold(cell)];
    if (name === undefined) return { problem: `unknown column ${cell.trim()}` };
    if (found[name] !== undefined) return { problem: `column ${name} appears twice` };
    found[name] = i;
  }
  if (found.sku === undefined) return { problem: 'the sku column is missing' };
  if (found.price === undefined) return { problem: 'the price column is missing' };
  return { columns: { sku: found.sku, price: found.price, platform: found.platform ?? null } };
}

const PLAIN = /^\d+(?:[.,]\d+)?$/;
// 1.234,56: a dot groups thousands only next to a decimal comma.
const GROUPED = /^\d{1,3}(?:\.\d{3})+,\d+$/;

/** `31.90`, `31,90` and `1.234,56` as `31.90`, `31.90`, `1234.56`; anything else (a sign, text) null. */
export function priceText(text: string): string | null {
  const t = text.trim();
  if (PLAIN.test(t)) return t.replace(',', '.');
  if (GROUPED.test(t)) return t.replaceAll('.', '').replace(',', '.');
  return null;
}

/** One data row, or what is wrong with it (the field is the column's name). */
export function importRow(
  cells: readonly string[],
  columns: ImportColumns,
): { price: ImportedPrice } | { problem: { field: string; message: string } } {
  const sku = (cells[columns.sku] ?? '').trim();
  if (sku === '') return { problem: { field: 'sku', message: 'must not be empty' } };
  const raw = (cells[columns.price] ?? '').trim();
  if (raw === '') return { problem: { field: 'price', message: 'must not be empty' } };
  const value = priceText(raw);
  if (value === null) return { problem: { field: 'price', message: `${raw} is not a price` } };
  const platform = columns.platform === null ? '' : (cells[columns.platform] ?? '').trim().toUpperCase();
  return { price: { sku, value, platform: platform === '' ? null : platform } };
}

/** Whether a row has nothing in it (a trailing line of a spreadsheet): skipped, not an error. */
export const blankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
