import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const webDir = path.join(root, 'web');
export const webDistDir = path.join(webDir, 'dist');
const sources = ['src', 'index.html', 'vite.config.ts', 'public'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `web/dist` is missing or older than any source of the web admin. */
export function webBuildIsStale(): boolean {
  const built = fs.statSync(path.join(webDistDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(webDir, s))));
  return newestSource > built.mtimeMs;
}

/** Runs the Vite build of the web admin (what `npm run build` does); throws when it fails. */
export function buildWeb(): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', path.join(webDir, 'vite.config.ts')],
    {
      cwd: root,
      // Vitest sets NODE_ENV=test, with which Vite would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0)
    throw new Error(`the web admin build failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds the web admin when `web/dist` is missing or stale (`npm start` on a fresh clone or after a pull).
 * Without Vite installed (a production image that shipped `web/dist`), it keeps what is there.
 */
export function ensureWebBuilt(log: (message: string) => void = console.error): boolean {
  if (!webBuildIsStale()) return false;
  if (!fs.existsSync(path.join(root, 'node_modules', 'vite'))) {
    log('web admin: web/dist is missing or stale and Vite is not installed; serving what is there');
    return false;
  }
  log('web admin: building web/dist (missing or older than web/src)…');
  buildWeb();
  return true;
}

// `node src/platform/web-build.ts [--if-stale]`: the `build` and `prestart` scripts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) ensureWebBuilt();
  else buildWeb();
}
