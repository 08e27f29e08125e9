import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { openDatabase } from '../../src/platform/db/connection.ts';
import { createRuntime, stopRuntime } from '../../src/platform/runtime-lifecycle.ts';
import { createApp, createSeller } from '../../src/modules/sellers/index.ts';
import { freshDatabase } from './databases.ts';
import { freePort, runFeira, waitForHealth, type FeiraProcess } from './processes.ts';

/** What the crash tests share: a database of their own, a seeded seller, the service as a process. */

/** Every process the crash tests started; the test files kill what is left in afterAll. */
export const started: FeiraProcess[] = [];

export interface Target {
  env: Record<string, string>;
  cleanup(): void;
}

export async function target(): Promise<Target> {
  if (process.env.TEST_DATABASE_URL) {
    const { database, url } = await freshDatabase();
    await database.close();
    return { env: { DATABASE_URL: url! }, cleanup: () => undefined };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-crash-'));
  return {
    env: { DATABASE_URL: '', FEIRA_DATA_DIR: dataDir },
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A seller and its client_credentials app, written before the service starts (PGlite has one owner). */
export async function seed(env: Record<string, string>, options: { scopes: string[]; sandbox?: boolean }) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const rt = await createRuntime({ config, role: 'api', database });
  const ctx = systemCtx(rt, null, 'crash-test');
  const seller = await createSeller(ctx, { name: 'crash', sandbox: options.sandbox ?? false });
  const app = await createApp(ctx, {
    name: 'crash',
    sellerId: seller.id,
    grantTypes: ['client_credentials'],
    scopes: options.scopes,
  });
  await stopRuntime(rt);
  return { clientId: app.clientId, clientSecret: app.clientSecret! };
}

/** `feira start` as its own process, killed with SIGKILL and started again on the same database. */
export class Service {
  process!: FeiraProcess;
  baseUrl = '';
  token = '';
  private readonly env: Record<string, string>;
  private readonly client: { clientId: string; clientSecret: string };
  constructor(env: Record<string, string>, client: { clientId: string; clientSecret: string }) {
    this.env = env;
    this.client = client;
  }

  async start(): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.process = runFeira(['start'], { ...this.env, PORT: String(port), HOST: '127.0.0.1' });
    started.push(this.process);
    await waitForHealth(this.baseUrl, this.process, 120_000);
    const basic = Buffer.from(`${this.client.clientId}:${this.client.clientSecret}`).toString('base64');
    const response = await fetch(`${this.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    this.token = ((await response.json()) as { access_token: string }).access_token;
  }

  async call<T>(method: string, url: string, body?: string, type = 'application/json'): Promise<T> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body,
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async kill(): Promise<void> {
    const exited = new Promise((resolve) => this.process.child.once('exit', resolve));
    this.process.child.kill('SIGKILL');
    await exited;
  }
}

/** Polls `check` until it answers a value (errors count as not yet). */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
