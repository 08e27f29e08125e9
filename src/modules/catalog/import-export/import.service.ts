import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../../platform/context.ts';
import { DomainError, notFound } from '../../../platform/http/errors.ts';
import type { Paging, PageResult } from '../../../platform/http/hal.ts';
import { newId } from '../../../platform/ids.ts';
import { iso } from '../../../platform/time.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { importErrors, importFiles, imports, products, variations } from '../catalog.tables.ts';
import { csvLine } from './domain/export-row.ts';
import { resolveHeader, type Header } from './domain/import-row.ts';
import type { ImportError, ImportErrorCode } from './domain/import-errors.ts';
import {
  batchesOf,
  batchRowsFor,
  ofImport,
  storeErrors,
  totalsOf,
  type Cursor,
  type ImportRow,
  type Totals,
} from './import.batch.ts';
import { writeBatchIsolating } from './import.write.ts';
import { requesterOf } from '../../audit/index.ts';
import { yieldToRequests } from '../../../platform/db/yield.ts';
import { bulkStatistics } from '../../../platform/db/bulk-statistics.ts';
import { readSheet, UnreadableFile, type ImportFormat, type SheetRow } from './import.readers.ts';
import { selectPage } from '../../../platform/db/page.ts';
import { collectGarbageSooner } from '../../../platform/heap.ts';

const FILE_CHUNK_BYTES = 1024 * 1024;
/** The largest upload: about 600,000 variations of CSV. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
const IMPORT_JOB = 'catalog.import';
const IMPORT_JOB_RETRIES = 3;
/** Errors shown with the progress; the whole report is `errors.csv`. */
const ERRORS_SHOWN = 100;

/** A file to import: sized (for progress), opened as a stream of bytes as often as needed. */
interface ImportFile {
  format: ImportFormat;
  size: number;
  open(): AsyncIterable<Uint8Array>;
}

export interface ImportProgress {
  id: string;
  fileName: string;
  format: ImportFormat;
  source: ImportRow['source'];
  status: ImportRow['status'];
  totalBytes: number;
  processedBytes: number;
  percent: number;
  totalRows: number | null;
  processedRows: number;
  validRows: number;
  invalidRows: number;
  errorCount: number;
  detail: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

function progressOf(row: ImportRow): ImportProgress {
  const percent =
    row.status === 'DONE'
      ? 100
      : row.totalBytes > 0
        ? Math.floor((100 * row.processedBytes) / row.totalBytes)
        : 0;
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    source: row.source,
    status: row.status,
    totalBytes: row.totalBytes,
    processedBytes: row.processedBytes,
    percent: Math.min(percent, 100),
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    validRows: row.validRows,
    invalidRows: row.invalidRows,
    errorCount: row.errorCount,
    detail: row.detail,
    createdAt: iso(row.createdAt),
    startedAt: iso(row.startedAt) ?? null,
    finishedAt: iso(row.finishedAt) ?? null,
  };
}

// --- Reading the file ------------------------------------------------------------------------------

/** What is wrong with the file as a whole: a 400 at upload (413 when too large), a FAILED import later. */
class FileProblem extends Error {
  readonly field: string;
  readonly tooLarge: { part: string } | undefined;
  constructor(field: string, message: string, tooLarge?: { part: string }) {
    super(message);
    this.field = field;
    this.tooLarge = tooLarge;
  }
}

async function headerOf(sheet: AsyncGenerator<SheetRow>): Promise<Header> {
  const first = await sheet.next();
  if (first.done)
    throw new FileProblem('file', 'the file is empty: it needs a header row and one row per variation');
  const resolved = resolveHeader(first.value.cells);
  if (!resolved.ok) throw new FileProblem('header', `header: ${resolved.reason}`);
  return resolved.header;
}

/** Reads only the header: an upload with a wrong one is refused before it is queued. */
async function checkHeader(file: ImportFile): Promise<void> {
  const sheet = readSheet(file.format, () => file.open(), { bytes: 0 });
  try {
    await headerOf(sheet);
  } catch (error) {
    if (error instanceof UnreadableFile) throw new FileProblem('file', error.message, error.tooLarge);
    throw error;
  } finally {
    await sheet.return(undefined);
  }
}

