import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as oauth from 'openid-client';
import { systemCtx } from '../../src/platform/context.ts';
import { createApp, createUser } from '../../src/modules/sellers/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { authorizeApp, discover } from '../helpers/oauth-browser.ts';
import { freePort } from '../helpers/processes.ts';

warnNoChromium('web admin apps and access (test/e2e/web-apps.test.ts)');

const LOGIN = { email: 'acessos@feira.example', password: 'senha-muito-forte' };
const PARTNER_USER = { email: 'socia@feira.example', password: 'outra-senha-forte' };
const REDIRECT_URI = 'http://127.0.0.1:9/callback';

/**
 * "Apps e acessos" in Debian's Chromium against the real service on 127.0.0.1 (whole app, PGlite),
 * with FEIRA_PUBLIC_URL naming that address so the test can use the OAuth token endpoint as an
 * integration does. Screenshots go to test-output/.
 */
describe.runIf(hasChromium)('web admin: apps and access in a real browser', { timeout: 90_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let sellerId: string;

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({ config: { publicUrl: `http://127.0.0.1:${port}`, port } });
    sellerId = (await sandboxSellerWithLogin(t, 'Loja Acessos', LOGIN)).id;
    ({ base, browser, page, pageErrors } = await openBrowserSession(
      t,
      { width: 1280, height: 900, timeout: 20_000, port },
      LOGIN,
    ));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** The token endpoint as an integration calls it: client_credentials with HTTP Basic. */
  const requestToken = (clientId: string, clientSecret: string) =>
    fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
  const callApi = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function openAppsPage() {
    await page.goto(`${base}/apps`);
    await page.getByRole('heading', { level: 1, name: 'Apps e acessos' }).waitFor();
    const link = page.getByRole('navigation').getByRole('link', { name: 'Apps e acessos', exact: true });
    expect(await link.getAttribute('aria-current')).toBe('page');
  }

  async function seriousViolations(): Promise<string[]> {
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    // A dialog fading in has its text half-transparent: contrast is judged once it has settled.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(page);
  }

  it('creates a credential, shows its secret once, and revoking it stops the token requests', async () => {
    await openAppsPage();
    await page.getByText('Nenhuma credencial criada').waitFor();
    await page.getByText('Nenhum app parceiro autorizado').waitFor();
    expect(await seriousViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Criar credencial' }).click();
    const form = page.getByRole('dialog', { name: 'Nova credencial de integração' });
    await form.getByRole('textbox', { name: 'Nome' }).fill('ERP Bling');
    await form.getByRole('checkbox', { name: 'Criar e alterar produtos' }).check();
    await form.getByRole('checkbox', { name: 'Alterar estoque' }).check();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-apps-create');
    await form.getByRole('button', { name: 'Criar' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Guarde o segredo agora' });
    const clientId = (await secretDialog.getByTestId('app-client-id').innerText()).trim();
    const clientSecret = (await secretDialog.getByTestId('app-secret').innerText()).trim();
    expect(clientId).toMatch(/^app_/);
    expect(clientSecret).toMatch(/^fsec_/);
    await secretDialog.getByText('/oauth/token').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-apps-secret-once');
    await secretDialog.getByRole('button', { name: 'Já guardei' }).click();
    await secretDialog.waitFor({ state: 'detached' });

    const row = page.getByTestId(`client-app-${clientId}`);
    await row.getByText('Criar e alterar produtos').waitFor();
    await row.getByText('Alterar estoque').waitFor();
    // Once the dialog is closed the secret is nowhere on the page, and a reload does not bring it back.
    expect(await page.content()).not.toContain(clientSecret);
    await openAppsPage();
    await page.getByTestId(`client-app-${clientId}`).waitFor();
    expect(await page.content()).not.toContain(clientSecret);

    // The integration uses the credential: a token, then a product written and read with it.
    const granted = await requestToken(clientId, clientSecret);
    expect(granted.status).toBe(200);
    const { access_token: token, scope } = (await granted.json()) as { access_token: string; scope: string };
    expect(scope.split(' ').sort()).toEqual(['product:edit', 'stock:edit']);
    expect((await callApi(token, 'POST', '/integration/products', productBody('APPS-1'))).status).toBe(202);
    expect((await callApi(token, 'GET', '/integration/products/APPS-1')).status).toBe(200);

    await page.getByRole('button', { name: 'Revogar: ERP Bling' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revogar credencial' });
    await confirm.getByText('para de funcionar na hora').waitFor();
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Nenhuma credencial criada').waitFor();

    const refused = await requestToken(clientId, clientSecret);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_client');
    expect((await callApi(token, 'GET', '/integration/products/APPS-1')).status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('lists a partner app a user of the store authorized, and revoking its access cuts its refresh token', async () => {
    await createUser(systemCtx(t.rt, null, 'test'), { sellerId, ...PARTNER_USER });
    const partner = await createApp(systemCtx(t.rt, null, 'test'), {
      name: 'Hub Conecta',
      grantTypes: ['authorization_code'],
      scopes: ['order:edit', 'order:customer-data', 'price:edit'],
      redirectUris: [REDIRECT_URI],
    });
    const config = await discover(base, partner.clientId, partner.clientSecret);
    const tokens = await authorizeApp(base, config, {
      redirectUri: REDIRECT_URI,
      scope: 'order:edit order:customer-data',
      ...PARTNER_USER,
    });

    await openAppsPage();
    const table = page.getByRole('table', { name: 'Apps parceiros autorizados' });
    await table.getByText('Hub Conecta').waitFor();
    await table.getByText(`Autorizado por ${PARTNER_USER.email}`).waitFor();
    await table.getByText('Ver nome, documento, endereço e contato dos compradores').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-apps-partners');

    await page.getByRole('button', { name: 'Revogar acesso: Hub Conecta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revogar o acesso do app' });
    await confirm.getByRole('button', { name: 'Revogar acesso' }).click();
    await page.getByText('Nenhum app parceiro autorizado').waitFor();

    await expect(oauth.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await callApi(tokens.access_token, 'GET', '/integration/products/APPS-1')).status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('fits a tablet without scrolling sideways', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${base}/apps`);
    await page.getByRole('heading', { level: 1, name: 'Apps e acessos' }).waitFor();
    await page.getByText('Nenhuma credencial criada').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'web-apps-tablet');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
