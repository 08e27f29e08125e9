import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/databases.ts';
import { embeddedOnly, freePort, runFeira, waitForHealth, type FeiraProcess } from '../helpers/processes.ts';
import { eventually } from '../helpers/test-app.ts';

const started: FeiraProcess[] = [];

/** An admin client's client_credentials token from the running service's token endpoint. */
async function adminTokenFrom(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
});

embeddedOnly('feira start (one process, embedded PGlite)', () => {
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
    // The first start generates the admin client and prints it once; it gets a ROLE_ADMIN token.
    const clientId = /client_id: +(\S+)/.exec(feira.output())![1]!;
    const clientSecret = /client_secret: +(\S+)/.exec(feira.output())![1]!;
    const admin = await adminTokenFrom(baseUrl, clientId, clientSecret);
    const sellers = await fetch(`${baseUrl}/management/sellers`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sellers.status).toBe(200);
    expect((await fetch(`${baseUrl}/management/sellers`)).status).toBe(401);
    expect(await feira.stop()).toBe(0);
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    // A first start migrates an empty database: slow on a busy machine.
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('split roles on one PostgreSQL', () => {
  it('consumes in the worker process an event appended through the api process; the worker serves its own metrics', async () => {
    const { database, url } = await freshDatabase();
    await database.close();
    const port = await freePort();
    const admin = {
      FEIRA_ADMIN_CLIENT_ID: 'e2e-admin',
      FEIRA_ADMIN_CLIENT_SECRET: 'e2e admin secret, at least 32 characters',
    };
    const env = { DATABASE_URL: url!, HOST: '127.0.0.1', ...admin };
    const api = runFeira(['api'], { ...env, PORT: String(port) });
    // A worker has no API: it serves its metrics on a port of its own, behind the scrape token.
    const metricsPort = await freePort();
    const scrapeToken = 'e2e scrape token, at least 32 characters';
    const worker = runFeira(['worker'], {
      ...env,
      FEIRA_METRICS_PORT: String(metricsPort),
      FEIRA_METRICS_TOKEN: scrapeToken,
    });
    started.push(api, worker);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, api);

    // /management/* takes a ROLE_ADMIN token.
    const token = await adminTokenFrom(baseUrl, admin.FEIRA_ADMIN_CLIENT_ID, admin.FEIRA_ADMIN_CLIENT_SECRET);
    const headers = { authorization: `Bearer ${token}` };
    const created = await fetch(`${baseUrl}/management/ops/probes`, { method: 'POST', headers });
    expect(created.status).toBe(202);
    const probe = (await created.json()) as { id: string; requestedBy: string };
    expect(probe.requestedBy).toContain(String(api.child.pid));

    const consumed = await eventually(async () => {
      const body = (await (
        await fetch(`${baseUrl}/management/ops/probes/${probe.id}`, { headers })
      ).json()) as {
        consumedBy: string | null;
      };
      return body.consumedBy ?? undefined;
    }, 30_000);
    expect(consumed).toContain(String(worker.child.pid));

    const workerMetrics = `http://127.0.0.1:${metricsPort}/actuator/prometheus`;
    expect((await fetch(workerMetrics)).status).toBe(401);
    expect((await fetch(workerMetrics, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const scraped = await fetch(workerMetrics, { headers: { authorization: `Bearer ${scrapeToken}` } });
    expect(scraped.status).toBe(200);
    const page = await scraped.text();
    // The probe's event went through this worker's relay; the process series are its own.
    const relayed = /^feira_outbox_relayed_events_total (\d+)/m.exec(page);
    expect(Number(relayed?.[1])).toBeGreaterThan(0);
    expect(page).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/actuator/health/liveness`)).status).toBe(200);

    expect(await api.stop()).toBe(0);
    expect(await worker.stop()).toBe(0);
  }, 120_000);
});
