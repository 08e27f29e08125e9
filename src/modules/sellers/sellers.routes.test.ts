import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { adminToken, bearer, clientCredentialsToken } from '../../../test/helpers/auth.ts';
import { opsModule } from '../ops/index.ts';
import { ensureAdminClient, sellersModule } from './index.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ modules: [opsModule, sellersModule] });
  admin = bearer(await adminToken(t));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: admin, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

describe('management API', () => {
  it('creates a seller, its web users and its apps', async () => {
    const seller = await post('/management/sellers', { name: 'Loja Azul', sandbox: true });
    expect(seller.statusCode).toBe(201);
    expect(seller.json()).toMatchObject({
      id: expect.stringMatching(/^slr_/),
      name: 'Loja Azul',
      sandbox: true,
    });
    const sellerId = seller.json().id as string;
    expect((await get(`/management/sellers/${sellerId}`)).json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const user = await post(`/management/sellers/${sellerId}/users`, {
      email: 'Dono@LojaAzul.example',
      password: 'uma senha comprida',
      roles: ['ROLE_SELLER_ADMIN'],
    });
    expect(user.statusCode, user.body).toBe(201);
    expect(user.json()).toMatchObject({
      sellerId,
      email: 'dono@lojaazul.example',
      roles: ['ROLE_SELLER_ADMIN'],
    });
    expect(user.body).not.toContain('senha');
    const again = await post(`/management/sellers/${sellerId}/users`, {
      email: 'dono@lojaazul.example',
      password: 'outra senha longa',
    });
    expect(again.statusCode).toBe(409);
    const short = await post(`/management/sellers/${sellerId}/users`, {
      email: 'x@y.example',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const unknownSeller = await post('/management/sellers/slr_nope/users', {
      email: 'x@y.example',
      password: 'long enough pass',
    });
    expect(unknownSeller.statusCode).toBe(404);

    const app = await post('/management/apps', {
      name: 'ERP',
      sellerId,
      grantTypes: ['client_credentials'],
      scopes: ['product:edit', 'stock:edit'],
    });
    expect(app.statusCode, app.body).toBe(201);
    const { clientId, clientSecret } = app.json();
    expect(clientSecret).toMatch(/^fsec_/);
    const token = await clientCredentialsToken(t, clientId, clientSecret);
    expect(token.scope).toBe('product:edit stock:edit');

    const listed = await get(`/management/apps?sellerId=${sellerId}`);
    expect(listed.json()).toEqual([expect.objectContaining({ clientId, sellerId, disabled: false })]);
    expect(listed.body).not.toContain(clientSecret);
    expect((await get(`/management/apps/${clientId}`)).json()).not.toHaveProperty('clientSecret');
    expect((await get('/management/apps/app_nope')).statusCode).toBe(404);
    expect((await post('/management/apps/app_nope/disable', {})).statusCode).toBe(404);

    const webApp = await post('/management/apps', {
      name: 'Painel de terceiros',
      grantTypes: ['authorization_code'],
      scopes: ['product:edit'],
      redirectUris: ['https://parceiro.example/callback'],
      public: true,
    });
    expect(webApp.statusCode).toBe(201);
    expect(webApp.json()).not.toHaveProperty('clientSecret');
    expect(webApp.json()).toMatchObject({ sellerId: null, public: true });
  });

  it('refuses app registrations that break the rules, naming the field', async () => {
    const seller = (await post('/management/sellers', { name: 'Loja' })).json().id as string;
    const cases: Array<[object, string]> = [
      [{ name: 'x', grantTypes: ['client_credentials'], scopes: [] }, 'sellerId'],
      [{ name: 'x', sellerId: 'slr_nope', grantTypes: ['client_credentials'], scopes: [] }, 'sellerId'],
      [{ name: 'x', sellerId: seller, grantTypes: ['client_credentials'], scopes: ['root:all'] }, 'scopes'],
      [{ name: 'x', grantTypes: ['authorization_code'], scopes: [] }, 'redirectUris'],
      [
        {
          name: 'x',
          grantTypes: ['authorization_code'],
          scopes: [],
          redirectUris: ['http://parceiro.example/cb'],
        },
        'redirectUris',
      ],
      [
        { name: 'x', sellerId: seller, grantTypes: ['client_credentials'], scopes: [], public: true },
        'public',
      ],
      [
        {
          name: 'x',
          sellerId: seller,
          grantTypes: ['client_credentials'],
          scopes: [],
          roles: ['ROLE_ADMIN'],
        },
        'roles',
      ],
      [{ name: 'x', sellerId: seller, grantTypes: ['password'], scopes: [] }, 'grantTypes'],
    ];
    for (const [body, field] of cases) {
      const response = await post('/management/apps', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(response.json().errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('an operator app created through the API gets ROLE_ADMIN tokens', async () => {
    const created = await post('/management/apps', {
      name: 'ops',
      grantTypes: ['client_credentials'],
      scopes: [],
      roles: ['ROLE_ADMIN'],
    });
    expect(created.statusCode).toBe(201);
    const token = await clientCredentialsToken(t, created.json().clientId, created.json().clientSecret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/management/sellers', headers: bearer(token.access_token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('admin client bootstrap', () => {
  it('with FEIRA_ADMIN_CLIENT_ID/SECRET, makes that client exist with that secret and ROLE_ADMIN', async () => {
    const rt = {
      ...t.rt,
      config: {
        ...t.rt.config,
        adminClientId: 'ops-admin',
        adminClientSecret: 'a very secret value, long enough for it',
      },
    };
    expect(await ensureAdminClient(rt)).toEqual({ clientId: 'ops-admin' });
    const token = await clientCredentialsToken(t, 'ops-admin', 'a very secret value, long enough for it');
    expect(
      (await t.app.inject({ method: 'GET', url: '/management/apps', headers: bearer(token.access_token) }))
        .statusCode,
    ).toBe(200);
    // A new secret in the environment replaces the old one.
    const rotated = {
      ...rt,
      config: { ...rt.config, adminClientSecret: 'the next secret value, long enough too' },
    };
    await ensureAdminClient(rotated);
    await expect(
      clientCredentialsToken(t, 'ops-admin', 'a very secret value, long enough for it'),
    ).rejects.toThrow(/invalid_client/);
    expect(
      (await clientCredentialsToken(t, 'ops-admin', 'the next secret value, long enough too')).access_token,
    ).toBeTruthy();
  });

  it('without them, reuses an existing admin client and shows no secret', async () => {
    const bootstrap = await ensureAdminClient(t.rt);
    expect(bootstrap.clientId).toMatch(/^(app_|ops-admin)/);
    expect(bootstrap.clientSecret).toBeUndefined();
  });
});

describe('first start', () => {
  it('generates an admin client once, with a secret that works', async () => {
    const fresh = await createTestApp({ modules: [opsModule, sellersModule] });
    try {
      const first = await ensureAdminClient(fresh.rt);
      expect(first.clientSecret).toMatch(/^fsec_/);
      const second = await ensureAdminClient(fresh.rt);
      expect(second).toEqual({ clientId: first.clientId });
      const token = await clientCredentialsToken(fresh, first.clientId, first.clientSecret!);
      const probes = await fresh.app.inject({
        method: 'POST',
        url: '/management/ops/probes',
        headers: bearer(token.access_token),
      });
      expect(probes.statusCode).toBe(202);
    } finally {
      await fresh.close();
    }
  });
});
