import { and, asc, eq } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { adCompatibilities, ads } from './ads.tables.ts';
import { requestPublication } from './ads.publication.ts';
import { sql } from 'drizzle-orm';

export interface CompatibilityInput {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  version?: string;
}

async function ensureAd(ctx: Ctx, adId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), eq(ads.id, adId), eq(ads.isParent, false)));
  if (!row) throw notFound('ad', adId);
}

/** Compatibility is part of what the channel shows: a change is a new version of the ad to publish. */
async function touch(ctx: Ctx, adId: string): Promise<void> {
  await ctx.db
    .update(ads)
    .set({ syncVersion: sql`${ads.syncVersion} + 1`, updatedAt: ctx.rt.clock.now().toISOString() })
    .where(and(eq(ads.sellerId, sellerOf(ctx)), eq(ads.id, adId)));
  await requestPublication(ctx, [adId]);
}

const dto = (row: typeof adCompatibilities.$inferSelect) => ({
  id: row.id,
  adId: row.adId,
  make: row.make,
  model: row.model,
  yearFrom: row.yearFrom,
  yearTo: row.yearTo,
  version: row.version ?? undefined,
});

export async function listCompatibility(ctx: Ctx, adId: string) {
  await ensureAd(ctx, adId);
  const rows = await ctx.db
    .select()
    .from(adCompatibilities)
    .where(and(eq(adCompatibilities.sellerId, sellerOf(ctx)), eq(adCompatibilities.adId, adId)))
    .orderBy(asc(adCompatibilities.make), asc(adCompatibilities.model), asc(adCompatibilities.yearFrom));
  return rows.map(dto);
}

export async function addCompatibility(ctx: Ctx, adId: string, input: CompatibilityInput) {
  if (input.yearTo < input.yearFrom) {
    throw new DomainError('validation-failed', 'yearTo: must not be before yearFrom', { field: 'yearTo' });
  }
  return withTransaction(ctx, async (tx) => {
    await ensureAd(tx, adId);
    const row = {
      sellerId: sellerOf(tx),
      id: newId('cmp'),
      adId,
      make: input.make.trim(),
      model: input.model.trim(),
      yearFrom: input.yearFrom,
      yearTo: input.yearTo,
      version: input.version?.trim() || null,
      createdAt: tx.rt.clock.now().toISOString(),
    };
    await tx.db.insert(adCompatibilities).values(row);
    await touch(tx, adId);
    return dto(row);
  });
}

export async function removeCompatibility(ctx: Ctx, adId: string, entryId: string) {
  return withTransaction(ctx, async (tx) => {
    await ensureAd(tx, adId);
    const removed = await tx.db
      .delete(adCompatibilities)
      .where(
        and(
          eq(adCompatibilities.sellerId, sellerOf(tx)),
          eq(adCompatibilities.adId, adId),
          eq(adCompatibilities.id, entryId),
        ),
      )
      .returning({ id: adCompatibilities.id });
    if (removed.length === 0) throw notFound('compatibility entry', entryId);
    await touch(tx, adId);
  });
}
