import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, settled, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import {
  connectCookie,
  connectMercadoLivre,
  consent,
  mercadoLivreConfig,
} from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { accessToken } from './ml.credentials.ts';
import { appHttp } from './ml.http.ts';
import { mercadoLivreSettings } from './ml.config.ts';

/**
 * Connecting a Mercado Livre account against the local fake of its API: consent with PKCE, the
 * callback, tokens sealed at rest, refresh before expiry and on a 401 with single-use refresh tokens
 * (also when two workers race), and an account that needs attention when the channel refuses.
 */
describe('Mercado Livre connection (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let sellerA: string;
  let bffA: Record<string, string>;
  const userA = { id: 501, nickname: 'LOJA_ACME' };

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    t = await createTestApp({ config: mercadoLivreConfig(fake) });
    sellerA = (await createSeller(t)).id;
    bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const credentials = async (sellerId: string) =>
    (
      await queryRows<{ account_id: string; access_token: string; refresh_token: string; user_id: string }>(
        t.rt.database.db,
        sql`select * from mercadolivre_credentials where seller_id = ${sellerId}`,
      )
    )[0];

  it('connects through the consent page with PKCE and stores the tokens sealed', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces/MERCADO_LIVRE/connect',
      headers: bffA,
    });
    const url = new URL(started.json().authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${fake.url}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fake.state.clientId,
      redirect_uri: 'http://feira.test/channels/mercadolivre/callback',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const account = await connectMercadoLivre(t, fake, bffA, userA);
    expect(account).toMatchObject({
      platform: 'MERCADO_LIVRE',
      accountId: '501',
      status: 'CONNECTED',
      settings: { nickname: 'LOJA_ACME' },
    });
    const stored = await credentials(sellerA);
    expect(stored!.user_id).toBe('501');
    const issued = [...fake.state.accessTokens.keys()].at(-1)!;
    const refresh = [...fake.state.refreshTokens.keys()].at(-1)!;
    // Sealed by the service's secret box: neither token appears in the row as the channel issued it,
    // and each opens only as its own column.
    expect(stored!.access_token).not.toContain(issued);
    expect(stored!.refresh_token).not.toContain(refresh);
    expect(stored!.access_token).toMatch(/^fsk1:/);
    expect(stored!.refresh_token).toMatch(/^fsk1:/);
    expect(t.rt.secrets.open(stored!.access_token, 'mercadolivre_credentials.access_token')).toBe(issued);
    expect(t.rt.secrets.open(stored!.refresh_token, 'mercadolivre_credentials.refresh_token')).toBe(refresh);
    expect(() => t.rt.secrets.open(stored!.access_token, 'mercadolivre_credentials.refresh_token')).toThrow();
  });

  /** A new connect flow of seller A: its consent page URL and the cookie its browser got. */
  let browser = { cookie: '' };
  const consentUrl = async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces/MERCADO_LIVRE/connect',
      headers: bffA,
    });
    browser = { cookie: connectCookie(started) };
    return new URL(started.json().authorizationUrl);
  };

  it('refuses a replayed state, a replayed code and a code bound to another PKCE challenge', async () => {
    fake.state.consentAs = userA;
    const callback = await consent((await consentUrl()).toString());
    const first = browser;
    expect((await t.app.inject({ method: 'GET', url: callback, headers: first })).statusCode).toBe(302);
    const replayedState = await t.app.inject({ method: 'GET', url: callback, headers: first });
    expect(replayedState.statusCode).toBe(400);
    expect(replayedState.body).toContain('already used');

    // The used code with a fresh state: the channel refuses it (codes are single-use).
    const fresh = await consentUrl();
    const usedCode = new URL(callback, 'http://feira.test').searchParams.get('code')!;
    const replayedCode = await t.app.inject({
      method: 'GET',
      url: `/channels/mercadolivre/callback?code=${usedCode}&state=${encodeURIComponent(fresh.searchParams.get('state')!)}`,
      headers: browser,
    });
    expect(replayedCode.statusCode).toBe(400);
    expect(replayedCode.body).toContain('refused');

    // A code issued for another challenge cannot be exchanged with this flow's verifier.
    const other = await consentUrl();
    other.searchParams.set('code_challenge', 'A'.repeat(43));
    const forged = await t.app.inject({
      method: 'GET',
      url: await consent(other.toString()),
      headers: browser,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('code_verifier');
  });

  it('refuses a callback whose state another browser session started, storing nothing (400 page)', async () => {
    fake.state.consentAs = { id: 502, nickname: 'LOJA_OUTRA' };
    const callback = await consent((await consentUrl()).toString());
    const victim = browser;
    // Another flow's cookie (the attacker's own browser), no cookie at all, and a made-up one.
    await consentUrl();
    for (const headers of [browser, {}, { cookie: 'feira_connect=forged' }]) {
      const refused = await t.app.inject({ method: 'GET', url: callback, headers });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain('another browser session');
    }
    expect(
      await queryRows(t.rt.database.db, sql`select 1 from mercadolivre_credentials where user_id = '502'`),
    ).toEqual([]);
    // The refusals did not spend the flow: the browser that started it still connects.
    const done = await t.app.inject({ method: 'GET', url: callback, headers: victim });
    expect(done.statusCode).toBe(302);
    expect(done.headers['set-cookie']).toContain('feira_connect=;');
    expect(await credentials(sellerA)).toMatchObject({ user_id: '502' });
    fake.state.consentAs = userA;
    expect((await connectMercadoLivre(t, fake, bffA, userA)).status).toBe('CONNECTED');
  });

  it('explains how to register an app when the channel is not configured', async () => {
    const bare = await createTestApp();
    try {
      const seller = (await createSeller(bare)).id;
      const headers = bearer(await tokenFor(bare, seller, ['bffweb:marketplaces']));
      const started = await bare.app.inject({
        method: 'POST',
        url: '/bffweb/marketplaces/MERCADO_LIVRE/connect',
        headers,
      });
      expect(started.statusCode).toBe(409);
      expect(started.json().detail).toContain('http://feira.test/channels/mercadolivre/callback');
      const direct = await bare.app.inject({
        method: 'POST',
        url: '/bffweb/marketplaces',
        headers,
        payload: { platform: 'MERCADO_LIVRE' },
      });
      expect(direct.statusCode).toBe(409);
    } finally {
      await bare.close();
    }
  });

  it('refreshes before expiry and after a 401, spending each refresh token once even when two workers race', async () => {
    // The connection's consumers call with the account's token: done first, so only this test refreshes it.
    await settled(t);
    const stored = (await credentials(sellerA))!;
    const key = { sellerId: sellerA, accountId: stored.account_id };
    const app = { clientId: fake.state.clientId, clientSecret: fake.state.clientSecret };
    const http = appHttp(t.rt.database, 'mercadolivre', fake.url, mercadoLivreSettings.of(t.rt.config));
    const current = await accessToken(t.rt, http, app, key);
    const usedBefore = [...fake.state.refreshTokens.values()].filter((r) => r.used).length;

    // Near expiry: the next use refreshes first.
    await t.rt.database.db.execute(
      sql`update mercadolivre_credentials set expires_at = now() + interval '1 minute' where seller_id = ${sellerA}`,
    );
    const renewed = await accessToken(t.rt, http, app, key);
    expect(renewed).not.toBe(current);

    // Two workers both saw the token refused (401): one refresh, both get the new token.
    fake.state.accessTokens.delete(renewed);
    const [first, second] = await Promise.all([
      accessToken(t.rt, http, app, key, renewed),
      accessToken(
        t.rt,
        appHttp(t.rt.database, 'mercadolivre', fake.url, mercadoLivreSettings.of(t.rt.config)),
        app,
        key,
        renewed,
      ),
    ]);
    expect(first).toBe(second);
    expect(first).not.toBe(renewed);
    const used = [...fake.state.refreshTokens.values()].filter((r) => r.used).length;
    expect(used - usedBefore).toBe(2);
    const me = await http.call({ method: 'GET', path: '/users/me', token: first });
    expect(me.body).toMatchObject({ id: 501 });
  });

  it('flags the account when the channel refuses the refresh, and disconnecting forgets the tokens', async () => {
    const stored = (await credentials(sellerA))!;
    for (const entry of fake.state.refreshTokens.values()) entry.used = true;
    await t.rt.database.db.execute(
      sql`update mercadolivre_credentials set expires_at = now() where seller_id = ${sellerA}`,
    );
    const app = { clientId: fake.state.clientId, clientSecret: fake.state.clientSecret };
    await expect(
      accessToken(
        t.rt,
        appHttp(t.rt.database, 'mercadolivre', fake.url, mercadoLivreSettings.of(t.rt.config)),
        app,
        { sellerId: sellerA, accountId: stored.account_id },
      ),
    ).rejects.toThrow(/connect the account again/);
    const account = (await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: bffA }))
      .json()
      .find((a: { platform: string }) => a.platform === 'MERCADO_LIVRE');
    expect(account.status).toBe('NEEDS_ATTENTION');
    expect(account.statusReason).toContain('refused to renew');

    // Reconnecting through the consent page clears it; disconnecting drops the tokens.
    expect((await connectMercadoLivre(t, fake, bffA, userA)).status).toBe('CONNECTED');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/bffweb/marketplaces/${account.id}`,
      headers: bffA,
      payload: { status: 'DISCONNECTED' },
    });
    expect(off.json().status).toBe('DISCONNECTED');
    expect(await credentials(sellerA)).toBeUndefined();
    const back = await t.app.inject({
      method: 'PUT',
      url: `/bffweb/marketplaces/${account.id}`,
      headers: bffA,
      payload: { status: 'CONNECTED' },
    });
    expect(back.statusCode).toBe(409);
    expect((await connectMercadoLivre(t, fake, bffA, userA)).status).toBe('CONNECTED');
  });

  it('refuses a Mercado Livre account already connected to another seller', async () => {
    const sellerB = (await createSeller(t)).id;
    const bffB = bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces']));
    const started = await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces/MERCADO_LIVRE/connect',
      headers: bffB,
    });
    fake.state.consentAs = userA;
    const refused = await t.app.inject({
      method: 'GET',
      url: await consent(started.json().authorizationUrl),
      headers: { cookie: connectCookie(started) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('another seller');
    const listed = await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers: bffB });
    expect(listed.json()).toEqual([]);
  });
});
