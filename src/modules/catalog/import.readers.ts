import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { detectDelimiter } from './domain/import-row.ts';

export type ImportFormat = 'CSV' | 'XLSX';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One row of the sheet: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
  /** Set when the row breaks the file's format: it has no cells to read. */
  error?: string;
}

/** The file could not be read as its format (bad quoting, not a zip…): the file's fault, not ours. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

/** A failure of where the bytes come from (the database holding an upload): worth a retry. */
class SourceFailure extends Error {
  override name = 'SourceFailure';
}

export interface ByteCount {
  bytes: number;
}

/** Passes the chunks on, counting them for the progress figure. */
async function* counted(source: AsyncIterable<Uint8Array>, count: ByteCount): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) {
      count.bytes += chunk.length;
      yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    }
  } catch (error) {
    throw new SourceFailure('reading the file failed', { cause: error });
  }
}

/** Rows of a CSV or XLSX file, read as a stream: memory stays flat whatever the file's size. */
export async function* readSheet(
  format: ImportFormat,
  source: AsyncIterable<Uint8Array>,
  count: ByteCount,
): AsyncGenerator<SheetRow> {
  const rows = format === 'CSV' ? csvRows(counted(source, count)) : xlsxRows(counted(source, count));
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof SourceFailure) throw error.cause;
    throw new UnreadableFile(`${format === 'CSV' ? 'CSV' : 'XLSX'}: ${(error as Error).message}`);
  }
}

// Enough to hold a header line and to tell the text encoding.
const SAMPLE_BYTES = 64 * 1024;

/**
 * UTF-8 (with or without BOM) unless the sample is not valid UTF-8: then Windows-1252, what Excel in
 * Portuguese writes when saving "CSV (separado por vírgulas)".
 */
function textEncodingOf(sample: Buffer): 'utf-8' | 'windows-1252' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

async function* csvRows(source: AsyncGenerator<Buffer>): AsyncGenerator<SheetRow> {
  const head: Buffer[] = [];
  let size = 0;
  while (size < SAMPLE_BYTES) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
  }
  const sample = Buffer.concat(head);
  // The decoder drops a UTF-8 BOM.
  const decoder = new TextDecoder(textEncodingOf(sample));
  const first = decoder.decode(sample, { stream: true });
  async function* text(): AsyncGenerator<string> {
    try {
      yield first;
      for await (const chunk of source) yield decoder.decode(chunk, { stream: true });
      yield decoder.decode();
    } finally {
      await source.return(undefined);
    }
  }
  // A record that breaks the format (a stray quote) is skipped and reported; the rows around it go on.
  let seen = 0;
  const skipped: SheetRow[] = [];
  const parser = parse({
    delimiter: detectDelimiter(first),
    relax_column_count: true,
    skip_records_with_error: true,
    // Records become rows numbered in file order, skipped ones included (the typings expect string[]).
    on_record: ((cells: string[]) => ({ row: ++seen, cells })) as unknown as (cells: string[]) => string[],
    on_skip: (error) => {
      skipped.push({ row: ++seen, cells: [], error: `CSV: ${error?.message ?? 'unreadable row'}` });
      return undefined;
    },
  });
  // Errors on either side reach the loop below through the parser.
  pipeline(Readable.from(text()), parser, () => undefined);
  for await (const record of parser as AsyncIterable<SheetRow>) {
    while (skipped.length > 0 && skipped[0]!.row < record.row) yield skipped.shift()!;
    yield record;
  }
  yield* skipped;
}

type CellValue = ExcelJS.CellValue | undefined;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if ('hyperlink' in value) return String(value.text);
  if ('error' in value) return value.error;
  return '';
}

/** Waits for `promise` unless `failure` rejects first (a pipe does not pass its source's errors on). */
function unlessFailed<T>(promise: Promise<T>, failure: Promise<never>): Promise<T> {
  return Promise.race([promise, failure]);
}

/** The first worksheet of the workbook; rows with no cell at all are skipped by the format itself. */
async function* xlsxRows(source: AsyncGenerator<Buffer>): AsyncGenerator<SheetRow> {
  const input = Readable.from(source);
  const failure = new Promise<never>((_, reject) => input.once('error', reject));
  failure.catch(() => undefined);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheets = workbook[Symbol.asyncIterator]();
  try {
    const sheet = await unlessFailed(sheets.next(), failure);
    if (sheet.done) return;
    const rows = sheet.value[Symbol.asyncIterator]() as AsyncIterator<ExcelJS.Row>;
    for (;;) {
      const next = await unlessFailed(rows.next(), failure);
      if (next.done) return;
      const values = next.value.values as CellValue[];
      // Sparse: a hole is an empty cell.
      yield { row: next.value.number, cells: Array.from(values.slice(1), (value) => cellText(value)) };
    }
  } finally {
    input.destroy();
  }
}
