import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'openid-client';
import { bearer, createSeller } from '../../../test/helpers/auth.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import { Browser, authorizeApp, discover, form, formAction } from '../../../test/helpers/oauth-browser.ts';
import { freePort } from '../../../test/helpers/processes.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createApp, createUser, sellersModule } from '../../modules/sellers/index.ts';
import { systemCtx } from '../context.ts';

/**
 * Issue 21, item 14: an access token dies with its grant — when its code is replayed, when a used
 * refresh token comes back, and on an RFC 7009 revocation — not an hour later.
 */
let t: TestApp;
let baseUrl: string;
let config: oauth.Configuration;
const redirectUri = 'http://127.0.0.1:9/callback';
const user = { email: 'dona@loja.example', password: 'senha-forte-da-dona' };
const scope = 'price:edit';

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ modules: [sellersModule, notesModule()], config: { publicUrl: baseUrl, port } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const sellerId = (await createSeller(t)).id;
  const ctx = systemCtx(t.rt, null, 'test');
  await createUser(ctx, { sellerId, ...user });
  const app = await createApp(ctx, {
    name: 'Parceiro',
    grantTypes: ['authorization_code'],
    scopes: ['price:edit'],
    redirectUris: [redirectUri],
  });
  config = await discover(baseUrl, app.clientId, app.clientSecret);
});
afterAll(() => t.close());

const status = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/integration/test-whoami', headers: bearer(accessToken) }))
    .statusCode;

/** Login and consent up to the code at the app's redirect URI (not exchanged yet). */
async function codeCallback(): Promise<{ callback: URL; verifier: string }> {
  const verifier = oauth.randomPKCECodeVerifier();
  const url = oauth.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const browser = new Browser(baseUrl);
  const loginHtml = await (await browser.follow(url.href)).text();
  const loggedIn = await browser.request(formAction(loginHtml), form(user));
  const consentHtml = await (await browser.follow(loggedIn.headers.get('location')!)).text();
  const approved = await browser.request(formAction(consentHtml), { method: 'POST' });
  const callback = new URL(
    (await browser.follow(approved.headers.get('location')!)).headers.get('location')!,
  );
  return { callback, verifier };
}

describe('access tokens die with their grant', () => {
  it('a replayed code kills the access token it gave', async () => {
    const other = await authorizeApp(baseUrl, config, { redirectUri, scope, ...user });
    const { callback, verifier } = await codeCallback();
    const tokens = await oauth.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
    expect(await status(tokens.access_token)).toBe(200);
    await expect(
      oauth.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await status(tokens.access_token)).toBe(401);
    // Another authorization of the same user and app is a grant of its own.
    expect(await status(other.access_token)).toBe(200);
  });

  it('a used refresh token coming back kills every access token of its grant', async () => {
    const tokens = await authorizeApp(baseUrl, config, { redirectUri, scope, ...user });
    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    expect(await status(refreshed.access_token)).toBe(200);
    await expect(oauth.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await status(tokens.access_token)).toBe(401);
    expect(await status(refreshed.access_token)).toBe(401);
  });

  it('revoking the refresh token (RFC 7009) kills the access tokens of its grant', async () => {
    const tokens = await authorizeApp(baseUrl, config, { redirectUri, scope, ...user });
    expect(await status(tokens.access_token)).toBe(200);
    await oauth.tokenRevocation(config, tokens.refresh_token!);
    expect(await status(tokens.access_token)).toBe(401);
  });
});
