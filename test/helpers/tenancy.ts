import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { bearer } from './auth.ts';

export interface TenancyRequest {
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
  url: string;
  payload?: unknown;
}

/**
 * Tenancy proof (docs/architecture.md#cross-cutting-rules): every request below targets seller A's resource and is made with seller
 * B's token; each must answer 404 problem+json (never 403, never A's data), and afterwards
 * `verifyUnchanged` checks that A's data is as it was.
 */
export async function expectTenancy(
  t: TestApp,
  opts: {
    sellerA: string;
    sellerB: string;
    tokenB: string;
    requests: TenancyRequest[];
    verifyUnchanged?: () => Promise<void>;
  },
): Promise<void> {
  expect(opts.sellerA, 'expectTenancy needs two different sellers').not.toBe(opts.sellerB);
  expect(opts.requests.length, 'expectTenancy needs at least one request').toBeGreaterThan(0);
  for (const request of opts.requests) {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...bearer(opts.tokenB),
        ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.payload !== undefined ? { payload: JSON.stringify(request.payload) } : {}),
    });
    const label = `${request.method} ${request.url} with seller ${opts.sellerB}'s token`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
    expect(response.headers['content-type'], label).toMatch(/^application\/problem\+json/);
    expect(response.json(), label).toMatchObject({ status: 404 });
    if (!request.url.includes(opts.sellerA)) {
      expect(response.body, `${label} must not leak seller A's id`).not.toContain(opts.sellerA);
    }
  }
  await opts.verifyUnchanged?.();
}
