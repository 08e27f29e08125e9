import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createSellerApp } from '../../../test/helpers/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, sellersModule } from '../../modules/sellers/index.ts';
import { systemCtx } from '../context.ts';
import { addressPolicy, throttlePolicy } from './login-throttle.ts';
import { hashingStats, HASHING_LIMITS } from './hash-gate.ts';

/**
 * Issue 21, items 3 and 11 (login half): attempts are counted before the password or secret is
 * checked, per account and client address together and per client address (issue 37), on /auth/login and /oauth/token; password hashing
 * has a global cap, so a flood of logins cannot take the machine.
 */
let t: TestApp;
let sellerId: string;
const password = 'senha-forte-do-alvo';

beforeAll(async () => {
  t = await createTestApp({ modules: [sellersModule] });
  sellerId = (await createSeller(t)).id;
});
afterAll(() => t.close());

let addressSeq = 0;
/** A client address of its own (the service sits behind a gateway that sets X-Forwarded-For). */
const freshAddress = () => `198.51.100.${++addressSeq}`;

const login = (email: string, pass: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { email, password: pass },
  });

const tokenRequest = (clientId: string, secret: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    payload: 'grant_type=client_credentials',
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('the login throttle counts before it checks', () => {
  it('80 concurrent wrong passwords check only the free ones; the right one after them is refused once they counted', async () => {
    const email = 'alvo@loja.example';
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
    const address = freshAddress();
    const wrong = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(email, `errada-${i}-xxxx`, address)),
    );
    const counts = statuses(wrong);
    // 503: an attempt let in found hashing too busy (hash-gate.ts) and was given back unchecked.
    for (const status of Object.keys(counts)) expect(['401', '429', '503']).toContain(status);
    // Only the free attempts were checked at all.
    expect(counts[401] ?? 0).toBeLessThanOrEqual(throttlePolicy.freeFailures);
    expect(counts[429]).toBeGreaterThanOrEqual(80 - throttlePolicy.freeFailures - (counts[503] ?? 0));
    // The clock stands still: once the free attempts were all checked, the pair stays slowed. An
    // attempt given back unchecked (503) leaves one free, and the right password then gets in.
    const right = await login(email, password, address);
    if ((counts[401] ?? 0) < throttlePolicy.freeFailures) {
      expect(right.statusCode, right.body).toBe(200);
      return;
    }
    expect(right.statusCode, right.body).toBe(429);
    expect(right.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(right.headers['content-type']).toMatch(/^application\/problem\+json/);
  }, 120_000);
});

describe('the token endpoint throttles client secret checks', () => {
  it('30 wrong secrets, then the right one: 429, not a token', async () => {
    const app = await createSellerApp(t, sellerId, ['price:edit']);
    const address = freshAddress();
    const wrong = [];
    for (let i = 0; i < 30; i++) wrong.push(await tokenRequest(app.clientId, `fsec_wrong${i}`, address));
    const counts = statuses(wrong);
    expect(counts[401]).toBe(throttlePolicy.freeFailures);
    expect(counts[429]).toBe(30 - throttlePolicy.freeFailures);
    const right = await tokenRequest(app.clientId, app.clientSecret, address);
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toMatchObject({ error: 'slow_down' });
    expect(right.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(right.body).not.toContain('access_token');
  });

  it('concurrent guesses are counted before they are checked', async () => {
    const app = await createSellerApp(t, sellerId, ['price:edit']);
    const address = freshAddress();
    const wrong = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tokenRequest(app.clientId, `fsec_wrong${i}`, address)),
    );
    expect(statuses(wrong)[401]).toBeLessThanOrEqual(throttlePolicy.freeFailures);
    expect((await tokenRequest(app.clientId, app.clientSecret, address)).statusCode).toBe(429);
  });

  it('one address trying many apps is slowed even though each app is new (logins share the count)', async () => {
    const address = freshAddress();
    for (let i = 0; i < addressPolicy.freeFailures; i++) {
      const app = await createSellerApp(t, sellerId, []);
      expect((await tokenRequest(app.clientId, 'fsec_wrong', address)).statusCode).toBe(401);
    }
    const last = await createSellerApp(t, sellerId, []);
    const slowed = await tokenRequest(last.clientId, last.clientSecret, address);
    expect(slowed.statusCode, slowed.body).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    // The same address is slowed on the login form too; another address is not held back.
    expect((await login('spray@nowhere.example', 'qualquer-coisa', address)).statusCode).toBe(429);
    expect((await tokenRequest(last.clientId, last.clientSecret, freshAddress())).statusCode).toBe(200);
  });

  it('a right secret after a wrong one clears the count', async () => {
    const app = await createSellerApp(t, sellerId, ['price:edit']);
    const address = freshAddress();
    expect((await tokenRequest(app.clientId, 'fsec_wrong', address)).statusCode).toBe(401);
    expect((await tokenRequest(app.clientId, app.clientSecret, address)).statusCode).toBe(200);
    for (let i = 0; i < throttlePolicy.freeFailures; i++) {
      expect((await tokenRequest(app.clientId, 'fsec_wrong', address)).statusCode).toBe(401);
    }
  });
});

describe('password hashing has a global cap', () => {
  it('40 concurrent logins with unknown e-mails: hashing stays within the cap, the excess is told to retry', async () => {
    const before = hashingStats();
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(`flood-${i}@nowhere.example`, 'qualquer-coisa', freshAddress()),
      ),
    );
    const counts = statuses(flood);
    for (const status of Object.keys(counts)) expect(['401', '503']).toContain(status);
    for (const busy of flood.filter((r) => r.statusCode === 503)) {
      expect(busy.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
      expect(busy.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const after = hashingStats();
    expect(after.peakRunning).toBeLessThanOrEqual(HASHING_LIMITS.concurrent);
    expect(after.hashed - before.hashed + after.refused - before.refused).toBeGreaterThanOrEqual(40);

    // Once the flood has passed, a real login goes through.
    const email = 'real@loja.example';
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
    expect((await login(email, password, freshAddress())).statusCode).toBe(200);
  }, 120_000);
});
