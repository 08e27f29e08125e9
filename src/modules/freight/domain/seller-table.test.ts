import { Decimal } from '../../../platform/money.ts';
import { describe, expect, it } from 'vitest';
import { prepareCell } from './quote-cell.ts';
import type { TableBand, TableCarrier } from './quote-table.ts';
import { cellAt, compileSellerTable, tableAt } from './seller-table.ts';

const carrier = (id: string, active = true): TableCarrier => ({
  id,
  name: id,
  active,
  cubicFactor: null,
  cubicThresholdKg: null,
  external: null,
});

const band = (id: string, regionId: string, carrierId: string, from: number, to: number): TableBand => ({
  id,
  regionId,
  carrierId,
  weightFrom: new Decimal(from),
  weightTo: new Decimal(to),
  price: new Decimal('10.00'),
  deadlineDays: 2,
  deliveryTime: null,
  freightType: 'STANDARD',
  serviceName: null,
  serviceId: null,
});

// A state (two ranges), a city inside it, and a region served by an inactive carrier and one that is gone.
const table = compileSellerTable({
  carriers: [carrier('c1'), carrier('c2'), carrier('off', false)],
  regions: [
    { id: 'state', name: 'State' },
    { id: 'city', name: 'City' },
    { id: 'far', name: 'Far' },
  ],
  ranges: [
    { regionId: 'far', start: 90_000_000, end: 90_999_999 },
    { regionId: 'state', start: 30_000_000, end: 39_999_999 },
    { regionId: 'city', start: 30_000_000, end: 31_999_999 },
    { regionId: 'state', start: 10_000_000, end: 10_000_000 },
  ],
  assignments: [
    { regionId: 'state', carrierId: 'c2' },
    { regionId: 'state', carrierId: 'c1' },
    { regionId: 'city', carrierId: 'c1' },
    { regionId: 'far', carrierId: 'off' },
    { regionId: 'far', carrierId: 'removed' },
  ],
  bands: [
    band('s1b', 'state', 'c1', 1, 5),
    band('s1a', 'state', 'c1', 0, 1),
    band('s2', 'state', 'c2', 0, 5),
    band('city', 'city', 'c1', 0, 5),
    band('far', 'far', 'off', 0, 5),
  ],
});

describe('a seller table compiled for quoting', () => {
  it('finds every region holding a postal code, with its narrowest range, edges included', () => {
    const at = tableAt(table, 31_999_999);
    expect(at.regions.map((r) => [r.id, r.span]).sort()).toEqual([
      ['city', 1_999_999],
      ['state', 9_999_999],
    ]);
    expect(tableAt(table, 30_000_000).regions).toHaveLength(2);
    expect(tableAt(table, 32_000_000).regions.map((r) => r.id)).toEqual(['state']);
    expect(tableAt(table, 39_999_999).regions.map((r) => r.id)).toEqual(['state']);
    expect(tableAt(table, 10_000_000).regions).toMatchObject([{ id: 'state', span: 0 }]);
    for (const cep of [0, 9_999_999, 10_000_001, 29_999_999, 40_000_000, 99_999_999]) {
      expect(tableAt(table, cep).regions, String(cep)).toEqual([]);
    }
  });

  it("answers the regions' carriers and the bands of active ones, by ascending weight", () => {
    const at = tableAt(table, 35_000_000);
    expect(at.regions[0]!.carrierIds).toEqual(['c1', 'c2']);
    expect(at.carriers.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(at.services.flatMap((s) => s.bands).map((b) => b.id)).toEqual(['s1a', 's1b', 's2']);
    const far = tableAt(table, 90_500_000);
    // A carrier no longer there serves nothing; an inactive one is named, without bands.
    expect(far.regions[0]!.carrierIds).toEqual(['off']);
    expect(far.carriers).toMatchObject([{ id: 'off', active: false }]);
    expect(far.services).toEqual([]);
  });

  it('answers, per postal code, the cell the table there prepares, one cell per run between bounds', () => {
    const edges = [9_999_999, 10_000_000, 10_000_001, 29_999_999, 30_000_000, 31_999_999, 32_000_000];
    for (const cep of [...edges, 35_000_000, 39_999_999, 40_000_000, 90_500_000, 99_999_999]) {
      expect(cellAt(table, cep), String(cep)).toEqual(prepareCell(tableAt(table, cep)));
    }
    // The city and the state hold both; only the state holds the second.
    expect(cellAt(table, 30_000_001)).toBe(cellAt(table, 31_999_999));
    expect(cellAt(table, 32_000_000)).not.toBe(cellAt(table, 31_999_999));
    expect(cellAt(table, 32_000_000)).toBe(cellAt(table, 39_999_999));
  });
});
