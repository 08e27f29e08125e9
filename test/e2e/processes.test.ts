import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/databases.ts';
import { freePort, runFeira, waitForHealth, type FeiraProcess } from '../helpers/processes.ts';
import { eventually } from '../helpers/test-app.ts';

const started: FeiraProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
});

describe('feira start (one process, embedded PGlite)', () => {
  it('serves health on a fresh data directory, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-start-'));
    const port = await freePort();
    const feira = runFeira(['start'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      FEIRA_DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    started.push(feira);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, feira);
    expect(await (await fetch(`${baseUrl}/actuator/health`)).json()).toEqual({ status: 'UP' });
    expect(feira.output()).toContain('/api/swagger-ui/index.html');
    expect(await feira.stop()).toBe(0);
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('split roles on one PostgreSQL', () => {
  it('consumes in the worker process an event appended through the api process', async () => {
    const { database, url } = await freshDatabase();
    await database.close();
    const port = await freePort();
    const env = { DATABASE_URL: url!, HOST: '127.0.0.1' };
    const api = runFeira(['api'], { ...env, PORT: String(port) });
    const worker = runFeira(['worker'], env);
    started.push(api, worker);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, api);

    const created = await fetch(`${baseUrl}/management/ops/probes`, { method: 'POST' });
    expect(created.status).toBe(202);
    const probe = (await created.json()) as { id: string; requestedBy: string };
    expect(probe.requestedBy).toContain(String(api.child.pid));

    const consumed = await eventually(async () => {
      const body = (await (await fetch(`${baseUrl}/management/ops/probes/${probe.id}`)).json()) as {
        consumedBy: string | null;
      };
      return body.consumedBy ?? undefined;
    }, 30_000);
    expect(consumed).toContain(String(worker.child.pid));

    expect(await api.stop()).toBe(0);
    expect(await worker.stop()).toBe(0);
  });
});