// --- Running an import -----------------------------------------------------------------------------

export interface RunOptions {
  /** Called after each batch is committed (the CLI draws its progress bar). */
  onProgress?(progress: ImportProgress): void;
}

async function createImport(
  ctx: Ctx,
  input: { fileName: string; format: ImportFormat; source: ImportRow['source']; totalBytes: number },
): Promise<ImportRow> {
  const [row] = await ctx.db
    .insert(imports)
    .values({
      sellerId: sellerOf(ctx),
      id: newId('imp'),
      fileName: input.fileName,
      format: input.format,
      source: input.source,
      status: 'PENDING',
      totalBytes: input.totalBytes,
      requestedBy: requesterOf(ctx),
      createdAt: ctx.rt.clock.now().toISOString(),
    })
    .returning();
  return row!;
}

async function fail(ctx: Ctx, importId: string, totals: Totals, problem: ImportError): Promise<void> {
  const sellerId = sellerOf(ctx);
  await withTransaction(ctx, async (tx) => {
    await storeErrors(tx, importId, totals.errorCount, [problem]);
    await tx.db
      .update(imports)
      .set({
        status: 'FAILED',
        detail: problem.reason,
        errorCount: totals.errorCount + 1,
        finishedAt: tx.rt.clock.now().toISOString(),
      })
      .where(ofImport(sellerId, importId));
    await tx.db
      .delete(importFiles)
      .where(and(eq(importFiles.sellerId, sellerId), eq(importFiles.importId, importId)));
  });
}

/** Marks the import RUNNING from its first row (a first run, or one whose progress is not trusted). */
async function start(ctx: Ctx, importId: string, file: ImportFile): Promise<void> {
  const sellerId = sellerOf(ctx);
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .delete(importErrors)
      .where(and(eq(importErrors.sellerId, sellerId), eq(importErrors.importId, importId)));
    await tx.db
      .update(imports)
      .set({
        status: 'RUNNING',
        startedAt: tx.rt.clock.now().toISOString(),
        finishedAt: null,
        detail: null,
        totalBytes: file.size,
        processedBytes: 0,
        totalRows: null,
        processedRows: 0,
        validRows: 0,
        invalidRows: 0,
        errorCount: 0,
      })
      .where(ofImport(sellerId, importId));
  });
}

/**
 * Reads the file as a stream and writes it batch by batch, each batch in its own transaction; the
 * next batch is parsed while the previous one is written. A file that cannot be read (bad header,
 * broken quoting) ends FAILED with what was written before; a database failure is thrown (the job
 * retries, and the next run goes on after the last committed batch).
 */
