import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSdkTypes, sdkTypesFile, servedIntegrationDocument } from './generate.ts';

/** The SDK is typed by the integration document; a route change must come with `npm run sdk:generate`. */
describe('the partner SDK types', () => {
  it(
    'are what npm run sdk:generate writes from the document the service serves today',
    { timeout: 120_000 },
    async () => {
      const document = await servedIntegrationDocument();
      const committed = fs.readFileSync(sdkTypesFile, 'utf8');
      expect(committed, 'sdk/openapi.d.ts is stale: run npm run sdk:generate').toBe(
        await renderSdkTypes(document),
      );

      // A route the example uses, taken out of the document, makes the committed types stale.
      const paths = { ...(document.paths as Record<string, unknown>) };
      expect(paths['/integration/prices/bysku']).toBeDefined();
      delete paths['/integration/prices/bysku'];
      expect(await renderSdkTypes({ ...document, paths })).not.toBe(committed);
    },
  );
});
