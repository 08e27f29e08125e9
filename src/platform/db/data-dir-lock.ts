import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../startup-error.ts';

/** Who holds an embedded data directory: what the lock file says. */
export interface LockHolder {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/PID/stat), where /proc exists. */
  startTicks: string | null;
  host: string;
  /** The boot the process ran in (/proc/sys/kernel/random/boot_id), where it exists. */
  bootId: string | null;
  /** What the holder runs, e.g. `feira start`: the refusal names it. */
  command: string;
  since: string;
}

export interface DataDirLock {
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this process's. Safe to call twice. */
  release(): void;
}

/** The data directory is held by another live process: its message is the one line an operator reads. */
export class DataDirHeldError extends StartupError {
  readonly dataDir: string;
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `the embedded database in ${dataDir} is in use by \`${holder.command}\` (pid ${holder.pid} on ${holder.host}, ` +
        `since ${holder.since}): stop that process first, or set DATABASE_URL to share a PostgreSQL instead` +
        (holder.host === os.hostname()
          ? ''
          : `; if nothing on ${holder.host} uses it any more, delete ${lockPath(dataDir)}`),
    );
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export const lockPath = (dataDir: string) => path.join(dataDir, 'feira.lock');

function readOr(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat; the command name (field 2) may hold spaces, so count after its `)`. */
function startTicksOf(pid: number | 'self'): string | null {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function bootId(): string | null {
  return readOr('/proc/sys/kernel/random/boot_id');
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder recorded in a lock file can still be running. Only answerable on this host;
 * a pid that lives again after a reboot or under another process (pid reuse) is told apart by the
 * boot id and the process start time where /proc gives them.
 */
function holderAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  if (!pidAlive(holder.pid)) return false;
  if (holder.startTicks === null) return true;
  const ticks = startTicksOf(holder.pid);
  return ticks === null || ticks === holder.startTicks;
}

function parseHolder(text: string | null): LockHolder | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? (value as LockHolder) : null;
  } catch {
    return null;
  }
}

/**
 * Takes the exclusive lock on an embedded data directory for this process, or throws
 * `DataDirHeldError` at once. The lock file appears whole or not at all (written aside, then
 * hard-linked into place, which fails if one exists); a lock whose holder is dead is taken over.
 * Released by `release()` and, as a last resort, when the process exits (a crash or `kill -9`
 * leaves it for the next start to take over).
 */
export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  checkDataDirUsable(dataDir);
  const file = lockPath(dataDir);
  const holder: LockHolder = {
    pid: process.pid,
    startTicks: startTicksOf('self'),
    host: os.hostname(),
    bootId: bootId(),
    command,
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(holder);
  const aside = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(aside, content, { mode: 0o644 });
  try {
    // Two rounds: the second follows taking over a dead holder's lock.
    for (let round = 0; round < 2; round++) {
      try {
        fs.linkSync(aside, file);
        return ownLock(file, content, holder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const seen = readOr(file);
      const current = parseHolder(seen);
      // A lock file that does not parse was not written by this code (it links whole files): stale.
      if (current && holderAlive(current)) throw new DataDirHeldError(dataDir, current);
      removeStale(file, seen);
    }
    const current = parseHolder(readOr(file));
    if (current) throw new DataDirHeldError(dataDir, current);
    throw new StartupError(`could not take the lock ${file}: another process keeps replacing it`);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * Moves the stale lock out of the way atomically. Another starter may have done so and linked its
 * own lock in the meantime: the file moved aside is then checked and, if it is not the stale one
 * that was read, put back.
 */
function removeStale(file: string, seen: string | null): void {
  const moved = `${file}.stale.${process.pid}`;
  try {
    fs.renameSync(file, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readOr(moved) !== seen) {
    try {
      fs.linkSync(moved, file);
    } catch {
      // A third starter linked its lock in the meantime: it holds the directory.
    }
  }
  fs.rmSync(moved, { force: true });
}

function ownLock(file: string, content: string, holder: LockHolder): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only a lock that is still ours: never remove one another process took over.
    if (readOr(file) === content) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { holder, release };
}

/** The directory must be a directory this user can read and write: said in one line, before PGlite tries. */
export function checkDataDirUsable(dataDir: string): void {
  let mode: number;
  try {
    // Created for its owner alone (SEC-51): the database files and the key file live in it.
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const stat = fs.statSync(dataDir);
    if (!stat.isDirectory()) throw new Error('not a directory');
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
    mode = stat.mode;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `FEIRA_DATA_DIR ${dataDir} cannot be used (${reason}): it must be a directory this user can read and write`,
    );
  }
  // Whoever can enter the directory can read or rewrite the database (PGlite's files may be 0666): refused
  // as the key file is, rather than opened.
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new StartupError(
      `FEIRA_DATA_DIR ${dataDir} is open to other users (mode ${(mode & 0o777).toString(8)}): chmod 700 it`,
    );
  }
}
