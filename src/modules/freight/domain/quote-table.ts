import { serviceKey, type Band, type FreightType } from './band.ts';
import type { CubicRule } from './cubic-weight.ts';
import { money } from './units.ts';

/** What the database holds for one seller and one postal code, as the quote plan reads it. */

export type ExternalKind = 'QUOTE_URL' | 'POSTAL' | 'AGGREGATOR';

export interface TableRegion {
  id: string;
  name: string;
  /** Width of the narrowest of its ranges holding the postal code: smaller is more specific. */
  span: number;
  carrierIds: string[];
}

export interface TableCarrier extends CubicRule {
  id: string;
  name: string;
  active: boolean;
  /** The carrier's quotes also (or only) come from outside: its quote URL or an integration. */
  external: ExternalKind | null;
}

export interface TableBand extends Band {
  carrierId: string;
  regionId: string;
}

/** One carrier's bands of one service in one region, by ascending weight: what a band is chosen from. */
export interface ServiceBands {
  regionId: string;
  carrierId: string;
  /** serviceKey of its bands. */
  key: string;
  freightType: FreightType;
  serviceName: string | null;
  bands: TableBand[];
  /** Each band's weightFrom and weightTo as numbers, in turn (copied into the cells: prepareCell). */
  edges: Float64Array;
  /** Each band's price as answered (money). */
  costs: Float64Array;
}

/**
 * Bands grouped by region, carrier and service, each group by ascending weight (so a band is found
 * after the fewest comparisons), groups in the order of their first band.
 */
export function groupBands(bands: readonly TableBand[]): ServiceBands[] {
  const groups = new Map<string, ServiceBands>();
  for (const band of bands) {
    const key = serviceKey(band);
    const id = `${band.regionId}\u0000${band.carrierId}\u0000${key}`;
    const group = groups.get(id);
    if (group) group.bands.push(band);
    else {
      groups.set(id, {
        regionId: band.regionId,
        carrierId: band.carrierId,
        key,
        freightType: band.freightType,
        serviceName: band.serviceName,
        bands: [band],
        edges: new Float64Array(0),
        costs: new Float64Array(0),
      });
    }
  }
  for (const group of groups.values()) {
    group.bands.sort((a, b) => a.weightFrom.comparedTo(b.weightFrom));
    group.edges = Float64Array.from(
      group.bands.flatMap((band) => [band.weightFrom.toNumber(), band.weightTo.toNumber()]),
    );
    group.costs = Float64Array.from(group.bands, (band) => money(band.price));
  }
  return [...groups.values()];
}

/** What the database holds for one seller and one postal code. */
export interface QuoteTable {
  regions: TableRegion[];
  carriers: TableCarrier[];
  /** The bands of the regions' active carriers, grouped (groupBands). */
  services: ServiceBands[];
}
