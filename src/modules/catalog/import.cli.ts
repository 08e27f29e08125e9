import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { systemCtx, type Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { createRuntime, stopRuntime, type Runtime } from '../../platform/runtime.ts';
import { getSeller } from '../sellers/index.ts';
import { exportProductsCsv } from './export.service.ts';
import { importErrorReport, importFile, type ImportProgress } from './import.service.ts';

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
 * Opens the configured database (migrating it) for one seller. PGlite is one process's: while a
 * running service holds the data directory, a second process must not open it.
 */
async function withSeller<T>(sellerId: string, action: (ctx: Ctx, rt: Runtime) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl && fs.existsSync(path.join(config.dataDir, 'postmaster.pid'))) {
    throw new UsageError(
      `the embedded database in ${config.dataDir} is open in another process (a running Feira?): stop it, or ` +
        `upload the file to POST /bffweb/catalog/imports instead. After a crash, delete ${config.dataDir}/postmaster.pid.`,
    );
  }
  const rt = await createRuntime({ config, role: 'api' });
  try {
    try {
      await getSeller(systemCtx(rt, null, 'cli'), sellerId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not-found')
        throw new UsageError(`no seller ${sellerId}`);
      throw error;
    }
    return await action(systemCtx(rt, sellerId, 'cli'), rt);
  } finally {
    await stopRuntime(rt);
  }
}

async function run(usage: string, command: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await command();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exitCode = IMPORT_EXIT.usage;
  }
}

const importUsage = 'usage: feira import products FILE --seller SELLER_ID [--errors REPORT.csv]';

/**
 * `feira import products FILE --seller ID`: imports in this process, straight through the service,
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
    return withSeller(values.seller, async (ctx) => {
      const bar = progressBar(process.stderr);
      const result = await importFile(ctx, file, { onProgress: (progress) => bar.update(progress) });
      bar.end();
      let report: string | undefined;
      if (result.errorCount > 0) {
        report = values.errors ?? `${file}.errors.csv`;
        await pipeline(Readable.from(await importErrorReport(ctx, result.id)), fs.createWriteStream(report));
      }
      console.log(JSON.stringify({ ...result, ...(report ? { errorReport: report } : {}) }, null, 2));
      if (result.status === 'FAILED') {
        console.error(`import failed: ${result.detail}`);
        return IMPORT_EXIT.failed;
      }
      if (report) console.error(`${number(result.invalidRows)} rows not written; see ${report}`);
      return result.invalidRows > 0 ? IMPORT_EXIT.invalidRows : IMPORT_EXIT.done;
    });
  });
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
    return withSeller(values.seller, async (ctx) => {
      await pipeline(
        Readable.from(exportProductsCsv(ctx, { delimiter })),
        file ? fs.createWriteStream(file) : process.stdout,
      );
      return IMPORT_EXIT.done;
    });
  });
}
