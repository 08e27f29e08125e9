import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxSellerWithLogin } from '../../../test/helpers/browser-session.ts';

const LOGIN = { email: 'volta@feira.example', password: 'senha-muito-forte' };

/** The login form comes back to the deep link the seller opened, and only to a path of the admin (WEB-67). */
describe('web login returns to the deep link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sandboxSellerWithLogin(t, 'Loja Volta', LOGIN);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens the form as a browser would, then posts it: answers the redirect. */
  async function logInThrough(url: string) {
    const form = await t.app.inject({ method: 'GET', url });
    expect(form.statusCode).toBe(200);
    const action = /<form method="post" action="([^"]+)"/
      .exec(form.body)![1]!
      .replaceAll('&#38;', '&')
      .replaceAll('&amp;', '&');
    const cookie = String(form.headers['set-cookie']).split(';')[0]!;
    const token = /name="form_token" value="([^"]+)"/.exec(form.body)![1]!;
    const posted = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({
        email: LOGIN.email,
        password: LOGIN.password,
        form_token: token,
      }).toString(),
    });
    return { action, posted };
  }

  it('sends the seller to the admin address opened before logging in', async () => {
    const { action, posted } = await logInThrough(
      `/auth/login?lang=pt-BR&next=${encodeURIComponent('/orders?fila=atrasados')}`,
    );
    expect(action).toBe('/auth/login?lang=pt-BR&next=%2Forders%3Ffila%3Datrasados');
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe('/orders?fila=atrasados');
  });

  it('sends the seller to the dashboard for a next that would leave the admin', async () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/auth/login']) {
      const { action, posted } = await logInThrough(
        `/auth/login?lang=pt-BR&next=${encodeURIComponent(next)}`,
      );
      expect(action, next).toBe('/auth/login?lang=pt-BR');
      expect(posted.headers.location, next).toBe('/');
    }
  });
});
