import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  apiCall,
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { EAN_A, EAN_C, productBody } from '../helpers/catalog.ts';

warnNoChromium(
  'web admin product page, catalog search and filters, money input, phone orders (test/e2e/web-product.test.ts)',
);

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'produto@feira.example', password: 'senha-muito-forte' };

/**
 * A seller's daily catalog work in Debian's Chromium against the whole service on 127.0.0.1: find a
 * product without accents or by part of its EAN, open it, change cost, EAN, price and stock and see
 * them in the catalog and on the ad; the money input over the ways people write amounts; a refusal
 * on its field in Portuguese; the missing-cost alert to a list where the cost is filled in; the order
 * list on a phone. Every page is checked with axe, and no console error or failed request may occur.
 */
describe.runIf(hasChromium)('web admin: product page and daily catalog work', { timeout: 180_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let api: { authorization: string };
  const problems: string[] = [];
  /** Requests a journey provokes on purpose (a refused save): not counted as failures. */
  const expectedRefusals: string[] = [];
  const skuIds: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    apiCall(t, api, method, url, payload);

  const watch = (p: Page) => {
    p.on('console', (message) => {
      // A refused response also logs "Failed to load resource": responses are judged below instead.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`console: ${message.text()}`);
      }
    });
    p.on('requestfailed', (request) => {
      // A navigation away cancels what the old page still had in flight: not a failure of the page.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
    });
    p.on('response', (response) => {
      const key = `${response.request().method()} ${new URL(response.url()).pathname}`;
      if (response.status() >= 400 && !expectedRefusals.includes(key)) {
        problems.push(`${response.status()}: ${key}`);
      }
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Produto', LOGIN);
    api = bearer(
      await tokenFor(t, seller.id, [
        'product:edit',
        'stock:edit',
        'bffweb:marketplaces',
        'bffweb:ads',
        'bffweb:orders',
      ]),
    );
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
    skuIds.glasses = (
      await call(
        'POST',
        '/integration/products',
        productBody('OC-1', {
          title: 'Óculos de sol polarizado',
          variations: [{ sku: 'OC-1-PRETO', eans: [{ value: EAN_A, main: true }], cost: 80 }],
        }),
      )
    ).variations[0].skuId;
    skuIds.mug = (
      await call(
        'POST',
        '/integration/products',
        productBody('CN-1', {
          title: 'Caneca esmaltada',
          variations: [{ sku: 'CN-1-BRANCA', eans: [{ value: EAN_C, main: true }] }],
        }),
      )
    ).variations[0].skuId;
    await call('POST', '/bffweb/ads', { originSkuId: skuIds.glasses, platform: 'SANDBOX' });
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
    watch(page);
    // A loaded machine (other suites in parallel) can take more than the default minute to start the app.
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

  const catalogRows = () => page.locator('[data-testid^="product-"]');

  it('finds products without accents and by part of an EAN, in the database', async () => {
    await page.goto(`${base}/catalog`);
    await page.getByRole('heading', { level: 1, name: 'Catálogo' }).waitFor();
    const search = page.getByRole('searchbox', { name: /Buscar/ });
    await search.fill('oculos');
    await page.getByTestId('product-OC-1').waitFor();
    await expect.poll(() => catalogRows().count(), { timeout: 15_000 }).toBe(1);
    await search.fill(EAN_C.slice(-6));
    await page.getByTestId('product-CN-1').waitFor();
    await expect.poll(() => catalogRows().count(), { timeout: 15_000 }).toBe(1);
    await search.fill('');
    await expect.poll(() => catalogRows().count(), { timeout: 15_000 }).toBe(2);
    // The variation already on the sandbox shows it, and is offered no second ad there.
    const glasses = page.getByTestId('product-OC-1');
    await glasses.getByText('Sandbox', { exact: false }).first().waitFor();
    expect(await glasses.getByRole('button', { name: /Anunciar/ }).count()).toBe(0);
    expect(
      await page
        .getByTestId('product-CN-1')
        .getByRole('button', { name: /Anunciar/ })
        .count(),
    ).toBe(1);
    expect(await settled()).toEqual([]);
  });

  it('opens a product from its row with the mouse and from its title with the keyboard', async () => {
    await page.getByTestId('product-OC-1').locator('td').nth(1).click();
    await page.getByRole('heading', { level: 1, name: 'Óculos de sol polarizado' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog/OC-1');
    await page.getByRole('link', { name: /Voltar ao catálogo/ }).click();
    await page.getByTestId('product-CN-1').waitFor();
    await page.getByRole('link', { name: 'Caneca esmaltada' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Caneca esmaltada' }).waitFor();
    expect(await settled()).toEqual([]);
  });

  it('reads the money input as a person means it, typed or pasted, and refuses what reads two ways', async () => {
    await page.goto(`${base}/catalog/OC-1`);
    const cost = page.getByTestId('variation-OC-1-PRETO').getByRole('textbox', { name: /Custo/ });
    await cost.waitFor();
    const rows: [string, string][] = [
      ['469,90', 'R$\u00a0469,90'],
      ['469.90', 'R$\u00a0469,90'],
      ['1.234,56', 'R$\u00a01.234,56'],
      ['1,234.56', 'R$\u00a01.234,56'],
      ['21.5', 'R$\u00a021,50'],
      ['0,1234', 'R$\u00a00,1234'],
    ];
    for (const [index, [text, shown]] of rows.entries()) {
      await cost.fill('');
      // Half the rows typed key by key, half pasted at once (fill sets the whole text like a paste).
      if (index % 2 === 0) await cost.pressSequentially(text);
      else await cost.fill(text);
      await page.getByText(`Será salvo: ${shown}`).waitFor();
    }
    await cost.fill('1.234');
    await page.getByText(/Valor ambíguo/).waitFor();
    expect(await cost.getAttribute('aria-invalid')).toBe('true');
    await cost.fill('1.234,5');
    await page.getByText('Será salvo: R$\u00a01.234,50').waitFor();
    expect(await settled()).toEqual([]);
  });

  it('edits cost and EAN, shows a refused EAN on its field in Portuguese, and saves', async () => {
    const variation = page.getByTestId('variation-OC-1-PRETO');
    await variation.getByRole('textbox', { name: /Custo/ }).fill('1.234,56');
    const ean = variation.getByRole('textbox', { name: 'EAN 1' });
    await ean.fill('7891234567890');
    expectedRefusals.push('PUT /bffweb/catalog/products/OC-1');
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await variation
      .getByTestId('ean-error-0')
      .getByText(/dígito verificador/)
      .waitFor();
    expect(await page.getByText('variations[0]').count()).toBe(0);
    expectedRefusals.pop();
    await ean.fill(EAN_A);
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByRole('status').getByText('Produto salvo').waitFor();
    const stored = await call('GET', '/integration/products/OC-1');
    expect(stored.variations[0].cost).toBe(1234.56);
    expect(stored.variations[0].eans).toEqual([{ value: EAN_A, main: true }]);
    await screenshot(page, 'web-product-page');
  });

  it('sets the price on the marketplace and the stock of a warehouse, and the ad follows', async () => {
    const channels = page.getByTestId('channels-OC-1-PRETO');
    await channels.getByLabel('Marketplace', { exact: true }).click();
    await page
      .getByRole('option', { name: /Sandbox/ })
      .first()
      .click();
    const price = channels.getByRole('textbox', { name: /Novo preço/ });
    // Below what the SKU costs (R$ 1.234,56): the profit guard holds it and says the floor (PRC-27).
    await price.fill('469.90');
    await channels.getByText('Será salvo: R$\u00a0469,90').waitFor();
    await channels.getByRole('button', { name: 'Salvar preço' }).click();
    await channels
      .getByTestId('price-held')
      .getByText(/Preço retido: abaixo do mínimo de R\$\u00a0[\d.]+,\d\d/)
      .waitFor();

    await price.fill('2469.90');
    await channels.getByText('Será salvo: R$\u00a02.469,90').waitFor();
    await channels.getByRole('button', { name: 'Salvar preço' }).click();
    await channels.getByText('Preço salvo').waitFor();
    await channels.getByTestId('prices-OC-1-PRETO').getByText('R$\u00a02.469,90').first().waitFor();

    await channels.getByRole('textbox', { name: 'Unidades em DEFAULT' }).fill('12');
    await channels.getByRole('button', { name: 'Salvar estoque' }).click();
    await channels.getByText('Estoque salvo').waitFor();

    await eventually(async () => {
      const [ad] = await call('GET', `/integration/ads/list/byOriginSkuId?originSkuIds=${skuIds.glasses}`);
      return ad.price === 2469.9 && ad.stock === 12;
    }, 30_000);
    await page.reload();
    await page
      .getByTestId('ads-OC-1-PRETO')
      .getByText(/2\.469,90 · 12 unidades/)
      .waitFor();
    expect(await settled()).toEqual([]);
  });

  it('takes a variation off sale with its switch, and its ad is inactive; back on sale, it is active again', async () => {
    const variation = page.getByTestId('variation-OC-1-PRETO');
    const onSale = variation.getByRole('switch', { name: 'Variação ativa (à venda)' });
    const adStatus = async () =>
      (await call('GET', `/integration/ads/list/byOriginSkuId?originSkuIds=${skuIds.glasses}`))[0].status;
    for (const [checked, status, ad] of [
      [false, 'INACTIVE', 'INACTIVE'],
      [true, 'ACTIVE', 'ACTIVE'],
    ] as const) {
      // By keyboard, as a switch is used: the sticky header may cover it for a pointer.
      await onSale.focus();
      await page.keyboard.press('Space');
      expect(await onSale.isChecked()).toBe(checked);
      await page.getByRole('button', { name: 'Salvar produto' }).click();
      await page.getByRole('status').getByText('Produto salvo').waitFor();
      // The saved notice may still show from the first save: wait on the stored value itself.
      await eventually(async () =>
        (await call('GET', '/integration/products/OC-1')).variations[0].status === status ? true : undefined,
      );
      await eventually(async () => ((await adStatus()) === ad ? true : undefined), 30_000);
    }
  });

  it('shows the new cost in the catalog list, labelled', async () => {
    await page.getByRole('link', { name: /Voltar ao catálogo/ }).click();
    await page.getByTestId('product-OC-1').getByText('Custo: R$\u00a01.234,56').waitFor();
  });

  it('goes from the missing-cost alert to a filtered list where the cost is filled in', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    await page.getByRole('link', { name: 'Completar custos no catálogo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catálogo' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Sem custo' }).isChecked()).toBe(true);
    await page.getByTestId('product-CN-1').waitFor();
    await expect.poll(() => catalogRows().count(), { timeout: 15_000 }).toBe(1);
    expect(await settled()).toEqual([]);
    await page.getByRole('link', { name: 'Caneca esmaltada' }).click();
    await page.getByTestId('variation-CN-1-BRANCA').getByRole('textbox', { name: /Custo/ }).fill('12,90');
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await page.getByRole('status').getByText('Produto salvo').waitFor();
    await page.goBack();
    await page.getByText('Nenhum produto encontrado.').waitFor();
    expect((await call('GET', '/integration/products/CN-1')).variations[0].cost).toBe(12.9);
  });

  it('lists orders on a 390×844 phone without sideways scrolling, status and total in view', async () => {
    await call('PUT', `/integration/stock/${skuIds.glasses}`, { stock: 50 });
    for (let i = 0; i < 3; i++) {
      await call('POST', '/bffweb/orders/sandbox', {
        platform: 'SANDBOX',
        items: [{ skuId: skuIds.glasses, qty: 1, salePrice: 469.9 }],
      });
    }
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    phone.setDefaultTimeout(VIEW.timeout);
    const small = await phone.newPage();
    watch(small);
    // The same seller's session on the phone (its login page was journeyed already).
    await phone.addCookies(await page.context().cookies());
    await small.goto(`${base}/orders`);
    await small.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    const cards = small.locator('[data-testid^="order-"]');
    await expect.poll(() => cards.count()).toBe(3);
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = cards.first();
    const box = await card.boundingBox();
    for (const part of [card.getByText(/R\$/), card.locator('.mantine-Badge-root')]) {
      const inner = await part.first().boundingBox();
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    await screenshot(small, 'web-orders-phone');
    await phone.close();
  });

  it('had no console error, failed request or page error on any page', () => {
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
