import { Decimal } from '../../platform/money.ts';
import { systemCtx } from '../../platform/context.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { createAd } from '../../modules/ads/index.ts';
import { skuCodes, skuIdPage } from '../../modules/catalog/index.ts';
import { markInvoiced, nfeKeyCheckDigit, searchOrders } from '../../modules/orders/index.ts';
import { requestLabelGroup } from '../../modules/tags/index.ts';
import {
  connectedAccount,
  connectThroughConsent,
  receiveNotification,
} from '../../modules/marketplaces/index.ts';
import { mercadoLivreSettings } from '../../modules/marketplaces/mercadolivre/ml.config.ts';
import type { FakeMercadoLivre, startFakeMercadoLivre } from '../../../fakes/mercadolivre/fake.ts';
import type { askQuestion as AskQuestion } from '../../../fakes/mercadolivre/questions.ts';
import type { seedExistingItem as SeedExistingItem } from '../../../fakes/mercadolivre/search.ts';
import type { DemoChannel, RunningDemoChannel } from './demo-channel.ts';

/**
 * The Mercado Livre user the demo seller connects as, on the local fake: a seller Mercado Livre
 * Brasil switched to user products, so the demo's items are published by `family_name`, titled by
 * the channel (docs/decisions.md, ADS-47).
 */
export const DEMO_ML_USER = { id: 1_000_001, nickname: 'LOJA_DEMO', tags: ['normal', 'user_product_seller'] };
/** Products of the demo catalog listed on Mercado Livre. */
const LISTED = 3;
/** A buyer on Mercado Livre orders this often. */
const DEMO_ML_ORDER_INTERVAL_MS = 30_000;

/**
 * Its `connect` also finds, on the first start, one item the seller already had, with a buyer's question;
 * the fake keeps no state across starts.
 */
export interface DemoMercadoLivre extends RunningDemoChannel {
  /** A buyer orders one of the seller's listed items now; answers the order id, or null when none is listed yet. */
  tick(): Promise<number | null>;
  /**
   * A buyer's cart of two listed items (one pack, one shipment waiting for its NF-e): taken in from
   * the shipment's notification, invoiced with one NF-e that Mercado Livre accepts for the pack, and
   * one label asked for both. Answers Feira's order ids and the label group, or null when fewer than
   * two items are listed yet.
   */
  packOrder(): Promise<{ orderIds: string[]; groupId: string } | null>;
}

/** An authorized NF-e's XML for the demo's pack, with a valid access key of São Paulo. */
function demoNfe(n: number): { accessKey: string; xml: string } {
  const first43 = `3526011234567800019055001${String(n).padStart(9, '0')}1${String(n).padStart(8, '0')}`;
  const accessKey = `${first43}${nfeKeyCheckDigit(first43)}`;
  const xml =
    `<?xml version="1.0"?><nfeProc><NFe><infNFe Id="NFe${accessKey}"><ide><nNF>${n}</nNF><serie>1</serie></ide>` +
    `</infNFe></NFe><protNFe><infProt><chNFe>${accessKey}</chNFe><cStat>100</cStat></infProt></protNFe></nfeProc>`;
  return { accessKey, xml };
}

/**
 * Demo mode without a Mercado Livre app of its own: the local fake of Mercado Livre's API the tests
 * use, started in this process on 127.0.0.1, and the service pointed at it. Must run before anything
 * calls a channel (the connector reads the addresses once). Null when a real app is configured: the
 * seller then connects their own account.
 */
