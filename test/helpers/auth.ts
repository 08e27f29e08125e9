import { systemCtx } from '../../src/platform/context.ts';
import { ROLE_ADMIN } from '../../src/platform/auth/index.ts';
import { createApp, createSeller as createSellerRow } from '../../src/modules/sellers/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Real sellers and real access tokens for tests: apps are registered through the sellers service and
 * tokens come from the authorization server's own client_credentials grant, so the verifier sees
 * exactly what it sees in production.
 */

const tokens = new WeakMap<TestApp, Map<string, Promise<string>>>();

function cacheOf(t: TestApp): Map<string, Promise<string>> {
  let cache = tokens.get(t);
  if (!cache) {
    cache = new Map();
    tokens.set(t, cache);
  }
  return cache;
}

export async function createSeller(
  t: TestApp,
  input: { name?: string; sandbox?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const seller = await createSellerRow(systemCtx(t.rt, null, 'test'), {
    name: input.name ?? `Seller ${Math.random().toString(36).slice(2, 8)}`,
    sandbox: input.sandbox ?? false,
  });
  return { id: seller.id, name: seller.name };
}

/** Basic-authenticated client_credentials request at the token endpoint; answers the token response. */
export async function clientCredentialsToken(
  t: TestApp,
  clientId: string,
  clientSecret: string,
  scopes?: string[],
): Promise<{ access_token: string; scope?: string; expires_in: number; token_type: string }> {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (scopes?.length) form.set('scope', scopes.join(' '));
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
    },
    payload: form.toString(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`token endpoint answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** A client_credentials app bound to the seller with these scopes, and its secret. */
export async function createSellerApp(
  t: TestApp,
  sellerId: string,
  scopes: string[],
): Promise<{ clientId: string; clientSecret: string }> {
  const app = await createApp(systemCtx(t.rt, null, 'test'), {
    name: `test app ${scopes.join(' ') || '(no scopes)'}`,
    sellerId,
    grantTypes: ['client_credentials'],
    scopes,
  });
  return { clientId: app.clientId, clientSecret: app.clientSecret! };
}

/** A real access token for the seller with exactly these scopes; cached per (seller, scopes). */
export function tokenFor(t: TestApp, sellerId: string, scopes: string[]): Promise<string> {
  const key = `${sellerId} ${[...scopes].sort().join(' ')}`;
  const cache = cacheOf(t);
  let token = cache.get(key);
  if (!token) {
    token = (async () => {
      const app = await createSellerApp(t, sellerId, scopes);
      return (await clientCredentialsToken(t, app.clientId, app.clientSecret, scopes)).access_token;
    })();
    token.catch(() => cache.delete(key));
    cache.set(key, token);
  }
  return token;
}

/** A ROLE_ADMIN token (an operator app's client_credentials token). */
export function adminToken(t: TestApp): Promise<string> {
  const key = ROLE_ADMIN;
  const cache = cacheOf(t);
  let token = cache.get(key);
  if (!token) {
    token = (async () => {
      const app = await createApp(systemCtx(t.rt, null, 'test'), {
        name: 'test admin',
        grantTypes: ['client_credentials'],
        scopes: [],
        roles: [ROLE_ADMIN],
      });
      return (await clientCredentialsToken(t, app.clientId, app.clientSecret!)).access_token;
    })();
    token.catch(() => cache.delete(key));
    cache.set(key, token);
  }
  return token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
