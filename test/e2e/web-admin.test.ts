import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  logIn as logInAs,
  openBrowserSession,
  openFromMenu,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';

warnNoChromium('web admin end-to-end tests (test/e2e/web-admin.test.ts)');

const VIEW = { width: 1280, height: 860, timeout: 15_000 };
const LOGIN = { email: 'loja@feira.example', password: 'senha-muito-forte' };

/**
 * The seller's journeys through the web admin, in Debian's Chromium against the real service (whole app,
 * workers running, PGlite) on a random port of 127.0.0.1. Each journey leaves a screenshot in test-output/.
 */
// A loaded CI machine runs these next to every other test file: journeys get a minute each.
describe.runIf(hasChromium)('web admin in a real browser', { timeout: 60_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await sandboxSellerWithLogin(t, 'Loja Azul', LOGIN);
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const logIn = () => logInAs(page, base, LOGIN);
  const openPage = (name: string) => openFromMenu(page, name);

  it('logs in through the login page, switches language, tells an unknown address apart, logs out', async () => {
    await page.goto(`${base}/`);
    await page.waitForURL(/\/auth\/login/);
    // The service's own login page wears the admin's look: its brand colour on the sign-in button.
    await expect(
      page.getByRole('button', { name: 'Entrar' }).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.toBe('rgb(8, 127, 91)');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'web-login-page');
    await logIn();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'web-login-dashboard');

    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Apps and access', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Apps and access' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // English is its own chunk (WEB-85): a reload in English fetches it before the first paint.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Apps and access' }).waitFor();
    await page.getByText('PT', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Apps e acessos' }).waitFor();
    await page.goto(`${base}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await page.title()).toBe('Página não encontrada · Feira');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/auth\/login/);
    const session = await page.request.get(`${base}/auth/session`);
    expect(session.status()).toBe(401);

    await logIn();
    expect(pageErrors).toEqual([]);
  });

  it('creates a product whose EAN list the rules first refuse, then sees it listed', async () => {
    await openPage('Catálogo');
    await page.getByText('Seu catálogo está vazio').waitFor();
    await page.getByRole('button', { name: 'Novo produto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Código (externalId)').fill('P-200');
    await dialog.getByLabel('Título').fill('Garrafa térmica 1L');
    await dialog.getByLabel('Marca').fill('Acme');
    await dialog.getByLabel('SKU').fill('P-200-AZUL');
    await dialog.getByLabel('Custo unitário (R$)').fill('31,90');
    await dialog.getByLabel('EAN 1', { exact: true }).fill('7891234567890');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    // The refusal is shown on the variation's EAN list, where the seller corrects it.
    await dialog.getByText('não é um código EAN/GTIN válido', { exact: false }).first().waitFor();

    await dialog.getByLabel('EAN 1', { exact: true }).fill('7891234567895');
    await dialog.getByRole('button', { name: 'Adicionar EAN' }).click();
    await dialog.getByLabel('EAN 2', { exact: true }).fill('7891234567888');
    await dialog.getByRole('checkbox', { name: 'Principal' }).nth(1).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Mais de um EAN marcado como principal', { exact: false }).first().waitFor();
    await screenshot(page, 'web-catalog-ean-error');

    await dialog.getByRole('checkbox', { name: 'Principal' }).nth(1).uncheck();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('product-P-200');
    await row.getByText('Garrafa térmica 1L').waitFor();
    await row.getByText('7891234567888').waitFor();
    await expect(row.textContent()).resolves.toMatch(/R\$\s31,90/);

    await page.getByLabel('Buscar por título, código ou SKU').fill('nada-assim');
    await page.getByText('Nenhum produto encontrado.').waitFor();
    await page.getByLabel('Buscar por título, código ou SKU').fill('P-200-AZUL');
    await row.waitFor();
    await screenshot(page, 'web-catalog-product-listed');
    expect(pageErrors).toEqual([]);
  });

  it('connects SANDBOX, creates an ad from a variation, and bulk-edits it', async () => {
    await openPage('Marketplaces');
    await page.getByText('Nenhum marketplace conectado ainda').waitFor();
    await page.getByRole('button', { name: 'Conectar conta' }).click();
    await page.getByRole('table', { name: 'Marketplaces' }).getByText('SANDBOX', { exact: true }).waitFor();

    await openPage('Catálogo');
    await page.getByRole('button', { name: 'Anunciar P-200-AZUL' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Criar anúncio' }).click();
    await dialog.getByText('Anúncio criado').waitFor();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

    await openPage('Anúncios');
    const row = page.getByTestId('ad-P-200-AZUL');
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /Editar em massa/ }).click();
    const bulk = page.getByRole('dialog');
    await bulk.getByText('1 selecionado(s)').waitFor();
    await bulk.getByLabel('Situação', { exact: true }).click();
    await page.getByRole('option', { name: 'Pausado' }).click();
    await bulk.getByLabel('Preço (R$)').fill('99,90');
    await bulk.getByLabel('Estoque').fill('7');
    await bulk.getByRole('button', { name: 'Salvar' }).click();
    await bulk.waitFor({ state: 'detached' });

    await row.getByTestId('ad-status').getByText('Pausado').waitFor();
    await row.getByTestId('ad-price').getByText(/99,90/).waitFor();
    await row.getByTestId('ad-stock').getByText('7', { exact: true }).waitFor();
    // The publication state comes from the sandbox marketplace, asynchronously.
    await row.getByText(/Publicado|Pendente|Erro/).waitFor();
    await screenshot(page, 'web-ads-bulk-edited');
    expect(pageErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the main pages (axe-core)', async () => {
    const found: Record<string, string[]> = {};
    for (const name of ['Painel', 'Catálogo', 'Anúncios', 'Marketplaces', 'Pedidos']) {
      await openPage(name);
      await page.getByRole('status').filter({ hasText: 'Carregando' }).waitFor({ state: 'detached' });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[name] = violations;
    }
    expect(found).toEqual({});
  });
});
