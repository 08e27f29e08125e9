import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'openid-client';
import { sql } from 'drizzle-orm';
import { bearer, clientCredentialsToken, createSeller, createSellerApp } from '../../../test/helpers/auth.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import { Browser, authorizeApp, discover, form, formAction } from '../../../test/helpers/oauth-browser.ts';
import { freePort } from '../../../test/helpers/processes.ts';
import { createTestApp, eventually, secondApiProcess, type TestApp } from '../../../test/helpers/test-app.ts';
import { createApp, createUser, sellersModule } from '../../modules/sellers/index.ts';
import { systemCtx } from '../context.ts';
import { queryRows } from '../db/sql.ts';
import { CLIENT_STATUS_TTL_MS } from './status-cache.ts';
import { RevokedIds, revokedTokenStore } from './revoked-grants.ts';

/**
 * Issue 21, item 14: an access token dies with its grant — when its code is replayed, when a used
 * refresh token comes back, and on an RFC 7009 revocation — not an hour later.
 */
let t: TestApp;
let baseUrl: string;
let config: oauth.Configuration;
let sellerId: string;
const redirectUri = 'http://127.0.0.1:9/callback';
const user = { email: 'dona@loja.example', password: 'senha-forte-da-dona' };
const scope = 'price:edit';

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ modules: [sellersModule, notesModule()], config: { publicUrl: baseUrl, port } });
  await t.app.listen({ port, host: '127.0.0.1' });
  sellerId = (await createSeller(t)).id;
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

/** RFC 7009 at the revocation endpoint, the client authenticated with HTTP Basic. */
async function revoke(client: { clientId: string; clientSecret: string }, token: string) {
  const response = await fetch(`${baseUrl}/oauth/token/revocation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: response.status, body: await response.text() };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string; exp: number };

describe('RFC 7009 revocation of an access token itself (issue 21)', () => {
  it("an app's own token is refused once revoked, and a new one works", async () => {
    const app = await createSellerApp(t, sellerId, ['price:edit']);
    const token = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    const other = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    expect(await status(token)).toBe(200);
    expect(await revoke(app, token)).toEqual({ status: 200, body: '' });
    expect(await status(token)).toBe(401);
    // Only that token: the app's other tokens and new ones keep working.
    expect(await status(other)).toBe(200);
    const fresh = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    expect(await status(fresh)).toBe(200);
    // Kept by its jti until the token would have expired anyway.
    const { jti, exp } = claimsOf(token);
    const [row] = await queryRows<{ client_id: string; expires_at: string }>(
      t.rt.database.db,
      sql`select client_id, expires_at::text from auth_revoked_tokens where jti = ${jti}`,
    );
    expect(row?.client_id).toBe(app.clientId);
    expect(new Date(row!.expires_at).getTime()).toBe(exp * 1000);
  });

  it("a user's access token revoked through openid-client; its refresh token still gives new ones", async () => {
    const tokens = await authorizeApp(baseUrl, config, { redirectUri, scope, ...user });
    expect(await status(tokens.access_token)).toBe(200);
    await oauth.tokenRevocation(config, tokens.access_token);
    expect(await status(tokens.access_token)).toBe(401);
    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    expect(await status(refreshed.access_token)).toBe(200);
  });

  it("another app's token is not revoked; a token that is not ours is answered 200, nothing done", async () => {
    const owner = await createSellerApp(t, sellerId, ['price:edit']);
    const stranger = await createSellerApp(t, (await createSeller(t)).id, ['price:edit']);
    const token = (await clientCredentialsToken(t, owner.clientId, owner.clientSecret)).access_token;
    const refused = await revoke(stranger, token);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'invalid_request' });
    expect(await status(token)).toBe(200);
    // Forged (its signature changed) and garbage JWTs: nothing to revoke.
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await revoke(owner, forged)).toEqual({ status: 200, body: '' });
    expect(await revoke(owner, 'eyJhbGciOiJFUzI1NiJ9.e30.AAAA')).toEqual({ status: 200, body: '' });
    expect(await status(token)).toBe(200);
    // Without the client's credentials the endpoint refuses before looking at the token.
    const unauthenticated = await revoke({ ...owner, clientSecret: 'wrong secret' }, token);
    expect(unauthenticated.status).toBe(401);
    expect(await status(token)).toBe(200);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from auth_revoked_tokens where jti = ${claimsOf(token).jti}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('another api process refuses the revoked token too, and a fresh process reads it from the table', async () => {
    const app = await createSellerApp(t, sellerId, ['price:edit']);
    const token = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    const second = await secondApiProcess(t, [sellersModule, notesModule()]);
    try {
      const statusThere = async () =>
        (await second.app.inject({ method: 'GET', url: '/integration/test-whoami', headers: bearer(token) }))
          .statusCode;
      expect(await statusThere()).toBe(200);
      expect((await revoke(app, token)).status).toBe(200);
      // NOTIFY reaches the other process just after the commit.
      await eventually(async () => (await statusThere()) === 401);
    } finally {
      await second.close();
    }
    const fresh = new RevokedIds(t.rt, CLIENT_STATUS_TTL_MS, revokedTokenStore);
    expect(await fresh.has(claimsOf(token).jti)).toBe(true);
  });
});
