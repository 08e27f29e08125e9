import { systemCtx, type Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuIdsOfRefs } from '../catalog/index.ts';
import { receiveChannelOrdersWith, type AccountRef, type ReceivedOrder } from '../marketplaces/index.ts';
import { applyChannelStatus, cancelOrder, ingestChannelOrders, markPaid } from './orders.service.ts';

/** The seller's skuId of each SELLER_SKU the channel named; a sku the catalog lacks keeps the channel's reference. */
async function resolveSkus(ctx: Ctx, received: ReceivedOrder[]): Promise<Map<string, string>> {
  const skus = [
    ...new Set(received.flatMap((r) => r.order.items.flatMap((i) => (i.sellerSku ? [i.sellerSku] : [])))),
  ];
  const found = new Map<string, string>();
  for (const sku of skus) {
    try {
      found.set(sku, (await skuIdsOfRefs(ctx, [{ sku }]))[0]!);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return found;
}

/** Moves that are not the next legal step (an order already further on) are left alone. */
async function tolerant(move: () => Promise<unknown>): Promise<void> {
  try {
    await move();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'invalid-order-transition')) throw error;
  }
}

/**
 * Orders a real channel sent (a notification or the reconciliation poll): taken in as any channel
 * order (idempotent on the channel's order id: stock held, queue, webhooks), then moved to where the
 * channel says the order stands.
 */
async function takeIn(rt: Runtime, account: AccountRef, received: ReceivedOrder[]): Promise<void> {
  const ctx = systemCtx(rt, account.sellerId);
  const bySku = await resolveSkus(ctx, received);
  const orders = received.map(({ order }) => ({
    ...order,
    items: order.items.map(({ sellerSku, ...item }) => ({
      ...item,
      skuId: (sellerSku && bySku.get(sellerSku)) || item.skuId,
    })),
  }));
  const ingested = await ingestChannelOrders(ctx, account, orders);
  for (const [i, { order }] of ingested.entries()) {
    const status = received[i]!.status;
    if (status === order.status || status === 'CREATED') continue;
    if (status === 'CANCELED')
      await tolerant(() => cancelOrder(ctx, order.id, { reason: 'canceled on the channel' }));
    else {
      if (order.status === 'CREATED') await tolerant(() => markPaid(ctx, order.id, {}));
      if (status === 'SHIPPED' || status === 'DELIVERED')
        await tolerant(() => applyChannelStatus(ctx, order.id, 'SHIPPED'));
      if (status === 'DELIVERED') await tolerant(() => applyChannelStatus(ctx, order.id, 'DELIVERED'));
    }
  }
}

export function receiveChannelOrders(rt: Runtime): void {
  receiveChannelOrdersWith(rt, takeIn);
}
