import { Readable } from 'node:stream';
import type { Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { inList } from '../../platform/db/sql.ts';
import { readSheet, skuIdsOfSkus, UnreadableFile } from '../catalog/index.ts';
import {
  blankRow,
  importColumns,
  importRow,
  type ImportColumns,
  type ImportedPrice,
} from './domain/price-import.ts';
import { normalisePriceWrite, repeatedWrites, type PriceWrite } from './domain/price-write.ts';
import { writePrices } from './prices.engine.ts';
import { heldWritesDto, profitGuard, type HeldWrite } from './prices.guard.ts';
import { knownPlatforms } from './prices.service.ts';

/** Rows one import may carry: it is read whole and written in one transaction, like a list write. */
export const MAX_IMPORT_ROWS = 10_000;

interface RowProblem {
  row: number;
  field: string;
  message: string;
}

function importInvalid(errors: RowProblem[]): DomainError {
  const rows = new Set(errors.map((e) => e.row)).size;
  const [first] = errors;
  return new DomainError(
    'validation-failed',
    `row ${first!.row}, ${first!.field}: ${first!.message} (${rows} row${rows === 1 ? '' : 's'} wrong; nothing was written)`,
    { field: `row ${first!.row}.${first!.field}`, errors },
  );
}

/** The file's rows: the header's columns, then each data row with its spreadsheet row number. */
async function readPrices(format: 'CSV' | 'XLSX', file: Buffer) {
  const rows: { row: number; price: ImportedPrice }[] = [];
  const problems: RowProblem[] = [];
  let columns: ImportColumns | undefined;
  try {
    for await (const sheetRow of readSheet(format, () => Readable.from([file]), { bytes: 0 })) {
      if (sheetRow.error !== undefined) {
        problems.push({ row: sheetRow.row, field: 'file', message: sheetRow.error });
        continue;
      }
      if (columns === undefined) {
        const header = importColumns(sheetRow.cells);
        if ('problem' in header) throw importInvalid([{ row: 1, field: 'header', message: header.problem }]);
        columns = header.columns;
        continue;
      }
      if (blankRow(sheetRow.cells)) continue;
      if (rows.length + problems.length >= MAX_IMPORT_ROWS) {
        throw importInvalid([
          {
            row: sheetRow.row,
            field: 'file',
            message: `more than ${MAX_IMPORT_ROWS} prices: split the file`,
          },
        ]);
      }
      const read = importRow(sheetRow.cells, columns);
      if ('problem' in read) problems.push({ row: sheetRow.row, ...read.problem });
      else rows.push({ row: sheetRow.row, price: read.price });
    }
  } catch (error) {
    if (error instanceof UnreadableFile)
      throw importInvalid([{ row: 1, field: 'file', message: error.message }]);
    throw error;
  }
  if (rows.length === 0 && problems.length === 0) {
    throw importInvalid([{ row: 1, field: 'file', message: 'no prices in the file' }]);
  }
  return { rows, problems };
}

/**
 * `POST /bffweb/prices/import`: a CSV or XLSX file of prices, checked whole before anything is
 * written (a wrong row is 400 naming it, and nothing is stored), then written through the profit
 * guard like a list write: held rows are reported with their row number, the rest applied (PRC-31).
 */
export async function importPrices(ctx: Ctx, format: 'CSV' | 'XLSX', file: Buffer) {
  const { rows, problems } = await readPrices(format, file);
  const skuIds = await skuIdsOfSkus(
    ctx,
    rows.map((r) => r.price.sku),
  );
  const platforms = knownPlatforms();
  const writes: PriceWrite[] = [];
  // The file row of each write, for the answer and the errors.
  const rowOf: number[] = [];
  for (const { row, price } of rows) {
    const skuId = skuIds.get(price.sku);
    if (skuId === undefined) {
      problems.push({ row, field: 'sku', message: `unknown SKU ${price.sku}` });
      continue;
    }
    const checked = normalisePriceWrite({ skuId, platform: price.platform, value: price.value }, platforms);
    if ('problem' in checked) problems.push({ row, ...checked.problem });
    else {
      writes.push(checked.write);
      rowOf.push(row);
    }
  }
  for (const [i, earlier] of repeatedWrites(writes)) {
    problems.push({
      row: rowOf[i]!,
      field: 'sku',
      message: `same SKU and platform as row ${rowOf[earlier]}`,
    });
  }
  if (problems.length > 0) throw importInvalid(problems.sort((a, b) => a.row - b.row));
  const held: HeldWrite[] = [];
  const changed = await writePrices(ctx, { source: 'ADMIN' }, writes, inList, profitGuard(held));
  const rowByScope = new Map(writes.map((w, i) => [`${w.skuId}\u0000${w.platform}`, rowOf[i]!]));
  const heldDtos = await heldWritesDto(ctx, held);
  return {
    received: writes.length,
    applied: writes.length - held.length,
    changed,
    held: heldDtos.map((dto, i) => ({
      row: rowByScope.get(`${held[i]!.write.skuId}\u0000${held[i]!.write.platform}`)!,
      ...dto,
    })),
  };
}
