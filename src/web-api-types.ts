import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import pino from 'pino';
import prettier from 'prettier';
import { buildApp, setupModules } from './app.ts';
import { loadConfig } from './config.ts';
import { modules } from './modules/index.ts';
import { openDatabase } from './platform/db/connection.ts';
import { createRuntime, stopRuntime } from './platform/runtime-lifecycle.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
/** Where the web admin reads the types of its back end's routes from (committed, checked fresh by a test). */
export const bffTypesFile = path.join(root, 'web', 'src', 'api', 'schema.d.ts');

const header = `/**
 * The web back end's routes and bodies, generated from /api/openapi-bff.json by \`npm run web:api-types\`.
 * Do not edit: change the route schemas and run the script again (a test fails while this file is stale).
 */
`;

/** The TypeScript types openapi-typescript writes for the BFF document, formatted as the project formats code. */
export async function renderBffTypes(document: Record<string, unknown>): Promise<string> {
  const source = header + astToString(await openapiTS(document as never));
  const options = await prettier.resolveConfig(bffTypesFile);
  return prettier.format(source, { ...options, filepath: bffTypesFile });
}

/** The BFF document as the service serves it, from an API-only app on an in-memory database (no server). */
export function servedBffDocument(): Promise<Record<string, unknown>> {
  return servedDocument('/api/openapi-bff.json');
}

/** One of the OpenAPI documents the service serves (`/api/openapi-*.json`), read without a server. */
export async function servedDocument(url: string): Promise<Record<string, unknown>> {
  const config = loadConfig({ LOG_LEVEL: 'silent', FEIRA_PUBLIC_URL: 'https://feira.example' });
  const rt = await createRuntime({
    config,
    role: 'api',
    database: await openDatabase({}),
    log: pino({ level: 'silent' }),
  });
  setupModules(rt, modules);
  const app = await buildApp(rt, { modules });
  try {
    await app.ready();
    return (await app.inject({ method: 'GET', url })).json();
  } finally {
    await app.close();
    await stopRuntime(rt);
  }
}

// `node src/web-api-types.ts`: the `web:api-types` script.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(bffTypesFile, await renderBffTypes(await servedBffDocument()));
  console.error(`wrote ${path.relative(root, bffTypesFile)}`);
}
