/**
 * `npm run lint:openapi (part of npm run lint)`: builds the app on an in-memory database, writes the three OpenAPI documents
 * it serves to a temporary folder and runs `redocly lint` (recommended rules, no network) on them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp, setupModules } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { modules } from '../src/modules/index.ts';
import { openDatabase } from '../src/platform/db/connection.ts';
import { createRuntime, stopRuntime } from '../src/platform/runtime.ts';

const openApiPaths = ['/api/openapi-integration.json', '/api/openapi-bff.json', '/api/openapi.json'];

const dir = mkdtempSync(join(tmpdir(), 'feira-openapi-'));
// An API-only runtime on an in-memory database: the documents need the routes, not the workers.
const config = loadConfig({ LOG_LEVEL: 'silent', FEIRA_PUBLIC_URL: 'https://feira.example' });
const rt = await createRuntime({
  config,
  role: 'api',
  database: await openDatabase({}),
  log: pino({ level: 'silent' }),
});
setupModules(rt, modules);
const app = await buildApp(rt, { modules });
await app.ready();
let status: number;
try {
  const files = [];
  for (const path of openApiPaths) {
    const file = join(dir, path.split('/').pop()!);
    writeFileSync(file, (await app.inject({ method: 'GET', url: path })).body);
    files.push(file);
  }
  writeFileSync(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
  const result = spawnSync(
    process.execPath,
    [
      join('node_modules', '@redocly', 'cli', 'bin', 'cli.js'),
      'lint',
      '--config',
      join(dir, 'redocly.yaml'),
      ...process.argv.slice(2),
      ...files,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = result.status ?? 1;
} finally {
  await app.close();
  await stopRuntime(rt);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
