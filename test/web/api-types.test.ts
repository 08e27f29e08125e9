import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bffTypesFile, renderBffTypes, servedBffDocument } from '../../src/web-api-types.ts';

/** The admin's API types are generated from the BFF document; a route change must come with `npm run web:api-types`. */
describe('the web admin API types', () => {
  it('are what npm run web:api-types writes from the document the service serves today', async () => {
    const document = await servedBffDocument();
    const committed = fs.readFileSync(bffTypesFile, 'utf8');
    expect(committed, 'web/src/api/schema.d.ts is stale: run npm run web:api-types').toBe(
      await renderBffTypes(document),
    );

    // A route the admin reads today, taken out of the document, makes the committed types stale.
    const paths = { ...(document.paths as Record<string, unknown>) };
    expect(paths['/bffweb/orders/search']).toBeDefined();
    delete paths['/bffweb/orders/search'];
    expect(await renderBffTypes({ ...document, paths })).not.toBe(committed);
    // Two full renders of the document: about 15 s on a quiet machine, twice that with both suites running.
  }, 90_000);
});
