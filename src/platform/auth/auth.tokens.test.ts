import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, importJWK, type JWTPayload, type KeyObject } from 'jose';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  adminToken,
  bearer,
  clientCredentialsToken,
  createSeller,
  createSellerApp,
  tokenFor,
} from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import { opsModule } from '../../modules/ops/index.ts';
import { sellersModule } from '../../modules/sellers/index.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../db/connection.ts';
import type { Runtime } from '../runtime.ts';
import { createRuntime } from '../runtime-lifecycle.ts';
import { authServerOf } from './index.ts';

let t: TestApp;
const notes = notesModule();
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  t = await createTestApp({ modules: [opsModule, sellersModule, notes] });
  sellerA = (await createSeller(t, { name: 'A' })).id;
  sellerB = (await createSeller(t, { name: 'B' })).id;
});
afterAll(() => t.close());

const server = () => authServerOf(t.rt)!;

/** A token signed with the service's own active key (or another), with the claims a real one has unless overridden. */
async function forge(
  claims: JWTPayload & Record<string, unknown>,
  options: { key?: KeyObject | CryptoKey; kid?: string; typ?: string; alg?: string } = {},
): Promise<string> {
  const active = server().keys.active;
  const now = Math.floor(Date.now() / 1000);
  const app = await createSellerApp(t, sellerA, ['product:edit']);
  return new SignJWT({
    client_id: app.clientId,
    sub: app.clientId,
    sellerId: sellerA,
    scope: 'product:edit',
    gen: 0,
    iss: server().issuer,
    aud: server().audience,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({
      alg: options.alg ?? 'ES256',
      typ: options.typ ?? 'at+jwt',
      kid: options.kid ?? active.kid,
    })
    .sign(options.key ?? (await importJWK(active.privateJwk, 'ES256')));
}

async function whoami(token: string) {
  return t.app.inject({ method: 'GET', url: '/integration/test-whoami', headers: bearer(token) });
}

function expect401(response: Awaited<ReturnType<typeof whoami>>, detail?: RegExp) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail) expect(response.json().detail).toMatch(detail);
}

describe('tokens the resource server accepts', () => {
  it('a client_credentials token carries sellerId, scope, client_id and aud, and fills ctx', async () => {
    const token = await tokenFor(t, sellerA, ['product:edit', 'price:edit']);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sellerId: sellerA,
      scope: 'product:edit price:edit',
      aud: server().audience,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    const response = await whoami(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sellerId: sellerA,
      clientId: claims.client_id,
      userId: null,
      scopes: ['price:edit', 'product:edit'],
    });
  });

  it('a forged-looking but genuine token (our key, right claims) is accepted: the checks below are what differ', async () => {
    expect((await whoami(await forge({}))).statusCode).toBe(200);
  });

  it('without scope in the request, the token gets the scopes the app was registered with', async () => {
    const app = await createSellerApp(t, sellerA, ['stock:edit', 'order:edit']);
    const response = await clientCredentialsToken(t, app.clientId, app.clientSecret);
    expect(response.scope).toBe('stock:edit order:edit');
  });

  it('an app cannot obtain a scope it was not registered with', async () => {
    const app = await createSellerApp(t, sellerA, ['stock:edit']);
    const response = await clientCredentialsToken(t, app.clientId, app.clientSecret, [
      'stock:edit',
      'price:edit',
    ]);
    expect(response.scope).toBe('stock:edit');
  });

  it('a wrong client secret gets no token', async () => {
    const app = await createSellerApp(t, sellerA, ['stock:edit']);
    await expect(clientCredentialsToken(t, app.clientId, `${app.clientSecret}x`)).rejects.toThrow(
      /401.*invalid_client/,
    );
  });
});

