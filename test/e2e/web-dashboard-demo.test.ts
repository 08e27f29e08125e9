import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { brl, hasChromium, screenshot, warnNoChromium } from '../helpers/browser.ts';
import { logIn, openBrowserSession, seriousAxeViolations } from '../helpers/browser-session.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { createProduct } from '../../src/modules/catalog/index.ts';
import { seedDemo, type DemoSeller } from '../../src/demo/seed.ts';

warnNoChromium('web dashboard end-to-end tests (test/e2e/web-dashboard-demo.test.ts)');

const VIEW = { width: 1024, height: 800, timeout: 20_000 };

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
  let pageErrors: string[];

  beforeAll(async () => {
    t = await createTestApp();
    demo = await seedDemo(t.rt);
    // One SKU without a cost, so the dashboard has an alert to follow.
    await createProduct(systemCtx(t.rt, demo.sellerId, 'test'), {
      externalId: 'SEM-CUSTO',
      title: 'Produto sem custo',
      variations: [{ sku: 'SEM-CUSTO-1' }],
    });
    ({ base, browser, page, pageErrors } = await openBrowserSession(t, VIEW));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("logs in with the demo login and sees today's orders, revenue and margin as the service counts them", async () => {
    await logIn(page, base, { email: demo.email, password: demo.password! });
    await page.getByTestId('figure-orders').waitFor();

    const board = await (await page.request.get(`${base}/bffweb/dashboard`)).json();
    expect(board.today.orders).toBe(6);
    await expect(page.getByTestId('figure-orders').textContent()).resolves.toBe('6');
    await expect(page.getByTestId('figure-revenue').textContent()).resolves.toBe(brl(board.today.revenue));
    await expect(page.getByTestId('figure-margin').textContent()).resolves.toBe(
      brl(board.today.contributionMargin),
    );
    await page.getByText('1 de 51 SKUs sem custo', { exact: false }).waitFor();
    await screenshot(page, 'web-dashboard-demo');
    expect(pageErrors).toEqual([]);
  });

  it('opens with the session and the figures the page came with, asking the service for neither (WEB-95)', async () => {
    const firstReads: string[] = [];
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/auth/session' || pathname.startsWith('/bffweb/')) firstReads.push(pathname);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${base}/`);
      await expect(page.getByTestId('figure-orders').textContent()).resolves.toBe('6');
      await page.getByText('1 de 51 SKUs sem custo', { exact: false }).waitFor();
    } finally {
      page.off('request', onRequest);
    }
    expect(firstReads).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the dashboard (axe-core)', async () => {
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
  });

  it('follows the missing-cost alert to the catalog', async () => {
    await page.getByRole('link', { name: 'Completar custos no catálogo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catálogo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog');
    expect(pageErrors).toEqual([]);
  });
});
