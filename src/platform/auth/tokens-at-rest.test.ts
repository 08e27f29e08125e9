import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'openid-client';
import { sql } from 'drizzle-orm';
import { listeningTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createSeller } from '../../../test/helpers/auth.ts';
import { Browser, discover, form, formAction } from '../../../test/helpers/oauth-browser.ts';
import { opsModule } from '../../modules/ops/index.ts';
import { createApp, createUser, sellersModule } from '../../modules/sellers/index.ts';
import { systemCtx } from '../context.ts';
import { queryRows } from '../db/sql.ts';
import { hashStoredIds, storedId } from './adapter.ts';

/**
 * What a reader of the database gets from the authorization server's tables: no code, refresh token
 * or session it could present, because rows keep only hashes of them (SEC-50).
 */
let t: TestApp;
let baseUrl: string;
const email = 'leitor@loja.example';
const password = 'correct horse battery';
const redirectUri = 'http://127.0.0.1:9/native';

beforeAll(async () => {
  ({ t, baseUrl } = await listeningTestApp([opsModule, sellersModule]));
  const sellerId = (await createSeller(t, { name: 'Loja do Leitor' })).id;
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
});
afterAll(() => t.close());

/** A public app's whole flow: the browser's cookies, the code and the tokens it got. */
async function authorize() {
  const app = await createApp(systemCtx(t.rt, null, 'test'), {
    name: 'App nativo',
    grantTypes: ['authorization_code'],
    scopes: ['order:edit', 'order:customer-data'],
    redirectUris: [redirectUri],
    public: true,
  });
  const config = await discover(baseUrl, app.clientId);
  const verifier = oauth.randomPKCECodeVerifier();
  const url = oauth.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'order:edit order:customer-data',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const browser = new Browser(baseUrl);
  const loginHtml = await (await browser.follow(url.href)).text();
  const loggedIn = await browser.request(formAction(loginHtml), form({ email, password }));
  const consentHtml = await (await browser.follow(loggedIn.headers.get('location')!)).text();
  const approved = await browser.request(formAction(consentHtml), { method: 'POST' });
  const callback = new URL(
    (await browser.follow(approved.headers.get('location')!)).headers.get('location')!,
  );
  const code = callback.searchParams.get('code')!;
  const tokens = await oauth.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
  return { config, browser, code, tokens };
}

/** Every stored value of the authorization tables, as text. */
async function storedText(): Promise<string> {
  const rows = await queryRows<{ row: string }>(
    t.rt.database.db,
    sql`select row_to_json(m)::text as row from oauth_models m
        union all select row_to_json(s)::text from auth_web_sessions s`,
  );
  return rows.map((r) => r.row).join('\n');
}

describe('tokens at rest', () => {
  it('stores no code, refresh token or session id a database reader could present', async () => {
    const { browser, code, tokens } = await authorize();
    const secrets = {
      code,
      refreshToken: tokens.refresh_token!,
      oauthSession: browser.value('_session')!,
      webSession: browser.value('feira_session')!,
    };
    for (const value of Object.values(secrets)) expect(value).toEqual(expect.any(String));
    const stored = await storedText();
    for (const [name, value] of Object.entries(secrets))
      expect({ name, found: stored.includes(value) }).toEqual({ name, found: false });
  });

  it('the refresh token still redeems, once', async () => {
    const { config, tokens } = await authorize();
    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();
    await expect(oauth.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('re-keys rows stored by their plain id at start, once, and they keep working', async () => {
    const { config, tokens } = await authorize();
    const token = tokens.refresh_token!;
    // Put the row back as the previous version stored it: keyed by the token, the token in the payload.
    await t.rt.database.db.execute(
      sql`update oauth_models set id = ${token}, payload = payload || jsonb_build_object('jti', ${token}::text)
          where model = 'RefreshToken' and id = ${storedId('RefreshToken', token)}`,
    );
    expect(await storedText()).toContain(token);

    expect(await hashStoredIds(t.rt)).toBeGreaterThanOrEqual(1);
    expect(await hashStoredIds(t.rt)).toBe(0);
    expect(await storedText()).not.toContain(token);
    const grants = await queryRows<{ model: string }>(
      t.rt.database.db,
      sql`select model from oauth_models where model = 'Grant' and id not like 'sha256:%'`,
    );
    expect(grants.length).toBeGreaterThan(0);

    const refreshed = await oauth.refreshTokenGrant(config, token);
    expect(refreshed.access_token).toBeTruthy();
  });
});
