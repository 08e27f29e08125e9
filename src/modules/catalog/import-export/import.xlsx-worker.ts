/**
 * The thread that reads an XLSX file (import.xlsx.ts starts it with a memory limit): it checks the
 * archive against the unpacking limits on a first read of the bytes, then parses the first worksheet
 * on a second read and posts its rows in batches, waiting for the next request between them.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { checkZip, ZipRefused, type ZipLimits } from './import.zip-guard.ts';
import type { FromReader, ToReader, XlsxRow } from './import.xlsx-messages.ts';

/** Excel's last column is XFD: a cell further right is not from a spreadsheet program. */
const MAX_COLUMNS = 16_384;
const BATCH_ROWS = 500;

const port = parentPort!;
const limits = workerData as ZipLimits;
const post = (message: FromReader) => port.postMessage(message);

let onChunk: ((message: ToReader) => void) | undefined;
let onMore: (() => void) | undefined;
port.on('message', (message: ToReader) => {
  if (message.type === 'more') onMore?.();
  else onChunk?.(message);
});

/** The file's bytes, asked of the parent thread one chunk at a time (read `pass` of the file). */
function input(pass: 1 | 2): Readable {
  const stream = new Readable({
    read() {
      post({ type: 'pull', pass });
    },
  });
  onChunk = (message) => {
    // A chunk the first read asked for may come after it stopped: it is not this read's.
    if (message.type === 'more' || message.pass !== pass) return;
    stream.push(message.type === 'chunk' ? Buffer.from(message.data) : null);
  };
  return stream;
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

/** The first worksheet's rows; rows with no cell at all are skipped by the format itself. */
async function* rows(): AsyncGenerator<XlsxRow> {
  const source = input(2);
  const failure = new Promise<never>((_, reject) => source.once('error', reject));
  failure.catch(() => undefined);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheet = await unlessFailed(workbook[Symbol.asyncIterator]().next(), failure);
  if (sheet.done) return;
  const sheetRows = sheet.value[Symbol.asyncIterator]() as AsyncIterator<ExcelJS.Row>;
  for (;;) {
    const next = await unlessFailed(sheetRows.next(), failure);
    if (next.done) return;
    const values = next.value.values as CellValue[];
    if (values.length > MAX_COLUMNS + 1) {
      throw new Error(`row ${next.value.number} has a cell beyond column ${MAX_COLUMNS} (XFD)`);
    }
    // Sparse: a hole is an empty cell.
    yield { row: next.value.number, cells: Array.from(values.slice(1), (value) => cellText(value)) };
  }
}

async function main(): Promise<void> {
  try {
    await checkZip(input(1), limits);
    let batch: XlsxRow[] = [];
    const send = async () => {
      const more = new Promise<void>((resolve) => (onMore = resolve));
      post({ type: 'rows', rows: batch });
      batch = [];
      await more;
    };
    for await (const row of rows()) {
      batch.push(row);
      if (batch.length >= BATCH_ROWS) await send();
    }
    if (batch.length > 0) await send();
    post({ type: 'done' });
  } catch (error) {
    if (error instanceof ZipRefused) post({ type: 'refused', part: error.part, message: error.message });
    else post({ type: 'unreadable', message: (error as Error).message });
  }
}

await main();
