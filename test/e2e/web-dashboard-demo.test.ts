import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { hasChromium, launchChromium, listen, screenshot, warnNoChromium } from '../helpers/browser.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { createProduct } from '../../src/modules/catalog/index.ts';
import { seedDemo, type DemoSeller } from '../../src/demo/seed.ts';

warnNoChromium('web dashboard end-to-end tests (test/e2e/web-dashboard-demo.test.ts)');

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The demo seller's first minute, in Debian's Chromium against the real service: the login printed by
 * the demo seeding works, the dashboard shows today's figures as the service computes them, and an
 * alert takes the seller to the page that fixes it.
 */
describe.runIf(hasChromium)('dashboard of the demo seller in a real browser', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let demo: DemoSeller;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    demo = await seedDemo(t.rt);
    // One SKU without a cost, so the dashboard has an alert to follow.
    await createProduct(systemCtx(t.rt, demo.sellerId, 'test'), {
      externalId: 'SEM-CUSTO',
      title: 'Produto sem custo',
      variations: [{ sku: 'SEM-CUSTO-1' }],
    });
    base = await listen(t);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'pt-BR' });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("logs in with the demo login and sees today's orders, revenue and margin as the service counts them", async () => {
    await page.goto(`${base}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('E-mail').fill(demo.email);
    await page.locator('#password').fill(demo.password!);
    await page.locator('form button[type=submit]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    await page.getByTestId('figure-orders').waitFor();

    const board = await (await page.request.get(`${base}/bffweb/dashboard`)).json();
    expect(board.today.orders).toBe(6);
    const brl = (value: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
    await expect(page.getByTestId('figure-orders').textContent()).resolves.toBe('6');
    await expect(page.getByTestId('figure-revenue').textContent()).resolves.toBe(brl(board.today.revenue));
    await expect(page.getByTestId('figure-margin').textContent()).resolves.toBe(
      brl(board.today.contributionMargin),
    );
    await page.getByText('1 de 51 SKUs sem custo', { exact: false }).waitFor();
    await screenshot(page, 'web-dashboard-demo');
    expect(pageErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the dashboard (axe-core)', async () => {
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      interface Violation {
        id: string;
        impact?: string;
        nodes: { target: unknown[] }[];
      }
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });

  it('follows the missing-cost alert to the catalog', async () => {
    await page.getByRole('link', { name: 'Completar custos no catálogo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catálogo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog');
    expect(pageErrors).toEqual([]);
  });
});
