import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Scenario } from '../harness.ts';
import { ensureWebBuilt, webDistDir } from '../../src/platform/web-build.ts';
import { CHROMIUM, hasChromium, launchChromium } from '../../test/helpers/browser.ts';

const AIM_KB = 200;
const AIM_DASHBOARD_MS = 800;
const AIM_LOGIN_MS = 1000;
const RUNS = 7;
const SELLER = { email: 'bench@feira.example', password: 'bench-password-1' };

/** The gzip size of the JavaScript the first page load fetches: the entry script and what it preloads. */
function initialJsGzipBytes(): { bytes: number; files: string[] } {
  const html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDistDir, file))).length,
    0,
  );
  return { bytes, files };
}

/** A seller with no session signs in on the login page: the time from pressing "Entrar" to the dashboard's figures. */
async function timedLogin(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.locator('#email').fill(SELLER.email);
    await page.locator('#password').fill(SELLER.password);
    const started = performance.now();
    await page.locator('form button[type=submit]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    await page.getByText(/^\d+$/).first().waitFor();
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The web admin's initial JS bundle (gzip, aim ≤ 200 KB) and the time until the dashboard is
 * interactive in headless Chromium on localhost — from navigation to the dashboard's figures rendered
 * from the API — against the time to load the server-rendered login page (no script) in the same browser;
 * and a seller's login: from pressing "Entrar" on that page to the dashboard's figures (aim < 1 s), which
 * includes the server's password check, on the same baseline.
 */
export const scenario: Scenario = {
  name: 'web',
  aim: `initial JS ≤ ${AIM_KB} KB gzip; dashboard interactive < ${AIM_DASHBOARD_MS} ms; login < ${AIM_LOGIN_MS} ms`,
  async run(h) {
    ensureWebBuilt(() => undefined);
    const bundle = initialJsGzipBytes();
    const bundleRow = {
      scenario: 'web: initial JS bundle (gzip)',
      figure: bundle.bytes / 1024,
      unit: 'KB',
      baseline: AIM_KB,
      baselineName: 'aim',
      ratio: bundle.bytes / 1024 / AIM_KB,
      aim: `≤ ${AIM_KB} KB`,
      note: bundle.files.join(' '),
    };
    if (!hasChromium) {
      console.warn(`web: ${CHROMIUM} is missing (apt-get install -y chromium): dashboard time not measured`);
      return bundleRow;
    }

    const service = await h.startService();
    let browser: Browser | undefined;
    try {
      const { systemCtx } = await import('../../src/platform/context.ts');
      const { createSeller, createUser } = await import('../../src/modules/sellers/index.ts');
      const ctx = systemCtx(service.rt, null, 'bench');
      const seller = await createSeller(ctx, { name: 'bench web', sandbox: true });
      await createUser(ctx, {
        sellerId: seller.id,
        ...SELLER,
      });
      const login = await fetch(`${service.baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SELLER),
      });
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('feira_session='))!;
      const [name, value] = cookie.split(';', 1)[0]!.split('=') as [string, string];

      browser = await launchChromium();
      const dashboard: number[] = [];
      const loginPage: number[] = [];
      const loggingIn: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A new context each time: a cold cache, as a seller opening the admin in the morning.
        const context = await browser.newContext({ locale: 'pt-BR' });
        await context.addCookies([{ name, value, url: service.baseUrl }]);
        const page = await context.newPage();
        let started = performance.now();
        await page.goto(`${service.baseUrl}/`);
        await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
        await page.getByText(/^\d+$/).first().waitFor();
        dashboard.push(performance.now() - started);
        started = performance.now();
        await page.goto(`${service.baseUrl}/auth/login`);
        await page.locator('#password').waitFor();
        loginPage.push(performance.now() - started);
        await context.close();
        loggingIn.push(await timedLogin(browser, service.baseUrl));
      }
      const figure = median(dashboard.slice(1));
      const baseline = median(loginPage.slice(1));
      return [
        bundleRow,
        {
          scenario: 'web: dashboard interactive (headless Chromium, cold cache)',
          figure,
          unit: 'ms',
          baseline,
          baselineName: 'login page',
          ratio: figure / baseline,
          aim: `< ${AIM_DASHBOARD_MS} ms on localhost`,
          note: `median of ${RUNS - 1} after a warm-up`,
        },
        {
          scenario: 'web: login to dashboard interactive (headless Chromium, cold cache)',
          figure: median(loggingIn.slice(1)),
          unit: 'ms',
          baseline,
          baselineName: 'login page',
          ratio: median(loggingIn.slice(1)) / baseline,
          aim: `< ${AIM_LOGIN_MS} ms on localhost`,
          note: `from pressing Entrar; median of ${RUNS - 1} after a warm-up`,
        },
      ];
    } finally {
      await browser?.close();
      await service.stop();
    }
  },
};
