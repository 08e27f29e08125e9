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
import { createRuntime, stopRuntime } from '../src/platform/runtime-lifecycle.ts';

const openApiPaths = ['/api/openapi-integration.json', '/api/openapi-bff.json', '/api/openapi.json'];

/**
 * Paths redocly's no-ambiguous-paths reports (each against a path with a parameter where this one has
 * a word) that never meet a real request (API-07): the router matches a word before a parameter, and
 * no id the service makes is a word (`ord_…`, `prm_…`). The order and promotion ones are the contract's
 * paths; the others have shipped in the SDK and the web admin. Listed here so any new one still warns.
 */
const unambiguousInPractice = [
  '/integration/orders/paid/{orderId}',
  '/integration/orders/invoiced/{orderId}',
  '/integration/orders/cancel/{orderId}',
  '/integration/orders/queue/{status}',
  // Against `/integration/orders/queue/{status}`: an order id is `ord_…`, never the word `queue` (ORD-33).
  '/integration/orders/{orderId}/tracking',
  '/integration/promotions/{promotionId}/clone',
  '/integration/ads/{id}/compatibilities',
  '/bffweb/promotions/{promotionId}/clone',
  '/bffweb/promotions/{promotionId}/skus',
  '/bffweb/orders/labels/{groupId}',
  // Against `/bffweb/promotions/update/{promotionId}` and `/bffweb/ads/of-sku/{skuId}`: a BFF path keeps its
  // area as its second segment (its scope, `bffweb:<area>`), so a new read beside `{id}/…` cannot avoid them.
  '/bffweb/promotions/{promotionId}/guard',
  '/bffweb/ads/{id}/close',
  '/bffweb/ads/{id}/listing-type',
  '/bffweb/ads/{id}/group',
];

/** redocly's ignore file for these documents: the paths above, where a document has them. */
function ignoreFile(documents: Record<string, { paths: Record<string, unknown> }>): string {
  const pointer = (path: string) => `'#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}'`;
  return Object.entries(documents)
    .map(([file, document]) => {
      const paths = unambiguousInPractice.filter((path) => path in document.paths);
      return `${file}:\n  no-ambiguous-paths:\n${paths.map((p) => `    - ${pointer(p)}\n`).join('')}`;
    })
    .join('');
}

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
  const documents: Record<string, { paths: Record<string, unknown> }> = {};
  for (const path of openApiPaths) {
    const name = path.split('/').pop()!;
    const body = (await app.inject({ method: 'GET', url: path })).body;
    writeFileSync(join(dir, name), body);
    documents[name] = JSON.parse(body);
    files.push(join(dir, name));
  }
  writeFileSync(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
  writeFileSync(join(dir, '.redocly.lint-ignore.yaml'), ignoreFile(documents));
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
