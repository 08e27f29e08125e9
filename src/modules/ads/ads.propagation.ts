import { and, eq, inArray, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import type { EventEnvelope } from '../../platform/events/catalogue.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuIdsOfBrand, variationSnapshots } from '../catalog/index.ts';
import { connectedAccount } from '../marketplaces/index.ts';
import { ads } from './ads.tables.ts';
import type { AdRow } from './ads.mapping.ts';
import { followProduct } from './domain/follow-product.ts';
import { knownOptions } from './domain/update-options.ts';
import { requestPublication } from './ads.publication.ts';

/**
 * Applies product changes to the ads that follow them (spec 2.5), in one transaction per event, and
 * asks for their publication. `changed` names the option groups the event is about.
 */
async function propagate(ctx: Ctx, rows: AdRow[], changed: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const snapshots = await variationSnapshots(
    ctx,
    rows.map((row) => row.originSkuId!),
  );
  const templates = new Map<string, string | undefined>();
  for (const platform of new Set(rows.map((row) => row.platform))) {
    templates.set(
      platform,
      (await connectedAccount(ctx, platform))?.settings.titleTemplate as string | undefined,
    );
  }
  const now = ctx.rt.clock.now().toISOString();
  const touched: string[] = [];
  for (const row of rows) {
    const snapshot = snapshots.get(row.originSkuId!);
    if (!snapshot) continue;
    const fields = followProduct(
      row,
      snapshot,
      changed,
      knownOptions(row.updateOptions),
      templates.get(row.platform),
    );
    const differs = Object.entries(fields).some(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(row[key as keyof AdRow]),
    );
    if (!differs) continue;
    await ctx.db
      .update(ads)
      .set({ ...fields, syncVersion: sql`${ads.syncVersion} + 1`, updatedAt: now })
      .where(and(eq(ads.sellerId, row.sellerId), eq(ads.id, row.id)));
    touched.push(row.id);
  }
  await requestPublication(ctx, touched);
}

async function adsOfSkus(ctx: Ctx, skuIds: string[]): Promise<AdRow[]> {
  if (skuIds.length === 0) return [];
  return ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.originSkuId, skuIds), eq(ads.isParent, false)))
    .for('update');
}

async function onVariationUpdated(event: EventEnvelope<'product.VariationUpdated'>, ctx: Ctx) {
  await withTransaction(ctx, async (tx) => {
    const changed = event.payload.fields ?? [];
    await propagate(tx, await adsOfSkus(tx, [event.payload.skuId]), changed);
    if (changed.includes('TITLE') || changed.includes('DESCRIPTION')) {
      const snapshot = (await variationSnapshots(tx, [event.payload.skuId])).get(event.payload.skuId);
      if (snapshot) {
        await tx.db
          .update(ads)
          .set({ name: snapshot.title, description: snapshot.description })
          .where(
            and(
              eq(ads.sellerId, sellerOf(tx)),
              eq(ads.productId, snapshot.productId),
              eq(ads.isParent, true),
            ),
          );
      }
    }
  });
}

/** A variation removed from its product takes its ads off the channels (DESIGN §6b). */
async function onVariationRemoved(event: EventEnvelope<'product.VariationRemoved'>, ctx: Ctx) {
  await withTransaction(ctx, async (tx) => {
    const rows = await adsOfSkus(tx, [event.payload.skuId]);
    const active = rows.filter((row) => row.status !== 'INACTIVE');
    if (active.length === 0) return;
    await tx.db
      .update(ads)
      .set({
        status: 'INACTIVE',
        syncVersion: sql`${ads.syncVersion} + 1`,
        updatedAt: tx.rt.clock.now().toISOString(),
      })
      .where(
        and(
          eq(ads.sellerId, sellerOf(tx)),
          inArray(
            ads.id,
            active.map((row) => row.id),
          ),
        ),
      );
    await requestPublication(
      tx,
      active.map((row) => row.id),
    );
  });
}

async function onBrandUpdated(event: EventEnvelope<'product.BrandUpdated'>, ctx: Ctx) {
  await withTransaction(ctx, async (tx) => {
    const skuIds = await skuIdsOfBrand(tx, event.payload.brandId);
    await propagate(tx, await adsOfSkus(tx, skuIds), ['BRAND']);
  });
}

/** `POST /bffweb/ads/sync`: the product's current values, for the given options, to these ads. */
async function onPropagationRequested(event: EventEnvelope<'ad.PropagationRequested'>, ctx: Ctx) {
  await withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .select()
      .from(ads)
      .where(
        and(eq(ads.sellerId, sellerOf(tx)), inArray(ads.id, event.payload.adIds), eq(ads.isParent, false)),
      )
      .for('update');
    await propagate(tx, rows, event.payload.options);
  });
}

export function registerPropagation(rt: Runtime): void {
  rt.events.consume({
    name: 'ads.follow-product',
    events: [
      'product.VariationUpdated',
      'product.VariationRemoved',
      'product.BrandUpdated',
      'ad.PropagationRequested',
    ],
    concurrency: 4,
    async handle(event, ctx) {
      switch (event.name) {
        case 'product.VariationUpdated':
          return onVariationUpdated(event as EventEnvelope<'product.VariationUpdated'>, ctx);
        case 'product.VariationRemoved':
          return onVariationRemoved(event as EventEnvelope<'product.VariationRemoved'>, ctx);
        case 'product.BrandUpdated':
          return onBrandUpdated(event as EventEnvelope<'product.BrandUpdated'>, ctx);
        case 'ad.PropagationRequested':
          return onPropagationRequested(event as EventEnvelope<'ad.PropagationRequested'>, ctx);
      }
    },
  });
}
