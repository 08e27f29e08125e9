/**
 * The timed half of the catalog-import scenario, in a process of its own so that its peak memory is
 * the import's alone: `importFile`, the function behind `feira import products`, on the database the
 * environment names (DATABASE_URL or FEIRA_DATA_DIR), with RSS sampled throughout.
 */
import fs from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { systemCtx } from '../src/platform/context.ts';
import { createRuntime, stopRuntime } from '../src/platform/runtime-lifecycle.ts';
import { importFile } from '../src/modules/catalog/import-export/import.service.ts';

const [file, sellerId] = process.argv.slice(2);
if (!file || !sellerId) throw new Error('usage: catalog-import-child.ts FILE SELLER_ID');

const rss = () => process.memoryUsage().rss;
const rssUnopened = rss();
const rt = await createRuntime({
  config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
  role: 'api',
  migrate: false,
});

/*
 * PGlite's database lives in this process (docs/decisions.md, issue 4). Its share of the RSS is what
 * opening it added (WebAssembly instance and compiled code, file-system image, Postgres' own start),
 * measured here, plus what its WebAssembly heap's resident pages grow by during the import, read from
 * /proc/self/smaps (the mapping as large as the heap). Everything else counts as the import's.
 */
const wasm = rt.database.pglite as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } } | undefined;
function wasmResident(): number {
  const size = wasm?.mod?.wasmMemory?.buffer.byteLength;
  if (!size) return 0;
  let resident = 0;
  let inHeap = false;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) inHeap = parseInt(range[2]!, 16) - parseInt(range[1]!, 16) === size;
    else if (inHeap && line.startsWith('Rss:')) resident += Number(line.split(/\s+/)[1]) * 1024;
  }
  return resident;
}
const pglite = Boolean(wasm);
const openedBytes = pglite ? rss() - rssUnopened : 0;
const residentAtOpen = wasmResident();
let residentNow = residentAtOpen;
const databaseBytes = () => openedBytes + Math.max(0, residentNow - residentAtOpen);

const rssBefore = rss();
let peakRss = rssBefore;
let peakBeyondDatabase = rssBefore - databaseBytes();
let peakDatabaseBytes = databaseBytes();
/** Where the RSS was at its peak: V8's heap (used, reserved), buffers outside it. */
let atPeak = process.memoryUsage();
const sample = () => {
  const now = rss();
  if (now > peakRss) atPeak = process.memoryUsage();
  peakRss = Math.max(peakRss, now);
  peakBeyondDatabase = Math.max(peakBeyondDatabase, now - databaseBytes());
  peakDatabaseBytes = Math.max(peakDatabaseBytes, databaseBytes());
};
const timer = setInterval(sample, 10);
// smaps costs a few milliseconds: read less often. Between two reads the heap's share is the older,
// smaller figure, so the import's is over-, never under-stated.
const heapTimer = pglite ? setInterval(() => (residentNow = wasmResident()), 250) : undefined;
const started = performance.now();
const result = await importFile(systemCtx(rt, sellerId, 'bench'), file, { onProgress: sample });
const ms = performance.now() - started;
clearInterval(timer);
clearInterval(heapTimer);
sample();
await stopRuntime(rt);
process.stdout.write(
  JSON.stringify({
    ms,
    result,
    rssBefore,
    peakRss,
    peakBeyondDatabase,
    openedBytes,
    databaseBytes: peakDatabaseBytes,
    atPeak,
  }),
);
