import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/databases.ts';
import { embeddedOnly, freePort, runFeira, waitForHealth, type FeiraProcess } from '../helpers/processes.ts';

/**
 * Issue 28: one process at a time holds an embedded data directory. Operator commands run while
 * `feira start` holds it reach the data through the service's API, and nothing they write is lost.
 */

const admin = {
  FEIRA_ADMIN_CLIENT_ID: 'e2e-admin',
  FEIRA_ADMIN_CLIENT_SECRET: 'e2e admin secret, at least 32 characters',
};
const started: FeiraProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-datadir-'));
  dirs.push(dir);
  return dir;
}

/** A service on its own port; answers once it is healthy. */
async function startService(env: Record<string, string>): Promise<{ feira: FeiraProcess; baseUrl: string }> {
  const port = await freePort();
  const feira = runFeira(['start'], { HOST: '127.0.0.1', ...admin, ...env, PORT: String(port) });
  started.push(feira);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, feira, 180_000);
  return { feira, baseUrl };
}

/** Runs a command to its end: exit code and everything it printed. */
async function feira(env: Record<string, string>, ...args: string[]) {
  const run = runFeira(args, { ...admin, ...env });
  const code = await new Promise<number | null>((resolve) => run.child.on('exit', resolve));
  return { code, output: run.output() };
}

/** The JSON a command printed on stdout (its progress and messages go to stderr, after it here). */
function printed<T>(output: string): T {
  return JSON.parse(output.slice(0, output.lastIndexOf('}') + 1)) as T;
}

