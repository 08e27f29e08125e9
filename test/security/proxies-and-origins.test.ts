import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createSellerApp } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loadConfig } from '../../src/config.ts';
import { createUser, sellersModule } from '../../src/modules/sellers/index.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { addressPolicy } from '../../src/platform/auth/login-throttle.ts';
import { StartupError } from '../../src/platform/startup-error.ts';

/**
 * Issue 37, item 4: every client could set its own address (X-Forwarded-For, escaping the spray
 * throttle) and protocol (X-Forwarded-Proto, skipping the HTTPS redirect and choosing the session
 * cookie's Secure); the API listened on every interface by default. Item 6: CORS answered any Origin,
 * `null` included, with credentials, so another site could read a web session and its CSRF token.
 *
 * `remoteAddress` is the peer the service sees: 127.0.0.1 is a proxy of the default configuration,
 * 203.0.113.x is a client on the network, talking to the service directly.
 */
const CLIENT = '203.0.113.7';
const password = 'senha-forte-do-cors';

describe('defaults', () => {
  it('listens on loopback and believes forwarding headers from loopback only', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustedProxies).toEqual(['loopback']);
    expect(config.corsOrigins).toEqual(['http://localhost:8080']);
  });

  it('takes addresses, CIDRs, a hop count or none, and refuses anything else at start', () => {
    expect(loadConfig({ FEIRA_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.10,::1/128' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1/128',
    ]);
    expect(loadConfig({ FEIRA_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    expect(loadConfig({ FEIRA_TRUSTED_PROXIES: 'none' }).trustedProxies).toBe(false);
    for (const bad of ['true', '10.0.0.0/33', 'gateway.internal', '*']) {
      expect(() => loadConfig({ FEIRA_TRUSTED_PROXIES: bad }), bad).toThrow(StartupError);
    }
    for (const bad of ['*', 'null', 'https://a.example/path', 'admin.example']) {
      expect(() => loadConfig({ FEIRA_CORS_ORIGINS: bad }), bad).toThrow(StartupError);
    }
  });
});

describe('forwarding headers from a client that is not a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [sellersModule] });
  });
  afterAll(() => t.close());

  it('a different X-Forwarded-For per login does not escape the address throttle', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= addressPolicy.freeFailures; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-for': `198.18.0.${i}` },
        payload: { email: `spray-${i}@nowhere.example`, password: 'qualquer-coisa' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('nor at the token endpoint (the authorization server reads the same address)', async () => {
    const sellerId = (await createSeller(t)).id;
    const statuses: number[] = [];
    for (let i = 0; i <= addressPolicy.freeFailures; i++) {
      const app = await createSellerApp(t, sellerId, []);
      const response = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: '203.0.113.8',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.18.1.${i}`,
          authorization: `Basic ${Buffer.from(`${app.clientId}:fsec_wrong`).toString('base64')}`,
        },
        payload: 'grant_type=client_credentials',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('X-Forwarded-Proto: https neither skips the HTTPS redirect nor makes the cookie Secure', async () => {
    const forced = await createTestApp({ modules: [sellersModule], config: { forceHttps: true } });
    try {
      const direct = await forced.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(direct.statusCode).toBe(301);
      // Through the proxy, the proxy's word is taken.
      const proxied = await forced.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(proxied.statusCode).toBe(200);
    } finally {
      await forced.close();
    }

    const sellerId = (await createSeller(t)).id;
    const email = 'cookie@loja.example';
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      // Not CLIENT: the spray above slowed that address.
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('feira_session='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/; Secure/);
  }, 60_000);

  it('a configured proxy range is believed, and only it', async () => {
    const behind = await createTestApp({
      modules: [sellersModule],
      config: { forceHttps: true, trustedProxies: ['203.0.113.0/24'] },
    });
    try {
      const via = (remoteAddress: string) =>
        behind.app.inject({
          method: 'GET',
          url: '/api/openapi.json',
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https' },
        });
      expect((await via('203.0.113.1')).statusCode).toBe(200);
      // Loopback is no longer a proxy once the setting names others.
      expect((await via('127.0.0.1')).statusCode).toBe(301);
      expect((await via('198.51.100.1')).statusCode).toBe(301);
    } finally {
      await behind.close();
    }
  });
});

describe('CORS allowlist', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      modules: [sellersModule],
      config: { corsOrigins: ['https://admin.example'] },
    });
    const sellerId = (await createSeller(t)).id;
    const email = 'cors@loja.example';
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    cookie = String(
      [login.headers['set-cookie']].flat().find((c) => String(c).startsWith('feira_session=')),
    ).split(';', 1)[0]!;
  }, 60_000);
  afterAll(() => t.close());

  const session = (origin: string) =>
    t.app.inject({ method: 'GET', url: '/auth/session', headers: { origin, cookie } });

  it('lets only the allowlisted origins and its own read a web session with credentials; not others, nor `null`', async () => {
    for (const origin of ['https://admin.example', 'http://feira.test']) {
      const response = await session(origin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(response.headers['access-control-allow-credentials'], origin).toBe('true');
      expect(response.headers.vary).toContain('Origin');
    }
    for (const origin of ['https://evil.example', 'null', 'https://admin.example.evil.example']) {
      const response = await session(origin);
      expect(response.headers['access-control-allow-origin'], origin).toBe('*');
      expect(response.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/auth/logout',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-origin'], origin).toBe('*');
    }
  });

  it('keeps what spec section 8 requires for bearer calls from any origin: methods, headers, max age', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/integration/products',
      headers: {
        origin: 'https://partner-app.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization,content-type');
    expect(preflight.headers['access-control-max-age']).toBe('1800');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
  });
});
