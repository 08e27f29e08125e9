import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.ts';
import { acquireDataDirLock, DataDirHeldError, lockPath, type LockHolder } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const hasProc = fs.existsSync('/proc/self/stat');

/** A lock file as another process would have left it. */
function writeLock(dir: string, holder: Partial<LockHolder>): void {
  // This process's own description (host, boot, start time), taken on a directory of its own.
  const own = acquireDataDirLock(tempDir(), 'probe');
  const template = own.holder;
  own.release();
  fs.writeFileSync(lockPath(dir), JSON.stringify({ ...template, command: 'feira start', ...holder }));
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

describe('the embedded data directory lock', () => {
  it('is held by one opener at a time: a second is refused at once, naming the holder', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'feira start');
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'feira start',
    });
    let refusal: unknown;
    try {
      acquireDataDirLock(dir, 'feira seller');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirHeldError);
    const message = (refusal as Error).message;
    expect(message).toContain(`\`feira start\` (pid ${process.pid} on ${os.hostname()}`);
    expect(message).toContain('stop that process first');
    expect(message).not.toContain('\n');
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    acquireDataDirLock(dir, 'feira start').release();
  });

  it('takes over the lock of a holder that is gone (crash, kill -9)', () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid() });
    const lock = acquireDataDirLock(dir, 'feira start');
    expect(lock.holder.pid).toBe(process.pid);
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(hasProc)('tells a reused pid from its holder by the process start time', () => {
    const dir = tempDir();
    // This process's own pid, started at another time: the holder died and the pid went to us.
    writeLock(dir, { pid: process.pid, startTicks: '1' });
    acquireDataDirLock(dir, 'feira start').release();
  });

  it.runIf(fs.existsSync('/proc/sys/kernel/random/boot_id'))('takes over a lock from before a reboot', () => {
    const dir = tempDir();
    writeLock(dir, { bootId: 'another-boot' });
    acquireDataDirLock(dir, 'feira start').release();
  });

  it('refuses a lock held on another host (its liveness cannot be checked) and says how to clear it', () => {
    const dir = tempDir();
    writeLock(dir, { host: 'elsewhere', pid: deadPid() });
    expect(() => acquireDataDirLock(dir, 'feira start')).toThrow(
      `if nothing on elsewhere uses it any more, delete ${lockPath(dir)}`,
    );
  });

  it('leaves alone a lock that another process took over since', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'feira start');
    writeLock(dir, { pid: deadPid() });
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(true);
  });

  it('says in one line that a data directory it cannot use is not usable', () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    expect(() => acquireDataDirLock(file, 'feira start')).toThrow(StartupError);
    expect(() => acquireDataDirLock(file, 'feira start')).toThrow(/^FEIRA_DATA_DIR .* cannot be used/);
  });

  it('lets exactly one of several processes racing for a stale lock take it', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid() });
    const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
    const script =
      `const { acquireDataDirLock } = await import(${JSON.stringify(module)});` +
      `try { const lock = acquireDataDirLock(process.argv[1], 'racer'); console.log('held');` +
      ` setTimeout(() => lock.release(), 3000); } catch { console.log('refused'); }`;
    const racers = await Promise.all(
      Array.from({ length: 4 }, () =>
        promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir]),
      ),
    );
    const outcomes = racers.map((r) => r.stdout.trim()).sort();
    expect(outcomes).toEqual(['held', 'refused', 'refused', 'refused']);
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  }, 60_000);
});
