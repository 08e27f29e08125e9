type Params = Record<string, string | number | undefined>;

/** Why an import row was refused, per code of the report, in the seller's words. */
export const importReasons = {
  required: () => 'Required.',
  'not-a-number': (p: Params) => `“${p.value}” is not a number.`,
  'not-one-of': (p: Params) => `“${p.value}” is not accepted: use ${p.values}.`,
  'invalid-value': () => 'The value is not in a format this column takes.',
  'not-name-value': (p: Params) => `“${p.value}” is not Name=Value (pairs separated by ;).`,
  unstorable: () => 'Holds a character that cannot be stored (a NUL or broken text).',
  'no-header-name': () => 'A value sits in a column with no name in the header.',
  'title-required-first-row': () => 'The title is required on the first row of each product.',
  'differs-from-first-row': (p: Params) =>
    `Differs from row ${p.firstRow}, where product ${p.externalId} starts: leave it empty or repeat it.`,
  'duplicate-sku': (p: Params) => `SKU ${p.sku} appears twice in product ${p.externalId} (row ${p.row}).`,
  'product-not-written': (p: Params) =>
    `Product ${p.externalId} was not written: row ${p.firstRow} has an invalid ${p.field}.`,
  'title-required-new': (p: Params) => `The title is required: product ${p.externalId} is new.`,
  'category-not-found': (p: Params) => `Category ${p.categoryId} does not exist.`,
  'sku-in-other-product': (p: Params) => `SKU ${p.sku} already belongs to product ${p.externalId}.`,
  'sku-rename': (p: Params) =>
    `This variation has SKU ${p.sku}: rows are matched by SKU, so an import does not rename SKUs.`,
  ean: () => 'The EAN list is not valid.',
  'bad-file': () => 'The file could not be read: check its header and format (CSV or XLSX).',
  'xlsx-too-large': () =>
    'The XLSX file grows too large once unpacked to be read: save it again in Excel, split it or send it as CSV.',
  'upload-interrupted': () => 'The upload was cut off before the file arrived whole: upload it again.',
};