describe('tokens the resource server rejects (401 with WWW-Authenticate: Bearer)', () => {
  it('no token', async () => {
    expect401(await t.app.inject({ method: 'GET', url: '/integration/test-whoami' }));
  });

  it('a malformed Authorization header', async () => {
    expect401(
      await t.app.inject({
        method: 'GET',
        url: '/integration/test-whoami',
        headers: { authorization: 'Basic abc' },
      }),
    );
    expect401(await whoami('not-a-jwt'));
  });

  it('an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    expect401(await whoami(await forge({ iat: past, exp: past + 3600 })), /expired/);
  });

  it('a token signed by another key (same kid, and an unknown kid)', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect401(await whoami(await forge({}, { key: privateKey })), /signature/);
    expect401(
      await whoami(await forge({}, { key: privateKey, kid: 'someone-elses-key' })),
      /not signed by a key of this service/,
    );
  });

  it('alg: none', async () => {
    const genuine = decodeJwt(await forge({}));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(genuine)}.`;
    expect401(await whoami(unsigned));
  });

  it('an HMAC token made with the public key as secret (algorithm confusion)', async () => {
    const publicJwk = server().keys.active.publicJwk;
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    expect401(await whoami(await forge({}, { alg: 'HS256', key: secret as unknown as CryptoKey })));
  });

  it('a wrong audience', async () => {
    expect401(await whoami(await forge({ aud: 'https://another-api.example' })), /aud/);
  });

  it('a wrong issuer', async () => {
    expect401(await whoami(await forge({ iss: 'https://evil.example/oauth' })), /iss/);
  });

  it('a wrong typ (an ID token or a plain JWT is not an access token)', async () => {
    expect401(await whoami(await forge({}, { typ: 'JWT' })), /typ/);
  });

  it("a revoked app's token, at once despite the cache; the app can get a new token", async () => {
    const app = await createSellerApp(t, sellerA, ['product:edit']);
    const token = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    expect((await whoami(token)).statusCode).toBe(200);
    const admin = await adminToken(t);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/management/apps/${app.clientId}/revoke-tokens`,
      headers: bearer(admin),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().tokensRevokedAt).toEqual(expect.any(String));
    expect401(await whoami(token), /revoked/);
    const fresh = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    expect((await whoami(fresh)).statusCode).toBe(200);
  });

  it("a disabled app's token, at once; and the app gets no new token", async () => {
    const app = await createSellerApp(t, sellerA, ['product:edit']);
    const token = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    expect((await whoami(token)).statusCode).toBe(200);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/management/apps/${app.clientId}/disable`,
      headers: bearer(await adminToken(t)),
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect401(await whoami(token), /revoked/);
    await expect(clientCredentialsToken(t, app.clientId, app.clientSecret)).rejects.toThrow(/invalid_client/);
  });

  it('a revocation reaches another process through the database (NOTIFY), despite its cache', async () => {
    const app = await createSellerApp(t, sellerA, ['product:edit']);
    const token = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    // A second API process on the same database: its own runtime, caches and listener.
    const database = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, poolMax: 2 })
      : t.rt.database;
    const other: Runtime = await createRuntime({
      config: t.rt.config,
      role: 'api',
      database,
      migrate: false,
      log: t.rt.log,
    });
    const otherApp = await buildApp(other, { modules: [opsModule, sellersModule, notes] });
    try {
      const ask = () =>
        otherApp.inject({ method: 'GET', url: '/integration/test-whoami', headers: bearer(token) });
      expect((await ask()).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: `/management/apps/${app.clientId}/revoke-tokens`,
        headers: bearer(await adminToken(t)),
      });
      await eventually(async () => (await ask()).statusCode === 401, 10_000);
    } finally {
      await otherApp.close();
      if (t.databaseUrl) await database.close();
    }
  });
});

describe('scopes and tenancy', () => {
  it('a write without its scope is 403 with required_scope', async () => {
    const readOnly = await tokenFor(t, sellerA, []);
    const response = await t.app.inject({
      method: 'POST',
      url: '/integration/test-notes',
      headers: bearer(readOnly),
      payload: { text: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      type: 'https://feira.dev/problems/insufficient-scope',
      status: 403,
      required_scope: 'product:edit',
    });
    // Reads need only a valid seller token.
    expect((await whoami(readOnly)).statusCode).toBe(200);
  });

  it('a sellerId in the body or the query is ignored: the seller comes from the token', async () => {
    const token = await tokenFor(t, sellerA, ['product:edit']);
    const created = await t.app.inject({
      method: 'POST',
      url: `/integration/test-notes?sellerId=${sellerB}`,
      headers: bearer(token),
      payload: { text: 'mine', sellerId: sellerB },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().sellerId).toBe(sellerA);
    expect(notes.notes.get(created.json().id)!.sellerId).toBe(sellerA);
  });

  it("seller B cannot read, change or delete seller A's note (404)", async () => {
    const tokenA = await tokenFor(t, sellerA, ['product:edit']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/test-notes',
      headers: bearer(tokenA),
      payload: { text: 'A original' },
    });
    const id = created.json().id as string;
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB: await tokenFor(t, sellerB, ['product:edit']),
      requests: [
        { method: 'GET', url: `/integration/test-notes/${id}` },
        { method: 'PUT', url: `/integration/test-notes/${id}`, payload: { text: 'B was here' } },
        { method: 'DELETE', url: `/integration/test-notes/${id}` },
      ],
      verifyUnchanged: async () => {
        const read = await t.app.inject({
          method: 'GET',
          url: `/integration/test-notes/${id}`,
          headers: bearer(tokenA),
        });
        expect(read.json()).toMatchObject({ id, sellerId: sellerA, text: 'A original' });
      },
    });
  });

  it('an operator token (no seller) cannot call seller routes', async () => {
    const response = await whoami(await adminToken(t));
    expect(response.statusCode).toBe(403);
  });

  it('public routes need no token and take no seller from one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/integration/test-quotes/${sellerB}`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sellerId: sellerB, ctxSellerId: null });
  });

  it("/bffweb/<area> takes a bearer token only with that area's bffweb scope, plus the route's own scope", async () => {
    const url = '/bffweb/catalog/test-whoami';
    const without = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().required_scope).toBe('bffweb:catalog');
    const wrongArea = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await tokenFor(t, sellerA, ['bffweb:ads'])),
    });
    expect(wrongArea.json().required_scope).toBe('bffweb:catalog');
    const withScope = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await tokenFor(t, sellerA, ['bffweb:catalog'])),
    });
    expect(withScope.statusCode).toBe(200);
    expect(withScope.json().sellerId).toBe(sellerA);

    const rules = '/bffweb/price-formation/test-rules';
    const areaOnly = await t.app.inject({
      method: 'POST',
      url: rules,
      headers: bearer(await tokenFor(t, sellerA, ['bffweb:price-formation'])),
    });
    expect(areaOnly.json().required_scope).toBe('price:edit');
    const both = await t.app.inject({
      method: 'POST',
      url: rules,
      headers: bearer(await tokenFor(t, sellerA, ['bffweb:price-formation', 'price:edit'])),
    });
    expect(both.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('management, legacy tokens, metadata', () => {
  it('/management/* is 401 without a token and 403 without ROLE_ADMIN', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/management/ops/probes' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const seller = await t.app.inject({
      method: 'GET',
      url: '/management/sellers',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
    });
    expect(seller.statusCode).toBe(403);
    expect(seller.json()).toMatchObject({ required_role: 'ROLE_ADMIN' });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/management/ops/probes',
      headers: bearer(await adminToken(t)),
    });
    expect(admin.statusCode).toBe(202);
  });

  it('legacy /integration/tokens/* answers 410 pointing to OAuth, with or without a token', async () => {
    for (const [method, url] of [
      ['POST', '/integration/tokens/renew'],
      ['GET', '/integration/tokens'],
      ['PUT', '/integration/tokens/abc/refresh'],
    ] as const) {
      for (const headers of [{}, bearer(await tokenFor(t, sellerA, []))]) {
        const response = await t.app.inject({ method, url, headers });
        expect(response.statusCode).toBe(410);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({
          status: 410,
          tokenEndpoint: 'http://feira.test/oauth/token',
        });
      }
    }
  });

  it('serves RFC 8414 metadata at both addresses and OIDC discovery under /oauth', async () => {
    for (const url of [
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-authorization-server/oauth',
    ]) {
      const metadata = (await t.app.inject({ method: 'GET', url })).json();
      expect(metadata).toMatchObject({
        issuer: 'http://feira.test/oauth',
        token_endpoint: 'http://feira.test/oauth/token',
        jwks_uri: 'http://feira.test/oauth/jwks',
        code_challenge_methods_supported: ['S256'],
      });
      expect(metadata.grant_types_supported).toEqual(
        expect.arrayContaining(['authorization_code', 'client_credentials', 'refresh_token']),
      );
      expect(metadata.scopes_supported).toEqual(
        expect.arrayContaining(['product:edit', 'bffweb:price-formation']),
      );
    }
    const oidc = await t.app.inject({ method: 'GET', url: '/oauth/.well-known/openid-configuration' });
    expect(oidc.statusCode).toBe(200);
    expect(oidc.json().issuer).toBe('http://feira.test/oauth');
  });

  it('shows the OAuth flows, every scope and per-operation security in the OpenAPI documents', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi-integration.json' })).json();
    const scheme = doc.components.securitySchemes.oauth2;
    expect(scheme.flows.clientCredentials.tokenUrl).toBe('http://feira.test/oauth/token');
    expect(scheme.flows.authorizationCode.authorizationUrl).toBe('http://feira.test/oauth/auth');
    expect(Object.keys(scheme.flows.clientCredentials.scopes)).toEqual(
      expect.arrayContaining(['product:edit', 'order:customer-data']),
    );
    expect(doc.paths['/integration/test-notes'].post.security).toEqual([
      { oauth2: ['product:edit'] },
      { bearerToken: [] },
    ]);
    expect(doc.paths['/integration/test-notes/{id}'].get.security).toEqual([
      { oauth2: [] },
      { bearerToken: [] },
    ]);
    expect(doc.paths['/integration/test-quotes/{sellerId}'].post.security).toEqual([]);
    const bff = (await t.app.inject({ method: 'GET', url: '/api/openapi-bff.json' })).json();
    expect(bff.paths['/bffweb/price-formation/test-rules'].post.security).toEqual(
      expect.arrayContaining([{ oauth2: ['bffweb:price-formation', 'price:edit'] }]),
    );
  });
});

describe('signing key rotation', () => {
  it('keeps the previous key published and its tokens valid; new tokens use the new key', async () => {
    const before = await tokenFor(t, sellerA, ['stock:edit']);
    const oldKid = server().keys.active.kid;
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/management/signing-keys/rotate',
      headers: bearer(await adminToken(t)),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newKid = rotated.json().activeKid as string;
    expect(newKid).not.toBe(oldKid);

    const jwks = (await t.app.inject({ method: 'GET', url: '/oauth/jwks' })).json<{
      keys: { kid: string; d?: string }[];
    }>();
    expect(jwks.keys.map((k) => k.kid)).toEqual([newKid, oldKid]);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);

    expect((await whoami(before)).statusCode).toBe(200);
    const app = await createSellerApp(t, sellerA, ['stock:edit']);
    const after = (await clientCredentialsToken(t, app.clientId, app.clientSecret)).access_token;
    expect(JSON.parse(Buffer.from(after.split('.')[0]!, 'base64url').toString()).kid).toBe(newKid);
    expect((await whoami(after)).statusCode).toBe(200);
  });
});
