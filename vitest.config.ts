import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that need no database, no server and no browser: the pure rules under every `domain/`, and pure helpers
 * elsewhere. `npm test -- --project unit` runs them alone in seconds, without building the migrated database or
 * the web admin first; a file listed here that reaches for the database fails, since nothing builds it.
 */
const unitTests = [
  'src/**/domain/**/*.test.ts',
  'src/platform/{batching,day,fifo,ids,scaled}.test.ts',
  'src/platform/auth/{hash-gate,index,keys,login-throttle,return-path}.test.ts',
  'src/platform/db/{retry,yield}.test.ts',
  'src/platform/http/{callback-guard,request-logger,ssrf}.test.ts',
  'src/platform/observability/route-histogram.test.ts',
  'src/platform/pacing/bucket-math.test.ts',
  'src/modules/catalog/import-export/import.stored.test.ts',
  'src/modules/marketplaces/sandbox/sandbox.orders.test.ts',
  'src/modules/orders/orders.trend.test.ts',
  'test/{bench-profile,bench-cpu-share,decisions-index,module-graph,readme}.test.ts',
  'test/web/{dates,locales,money}.test.ts',
];

/**
 * The browser journeys drive the web admin through the same routes the integration tests cover on both
 * databases, so a run needs them once: by default the PGlite run has them and a PostgreSQL run leaves them
 * out; `FEIRA_JOURNEYS=yes|no` says otherwise (CI gives them to its PostgreSQL run, the shorter one;
 * docs/decisions/operations.md, OPS-44 and OPS-48).
 */
const journeysHere = (process.env.FEIRA_JOURNEYS ?? (process.env.TEST_DATABASE_URL ? 'no' : 'yes')) === 'yes';
const journeys = journeysHere ? [] : ['test/e2e/web-*.test.ts'];

const shared = {
  // One worker imports the service once for every file instead of once per file: a suite takes about half
  // the time (docs/decisions/operations.md, OPS-48). A file must leave nothing behind for the next one.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  env: { LOG_LEVEL: 'silent' },
  // A poll waits for what a page or a job shows eventually; on a loaded machine (CI runs both suites at once)
  // that can take more than vitest's default second. A condition never met still fails.
  expect: { poll: { timeout: 10_000 } },
} as const;

// `npm test` runs both projects, so every test once; CI runs it on PGlite, then on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'unit', include: unitTests } },
      {
        test: {
          ...shared,
          name: 'integration',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'sdk/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...unitTests, ...journeys],
          globalSetup: ['test/helpers/global-setup.ts', 'test/helpers/web-setup.ts'],
        },
      },
    ],
  },
});
