import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { TestApp } from './test-app.ts';

/** Debian's Chromium: `.ci/run` installs it; browser tests skip loudly where it is missing. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);

export function warnNoChromium(suite: string): void {
  if (!hasChromium) {
    console.warn(
      `\n!!! ${suite}: SKIPPED — ${CHROMIUM} is missing. Install it with \`apt-get install -y chromium\` (.ci/run does).\n`,
    );
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // Without the background-networking flags Chromium keeps calling home, which this closed network refuses.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * The test app listening on 127.0.0.1, on a random port unless `port` is given (a journey through the
 * OAuth flows needs the port its FEIRA_PUBLIC_URL names); answers its base URL.
 */
export async function listen(t: TestApp, port = 0): Promise<string> {
  await t.app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const screenshotDir = path.resolve(import.meta.dirname, '../../test-output');

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount as the admin shows it: pt-BR currency with a true minus sign (web/src/format.ts). */
export function brl(value: number): string {
  return BRL.format(value).replace('-', '\u2212');
}
