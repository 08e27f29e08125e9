import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'openid-client';
import { decodeJwt } from 'jose';
import { listeningTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller } from '../../../test/helpers/auth.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import {
  Browser as OAuthBrowser,
  discover as discoverApp,
  form,
  formAction,
  otherButtonAction,
} from '../../../test/helpers/oauth-browser.ts';
import { opsModule } from '../../modules/ops/index.ts';
import { createApp, createUser, sellersModule } from '../../modules/sellers/index.ts';
import { systemCtx } from '../context.ts';

/**
 * The OAuth flows over real HTTP: the service listens on 127.0.0.1 with FEIRA_PUBLIC_URL set to that
 * address, openid-client v6 plays the app, and a small cookie-keeping fetch plays the user's browser.
 */
let t: TestApp;
let baseUrl: string;
let sellerId: string;
const email = 'ana@loja.example';
const password = 'correct horse battery';
const discover = (clientId: string, clientSecret?: string) => discoverApp(baseUrl, clientId, clientSecret);

beforeAll(async () => {
  ({ t, baseUrl } = await listeningTestApp([opsModule, sellersModule, notesModule()]));
  sellerId = (await createSeller(t, { name: 'Loja da Ana' })).id;
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
});
afterAll(() => t.close());

describe('authorization code + PKCE through login and consent', () => {
  it('issues a seller token for the user, then rotates the refresh token', async () => {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name: 'ERP Conector',
      grantTypes: ['authorization_code'],
      scopes: ['product:edit', 'price:edit', 'bffweb:catalog'],
      redirectUris: [redirectUri],
    });
    const config = await discover(app.clientId, app.clientSecret);
    const verifier = oauth.randomPKCECodeVerifier();
    const state = oauth.randomState();
    const authorizationUrl = oauth.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'product:edit price:edit',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });

    const browser = new OAuthBrowser(baseUrl);
    const loginPage = await browser.follow(authorizationUrl.href);
    expect(loginPage.status).toBe(200);
    const loginHtml = await loginPage.text();
    expect(loginHtml).toContain('<html lang="pt-BR">');
    expect(loginHtml).toContain('ERP Conector');

    const wrong = await browser.request(formAction(loginHtml), form({ email, password: 'wrong password!' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('E-mail ou senha incorretos.');

    const loggedIn = await browser.request(formAction(loginHtml), form({ email, password }));
    expect(loggedIn.status).toBe(303);
    // The same login gives the web admin its session.
    expect(browser.has('feira_session')).toBe(true);

    const consentPage = await browser.follow(loggedIn.headers.get('location')!);
    const consentHtml = await consentPage.text();
    expect(consentHtml).toContain('Autorizar acesso');
    expect(consentHtml).toContain('(product:edit)');
    expect(consentHtml).toContain('(price:edit)');

    const approved = await browser.request(formAction(consentHtml), { method: 'POST' });
    expect(approved.status).toBe(303);
    const callback = await browser.follow(approved.headers.get('location')!);
    const callbackUrl = new URL(callback.headers.get('location')!);
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(redirectUri);

    const tokens = await oauth.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sellerId,
      client_id: app.clientId,
      scope: 'product:edit price:edit',
      aud: baseUrl,
    });

    const whoami = await fetch(`${baseUrl}/integration/test-whoami`, {
      headers: bearer(tokens.access_token),
    });
    expect(await whoami.json()).toMatchObject({
      sellerId,
      clientId: app.clientId,
      userId: claims.sub,
      scopes: ['price:edit', 'product:edit'],
    });

    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ sellerId, scope: 'product:edit price:edit' });
    const reused = oauth.refreshTokenGrant(config, tokens.refresh_token!);
    await expect(reused).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name: 'No PKCE',
      grantTypes: ['authorization_code'],
      scopes: ['product:edit'],
      redirectUris: ['http://127.0.0.1:9/cb'],
    });
    const url = new URL(`${baseUrl}/oauth/auth`);
    url.search = new URLSearchParams({
      client_id: app.clientId,
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:9/cb',
      scope: 'product:edit',
    }).toString();
    const response = await new OAuthBrowser(baseUrl).request(url.href);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it("an app bound to one seller cannot be authorized by another seller's user; English on request", async () => {
    const other = await createSeller(t, { name: 'Outra loja' });
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name: 'Bound app',
      sellerId: other.id,
      grantTypes: ['authorization_code'],
      scopes: ['product:edit'],
      redirectUris: ['http://127.0.0.1:9/cb'],
      public: true,
    });
    const config = await discover(app.clientId);
    const url = oauth.buildAuthorizationUrl(config, {
      redirect_uri: 'http://127.0.0.1:9/cb',
      scope: 'product:edit',
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const browser = new OAuthBrowser(baseUrl);
    const page = await browser.follow(url.href);
    const html = await page.text();
    const response = await browser.request(
      formAction(html).replace('lang=pt-BR', 'lang=en'),
      form({ email, password }),
    );
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('This app belongs to another seller');
  });
});

