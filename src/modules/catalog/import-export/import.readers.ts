import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { detectDelimiter } from './domain/import-row.ts';
import { XLSX_LIMITS, xlsxRows, XlsxRefused, XlsxUnreadable, type XlsxLimits } from './import.xlsx.ts';

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
  /** Set when the file is refused for what it unpacks to (an XLSX part, or the whole file). */
  readonly tooLarge: { part: string } | undefined;
  constructor(message: string, tooLarge?: { part: string }) {
    super(message);
    this.tooLarge = tooLarge;
  }
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

/**
 * Rows of a CSV or XLSX file, read as a stream: memory stays flat whatever the file's size. `open`
 * gives the file's bytes from the start each time it is called (an XLSX file is read twice: its
 * unpacking limits are checked before it is parsed, in a thread of its own).
 */
export async function* readSheet(
  format: ImportFormat,
  open: () => AsyncIterable<Uint8Array>,
  count: ByteCount,
  xlsxLimits: XlsxLimits = XLSX_LIMITS,
): AsyncGenerator<SheetRow> {
  const rows =
    format === 'CSV'
      ? csvRows(counted(open(), count))
      : xlsxRows((pass) => (pass === 1 ? counted(open(), { bytes: 0 }) : counted(open(), count)), xlsxLimits);
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof SourceFailure) throw error.cause;
    if (error instanceof XlsxRefused) {
      throw new UnreadableFile(`XLSX: too large once unpacked: ${error.message}`, { part: error.part });
    }
    if (error instanceof UnreadableFile) throw error;
    if (format === 'XLSX' && !(error instanceof XlsxUnreadable)) throw error;
    throw new UnreadableFile(`${format === 'CSV' ? 'CSV' : 'XLSX'}: ${(error as Error).message}`);
  }
}

// Enough to hold a header line and to tell the text encoding.
const SAMPLE_BYTES = 64 * 1024;
/** Characters of one record: a longer one stops the file, and is never held whole. */
const RECORD_MAX_CHARS = 1024 * 1024;
/** Unreadable records in a row after which the file is not taken for a CSV file at all. */
const UNREADABLE_IN_A_ROW = 1000;

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
    max_record_size: RECORD_MAX_CHARS,
    skip_records_with_error: true,
    // Records become rows numbered in file order, skipped ones included (the typings expect string[]).
    on_record: ((cells: string[]) => ({ row: ++seen, cells })) as unknown as (cells: string[]) => string[],
    // Skipped records wait here for the next good one: a file of nothing else would pile them all up.
    on_skip: (error) => {
      // The parser does not find its feet again inside an overlong record: the rest cannot be trusted.
      if (error?.code === 'CSV_MAX_RECORD_SIZE') {
        parser.destroy(new Error(`row ${seen + 1} is longer than ${RECORD_MAX_CHARS} characters`));
      } else if (skipped.length >= UNREADABLE_IN_A_ROW) {
        parser.destroy(
          new Error(`more than ${UNREADABLE_IN_A_ROW} unreadable rows in a row: is it a CSV file?`),
        );
      } else {
        skipped.push({ row: ++seen, cells: [], error: `CSV: ${error?.message ?? 'unreadable row'}` });
      }
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
