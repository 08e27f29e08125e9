import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import {
  findOverlappingRanges,
  formatPostalCode,
  parseConfigPostalCode,
  type PostalRange,
} from './domain/postal-code.ts';
import type { RegionInput, RegionPatch } from './freight.schemas.ts';
import { configWrite, invalid, isUniqueViolation, requireCarriers } from './freight.service.ts';
import { regionCarriers, regionRanges, regions } from './freight.tables.ts';
import { selectPage } from '../../platform/db/page.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

/** A seller's regions: named sets of postal-code ranges, each served by some of its carriers. */
type RegionRow = typeof regions.$inferSelect;

interface RegionView {
  row: RegionRow;
  ranges: PostalRange[];
  carrierIds: string[];
}

function regionDto({ row, ranges, carrierIds }: RegionView) {
  const out = ranges.map((range) => ({
    postalCodeStart: formatPostalCode(range.start),
    postalCodeEnd: formatPostalCode(range.end),
  }));
  return {
    id: row.id,
    name: row.name,
    postalCodeStart: out[0]!.postalCodeStart,
    postalCodeEnd: out[0]!.postalCodeEnd,
    ranges: out,
    carrierIds,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A region's ranges from either the single pair or `ranges`, validated and in ascending order. */
function rangesOf(input: RegionPatch, required: boolean): PostalRange[] | undefined {
  const hasPair = input.postalCodeStart !== undefined || input.postalCodeEnd !== undefined;
  if (hasPair && input.ranges !== undefined) {
    throw invalid(
      'ranges',
      'give either ranges or postalCodeStart and postalCodeEnd, not both',
      'exclusive-with',
      {
        other: 'postalCodeStart',
      },
    );
  }
  let entries: { field: string; start: string; end: string }[];
  if (input.ranges !== undefined) {
    entries = input.ranges.map((range, i) => ({
      field: `ranges[${i}]`,
      start: range.postalCodeStart,
      end: range.postalCodeEnd,
    }));
  } else if (hasPair) {
    if (input.postalCodeStart === undefined)
      throw invalid('postalCodeStart', 'is required with postalCodeEnd', 'required-with', {
        other: 'postalCodeEnd',
      });
    if (input.postalCodeEnd === undefined)
      throw invalid('postalCodeEnd', 'is required with postalCodeStart', 'required-with', {
        other: 'postalCodeStart',
      });
    entries = [{ field: '', start: input.postalCodeStart, end: input.postalCodeEnd }];
  } else {
    if (required)
      throw invalid('ranges', 'give postalCodeStart and postalCodeEnd, or ranges', 'required-with', {
        other: 'postalCodeStart',
      });
    return undefined;
  }
  const at = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);
  const ranges = entries.map((entry) => {
    const start = parseConfigPostalCode(entry.start)!;
    const end = parseConfigPostalCode(entry.end)!;
    if (start > end) {
      throw invalid(
        at(entry.field, 'postalCodeEnd'),
        `${formatPostalCode(end)} is before postalCodeStart ${formatPostalCode(start)}`,
        'before-other',
        { other: 'postalCodeStart' },
      );
    }
    return { start, end };
  });
  const overlap = findOverlappingRanges(ranges);
  if (overlap) {
    throw invalid(
      at(entries[overlap[1]]!.field, 'postalCodeStart'),
      `overlaps ${entries[overlap[0]]!.field || 'another range'} of the region`,
      'overlaps',
    );
  }
  return ranges.sort((a, b) => a.start - b.start);
}

async function regionViews(ctx: Ctx, rows: RegionRow[]): Promise<RegionView[]> {
  if (rows.length === 0) return [];
  const sellerId = sellerOf(ctx);
  const ids = rows.map((row) => row.id);
  const [ranges, links] = await Promise.all([
    ctx.db
      .select()
      .from(regionRanges)
      .where(and(eq(regionRanges.sellerId, sellerId), inArray(regionRanges.regionId, ids)))
      .orderBy(asc(regionRanges.postalCodeStart)),
    ctx.db
      .select()
      .from(regionCarriers)
      .where(and(eq(regionCarriers.sellerId, sellerId), inArray(regionCarriers.regionId, ids)))
      .orderBy(asc(regionCarriers.carrierId)),
  ]);
  return rows.map((row) => ({
    row,
    ranges: ranges
      .filter((range) => range.regionId === row.id)
      .map((range) => ({ start: range.postalCodeStart, end: range.postalCodeEnd })),
    carrierIds: links.filter((link) => link.regionId === row.id).map((link) => link.carrierId),
  }));
}

export async function regionRow(ctx: Ctx, id: string, lock = false): Promise<RegionRow> {
  return sellerRow(ctx, regions, id, 'region', lock);
}

async function requireFreeName(ctx: Ctx, name: string, except?: string): Promise<void> {
  const conditions: SQL[] = [
    eq(regions.sellerId, sellerOf(ctx)),
    sql`lower(${regions.name}) = lower(${name})`,
  ];
  if (except) conditions.push(ne(regions.id, except));
  const [taken] = await ctx.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(...conditions));
  if (taken) throw regionNameTaken(name);
}

