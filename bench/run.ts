import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const serverUrl = await benchDatabaseUrl();
  const seconds = loadSeconds();
  const all = await loadScenarios();
  const selected = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;
  if (selected.length === 0) {
    console.error(`no scenario named ${wanted.join(', ')}; known: ${all.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  console.log(`Feira benchmarks on ${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${seconds} s load per figure`);
  const helloWorldReqPerSec = await helloWorldBaseline();
  const rawInsertTxPerSec = await rawInsertBaseline(serverUrl, Math.min(seconds, 5));
  const harness: Harness = {
    databaseKind: serverUrl ? 'postgres' : 'pglite',
    seconds,
    helloWorldReqPerSec,
    rawInsertTxPerSec,
    autocannon: runLoad,
    startService: (env) => startBenchService(serverUrl, env),
    freshDatabase: () => freshDatabase(serverUrl),
  };
  const rows: Row[] = [];
  for (const scenario of selected.includes(all[0]!) ? selected : [all[0]!, ...selected]) {
    try {
      const result = await scenario.run(harness);
      rows.push(...(Array.isArray(result) ? result : [result]));
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