describe('public apps (no secret) and consent choices', () => {
  async function publicApp(name: string) {
    const redirectUri = 'http://127.0.0.1:9/native';
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name,
      grantTypes: ['authorization_code'],
      scopes: ['order:edit', 'order:customer-data'],
      redirectUris: [redirectUri],
      public: true,
    });
    return { app, redirectUri, config: await discover(app.clientId) };
  }

  async function authorizationUrl(config: oauth.Configuration, redirectUri: string, verifier: string) {
    return oauth.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'order:edit order:customer-data',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
  }

  it('a public app completes the flow with PKCE alone; a second authorization skips the consent', async () => {
    const { app, redirectUri, config } = await publicApp('App nativo');
    const browser = new OAuthBrowser(baseUrl);
    const verifier = oauth.randomPKCECodeVerifier();
    const loginHtml = await (
      await browser.follow((await authorizationUrl(config, redirectUri, verifier)).href)
    ).text();
    const loggedIn = await browser.request(formAction(loginHtml), form({ email, password }));
    const consentHtml = await (await browser.follow(loggedIn.headers.get('location')!)).text();
    expect(consentHtml).toContain(
      'Ver nome, documento, endereço e contato dos compradores (order:customer-data)',
    );
    const approved = await browser.request(formAction(consentHtml), { method: 'POST' });
    const callback = new URL(
      (await browser.follow(approved.headers.get('location')!)).headers.get('location')!,
    );
    const tokens = await oauth.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sellerId, client_id: app.clientId });

    // Same browser, same app, same scopes: the user is still signed in and already consented.
    const again = oauth.randomPKCECodeVerifier();
    const direct = await browser.follow((await authorizationUrl(config, redirectUri, again)).href);
    const code = new URL(direct.headers.get('location')!);
    expect(code.searchParams.get('code')).toEqual(expect.any(String));
    expect(
      (await oauth.authorizationCodeGrant(config, code, { pkceCodeVerifier: again })).access_token,
    ).toBeTruthy();
  });

  it('denying the consent sends the user back with access_denied', async () => {
    const { redirectUri, config } = await publicApp('App recusado');
    const browser = new OAuthBrowser(baseUrl);
    const url = await authorizationUrl(config, redirectUri, oauth.randomPKCECodeVerifier());
    const loginHtml = await (await browser.follow(url.href)).text();
    const loggedIn = await browser.request(formAction(loginHtml), form({ email, password }));
    const consentHtml = await (await browser.follow(loggedIn.headers.get('location')!)).text();
    const denied = await browser.request(otherButtonAction(consentHtml), { method: 'POST' });
    const back = new URL((await browser.follow(denied.headers.get('location')!)).headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('client_credentials over HTTP', () => {
  it('gets a seller token with openid-client and uses it', async () => {
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name: 'Hub',
      sellerId,
      grantTypes: ['client_credentials'],
      scopes: ['stock:edit', 'price:edit'],
    });
    const config = await discover(app.clientId, app.clientSecret);
    const tokens = await oauth.clientCredentialsGrant(config, { scope: 'stock:edit' });
    expect(tokens.scope).toBe('stock:edit');
    expect(tokens.refresh_token).toBeUndefined();
    const header = JSON.parse(Buffer.from(tokens.access_token.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const jwks = (await (await fetch(`${baseUrl}/oauth/jwks`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toContain(header.kid);
    const whoami = await fetch(`${baseUrl}/integration/test-whoami`, {
      headers: bearer(tokens.access_token),
    });
    expect(await whoami.json()).toMatchObject({
      sellerId,
      clientId: app.clientId,
      userId: null,
      scopes: ['stock:edit'],
    });
  });
});