async function runImport(
  ctx: Ctx,
  importId: string,
  file: ImportFile,
  options: RunOptions & { resumeFrom?: Totals } = {},
): Promise<ImportProgress> {
  const sellerId = sellerOf(ctx);
  const resumed = options.resumeFrom;
  if (!resumed) await start(ctx, importId, file);
  let totals: Totals = resumed ?? { processedRows: 0, validRows: 0, invalidRows: 0, errorCount: 0 };
  // Batches are cut the same way on every read of a file: the ones committed before are skipped whole.
  let skipRows = totals.processedRows;
  const cursor: Cursor = { bytes: 0, row: 1 };
  const sheet = readSheet(file.format, () => file.open(), cursor);
  let writing: Promise<Totals> = Promise.resolve(totals);
  // The lookups of stored products and variations each batch makes are planned from these tables'
  // statistics, which nothing else may keep while the import grows them.
  const statistics = bulkStatistics(ctx.rt.database, ctx.rt.log, [products, variations]);
  try {
    const header = await headerOf(sheet);
    for await (const batch of batchesOf(sheet, header, cursor, batchRowsFor(ctx.rt.database.kind))) {
      if (skipRows > 0) {
        skipRows -= batch.rows;
        continue;
      }
      const before = await writing;
      // On the embedded database, requests wait for the one connection: let them in between batches.
      await yieldToRequests(ctx);
      writing = writeBatchIsolating(ctx, importId, batch, before).then(async (row) => {
        options.onProgress?.(progressOf(row));
        await statistics.wrote([
          [products, batch.groups.length],
          [variations, batch.rows],
        ]);
        return totalsOf(row);
      });
      // Awaited on the next turn; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
    }
    totals = await writing;
  } catch (error) {
    if (!(error instanceof FileProblem || error instanceof UnreadableFile)) throw error;
    totals = await writing;
    const field = error instanceof FileProblem ? error.field : 'file';
    const tooLarge = error.tooLarge;
    await fail(ctx, importId, totals, {
      // An archive past its limits is refused before any row is read.
      row: error instanceof FileProblem || tooLarge ? 1 : cursor.row + 1,
      field,
      reason: error.message,
      ...(tooLarge ? { code: 'xlsx-too-large', params: { part: tooLarge.part } } : { code: 'bad-file' }),
    });
    return progressOf((await ctx.db.select().from(imports).where(ofImport(sellerId, importId)))[0]!);
  } finally {
    await sheet.return(undefined);
  }
  const [done] = await withTransaction(ctx, async (tx) => {
    await tx.db
      .delete(importFiles)
      .where(and(eq(importFiles.sellerId, sellerId), eq(importFiles.importId, importId)));
    return tx.db
      .update(imports)
      .set({
        status: 'DONE',
        totalRows: totals.processedRows,
        processedBytes: file.size,
        finishedAt: tx.rt.clock.now().toISOString(),
      })
      .where(ofImport(sellerId, importId))
      .returning();
  });
  const progress = progressOf(done!);
  options.onProgress?.(progress);
  return progress;
}

/** CSV unless the file starts as a zip archive does (an XLSX workbook is one). */
export async function formatOfFile(filePath: string): Promise<ImportFormat> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50 ? 'XLSX' : 'CSV';
  } finally {
    await handle.close();
  }
}

/** `feira import products FILE`: the import written straight through this service, in this process. */
export async function importFile(
  ctx: Ctx,
  filePath: string,
  options: RunOptions = {},
): Promise<ImportProgress> {
  // The process is the CLI's, for this import alone: its peak memory is mostly garbage (PLT-50).
  collectGarbageSooner();
  const { size } = await fs.promises.stat(filePath);
  const format = await formatOfFile(filePath);
  const row = await createImport(ctx, {
    fileName: path.basename(filePath),
    format,
    source: 'CLI',
    totalBytes: size,
  });
  return runImport(ctx, row.id, { format, size, open: () => fs.createReadStream(filePath) }, options);
}

// --- Uploads ---------------------------------------------------------------------------------------

/**
 * A stored chunk is read in slices. On PGlite a statement runs on this process's thread, and reading
 * a whole 1 MiB chunk held it (and every request) for 100-300 ms on a loaded machine; the CSV parser
 * then takes each piece it is handed in one go, so a smaller piece is also a shorter stall.
 */
const READ_SLICE_BYTES = 64 * 1024;

async function* storedChunks(ctx: Ctx, importId: string): AsyncGenerator<Buffer> {
  const sellerId = sellerOf(ctx);
  for (let seq = 0; ; seq++) {
    for (let from = 1; ; from += READ_SLICE_BYTES) {
      const [slice] = await ctx.db
        .select({
          data: sql`substring(${importFiles.data} from ${from} for ${READ_SLICE_BYTES})`.mapWith(
            importFiles.data,
          ),
        })
        .from(importFiles)
        .where(
          and(
            eq(importFiles.sellerId, sellerId),
            eq(importFiles.importId, importId),
            eq(importFiles.seq, seq),
          ),
        );
      if (!slice) return;
      if (slice.data.length > 0) yield slice.data;
      if (slice.data.length < READ_SLICE_BYTES) break;
    }
  }
}

