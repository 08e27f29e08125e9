import { sql } from 'drizzle-orm';
import { newId } from '../../src/platform/ids.ts';
import {
  sellerToken,
  type BenchService,
  type Harness,
  type Row,
  type Scenario,
  serviceCaller,
} from '../harness.ts';
import { connectThroughConsent, pendingJobs, until } from '../channel-setup.ts';
import { startFakeAmazon, type FakeAmazon } from '../../fakes/amazon/fake.ts';
import type { FakeListing } from '../../fakes/amazon/state.ts';

const CHANGES = Number(process.env.BENCH_AMAZON_CHANGES ?? 1000);
/** patchListingsItem's default usage plan, as the API reference gives it and the fake enforces it. */
const PATCH_PLAN = { rate: 5, burst: 10 };
/**
 * The listings are first put through the service, under a usage plan Amazon could grant a large
 * seller (the fake tells it in `x-amzn-RateLimit-Limit`, the service follows): the setup is not measured.
 */
const SETUP_PUT_PLAN = { rate: 1000, burst: 1000 };
const PARTNER = 'A1BENCHAMZBR01';

const verdict = (ok: boolean) => (ok ? 'holds' : 'MISSED');

interface Setup {
  service: BenchService;
  fake: FakeAmazon;
  skus: { i: number; sku: string }[];
  call: (method: string, path: string, body?: unknown) => Promise<unknown>;
}

/** The price a listing offers, as its last PUT or PATCH set it. */
const offered = (listing: FakeListing | undefined) =>
  (
    listing?.attributes.purchasable_offer?.[0] as {
      our_price?: { schedule?: { value_with_tax?: unknown }[] }[];
    }
  )?.our_price?.[0]?.schedule?.[0]?.value_with_tax;

/**
 * A service pointed at the fake, the bench seller connected through Seller Central's consent page,
 * and CHANGES products each with an ad on AMAZON of product type PRODUCT (seeded set-based, as the
 * catalog and ads modules store them), put on Amazon through the service by a first price change.
 */
async function setUp(h: Harness): Promise<Setup> {
  const fake = await startFakeAmazon({
    plans: { patchListingsItem: PATCH_PLAN, putListingsItem: SETUP_PUT_PLAN },
  });
  const service = await h.startService({
    FEIRA_AMAZON_LWA_CLIENT_ID: fake.state.clientId,
    FEIRA_AMAZON_LWA_CLIENT_SECRET: fake.state.clientSecret,
    FEIRA_AMAZON_APP_ID: fake.state.appId,
    FEIRA_AMAZON_SPAPI_URL: fake.url,
    FEIRA_AMAZON_LWA_URL: fake.url,
    FEIRA_AMAZON_CONSENT_URL: fake.url,
  });
  const { sellerId, token } = await sellerToken(service, ['price:edit', 'bffweb:marketplaces']);
  const call = serviceCaller(service, token);
  fake.state.consentAs = PARTNER;
  await connectThroughConsent(service, token, 'AMAZON');

  const skus = Array.from({ length: CHANGES }, (_, i) => ({ i, sku: `BAMZ-${i}`, id: newId('sku') }));
  const db = service.rt.database.db;
  const now = new Date().toISOString();
  const seed = JSON.stringify(skus.map((s) => ({ ...s, ad: newId('ad') })));
  await db.execute(sql`
    insert into catalog_products (seller_id, external_id, title, attributes, created_at, updated_at)
    select ${sellerId}, 'BAMZ-P-' || x.i, 'Produto ' || x.i, '[]', ${now}, ${now}
    from jsonb_to_recordset(${seed}::jsonb) as x(i int, sku text, id text)`);
  await db.execute(sql`
    insert into catalog_variations (seller_id, id, product_id, sku, position, created_at, updated_at)
    select ${sellerId}, x.id, 'BAMZ-P-' || x.i, x.sku, 0, ${now}, ${now}
    from jsonb_to_recordset(${seed}::jsonb) as x(i int, sku text, id text)`);
  // Not published yet (version 1 against 0): the first price change puts every listing.
  await db.execute(sql`
    insert into ads (seller_id, id, product_id, origin_sku_id, sku, platform, account_id, status, name, brand,
                     price, stock, update_options, sync_version, published_version, channel_category_id,
                     channel_status, created_at, updated_at)
    select ${sellerId}, x.ad, 'BAMZ-P-' || x.i, x.id, x.sku, 'AMAZON',
           (select id from marketplace_accounts where seller_id = ${sellerId} and platform = 'AMAZON'),
           'ACTIVE', 'Produto ' || x.i, 'Marca Bench', 10, 1000, '["PRICE"]', 1, 0, 'PRODUCT', 'PENDING',
           ${now}, ${now}
    from jsonb_to_recordset(${seed}::jsonb) as x(i int, sku text, id text, ad text)`);
  await db.execute(sql`analyze catalog_products, catalog_variations, ads`);
  await call(
    'PUT',
    '/integration/prices/list/bysku',
    skus.map((s) => ({ sku: s.sku, value: 15 })),
  );
  const listing = (sku: string) => fake.state.listings.get(`${PARTNER}/${sku}`);
  await until('the listings put', () => skus.every((s) => offered(listing(s.sku)) === 15));
  await until('the jobs of the put', async () => (await pendingJobs(service)) === 0);
  return { service, fake, skus, call };
}

/** CHANGES price changes in one batch, until the fake holds every new price; against the plan's ideal. */
async function pricePatches(h: Harness): Promise<Row> {
  const { service, fake, skus, call } = await setUp(h);
  try {
    const price = (i: number) => (2000 + i) / 100;
    const listing = (sku: string) => fake.state.listings.get(`${PARTNER}/${sku}`);
    const callsBefore = fake.calls.length;
    const started = performance.now();
    await call(
      'PUT',
      '/integration/prices/list/bysku',
      skus.map((s) => ({ sku: s.sku, value: price(s.i) })),
    );
    await until('price patches', () => skus.every((s) => offered(listing(s.sku)) === price(s.i)));
    const seconds = (performance.now() - started) / 1000;
    const window = fake.calls.slice(callsBefore);
    const patches = window.filter((c) => c.operation === 'patchListingsItem' && c.status === 200).length;
    const puts = window.filter((c) => c.operation === 'putListingsItem').length;
    const refused = window.filter((c) => c.status === 429).length;
    // The bucket starts full: `burst` calls at once, then one per 1/rate seconds.
    const ideal = Math.max(0, CHANGES - PATCH_PLAN.burst) / PATCH_PLAN.rate;
    const ratio = ideal / seconds;
    return {
      scenario: `amazon: ${CHANGES} price changes until the fake holds them (${verdict(ratio >= 0.8)})`,
      figure: CHANGES / seconds,
      unit: 'changes/s',
      baseline: CHANGES / ideal,
      baselineName: 'usage plan (ideal)',
      ratio,
      aim: '>= 0.8 x ideal',
      note: `${seconds.toFixed(1)} s against ${ideal.toFixed(1)} s ideal at ${PATCH_PLAN.rate}/s, burst ${PATCH_PLAN.burst}; ${patches} PATCHes, ${puts} PUTs, ${refused} answered 429`,
    };
  } finally {
    await service.stop();
    await fake.close();
  }
}

/**
 * Issue 40. Price changes pushed to Amazon as listing PATCHes under patchListingsItem's usage plan,
 * as a share of the ideal time that plan allows (ADS-106).
 */
export const scenario: Scenario = {
  name: 'amazon',
  aim: 'price patches >= 0.8 x ideal',
  run: async (h) => [await pricePatches(h)],
};
