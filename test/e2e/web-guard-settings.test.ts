import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { brl, hasChromium, warnNoChromium } from '../helpers/browser.ts';
import {
  apiCall,
  openBrowserSession,
  openFromMenu,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { channelShows } from '../helpers/channels.ts';
import { sandboxItem } from '../../src/modules/marketplaces/index.ts';

warnNoChromium('web admin profit guard settings (test/e2e/web-guard-settings.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'margem@feira.example', password: 'senha-muito-forte' };
const SKU = 'MRG-1';

/**
 * The profit guard's settings screen (WEB-93) in Debian's Chromium against the whole service: a SKU
 * costing R$ 60,00 sold on SANDBOX (no fees) at R$ 100,00. The seller raises the minimum margin to
 * 50 % in the screen (floor 60 / 0.5 = R$ 120,00), then a price of R$ 110,00 — fine before — is held
 * and the channel keeps R$ 100,00. Lowering the margin again is asked once more, and cancelling saves
 * nothing.
 */
describe.runIf(hasChromium)('the profit guard settings in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let sellerId: string;
  let adId: string;
  let erp: { authorization: string };
  let pageErrors: string[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    apiCall(t, erp, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Margem', LOGIN);
    sellerId = seller.id;
    erp = bearer(
      await tokenFor(t, seller.id, ['product:edit', 'price:edit', 'bffweb:marketplaces', 'bffweb:ads']),
    );
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX' });
    const product = await call(
      'POST',
      '/integration/products',
      productBody(`P-${SKU}`, {
        title: `Produto ${SKU}`,
        productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
        variations: [{ sku: SKU, cost: 60 }],
      }),
    );
    adId = (
      await call('POST', '/bffweb/ads', { originSkuId: product.variations[0].skuId, platform: 'SANDBOX' })
    ).id;
    expect((await call('PUT', '/integration/prices/bysku', { sku: SKU, value: 100 })).held).toEqual([]);
    await channelShows(t, sellerId, 'SANDBOX', adId, 'price', '100.00');
    ({ browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const settingsTab = async () => {
    await openFromMenu(page, 'Preços e promoções');
    await page.getByRole('tab', { name: 'Proteção de lucro' }).click();
    return page.getByLabel('Margem mínima (%)');
  };

  it('saves a higher minimum margin from the screen', async () => {
    const margin = await settingsTab();
    await margin.fill('50');
    await page.getByRole('button', { name: 'Salvar proteção' }).click();
    await page.getByTestId('guard-saved').waitFor();
    // A stronger guard is saved without asking.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await call('GET', '/integration/prices/guard')).toMatchObject({ minMargin: '0.5000' });
    expect((await call('GET', `/integration/prices/floor/bysku?sku=${SKU}`)).floor).toBe(120);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('then holds a price under the new floor: the channel keeps the last good price', async () => {
    await page.getByRole('tab', { name: 'Preços por SKU' }).click();
    await page.getByRole('combobox', { name: 'SKU', exact: true }).fill(SKU);
    await page.getByRole('option', { name: new RegExp(SKU) }).click();
    await page.getByRole('button', { name: 'Alterar preço de lista: Todas as plataformas' }).click();
    const dialog = page.getByRole('dialog', { name: `Preço de lista de ${SKU}` });
    await dialog.getByLabel('Preço de lista (R$)').fill('110');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog
      .getByTestId('price-held')
      .getByText(`abaixo do mínimo de ${brl(120)}`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('tab', { name: 'Preços retidos' }).click();
    await page.getByTestId(`held-${SKU}`).getByTestId('held-floor').getByText(brl(120)).waitFor();
    expect((await sandboxItem(t.rt, sellerId, 'SANDBOX', adId))?.fields.price).toBe('100.00');
  });

  it('asks before saving a weaker guard, and cancelling saves nothing', async () => {
    const margin = await settingsTab();
    await margin.fill('10');
    await page.getByRole('button', { name: 'Salvar proteção' }).click();
    const ask = page.getByRole('dialog', { name: 'Salvar uma proteção mais fraca?' });
    await ask.getByText('margem mínima de 50 % para 10 %').waitFor();
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await call('GET', '/integration/prices/guard')).toMatchObject({ minMargin: '0.5000' });
    expect(pageErrors).toEqual([]);
  });
});
