import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { servedDocument } from '../src/web-api-types.ts';

/** The integration API's types the SDK is typed by (committed, checked fresh by `sdk/sdk.drift.test.ts`). */
export const sdkTypesFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi.d.ts');

const header = `/**
 * The integration API's routes and bodies, generated from /api/openapi-integration.json by
 * \`npm run sdk:generate\`. Do not edit: a test fails while this file differs from what the service serves.
 */
`;

/** The integration document as the service serves it today. */
export const servedIntegrationDocument = () => servedDocument('/api/openapi-integration.json');

/** The TypeScript types openapi-typescript writes for the integration document, formatted as the repository formats code. */
export async function renderSdkTypes(document: Record<string, unknown>): Promise<string> {
  const source = header + astToString(await openapiTS(document as never));
  const options = await prettier.resolveConfig(sdkTypesFile);
  return prettier.format(source, { ...options, filepath: sdkTypesFile });
}

// `node sdk/generate.ts`: the `sdk:generate` script.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(sdkTypesFile, await renderSdkTypes(await servedIntegrationDocument()));
  console.error(`wrote ${path.relative(process.cwd(), sdkTypesFile)}`);
}
