import { systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { retryOnConflict } from '../../platform/db/retry.ts';
import type { EventOf } from '../../platform/events/catalogue.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { salePricesOf } from '../prices/index.ts';
import { channelStockOf } from '../stock/index.ts';
import { applySkuPrices, applySkuStock, lockAdsOfSkus } from './channel-values.ts';

const followedEvents = ['price.PriceUpdated', 'stock.StockUpdated', 'ad.AdCreated'] as const;
type FollowedEvent = EventOf<(typeof followedEvents)[number]>;

/**
 * Brings one seller's ads to the prices and stock their SKUs have now: those whose price or stock
 * changed, and those of new ads, which start from what their SKU has (they were created with whatever
 * their body said). Set-based: one lock of the ads, one read of prices and one of stock, one UPDATE of
 * each column for the whole batch. The values are read after the lock, as they are when it is held,
 * so events handled late or twice never put an older value back.
 */
async function followValues(ctx: Ctx, events: readonly FollowedEvent[]): Promise<void> {
  const priced = new Set<string>();
  const stocked = new Set<string>();
  for (const event of events) {
    if (event.name !== 'stock.StockUpdated') priced.add(event.payload.skuId);
    if (event.name !== 'price.PriceUpdated') stocked.add(event.payload.skuId);
  }
  const published = await lockAdsOfSkus(ctx, [...new Set([...priced, ...stocked])]);
  const ofPublished = (skus: Set<string>) => [...skus].filter((skuId) => published.has(skuId));
  await applySkuPrices(ctx, await salePricesOf(ctx, ofPublished(priced)));
  await applySkuStock(ctx, await channelStockOf(ctx, ofPublished(stocked)));
}

const bySeller = (events: readonly FollowedEvent[]) =>
  Map.groupBy(
    events.filter((event) => event.sellerId),
    (event) => event.sellerId!,
  );

export function registerValueFollowing(rt: Runtime): void {
  rt.events.consume({
    name: 'ads.follow-values',
    events: followedEvents,
    // In the relay's transaction (PLT-42), as a writer's own statement used to be: the ads' values
    // commit with the events' mark, with no job to insert, fetch and complete (ADS-90).
    handleInRelay: async (events, ctx) => {
      for (const [sellerId, own] of bySeller(events)) await followValues({ ...ctx, sellerId }, own);
      return () => {};
    },
    // A pass whose work failed in the relay is retried as jobs of this consumer.
    eventsPerJob: 500,
    handle: (event) => handleBatch(rt, [event]),
    handleBatch: (events) => handleBatch(rt, events),
  });
}

async function handleBatch(rt: Runtime, events: FollowedEvent[]): Promise<void> {
  for (const [sellerId, own] of bySeller(events)) {
    const ctx = systemCtx(rt, sellerId, own[0]!.id);
    await retryOnConflict(() => withTransaction(ctx, (tx) => followValues(tx, own)));
  }
}
