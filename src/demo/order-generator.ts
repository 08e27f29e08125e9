import { Decimal } from '../platform/money.ts';
import { systemCtx, type Ctx } from '../platform/context.ts';
import type { BackgroundService, Runtime } from '../platform/runtime.ts';
import { skuIdPage } from '../modules/catalog/index.ts';
import { createSandboxOrder } from '../modules/orders/index.ts';
import { currentPrices } from '../modules/prices/index.ts';

/** The demo seller's one channel. */
export const DEMO_PLATFORM = 'SANDBOX';

/** Three orders a minute: enough to see the dashboard move, few enough to read them. */
export const DEMO_ORDER_INTERVAL_MS = 20_000;

const buyers = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Mendes',
  'Diego Rocha',
  'Fernanda Alves',
  'Gustavo Pereira',
];
const cities = [
  { city: 'São Paulo', state: 'SP', postalCode: '01310100' },
  { city: 'Rio de Janeiro', state: 'RJ', postalCode: '22041001' },
  { city: 'Curitiba', state: 'PR', postalCode: '80010000' },
  { city: 'Salvador', state: 'BA', postalCode: '40020000' },
  { city: 'Belo Horizonte', state: 'MG', postalCode: '30130000' },
];

type Random = () => number;
const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/**
 * One sandbox order of the demo seller, as the SANDBOX channel would tell it: one or two of its SKUs
 * at their current price, the channel's 14 % commission and R$ 5 fee, and the freight the buyer paid
 * or the seller's free-shipping cost; the channel's own order id unless `marketplaceOrderId` is given.
 * Null when the seller has nothing priced to sell.
 */
export async function placeDemoOrder(ctx: Ctx, random: Random = Math.random, marketplaceOrderId?: string) {
  const skuIds = await skuIdPage(ctx, {}, null, 500);
  const prices = await currentPrices(ctx, skuIds, [DEMO_PLATFORM]);
  const priced = skuIds.flatMap((skuId) => {
    const scopes = prices.get(skuId) ?? [];
    const price = scopes.find((p) => p.platform === DEMO_PLATFORM) ?? scopes.find((p) => p.platform === null);
    const value = price?.salePrice ?? price?.listPrice;
    return value ? [{ skuId, salePrice: value }] : [];
  });
  if (priced.length === 0) return null;
  const lines = random() < 0.7 ? 1 : 2;
  const chosen = new Map<string, string>();
  while (chosen.size < Math.min(lines, priced.length)) {
    const item = pick(priced, random);
    chosen.set(item.skuId, item.salePrice);
  }
  const items = [...chosen].map(([skuId, salePrice]) => ({ skuId, qty: random() < 0.8 ? 1 : 2, salePrice }));
  const itemsTotal = items.reduce(
    (sum, item) => sum.plus(new Decimal(item.salePrice).times(item.qty)),
    new Decimal(0),
  );
  const freeShipping = itemsTotal.gte(199);
  const where = pick(cities, random);
  return createSandboxOrder(ctx, {
    platform: DEMO_PLATFORM,
    ...(marketplaceOrderId ? { marketplaceOrderId } : {}),
    items,
    totals: {
      totalFreight: freeShipping ? '0.00' : pick(['14.90', '19.90', '24.90'], random),
      shippingCost: freeShipping ? pick(['18.50', '22.00', '27.40'], random) : '0.00',
      totalCommission: itemsTotal.times('0.14').toFixed(2),
      serviceFee: '5.00',
    },
    customer: { name: pick(buyers, random) },
    shippingAddress: { city: where.city, state: where.state, postalCode: where.postalCode, country: 'BR' },
  });
}

/**
 * While a demo process runs, the SANDBOX channel keeps selling: one order every `intervalMs`.
 * `tick` places one at once (tests drive it); stopping waits for the order being placed.
 */
export function demoOrderGenerator(
  rt: Runtime,
  sellerId: string,
  intervalMs = DEMO_ORDER_INTERVAL_MS,
): BackgroundService & { tick(): Promise<unknown> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => placeDemoOrder(systemCtx(rt, sellerId, 'demo-orders'));
  return {
    name: 'demo.orders',
    tick,
    async start() {
      timer = setInterval(() => {
        running ??= tick()
          .catch((error) => rt.log.warn({ err: error }, 'demo order failed'))
          .finally(() => (running = null));
      }, intervalMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
