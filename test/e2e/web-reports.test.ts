import fs from 'node:fs';
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

warnNoChromium('web admin reports (test/e2e/web-reports.test.ts)');

const LOGIN = { email: 'relatorios@feira.example', password: 'senha-muito-forte' };

/**
 * "Relatórios" in Debian's Chromium against the real service on 127.0.0.1: a seller with sales on a
 * sandbox channel opens the report, reads its figures, switches the grouping and exports the CSV.
 */
describe.runIf(hasChromium)('web admin: reports in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await sandboxSellerWithLogin(t, 'Loja Relatórios', LOGIN);
    const erp = bearer(await tokenFor(t, seller.id, ['product:edit', 'order:edit', 'bffweb:marketplaces']));
    const skuIds: Record<string, string> = {};
    for (const [sku, cost] of [
      ['REL-1', 40],
      ['REL-2', 10],
    ] as const) {
      const body = productBody(`P-${sku}`, { productCosts: {}, variations: [{ sku, cost }] });
      const created = await send(t, 'POST', '/integration/products', body, erp);
      expect(created.statusCode, created.body).toBe(202);
      skuIds[sku] = created.json().variations[0].skuId;
    }
    expect((await send(t, 'POST', '/bffweb/marketplaces', { platform: 'SANDBOX' }, erp)).statusCode).toBe(
      201,
    );
    // 2 × 100 − cost 80 = 120, and 50 − cost 10 = 40: R$ 250,00 of sales, R$ 160,00 of margin.
    for (const [sku, qty, salePrice] of [
      ['REL-1', 2, 100],
      ['REL-2', 1, 50],
    ] as const) {
      const order = await send(
        t,
        'POST',
        '/integration/sandbox/orders',
        { platform: 'SANDBOX', items: [{ skuId: skuIds[sku], qty, salePrice }] },
        erp,
      );
      expect(order.statusCode, order.body).toBeLessThan(300);
    }
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
  const text = async (testId: string) => (await page.getByTestId(testId).textContent())?.replace(/\s/g, ' ');

  it('shows the figures and the chart, switches the grouping and exports the CSV', async () => {
    await openFromMenu(page, 'Relatórios');
    await expect.poll(() => text('report-sales')).toBe('R$ 250,00');
    expect(await text('report-margin')).toBe('R$ 160,00');
    expect(await text('report-units')).toBe('3');
    expect(await text('report-orders')).toBe('2');
    // No channel settled these sales yet: the margin says it is what the sales promised.
    expect(await text('report-margin-basis')).toBe(
      'Margem de 2 pedidos pelo esperado na venda e de 0 pelo valor pago pelo canal.',
    );
    await page.getByRole('img', { name: 'Vendas e margem por dia' }).waitFor();
    const table = page.getByRole('table', { name: 'Vendas por canal ou SKU' });
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await text('report-row-SANDBOX')).not.toContain('SANDBOX');
    await page.getByRole('status').filter({ hasText: 'Carregando' }).first().waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'web-reports');

    await page.getByText('SKU', { exact: true }).click();
    await page.getByTestId('report-row-REL-1').waitFor();
    expect(await text('report-row-REL-1')).toContain('R$ 200,00');
    expect(await text('report-row-REL-2')).toContain('R$ 50,00');
    await page.getByText('Mês', { exact: true }).click();
    await page.getByRole('img', { name: 'Vendas e margem por mês' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vendas-sku-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Período (início);SKU;Pedidos;Unidades;Vendas (R$);Margem de contribuição (R$);Pedidos sem custo;Pedidos com margem esperada;Pedidos com margem pelo valor pago',
    );
    expect(csv.slice(1).map((line) => line.split(';').slice(1))).toEqual([
      ['REL-1', '1', '2', '200,00', '120,00', '0', '1', '0'],
      ['REL-2', '1', '1', '50,00', '40,00', '0', '1', '0'],
    ]);
    expect(pageErrors).toEqual([]);
  });
});
