import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { brl, hasChromium, warnNoChromium } from '../helpers/browser.ts';
import {
  apiCall,
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';

warnNoChromium(
  'web admin: catalog price, stock and word search; stock inputs (test/e2e/web-catalog-stock.test.ts)',
);

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'estoque@feira.example', password: 'senha-muito-forte' };

/**
 * The catalog list as a seller scans it (price and stock of each variation, words typed in any order)
 * and the stock inputs, which refuse "2,5" and "-5" in plain Portuguese instead of saving 25 or 5.
 */
describe.runIf(hasChromium)('web admin: catalog price and stock, stock inputs', { timeout: 180_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let api: { authorization: string };
  let skuId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    apiCall(t, api, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Estoque', LOGIN);
    api = bearer(
      await tokenFor(t, seller.id, [
        'product:edit',
        'stock:edit',
        'bffweb:prices',
        'bffweb:marketplaces',
        'bffweb:ads',
      ]),
    );
    skuId = (
      await call('POST', '/integration/products', productBody('GT-1', { variations: [{ sku: 'GT-1-INOX' }] }))
    ).variations[0].skuId;
    await call(
      'POST',
      '/integration/products',
      productBody('CN-1', { title: 'Caneca térmica', variations: [{ sku: 'CN-1-A' }] }),
    );
    await call('PUT', `/integration/stock/${skuId}`, { stock: 7 });
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
    await call('POST', '/bffweb/ads', { originSkuId: skuId, platform: 'SANDBOX' });
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function settled(): Promise<string[]> {
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(page);
  }
  const rows = () => page.locator('[data-testid^="product-"]');

  it('refuses "2,5" and "-5" on the product page in Portuguese, and saves whole units', async () => {
    await page.goto(`${base}/catalog/GT-1`);
    const channels = page.getByTestId('channels-GT-1-INOX');
    const units = channels.getByRole('textbox', { name: 'Unidades em DEFAULT' });
    await units.fill('2,5');
    await channels.getByText('O estoque é contado em unidades inteiras: use 2 ou 3, sem vírgula.').waitFor();
    expect(await channels.getByRole('button', { name: 'Salvar estoque' }).isDisabled()).toBe(true);
    await units.fill('-5');
    await channels.getByText('O estoque não pode ser negativo.').waitFor();
    await units.press('Enter');
    expect(await units.getAttribute('aria-invalid')).toBe('true');
    expect(await settled()).toEqual([]);
    expect((await call('GET', `/integration/stock/${skuId}`)).stock).toBe(7);
    await units.fill('9');
    await channels.getByRole('button', { name: 'Salvar estoque' }).click();
    await channels.getByText('Estoque salvo').waitFor();
    expect((await call('GET', `/integration/stock/${skuId}`)).stock).toBe(9);
  });

  it('refuses a decimal stock in the bulk ad edit too', async () => {
    await page.goto(`${base}/ads`);
    await page.getByTestId('ad-GT-1-INOX').getByRole('checkbox').check();
    await page.getByRole('button', { name: /Editar em massa/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar anúncios selecionados' });
    await dialog.getByRole('textbox', { name: 'Estoque' }).fill('2,5');
    await dialog.getByText('O estoque é contado em unidades inteiras: use 2 ou 3, sem vírgula.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Estoque' }).fill('-5');
    await dialog.getByText('O estoque não pode ser negativo.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);
  });

  it('lists price and stock of each variation, and finds words in any order', async () => {
    await call('PUT', '/bffweb/prices/bysku', { skuId, value: 89.9 });
    await page.goto(`${base}/catalog`);
    const search = page.getByRole('searchbox', { name: /Buscar/ });
    await search.fill('térmica garrafa');
    await page.getByTestId('product-GT-1').waitFor();
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBe(1);
    const row = page.getByTestId('product-GT-1');
    await row.getByText(`Preço: ${brl(89.9)}`).waitFor();
    await row.getByText('Estoque: 9', { exact: true }).waitFor();
    await search.fill('termica');
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBe(2);
    await page.getByTestId('product-CN-1').getByText('Preço: —').waitFor();
    expect(await settled()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
