import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * `npm run bench -- --profile`: where a scenario's time goes, printed under the table for each part
 * its figures time (`measured`). Two samplers run while the scenario does (both cost a little, so the
 * figures of a profiled run are a few per cent lower than an unprofiled one's):
 * - the process's CPU, by V8's sampling profiler, summed by self time per area (a package, a module
 *   of the service, Node's own layers, the garbage collector) — the service, the load generator and
 *   the fakes share this process, as in an unprofiled run;
 * - on PostgreSQL, what the scenario's database sessions are doing, sampled from `pg_stat_activity`
 *   every 10 ms: per statement (its first words) or wait, the share of busy samples. A row held back
 *   by the database shows its statements here, one held back by the process its CPU above.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOP = 10;
/** autocannon and the packages it parses and counts with: the load generator, not the service. */
const LOAD_GENERATOR = new Set(['autocannon', 'http-parser-js', 'hdr-histogram-js', 'retimer']);

interface Summary {
  cpu: { samples: number; idle: number; areas: [string, number][] };
  /** `sessions`: active-session samples in all (a sample counts each session active in it). */
  database: { samples: number; busy: number; sessions: number; statements: [string, number][] } | null;
}

export interface Profile {
  scenario: string;
  /** One summary per measured window (`measured`), or one for the whole scenario when it marks none. */
  windows: (Summary & { name: string })[];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

interface Window {
  name: string;
  from: number;
  to: number;
}

let windows: Window[] | null = null;

/**
 * Marks the part of a scenario its figure times (a load, a timed batch), so the profile is that part's,
 * not its set-up's: schema compilation, seeding and warm-up would otherwise fill it. Runs `work` as it
 * is when the bench does not profile.
 */
export async function measured<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!windows) return work();
  const from = performance.now();
  try {
    return await work();
  } finally {
    windows.push({ name, from, to: performance.now() });
  }
}

/** The area a function's self time counts toward, from its script's address. */
export function areaOf(functionName: string, url: string): string {
  if (url === '') {
    if (functionName === '(garbage collector)') return 'garbage collector';
    if (functionName === '(idle)') return 'idle';
    return functionName === '(program)' ? 'V8 and native code' : `native: ${functionName}`;
  }
  if (url.startsWith('node:')) {
    const parts = url.slice('node:'.length).split('/');
    return `node:${parts[0] === 'internal' ? parts.slice(1, 2).join('/').replace(/\.js$/, '') : parts[0]}`;
  }
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (modules >= 0) {
    const rest = file.slice(modules + '/node_modules/'.length).split(path.sep);
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return LOAD_GENERATOR.has(name) ? 'load generator (autocannon)' : name;
  }
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === 'src' && (relative[1] === 'modules' || relative[1] === 'platform')) {
    return `feira ${relative[1] === 'modules' ? '' : 'platform/'}${relative[2]!.replace(/\.ts$/, '')}`;
  }
  if (relative[0] === 'bench' || relative[0] === 'fakes') return 'bench (load generator, fakes, harness)';
  return relative.slice(0, 2).join('/');
}

/**
 * Self samples per area within [from, to] (`performance.now()` time; `offset` turns the profile's
 * microsecond clock into it), busiest first, and how many of them the process sat idle.
 */
export function summariseCpu(profile: CpuProfile, offset: number, from: number, to: number): Summary['cpu'] {
  const areaById = new Map(
    profile.nodes.map((n) => [n.id, areaOf(n.callFrame.functionName, n.callFrame.url)]),
  );
  const byArea = new Map<string, number>();
  let at = profile.startTime;
  let samples = 0;
  const ids = profile.samples ?? [];
  for (let i = 0; i < ids.length; i++) {
    at += profile.timeDeltas?.[i] ?? 0;
    const ms = at / 1000 - offset;
    if (ms < from || ms > to) continue;
    samples++;
    const area = areaById.get(ids[i]!) ?? 'unknown';
    byArea.set(area, (byArea.get(area) ?? 0) + 1);
  }
  const idle = byArea.get('idle') ?? 0;
  byArea.delete('idle');
  return { samples, idle, areas: [...byArea].sort((a, b) => b[1] - a[1]).slice(0, TOP) };
}

