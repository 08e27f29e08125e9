import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  benchDatabaseUrl,
  freshDatabase,
  helloWorldBaseline,
  loadSeconds,
  runLoad,
  startBenchService,
  type Harness,
  type Row,
  type Scenario,
} from './harness.ts';
import { rawInsertBaseline } from './raw-insert.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function loadScenarios(): Promise<Scenario[]> {
  const dir = path.join(here, 'scenarios');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const module = (await import(path.join(dir, file))) as { scenario?: Scenario };
    if (module.scenario) scenarios.push(module.scenario);
  }
  // The baselines print first.
  return scenarios.sort((a, b) => Number(b.name === 'baselines') - Number(a.name === 'baselines'));
}

function format(value: number | null, digits = 2): string {
  if (value === null) return '-';
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(digits);
}

function printTable(rows: Row[]): void {
  const header = ['scenario', 'figure', 'unit', 'baseline', 'ratio', 'aim'];
  const body = rows.map((r) => [
    r.scenario + (r.note ? ` (${r.note})` : ''),
    format(r.figure),
    r.unit,
    r.baseline === null ? '-' : `${format(r.baseline)} ${r.baselineName ?? ''}`.trim(),
    format(r.ratio, 3),
    r.aim,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const cells of body) console.log(line(cells));
}

/** Marks the line of a scenario's rows in its process's output. */
const ROWS = 'BENCH_ROWS ';

/**
 * Each scenario runs in a process of its own, handed the raw-insert baseline: in one process, a scenario
 * measured what the earlier ones left behind too (their stopped services' garbage in the heap, a
 * young generation grown for them), e.g. computed freight quotes ~15 % slower after the others than
 * alone at the same hello-world figure.
 */
async function runAlone(scenario: Scenario, baselines: { raw: number }): Promise<Row[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2).filter((a) => a.startsWith('--')),
      `--only=${scenario.name}`,
    ],
    { env: { ...process.env, BENCH_BASELINES: JSON.stringify(baselines) }, maxBuffer: 64 * 1024 * 1024 },
  );
  const line = stdout.split('\n').find((l) => l.startsWith(ROWS));
  if (!line) throw new Error(`scenario ${scenario.name} printed no rows`);
  return JSON.parse(line.slice(ROWS.length)) as Row[];
}

function harnessOf(serverUrl: string | undefined, seconds: number, hello: number, raw: number): Harness {
  return {
    databaseKind: serverUrl ? 'postgres' : 'pglite',
    seconds,
    helloWorldReqPerSec: hello,
    rawInsertTxPerSec: raw,
    autocannon: runLoad,
    startService: (env) => startBenchService(serverUrl, env),
    freshDatabase: () => freshDatabase(serverUrl),
  };
}

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const serverUrl = await benchDatabaseUrl();
  const seconds = loadSeconds();
  const all = await loadScenarios();
  const selected = only
    ? all.filter((s) => s.name === only)
    : wanted.length
      ? all.filter((s) => wanted.includes(s.name))
      : all;
  if (selected.length === 0) {
    console.error(`no scenario named ${wanted.join(', ')}; known: ${all.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const given = process.env.BENCH_BASELINES
    ? (JSON.parse(process.env.BENCH_BASELINES) as { raw: number })
    : null;
  if (only && given) {
    // A scenario's own process (runAlone): its rows, on one line, are all it prints. Hello-world is
    // measured again here, right before the scenario: this machine's speed drifts by a third from one
    // minute to the next, and a baseline taken minutes earlier carried that drift into the ratio.
    const hello = await helloWorldBaseline();
    const rows = await selected[0]!.run(harnessOf(serverUrl, seconds, hello, given.raw));
    process.stdout.write(`${ROWS}${JSON.stringify(Array.isArray(rows) ? rows : [rows])}\n`);
    process.exit(0);
  }
  console.log(`Feira benchmarks on ${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${seconds} s load per figure`);
  const helloWorldReqPerSec = await helloWorldBaseline();
  const rawInsertTxPerSec = await rawInsertBaseline(serverUrl, Math.min(seconds, 5));
  const harness = harnessOf(serverUrl, seconds, helloWorldReqPerSec, rawInsertTxPerSec);
  const rows: Row[] = [];
  for (const scenario of selected.includes(all[0]!) ? selected : [all[0]!, ...selected]) {
    try {
      if (scenario.name === 'baselines') {
        const result = await scenario.run(harness);
        rows.push(...(Array.isArray(result) ? result : [result]));
      } else rows.push(...(await runAlone(scenario, { raw: rawInsertTxPerSec })));
    } catch (error) {
      console.error(`scenario ${scenario.name} failed:`, error);
      rows.push({
        scenario: scenario.name,
        figure: Number.NaN,
        unit: 'failed',
        baseline: null,
        baselineName: null,
        ratio: null,
        aim: scenario.aim,
        note: (error as Error).message,
      });
    }
  }
  printTable(rows);
  const out = path.join(here, 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ at: new Date().toISOString(), database: harness.databaseKind, seconds, rows }, null, 2),
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
  process.exit(rows.some((r) => r.unit === 'failed') ? 1 : 0);
}

await main();
