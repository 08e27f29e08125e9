import { and, eq, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import type { EventCatalogue } from '../../platform/events/catalogue.ts';
import { skuCosts } from '../catalog/index.ts';
import { costColumns, scheduleCostSweep } from './orders.enrichment.ts';
import { skuRefsOf } from './orders.service.ts';
import { orders, type StoredItem } from './orders.tables.ts';

/**
 * A channel item the seller linked to an ad: the order lines that waited "not linked" for it (same
 * platform, account and channel item id) take the ad's SKU, their search references and costs follow.
 * Answers how many orders matched; linking again matches nothing more.
 */
export async function matchLinkedItem(
  ctx: Ctx,
  link: EventCatalogue['ad.ChannelItemLinked'],
): Promise<number> {
  const sellerId = sellerOf(ctx);
  return withTransaction(ctx, async (tx) => {
    const waiting = await tx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.sellerId, sellerId),
          eq(orders.platform, link.platform),
          eq(orders.accountId, link.accountId),
          sql`${orders.items} @> ${JSON.stringify([{ channelItemId: link.channelItemId, notLinked: true }])}::jsonb`,
        ),
      )
      .orderBy(orders.id)
      .for('update');
    if (waiting.length === 0) return 0;
    const costs = await skuCosts(tx, [link.skuId]);
    const sku = costs.get(link.skuId)?.sku;
    const now = tx.rt.clock.now().toISOString();
    for (const row of waiting) {
      const items = row.items.map((item): StoredItem => {
        if (item.channelItemId !== link.channelItemId || !item.notLinked) return item;
        const { notLinked: _waited, ...rest } = item;
        return { ...rest, skuId: link.skuId, ...(sku ? { sku } : {}) };
      });
      const known = await skuCosts(tx, items.map((item) => item.skuId).filter(Boolean));
      await tx.db
        .update(orders)
        .set({
          items,
          skuRefs: skuRefsOf(items),
          ...costColumns({ items, totals: row.totals }, known),
          updatedAt: now,
        })
        .where(and(eq(orders.sellerId, sellerId), eq(orders.id, row.id)));
    }
    await scheduleCostSweep(tx);
    return waiting.length;
  });
}
