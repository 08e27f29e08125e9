import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on Linux everywhere this runs. */
const TICKS = 100;

/** utime + stime of a /proc/<pid>/stat line, in seconds; the command name may hold spaces and parentheses. */
export function cpuSecondsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of the whole line, utime 14 and stime 15.
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** The machine's busy and total CPU seconds from /proc/stat's first line (idle and iowait count as not busy). */
export function machineSecondsOfStat(stat: string): { busy: number; total: number } {
  const times = stat.split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = times.reduce((a, b) => a + b, 0);
  const idle = times[3]! + times[4]!;
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

function processSeconds(pid: number): number | null {
  try {
    return cpuSecondsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // ended (a backend closed) or not on this machine
  }
}

/** The sum of what each process used since it was first seen (or since the start, if seen then). */
class CpuTally {
  readonly #first = new Map<number, number>();
  readonly #last = new Map<number, number>();
  observe(pid: number, startsAtZero: boolean): void {
    const seconds = processSeconds(pid);
    if (seconds === null) return;
    if (!this.#first.has(pid)) this.#first.set(pid, startsAtZero ? 0 : seconds);
    this.#last.set(pid, seconds);
  }
  get seconds(): number {
    let sum = 0;
    for (const [pid, last] of this.#last) sum += last - this.#first.get(pid)!;
    return sum;
  }
}

export interface CpuShare {
  seconds: number;
  /** CPU of the database's server processes (its backends, autovacuum's included), in cores. */
  databaseCores: number;
  /** CPU of the processes named by `processes`, in cores, per label. */
  processCores: Record<string, number>;
  /** The most server processes the database had at one sample (its connections, autovacuum's included). */
  peakBackends: number;
  /** The whole machine's busy share, 0-1, of `cores` cores: other sessions' work included. */
  machineBusy: number;
  cores: number;
}

/**
 * Samples, during a measured window, how much CPU PostgreSQL spends for one database against the
 * bench's own processes: every `intervalMs` it lists the database's server processes
 * (`pg_stat_activity`, which the server only shows to a superuser for other roles' sessions; the bench
 * connects as one) and reads each one's CPU time from /proc. The server must run on this machine.
 * Shared processes (WAL writer, checkpointer) are left out: on a shared server they work for every
 * database. A backend that starts in the window counts from zero; one that ends in it counts up to
 * its last sample.
 */
export async function sampleCpu(options: {
  databaseUrl: string;
  processes: Record<string, () => number[]>;
  intervalMs?: number;
}): Promise<{ stop(): Promise<CpuShare> }> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const database = new CpuTally();
  const own = Object.fromEntries(Object.keys(options.processes).map((label) => [label, new CpuTally()]));
  const backends = async () =>
    (
      await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  let peakBackends = 0;
  const sample = async (first: boolean) => {
    const pids = await backends();
    peakBackends = Math.max(peakBackends, pids.length);
    for (const pid of pids) database.observe(pid, !first);
    for (const [label, pids] of Object.entries(options.processes)) {
      for (const pid of pids()) own[label]!.observe(pid, !first);
    }
  };
  const machineAtStart = machineSecondsOfStat(fs.readFileSync('/proc/stat', 'utf8'));
  const started = performance.now();
  await sample(true);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false)).catch(() => undefined);
  }, options.intervalMs ?? 200);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample(false);
      const seconds = (performance.now() - started) / 1000;
      const machine = machineSecondsOfStat(fs.readFileSync('/proc/stat', 'utf8'));
      await client.end();
      return {
        seconds,
        databaseCores: database.seconds / seconds,
        processCores: Object.fromEntries(Object.entries(own).map(([l, t]) => [l, t.seconds / seconds])),
        peakBackends,
        machineBusy:
          (machine.busy - machineAtStart.busy) / Math.max(1e-9, machine.total - machineAtStart.total),
        cores: os.availableParallelism(),
      };
    },
  };
}

/** "postgres 1.21 cores (60 %), workers 0.52, api 0.10; machine 97 % busy of 2 cores": what bound a window. */
export function describeCpu(share: CpuShare): string {
  const pct = (cores: number) => `${Math.round((cores / share.cores) * 100)} %`;
  const own = Object.entries(share.processCores)
    .map(([label, cores]) => `${label} ${cores.toFixed(2)} (${pct(cores)})`)
    .join(', ');
  return (
    `CPU in cores (share of the machine): postgres ${share.databaseCores.toFixed(2)} (${pct(share.databaseCores)}), ${own}; ` +
    `machine ${Math.round(share.machineBusy * 100)} % busy of ${share.cores} cores; ` +
    `at most ${share.peakBackends} connections to the database`
  );
}

/** The load average over the last minute, as `uptime` prints it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
