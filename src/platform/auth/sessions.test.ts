import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { notesModule } from '../../../test/helpers/notes-module.ts';
import { opsModule } from '../../modules/ops/index.ts';
import { createUser, sellersModule } from '../../modules/sellers/index.ts';
import { sellerUsers } from '../../modules/sellers/sellers.tables.ts';
import type { FakeClock } from '../clock.ts';
import { systemCtx } from '../context.ts';
import { throttlePolicy } from './login-throttle.ts';

let t: TestApp;
let sellerId: string;
const password = 'a long enough password';

beforeAll(async () => {
  t = await createTestApp({ modules: [opsModule, sellersModule, notesModule()] });
  sellerId = (await createSeller(t)).id;
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email: 'web@loja.example', password });
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email: 'victim@loja.example', password });
});
afterAll(() => t.close());

const login = (email: string, pass: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: pass } });

function sessionCookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const header = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('feira_session='))!;
  return header.split(';')[0]!;
}

describe('web admin session', () => {
  it('logs in with an httpOnly SameSite=Lax cookie; /bffweb takes it, writes need the CSRF token', async () => {
    const response = await login('web@loja.example', password);
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('feira_session='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const { csrfToken, sellerId: sessionSeller } = response.json();
    expect(sessionSeller).toBe(sellerId);
    const cookie = sessionCookieOf(response);

    const read = await t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/test-whoami',
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ sellerId, roles: ['ROLE_SELLER_ADMIN'] });

    const url = '/bffweb/catalog/test-notes';
    const noToken = await t.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().type).toBe('https://feira.dev/problems/csrf-token-invalid');
    const wrongToken = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'x-csrf-token': 'guess' },
    });
    expect(wrongToken.statusCode).toBe(403);
    const written = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(written.statusCode).toBe(201);
    expect(written.json().sellerId).toBe(sellerId);

    const session = await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ sellerId, csrfToken, email: 'web@loja.example' });

    // The cookie is for the web admin only: the Integration API takes bearer tokens.
    expect(
      (await t.app.inject({ method: 'GET', url: '/integration/test-whoami', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    // Nor does a seller's session reach the operators' API.
    expect(
      (await t.app.inject({ method: 'GET', url: '/management/sellers', headers: { cookie } })).statusCode,
    ).toBe(403);

    const logoutWithout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(logoutWithout.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(logout.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/bffweb/catalog/test-whoami', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('a bearer token on /bffweb needs no CSRF token (browsers never attach it on their own)', async () => {
    const token = await tokenFor(t, sellerId, ['bffweb:catalog']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/test-notes',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(201);
  });

  it('the HTML login form needs its form token (no login CSRF) and is in Portuguese or English', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="password">Password</label>');
    const formToken = page.body.match(/name="form_token" value="([^"]+)"/)![1]!;
    const formCookie = [page.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const body = new URLSearchParams({
      email: 'web@loja.example',
      password,
      form_token: formToken,
    }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await t.app.inject({ method: 'POST', url: '/auth/login', headers, payload: body });
    expect(forged.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...headers, cookie: formCookie },
      payload: body,
    });
    expect(ok.statusCode).toBe(303);
    expect(sessionCookieOf(ok)).toMatch(/^feira_session=.+/);
    const pt = await t.app.inject({ method: 'GET', url: '/auth/login' });
    expect(pt.body).toContain('<html lang="pt-BR">');
    expect(pt.body).toContain('Senha');
  });
});

describe('password hashes (AUTH-22)', () => {
  const hashOf = async (email: string) =>
    (await t.rt.database.db.select().from(sellerUsers).where(eq(sellerUsers.email, email)))[0]!.passwordHash;

  it('a user is stored with Argon2id', async () => {
    expect(await hashOf('web@loja.example')).toMatch(/^argon2id\$19456\$2\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('a scrypt hash stored before AUTH-22 still signs in, and is replaced by an Argon2id one', async () => {
    const email = 'legacy@loja.example';
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
    // What hashPassword wrote before AUTH-22, at its parameters.
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 });
    const legacy = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.rt.database.db
      .update(sellerUsers)
      .set({ passwordHash: legacy })
      .where(eq(sellerUsers.email, email));

    expect((await login(email, 'not the password')).statusCode).toBe(401);
    expect(await hashOf(email)).toBe(legacy);
    expect((await login(email, password)).statusCode).toBe(200);
    const replaced = await hashOf(email);
    expect(replaced).toMatch(/^argon2id\$/);
    expect((await login(email, password)).statusCode).toBe(200);
    expect(await hashOf(email)).toBe(replaced);
    expect((await login(email, 'not the password')).statusCode).toBe(401);
  }, 60_000);
});

describe('login throttle', () => {
  it('slows repeated failures down, then locks the e-mail for a while, even for the right password', async () => {
    const clock = t.clock as FakeClock;
    const email = 'victim@loja.example';
    for (let i = 0; i < throttlePolicy.freeFailures; i++) {
      expect((await login(email, 'nope nope nope')).statusCode).toBe(401);
    }
    const slowed = await login(email, password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');

    let failures = throttlePolicy.freeFailures;
    while (failures < throttlePolicy.lockAfterFailures) {
      clock.advance(throttlePolicy.maxDelayMs);
      const response = await login(email, 'nope nope nope');
      failures++;
      expect(response.statusCode).toBe(failures < throttlePolicy.lockAfterFailures ? 401 : 429);
    }
    clock.advance(throttlePolicy.maxDelayMs);
    const locked = await login(email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/locked|bloqueado/i);

    clock.advance(throttlePolicy.lockMs);
    const after = await login(email, password);
    expect(after.statusCode).toBe(200);
    // A dozen password hashes (AUTH-22), each far slower on a busy CI runner than on a quiet machine.
  }, 120_000);

  it('an unknown e-mail is answered like a wrong password', async () => {
    const response = await login('nobody@nowhere.example', password);
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('https://feira.dev/problems/invalid-credentials');
  });
});
