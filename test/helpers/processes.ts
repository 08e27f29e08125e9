import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * For tests that force the embedded data directory (`DATABASE_URL` empty): they never touch the run's test
 * database, so the PostgreSQL run would repeat them exactly; they run in the PGlite run only
 * (docs/decisions/operations.md, OPS-42).
 */
export const embeddedOnly = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface FeiraProcess {
  child: ChildProcess;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Runs `feira <args>` (src/main.ts on this Node) as a separate process. */
export function runFeira(args: string[], env: Record<string, string>): FeiraProcess {
  const child = spawn(process.execPath, ['src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function waitForHealth(
  baseUrl: string,
  process: FeiraProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`process exited early:\n${process.output()}`);
    try {
      const response = await fetch(`${baseUrl}/actuator/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer from ${baseUrl} within ${timeoutMs} ms:\n${process.output()}`);
}
