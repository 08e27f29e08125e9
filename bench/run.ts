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
import { formatProfiles, profiled, type Profile } from './profile.ts';
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
/** Marks the line of a scenario's profile (`--profile`). */
const PROFILE = 'BENCH_PROFILE ';

/**
 * Each scenario runs in a process of its own, handed the raw-insert baseline: in one process, a scenario
 * measured what the earlier ones left behind too (their stopped services' garbage in the heap, a
 * young generation grown for them), e.g. computed freight quotes ~15 % slower after the others than
 * alone at the same hello-world figure.
 */
async function runAlone(
  scenario: Scenario,
  baselines: { raw: number },
): Promise<{ rows: Row[]; profile: Profile | null }> {
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
  const lines = stdout.split('\n');
  const line = lines.find((l) => l.startsWith(ROWS));
  if (!line) throw new Error(`scenario ${scenario.name} printed no rows`);
  const profile = lines.find((l) => l.startsWith(PROFILE));
  return {
    rows: JSON.parse(line.slice(ROWS.length)) as Row[],
    profile: profile ? (JSON.parse(profile.slice(PROFILE.length)) as Profile) : null,
  };
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
    const scenario = selected[0]!;
    const run = () => scenario.run(harnessOf(serverUrl, seconds, hello, given.raw));
    if (process.argv.includes('--profile')) {
      const { result, profile } = await profiled(scenario.name, serverUrl, run);
      process.stdout.write(`${ROWS}${JSON.stringify(Array.isArray(result) ? result : [result])}\n`);
      process.stdout.write(`${PROFILE}${JSON.stringify(profile)}\n`);
    } else {
      const rows = await run();
      process.stdout.write(`${ROWS}${JSON.stringify(Array.isArray(rows) ? rows : [rows])}\n`);
    }
    process.exit(0);
  }
  console.log(`Feira benchmarks on ${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${seconds} s load per figure`);
  const helloWorldReqPerSec = await helloWorldBaseline();
  const rawInsertTxPerSec = await rawInsertBaseline(serverUrl, Math.min(seconds, 5));
  const harness = harnessOf(serverUrl, seconds, helloWorldReqPerSec, rawInsertTxPerSec);
  const rows: Row[] = [];
  const profiles: Profile[] = [];
  for (const scenario of selected.includes(all[0]!) ? selected : [all[0]!, ...selected]) {
    try {
      if (scenario.name === 'baselines') {
        const result = await scenario.run(harness);
        rows.push(...(Array.isArray(result) ? result : [result]));
      } else {
        const alone = await runAlone(scenario, { raw: rawInsertTxPerSec });
        rows.push(...alone.rows);
        if (alone.profile) profiles.push(alone.profile);
      }
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
  if (profiles.length > 0) console.log(formatProfiles(profiles));
  const out = path.join(here, 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      { at: new Date().toISOString(), database: harness.databaseKind, seconds, rows, profiles },
      null,
      2,
    ),
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
  process.exit(rows.some((r) => r.unit === 'failed') ? 1 : 0);
}

await main();
