import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { newSecretsKey, parseSecretsKey, SecretBox } from './secret-box.ts';
import { checkDataDirUsable } from '../db/data-dir-lock.ts';
import { StartupError } from '../startup-error.ts';

const KEY_FILE = 'secrets.key';

/** The data directory's key file: one key per line, the first seals, the others still open. */
export function keyFilePath(config: Config): string {
  return path.join(config.dataDir, KEY_FILE);
}

export function readKeyFile(file: string): string[] {
  const mode = fs.statSync(file).mode;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new Error(`${file} is readable by other users (mode ${(mode & 0o777).toString(8)}): chmod 600 it`);
  }
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Writes the key file atomically, readable by its owner only. */
export function writeKeyFile(file: string, keys: readonly string[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${keys.join('\n')}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * The secrets key: FEIRA_SECRETS_KEY (with FEIRA_SECRETS_KEY_PREVIOUS during a rotation), else the
 * data directory's key file, generated on first start. A PostgreSQL deployment in production must
 * set FEIRA_SECRETS_KEY: its processes share one database, so they must share one key, and a file on
 * one machine's disk is not where that key belongs.
 */
export function loadSecretBox(config: Config): SecretBox {
  if (config.secretsKey) {
    return new SecretBox([
      parseSecretsKey(config.secretsKey, 'FEIRA_SECRETS_KEY'),
      ...config.secretsKeyPrevious.map((key) => parseSecretsKey(key, 'FEIRA_SECRETS_KEY_PREVIOUS')),
    ]);
  }
  if (config.databaseUrl && process.env.NODE_ENV === 'production') {
    throw new StartupError(
      'FEIRA_SECRETS_KEY is required with DATABASE_URL in production (openssl rand -base64 32)',
    );
  }
  const file = keyFilePath(config);
  if (!fs.existsSync(file)) {
    checkDataDirUsable(config.dataDir);
    try {
      // 'wx': two processes starting at once on a fresh data directory keep the first one's key.
      fs.writeFileSync(file, `${newSecretsKey()}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new SecretBox(readKeyFile(file).map((key) => parseSecretsKey(key, file)));
}
