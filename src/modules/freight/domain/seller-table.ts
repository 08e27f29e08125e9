import { prepareCell, type QuoteCell } from './quote-cell.ts';
import {
  groupBands,
  type QuoteTable,
  type ServiceBands,
  type TableBand,
  type TableCarrier,
  type TableRegion,
} from './quote-table.ts';

/**
 * A seller's whole freight configuration compiled for quoting in memory: postal code ranges sorted
 * by start for a binary search, bands grouped by (region, carrier, service) and sorted by weight once,
 * not per quote. `tableAt` answers what the
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
  /** Bands of active carriers, grouped by service, by `${regionId} ${carrierId}`. */
  services: Map<string, ServiceBands[]>;
  /**
   * Where the set of ranges holding a postal code changes (every start and every end + 1), sorted:
   * all the postal codes from one bound to the next have the same cell.
   */
  bounds: Int32Array;
  /** Cells worked out so far, by the index of their bound + 1 (0: below every range). */
  cells: (QuoteCell | undefined)[];
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

  const services = new Map<string, ServiceBands[]>();
  for (const group of groupBands(input.bands.filter((band) => carriers.get(band.carrierId)?.active))) {
    const key = bandKey(group.regionId, group.carrierId);
    const list = services.get(key);
    if (list) list.push(group);
    else services.set(key, [group]);
  }
  return {
    starts,
    ends,
    maxEnds,
    rangeRegions: ranges.map((range) => range.regionId),
    regions,
    carriers,
    services,
    bounds: Int32Array.from(new Set(ranges.flatMap((range) => [range.start, range.end + 1]))).sort(),
    cells: [],
    size: ranges.length + input.bands.length,
  };
}

/** Index of the last of the sorted values at or below the CEP, or -1. */
function lastAtOrBelow(starts: Int32Array, cep: number): number {
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
  for (let i = lastAtOrBelow(table.starts, cep); i >= 0 && table.maxEnds[i]! >= cep; i--) {
    if (table.ends[i]! < cep) continue;
    const regionId = table.rangeRegions[i]!;
    const span = table.ends[i]! - table.starts[i]!;
    const known = spans.get(regionId);
    if (known === undefined || span < known) spans.set(regionId, span);
  }
  const regions: TableRegion[] = [];
  const carriers = new Map<string, TableCarrier>();
  const services: ServiceBands[] = [];
  for (const [regionId, span] of spans) {
    const region = table.regions.get(regionId)!;
    regions.push({ id: region.id, name: region.name, span, carrierIds: region.carrierIds });
    for (const carrierId of region.carrierIds) {
      carriers.set(carrierId, table.carriers.get(carrierId)!);
      const served = table.services.get(bandKey(regionId, carrierId));
      if (served) services.push(...served);
    }
  }
  return { regions, carriers: [...carriers.values()], services };
}

/**
 * The table at one postal code made ready for any cart, worked out on the first quote between two
 * bounds and kept with the compiled table (which is dropped whole when the configuration changes).
 */
export function cellAt(table: SellerTable, cep: number): QuoteCell {
  const at = lastAtOrBelow(table.bounds, cep);
  return (table.cells[at + 1] ??= prepareCell(tableAt(table, cep)));
}
