import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import {
  amazonConfig,
  connectAmazon,
  followConsent as consent,
  startAmazonConnect,
} from '../../../../test/helpers/amazon.ts';
import type { FakeClock } from '../../../platform/clock.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { amazonConnector } from './amazon.connector.ts';
import { accessToken } from './amazon.credentials.ts';

/**
 * Connecting an Amazon account against the local fake of Seller Central, Login with Amazon and the
 * SP-API: the consent URL, a single-use state bound to the browser, the code exchange, the partner
 * checked with one call, tokens sealed at rest, refresh before expiry and on a 403 "expired", an
 * account that needs attention when Login with Amazon refuses, and tenancy.
 */
describe('Amazon connection (contract against the fake)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let sellerA: string;
  let bffA: Record<string, string>;
  const partnerA = 'A1B2C3D4E5F6G7';

  beforeAll(async () => {
    fake = await startFakeAmazon();
    t = await createTestApp({ config: amazonConfig(fake) });
    sellerA = (await createSeller(t)).id;
    bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const credentials = async (sellerId: string) =>
    (
      await queryRows<{
        account_id: string;
        access_token: string;
        refresh_token: string;
        selling_partner_id: string;
      }>(t.rt.database.db, sql`select * from amazon_credentials where seller_id = ${sellerId}`)
    )[0];
  const amazonAccount = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/bffweb/marketplaces', headers }))
      .json<{ id: string; platform: string; status: string; statusReason?: string }[]>()
      .find((a) => a.platform === 'AMAZON');

  it('connects through Seller Central’s consent page and stores the refresh token sealed', async () => {
    const { url } = await startAmazonConnect(t, bffA);
    const consentUrl = new URL(url);
    expect(consentUrl.origin + consentUrl.pathname).toBe(`${fake.url}/apps/authorize/consent`);
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({
      application_id: fake.state.appId,
      redirect_uri: 'http://feira.test/channels/amazon/callback',
    });
    expect(consentUrl.searchParams.get('state')).toMatch(new RegExp(`^${sellerA}\\.`));

    const account = await connectAmazon(t, fake, bffA, partnerA);
    expect(account).toMatchObject({
      platform: 'AMAZON',
      accountId: partnerA,
      status: 'CONNECTED',
      settings: { sellingPartnerId: partnerA, storeName: `Loja ${partnerA}` },
    });
    expect(JSON.stringify(account)).not.toMatch(/Atz[ar]\|/);
    const stored = (await credentials(sellerA))!;
    expect(stored.selling_partner_id).toBe(partnerA);
    const refresh = [...fake.state.refreshTokens.keys()].at(-1)!;
    const access = [...fake.state.accessTokens.keys()].at(-1)!;
    expect(stored.refresh_token).toMatch(/^fsk1:/);
    expect(stored.refresh_token).not.toContain(refresh);
    expect(t.rt.secrets.open(stored.refresh_token, 'amazon_credentials.refresh_token')).toBe(refresh);
    expect(t.rt.secrets.open(stored.access_token, 'amazon_credentials.access_token')).toBe(access);
    // The partner was checked with one call, made with the new access token.
    expect(
      fake.calls.filter((c) => c.operation === 'getMarketplaceParticipations').map((c) => c.status),
    ).toEqual([200]);
  });

  it('refuses a reused, tampered or expired state and a callback without its parts, storing nothing (400 page)', async () => {
    fake.state.consentAs = 'A9Z8Y7X6W5V4U3';
    const first = await startAmazonConnect(t, bffA);
    const callback = await consent(first.url);
    const before = fake.calls.length;
    // Tampered: the state's browser-bound half changed.
    const tampered = callback.replace(/state=([^&]+)/, (_, s: string) => `state=${s.slice(0, -2)}xx`);
    for (const url of [
      tampered,
      callback.replace(/&?spapi_oauth_code=[^&]+/, ''),
      callback.replace(/&?selling_partner_id=[^&]+/, ''),
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: { cookie: first.cookie } });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.headers['content-type']).toContain('text/html');
    }
    // No code was exchanged for a refused callback.
    expect(fake.calls.slice(before).filter((c) => c.path === '/auth/o2/token')).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: callback, headers: { cookie: first.cookie } })).statusCode,
    ).toBe(302);
    const reused = await t.app.inject({ method: 'GET', url: callback, headers: { cookie: first.cookie } });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('already used');

    // Expired: ten minutes pass before the seller comes back.
    fake.state.consentAs = 'A5S5S5S5S5S5S5';
    const late = await startAmazonConnect(t, bffA);
    const lateCallback = await consent(late.url);
    (t.rt.clock as FakeClock).advance(11 * 60_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: lateCallback,
      headers: { cookie: late.cookie },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('expired');
    expect(await credentials(sellerA)).toMatchObject({ selling_partner_id: 'A9Z8Y7X6W5V4U3' });
    expect(
      await queryRows(
        t.rt.database.db,
        sql`select 1 from amazon_credentials where selling_partner_id = 'A5S5S5S5S5S5S5'`,
      ),
    ).toEqual([]);
    // The seller's refusal on Seller Central comes back as an error: refused, nothing stored.
    const denied = await t.app.inject({
      method: 'GET',
      url: '/channels/amazon/callback?error=access_denied',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.body).toContain('Amazon');
    expect((await connectAmazon(t, fake, bffA, partnerA)).status).toBe('CONNECTED');
  });

  it('passes through Seller Central’s log-in step, sending the seller back only to Seller Central', async () => {
    fake.state.loginUri = 'http://feira.test/channels/amazon/callback';
    fake.state.consentAs = 'A7L0G1NSTEP007';
    try {
      const { url, cookie } = await startAmazonConnect(t, bffA);
      const login = await consent(url);
      expect(login).toContain('amazon_callback_uri=');
      // Not to another host, and not for another browser.
      const elsewhere = login.replace(
        /amazon_callback_uri=[^&]+/,
        `amazon_callback_uri=${encodeURIComponent('https://evil.example/x')}`,
      );
      expect((await t.app.inject({ method: 'GET', url: elsewhere, headers: { cookie } })).statusCode).toBe(
        400,
      );
      expect((await t.app.inject({ method: 'GET', url: login, headers: {} })).statusCode).toBe(400);
      const step = await t.app.inject({ method: 'GET', url: login, headers: { cookie } });
      expect(step.statusCode).toBe(302);
      const onward = new URL(step.headers.location as string);
      expect(onward.origin + onward.pathname).toBe(`${fake.url}/apps/authorize/confirm`);
      expect(onward.searchParams.get('redirect_uri')).toBe('http://feira.test/channels/amazon/callback');
      const callback = await consent(onward.toString());
      expect(callback).toContain('spapi_oauth_code=');
      const done = await t.app.inject({ method: 'GET', url: callback, headers: { cookie } });
      expect(done.statusCode, done.body).toBe(302);
      expect(await credentials(sellerA)).toMatchObject({ selling_partner_id: 'A7L0G1NSTEP007' });
    } finally {
      fake.state.loginUri = null;
    }
    expect((await connectAmazon(t, fake, bffA, partnerA)).status).toBe('CONNECTED');
  });

  it('refuses an account that does not sell on Amazon.com.br', async () => {
    fake.state.participations.set('AUSONLY0000001', ['ATVPDKIKX0DER']);
    const sellerC = (await createSeller(t)).id;
    const bffC = bearer(await tokenFor(t, sellerC, ['bffweb:marketplaces']));
    const { url, cookie } = await startAmazonConnect(t, bffC);
    fake.state.consentAs = 'AUSONLY0000001';
    const refused = await t.app.inject({ method: 'GET', url: await consent(url), headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Amazon.com.br');
    expect(await credentials(sellerC)).toBeUndefined();
    expect(await amazonAccount(bffC)).toBeUndefined();
  });

  it('refreshes the access token before it expires and when Amazon answers 403 "expired"', async () => {
    const key = { sellerId: sellerA, accountId: (await credentials(sellerA))!.account_id };
    const current = (await accessToken(t.rt, key)).token;
    await t.rt.database.db.execute(
      sql`update amazon_credentials set expires_at = ${new Date(t.rt.clock.now().getTime() + 60_000).toISOString()} where seller_id = ${sellerA}`,
    );
    const renewed = (await accessToken(t.rt, key)).token;
    expect(renewed).not.toBe(current);

    // Amazon ends the token early (Feira still counts it fresh): the 403 renews it and the call goes through.
    fake.state.accessTokens.get(renewed)!.expiresAt = Date.now() - 1;
    const before = fake.calls.length;
    const reply = await amazonConnector(t.rt).call(key, {
      operation: 'searchListingsItems',
      method: 'GET',
      path: '/listings/2021-08-01/items/{sellerId}',
      query: { marketplaceIds: 'A2Q3Y263D00KWC' },
    });
    expect(reply.status).toBe(200);
    const mine = fake.calls
      .slice(before)
      .filter(
        (c) =>
          c.path === '/auth/o2/token' ||
          c.path.endsWith('items/A1B2C3D4E5F6G7?marketplaceIds=A2Q3Y263D00KWC'),
      );
    expect(mine.map((c) => `${c.method} ${c.path.split('?')[0]} ${c.status}`)).toEqual([
      `GET /listings/2021-08-01/items/${partnerA} 403`,
      'POST /auth/o2/token 200',
      `GET /listings/2021-08-01/items/${partnerA} 200`,
    ]);
    expect((await accessToken(t.rt, key)).token).not.toBe(renewed);
  });

  it('flags the account when Login with Amazon refuses the refresh token (invalid_grant)', async () => {
    const key = { sellerId: sellerA, accountId: (await credentials(sellerA))!.account_id };
    for (const entry of fake.state.refreshTokens.values()) entry.revoked = true;
    await t.rt.database.db.execute(
      sql`update amazon_credentials set expires_at = ${t.rt.clock.now().toISOString()} where seller_id = ${sellerA}`,
    );
    await expect(accessToken(t.rt, key)).rejects.toThrow(/connect the account again/);
    const account = (await amazonAccount(bffA))!;
    expect(account.status).toBe('NEEDS_ATTENTION');
    expect(account.statusReason).toContain('invalid_grant');
    expect((await connectAmazon(t, fake, bffA, partnerA)).status).toBe('CONNECTED');
  });

  it('keeps sellers apart: B sees none of A’s account and cannot connect A’s selling partner', async () => {
    const sellerB = (await createSeller(t)).id;
    const bffB = bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces']));
    expect(await amazonAccount(bffB)).toBeUndefined();
    const { url, cookie } = await startAmazonConnect(t, bffB);
    fake.state.consentAs = partnerA;
    const refused = await t.app.inject({ method: 'GET', url: await consent(url), headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('another seller');
    expect(await amazonAccount(bffB)).toBeUndefined();
    // A's cookie does not finish B's flow either.
    const again = await startAmazonConnect(t, bffB);
    const stolen = await t.app.inject({ method: 'GET', url: await consent(again.url), headers: {} });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body).toContain('another browser session');
  });
});
