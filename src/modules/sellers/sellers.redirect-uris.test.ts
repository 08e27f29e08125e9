import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/helpers/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { systemCtx } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { sellersModule } from './index.ts';
import { listApps } from './sellers.service.ts';
import { apps } from './sellers.tables.ts';

/**
 * Issue 21, item 13: redirect URIs an app registers are https (plain http only on loopback, RFC 8252),
 * without wildcards, fragments or credentials; rows stored before the rule do not break the app.
 * Issue 37, item 11: nor backslashes, nor https to an IP literal or localhost (SEC-48).
 */
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ modules: [sellersModule] });
  admin = bearer(await adminToken(t));
});
afterAll(() => t.close());

const register = (redirectUris: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/management/apps',
    headers: admin,
    payload: { name: 'Parceiro', grantTypes: ['authorization_code'], scopes: ['price:edit'], redirectUris },
  });

describe('redirect URIs at registration', () => {
  it('refuses script, data, custom-scheme, wildcard, fragment and credential URIs with a 400 naming the field', async () => {
    const before = await listApps(systemCtx(t.rt, null, 'test'), {});
    for (const uri of [
      'javascript:alert(1)',
      'JavaScript://parceiro.example/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'parceiro://callback',
      'https://*.parceiro.example/cb',
      'https://parceiro.example/cb#x',
      'https://parceiro.example/cb#',
      'https://user:pass@parceiro.example/cb',
      'http://parceiro.example/cb',
      'http://127.0.0.1.parceiro.example/cb',
      '/relative/cb',
      'https://parceiro.example/c b',
      // Issue 37, item 11: a backslash hides the real host, and https on an address is no loopback
      // redirect RFC 8252 knows.
      'https://evil.example\\@partner.example/cb',
      'https://evil.example\\.partner.example/cb',
      'https://127.0.0.1/cb',
      'https://[::1]:8443/cb',
      'https://10.0.0.5/cb',
      'https://localhost/cb',
      'https://app.localhost/cb',
    ]) {
      const response = await register(['https://parceiro.example/ok', uri]);
      expect(response.statusCode, `${uri}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().errors, uri).toEqual([
        expect.objectContaining({ field: 'redirectUris', message: expect.stringContaining(uri) }),
      ]);
    }
    expect(await listApps(systemCtx(t.rt, null, 'test'), {})).toEqual(before);
  });

  it('accepts https and loopback http', async () => {
    const response = await register([
      'https://parceiro.example/cb?x=1',
      'http://127.0.0.1:8123/cb',
      'http://localhost/cb',
      'http://[::1]:9000/cb',
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a row stored before the rule keeps its valid URIs working at the authorization server', async () => {
    const clientId = newId('app');
    await t.rt.database.db.insert(apps).values({
      sellerId: null,
      clientId,
      name: 'Antigo',
      secretHash: null,
      grantTypes: ['authorization_code'],
      scopes: ['price:edit'],
      roles: [],
      redirectUris: ['javascript:alert(1)', 'parceiro://cb', 'https://antigo.example/cb'],
      isPublic: true,
      createdAt: new Date().toISOString(),
    });
    const authorize = (redirectUri: string) =>
      t.app.inject({
        method: 'GET',
        url: `/oauth/auth?${new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          redirect_uri: redirectUri,
          scope: 'price:edit',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
        }).toString()}`,
      });
    const good = await authorize('https://antigo.example/cb');
    expect(good.statusCode, good.body).toBe(303);
    expect(good.headers.location).toMatch(/^\/auth\/interaction\//);
    const bad = await authorize('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.location).toBeUndefined();
  });
});
