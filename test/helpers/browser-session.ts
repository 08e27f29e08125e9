import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { systemCtx } from '../../src/platform/context.ts';
import { createUser } from '../../src/modules/sellers/index.ts';
import { createSeller } from './auth.ts';
import { launchChromium, listen } from './browser.ts';
import type { TestApp } from './test-app.ts';

/**
 * The machinery the browser journeys (test/e2e/web-*.test.ts) share: the service on 127.0.0.1, one
 * Chromium page in pt-BR, the login page, the menu and axe-core. Each file keeps its own journeys,
 * viewport and timeouts.
 */

export interface Credentials {
  email: string;
  password: string;
}

/** A sandbox seller with a web admin user created as an operator would, so the journeys log in as a seller does. */
export async function sandboxSellerWithLogin(
  t: TestApp,
  name: string,
  login: Credentials,
): Promise<{ id: string; name: string }> {
  const seller = await createSeller(t, { name, sandbox: true });
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId: seller.id, ...login });
  return seller;
}

export interface BrowserSession {
  /** The service's base URL. */
  base: string;
  browser: Browser;
  page: Page;
  /** Uncaught errors of the page's scripts: journeys end expecting none. */
  pageErrors: string[];
}

/**
 * The test app listening, and a fresh Chromium page on it, logged in when `login` is given (journeys
 * that test the login itself log in with `logIn`). Close `browser` before the app.
 */
export async function openBrowserSession(
  t: TestApp,
  view: { width: number; height: number; timeout: number; port?: number },
  login?: Credentials,
): Promise<BrowserSession> {
  const base = await listen(t, view.port);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      locale: 'pt-BR',
    });
    context.setDefaultTimeout(view.timeout);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    if (login) await logIn(page, base, login);
    return { base, browser, page, pageErrors };
  } catch (error) {
    // The caller never gets this browser, so it cannot close it.
    await browser.close();
    throw error;
  }
}

/** Logs in through the service's own login page and lands on the dashboard. */
export async function logIn(page: Page, base: string, login: Credentials): Promise<void> {
  await page.goto(`${base}/`);
  // No session yet: the SPA hands over to the service's own login page.
  await page.waitForURL(/\/auth\/login/);
  await page.getByLabel('E-mail').fill(login.email);
  await page.locator('#password').fill(login.password);
  await page.locator('form button[type=submit]').first().click();
  await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
}

/** Opens a page the way a seller does, from the menu, and waits for its title. */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

// Evaluated through the DevTools protocol, not added as a <script>: the pages' CSP (own scripts
// only) rightly refuses an inline script, and the journeys must run under the real policy.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on what the page shows now, one line each (moderate and
 * minor ones do not fail a journey). The caller first waits for whatever must settle (loading, animations).
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  // `within`: a selector to check alone, such as an open dialog, whose overlay dims the page behind it.
  return page.evaluate(async (selector) => {
    interface Violation {
      id: string;
      impact?: string;
      nodes: { target: unknown[] }[];
    }
    const axe = (
      window as unknown as { axe: { run(context?: unknown): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, within ?? null);
}

/**
 * A call through the integration API or the BFF, as a seller's ERP (or the admin) makes it beside the browser, to set
 * up what a journey starts from: it must succeed, and answers the JSON body.
 */
export async function apiCall(
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...headers, accept: 'application/json' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}
