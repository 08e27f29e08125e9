import type { Decimal } from '../../../platform/money.ts';
import { bandCovers } from './band.ts';
import { cubicLimits, type CubicLimits } from './cubic-weight.ts';
import { flat, serviceNameOf, type QuotePieces } from './quote-json.ts';
import type { QuoteTable, ServiceBands, TableCarrier, TableRegion } from './quote-table.ts';
import { HOURS_PER_DAY } from './units.ts';

/**
 * Numbers kept per band in a cell's `data`: its edges as numbers (see chooseBand), its price as
 * answered, its deadline in days and its transit time in hours. A service's block holds its upper
 * edges one after another (what choosing a band scans: eight to a cache line), then a row of the
 * other four per band.
 */
export const BAND_FIELDS = 5;
export const FROM = 0;
export const COST = 1;
export const DAYS = 2;
export const HOURS = 3;
const ROW_FIELDS = 4;

/** Where the service's band `i` has its row in the cell's `data`. */
export const rowOf = (service: CellService, i: number) =>
  service.first * BAND_FIELDS + service.count + i * ROW_FIELDS;

/** One service of a carrier at a postal code: the bands of the most specific region that has it. */
export interface CellService {
  group: ServiceBands;
  /** Where its bands start in the cell's `data` and `pieces`, counted in bands. */
  first: number;
  count: number;
  /** Its name as quotes answer it. */
  name: string;
}

/** A carrier serving a postal code, with what it quotes there whatever the cart. */
export interface CellCarrier {
  carrier: TableCarrier;
  /** The regions holding the postal code that it serves, most specific first. */
  regionIds: string[];
  /** Its services there; none for an inactive carrier. */
  services: CellService[];
  /** Its cubic rule, null when it bills the real weight only. */
  cubic: CubicLimits | null;
  /** Its part of a quote's JSON, between deadlineDays and the weight: see QuotePieces. */
  json: string;
  /** `json` with the carrier's public alias for its id (FRT-27), made on its first public answer. */
  publicJson?: string;
}

/**
 * A seller's table at one postal code made ready for any cart: everything of the plan that does not
 * depend on the cart, so a compiled table works it out once per run of postal codes, not per quote.
 * The numbers of every band the cell may quote sit in one array, and their JSON pieces in another:
 * a quote at a postal code not asked before reads a few neighbouring cache lines per carrier rather
 * than a band object, its decimals and its strings each somewhere else in the heap (at 50,000 bands,
 * those misses were a third of a computed quote's time).
 */
export type QuoteCell =
  { outcome: 'NO_REGION' } | { outcome: 'NO_CARRIER'; regions: TableRegion[] } | ServedCell;

export interface ServedCell {
  outcome: 'SERVED';
  regions: TableRegion[];
  carriers: CellCarrier[];
  /** BAND_FIELDS numbers per band, services one after another (see rowOf). */
  data: Float64Array;
  /** Per band, the constant pieces of its quote's JSON, made on its first quote. */
  pieces: (QuotePieces | undefined)[];
}

/**
 * What a carrier brings to every cell it serves, made once per carrier: the cells of a compiled
 * table share its carrier objects, so they share these too. A computed quote's cell is mostly out
 * of the CPU's caches (FRT-21); its carriers' rules and JSON, read by every quote, stay in them.
 */
const carrierParts = new WeakMap<TableCarrier, Pick<CellCarrier, 'cubic' | 'json'>>();

function partsOf(carrier: TableCarrier): Pick<CellCarrier, 'cubic' | 'json'> {
  let parts = carrierParts.get(carrier);
  if (!parts) {
    parts = {
      cubic: cubicLimits(carrier),
      json: flat(
        `,"carrierId":${JSON.stringify(carrier.id)},"carrierName":${JSON.stringify(carrier.name)},"weight":`,
      ),
    };
    carrierParts.set(carrier, parts);
  }
  return parts;
}

/**
 * The cart-independent part of the plan. Regions may overlap (carriers zone the country
 * differently): each carrier uses, per service, the most specific region that holds the postal code
 * and has bands for that service.
 */
export function prepareCell(table: QuoteTable): QuoteCell {
  if (table.regions.length === 0) return { outcome: 'NO_REGION' };
  const regions = [...table.regions].sort((a, b) => a.span - b.span || a.id.localeCompare(b.id));
  const carriersById = new Map(table.carriers.map((carrier) => [carrier.id, carrier]));
  const servingIds = [...new Set(regions.flatMap((region) => region.carrierIds))].filter((id) =>
    carriersById.has(id),
  );
  if (servingIds.length === 0) return { outcome: 'NO_CARRIER', regions };

  const rank = new Map(regions.map((region, i) => [region.id, i]));
  const servicesByCarrier = new Map<string, Map<string, ServiceBands>>();
  for (const group of table.services) {
    const at = rank.get(group.regionId);
    if (at === undefined || !regions[at]!.carrierIds.includes(group.carrierId)) continue;
    let services = servicesByCarrier.get(group.carrierId);
    if (!services) servicesByCarrier.set(group.carrierId, (services = new Map<string, ServiceBands>()));
    const chosen = services.get(group.key);
    if (!chosen || at < rank.get(chosen.regionId)!) services.set(group.key, group);
  }
  const carriers = servingIds.map((carrierId): CellCarrier => {
    const carrier = carriersById.get(carrierId)!;
    const { cubic, json } = partsOf(carrier);
    return {
      carrier,
      regionIds: regions.filter((region) => region.carrierIds.includes(carrierId)).map((region) => region.id),
      services: [],
      cubic,
      json,
    };
  });
  const served = carriers.flatMap((entry) =>
    entry.carrier.active
      ? [...(servicesByCarrier.get(entry.carrier.id)?.values() ?? [])].map((group) => ({ entry, group }))
      : [],
  );
  const data = new Float64Array(served.reduce((sum, { group }) => sum + group.bands.length, 0) * BAND_FIELDS);
  let first = 0;
  for (const { entry, group } of served) {
    group.bands.forEach((band, i) => {
      const block = first * BAND_FIELDS;
      const row = block + group.bands.length + i * ROW_FIELDS;
      data[block + i] = group.edges[2 * i + 1]!;
      data[row + FROM] = group.edges[2 * i]!;
      data[row + COST] = group.costs[i]!;
      data[row + DAYS] = band.deadlineDays;
      data[row + HOURS] = band.deliveryTime ?? band.deadlineDays * HOURS_PER_DAY;
    });
    entry.services.push({ group, first, count: group.bands.length, name: serviceNameOf(group) });
    first += group.bands.length;
  }
  return { outcome: 'SERVED', regions, carriers, data, pieces: new Array<undefined>(first) };
}

/**
 * The index of the service's band covering the weight, or -1 (bands of a service never overlap, so
 * at most one does). Decimal comparisons are what choosing costs, so the weight is compared as the
 * nearest number first: turning a decimal into the nearest number never reverses an order, so a
 * number strictly above the upper edge, or strictly between the edges, decides exactly; only a
 * weight on an edge as numbers is compared as decimals (`exactKg`, asked for only then).
 */
export function chooseBand(
  data: Float64Array,
  service: CellService,
  approxKg: number,
  exactKg: () => Decimal,
): number {
  const upper = service.first * BAND_FIELDS;
  for (let i = 0; i < service.count; i++) {
    const to = data[upper + i]!;
    if (approxKg > to) continue;
    if (approxKg < to && approxKg > data[rowOf(service, i) + FROM]!) return i;
    if (bandCovers(service.group.bands[i]!, exactKg())) return i;
  }
  return -1;
}
