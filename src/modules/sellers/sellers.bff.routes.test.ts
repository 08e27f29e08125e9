import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'openid-client';
import { bearer, clientCredentialsToken, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import { authorizeApp, discover } from '../../../test/helpers/oauth-browser.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { listeningTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';
import { systemCtx } from '../../platform/context.ts';
import { opsModule } from '../ops/index.ts';
import { createApp, createUser, sellersModule } from './index.ts';
import { listApps } from './sellers.service.ts';

/**
 * "Apps e acessos" routes: the seller's client_credentials apps and the partner apps its users
 * authorized. The service listens on 127.0.0.1 so partner apps can go through login and consent.
 */
let t: TestApp;
let baseUrl: string;
let sellerA: string;
let sellerB: string;
let webA: WebLogin;
let tokenB: string;

type Method = 'GET' | 'POST' | 'DELETE';

const asWeb = (method: Method, url: string, payload?: unknown) =>
  send(t, method, url, payload, { ...webA.headers, accept: 'application/json' });
const asToken = (token: string, method: Method, url: string, payload?: unknown) =>
  send(t, method, url, payload, { ...bearer(token), accept: 'application/json' });
/** The status a seller route answers this access token with (200: the token works). */
const tokenStatus = async (accessToken: string) =>
  (await asToken(accessToken, 'GET', '/integration/test-whoami')).statusCode;
/** Every app row of the seller, disabled ones too: "nothing written" is checked on the table itself. */
const appRows = (sellerId: string) => listApps(systemCtx(t.rt, null, 'test'), { sellerId });

beforeAll(async () => {
  ({ t, baseUrl } = await listeningTestApp([opsModule, sellersModule, notesModule()]));
  sellerA = (await createSeller(t, { name: 'Loja A' })).id;
  sellerB = (await createSeller(t, { name: 'Loja B' })).id;
  webA = await webLogin(t, sellerA);
  tokenB = await tokenFor(t, sellerB, ['bffweb:apps']);
});
afterAll(() => t.close());

describe("the seller's client_credentials apps (/bffweb/apps/clients)", () => {
  it('creates an app whose secret is shown once; rotating and removing it cut its tokens off', async () => {
    const scopes = await asWeb('GET', '/bffweb/apps/scopes');
    expect(scopes.statusCode).toBe(200);
    expect(scopes.json()).toContainEqual({
      scope: 'price:edit',
      pt: 'Alterar preços',
      en: 'Change prices',
      grantable: true,
    });

    const created = await asWeb('POST', '/bffweb/apps/clients', {
      name: '  ERP Bling ',
      scopes: ['price:edit', 'stock:edit'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { clientId, clientSecret, ...app } = created.json();
    expect(clientSecret).toMatch(/^fsec_/);
    expect(app).toMatchObject({
      name: 'ERP Bling',
      scopes: ['price:edit', 'stock:edit'],
      secretRotatedAt: null,
    });

    const listed = await asWeb('GET', '/bffweb/apps/clients');
    expect(listed.json()).toEqual([expect.objectContaining({ clientId, name: 'ERP Bling' })]);
    expect(listed.body).not.toContain(clientSecret);

    const first = await clientCredentialsToken(t, clientId, clientSecret);
    expect(first.scope).toBe('price:edit stock:edit');
    const whoami = await asToken(first.access_token, 'GET', '/integration/test-whoami');
    expect(whoami.json()).toMatchObject({ sellerId: sellerA, clientId });

    const rotated = await asWeb('POST', `/bffweb/apps/clients/${clientId}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().clientSecret as string;
    expect(newSecret).toMatch(/^fsec_/);
    expect(newSecret).not.toBe(clientSecret);
    expect(rotated.json().secretRotatedAt).toEqual(expect.any(String));
    await expect(clientCredentialsToken(t, clientId, clientSecret)).rejects.toThrow(/401/);
    expect(await tokenStatus(first.access_token)).toBe(401);
    const second = await clientCredentialsToken(t, clientId, newSecret);
    expect(await tokenStatus(second.access_token)).toBe(200);

    const removed = await asWeb('DELETE', `/bffweb/apps/clients/${clientId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await asWeb('GET', '/bffweb/apps/clients')).json()).toEqual([]);
    await expect(clientCredentialsToken(t, clientId, newSecret)).rejects.toThrow(/401/);
    expect(await tokenStatus(second.access_token)).toBe(401);
    expect((await asWeb('DELETE', `/bffweb/apps/clients/${clientId}`)).statusCode).toBe(404);
    expect((await asWeb('POST', `/bffweb/apps/clients/${clientId}/rotate-secret`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 problem+json and writes nothing', async () => {
    const before = await appRows(sellerA);
    for (const body of [
      { name: '', scopes: [] },
      { name: '   ', scopes: ['price:edit'] },
      { name: 'ERP', scopes: ['price:editar'] },
      { name: 'ERP', scopes: ['ROLE_ADMIN'] },
      { name: 'ERP', scopes: ['price:edit'], roles: ['ROLE_ADMIN'] },
      { name: 'ERP', scopes: [], grantTypes: ['authorization_code'] },
      { name: 'ERP', scopes: [], sellerId: sellerB },
      { name: 'ERP', scopes: 'price:edit' },
      { name: 'ERP' },
      { scopes: [] },
    ]) {
      const response = await asWeb('POST', '/bffweb/apps/clients', body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/bffweb/apps/clients',
      headers: { cookie: webA.headers.cookie },
      payload: { name: 'ERP', scopes: [] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await asWeb('POST', '/bffweb/apps/clients/app_nope/rotate-secret')).statusCode).toBe(404);
    expect((await asWeb('DELETE', '/bffweb/apps/clients/app_nope')).statusCode).toBe(404);
    expect(await appRows(sellerA)).toEqual(before);
    expect(await appRows(sellerB)).toEqual([expect.objectContaining({ scopes: ['bffweb:apps'] })]);
  });

  it('gives an app only scopes the caller holds; a plain web user cannot change apps', async () => {
    const appsOnly = await tokenFor(t, sellerA, ['bffweb:apps']);
    const before = await appRows(sellerA);
    const refused = await asToken(appsOnly, 'POST', '/bffweb/apps/clients', {
      name: 'Mais poder',
      scopes: ['bffweb:apps', 'order:customer-data'],
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ required_scope: 'order:customer-data' });
    expect(await appRows(sellerA)).toEqual(before);
    const choices = (await asToken(appsOnly, 'GET', '/bffweb/apps/scopes')).json<
      { scope: string; grantable: boolean }[]
    >();
    expect(choices.filter((c) => c.grantable).map((c) => c.scope)).toEqual(['bffweb:apps']);
    const allowed = await asToken(appsOnly, 'POST', '/bffweb/apps/clients', {
      name: 'Igual',
      scopes: ['bffweb:apps'],
    });
    expect(allowed.statusCode, allowed.body).toBe(201);

    const withoutArea = await tokenFor(t, sellerA, ['price:edit']);
    const noArea = await asToken(withoutArea, 'GET', '/bffweb/apps/clients');
    expect(noArea.statusCode).toBe(403);
    expect(noArea.json()).toMatchObject({ required_scope: 'bffweb:apps' });

    const plainUser = await webLogin(t, sellerA, ['ROLE_SELLER_USER']);
    const asPlain = (method: Method, url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: plainUser.headers, ...(payload ? { payload } : {}) });
    expect((await asPlain('GET', '/bffweb/apps/clients')).statusCode).toBe(200);
    const created = await asPlain('POST', '/bffweb/apps/clients', { name: 'ERP', scopes: [] });
    expect(created.statusCode).toBe(403);
    expect(created.headers['content-type']).toMatch(/^application\/problem\+json/);
    const id = allowed.json().clientId as string;
    expect((await asPlain('DELETE', `/bffweb/apps/clients/${id}`)).statusCode).toBe(403);
    expect((await asWeb('GET', '/bffweb/apps/clients')).json()).toContainEqual(
      expect.objectContaining({ clientId: id }),
    );
  });

  it("keeps seller B away from seller A's apps", async () => {
    const created = (
      await asWeb('POST', '/bffweb/apps/clients', { name: 'Só da A', scopes: ['stock:edit'] })
    ).json();
    const listB = await asToken(tokenB, 'GET', '/bffweb/apps/clients');
    expect(listB.statusCode).toBe(200);
    expect(listB.body).not.toContain(created.clientId);
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [
        { method: 'POST', url: `/bffweb/apps/clients/${created.clientId}/rotate-secret` },
        { method: 'DELETE', url: `/bffweb/apps/clients/${created.clientId}` },
      ],
      verifyUnchanged: async () => {
        const token = await clientCredentialsToken(t, created.clientId, created.clientSecret);
        expect(await tokenStatus(token.access_token)).toBe(200);
        expect((await asWeb('GET', '/bffweb/apps/clients')).json()).toContainEqual(
          expect.objectContaining({ clientId: created.clientId, secretRotatedAt: null }),
        );
      },
    });
  });
});

describe('partner apps the seller authorized (/bffweb/apps/partners)', () => {
  const redirectUri = 'http://127.0.0.1:9/callback';
  const userA = { email: 'ana@loja-a.example', password: 'senha-forte-da-ana' };
  const userB = { email: 'bia@loja-b.example', password: 'senha-forte-da-bia' };

  beforeAll(async () => {
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId: sellerA, ...userA });
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId: sellerB, ...userB });
  });

  async function partnerApp(name: string) {
    const app = await createApp(systemCtx(t.rt, null, 'test'), {
      name,
      grantTypes: ['authorization_code'],
      scopes: ['product:edit', 'price:edit', 'order:edit'],
      redirectUris: [redirectUri],
    });
    return { clientId: app.clientId, config: await discover(baseUrl, app.clientId, app.clientSecret) };
  }
  const authorize = (config: oauth.Configuration, user: typeof userA) =>
    authorizeApp(baseUrl, config, { redirectUri, scope: 'product:edit price:edit', ...user });

  it("lists the app with what it was given; revoking cuts the seller's refresh and access tokens, not another seller's", async () => {
    const hub = await partnerApp('Hub Parceiro');
    const tokensA = await authorize(hub.config, userA);
    const tokensB = await authorize(hub.config, userB);

    const listed = await asWeb('GET', '/bffweb/apps/partners');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      {
        clientId: hub.clientId,
        name: 'Hub Parceiro',
        scopes: ['price:edit', 'product:edit'],
        authorizedAt: expect.stringMatching(/Z$/),
        lastUsedAt: expect.stringMatching(/Z$/),
        authorizedBy: [userA.email],
      },
    ]);
    expect((await asWeb('GET', '/bffweb/apps/clients')).body).not.toContain(hub.clientId);
    expect(await tokenStatus(tokensA.access_token)).toBe(200);

    const revoked = await asWeb('DELETE', `/bffweb/apps/partners/${hub.clientId}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    await expect(oauth.refreshTokenGrant(hub.config, tokensA.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await tokenStatus(tokensA.access_token)).toBe(401);
    expect((await asWeb('GET', '/bffweb/apps/partners')).json()).toEqual([]);
    expect((await asWeb('DELETE', `/bffweb/apps/partners/${hub.clientId}`)).statusCode).toBe(404);

    // Seller B's own authorization of the same app is untouched.
    expect(await tokenStatus(tokensB.access_token)).toBe(200);
    const refreshedB = await oauth.refreshTokenGrant(hub.config, tokensB.refresh_token!);
    expect(await tokenStatus(refreshedB.access_token)).toBe(200);
    expect((await asToken(tokenB, 'GET', '/bffweb/apps/partners')).json()).toEqual([
      expect.objectContaining({ clientId: hub.clientId, authorizedBy: [userB.email] }),
    ]);
  });

  it('answers an unknown app with 404 and a revocation without the CSRF token with 403', async () => {
    const hub = await partnerApp('Conector');
    const tokens = await authorize(hub.config, userA);
    expect((await asWeb('DELETE', '/bffweb/apps/partners/app_nope')).statusCode).toBe(404);
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/bffweb/apps/partners/${hub.clientId}`,
      headers: { cookie: webA.headers.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await tokenStatus(tokens.access_token)).toBe(200);
    expect(await asWeb('DELETE', `/bffweb/apps/partners/${hub.clientId}`)).toMatchObject({ statusCode: 204 });
  });

  it('keeps seller B from revoking a partner app only seller A authorized', async () => {
    const erp = await partnerApp('ERP da A');
    const tokensA = await authorize(erp.config, userA);
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [{ method: 'DELETE', url: `/bffweb/apps/partners/${erp.clientId}` }],
      verifyUnchanged: async () => {
        const refreshed = await oauth.refreshTokenGrant(erp.config, tokensA.refresh_token!);
        expect(await tokenStatus(refreshed.access_token)).toBe(200);
        expect((await asWeb('GET', '/bffweb/apps/partners')).body).toContain(erp.clientId);
      },
    });
    expect((await asToken(tokenB, 'GET', '/bffweb/apps/partners')).body).not.toContain(erp.clientId);
  });
});
