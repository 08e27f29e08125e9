import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
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
import { channelShows } from '../helpers/channels.ts';
import { sandboxItem } from '../../src/modules/marketplaces/index.ts';

warnNoChromium('web admin profit guard (test/e2e/web-profit-guard.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'guarda@feira.example', password: 'senha-muito-forte' };
const SKU = 'DEMO-050';
const CONFLICT = 'PAR-2';
const PROMOTION = 'Queima de inverno';
const PLATFORMS = ['SANDBOX', 'SANDBOX_ML', 'SANDBOX_SHP'];

/**
 * The profit guard in Debian's Chromium against the real service (whole app, workers running,
 * PGlite), as issue 42 tried it: a SKU costing R$ 39,00 published on SANDBOX_ML (14 % commission and
 * a R$ 6,00 fixed fee), a price of 0 typed in the admin. It is held with the floor and the reason, the
 * dashboard counts it, a legitimate deep discount is confirmed and reaches the channel, and the parity
 * rule lists the SKU it cannot bring into line without a loss; a promotion shows, before it starts, the
 * SKU it would take below the floor.
 */
describe.runIf(hasChromium)('the profit guard in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let sellerId: string;
  let adId: string;
  let floor: number;
  let erp: { authorization: string };
  let pageErrors: string[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    apiCall(t, erp, method, url, payload);
  const channelPrice = async () => (await sandboxItem(t.rt, sellerId, 'SANDBOX_ML', adId))?.fields.price;

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Guarda', LOGIN);
    sellerId = seller.id;
    erp = bearer(
      await tokenFor(t, seller.id, [
        'product:edit',
        'price:edit',
        'promotion:edit',
        'bffweb:marketplaces',
        'bffweb:ads',
      ]),
    );
    for (const platform of PLATFORMS) await call('POST', '/bffweb/marketplaces', { platform });
    const skuIds: string[] = [];
    for (const sku of [SKU, CONFLICT]) {
      const product = await call(
        'POST',
        '/integration/products',
        productBody(`P-${sku}`, {
          title: `Produto ${sku}`,
          productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
          variations: [{ sku, cost: 39 }],
        }),
      );
      skuIds.push(product.variations[0].skuId);
    }
    adId = (await call('POST', '/bffweb/ads', { originSkuId: skuIds[0], platform: 'SANDBOX_ML' })).id;
    const priced = await call('PUT', '/integration/prices/list/bysku', [
      { sku: SKU, value: 100 },
      { sku: CONFLICT, value: 100 },
      { sku: CONFLICT, platform: 'SANDBOX', value: 40 },
    ]);
    expect(priced.held).toEqual([]);
    await channelShows(t, sellerId, 'SANDBOX_ML', adId, 'price', '100.00');
    // The SKU-wide floor is the highest of the connected channels'; how it is computed is the domain's test.
    floor = (await call('GET', `/integration/prices/floor/bysku?sku=${SKU}`)).floor;
    expect(floor).toBeGreaterThan(45);
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function seriousViolations(): Promise<string[]> {
    // Judged at rest: the pointer left over a button just clicked would show its hover shade.
    await page.mouse.move(0, 0);
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(page);
  }
  const heldRow = () => page.getByTestId(`held-${SKU}`);

  async function typePrice(value: string) {
    await page.getByRole('button', { name: 'Alterar preço de lista: Todas as plataformas' }).click();
    const dialog = page.getByRole('dialog', { name: `Preço de lista de ${SKU}` });
    await dialog.getByLabel('Preço de lista (R$)').fill(value);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog
      .getByTestId('price-held')
      .getByText(`abaixo do mínimo de ${brl(floor)}`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('holds a price of 0, counts it on the dashboard, and shows it with the floor, its breakdown and the reason', async () => {
    await openFromMenu(page, 'Preços e promoções');
    await page.getByRole('combobox', { name: 'SKU', exact: true }).fill(SKU);
    await page.getByRole('option', { name: new RegExp(SKU) }).click();
    await page.getByTestId('price-floor').getByText(brl(floor)).waitFor();
    await typePrice('0');
    // The channel keeps the last good price.
    expect(await channelPrice()).toBe('100.00');

    await openFromMenu(page, 'Painel');
    const alert = page.getByTestId('dashboard-alerts');
    await alert.getByText('1 preço(s) retido(s) pelo preço mínimo', { exact: false }).waitFor();
    await alert.getByRole('link', { name: 'Ver preços retidos' }).click();
    await page.getByRole('tab', { name: 'Preços retidos', selected: true }).waitFor();

    await heldRow().getByTestId('held-value').getByText(brl(0)).waitFor();
    await heldRow().getByTestId('held-floor').getByText(brl(floor)).waitFor();
    await heldRow()
      .getByText(`${brl(0)} fica abaixo do mínimo de ${brl(floor)} (Todas as plataformas)`, { exact: false })
      .waitFor();
    await heldRow().getByText('Alterado no painel').waitFor();
    await heldRow().getByRole('button', { name: 'Ver composição' }).click();
    // SANDBOX_ML: cost 39 + fixed fee 6, then 14 % commission on the floor.
    await page
      .getByTestId('floor-breakdown')
      .getByText(`custo ${brl(39)} + tarifa fixa ${brl(6)}`, { exact: false })
      .first()
      .waitFor();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-held-prices');

    // Dropped, asked once more: nothing reached the channel.
    await heldRow().getByRole('button', { name: 'Descartar' }).click();
    const drop = page.getByRole('dialog', { name: `Descartar a alteração de ${SKU}?` });
    await drop.getByText(`o preço atual (${brl(100)}) continua nos canais`, { exact: false }).waitFor();
    await drop.getByRole('button', { name: 'Descartar' }).click();
    await drop.waitFor({ state: 'detached' });
    await page.getByText('Nenhum preço retido.', { exact: false }).waitFor();
    expect(await channelPrice()).toBe('100.00');
    expect(pageErrors).toEqual([]);
  });

  it('confirms a legitimate deep discount below the floor, which then reaches the channel', async () => {
    await page.goto(`${base}/prices`);
    await page.getByRole('combobox', { name: 'SKU', exact: true }).fill(SKU);
    await page.getByRole('option', { name: new RegExp(SKU) }).click();
    // A clearance at 45: below the floor on purpose.
    await typePrice('45');
    await page.getByRole('tab', { name: 'Preços retidos' }).click();
    await heldRow().getByTestId('held-value').getByText(brl(45)).waitFor();
    expect(await channelPrice()).toBe('100.00');

    await heldRow().getByRole('button', { name: 'Confirmar' }).click();
    const confirm = page.getByRole('dialog', { name: `Confirmar ${brl(45)} para ${SKU}?` });
    await confirm.getByText(`abaixo do mínimo de ${brl(floor)}`, { exact: false }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Nenhum preço retido.', { exact: false }).waitFor();
    await channelShows(t, sellerId, 'SANDBOX_ML', adId, 'price', '45.00');
    expect((await call('GET', `/integration/prices/bysku?sku=${SKU}`)).listPrice).toBe(45);
    expect(pageErrors).toEqual([]);
  });

  it('sets the parity rule on SANDBOX_ML and lists the SKU the floor keeps out of parity', async () => {
    await page.goto(`${base}/prices?tab=parity`);
    await page.getByRole('combobox', { name: 'Canal mantido em paridade' }).click();
    await page.getByRole('option', { name: 'SANDBOX_ML', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar regra' }).click();
    await page.getByTestId('parity-saved').getByText('SANDBOX_ML em paridade', { exact: false }).waitFor();
    expect((await call('GET', '/integration/prices/parity')).rule).toEqual({
      channel: 'SANDBOX_ML',
      band: '0',
    });

    const conflict = page.getByTestId(`parity-conflict-${CONFLICT}`);
    await conflict.getByText(`${brl(40)} (SANDBOX)`).waitFor();
    await conflict
      .getByText(`Em SANDBOX_ML, a paridade pede ${brl(40)}, abaixo do mínimo de`, { exact: false })
      .waitFor();
    expect(await page.getByTestId(`parity-conflict-${SKU}`).count()).toBe(0);
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-parity-conflicts');
    expect(pageErrors).toEqual([]);
  });

  it('shows, before a promotion starts, its stacked price, the margin left and the SKU the guard holds out', async () => {
    const skuIds = (await call('GET', `/integration/prices/bysku?sku=${SKU}`)).skuId;
    // 10 % off the 45.00 confirmed above: 40.50, under the floor on SANDBOX_ML.
    await call('POST', '/integration/promotions', {
      name: PROMOTION,
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 10,
      restorePricesOnAutoFinish: true,
      eligibility: { domain: 'PRODUCT', platforms: ['SANDBOX_ML'], skuIds: [skuIds] },
    });
    await page.goto(`${base}/prices`);
    await page.getByRole('tab', { name: 'Promoções' }).click();
    const row = page.getByTestId(`promotion-${PROMOTION}`);
    await row.getByRole('button', { name: `Efeito nos preços: ${PROMOTION}` }).click();
    const effect = page.getByRole('dialog', { name: `Efeito de “${PROMOTION}” nos preços` });
    await effect
      .getByTestId('promotion-guard-summary')
      .getByText('1 SKU(s) ficariam abaixo do preço mínimo', { exact: false })
      .waitFor();
    const guarded = effect.getByTestId(`guard-${SKU}`);
    await guarded.getByTestId('stacked-price').getByText(brl(40.5)).waitFor();
    await guarded.getByText('Retido: abaixo do mínimo').waitFor();
    // A sale at 40.50 on SANDBOX_ML loses money: 40.50 − 39 − 6 − 14 % of 40.50.
    await guarded.getByTestId('stacked-margin').getByText(brl(-10.17), { exact: false }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await screenshot(page, 'web-promotion-guard');
    await effect.getByRole('button', { name: 'Fechar' }).click();
    await effect.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `Ativar: ${PROMOTION}` }).click();
    const activate = page.getByRole('dialog', { name: `Ativar “${PROMOTION}”?` });
    await activate
      .getByTestId('promotion-blocked')
      .getByText('1 SKU(s) ficariam abaixo do preço mínimo', { exact: false })
      .waitFor();
    await activate.getByRole('button', { name: 'Cancelar' }).click();
    expect(await channelPrice()).toBe('45.00');
    expect(pageErrors).toEqual([]);
  });
});
