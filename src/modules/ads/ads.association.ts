import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { isValidGtin, skuIdsByEan, variationSnapshots } from '../catalog/index.ts';
import { ads } from './ads.tables.ts';
import { ensureParent } from './ads.service.ts';
import { requestPublication } from './ads.publication.ts';
import { knownOptions } from './domain/update-options.ts';

export interface AssociationInput {
  ean: string;
  platform?: string;
  adId?: string;
}

/**
 * Attaches the seller's ads carrying `ean` (main or secondary) to the one variation carrying it
 *: the ads take the variation as their origin, join its product's parent ad, and get
 * the variation's values for the options they follow, as a sync would give them.
 */
export async function associateByEan(ctx: Ctx, input: AssociationInput) {
  const ean = input.ean.trim();
  if (!isValidGtin(ean))
    throw new DomainError('invalid-ean-list', `ean: ${ean} is not a valid GTIN`, {
      reason: 'INVALID_EAN',
      field: 'ean',
    });
  return withTransaction(ctx, async (tx) => {
    const sellerId = sellerOf(tx);
    const skuIds = await skuIdsByEan(tx, ean);
    if (skuIds.length === 0) throw notFound('variation with EAN', ean);
    if (skuIds.length > 1)
      throw new DomainError(
        'conflict',
        `EAN ${ean} belongs to ${skuIds.length} variations: ${skuIds.join(', ')}`,
        {
          field: 'ean',
          skuIds,
        },
      );
    const snapshot = (await variationSnapshots(tx, skuIds)).get(skuIds[0]!)!;
    const found = await tx.db
      .select()
      .from(ads)
      .where(
        and(
          eq(ads.sellerId, sellerId),
          eq(ads.isParent, false),
          or(eq(ads.ean, ean), sql`${ads.eans} @> ${JSON.stringify([{ value: ean }])}::jsonb`),
          ...(input.platform ? [eq(ads.platform, input.platform)] : []),
          ...(input.adId ? [eq(ads.id, input.adId)] : []),
        ),
      )
      .orderBy(ads.id)
      .for('update');
    if (found.length === 0) throw notFound('ad with EAN', ean);
    const moving = found.filter((ad) => ad.originSkuId !== snapshot.skuId);
    const platforms = moving.map((ad) => ad.platform);
    if (new Set(platforms).size !== platforms.length)
      throw new DomainError(
        'conflict',
        `more than one ad per platform carries EAN ${ean}; name one with adId`,
        {
          field: 'adId',
        },
      );
    if (moving.length > 0) {
      const taken = await tx.db
        .select({ id: ads.id, platform: ads.platform })
        .from(ads)
        .where(
          and(
            eq(ads.sellerId, sellerId),
            eq(ads.originSkuId, snapshot.skuId),
            inArray(ads.platform, platforms),
          ),
        );
      if (taken[0])
        throw new DomainError(
          'ad-already-exists',
          `variation ${snapshot.skuId} already has ad ${taken[0].id} on ${taken[0].platform}`,
          { adId: taken[0].id, platform: taken[0].platform },
        );
    }
    const now = tx.rt.clock.now().toISOString();
    for (const ad of moving) {
      const parentId = await ensureParent(tx, snapshot, ad.platform, ad.accountId, now);
      await tx.db
        .update(ads)
        .set({
          originSkuId: snapshot.skuId,
          sku: snapshot.sku,
          productId: snapshot.productId,
          parentId,
          syncVersion: sql`${ads.syncVersion} + 1`,
          updatedAt: now,
        })
        .where(and(eq(ads.sellerId, sellerId), eq(ads.id, ad.id)));
      // The values of its new origin reach it for the options it follows.
      const options = knownOptions(ad.updateOptions);
      if (options.length > 0) await appendEvent(tx, 'ad.PropagationRequested', { adIds: [ad.id], options });
    }
    await requestPublication(
      tx,
      moving.map((ad) => ad.id),
    );
    return { skuId: snapshot.skuId, adIds: found.map((ad) => ad.id) };
  });
}
