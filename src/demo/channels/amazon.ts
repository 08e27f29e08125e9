import { Decimal } from '../../platform/money.ts';
import { systemCtx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { createAd } from '../../modules/ads/index.ts';
import { skuIdPage } from '../../modules/catalog/index.ts';
import { connectedAccount, connectThroughConsent } from '../../modules/marketplaces/index.ts';
import { amazonSettings } from '../../modules/marketplaces/amazon/amazon.config.ts';
import { poll } from '../../modules/marketplaces/amazon/amazon.poll.ts';
import type { FakeAmazon, startFakeAmazon } from '../../../fakes/amazon/fake.ts';
import type { DemoChannel, RunningDemoChannel } from './demo-channel.ts';

/** The selling partner the demo seller connects as on the local Amazon (it sells on Amazon.com.br). */
export const DEMO_AMAZON_PARTNER = 'A1DEM0L0JABR01';
/** Products of the demo catalog listed on Amazon. */
const LISTED = 3;
/**
 * A buyer orders on Amazon this often: the pace searchOrders' usage plan refills (one call every
 * 180 s), since each order is taken in by a poll of its own.
 */
const DEMO_AMAZON_ORDER_INTERVAL_MS = 180_000;
/** Until the first order is shown, whether a listing is up yet is checked this often. */
const FIRST_ORDER_RETRY_MS = 5_000;

export interface DemoAmazon extends RunningDemoChannel {
  /**
   * A buyer orders one of the seller's listings now and the account is polled at once; answers
   * Amazon's order id, or null when nothing is listed yet.
   */
  tick(): Promise<string | null>;
  /** The demo seller's listings Amazon accepted, with the price each offers. */
  listed(): { sku: string; asin: string; productType: string; price: string }[];
}

/** The price a listing offers on Amazon.com.br, as the listing put it. */
function offeredPrice(attributes: Record<string, Record<string, unknown>[]>): string | null {
  const offer = attributes.purchasable_offer?.[0] as
    { our_price?: { schedule?: { value_with_tax?: number | string }[] }[] } | undefined;
  const value = offer?.our_price?.[0]?.schedule?.[0]?.value_with_tax;
  return value === undefined ? null : new Decimal(String(value)).toFixed(2);
}

/**
 * Demo mode without an SP-API application of its own: the local fake of Amazon the tests use (Seller
 * Central's consent page, Login with Amazon and the SP-API with their usage plans), started in this
 * process on 127.0.0.1, and the service pointed at it. Must run before anything calls a channel. Null
 * when a real application is configured: the seller then connects their own account (ADS-105).
 */
export async function startDemoAmazon(rt: Runtime): Promise<DemoAmazon | null> {
  if (amazonSettings.of(rt.config).lwaClientId) return null;
  let start: typeof startFakeAmazon;
  try {
    // Loaded only here: a deployment without the fakes/ folder runs demo mode without Amazon.
    ({ startFakeAmazon: start } = await import('../../../fakes/amazon/fake.ts'));
  } catch {
    rt.log.warn('demo mode: the Amazon fake (fakes/) is not installed; Amazon stays unconfigured');
    return null;
  }
  const fake: FakeAmazon = await start();
  Object.assign(amazonSettings.of(rt.config), {
    lwaClientId: fake.state.clientId,
    lwaClientSecret: fake.state.clientSecret,
    appId: fake.state.appId,
    spApiUrl: fake.url,
    lwaUrl: fake.url,
    consentUrl: fake.url,
  });
  let sellerId: string | null = null;
  let firstOrderPending = false;
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | null = null;

  const listed = () =>
    [...fake.state.listings.values()].flatMap(({ sellerId: partner, sku, asin, productType, ...listing }) => {
      const price = offeredPrice(listing.attributes);
      const accepted = !listing.issues.some((issue) => issue.severity === 'ERROR');
      return partner === DEMO_AMAZON_PARTNER && accepted && price ? [{ sku, asin, productType, price }] : [];
    });

  const tick = async (): Promise<string | null> => {
    const listings = listed();
    if (!sellerId || listings.length === 0) return null;
    const { sku, price } = listings[Math.floor(Math.random() * listings.length)]!;
    const order = fake.createOrder({
      sellerId: DEMO_AMAZON_PARTNER,
      items: [{ sellerSku: sku, quantityOrdered: 1, unitPrice: price }],
      shipping: '14.90',
    });
    // Amazon notifies only through SQS or EventBridge: the account's poll, run now, takes the order in.
    const account = await connectedAccount(systemCtx(rt, sellerId, 'demo'), 'AMAZON');
    if (account) await poll(rt, { sellerId, accountId: account.accountId });
    // Amazon posts its Commission later: about 12 % of the price, read by the next poll.
    fake.postFees(order.orderId, '0.12');
    return order.orderId;
  };

  /** Runs one step at a time; a failure is logged, the demo goes on. */
  const step = (next: () => Promise<unknown>) => {
    running ??= next()
      .catch((error) => rt.log.warn({ err: error }, 'demo Amazon order failed'))
      .finally(() => (running = null));
  };

  return {
    name: 'demo.amazon',
    url: fake.url,
    tick,
    listed,
    banner: () => [
      `  Amazon:  a local fake at ${fake.url}, the demo seller connected with a few products listed, and`,
      `           an Amazon order every ${DEMO_AMAZON_ORDER_INTERVAL_MS / 1000} s`,
    ],
    async connect(id, firstStart) {
      sellerId = id;
      fake.state.consentAs = DEMO_AMAZON_PARTNER;
      const ctx = systemCtx(rt, id, 'demo');
      await connectThroughConsent(ctx, 'AMAZON', async (authorizationUrl) => {
        const consent = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(consent.headers.get('location') ?? '').searchParams;
      });
      if (!firstStart || !(await connectedAccount(ctx, 'AMAZON'))) return;
      firstOrderPending = true;
      // The first ad names no product type: Amazon's search finds one from its title (a bottle). The
      // fake's search knows no other title of the demo catalog, so the rest are listed as PRODUCT.
      const [first, ...rest] = await skuIdPage(ctx, {}, null, LISTED);
      if (first) await createAd(ctx, { originSkuId: first, platform: 'AMAZON' });
      for (const originSkuId of rest)
        await createAd(ctx, { originSkuId, platform: 'AMAZON', channelCategoryId: 'PRODUCT' });
    },
    async start() {
      if (firstOrderPending) {
        // The first order as soon as a listing is up, so a newcomer sees one without waiting.
        const first = setInterval(
          () =>
            step(async () => {
              if ((await tick()) !== null) clearInterval(first);
            }),
          FIRST_ORDER_RETRY_MS,
        );
        timers.push(first);
      }
      timers.push(setInterval(() => step(tick), DEMO_AMAZON_ORDER_INTERVAL_MS));
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      await running;
      await fake.close();
    },
  };
}

export const amazonDemo: DemoChannel = { name: 'Amazon', start: startDemoAmazon };
