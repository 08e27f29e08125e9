import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import {
  openBrowserSession,
  sandboxSellerWithLogin,
  seriousAxeViolations,
} from '../helpers/browser-session.ts';
import { productBody } from '../helpers/catalog.ts';

warnNoChromium('web admin: the tracking the seller types (test/e2e/web-order-tracking.test.ts)');

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'rastreio@feira.example', password: 'senha-muito-forte' };

/**
 * A seller ships invoiced sandbox orders with a carrier of their own and types the tracking on the
 * order (ORD-33), in Debian's Chromium on a desktop and on a 390×844 phone: a refused page address
 * is marked and explained in Portuguese, the order becomes Enviado with its tracking shown, and the
 * change history tells it.
 */
describe.runIf(hasChromium)('web admin: typing the tracking in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let api: { authorization: string };

  const call = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...api, accept: 'application/json' },
      payload: payload as object,
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  async function settledViolations(on: Page): Promise<string[]> {
    await on.mouse.move(0, 0);
    await on.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    await on.waitForFunction(() => document.getAnimations().length === 0);
    return seriousAxeViolations(on);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Rastreio', LOGIN);
    api = bearer(
      await tokenFor(t, seller.id, ['product:edit', 'stock:edit', 'bffweb:marketplaces', 'bffweb:orders']),
    );
    await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
    const skuId = (await call('POST', '/integration/products', productBody('FT-SKU'))).variations[0].skuId;
    await call('PUT', `/integration/stock/${skuId}`, { stock: 10 });
    for (const id of ['FT-DESKTOP', 'FT-PHONE']) {
      const created = await call('POST', '/bffweb/orders/sandbox', {
        platform: 'SANDBOX',
        marketplaceOrderId: id,
        items: [{ skuId, qty: 1, salePrice: 59.9 }],
      });
      await call('PUT', `/bffweb/orders/${created.id}/paid`, {});
      await call('PUT', `/bffweb/orders/${created.id}/invoiced`, {
        number: '88',
        series: '1',
        accessKey: `${'3'.repeat(43)}6`,
        issuedAt: new Date().toISOString(),
      });
    }
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('types the tracking of an invoiced order; a bad page address is refused in Portuguese', async () => {
    await page.goto(`${base}/orders?fila=a-enviar-hoje`);
    await page.getByRole('button', { name: 'Detalhes do pedido FT-DESKTOP' }).click();
    const drawer = page.getByRole('dialog', { name: 'Pedido FT-DESKTOP' });
    await drawer.getByRole('button', { name: 'Informar rastreio' }).click();
    const form = page.getByRole('dialog', { name: 'Rastreio do envio' });
    const save = form.getByRole('button', { name: 'Salvar rastreio' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Transportadora').fill('Correios');
    await form.getByLabel('Código de rastreio').fill('QB123456789BR');
    // A page that is not http(s): the service refuses it, the field is marked and the reason shown.
    await form.getByLabel('Página de rastreio (opcional)').fill('ftp://correios.example/QB123456789BR');
    await save.click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByLabel('Página de rastreio (opcional)').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').textContent()).not.toMatch(/pattern|must match|validation/i);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'web-order-tracking-refused');

    await form
      .getByLabel('Página de rastreio (opcional)')
      .fill('https://rastreamento.correios.com.br/app/index.php?objeto=QB123456789BR');
    await save.click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => drawer.getByTestId('order-status').textContent()).toBe('Enviado');
    const tracking = drawer.getByTestId('order-tracking');
    await tracking.getByText('QB123456789BR · Correios').waitFor();
    expect(
      await tracking.getByRole('link', { name: 'Acompanhar na transportadora' }).getAttribute('href'),
    ).toBe('https://rastreamento.correios.com.br/app/index.php?objeto=QB123456789BR');
    await drawer.getByRole('button', { name: 'Corrigir rastreio' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'web-order-tracking');
  });

  it('tells it in the change history', async () => {
    await page.goto(`${base}/changes`);
    const entry = page.getByTestId('change-order-UPDATE');
    await entry.waitFor();
    const text = async (field: string) =>
      (await entry.locator(`[data-field="${field}"]`).textContent())?.replace(/\s/g, ' ');
    expect(await text('status')).toBe('Situação: Faturado → Enviado');
    expect(await text('trackingCode')).toBe('Código de rastreio: — → QB123456789BR');
    expect(await text('trackingCarrier')).toBe('Transportadora: — → Correios');
    expect(await settledViolations(page)).toEqual([]);
  });

  it('types it on a 390×844 phone without sideways scrolling', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    phone.setDefaultTimeout(VIEW.timeout);
    try {
      await phone.addCookies(await page.context().cookies());
      const small = await phone.newPage();
      const errors: string[] = [];
      small.on('pageerror', (error) => errors.push(error.message));
      await small.goto(`${base}/orders?fila=a-enviar-hoje`);
      await small.getByRole('button', { name: 'Detalhes do pedido FT-PHONE' }).click();
      const drawer = small.getByRole('dialog', { name: 'Pedido FT-PHONE' });
      await drawer.getByRole('button', { name: 'Informar rastreio' }).click();
      const form = small.getByRole('dialog', { name: 'Rastreio do envio' });
      await form.getByLabel('Transportadora').fill('Jadlog');
      await form.getByLabel('Código de rastreio').fill('JD00012345678');
      expect(
        await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await settledViolations(small)).toEqual([]);
      await screenshot(small, 'web-order-tracking-phone');
      await form.getByRole('button', { name: 'Salvar rastreio' }).click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => drawer.getByTestId('order-status').textContent()).toBe('Enviado');
      await drawer.getByTestId('order-tracking').getByText('JD00012345678 · Jadlog').waitFor();
      expect(
        await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await settledViolations(small)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('had no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