const storedFile = (ctx: Ctx, row: ImportRow): ImportFile => ({
  format: row.format,
  size: row.totalBytes,
  open: () => storedChunks(ctx, row.id),
});

async function discard(ctx: Ctx, importId: string): Promise<void> {
  const sellerId = sellerOf(ctx);
  await ctx.db
    .delete(importFiles)
    .where(and(eq(importFiles.sellerId, sellerId), eq(importFiles.importId, importId)));
  await ctx.db.delete(imports).where(ofImport(sellerId, importId));
}

/**
 * Stores an uploaded file in the database (api and worker processes share nothing else), checks its
 * header, and queues the import job. Memory holds one chunk at a time. A refused upload leaves nothing.
 */
export async function receiveUpload(
  ctx: Ctx,
  input: {
    fileName: string;
    format: ImportFormat;
    body: AsyncIterable<Uint8Array>;
    /** The Content-Length, when sent: a file known to be too large is refused before it is read. */
    declaredBytes?: number;
    maxBytes: number;
  },
): Promise<{ id: string; status: ImportRow['status'] }> {
  const sellerId = sellerOf(ctx);
  const tooLarge = () =>
    new DomainError('payload-too-large', `A file may have at most ${input.maxBytes} bytes; split it`, {
      limit: input.maxBytes,
    });
  if ((input.declaredBytes ?? 0) > input.maxBytes) throw tooLarge();
  const row = await createImport(ctx, {
    fileName: input.fileName,
    format: input.format,
    source: 'UPLOAD',
    totalBytes: 0,
  });
  try {
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingSize = 0;
    const flush = async () => {
      if (pendingSize === 0) return;
      await ctx.db
        .insert(importFiles)
        .values({ sellerId, importId: row.id, seq: seq++, data: Buffer.concat(pending) });
      pending = [];
      pendingSize = 0;
    };
    for await (const chunk of input.body) {
      size += chunk.length;
      if (size > input.maxBytes) throw tooLarge();
      pending.push(Buffer.from(chunk));
      pendingSize += chunk.length;
      if (pendingSize >= FILE_CHUNK_BYTES) await flush();
    }
    await flush();
    if (size === 0)
      throw new FileProblem('file', 'the file is empty: it needs a header row and one row per variation');
    const stored = { ...row, totalBytes: size };
    await checkHeader(storedFile(ctx, stored));
    await withTransaction(ctx, async (tx) => {
      // Unless the upload took so long that it was ended as cut off (import.upload-expiry.ts).
      const [stored] = await tx.db
        .update(imports)
        .set({ totalBytes: size })
        .where(and(ofImport(sellerId, row.id), eq(imports.status, 'PENDING')))
        .returning({ id: imports.id });
      if (!stored) {
        throw new DomainError(
          'gone',
          `The upload took more than ${ctx.rt.config.uploadSeconds} s and was ended; upload the file again`,
          { field: 'file' },
        );
      }
      await tx.rt.jobs.send(tx, IMPORT_JOB, { sellerId, importId: row.id });
    });
    return { id: row.id, status: 'PENDING' };
  } catch (error) {
    await discard(ctx, row.id);
    if (error instanceof FileProblem && error.tooLarge) {
      throw new DomainError('payload-too-large', `${error.field}: ${error.message}`, {
        field: error.field,
        part: error.tooLarge.part,
      });
    }
    if (error instanceof FileProblem)
      throw new DomainError('validation-failed', error.message, { field: error.field });
    throw error;
  }
}

