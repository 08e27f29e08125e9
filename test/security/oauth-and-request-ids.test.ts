import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'openid-client';
import { createSeller } from '../helpers/auth.ts';
import { productBody } from '../helpers/catalog.ts';
import { send } from '../helpers/fixtures.ts';
import { Browser, discover, form, formAction } from '../helpers/oauth-browser.ts';
import { sellersSuite } from '../helpers/suite.ts';
import { listeningTestApp, type TestApp } from '../helpers/test-app.ts';
import { createApp, createUser, sellersModule } from '../../src/modules/sellers/index.ts';
import { opsModule } from '../../src/modules/ops/index.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { hashingStats } from '../../src/platform/auth/hash-gate.ts';
import { MAX_PASSWORD_LENGTH } from '../../src/platform/auth/login.ts';

/**
 * Issue 37, item 11 (these parts): the authorization server's answers lacked the security headers
 * every other answer has; the change history recorded the caller's X-Request-Id as is, so a change
 * could pass for an import's; the OAuth login form hashed passwords of any length.
 */
describe('the authorization server at /oauth, over real HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  const email = 'oauth-cap@loja.example';
  const password = 'senha-forte-do-oauth';

  beforeAll(async () => {
    ({ t, baseUrl } = await listeningTestApp([opsModule, sellersModule]));
    const sellerId = (await createSeller(t)).id;
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
  }, 60_000);
  afterAll(() => t.close());

  it('answers with the security headers of the rest of the service', async () => {
    for (const [url, init] of [
      [`${baseUrl}/oauth/.well-known/openid-configuration`, {}],
      [`${baseUrl}/oauth/token`, form({ grant_type: 'client_credentials' })],
      [`${baseUrl}/oauth/auth?client_id=nobody`, {}],
    ] as const) {
      const response = await fetch(url, { ...init, redirect: 'manual' });
      const what = `${url} ${response.status}`;
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, what).toContain("default-src 'none'");
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), what).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
      expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
      expect(response.headers.get('strict-transport-security'), what).toMatch(/max-age=\d+/);
    }
  });

  it('refuses an over-long password on the login form before hashing it', async () => {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name: 'Parceiro',
      grantTypes: ['authorization_code'],
      scopes: ['price:edit'],
      redirectUris: [redirectUri],
    });
    const config = await discover(baseUrl, app.clientId, app.clientSecret);
    const url = oauth.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'price:edit',
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const browser = new Browser(baseUrl);
    const loginHtml = await (await browser.follow(url.href)).text();
    const before = hashingStats();
    const tooLong = await browser.request(
      formAction(loginHtml),
      form({ email, password: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) }),
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(String(MAX_PASSWORD_LENGTH));
    expect(hashingStats().hashed).toBe(before.hashed);
    // The form still works for the right password.
    const loggedIn = await browser.request(formAction(loginHtml), form({ email, password }));
    expect(loggedIn.status).toBe(303);
  }, 60_000);
});

describe('X-Request-Id in the change history', () => {
  const s = sellersSuite({ scopes: ['product:edit'], web: true });

  it('echoes the caller’s id but records the service’s own, so no change passes for an import', async () => {
    const forged = 'import:imp_01M8K0N0K0XJJCMPYTM9ZDBKQK';
    const created = await send(s.t, 'POST', '/integration/products', productBody('RID-1'), {
      ...s.a,
      'x-request-id': forged,
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.headers['x-request-id']).toBe(forged);
    const trail = await send(s.t, 'GET', '/bffweb/audit/changes', undefined, {
      ...s.web.headers,
      accept: 'application/json',
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = trail.json<{ _embedded: { auditEntryList: { requestId: string }[] } }>()._embedded
      .auditEntryList;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.requestId).not.toBe(forged);
      expect(entry.requestId).toMatch(/^req_/);
    }
  });
});