export async function startDemoMercadoLivre(rt: Runtime): Promise<DemoMercadoLivre | null> {
  if (mercadoLivreSettings.of(rt.config).clientId) return null;
  let start: typeof startFakeMercadoLivre;
  let seedExistingItem: typeof SeedExistingItem;
  let askQuestion: typeof AskQuestion;
  try {
    // Loaded only here: a deployment without the fakes/ folder runs demo mode without Mercado Livre.
    ({ startFakeMercadoLivre: start } = await import('../../../fakes/mercadolivre/fake.ts'));
    ({ seedExistingItem } = await import('../../../fakes/mercadolivre/search.ts'));
    ({ askQuestion } = await import('../../../fakes/mercadolivre/questions.ts'));
  } catch {
    rt.log.warn(
      'demo mode: the Mercado Livre fake (fakes/) is not installed; Mercado Livre stays unconfigured',
    );
    return null;
  }
  const fake: FakeMercadoLivre = await start();
  Object.assign(mercadoLivreSettings.of(rt.config), {
    clientId: fake.state.clientId,
    clientSecret: fake.state.clientSecret,
    apiUrl: fake.url,
    paymentsApiUrl: fake.url,
    authUrl: fake.url,
  });
  let sellerId: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  /** The first start shows a cart (pack) with its NF-e and one label, once two items are listed. */
  let packPending = false;
  /** What Mercado Livre posts to the channel's notifications URL, taken in as that route does. */
  const notify = (topic: string, resource: string) =>
    receiveNotification(
      rt,
      'mercadolivre',
      { resource, topic, user_id: DEMO_ML_USER.id, application_id: fake.state.clientId },
      { address: '127.0.0.1' },
    );

  const tick = async (): Promise<number | null> => {
    const listed = [...fake.state.items.values()].filter(
      (item) => item.seller_id === DEMO_ML_USER.id && item.status === 'active',
    );
    if (listed.length === 0) return null;
    const item = listed[Math.floor(Math.random() * listed.length)]!;
    const price = new Decimal(item.price);
    const orderId = fake.createOrder({
      sellerId: DEMO_ML_USER.id,
      items: [
        {
          itemId: item.id,
          quantity: 1,
          unitPrice: price.toNumber(),
          // Mercado Livre's classic listing fee, about 14 % of the price.
          saleFee: price.times('0.14').toDecimalPlaces(2).toNumber(),
        },
      ],
      shippingCost: 19.9,
    });
    await notify('orders_v2', `/orders/${orderId}`);
    return orderId;
  };

  const packOrder = async (): Promise<{ orderIds: string[]; groupId: string } | null> => {
    const listed = [...fake.state.items.values()].filter(
      (item) => item.seller_id === DEMO_ML_USER.id && item.status === 'active',
    );
    if (!sellerId || listed.length < 2) return null;
    const ctx = systemCtx(rt, sellerId, 'demo');
    const lines = listed.slice(0, 2).map((item) => ({
      sellerId: DEMO_ML_USER.id,
      invoicePending: true,
      items: [
        {
          itemId: item.id,
          quantity: 1,
          unitPrice: item.price,
          saleFee: new Decimal(item.price).times('0.14').toDecimalPlaces(2).toNumber(),
        },
      ],
    }));
    const { orderIds, shipmentId } = fake.createPurchase([
      { ...lines[0]!, shippingCost: 24.9, sellerShippingCost: 18.45 },
      lines[1]!,
    ]);
    await notify('shipments', `/shipments/${shipmentId}`);
    const ours: string[] = [];
    for (const channelId of orderIds) {
      for (let wait = 0; ; wait++) {
        const found = await searchOrders(
          ctx,
          { text: String(channelId), status: ['PAID'] },
          { page: 0, size: 1 },
        );
        if (found.items[0]) {
          ours.push(found.items[0].id);
          break;
        }
        if (wait > 300) throw new Error(`demo pack order ${channelId} was not taken in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const nfe = demoNfe(shipmentId % 1_000_000);
    for (const orderId of ours)
      await markInvoiced(ctx, orderId, {
        number: String(shipmentId % 1_000_000),
        series: '1',
        accessKey: nfe.accessKey,
        issuedAt: rt.clock.now().toISOString(),
        xml: nfe.xml,
      });
    const { groupId } = await requestLabelGroup(ctx, 'MERCADO_LIVRE', { orderIds: ours });
    return { orderIds: ours, groupId };
  };

  return {
    name: 'demo.mercadolivre',
    url: fake.url,
    tick,
    packOrder,
    banner: () => [
      `  Mercado Livre: a local fake at ${fake.url}, the demo seller connected as ${DEMO_ML_USER.nickname} with a few`,
      `           products listed, and a Mercado Livre order every ${DEMO_ML_ORDER_INTERVAL_MS / 1000} s`,
    ],
    async connect(id, firstStart) {
      sellerId = id;
      fake.state.consentAs = DEMO_ML_USER;
      const ctx = systemCtx(rt, id, 'demo');
      const skuIds = await skuIdPage(ctx, {}, null, LISTED + 1);
      if (firstStart && skuIds.length > LISTED) {
        // The seller already sold one product on Mercado Livre before Feira: its item carries the SKU
        // code, so connecting links it, and a buyer's question on it waits for an answer.
        const sku = (await skuCodes(ctx, [skuIds[LISTED]!])).get(skuIds[LISTED]!)!;
        const itemId = seedExistingItem(fake.state, DEMO_ML_USER.id, {
          title: 'Anúncio de antes da Feira',
          price: 79.9,
          available_quantity: 6,
          sellerSku: sku,
        });
        askQuestion(fake.state, itemId, 'Boa tarde! Vocês emitem nota fiscal? Envia para Recife?');
      }
      await connectThroughConsent(systemCtx(rt, id, 'demo'), 'MERCADO_LIVRE', async (authorizationUrl) => {
        const consent = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(consent.headers.get('location') ?? '').searchParams;
      });
      if (!firstStart) return;
      packPending = true;
      if (!(await connectedAccount(ctx, 'MERCADO_LIVRE'))) return;
      for (const originSkuId of skuIds.slice(0, LISTED))
        await createAd(ctx, { originSkuId, platform: 'MERCADO_LIVRE', channelCategoryId: 'MLB1234' });
    },
    async start() {
      timer = setInterval(() => {
        if (!sellerId) return;
        const next = packPending
          ? packOrder().then((shown) => {
              if (shown) packPending = false;
            })
          : tick();
        running ??= next
          .catch((error) => rt.log.warn({ err: error }, 'demo Mercado Livre order failed'))
          .finally(() => (running = null));
      }, DEMO_ML_ORDER_INTERVAL_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await fake.close();
    },
  };
}

export const mercadoLivreDemo: DemoChannel = { name: 'Mercado Livre', start: startDemoMercadoLivre };