/** A statement as the database summary names it: whitespace folded, its first 90 characters. */
export function statementKey(query: string, waitEvent: string | null): string {
  const text = query.replace(/\s+/g, ' ').trim().slice(0, 90);
  return waitEvent ? `[${waitEvent}] ${text}` : text;
}

/** One look at the database: when, and the statement (or wait) of each active session. */
interface DatabaseSample {
  at: number;
  keys: string[];
}

export function summariseDatabase(samples: readonly DatabaseSample[], from: number, to: number) {
  const counts = new Map<string, number>();
  let taken = 0;
  let busy = 0;
  let sessions = 0;
  for (const sample of samples) {
    if (sample.at < from || sample.at > to) continue;
    taken++;
    if (sample.keys.length > 0) busy++;
    sessions += sample.keys.length;
    for (const key of sample.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    samples: taken,
    busy,
    sessions,
    statements: [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP),
  };
}

/** Samples this process's bench databases' active sessions until stopped. */
function sampleDatabase(serverUrl: string): () => Promise<DatabaseSample[]> {
  const samples: DatabaseSample[] = [];
  let stopped = false;
  const client = new pg.Client({ connectionString: serverUrl });
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const at = performance.now();
      const { rows } = await client.query<{ query: string; wait: string | null }>(
        `select query, case when wait_event_type in ('Lock', 'LWLock', 'IO', 'IPC')
                            then wait_event_type || ':' || wait_event end as wait
         from pg_stat_activity
         where datname like $1 and state = 'active' and pid <> pg_backend_pid()`,
        [`feira_bench_${process.pid}_%`],
      );
      samples.push({ at, keys: rows.map((row) => statementKey(row.query, row.wait)) });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await done;
    return samples;
  };
}

/** Runs `work` under both samplers; `--profile` only. */
export async function profiled<T>(
  scenario: string,
  serverUrl: string | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; profile: Profile }> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const startedAt = performance.now();
  windows = [];
  const stopDatabase = serverUrl ? sampleDatabase(serverUrl) : null;
  try {
    const result = await work();
    return { result, profile: await finish() };
  } catch (error) {
    await finish();
    throw error;
  }

  async function finish(): Promise<Profile> {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    // The whole profile, for a look function by function (Chrome's DevTools or speedscope open it).
    const keep = process.env.BENCH_PROFILE_DIR;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      fs.writeFileSync(path.join(keep, `${scenario}.cpuprofile`), JSON.stringify(profile));
    }
    const database = stopDatabase ? await stopDatabase() : null;
    const offset = profile.startTime / 1000 - startedAt;
    const marked =
      windows!.length > 0 ? windows! : [{ name: 'whole scenario', from: -Infinity, to: Infinity }];
    windows = null;
    return {
      scenario,
      windows: marked.map(({ name, from, to }) => ({
        name,
        cpu: summariseCpu(profile, offset, from, to),
        database: database ? summariseDatabase(database, from, to) : null,
      })),
    };
  }
}

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)} %`;

/** The profiles as text, one block per measured window. */
export function formatProfiles(profiles: readonly Profile[]): string {
  const lines: string[] = [];
  for (const { scenario, windows: measuredWindows } of profiles) {
    for (const { name, cpu, database } of measuredWindows) {
      const busy = cpu.samples - cpu.idle;
      lines.push(
        '',
        `profile: ${scenario}, ${name} — process busy ${percent(busy, cpu.samples)} of ${cpu.samples} samples; self time of the busy ones:`,
      );
      for (const [area, hits] of cpu.areas) lines.push(`  ${percent(hits, busy).padStart(5)}  ${area}`);
      if (database?.sessions === 0) {
        lines.push(`  database: no session of the scenario active in its ${database.samples} samples`);
      } else if (database) {
        lines.push(
          `  database: sessions active in ${percent(database.busy, database.samples)} of ${database.samples} samples; share of active-session samples:`,
        );
        for (const [statement, n] of database.statements)
          lines.push(`  ${percent(n, database.sessions).padStart(5)}  ${statement}`);
      }
    }
  }
  return lines.join('\n');
}