const regionNameTaken = (name: string) =>
  new DomainError('conflict', `name: another region is called ${JSON.stringify(name)}`, { field: 'name' });

async function writeRegionLinks(
  ctx: Ctx,
  regionId: string,
  ranges: PostalRange[] | undefined,
  carrierIds: string[] | undefined,
) {
  const sellerId = sellerOf(ctx);
  if (ranges) {
    await ctx.db
      .delete(regionRanges)
      .where(and(eq(regionRanges.sellerId, sellerId), eq(regionRanges.regionId, regionId)));
    await ctx.db.insert(regionRanges).values(
      ranges.map((range) => ({
        sellerId,
        regionId,
        postalCodeStart: range.start,
        postalCodeEnd: range.end,
      })),
    );
  }
  if (carrierIds) {
    await ctx.db
      .delete(regionCarriers)
      .where(and(eq(regionCarriers.sellerId, sellerId), eq(regionCarriers.regionId, regionId)));
    if (carrierIds.length > 0) {
      await ctx.db
        .insert(regionCarriers)
        .values(carrierIds.map((carrierId) => ({ sellerId, regionId, carrierId })));
    }
  }
}

export async function createRegion(ctx: Ctx, input: RegionInput) {
  const name = input.name.trim();
  if (!name) throw invalid('name', 'must not be blank', 'blank');
  const ranges = rangesOf(input, true)!;
  const carrierIds = input.carrierIds ?? [];
  const now = ctx.rt.clock.now().toISOString();
  try {
    return await configWrite(ctx, async (tx) => {
      await requireCarriers(tx, carrierIds);
      await requireFreeName(tx, name);
      const [row] = await tx.db
        .insert(regions)
        .values({ sellerId: sellerOf(tx), id: newId('reg'), name, createdAt: now, updatedAt: now })
        .returning();
      await writeRegionLinks(tx, row!.id, ranges, carrierIds);
      return regionDto({ row: row!, ranges, carrierIds: [...carrierIds].sort() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw regionNameTaken(name);
    throw error;
  }
}

export async function getRegion(ctx: Ctx, id: string) {
  const [view] = await regionViews(ctx, [await regionRow(ctx, id)]);
  return regionDto(view!);
}

export async function listRegions(
  ctx: Ctx,
  paging: Paging,
  filter: { postalCode?: string; carrierId?: string },
): Promise<PageResult<ReturnType<typeof regionDto>>> {
  const sellerId = sellerOf(ctx);
  const conditions: SQL[] = [eq(regions.sellerId, sellerId)];
  if (filter.postalCode !== undefined) {
    const cep = parseConfigPostalCode(filter.postalCode)!;
    conditions.push(
      sql`exists (${ctx.db
        .select({ one: sql`1` })
        .from(regionRanges)
        .where(
          and(
            eq(regionRanges.sellerId, sellerId),
            eq(regionRanges.regionId, regions.id),
            lte(regionRanges.postalCodeStart, cep),
            gte(regionRanges.postalCodeEnd, cep),
          ),
        )})`,
    );
  }
  if (filter.carrierId !== undefined) {
    conditions.push(
      sql`exists (${ctx.db
        .select({ one: sql`1` })
        .from(regionCarriers)
        .where(
          and(
            eq(regionCarriers.sellerId, sellerId),
            eq(regionCarriers.regionId, regions.id),
            eq(regionCarriers.carrierId, filter.carrierId),
          ),
        )})`,
    );
  }
  const where = and(...conditions);
  const order = [asc(regions.name), asc(regions.id)];
  const { rows, total } = await selectPage(ctx.db, regions, where, order, paging);
  const views = await regionViews(ctx, rows);
  return { items: views.map(regionDto), total };
}

export async function updateRegion(ctx: Ctx, id: string, patch: RegionPatch) {
  const name = patch.name?.trim();
  if (name === '') throw invalid('name', 'must not be blank', 'blank');
  const ranges = rangesOf(patch, false);
  try {
    return await configWrite(ctx, async (tx) => {
      const current = await regionRow(tx, id, true);
      if (patch.carrierIds) await requireCarriers(tx, patch.carrierIds);
      if (name !== undefined) await requireFreeName(tx, name, id);
      const [row] = await tx.db
        .update(regions)
        .set({ ...(name !== undefined ? { name } : {}), updatedAt: tx.rt.clock.now().toISOString() })
        .where(and(eq(regions.sellerId, current.sellerId), eq(regions.id, id)))
        .returning();
      await writeRegionLinks(tx, id, ranges, patch.carrierIds);
      const [view] = await regionViews(tx, [row!]);
      return regionDto(view!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw regionNameTaken(name ?? '');
    throw error;
  }
}

/** Removes the region with its ranges and freight values; carriers stay. */
export async function deleteRegion(ctx: Ctx, id: string): Promise<void> {
  await configWrite(ctx, async (tx) => {
    const current = await regionRow(tx, id, true);
    await tx.db.delete(regions).where(and(eq(regions.sellerId, current.sellerId), eq(regions.id, id)));
  });
}
