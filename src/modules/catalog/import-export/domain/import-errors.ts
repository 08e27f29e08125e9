/**
 * Why a row is refused, as a code: the web admin words each one in the seller's language from it and
 * its `params`, while `reason` stays the English sentence integrators and the errors.csv read.
 */
export const importErrorCodes = [
  'required',
  'not-a-number',
  'not-one-of',
  'invalid-value',
  'not-name-value',
  'unstorable',
  'no-header-name',
  'title-required-first-row',
  'differs-from-first-row',
  'duplicate-sku',
  'product-not-written',
  'title-required-new',
  'category-not-found',
  'sku-in-other-product',
  'sku-rename',
  'ean',
  'bad-file',
  'xlsx-too-large',
  'upload-interrupted',
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

export interface ImportError {
  /** Row of the file, the header being row 1 (what a spreadsheet shows). */
  row: number;
  /** The column, or `file` / `header` for what is not one cell's fault. */
  field: string;
  reason: string;
  code: ImportErrorCode;
  /** What the code's sentence names (a value, a row, a product). */
  params?: Record<string, string | number>;
}
