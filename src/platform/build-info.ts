import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');

export const packageVersion: string = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
).version;

/** The commit the service runs from: FEIRA_GIT_COMMIT when set (images), else read from .git. */
export function gitCommit(): string | null {
  if (process.env.FEIRA_GIT_COMMIT) return process.env.FEIRA_GIT_COMMIT;
  try {
    const gitDir = path.join(root, '.git');
    const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice(5);
    const loose = path.join(gitDir, ref);
    if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim();
    const packed = fs.readFileSync(path.join(gitDir, 'packed-refs'), 'utf8');
    return (
      packed
        .split('\n')
        .find((line) => line.endsWith(` ${ref}`))
        ?.split(' ')[0] ?? null
    );
  } catch {
    return null;
  }
}
