import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { brl, hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  apiCall,
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';

warnNoChromium('web admin orders and webhooks (test/e2e/web-orders-webhooks.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'pedidos@feira.example', password: 'senha-muito-forte' };
const escape = (text: string) => text.replace(/[$.*+?()[\]{}|^\\]/g, '\\$&').replace(/\s/g, '\\s');

/**
 * The orders and webhooks pages in Debian's Chromium against the real service (whole app, workers
 * running, PGlite) and a real webhook receiver, both on 127.0.0.1. Screenshots go to test-output/.
 */
describe.runIf(hasChromium)('web admin: orders and webhooks in a real browser', { timeout: 90_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let receiver: Receiver;
  let api: { authorization: string };
  let skuId: string;
  let pageErrors: string[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    apiCall(t, api, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    receiver = await startReceiver();
    const seller = await sandboxSellerWithLogin(t, 'Loja Verde', LOGIN);
    api = bearer(await tokenFor(t, seller.id, ['product:edit', 'stock:edit', 'bffweb:marketplaces']));
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
    // Unit cost 31.90 + inbound freight 1.20 + packaging 0.50 = 33.60 per unit.
    skuId = (await call('POST', '/integration/products', productBody('E2E-1'))).variations[0].skuId;
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
  });

  /** Each journey starts from a fresh load: one that failed half-way leaves no dialog open for the next. */
  async function openPage(name: 'Pedidos' | 'Webhooks') {
    await page.goto(`${base}${name === 'Pedidos' ? '/orders' : '/webhooks'}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
    expect(await link.getAttribute('aria-current')).toBe('page');
  }

  async function seriousViolations(): Promise<string[]> {
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    // A drawer or dialog fading in has its text half-transparent: contrast is judged once it has settled.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(page);
  }

  it('creates a sandbox order, reads its margin on the waterfall, pays, invoices, labels and ships it', async () => {
    await openPage('Pedidos');
    await page.getByText('Nenhum pedido ainda').waitFor();
    await page.getByRole('button', { name: 'Criar pedido de teste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar pedido no SANDBOX' });
    await dialog.getByLabel('Produto (SKU)').fill('E2E-1');
    await page.getByRole('option', { name: /E2E-1-AZUL/ }).click();
    await dialog.getByLabel('Quantidade').fill('2');
    await dialog.getByLabel('Preço de venda unitário (R$)').fill('100');
    await dialog.getByLabel('Comissão (R$)').fill('24');
    await dialog.getByLabel('Frete cobrado (R$)').fill('30');
    await dialog.getByLabel('Subsídio de frete (R$)').fill('10');
    await dialog.getByLabel('Impostos retidos (R$)').fill('3,50');
    await dialog.getByRole('button', { name: 'Criar pedido' }).click();

    // The new order opens at once, its money explained.
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('img', { name: /Gráfico em cascata/ }).waitFor();
    const [order] = (await call('POST', '/integration/orders/list/search', {}))._embedded.orderApiDTOList;
    const margin: number = order.profitability.contributionMargin;
    // 200 − 24 commission − 30 shipping + 10 subsidy − 3.50 tax − 2 × 33.60 product cost.
    expect(margin).toBe(85.3);
    const last = detail.getByTestId('step-contributionMargin').getByTestId('step-amount');
    expect((await last.textContent())?.trim()).toBe(brl(margin));
    expect(
      (await detail.getByTestId('step-productCost').getByTestId('step-amount').textContent())?.trim(),
    ).toBe(brl(-67.2));
    await detail.getByRole('img', { name: new RegExp(`${escape(brl(margin))}$`) }).waitFor();
    await screenshot(page, 'web-orders-margin-waterfall');

    await detail.getByRole('button', { name: 'Marcar como pago' }).click();
    await detail.getByTestId('order-status').getByText('Pago').waitFor();
    await detail.getByRole('button', { name: 'Faturar' }).click();
    const invoice = page.getByRole('dialog', { name: 'Anexar nota fiscal' });
    await invoice.getByLabel('Número da NF-e').fill('1234');
    await invoice.getByLabel('Chave de acesso (44 dígitos)').fill(`${'3'.repeat(43)}6`);
    await invoice.getByRole('button', { name: 'Faturar' }).click();
    await invoice.waitFor({ state: 'detached' });
    await detail.getByTestId('order-status').getByText('Faturado').waitFor();

    // The label: asked of the sandbox channel by a job, then a link the browser downloads with its session.
    await detail.getByRole('button', { name: 'Gerar etiqueta' }).click();
    const download = detail.getByRole('link', { name: /Baixar etiqueta/ });
    await download.waitFor();
    const file = await page.request.get(`${base}${await download.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).length).toBeGreaterThan(0);
    await detail.getByRole('button', { name: 'Marketplace informa: Enviado' }).click();
    await detail.getByTestId('order-status').getByText('Enviado').waitFor();
    await screenshot(page, 'web-orders-invoiced-label-shipped');
    await page.getByRole('button', { name: 'Fechar' }).first().click();

    const row = page.getByTestId(`order-${order.marketplaceOrderId}`);
    await row.getByText('Enviado').waitFor();
    expect((await row.getByTestId('order-margin').textContent())?.trim()).toBe(brl(margin));
    await page.getByLabel('Buscar por pedido ou SKU').fill('nada-assim');
    await page.getByText('Nenhum pedido encontrado.').waitFor();
    await page.getByLabel('Buscar por pedido ou SKU').fill(order.marketplaceOrderId);
    await row.waitFor();
    await screenshot(page, 'web-orders-list');
    // Reopened, the order still offers the label it has.
    await row.getByRole('button', { name: `Detalhes do pedido ${order.marketplaceOrderId}` }).click();
    await page
      .getByTestId('order-detail')
      .getByRole('link', { name: /Baixar etiqueta/ })
      .waitFor();
    await page.getByRole('button', { name: 'Fechar' }).first().click();
    expect(pageErrors).toEqual([]);
  });

  it('registers a webhook, sees a stock change delivered, redelivers it, and resends what it missed', async () => {
    await openPage('Webhooks');
    await page.getByText('Nenhum webhook registrado.').waitFor();
    await page.getByRole('button', { name: 'Novo webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar webhook' });
    await dialog.getByLabel('Nome').fill('erp');
    await dialog.getByLabel('URL de destino').fill(`${receiver.url}/erp`);
    await dialog.getByLabel('Token enviado em cada entrega').fill('token-do-parceiro');
    await dialog.getByRole('checkbox', { name: 'Estoques' }).check();
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    const secret = page.getByRole('dialog', { name: 'Segredo de assinatura' });
    await expect(secret.getByTestId('webhook-secret').textContent()).resolves.toMatch(/^whsec_/);
    await secret.getByRole('button', { name: 'Já guardei' }).click();

    const hookRow = page.getByTestId('webhook-erp');
    await hookRow.getByText('Ativo').waitFor();
    await hookRow.getByRole('button', { name: 'Entregas erp' }).click();
    const log = page.getByTestId('webhook-deliveries');
    await log.getByText('Nenhuma entrega ainda').waitFor();

    await call('PUT', `/integration/stock/${skuId}`, { stock: 7 });
    const delivery = log.getByRole('row').filter({ hasText: 'stock.StockUpdated' });
    await delivery.getByTestId('delivery-status').getByText('Entregue').waitFor();
    await delivery.getByTestId('delivery-attempts').getByText('1', { exact: true }).waitFor();
    await delivery.getByTestId('delivery-code').getByText('200').waitFor();
    expect(receiver.at('/erp').length).toBe(1);
    expect(receiver.at('/erp')[0]!.headers['x-feira-token']).toBe('token-do-parceiro');
    await screenshot(page, 'web-webhooks-delivered');

    await delivery.getByRole('button', { name: 'Reenviar stock.StockUpdated' }).click();
    await delivery.getByTestId('delivery-attempts').getByText('2', { exact: true }).waitFor();
    await delivery.getByTestId('delivery-status').getByText('Entregue').waitFor();
    await eventually(async () => receiver.at('/erp').length === 2, 10_000);
    expect(receiver.at('/erp')[1]!.body.itemId).toBe(receiver.at('/erp')[0]!.body.itemId);
    await screenshot(page, 'web-webhooks-redelivered');

    // Disabled, the webhook misses the next change; enabled again, the seller resends it.
    await hookRow.getByRole('button', { name: 'Desativar erp' }).click();
    await hookRow.getByText('Desativado', { exact: true }).waitFor();
    await call('PUT', `/integration/stock/${skuId}`, { stock: 3 });
    await page.getByRole('tab', { name: 'Notificações perdidas' }).click();
    const missed = page.getByRole('table', { name: 'Notificações perdidas' }).getByRole('row').filter({
      hasText: 'stock.StockUpdated',
    });
    await eventually(async () => {
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await page.getByRole('tab', { name: 'Notificações perdidas' }).click();
      return (await missed.count()) === 1;
    }, 20_000);
    await screenshot(page, 'web-webhooks-missed');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await hookRow.getByRole('button', { name: 'Ativar erp' }).click();
    await hookRow.getByText('Ativo', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Notificações perdidas' }).click();
    await missed.getByRole('button', { name: 'Reenviar stock.StockUpdated' }).click();
    await page.getByText('1 notificação(ões) reenviada(s)').waitFor();
    await page.getByText('Nenhuma notificação perdida').waitFor();
    await eventually(async () => receiver.at('/erp').length === 3, 20_000);
    expect(pageErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the orders and webhooks pages (axe-core)', async () => {
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      const violations = await seriousViolations();
      if (violations.length > 0) found[name] = violations;
    };
    await openPage('Pedidos');
    await page.getByRole('table', { name: 'Pedidos' }).waitFor();
    await check('orders list');
    await page
      .getByRole('button', { name: /^Detalhes do pedido/ })
      .first()
      .click();
    await page.getByTestId('order-detail').getByRole('img').waitFor();
    await check('order detail');
    await page.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByRole('button', { name: 'Criar pedido de teste' }).click();
    await page.getByRole('dialog', { name: 'Criar pedido no SANDBOX' }).getByLabel('Produto (SKU)').waitFor();
    await check('sandbox order form');

    await openPage('Webhooks');
    await page.getByTestId('webhook-erp').getByRole('button', { name: 'Entregas erp' }).click();
    await page.getByTestId('webhook-deliveries').getByRole('table').waitFor();
    await check('webhooks with deliveries');
    await page.getByRole('tab', { name: 'Notificações perdidas' }).click();
    await page.getByText('Nenhuma notificação perdida').waitFor();
    await check('missed notifications');
    await page.getByRole('button', { name: 'Novo webhook' }).click();
    await page.getByRole('dialog', { name: 'Registrar webhook' }).waitFor();
    await check('webhook registration');
    expect(found).toEqual({});
  });

  it('fits a tablet: no page wider than the screen, wide tables scroll inside their box', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    try {
      for (const name of ['Pedidos', 'Webhooks'] as const) {
        await openPage(name);
        await page.getByRole('table').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, name).toBeLessThanOrEqual(0);
        await screenshot(page, `web-${name === 'Pedidos' ? 'orders' : 'webhooks'}-tablet`);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
