import { and, eq, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { parseCarrierTable, type RegionGroup, type RowError } from './domain/carrier-table.ts';
import { formatPostalCode, type PostalRange } from './domain/postal-code.ts';
import { configWrite } from './freight.service.ts';
import type { TableImport } from './freight.schemas.ts';
import { carriers, freightValues, regionCarriers, regionRanges, regions } from './freight.tables.ts';

const ANALYZE_AFTER_ROWS = 1000;

// Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 14 columns.
const CHUNK = 2000;

const rangesKey = (ranges: readonly PostalRange[]) =>
  [...ranges]
    .sort((a, b) => a.start - b.start)
    .map((range) => `${range.start}-${range.end}`)
    .join(',');

function importInvalid(errors: RowError[]): DomainError {
  const rows = new Set(errors.map((error) => error.row)).size;
  return new DomainError(
    'freight-import-invalid',
    `${rows} row${rows === 1 ? '' : 's'} of the file cannot be imported; nothing was written`,
    { errors },
  );
}

interface Resolution {
  regionIdOf: Map<string, string>;
  created: { id: string; group: RegionGroup }[];
  reused: number;
}

/**
 * Matches the file's regions with the seller's: a named region is the seller's region of that name
 * and must have the same ranges (other carriers may use it; an import never reshapes it); an unnamed
 * range is the seller's region made of exactly that range, else a new region.
 */
async function resolveRegions(ctx: Ctx, groups: RegionGroup[]): Promise<Resolution> {
  const sellerId = sellerOf(ctx);
  const existing = await ctx.db
    .select({
      id: regions.id,
      name: regions.name,
      start: regionRanges.postalCodeStart,
      end: regionRanges.postalCodeEnd,
    })
    .from(regions)
    .innerJoin(
      regionRanges,
      and(eq(regionRanges.sellerId, regions.sellerId), eq(regionRanges.regionId, regions.id)),
    )
    .where(eq(regions.sellerId, sellerId));
  const byId = new Map<string, { name: string; ranges: PostalRange[] }>();
  for (const row of existing) {
    const region = byId.get(row.id) ?? { name: row.name, ranges: [] };
    region.ranges.push({ start: row.start, end: row.end });
    byId.set(row.id, region);
  }
  const byName = new Map([...byId].map(([id, region]) => [region.name.toLowerCase(), { id, ...region }]));
  const byRanges = new Map([...byId].map(([id, region]) => [rangesKey(region.ranges), id]));

  const errors: RowError[] = [];
  const resolution: Resolution = { regionIdOf: new Map(), created: [], reused: 0 };
  for (const group of groups) {
    const sameName = byName.get(group.name.toLowerCase());
    const sameRanges = group.named ? undefined : byRanges.get(rangesKey(group.ranges));
    if (sameName && rangesKey(sameName.ranges) === rangesKey(group.ranges)) {
      resolution.regionIdOf.set(group.key, sameName.id);
      resolution.reused++;
    } else if (sameRanges) {
      resolution.regionIdOf.set(group.key, sameRanges);
      resolution.reused++;
    } else if (sameName) {
      const theirs = sameName.ranges
        .map((r) => `${formatPostalCode(r.start)}-${formatPostalCode(r.end)}`)
        .join(', ');
      errors.push({
        row: group.firstRow,
        field: 'region',
        message: `region ${JSON.stringify(sameName.name)} exists with other postal code ranges (${theirs}); rename the region in the file or change the region first`,
      });
    } else {
      const id = newId('reg');
      resolution.regionIdOf.set(group.key, id);
      resolution.created.push({ id, group });
    }
  }
  // Two groups of the file landing on one region would put two tables in it.
  const groupOf = new Map<string, RegionGroup>();
  for (const group of groups) {
    const regionId = resolution.regionIdOf.get(group.key);
    if (!regionId) continue;
    const other = groupOf.get(regionId);
    if (other) {
      errors.push({
        row: group.firstRow,
        field: 'region',
        message: `these rows describe the same region as row ${other.firstRow} (${JSON.stringify(other.name)}); use one name`,
      });
    } else {
      groupOf.set(regionId, group);
    }
  }
  if (errors.length > 0) throw importInvalid(errors.sort((a, b) => a.row - b.row));
  return resolution;
}

/**
 * Imports a carrier's table: the file replaces every freight value of the carrier, creating the
 * regions it names that the seller does not have yet and assigning the carrier to all of them. All
 * or nothing: any bad row is reported (each with its line and field) and nothing is written.
 */
export async function importCarrierTable(ctx: Ctx, carrierId: string, input: TableImport) {
  const parsed = parseCarrierTable(input.csv);
  if (parsed.errors.length > 0) throw importInvalid(parsed.errors);
  const run = async (tx: Ctx) => {
    const sellerId = sellerOf(tx);
    const [carrier] = await tx.db
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(carriers.sellerId, sellerId), eq(carriers.id, carrierId)))
      .for('update');
    if (!carrier) throw notFound('carrier', carrierId);
    const resolution = await resolveRegions(tx, parsed.regions);
    const summary = {
      carrierId,
      dryRun: Boolean(input.dryRun),
      rows: parsed.rows.length,
      regionsCreated: resolution.created.length,
      regionsReused: resolution.reused,
      valuesWritten: parsed.rows.length,
      valuesReplaced: 0,
    };
    const previous = await tx.db
      .select({ id: freightValues.id })
      .from(freightValues)
      .where(and(eq(freightValues.sellerId, sellerId), eq(freightValues.carrierId, carrierId)));
    summary.valuesReplaced = previous.length;
    if (input.dryRun) return summary;

    const now = tx.rt.clock.now().toISOString();
    const insertAll = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
    };
    await insertAll(resolution.created, (chunk) =>
      tx.db
        .insert(regions)
        .values(
          chunk.map(({ id, group }) => ({ sellerId, id, name: group.name, createdAt: now, updatedAt: now })),
        ),
    );
    const ranges = resolution.created.flatMap(({ id, group }) =>
      group.ranges.map((range) => ({
        sellerId,
        regionId: id,
        postalCodeStart: range.start,
        postalCodeEnd: range.end,
      })),
    );
    await insertAll(ranges, (chunk) => tx.db.insert(regionRanges).values(chunk));
    const links = [...new Set(resolution.regionIdOf.values())].map((regionId) => ({
      sellerId,
      regionId,
      carrierId,
    }));
    await insertAll(links, (chunk) => tx.db.insert(regionCarriers).values(chunk).onConflictDoNothing());
    await tx.db
      .delete(freightValues)
      .where(and(eq(freightValues.sellerId, sellerId), eq(freightValues.carrierId, carrierId)));
    const values = parsed.rows.map((row) => ({
      sellerId,
      id: newId('fv'),
      carrierId,
      regionId: resolution.regionIdOf.get(row.regionKey)!,
      weightFrom: row.weightFrom.toString(),
      weightTo: row.weightTo.toString(),
      price: row.price.toFixed(2),
      deadlineDays: row.deadlineDays,
      deliveryTime: row.deliveryTime,
      freightType: row.freightType,
      serviceName: row.serviceName,
      serviceId: row.serviceId,
      createdAt: now,
      updatedAt: now,
    }));
    await insertAll(values, (chunk) => tx.db.insert(freightValues).values(chunk));
    return summary;
  };
  // A dry run reads in a transaction that writes nothing, so it needs no cache announcement.
  if (input.dryRun) return withTransaction(ctx, run);
  const summary = await configWrite(ctx, run);
  // A bulk load leaves the planner's statistics behind (a seller's first table is thousands of rows
  // into empty tables): refreshed now, quotes use the range and band indexes at once instead of
  // after autovacuum gets round to it.
  if (summary.valuesWritten + summary.valuesReplaced >= ANALYZE_AFTER_ROWS) {
    await ctx.db.execute(
      sql`analyze freight_region_ranges, freight_regions, freight_region_carriers, freight_values`,
    );
  }
  return summary;
}
