import fs from 'node:fs';
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

warnNoChromium("web admin: the day's order queues (test/e2e/web-order-queues.test.ts)");

const VIEW = { width: 1280, height: 900, timeout: 20_000 };
const LOGIN = { email: 'fila@feira.example', password: 'senha-muito-forte' };
const HOUR = 3_600_000;

/**
 * The day's order queues (ORD-25) as a seller works them in Debian's Chromium: the dashboard's counts,
 * the orders page on each queue, the order's deadline, buyer and address, on a desktop and on a
 * 390×844 phone. The ship-by dates are relative to now so the journey holds at any hour.
 */
describe.runIf(hasChromium)(
  "web admin: the day's order queues in a real browser",
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let base: string;
    let browser: Browser;
    let page: Page;
    let pageErrors: string[];
    let api: { authorization: string };
    let skuId: string;

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
    const order = async (
      id: string,
      to: 'CREATED' | 'PAID' | 'INVOICED' | 'SHIPMENT_EXCEPTION',
      extra: object = {},
    ) => {
      const created = await call('POST', '/bffweb/orders/sandbox', {
        platform: 'SANDBOX',
        marketplaceOrderId: id,
        items: [{ skuId, qty: 2, salePrice: 89.9 }],
        ...extra,
      });
      if (to === 'CREATED') return;
      await call('PUT', `/bffweb/orders/${created.id}/paid`, {});
      if (to === 'PAID') return;
      await call('PUT', `/bffweb/orders/${created.id}/invoiced`, {
        number: '77',
        series: '1',
        accessKey: `${'3'.repeat(43)}6`,
        issuedAt: new Date().toISOString(),
      });
      if (to === 'INVOICED') return;
      await call('PUT', `/bffweb/orders/${created.id}/channel-status`, { status: 'SHIPPED' });
      await call('PUT', `/bffweb/orders/${created.id}/channel-status`, { status: 'SHIPMENT_EXCEPTION' });
    };

    async function settledViolations(on: Page): Promise<string[]> {
      // The pointer off the buttons: a hovered filled button takes the theme's lighter hover shade.
      await on.mouse.move(0, 0);
      await on.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
      await on.waitForFunction(() => document.getAnimations().length === 0);
      return seriousAxeViolations(on);
    }
    const listed = (on: Page) =>
      on
        .locator('[data-testid^="order-FQ-"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice('order-'.length)));

    beforeAll(async () => {
      t = await createTestApp();
      const seller = await sandboxSellerWithLogin(t, 'Loja Fila', LOGIN);
      api = bearer(
        await tokenFor(t, seller.id, [
          'product:edit',
          'stock:edit',
          'bffweb:marketplaces',
          'bffweb:orders',
          'order:customer-data',
        ]),
      );
      await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
      skuId = (await call('POST', '/integration/products', productBody('FQ-SKU'))).variations[0].skuId;
      await call('PUT', `/integration/stock/${skuId}`, { stock: 100 });
      const now = Date.now();
      await order('FQ-PAGO', 'PAID', {
        shipBy: new Date(now + 72 * HOUR).toISOString(),
        customer: { name: 'Maria Souza', document: '12345678909', email: 'maria@example.com' },
        shippingAddress: {
          street: 'Rua das Flores',
          number: '120',
          neighborhood: 'Centro',
          city: 'Campinas',
          state: 'SP',
          postalCode: '13010-000',
        },
      });
      await order('FQ-ATRASADO', 'PAID', { shipBy: new Date(now - 2 * HOUR).toISOString() });
      await order('FQ-HOJE', 'INVOICED');
      await order('FQ-FALHA', 'SHIPMENT_EXCEPTION', { shipBy: new Date(now - 48 * HOUR).toISOString() });
      await order('FQ-NOVO', 'CREATED');
      ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW, LOGIN));
    });
    afterAll(async () => {
      await browser?.close();
      await t?.close();
    });

    it("counts the day's queues on the dashboard and never says there is nothing to do", async () => {
      const counts = { TO_INVOICE: '2', SHIP_TODAY: '1', LATE: '1', PROBLEM: '1' };
      for (const [queue, count] of Object.entries(counts)) {
        await expect.poll(() => page.getByTestId(`queue-count-${queue}`).textContent()).toBe(count);
      }
      await page.getByText('1 pedido(s) com o prazo de envio vencido.').waitFor();
      await page.getByText('1 pedido(s) com problema na entrega.').waitFor();
      expect(await page.getByTestId('dashboard-all-clear').count()).toBe(0);
      expect(await settledViolations(page)).toEqual([]);
      await screenshot(page, 'web-dashboard-queues');
    });

    it('opens the orders page on a queue from the dashboard, most urgent first, and switches queues', async () => {
      await page.getByRole('link', { name: /^A faturar\s*2$/ }).click();
      await page.waitForURL(/\/orders\?fila=a-faturar$/);
      await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
      await expect.poll(() => listed(page)).toEqual(['FQ-ATRASADO', 'FQ-PAGO']);
      expect(await page.getByRole('button', { name: /^A faturar\s*2$/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.getByRole('button', { name: /^A enviar hoje\s*1$/ }).click();
      await expect.poll(() => listed(page)).toEqual(['FQ-HOJE']);
      await page.getByRole('button', { name: /^Com problema\s*1$/ }).click();
      await expect.poll(() => listed(page)).toEqual(['FQ-FALHA']);
      await page.getByRole('button', { name: /^Atrasados\s*1$/ }).click();
      await expect.poll(() => listed(page)).toEqual(['FQ-ATRASADO']);
      expect(page.url()).toMatch(/\?fila=atrasados$/);
      // A reload keeps the queue.
      await page.reload();
      await expect.poll(() => listed(page)).toEqual(['FQ-ATRASADO']);
      await page.getByRole('button', { name: 'Todos' }).click();
      await expect.poll(async () => (await listed(page)).length).toBe(5);
      expect(await settledViolations(page)).toEqual([]);
    });

    it("shows an order's ship-by, buyer and address", async () => {
      await page.goto(`${base}/orders?fila=a-faturar`);
      await page.getByRole('button', { name: 'Detalhes do pedido FQ-PAGO' }).click();
      const drawer = page.getByRole('dialog', { name: 'Pedido FQ-PAGO' });
      const shipping = drawer.getByTestId('order-shipping');
      await shipping.waitFor();
      expect(await shipping.getByTestId('order-ship-by').textContent()).toMatch(
        /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/,
      );
      await shipping.getByText('Maria Souza').waitFor();
      await shipping.getByText('Rua das Flores, 120').waitFor();
      await shipping.getByText('Centro · Campinas · SP').waitFor();
      expect(await shipping.getByText('Atrasado').count()).toBe(0);
      expect(await settledViolations(page)).toEqual([]);
      await screenshot(page, 'web-order-shipping');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Detalhes do pedido FQ-ATRASADO' }).click();
      const late = page.getByRole('dialog', { name: 'Pedido FQ-ATRASADO' }).getByTestId('order-shipping');
      await late.getByText('Atrasado').waitFor();
    });

    it('works the queues on a 390×844 phone without sideways scrolling', async () => {
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
      phone.setDefaultTimeout(VIEW.timeout);
      try {
        await phone.addCookies(await page.context().cookies());
        const small = await phone.newPage();
        const errors: string[] = [];
        small.on('pageerror', (error) => errors.push(error.message));
        await small.goto(`${base}/`);
        await expect.poll(() => small.getByTestId('queue-count-TO_INVOICE').textContent()).toBe('2');
        expect(
          await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(await settledViolations(small)).toEqual([]);
        await small.goto(`${base}/orders?fila=com-problema`);
        await expect.poll(() => listed(small)).toEqual(['FQ-FALHA']);
        expect(
          await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(await settledViolations(small)).toEqual([]);
        await screenshot(small, 'web-order-queues-phone');
        await small.getByRole('button', { name: /^Atrasados\s*1$/ }).click();
        await expect.poll(() => listed(small)).toEqual(['FQ-ATRASADO']);
        await small.getByRole('button', { name: 'Detalhes do pedido FQ-ATRASADO' }).click();
        const shipping = small
          .getByRole('dialog', { name: 'Pedido FQ-ATRASADO' })
          .getByTestId('order-shipping');
        await shipping.getByText('Atrasado').waitFor();
        expect(await settledViolations(small)).toEqual([]);
        await screenshot(small, 'web-order-phone');
        expect(errors).toEqual([]);
      } finally {
        await phone.close();
      }
    });

    it('prints a picking list of the ticked orders and exports the list as CSV', async () => {
      await page.goto(`${base}/orders?fila=a-faturar`);
      await expect.poll(() => listed(page)).toEqual(['FQ-ATRASADO', 'FQ-PAGO']);
      await page.getByRole('checkbox', { name: 'Selecionar os pedidos desta página' }).check();
      await page.getByText('2 pedido(s) selecionado(s)').waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs
        .readFileSync(await file.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(
        csv
          .slice(1)
          .map((line) => line.split(';')[1])
          .sort(),
      ).toEqual(['FQ-ATRASADO', 'FQ-PAGO']);
      await page.getByRole('button', { name: 'Lista de separação' }).click();
      await page.waitForURL(/\/orders\/picking\?pedidos=/);
      await page.getByRole('heading', { level: 1, name: 'Lista de separação' }).waitFor();
      const line = page.getByTestId('pick-FQ-SKU-AZUL');
      await line.waitFor();
      expect(await line.locator('td').allTextContents()).toEqual([
        'FQ-SKU-AZUL',
        'Garrafa térmica 1L',
        '4',
        '2',
        '',
      ]);
      await page.getByText('Itens de 2 pedido(s), somados por SKU.').waitFor();
      expect(await settledViolations(page)).toEqual([]);
      await screenshot(page, 'web-picking-list');
      // The printed page keeps the list and leaves the menu and buttons out.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
      expect(await line.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
    });

    it('makes the labels of the ticked orders and downloads them in one ZPL file', async () => {
      await page.goto(`${base}/orders?fila=a-faturar`);
      await expect.poll(() => listed(page)).toEqual(['FQ-ATRASADO', 'FQ-PAGO']);
      await page.getByRole('checkbox', { name: 'Selecionar os pedidos desta página' }).check();
      await page.getByRole('button', { name: 'Etiquetas de 2 pedido(s)' }).click();
      const link = page.getByRole('link', { name: 'Baixar 2 etiqueta(s) em ZPL num só arquivo' });
      await link.waitFor();
      expect(await settledViolations(page)).toEqual([]);
      await screenshot(page, 'web-batch-labels');
      const download = page.waitForEvent('download');
      await link.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('etiquetas-2.zpl');
      const zpl = fs.readFileSync(await file.path(), 'utf8');
      expect(zpl.match(/\^XA/g)).toHaveLength(2);
      expect(zpl).toContain('Pedido FQ-ATRASADO');
      expect(zpl).toContain('Pedido FQ-PAGO');
    });

    it('comes back to a deep link opened while logged out, once logged in', async () => {
      const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
      fresh.setDefaultTimeout(VIEW.timeout);
      try {
        const tab = await fresh.newPage();
        await tab.goto(`${base}/orders?fila=atrasados`);
        await tab.waitForURL(/\/auth\/login/);
        await tab.getByLabel('E-mail').fill(LOGIN.email);
        await tab.locator('#password').fill(LOGIN.password);
        await tab.locator('form button[type=submit]').first().click();
        await tab.waitForURL(/\/orders\?fila=atrasados$/);
        // The first load after the login fetches the admin's chunks: the list may take longer than poll's 1 s.
        await expect.poll(() => listed(tab), { timeout: VIEW.timeout }).toEqual(['FQ-ATRASADO']);
      } finally {
        await fresh.close();
      }
    });

    it('had no page error', () => {
      expect(pageErrors).toEqual([]);
    });
  },
);
