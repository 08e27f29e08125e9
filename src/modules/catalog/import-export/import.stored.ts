/** A row the import writes, in the form the database hands it back, so that a re-import compares equal. */
import { Decimal } from '../../../platform/money.ts';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ProductRow, VariationRow } from '../catalog.mapping.ts';
import { products, variations } from '../catalog.tables.ts';

/** Scale of each numeric column: values are written as the database returns them. */
const productScales = {
  weightKg: 4,
  heightCm: 2,
  widthCm: 2,
  lengthCm: 2,
  inboundFreight: 4,
  packaging: 4,
  royalty: 4,
} as const;
const variationScales = { cost: 4, weightKg: 4, heightCm: 2, widthCm: 2, lengthCm: 2 } as const;

const jsonColumnsOf = (table: PgTable) =>
  Object.entries(getTableColumns(table))
    .filter(([, column]) => column.dataType === 'json')
    .map(([key]) => key);
const productJson = jsonColumnsOf(products);
const variationJson = jsonColumnsOf(variations);

/** jsonb's key order: by length, then bytes. */
const jsonbKeyOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * `value` with its objects' keys in jsonb's order. A value already in that order is returned as it is:
 * the import orders every jsonb cell of every row, and a copy of each is garbage that outlives the
 * young generation (docs/decisions.md CAT-26).
 */
function jsonbOrder<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const ordered = jsonbOrder(item);
      if (ordered !== item) (copy ??= [...value])[i] = ordered;
    });
    return (copy ?? value) as T;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let changed = keys.some((key, i) => i > 0 && jsonbKeyOrder(keys[i - 1]!, key) > 0);
  const values = keys.map((key) => {
    const ordered = jsonbOrder(record[key]);
    if (ordered !== record[key]) changed = true;
    return ordered;
  });
  if (!changed) return value;
  const out: Record<string, unknown> = {};
  for (const i of keys.map((_, i) => i).sort((a, b) => jsonbKeyOrder(keys[a]!, keys[b]!))) {
    out[keys[i]!] = values[i];
  }
  return out as T;
}

/** Puts `row`, a row the caller has just made, in that form: in place, as it is one of thousands a batch. */
function asStored<T extends object>(row: T, scales: Record<string, number>, json: readonly string[]): T {
  const out = row as Record<string, unknown>;
  for (const [key, places] of Object.entries(scales)) {
    const value = out[key];
    if (typeof value === 'string') out[key] = new Decimal(value).toFixed(places);
  }
  for (const key of json) out[key] = jsonbOrder(out[key]);
  return row;
}

export const storedProduct = (row: ProductRow): ProductRow => asStored(row, productScales, productJson);
export const storedVariation = (row: VariationRow): VariationRow =>
  asStored(row, variationScales, variationJson);
