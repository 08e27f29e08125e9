import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { brl, hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  apiCall,
  openBrowserSession,
  openFromMenu,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';

warnNoChromium('web admin prices and promotions (test/e2e/web-prices-promotions.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'precos@feira.example', password: 'senha-muito-forte' };
const SKU = 'PANELA-INOX';
const PROMOTION = 'Semana da cozinha';

/**
 * The prices and promotions page in Debian's Chromium against the real service (whole app, workers
 * running, PGlite). The catalog and the first price come in through the integration API, as a seller's
 * ERP sends them; the rest is done in the page. The browser runs in Tokyo time, so dates that come out
 * in São Paulo time can only come from the seller's time zone.
 */
describe.runIf(hasChromium)('prices and promotions in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let erp: { authorization: string };
  let pageErrors: string[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    apiCall(t, erp, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Cozinha', LOGIN);
    erp = bearer(
      await tokenFor(t, seller.id, [
        'product:edit',
        'price:edit',
        'bffweb:marketplaces',
        'bffweb:ads',
        'bffweb:promotions',
        'bffweb:price-formation',
      ]),
    );
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX' });
    const kitchen = await call('POST', '/integration/categories', { name: 'Cozinha' });
    const product = await call(
      'POST',
      '/integration/products',
      productBody('PANELA', {
        categoryId: kitchen.id,
        title: 'Panela de inox',
        variations: [{ sku: SKU, cost: 40 }],
      }),
    );
    await call('POST', '/bffweb/ads', { originSkuId: product.variations[0].skuId, platform: 'SANDBOX' });
    await call('PUT', '/integration/prices/bysku', { sku: SKU, value: 100 });
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
    // The browser's own clock in Tokyo: the page must still enter and show dates on the seller's (São Paulo).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function seriousViolations(): Promise<string[]> {
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    // A dialog fading in has its text half-transparent: contrast is judged once it has settled.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(page);
  }
  const scope = (platform: 'all' | 'SANDBOX') => page.getByTestId(`price-scope-${platform}`);
  const newestChange = () => page.getByTestId('price-history-entry').first();

  it("opens a SKU's prices and history with the change's source, and changes its list price in the admin", async () => {
    await openFromMenu(page, 'Preços e promoções');
    await page.getByText('Escolha um SKU para ver os preços').waitFor();
    await page.getByRole('combobox', { name: 'SKU', exact: true }).fill('panela');
    await page.getByRole('option', { name: new RegExp(SKU) }).click();

    await scope('all').getByTestId('sale-price').getByText(brl(100)).waitFor();
    await newestChange().getByText('Integração', { exact: true }).waitFor();
    await newestChange().getByText('Enviado por um parceiro integrado (ERP ou hub) pela API.').waitFor();

    await page.getByRole('button', { name: 'Alterar preço de lista: Todas as plataformas' }).click();
    const dialog = page.getByRole('dialog', { name: `Preço de lista de ${SKU}` });
    // Pasted with a decimal point, it still reads one hundred and twenty, and says so before saving.
    await dialog.getByLabel('Preço de lista (R$)').fill('120.00');
    await dialog.getByText(`Será salvo: ${brl(120)}`).waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await scope('all').getByTestId('sale-price').getByText(brl(120)).waitFor();
    await newestChange().getByText('Painel', { exact: true }).waitFor();
    await newestChange()
      .getByText(`${brl(100)} → ${brl(120)}`)
      .first()
      .waitFor();
    const [latest] = (await call('GET', `/integration/prices/history?sku=${SKU}&size=1`))._embedded
      .priceHistoryApiDTOList;
    expect(latest).toMatchObject({ source: 'ADMIN', oldValue: 100, newValue: 120 });

    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-prices-history');
    expect(pageErrors).toEqual([]);
  });

  it('holds a price of 0 below the floor, shows it with the floor and the reason, and drops it', async () => {
    // Cost 40 + inbound freight 1.20 + packaging 0.50 on SANDBOX, which charges no fees: the floor is 41.70.
    await page.getByTestId('price-floor').getByText(brl(41.7)).waitFor();
    await page.getByRole('button', { name: 'Alterar preço de lista: Todas as plataformas' }).click();
    const dialog = page.getByRole('dialog', { name: `Preço de lista de ${SKU}` });
    await dialog.getByLabel('Preço de lista (R$)').fill('0');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog
      .getByTestId('price-held')
      .getByText(`abaixo do mínimo de ${brl(41.7)}`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing changed: the channel keeps 120, and the held change waits with its reason.
    await scope('all').getByTestId('sale-price').getByText(brl(120)).waitFor();
    const held = page.getByTestId('held-price');
    await held.getByText(`Abaixo do preço mínimo (${brl(41.7)})`).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-prices-held');
    await held.getByRole('button', { name: 'Descartar' }).click();
    await page.getByText('Nenhuma alteração de preço retida.').waitFor();
    expect((await call('GET', `/integration/prices/bysku?sku=${SKU}`)).listPrice).toBe(120);
    expect(pageErrors).toEqual([]);
  });

  it('creates a promotion with the eligibility builder, activates it, sees the price change, and finishes it', async () => {
    await page.getByRole('tab', { name: 'Promoções' }).click();
    await page.getByText('Nenhuma promoção ainda').waitFor();
    await page.getByRole('button', { name: 'Nova promoção' }).click();
    const editor = page.getByRole('dialog', { name: 'Nova promoção' });
    await editor.getByLabel('Nome').fill(PROMOTION);
    await editor.getByLabel('Desconto (%)').fill('10');
    await editor.getByText('Será salvo: 10 %').waitFor();
    // Ads can be picked one by one too (domain AD), searched on a marketplace.
    await editor.getByText('Anúncios', { exact: true }).click();
    await editor.getByRole('combobox', { name: 'Anúncios', exact: true }).fill('panela');
    await page.getByRole('option', { name: `${SKU} — Panela de inox (SANDBOX)` }).waitFor();
    await editor.getByText('Produtos (SKUs e categorias)', { exact: true }).click();
    await editor.getByRole('combobox', { name: 'Categorias' }).click();
    await page.getByRole('option', { name: 'Cozinha' }).click();
    await editor.getByRole('combobox', { name: 'SKUs' }).fill('panela');
    await page.getByRole('option', { name: new RegExp(SKU) }).click();
    await editor.getByRole('combobox', { name: 'Plataformas' }).click();
    await page.getByRole('option', { name: 'SANDBOX', exact: true }).click();
    await editor.getByText('Vale para 1 SKU(s) e 1 categoria(s), em SANDBOX.').waitFor();

    // The service's validation comes back on the field it names: an end before the start.
    await editor.getByRole('textbox', { name: 'Início', exact: true }).fill('2030-12-31T22:00');
    await editor.getByRole('textbox', { name: 'Término', exact: true }).fill('2030-12-30T22:00');
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await editor.getByTestId('promotion-error').waitFor();
    expect(
      await editor.getByRole('textbox', { name: 'Término', exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-promotion-editor');

    // Starts on activation; ends on the seller's clock (São Paulo), whatever the browser's zone.
    await editor.getByRole('textbox', { name: 'Início', exact: true }).fill('');
    await editor.getByRole('textbox', { name: 'Término', exact: true }).fill('2030-12-31T23:00');
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = page.getByTestId(`promotion-${PROMOTION}`);
    await row.getByText('Inativa').waitFor();
    await row.getByText('31/12/2030, 23:00').waitFor();
    const [stored] = (await call('GET', '/bffweb/promotions/list/all'))._embedded.promotionApiDTOList;
    expect(stored).toMatchObject({
      name: PROMOTION,
      endDate: '2031-01-01T02:00:00.000Z',
      eligibility: { domain: 'PRODUCT', platforms: ['SANDBOX'], skuIds: [expect.any(String)] },
    });

    // Before it runs, its effect is a preview of the price it would give.
    await row.getByRole('button', { name: `Efeito nos preços: ${PROMOTION}` }).click();
    const effect = page.getByRole('dialog', { name: `Efeito de “${PROMOTION}” nos preços` });
    await effect.getByText('Prévia: a promoção não está em vigor.', { exact: false }).waitFor();
    await effect.getByTestId(`effect-${SKU}`).getByTestId('promotional-price').getByText(brl(108)).waitFor();
    await effect.getByRole('button', { name: 'Fechar' }).click();
    await effect.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `Ativar: ${PROMOTION}` }).click();
    const activate = page.getByRole('dialog', { name: `Ativar “${PROMOTION}”?` });
    await activate.getByText('Os preços de venda dos SKUs cobertos mudam agora').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await activate.getByRole('button', { name: 'Ativar' }).click();
    await activate.waitFor({ state: 'detached' });
    await row.getByText('Ativa', { exact: true }).waitFor();
    await row.getByText('Em vigor').waitFor();

    // The SKU's price on SANDBOX is now the promotion's, and the history says which promotion did it.
    await page.getByRole('tab', { name: 'Preços por SKU' }).click();
    await scope('SANDBOX').getByTestId('sale-price').getByText(brl(108)).waitFor();
    await scope('SANDBOX').getByText(`Promoção “${PROMOTION}”`, { exact: false }).waitFor();
    await scope('all').getByTestId('sale-price').getByText(brl(120)).waitFor();
    await newestChange().getByText(`Aplicado pela promoção “${PROMOTION}”.`).waitFor();
    // SANDBOX followed the every-platform price until now: this is its first price of its own.
    expect(await newestChange().getByTestId('sale-change').textContent()).toBe(
      `${brl(108)} (primeiro preço)`,
    );
    await newestChange().getByText('SANDBOX', { exact: true }).waitFor();
    await screenshot(page, 'web-prices-promotion-in-effect');

    await page.getByRole('tab', { name: 'Promoções' }).click();
    await row.getByRole('button', { name: `Encerrar: ${PROMOTION}` }).click();
    const finish = page.getByRole('dialog', { name: `Encerrar “${PROMOTION}”?` });
    await finish.getByText('Os preços de lista voltam a valer').waitFor();
    await finish.getByRole('button', { name: 'Encerrar' }).click();
    await finish.waitFor({ state: 'detached' });
    await row.getByText('Encerrada').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-promotions-list');

    await page.getByRole('tab', { name: 'Preços por SKU' }).click();
    await scope('SANDBOX').getByTestId('sale-price').getByText(brl(120)).waitFor();
    expect((await call('GET', `/integration/prices/SANDBOX/${stored.eligibility.skuIds[0]}`)).salePrice).toBe(
      120,
    );
    expect(pageErrors).toEqual([]);
  });

  it('explains a price a rule wrote and links to that rule', async () => {
    const skuId = (await call('GET', `/integration/prices/bysku?sku=${SKU}`)).skuId;
    const rule = await call('POST', '/bffweb/price-formation/rules', {
      name: 'Markup cozinha',
      eligibility: { platforms: ['SANDBOX'], skuIds: [skuId] },
      objective: { driver: 'MARKUP', value: 2.5 },
    });
    const { jobId } = await call('POST', `/bffweb/price-formation/rules/${rule.id}/apply`);
    await eventually(
      async () =>
        (await call('GET', `/bffweb/price-formation/rules/${rule.id}/jobs/${jobId}`)).status === 'SUCCESS',
    );

    await page.goto(`${base}/prices`);
    await page.getByRole('combobox', { name: 'SKU', exact: true }).fill(SKU);
    await page.getByRole('option', { name: new RegExp(SKU) }).click();
    // Cost 40 × 2.5 on SANDBOX: the rule's list price there.
    await scope('SANDBOX').getByTestId('sale-price').getByText(brl(100)).waitFor();
    await newestChange().getByText('Regra de preço', { exact: true }).waitFor();
    expect(await newestChange().getByTestId('sale-change').textContent()).toBe(`${brl(120)} → ${brl(100)}`);
    await newestChange().getByRole('link', { name: 'Markup cozinha' }).click();
    await page.getByRole('heading', { level: 1, name: 'Formação de preço' }).waitFor();
    await page.getByRole('dialog', { name: /Markup cozinha/ }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('fits a tablet: the page is never wider than the screen, wide tables scroll inside their box', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    try {
      await page.goto(`${base}/prices`);
      await page.getByRole('combobox', { name: 'SKU', exact: true }).fill(SKU);
      await page.getByRole('option', { name: new RegExp(SKU) }).click();
      await page.getByTestId('price-history-entry').first().waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(page, 'web-prices-tablet');
      await page.getByRole('tab', { name: 'Promoções' }).click();
      await page.getByTestId(`promotion-${PROMOTION}`).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(page, 'web-promotions-tablet');
    } finally {
      await page.setViewportSize(VIEW);
    }
  });
  it("shows an ad's own price beside the SKU's, and a SKU price change says that ad keeps it", async () => {
    const product = await call(
      'POST',
      '/integration/products',
      productBody('TAMPA', { title: 'Tampa de vidro' }),
    );
    const skuId = product.variations[0].skuId as string;
    const sku = product.variations[0].sku as string;
    const ad = await call('POST', '/bffweb/ads', { originSkuId: skuId, platform: 'SANDBOX' });
    await call('PUT', '/integration/prices/bysku', { skuId, value: 50 });
    await call('PUT', '/bffweb/ads/bulk-edit', { adIds: [ad.id], changes: { price: 79.9 } });

    await page.goto(`${base}/prices`);
    await page.getByRole('combobox', { name: 'SKU', exact: true }).fill(sku);
    await page.getByRole('option', { name: new RegExp(sku) }).click();
    await scope('all').getByTestId('sale-price').getByText(brl(50)).waitFor();
    const own = page.getByTestId('own-price-ads');
    await own.getByText(`${brl(79.9)}, não segue o preço do SKU`, { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Alterar preço de lista: Todas as plataformas' }).click();
    const dialog = page.getByRole('dialog', { name: `Preço de lista de ${sku}` });
    const note = dialog.getByTestId('own-price-note');
    await note
      .getByText('Estes anúncios têm preço próprio e não mudam com este preço', { exact: false })
      .waitFor();
    expect(await note.textContent()).toContain(brl(79.9));
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-prices-own-ad-price');
    await dialog.getByLabel('Preço de lista (R$)').fill('55');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await scope('all').getByTestId('sale-price').getByText(brl(55)).waitFor();
    // The ad kept its own price: the SKU's change did not reach it.
    expect((await call('GET', `/bffweb/ads/${ad.id}`)).price).toBe(79.9);
    await own.getByText(`${brl(79.9)}, não segue o preço do SKU`, { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
