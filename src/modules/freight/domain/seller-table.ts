import type { QuoteTable, TableBand, TableCarrier, TableRegion } from './quote.ts';

/**
 * A seller's whole freight configuration compiled for quoting in memory: postal code ranges sorted
 * by start for a binary search, bands grouped by (region, carrier). `tableAt` answers what the
 * per-postal-code statement answers (the regions holding the CEP, their carriers, the bands of the
 * active ones) without a database round trip.
 */

export interface SellerTableInput {
  carriers: TableCarrier[];
  regions: { id: string; name: string }[];
  ranges: { regionId: string; start: number; end: number }[];
  /** Region → the carriers serving it. */
  assignments: { regionId: string; carrierId: string }[];
  bands: TableBand[];
}

export interface SellerTable {
  /** Ranges by ascending start, as parallel arrays. */
  starts: Int32Array;
  ends: Int32Array;
  /** The largest end among ranges 0..i: no range before i + 1 can hold a CEP above it. */
  maxEnds: Int32Array;
  rangeRegions: string[];
  regions: Map<string, { id: string; name: string; carrierIds: string[] }>;
  carriers: Map<string, TableCarrier>;
  /** Bands of active carriers by `${regionId} ${carrierId}`. */
  bands: Map<string, TableBand[]>;
  /** Roughly how much memory it holds, in bands and ranges (the cache's size measure). */
  size: number;
}

const bandKey = (regionId: string, carrierId: string) => `${regionId} ${carrierId}`;

export function compileSellerTable(input: SellerTableInput): SellerTable {
  const carriers = new Map(input.carriers.map((carrier) => [carrier.id, carrier]));
  const regions = new Map(
    input.regions.map((region) => [
      region.id,
      { id: region.id, name: region.name, carrierIds: [] as string[] },
    ]),
  );
  for (const { regionId, carrierId } of input.assignments) {
    if (carriers.has(carrierId)) regions.get(regionId)?.carrierIds.push(carrierId);
  }
  for (const region of regions.values()) region.carrierIds.sort();

  const ranges = input.ranges
    .filter((range) => regions.has(range.regionId))
    .sort((a, b) => a.start - b.start);
  const starts = new Int32Array(ranges.length);
  const ends = new Int32Array(ranges.length);
  const maxEnds = new Int32Array(ranges.length);
  ranges.forEach((range, i) => {
    starts[i] = range.start;
    ends[i] = range.end;
    maxEnds[i] = Math.max(range.end, i > 0 ? maxEnds[i - 1]! : range.end);
  });

  const bands = new Map<string, TableBand[]>();
  for (const band of input.bands) {
    if (!carriers.get(band.carrierId)?.active) continue;
    const key = bandKey(band.regionId, band.carrierId);
    const list = bands.get(key);
    if (list) list.push(band);
    else bands.set(key, [band]);
  }
  // By ascending weight, so the band covering a weight is found after the fewest comparisons.
  for (const list of bands.values()) list.sort((a, b) => a.weightFrom.comparedTo(b.weightFrom));
  return {
    starts,
    ends,
    maxEnds,
    rangeRegions: ranges.map((range) => range.regionId),
    regions,
    carriers,
    bands,
    size: ranges.length + input.bands.length,
  };
}

/** Index of the last range starting at or before the CEP, or -1. */
function lastStartingBy(starts: Int32Array, cep: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! <= cep) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The seller's table at one postal code: what planQuote decides from. */
export function tableAt(table: SellerTable, cep: number): QuoteTable {
  // Per region, the width of its narrowest range holding the CEP.
  const spans = new Map<string, number>();
  for (let i = lastStartingBy(table.starts, cep); i >= 0 && table.maxEnds[i]! >= cep; i--) {
    if (table.ends[i]! < cep) continue;
    const regionId = table.rangeRegions[i]!;
    const span = table.ends[i]! - table.starts[i]!;
    const known = spans.get(regionId);
    if (known === undefined || span < known) spans.set(regionId, span);
  }
  const regions: TableRegion[] = [];
  const carriers = new Map<string, TableCarrier>();
  const bands: TableBand[] = [];
  for (const [regionId, span] of spans) {
    const region = table.regions.get(regionId)!;
    regions.push({ id: region.id, name: region.name, span, carrierIds: region.carrierIds });
    for (const carrierId of region.carrierIds) {
      carriers.set(carrierId, table.carriers.get(carrierId)!);
      const served = table.bands.get(bandKey(regionId, carrierId));
      if (served) bands.push(...served);
    }
  }
  return { regions, carriers: [...carriers.values()], bands };
}
