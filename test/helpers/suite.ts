import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { adminToken, bearer, tokenFor } from './auth.ts';
import { publishSkus, type PublishedSkus } from './channels.ts';
import { twoSellers, type TwoSellers, type TwoSellersOptions } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { webLogin, type WebLogin } from './web.ts';

type Caller = { authorization: string };

export interface SellersSuite<K extends string> extends TwoSellers {
  t: TestApp;
  /** Seller A's other callers: a bearer header with the scopes named for each in the options. */
  as: Record<K, Caller>;
  /** Seller A logged in to the web admin (only with `web: true`). */
  web: WebLogin;
  /** An operator's (ROLE_ADMIN) token and its bearer header (only with `operator: true`). */
  operatorToken: string;
  operator: Caller;
}

export interface SellersSuiteOptions<K extends string> extends TwoSellersOptions {
  clock?: Clock;
  config?: Partial<Config>;
  /** The scopes of seller A's main token (`a`, `tokenA`) and of seller B's (`tokenB`). */
  scopes?: string[];
  /** Seller A's other callers by name, each with its scopes. */
  callers?: Record<K, string[]>;
  /** Also log seller A in to the web admin. */
  web?: boolean;
  /** Also make an operator's token. */
  operator?: boolean;
}

/**
 * The set-up most route test files share: one app for the file's tests with seller A (whose data the
 * tests write) and seller B (the tenancy checks' caller), made before all tests and closed after them.
 * The returned object is filled in by the time the tests (and the file's own later `beforeAll`) run.
 */
export function sellersSuite<K extends string = never>(
  options: SellersSuiteOptions<K> = {},
): SellersSuite<K> {
  const suite = { as: {} } as SellersSuite<K>;
  beforeAll(async () => {
    suite.t = await createTestApp({ clock: options.clock, config: options.config });
    Object.assign(suite, await twoSellers(suite.t, options.scopes, options));
    for (const [name, scopes] of Object.entries<string[]>(options.callers ?? {})) {
      suite.as[name as K] = bearer(await tokenFor(suite.t, suite.sellerA, scopes));
    }
    if (options.web) suite.web = await webLogin(suite.t, suite.sellerA);
    if (options.operator) {
      suite.operatorToken = await adminToken(suite.t);
      suite.operator = bearer(suite.operatorToken);
    }
    // A loaded machine (other suites in parallel) can take more than the default minute to start the app.
  }, 180_000);
  afterAll(() => suite.t?.close());
  return suite;
}

/**
 * `publishSkus` for seller A of the suite, before all tests; `sku(code)` and `ad(code, platform)` read
 * the ids it made, and `skus` takes what a test file publishes on top.
 */
export function suiteCatalog(
  s: { t: TestApp; sellerA: string },
  input: Parameters<typeof publishSkus>[2],
): {
  skus: PublishedSkus;
  sku: (code: string) => string;
  ad: (code: string, platform: string) => string;
} {
  const skus: PublishedSkus = { skuIds: {}, adIds: {} };
  beforeAll(async () => {
    const published = await publishSkus(s.t, s.sellerA, input);
    Object.assign(skus.skuIds, published.skuIds);
    Object.assign(skus.adIds, published.adIds);
  });
  return {
    skus,
    sku: (code) => skus.skuIds[code]!,
    ad: (code, platform) => skus.adIds[code]![platform]!,
  };
}
