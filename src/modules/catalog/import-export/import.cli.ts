import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.ts';
import { commandLineCtx, type Ctx } from '../../../platform/context.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import {
  onDatabaseOrService,
  ServiceProblem,
  type ServiceClient,
} from '../../../platform/operator/service-client.ts';
import { getSeller } from '../../sellers/index.ts';
import { exportProductsCsv } from './export.service.ts';
import { CSV_TYPE, XLSX_TYPE } from './import.readers.ts';
import { formatOfFile, importErrorReport, importFile, type ImportProgress } from './import.service.ts';

/** Exit codes of `feira import products`: every row written, the file refused or failed, some rows invalid. */
const IMPORT_EXIT = { done: 0, failed: 1, usage: 2, invalidRows: 3 } as const;

const number = (n: number) => n.toLocaleString('en-US');

/** One line of the terminal progress bar. */
function progressLine(progress: ImportProgress, elapsedMs: number, width = 30): string {
  const filled = Math.round((progress.percent / 100) * width);
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(progress.percent).padStart(3)}%  ` +
    `${number(progress.processedRows)} rows, ${number(progress.validRows)} valid, ${number(progress.invalidRows)} invalid  ` +
    `${(elapsedMs / 1000).toFixed(1)} s`
  );
}

/** Redrawn in place on a terminal; on a pipe or a log, a line every tenth of the file. */
function progressBar(out: NodeJS.WriteStream) {
  const started = performance.now();
  let printed = -10;
  return {
    update(progress: ImportProgress) {
      const line = progressLine(progress, performance.now() - started);
      if (out.isTTY) out.write(`\r${line}\x1b[K`);
      else if (progress.percent >= printed + 10 || progress.status !== 'RUNNING') {
        out.write(`${line}\n`);
        printed = progress.percent;
      }
    },
    end() {
      if (out.isTTY) out.write('\n');
    },
  };
}

class UsageError extends Error {}

/**
 * Runs a command for one seller where its data is: on the configured database (migrated first), or
 * through the running service's management API while it holds the embedded data directory.
 */
async function forSeller<T>(
  sellerId: string,
  local: (ctx: Ctx, rt: Runtime) => Promise<T>,
  remote: (client: ServiceClient, path: string) => Promise<T>,
): Promise<T> {
  const missing = () => new UsageError(`no seller ${sellerId}`);
  return onDatabaseOrService(
    loadConfig(),
    async (rt) => {
      try {
        await getSeller(commandLineCtx(rt, null), sellerId);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not-found') throw missing();
        throw error;
      }
      return local(commandLineCtx(rt, sellerId), rt);
    },
    async (client) => {
      const path = `/management/sellers/${encodeURIComponent(sellerId)}`;
      try {
        await client.json('GET', path);
      } catch (error) {
        if (error instanceof ServiceProblem && error.status === 404) throw missing();
        throw error;
      }
      return remote(client, `${path}/catalog`);
    },
  );
}

/** How often a command through the service asks for the import's progress. */
const POLL_MS = 250;

/** The import through the running service: the file uploaded, then its progress followed to the end. */
async function importThroughService(
  client: ServiceClient,
  catalog: string,
  file: string,
  onProgress: (progress: ImportProgress) => void,
): Promise<{ result: ImportProgress; report: () => Promise<AsyncIterable<string | Uint8Array>> }> {
  const type = (await formatOfFile(file)) === 'XLSX' ? XLSX_TYPE : CSV_TYPE;
  const accepted = (await (
    await client.send('POST', `${catalog}/imports?fileName=${encodeURIComponent(path.basename(file))}`, {
      body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
      type,
    })
  ).json()) as { id: string };
  const at = `${catalog}/imports/${encodeURIComponent(accepted.id)}`;
  for (;;) {
    const { errors: _firstErrors, ...progress } = await client.json<ImportProgress & { errors: unknown }>(
      'GET',
      at,
    );
    onProgress(progress);
    if (progress.status === 'DONE' || progress.status === 'FAILED') {
      const report = async () =>
        Readable.fromWeb((await client.send('GET', `${at}/errors.csv`)).body! as never);
      return { result: progress, report };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function run(usage: string, command: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await command();
  } catch (error) {
    if (error instanceof ServiceProblem) {
      console.error(`${error.code}: ${error.message}`);
      process.exitCode = IMPORT_EXIT.failed;
      return;
    }
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exitCode = IMPORT_EXIT.usage;
  }
}

const importUsage = 'usage: feira import products FILE --seller SELLER_ID [--errors REPORT.csv]';

/**
 * `feira import products FILE --seller ID`: imports in this process (or through the running service),
 * with a progress bar on stderr and the summary as JSON on stdout. Invalid rows go to a CSV report
 * (`FILE.errors.csv` unless `--errors` says where).
 */
export async function importCommand(argv: string[]): Promise<void> {
  await run(importUsage, async () => {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { seller: { type: 'string' }, errors: { type: 'string' } },
    });
    const [what, file] = positionals;
    if (what !== 'products' || !file || !values.seller) throw new UsageError('missing arguments');
    if (!fs.existsSync(file)) throw new UsageError(`no file ${file}`);
    const bar = progressBar(process.stderr);
    const onProgress = (progress: ImportProgress) => bar.update(progress);
    return forSeller(
      values.seller,
      async (ctx) => {
        const result = await importFile(ctx, file, { onProgress });
        return finishImport(result, values.errors ?? `${file}.errors.csv`, bar, () =>
          importErrorReport(ctx, result.id),
        );
      },
      async (client, catalog) => {
        const { result, report } = await importThroughService(client, catalog, file, onProgress);
        return finishImport(result, values.errors ?? `${file}.errors.csv`, bar, report);
      },
    );
  });
}

/** The summary on stdout, the error report written, the exit code: the same both ways. */
async function finishImport(
  result: ImportProgress,
  reportFile: string,
  bar: { end(): void },
  report: () => Promise<AsyncIterable<string | Uint8Array>>,
): Promise<number> {
  bar.end();
  const written = result.errorCount > 0;
  if (written) await pipeline(Readable.from(await report()), fs.createWriteStream(reportFile));
  console.log(JSON.stringify({ ...result, ...(written ? { errorReport: reportFile } : {}) }, null, 2));
  if (result.status === 'FAILED') {
    console.error(`import failed: ${result.detail}`);
    return IMPORT_EXIT.failed;
  }
  if (written) console.error(`${number(result.invalidRows)} rows not written; see ${reportFile}`);
  return result.invalidRows > 0 ? IMPORT_EXIT.invalidRows : IMPORT_EXIT.done;
}

const exportUsage = 'usage: feira export products --seller SELLER_ID [--delimiter ";"] [FILE]';

/** `feira export products --seller ID [FILE]`: the catalog as CSV, to FILE or stdout. */
export async function exportCommand(argv: string[]): Promise<void> {
  await run(exportUsage, async () => {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { seller: { type: 'string' }, delimiter: { type: 'string', default: ',' } },
    });
    const [what, file] = positionals;
    if (what !== 'products' || !values.seller) throw new UsageError('missing arguments');
    if (values.delimiter !== ',' && values.delimiter !== ';') throw new UsageError('the delimiter is , or ;');
    const delimiter = values.delimiter;
    const out = () => (file ? fs.createWriteStream(file) : process.stdout);
    return forSeller(
      values.seller,
      async (ctx) => {
        await pipeline(Readable.from(exportProductsCsv(ctx, { delimiter })), out());
        return IMPORT_EXIT.done;
      },
      async (client, catalog) => {
        const query = delimiter === ';' ? 'semicolon' : 'comma';
        const response = await client.send('GET', `${catalog}/export.csv?delimiter=${query}`);
        await pipeline(Readable.fromWeb(response.body! as never), out());
        return IMPORT_EXIT.done;
      },
    );
  });
}
