import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientCredentialsToken, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import { authorizeApp, discover } from '../../../test/helpers/oauth-browser.ts';
import { listeningTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { webLogin, type WebLogin } from '../../../test/helpers/web.ts';
import { systemCtx } from '../../platform/context.ts';
import { createApp, createUser, sellersModule } from './index.ts';
import { listApps } from './sellers.service.ts';

/**
 * Issue 21, items 1 and 2: app management stays within the caller's own scopes and role, whether the
 * caller is the web session, an app's own token, or an app acting for one of the seller's users.
 */
let t: TestApp;
let baseUrl: string;
let sellerA: string;
let webA: WebLogin;

type Method = 'GET' | 'POST' | 'DELETE';
const asToken = (token: string, method: Method, url: string, payload?: unknown) =>
  send(t, method, url, payload, { ...bearer(token), accept: 'application/json' });
const asWeb = (method: Method, url: string, payload?: unknown) =>
  send(t, method, url, payload, { ...webA.headers, accept: 'application/json' });
const appRows = () => listApps(systemCtx(t.rt, null, 'test'), { sellerId: sellerA });

beforeAll(async () => {
  ({ t, baseUrl } = await listeningTestApp([sellersModule, notesModule()]));
  sellerA = (await createSeller(t, { name: 'Loja A' })).id;
  webA = await webLogin(t, sellerA);
});
afterAll(() => t.close());

async function fullScopeApp() {
  const created = await asWeb('POST', '/bffweb/apps/clients', {
    name: 'ERP completo',
    scopes: ['price:edit', 'stock:edit'],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ clientId: string; clientSecret: string }>();
}

describe('an app token manages only apps within its own scopes (item 1)', () => {
  it('a bffweb:apps-only token cannot rotate, remove or read the secret of a full-scope app', async () => {
    const erp = await fullScopeApp();
    const appsOnly = await tokenFor(t, sellerA, ['bffweb:apps']);
    const before = await appRows();

    const rotated = await asToken(appsOnly, 'POST', `/bffweb/apps/clients/${erp.clientId}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(403);
    expect(rotated.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(rotated.json()).toMatchObject({ required_scope: 'price:edit' });
    expect(rotated.body).not.toMatch(/fsec_/);
    const removed = await asToken(appsOnly, 'DELETE', `/bffweb/apps/clients/${erp.clientId}`);
    expect(removed.statusCode, removed.body).toBe(403);

    expect(await appRows()).toEqual(before);
    // The app's own secret still works: nothing was rotated.
    expect((await clientCredentialsToken(t, erp.clientId, erp.clientSecret)).scope).toBe(
      'price:edit stock:edit',
    );
  });

  it('a token holding the app scopes may rotate it', async () => {
    const erp = await fullScopeApp();
    const manager = await tokenFor(t, sellerA, ['bffweb:apps', 'price:edit', 'stock:edit']);
    const rotated = await asToken(manager, 'POST', `/bffweb/apps/clients/${erp.clientId}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().clientSecret).toMatch(/^fsec_/);
  });
});

describe("an app acting for a user has no more power than the user's role (item 2)", () => {
  const redirectUri = 'http://127.0.0.1:9/callback';
  const plain = { email: 'plain@loja-a.example', password: 'senha-forte-do-plain' };
  const admin = { email: 'chefe@loja-a.example', password: 'senha-forte-do-chefe' };
  let partner: Awaited<ReturnType<typeof discover>>;
  let partnerId: string;

  beforeAll(async () => {
    const ctx = systemCtx(t.rt, null, 'test');
    await createUser(ctx, { sellerId: sellerA, ...plain, roles: ['ROLE_SELLER_USER'] });
    await createUser(ctx, { sellerId: sellerA, ...admin, roles: ['ROLE_SELLER_ADMIN'] });
    const app = await createApp(ctx, {
      name: 'Parceiro',
      grantTypes: ['authorization_code'],
      scopes: ['price:edit', 'stock:edit', 'bffweb:apps'],
      redirectUris: [redirectUri],
    });
    partnerId = app.clientId;
    partner = await discover(baseUrl, app.clientId, app.clientSecret);
  });

  it("a plain user's token cannot create, rotate or remove apps", async () => {
    const erp = await fullScopeApp();
    const tokens = await authorizeApp(baseUrl, partner, {
      redirectUri,
      scope: 'price:edit stock:edit bffweb:apps',
      ...plain,
    });
    const before = await appRows();
    const created = await asToken(tokens.access_token, 'POST', '/bffweb/apps/clients', {
      name: 'Tomada',
      scopes: ['price:edit'],
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json()).toMatchObject({ required_role: 'ROLE_SELLER_ADMIN' });
    const rotated = await asToken(
      tokens.access_token,
      'POST',
      `/bffweb/apps/clients/${erp.clientId}/rotate-secret`,
    );
    expect(rotated.statusCode, rotated.body).toBe(403);
    const removed = await asToken(tokens.access_token, 'DELETE', `/bffweb/apps/clients/${erp.clientId}`);
    expect(removed.statusCode, removed.body).toBe(403);
    expect(await appRows()).toEqual(before);
    // Reading stays open, as in the plain user's web session.
    expect((await asToken(tokens.access_token, 'GET', '/bffweb/apps/clients')).statusCode).toBe(200);
  });

  it("the seller admin's token may, within the scopes it holds", async () => {
    const tokens = await authorizeApp(baseUrl, partner, {
      redirectUri,
      scope: 'price:edit bffweb:apps',
      ...admin,
    });
    const created = await asToken(tokens.access_token, 'POST', '/bffweb/apps/clients', {
      name: 'Do chefe',
      scopes: ['price:edit'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const erp = await fullScopeApp();
    const rotated = await asToken(
      tokens.access_token,
      'POST',
      `/bffweb/apps/clients/${erp.clientId}/rotate-secret`,
    );
    expect(rotated.statusCode, rotated.body).toBe(403);
    expect(rotated.json()).toMatchObject({ required_scope: 'stock:edit' });
  });

  it('a narrow token cannot revoke a partner app that was given more than it holds', async () => {
    const tokens = await authorizeApp(baseUrl, partner, {
      redirectUri,
      scope: 'price:edit stock:edit bffweb:apps',
      ...admin,
    });
    const appsOnly = await tokenFor(t, sellerA, ['bffweb:apps']);
    const revoked = await asToken(appsOnly, 'DELETE', `/bffweb/apps/partners/${partnerId}`);
    expect(revoked.statusCode, revoked.body).toBe(403);
    expect((await asToken(tokens.access_token, 'GET', '/bffweb/apps/clients')).statusCode).toBe(200);
    expect((await asWeb('DELETE', `/bffweb/apps/partners/${partnerId}`)).statusCode).toBe(204);
  });
});
