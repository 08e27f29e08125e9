import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

warnNoChromium('web admin change history (test/e2e/web-change-history.test.ts)');

const LOGIN = { email: 'historico@feira.example', password: 'senha-muito-forte' };

/**
 * "Histórico de alterações" in Debian's Chromium against the real service on 127.0.0.1: an ERP app
 * changes a cost and a price, and the seller sees who changed what, filters by kind and by day.
 */
describe.runIf(hasChromium)('web admin: change history in a real browser', { timeout: 90_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Histórico', LOGIN);
    const erp = bearer(await tokenFor(t, seller.id, ['product:edit', 'price:edit']));
    const created = await send(t, 'POST', '/integration/products', productBody('HIST-1'), erp);
    expect(created.statusCode, created.body).toBe(202);
    const skuId = created.json().variations[0].skuId as string;
    for (const value of [120, 99.9]) {
      const price = await send(t, 'PUT', '/integration/prices/bysku', { skuId, value }, erp);
      expect(price.statusCode, price.body).toBe(202);
    }
    ({ browser, page, pageErrors } = await openBrowserSession(
      t,
      { width: 1280, height: 900, timeout: 20_000 },
      LOGIN,
    ));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const rows = () => page.getByRole('table', { name: 'Histórico de alterações' }).locator('tbody tr');

  it('lists the changes with their values before and after, and filters them', async () => {
    await openFromMenu(page, 'Histórico de alterações');
    await rows().first().waitFor();
    expect(await rows().count()).toBe(3);
    const newest = page.getByTestId('change-price-SET').first();
    await expect.poll(() => newest.textContent()).toContain('value: 120.00');
    expect(await newest.textContent()).toContain('value: 99.90');
    expect(await newest.textContent()).toContain('Aplicativo');
    await page.getByTestId('change-cost-CREATE').getByText('cost: 31.9').waitFor();
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'web-change-history');

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
