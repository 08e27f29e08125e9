/**
 * The timed half of the catalog-import scenario, in a process of its own so that its peak memory is
 * the import's alone: `importFile`, the function behind `feira import products`, on the database the
 * environment names (DATABASE_URL or FEIRA_DATA_DIR), with RSS sampled throughout.
 */
import { loadConfig } from '../src/config.ts';
import { systemCtx } from '../src/platform/context.ts';
import { createRuntime, stopRuntime } from '../src/platform/runtime.ts';
import { importFile } from '../src/modules/catalog/import.service.ts';

const [file, sellerId] = process.argv.slice(2);
if (!file || !sellerId) throw new Error('usage: catalog-import-child.ts FILE SELLER_ID');

const rt = await createRuntime({
  config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
  role: 'api',
  migrate: false,
});
// PGlite's database lives in this process, in its WebAssembly memory: counted apart.
const wasm = rt.database.pglite as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } } | undefined;
const databaseBytes = () => wasm?.mod?.wasmMemory?.buffer.byteLength ?? 0;

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
let peakBeyondDatabase = rssBefore - databaseBytes();
const sample = () => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  peakBeyondDatabase = Math.max(peakBeyondDatabase, rss - databaseBytes());
};
const timer = setInterval(sample, 10);
const started = performance.now();
const result = await importFile(systemCtx(rt, sellerId, 'bench'), file, { onProgress: sample });
const ms = performance.now() - started;
clearInterval(timer);
sample();
const finalDatabaseBytes = databaseBytes();
await stopRuntime(rt);
process.stdout.write(
  JSON.stringify({ ms, result, rssBefore, peakRss, peakBeyondDatabase, databaseBytes: finalDatabaseBytes }),
);
