import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/helpers/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, sellersModule } from '../../modules/sellers/index.ts';
import { systemCtx } from '../context.ts';

/**
 * Issue 21, item 12: the session cookie is `Secure` whenever the browser talks HTTPS to the service:
 * with FEIRA_FORCE_HTTPS, or when the gateway says the request came over HTTPS, not only when
 * FEIRA_PUBLIC_URL starts with https.
 */
const password = 'senha-forte-do-cookie';

async function appWith(forceHttps: boolean): Promise<{ t: TestApp; email: string }> {
  const t = await createTestApp({
    modules: [sellersModule],
    config: { forceHttps, publicUrl: 'http://feira.internal:8080' },
  });
  const sellerId = (await createSeller(t)).id;
  const email = `cookie-${forceHttps}@loja.example`;
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password });
  return { t, email };
}

function sessionCookie(response: { headers: Record<string, unknown> }): string {
  return [response.headers['set-cookie']]
    .flat()
    .find((c) => String(c).startsWith('feira_session=')) as string;
}

describe('session cookie Secure attribute', () => {
  let forced: { t: TestApp; email: string };
  let plain: { t: TestApp; email: string };
  beforeAll(async () => {
    forced = await appWith(true);
    plain = await appWith(false);
  });
  afterAll(async () => {
    await forced.t.close();
    await plain.t.close();
  });

  const login = (app: { t: TestApp; email: string }, proto?: string) =>
    app.t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: proto ? { 'x-forwarded-proto': proto } : {},
      payload: { email: app.email, password },
    });

  it('is Secure with FEIRA_FORCE_HTTPS even when FEIRA_PUBLIC_URL is http', async () => {
    const response = await login(forced, 'https');
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionCookie(response)).toMatch(/; Secure/);
    const logout = await forced.t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookie(logout)).toMatch(/; Secure/);
    const form = await forced.t.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(form.headers['set-cookie'])).toMatch(/feira_login_form=.*; Secure/);
  });

  it('is Secure when the gateway forwarded an HTTPS request, and not on plain HTTP', async () => {
    expect(sessionCookie(await login(plain, 'https'))).toMatch(/; Secure/);
    expect(sessionCookie(await login(plain))).not.toMatch(/Secure/);
  });
});
