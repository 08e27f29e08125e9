import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { opsModule } from '../../src/modules/ops/index.ts';

/** The CSP as directive → sources. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(policy(response).get('frame-ancestors'), what).toEqual(["'none'"]);
}

// Issue 21, item 10: only the login and consent pages sent a CSP; the web admin, Swagger UI and the
// API sent no CSP, frame-ancestors, nosniff or Referrer-Policy.
describe('security headers on every page and API answer', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Feira</title><script type="module" src="/assets/index-1.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
    t = await createTestApp({ modules: [opsModule], webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('gives API answers, errors included, a policy that lets nothing load or frame them', async () => {
    for (const url of [
      '/actuator/health',
      '/api/openapi.json',
      '/bffweb/sellers/me',
      '/api/no-such',
      '/bffweb/no/such',
      '/%00',
    ]) {
      const response = await get(url);
      expectCommonHeaders(response, url);
      expect(policy(response).get('default-src'), url).toEqual(["'none'"]);
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/bffweb/x',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    });
    expectCommonHeaders(preflight, 'preflight');
  });

  it('gives the web admin and Swagger UI a page policy that still lets them run', async () => {
    for (const url of ['/', '/catalog', '/api/swagger-ui/index.html', '/api/swagger-ui/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expectCommonHeaders(response, url);
      const csp = policy(response);
      // Scripts from our own files only: no inline script, no eval.
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      // Mantine and Swagger UI set inline styles.
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
    }
    expectCommonHeaders(await get('/assets/index-1.js'), 'asset');
  });

  it('keeps the login page its own stricter policy, with the other headers', async () => {
    const login = await get('/auth/login');
    expect(login.statusCode).toBe(200);
    expectCommonHeaders(login, 'login');
    expect(policy(login).get('default-src')).toEqual(["'none'"]);
  });
});
