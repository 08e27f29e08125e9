import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.ts';
import { openDatabase } from './connection.ts';

/**
 * The embedded database is its owner's alone (SEC-51): the data directory is created 0700, PGlite's
 * files are written under a umask that leaves others nothing, and a directory others can enter is
 * refused before anything is opened or written in it.
 */
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-perms-'));
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? [file, ...walk(file)] : [file];
  });
}

describe.skipIf(process.platform === 'win32')('the embedded data directory', () => {
  it('is created for its owner alone, and so is every file PGlite writes in it', async () => {
    const dataDir = path.join(parent, 'fresh', 'data');
    const database = await openDatabase({ dataDir });
    await database.db.execute('create table probe (id int)');
    await database.close();
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    const files = walk(dataDir);
    expect(files.length).toBeGreaterThan(100);
    const open = files.filter((file) => (fs.statSync(file).mode & 0o077) !== 0);
    expect(
      open.map((file) => `${path.relative(dataDir, file)} ${(fs.statSync(file).mode & 0o777).toString(8)}`),
    ).toEqual([]);
  }, 120_000);

  it('refuses a directory other users can enter, writing nothing in it', async () => {
    for (const mode of [0o755, 0o750, 0o777, 0o701]) {
      const dataDir = path.join(parent, `open-${mode.toString(8)}`);
      fs.mkdirSync(dataDir);
      fs.chmodSync(dataDir, mode);
      const opening = openDatabase({ dataDir });
      await expect(opening).rejects.toBeInstanceOf(StartupError);
      await expect(opening).rejects.toThrow(
        `is open to other users (mode ${mode.toString(8)}): chmod 700 it`,
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
  });
});
