import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Authorization is attached to each route when it is registered (AUTH-21), so a route registered before
 * the guard would answer without one. Every operation the API description says needs a caller is called
 * here without credentials: each must be a 401 problem, before its parameters or body are looked at.
 */
interface Operation {
  security?: unknown[];
}

const GUARDED = /^\/(integration|bffweb|management)\//;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('every guarded route refuses a caller without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on each operation with a security requirement', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    }>();
    const checked: string[] = [];
    const answered: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!GUARDED.test(path)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation || operation.security?.length === 0) continue;
        const url = path.replace(/\{[^}]+\}/g, 'x1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        checked.push(`${method} ${path}`);
        if (response.statusCode !== 401 || !response.headers['content-type']?.includes('problem+json')) {
          answered.push(`${method.toUpperCase()} ${path}: ${response.statusCode}`);
        }
      }
    }
    expect(answered).toEqual([]);
    // The walk reached all three surfaces.
    for (const surface of ['/integration/', '/bffweb/', '/management/']) {
      expect(checked.some((c) => c.includes(` ${surface}`))).toBe(true);
    }
  });
});
