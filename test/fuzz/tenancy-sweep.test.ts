import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { changedTables, type Digester } from './digest.ts';
import { loadOperations, type Operation } from './openapi.ts';
import { startProbeApp, type ProbeApp } from './probe-app.ts';
import { baselineRequest, inRunOrder, send } from './requests.ts';
import type { SellerData } from './seller-data.ts';

/**
 * Tenancy, swept from the OpenAPI documents: seller A has data in every module; every seller-scoped
 * operation (`/integration/*`, `/bffweb/*`) is called with seller B's token (every scope) and A's
 * ids in its path, query and body. An operation naming one of A's resources in its path answers 404;
 * no answer carries A's data (A's free text, or an id of A's the request did not send); and nothing
 * of A's changes. B has data too, so B's lists are not empty by chance.
 */

/** Seller-scoped operations the sweep does not call, and why. */
const NOT_SWEPT: Record<string, string> = {
  'POST /integration/quotes/{sellerId}/{postalCode}':
    'the external quote contract is public by design: the seller is named in the path, no token is read',
};

/**
 * Operations whose path names an identifier the seller chooses, written as create-or-replace: B's
 * call addresses B's own product of that externalId, so it is not a 404. The sweep still checks
 * that the answer carries nothing of A's and that A's rows do not change.
 */
const SELLER_NAMED: Record<string, string> = {
  'PUT /integration/products/{productId}': 'creates or replaces the caller’s own product of that externalId',
  'PUT /bffweb/catalog/products/{productId}':
    'creates or replaces the caller’s own product of that externalId',
};

/** Path parameters that name no seller's resource (a platform code, a warehouse, a postal code). */
const SHARED_PARAMETERS = new Set(['platform', 'warehouseId', 'postalCode', 'status']);

function sellerScoped(op: Operation): boolean {
  return op.path.startsWith('/integration/') || op.path.startsWith('/bffweb/');
}

describe('tenancy sweep', () => {
  let probe: ProbeApp;
  let t: TestApp;
  let a: SellerData;
  let b: SellerData;
  let digests: Digester;

  beforeAll(async () => {
    probe = await startProbeApp(['A', 'B']);
    ({ t, digests } = probe);
    [a, b] = probe.sellers as [SellerData, SellerData];
  }, 180_000);
  afterAll(() => probe?.close());

  it("never lets seller B read or change seller A's data through any operation", async () => {
    const all = await loadOperations(t);
    for (const key of [...Object.keys(NOT_SWEPT), ...Object.keys(SELLER_NAMED)]) {
      expect(
        all.map((op) => op.key),
        `${key} is listed as not swept but no document has it`,
      ).toContain(key);
    }
    const operations = inRunOrder(all.filter((op) => sellerScoped(op) && !NOT_SWEPT[op.key]));
    const before = await digests.digest(a.sellerId);
    let transaction = await digests.nextTransaction();
    const failures: string[] = [];
    let notFound = 0;
    for (const op of operations) {
      const parts = baselineRequest(op, a);
      const { url, payload, response } = await send(t, op, parts, b.token);
      const sent = `${url} ${payload ?? ''}`;
      const label = `${op.key} as seller B (${url.slice(0, 140)})`;
      const body = response.body;
      const leaked = [
        a.secret,
        ...a.ids.filter((id) => !sent.includes(id) && !sent.includes(encodeURIComponent(id))),
      ].filter((value) => body.includes(value));
      const names = op.parameters
        .filter((p) => p.in === 'path' && !SHARED_PARAMETERS.has(p.name))
        .map((p) => String(parts.path[p.name]));
      const namesA = !SELLER_NAMED[op.key] && names.some((value) => a.ids.includes(value));
      if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${body.slice(0, 300)}`);
      else if (leaked.length)
        failures.push(`${label}: answer carries seller A's ${leaked.join(', ')}: ${body.slice(0, 300)}`);
      else if (namesA && response.statusCode !== 404) {
        failures.push(`${label}: ${response.statusCode} rather than 404: ${body.slice(0, 300)}`);
      }
      if (namesA && response.statusCode === 404) notFound++;
      const next = await digests.nextTransaction();
      if (next === transaction) continue;
      transaction = next;
      const changed = changedTables(before, await digests.digest(a.sellerId));
      if (changed.length) {
        failures.push(`${label}: changed seller A's ${changed.join(', ')}`);
        break;
      }
    }
    console.log(
      `tenancy sweep: ${operations.length} seller-scoped operations swept (${notFound} naming one of A's resources answered 404); ` +
        `${Object.keys(NOT_SWEPT).length} not swept`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
