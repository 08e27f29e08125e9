import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  openFromMenu,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { send } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectChannel, createAd } from '../helpers/channels.ts';
import { webLogin, type WebLogin } from '../helpers/web.ts';

warnNoChromium('web admin change history (test/e2e/web-change-history.test.ts)');

const LOGIN = { email: 'historico@feira.example', password: 'senha-muito-forte' };

/**
 * "Histórico de alterações" in Debian's Chromium against the real service on 127.0.0.1: an ERP app
 * changes a cost, a price, stock and a title, a colleague pauses an ad, and the seller reads who (by
 * e-mail or app name) changed what (by SKU code and product), in Portuguese fields, and filters by
 * kind and by day.
 */
describe.runIf(hasChromium)('web admin: change history in a real browser', { timeout: 90_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let colleague: WebLogin;

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Histórico', LOGIN);
    const scopes = ['product:edit', 'price:edit', 'stock:edit', 'bffweb:ads', 'bffweb:marketplaces'];
    const erp = bearer(await tokenFor(t, seller.id, scopes));
    const created = await send(t, 'POST', '/integration/products', productBody('HIST-1'), erp);
    expect(created.statusCode, created.body).toBe(202);
    const skuId = created.json().variations[0].skuId as string;
    for (const value of [120, 99.9]) {
      const price = await send(t, 'PUT', '/integration/prices/bysku', { skuId, value }, erp);
      expect(price.statusCode, price.body).toBe(202);
    }
    expect((await send(t, 'PUT', `/integration/stock/${skuId}`, { stock: 12 }, erp)).statusCode).toBe(202);
    const renamed = { ...productBody('HIST-1'), title: 'Garrafa térmica 750 ml' };
    renamed.variations[0] = { ...renamed.variations[0]!, skuId } as (typeof renamed.variations)[0];
    expect((await send(t, 'PUT', '/integration/products/HIST-1', renamed, erp)).statusCode).toBe(202);
    await connectChannel(t, erp, 'SANDBOX');
    const adId = await createAd(t, erp, { originSkuId: skuId, platform: 'SANDBOX' });
    colleague = await webLogin(t, seller.id);
    const paused = await send(t, 'PUT', `/bffweb/ads/${adId}`, { status: 'PAUSED' }, colleague.headers);
    expect(paused.statusCode, paused.body).toBe(200);
    ({ browser, page, pageErrors } = await openBrowserSession(
      t,
      { width: 1280, height: 900, timeout: 20_000 },
      LOGIN,
    ));
    // A loaded machine can take more than the default minute to start the app and seed it.
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  // Intl writes "R$" and the amount with a no-break space between them.
  const text = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ');
  const rows = () => page.getByRole('table', { name: 'Histórico de alterações' }).locator('tbody tr');

  it('lists who changed what in Portuguese fields, by name, and filters them', async () => {
    await openFromMenu(page, 'Histórico de alterações');
    await rows().first().waitFor();
    // Cost, two prices, stock, title and the ad's pause; creating the ad is not an edit of it.
    await expect.poll(() => rows().count()).toBe(6);
    const table = page.getByRole('table', { name: 'Histórico de alterações' });
    const pause = page.getByTestId('change-ad-UPDATE');
    await expect.poll(() => pause.textContent()).toContain(colleague.email);
    expect(await pause.textContent()).toContain('HIST-1-AZUL');
    expect(await pause.textContent()).toContain('Garrafa térmica 750 ml');
    expect(await text(pause.locator('[data-field="status"]'))).toBe('Situação: Ativo → Pausado');
    const newest = page.getByTestId('change-price-SET').first();
    expect(await text(newest.locator('[data-field="value"]'))).toBe('Valor: R$ 120,00 → R$ 99,90');
    expect(await newest.textContent()).toContain('test app');
    expect(await text(page.getByTestId('change-stock-SET').locator('[data-field="stock"]'))).toBe(
      'Estoque: 0 → 12',
    );
    expect(
      await page.getByTestId('change-product-UPDATE').locator('[data-field="title"]').textContent(),
    ).toBe('Título: Garrafa térmica 1L → Garrafa térmica 750 ml');
    expect(await text(page.getByTestId('change-cost-CREATE').locator('[data-field="cost"]'))).toBe(
      'Custo: R$ 31,90',
    );
    // No internal ids nor English keys on screen.
    const shown = (await table.textContent()) ?? '';
    expect(shown).not.toMatch(/usr_|sku_|cli_|ad_01|"value"|priceType/);
    // The time is São Paulo's and shown whole (the cell does not wrap or cut it).
    const when = await rows().first().locator('td').first().boundingBox();
    const cell = await rows()
      .first()
      .locator('td')
      .first()
      .evaluate((td) => td.scrollWidth <= td.clientWidth);
    expect(when?.width).toBeGreaterThan(0);
    expect(cell).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'web-change-history');

    // Each action is offered once by its name.
    await page.getByRole('combobox', { name: 'Ação' }).click();
    const actions = await page.getByRole('option').allTextContents();
    expect(new Set(actions).size).toBe(actions.length);
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Custo', exact: true }).click();
    await expect.poll(() => rows().count()).toBe(1);
    expect(await page.getByTestId('change-cost-CREATE').count()).toBe(1);

    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Preço', exact: true }).click();
    await expect.poll(() => rows().count()).toBe(2);

    // A day before the changes: nothing in it.
    await page.getByLabel('Alterações até').fill('2020-01-01');
    await page.getByText('Nenhuma alteração com estes filtros.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