async function token(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
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

async function sellerNames(baseUrl: string): Promise<string[]> {
  const adminToken = await token(baseUrl, admin.FEIRA_ADMIN_CLIENT_ID, admin.FEIRA_ADMIN_CLIENT_SECRET);
  const response = await fetch(`${baseUrl}/management/sellers`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return ((await response.json()) as { name: string }[]).map((s) => s.name);
}

const kidOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

/** The refusal is one line naming the holder and what to do; never a stack trace. */
function expectRefusal(result: { code: number | null; output: string }, holder: FeiraProcess): void {
  expect(result.code, result.output).toBe(1);
  expect(result.output.trim().split('\n'), result.output).toHaveLength(1);
  expect(result.output).toContain(`in use by \`feira start\` (pid ${holder.child.pid} on ${os.hostname()}`);
  expect(result.output).toContain('stop that process first');
}

embeddedOnly('operator commands while `feira start` holds the embedded data directory', () => {
  it('writes through the running service; every write is there after a restart', async () => {
    const dataDir = tempDir();
    const env = { FEIRA_DATA_DIR: dataDir, DATABASE_URL: '' };
    let { feira: service, baseUrl } = await startService(env);
    const endpointFile = path.join(dataDir, 'feira-operator.json');
    expect(fs.statSync(endpointFile).mode & 0o777).toBe(0o600);

    const seller = await feira(env, 'seller', 'create', '--name', 'Loja Roxa');
    expect(seller.code, seller.output).toBe(0);
    const sellerId = printed<{ id: string }>(seller.output).id;
    // The service sees it at once: it wrote it.
    expect(await sellerNames(baseUrl)).toContain('Loja Roxa');

    const app = await feira(
      env,
      'app',
      'create',
      '--name',
      'ERP',
      '--seller',
      sellerId,
      '--scopes',
      'product:edit',
    );
    expect(app.code, app.output).toBe(0);
    const { clientId, clientSecret } = printed<{ clientId: string; clientSecret: string }>(app.output);
    await token(baseUrl, clientId, clientSecret);

    const rotated = await feira(env, 'keys', 'rotate');
    expect(rotated.code, rotated.output).toBe(0);
    const { activeKid } = printed<{ activeKid: string; publishedKids: string[] }>(rotated.output);
    expect(kidOf(await token(baseUrl, clientId, clientSecret))).toBe(activeKid);

    const input = path.join(dataDir, 'produtos.csv');
    fs.writeFileSync(input, 'externalId;title;sku;cost\r\nR-1;Chaleira;R-1-A;42,50\r\nR-1;;R-1-B;caro\r\n');
    const imported = await feira(env, 'import', 'products', input, '--seller', sellerId);
    expect(imported.code, imported.output).toBe(3);
    expect(imported.output).toMatch(/\[#+\] 100% {2}2 rows, 1 valid, 1 invalid/);
    expect(fs.readFileSync(`${input}.errors.csv`, 'utf8')).toContain('3,cost,"""caro"" is not a number"');

    const exportFile = path.join(dataDir, 'catalogo.csv');
    const exported = await feira(
      env,
      'export',
      'products',
      '--seller',
      sellerId,
      '--delimiter',
      ';',
      exportFile,
    );
    expect(exported.code, exported.output).toBe(0);
    const catalogLine = /^R-1;Chaleira;.*;R-1-A;sku_\w+;;;42,5;;$/m;
    expect(fs.readFileSync(exportFile, 'utf8')).toMatch(catalogLine);

    const missing = await feira(env, 'import', 'products', input, '--seller', 'slr_nobody');
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no seller slr_nobody');

    // Stopped, the service leaves neither its lock nor its endpoint behind; commands then write directly.
    expect(await service.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'feira.lock'))).toBe(false);
    expect(fs.existsSync(endpointFile)).toBe(false);
    const direct = await feira(env, 'seller', 'create', '--name', 'Loja Parada');
    expect(direct.code, direct.output).toBe(0);

    ({ feira: service, baseUrl } = await startService(env));
    expect(await sellerNames(baseUrl)).toEqual(expect.arrayContaining(['Loja Roxa', 'Loja Parada']));
    expect(kidOf(await token(baseUrl, clientId, clientSecret))).toBe(activeKid);
    const again = await feira(env, 'export', 'products', '--seller', sellerId, '--delimiter', ';');
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(catalogLine);
    expect(await service.stop()).toBe(0);
    // Six service starts and commands, each a process of its own, on a busy machine.
  }, 900_000);
});

embeddedOnly('one holder at a time', () => {
  const dataDir = tempDir();
  const env = { FEIRA_DATA_DIR: dataDir, DATABASE_URL: '' };

  it('refuses a second process that would open the directory, in one line naming the holder', async () => {
    const { feira: holder } = await startService(env);
    expectRefusal(await feira({ ...env, PORT: String(await freePort()) }, 'start'), holder);
    expectRefusal(await feira(env, 'migrate'), holder);
    expect(holder.child.exitCode).toBeNull();
    expect(await holder.stop()).toBe(0);
  }, 600_000);

  it('after `kill -9` of the holder, the next start takes the directory over with its data', async () => {
    const { feira: holder } = await startService(env);
    const seller = await feira(env, 'seller', 'create', '--name', 'Loja Antes do Kill');
    expect(seller.code, seller.output).toBe(0);
    holder.child.kill('SIGKILL');
    await holder.stop();
    const lock = path.join(dataDir, 'feira.lock');
    expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(holder.child.pid);

    const { feira: next, baseUrl } = await startService(env);
    expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(next.child.pid);
    expect(await sellerNames(baseUrl)).toContain('Loja Antes do Kill');
    expect(await next.stop()).toBe(0);
  }, 600_000);
});

embeddedOnly('a misconfigured start', () => {
  it('says what is wrong in one line and exits non-zero, without a stack trace', async () => {
    const file = path.join(tempDir(), 'not-a-directory');
    fs.writeFileSync(file, '');
    const shared = tempDir();
    fs.chmodSync(shared, 0o755);
    const cases: [Record<string, string>, string][] = [
      [
        { FEIRA_ADMIN_CLIENT_ID: 'only-the-id', FEIRA_ADMIN_CLIENT_SECRET: '' },
        'set both FEIRA_ADMIN_CLIENT_ID',
      ],
      [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535'],
      [{ FEIRA_DATA_DIR: file, DATABASE_URL: '' }, `FEIRA_DATA_DIR ${file} cannot be used`],
      // Anyone who can enter it can read or rewrite the database (SEC-51).
      [
        { FEIRA_DATA_DIR: shared, DATABASE_URL: '' },
        `FEIRA_DATA_DIR ${shared} is open to other users (mode 755)`,
      ],
    ];
    for (const [env, message] of cases) {
      const run = runFeira(['start'], { FEIRA_DATA_DIR: tempDir(), ...env });
      const code = await new Promise<number | null>((resolve) => run.child.on('exit', resolve));
      expect(code, run.output()).toBe(1);
      expect(run.output().trim().split('\n'), run.output()).toEqual([expect.stringContaining(message)]);
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('runs operator commands on the database directly while the service runs', async () => {
    const { database, url } = await freshDatabase();
    await database.close();
    const dataDir = tempDir();
    const env = { DATABASE_URL: url!, FEIRA_DATA_DIR: dataDir };
    const { feira: service, baseUrl } = await startService(env);
    const seller = await feira(env, 'seller', 'create', '--name', 'Loja no PostgreSQL');
    expect(seller.code, seller.output).toBe(0);
    expect(await sellerNames(baseUrl)).toContain('Loja no PostgreSQL');
    // No embedded directory is held: no lock, no endpoint for commands (only the generated key that
    // seals secrets at rest, which every process of this data directory shares).
    expect(fs.readdirSync(dataDir).filter((name) => name !== 'secrets.key')).toEqual([]);
    expect(await service.stop()).toBe(0);
  }, 300_000);
});