export function defineImportJob(rt: Runtime): void {
  rt.jobs.define<{ sellerId: string; importId: string }>({
    name: IMPORT_JOB,
    retry: { retryLimit: IMPORT_JOB_RETRIES },
    batchSize: 1,
    concurrency: 1,
    // A large file takes minutes; the heartbeat, not this, tells a dead worker.
    expireInSeconds: 4 * 60 * 60,
    heartbeat: true,
    async handle(data) {
      const system = systemCtx(rt, data.sellerId, `import:${data.importId}`);
      const [row] = await system.db.select().from(imports).where(ofImport(data.sellerId, data.importId));
      if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
      // The costs it changes are the uploader's changes in the history.
      const ctx: Ctx = row.requestedBy ? { ...system, onBehalfOf: row.requestedBy } : system;
      // A run that stopped (its worker died, or a batch failed) goes on after its last committed batch.
      const resumeFrom = row.status === 'RUNNING' ? totalsOf(row) : undefined;
      await runImport(ctx, row.id, storedFile(ctx, row), { resumeFrom });
    },
    async giveUp(data, reason) {
      const ctx = systemCtx(rt, data.sellerId, `import:${data.importId}`);
      await ctx.db
        .update(imports)
        .set({
          status: 'FAILED',
          detail: `stopped after ${IMPORT_JOB_RETRIES + 1} attempts (${reason}); upload the file again`,
          finishedAt: rt.clock.now().toISOString(),
        })
        .where(and(ofImport(data.sellerId, data.importId), inArray(imports.status, ['PENDING', 'RUNNING'])));
      await ctx.db
        .delete(importFiles)
        .where(and(eq(importFiles.sellerId, data.sellerId), eq(importFiles.importId, data.importId)));
    },
  });
}

// --- Reading imports -------------------------------------------------------------------------------

async function importRow(ctx: Ctx, importId: string): Promise<ImportRow> {
  const [row] = await ctx.db
    .select()
    .from(imports)
    .where(ofImport(sellerOf(ctx), importId));
  if (!row) throw notFound('import', importId);
  return row;
}

async function firstErrors(
  ctx: Ctx,
  importId: string,
  limit: number,
  after = -1,
): Promise<(StoredImportError & { ordinal: number })[]> {
  const rows = await ctx.db
    .select({
      ordinal: importErrors.ordinal,
      row: importErrors.row,
      field: importErrors.field,
      reason: importErrors.reason,
      code: importErrors.code,
      params: importErrors.params,
    })
    .from(importErrors)
    .where(
      and(
        eq(importErrors.sellerId, sellerOf(ctx)),
        eq(importErrors.importId, importId),
        gt(importErrors.ordinal, after),
      ),
    )
    .orderBy(asc(importErrors.ordinal))
    .limit(limit);
  return rows.map(({ params, ...entry }) => ({ ...entry, ...(params ? { params } : {}) }));
}

/** A report entry as stored: reports written before refusals had codes have none. */
type StoredImportError = Omit<ImportError, 'code'> & { code: ImportErrorCode | null };

/** Progress with the first report entries. */
export async function getImport(
  ctx: Ctx,
  importId: string,
): Promise<ImportProgress & { errors: StoredImportError[] }> {
  const row = await importRow(ctx, importId);
  const errors = await firstErrors(ctx, importId, ERRORS_SHOWN);
  return {
    ...progressOf(row),
    errors: errors.map(({ ordinal: _ordinal, ...entry }) => entry),
  };
}

export async function listImports(ctx: Ctx, paging: Paging): Promise<PageResult<ImportProgress>> {
  const sellerId = sellerOf(ctx);
  const order = [desc(imports.createdAt), desc(imports.id)];
  const { rows, total } = await selectPage(ctx.db, imports, eq(imports.sellerId, sellerId), order, paging);
  return { items: rows.map(progressOf), total };
}

const REPORT_PAGE = 1000;

/** The whole report as CSV (row, field, reason), read page by page. Unknown import: 404 before any byte. */
export async function importErrorReport(ctx: Ctx, importId: string): Promise<AsyncGenerator<string>> {
  await importRow(ctx, importId);
  return (async function* () {
    // A BOM so that Excel reads the report's accents as UTF-8.
    yield `\uFEFF${csvLine(['row', 'field', 'reason'], ',')}`;
    let after = -1;
    for (;;) {
      const page = await firstErrors(ctx, importId, REPORT_PAGE, after);
      if (page.length === 0) return;
      yield page.map((e) => csvLine([String(e.row), e.field, e.reason], ',')).join('');
      after = page.at(-1)!.ordinal;
    }
  })();
}
