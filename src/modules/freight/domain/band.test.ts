import { describe, expect, it } from 'vitest';
import { band, carrier, d } from '../../../../test/helpers/freight-domain.ts';
import { bandCovers, bandsOverlap } from './band.ts';
import { chooseBand, prepareCell } from './quote-cell.ts';
import { groupBands } from './quote-table.ts';

describe('weight bands', () => {
  const cell = prepareCell({
    regions: [{ id: 'reg_1', name: 'x', span: 1, carrierIds: ['car_1'] }],
    carriers: [carrier()],
    services: groupBands([band({ from: 5, to: 10 }), band({ from: 0, to: 1 }), band({ from: 1, to: 5 })]),
  });
  if (cell.outcome !== 'SERVED') throw new Error(cell.outcome);
  const service = cell.carriers[0]!.services[0]!;
  const choose = (weight: string) => {
    const at = chooseBand(cell.data, service, Number(weight), () => d(weight));
    return at < 0 ? undefined : service.group.bands[at]!.id;
  };

  it('gives an edge weight to the band it ends, not the one it starts', () => {
    expect(choose('1')).toBe('fv_0_1');
    expect(choose('1.001')).toBe('fv_1_5');
    expect(choose('5')).toBe('fv_1_5');
    expect(choose('5.0001')).toBe('fv_5_10');
    expect(choose('10')).toBe('fv_5_10');
  });

  it('has no band above the last one, and the first band takes the lightest carts', () => {
    expect(choose('10.001')).toBeUndefined();
    expect(choose('0.001')).toBe('fv_0_1');
    expect(choose('0')).toBe('fv_0_1');
    expect(bandCovers(band({ from: 0, to: 1 }), d(0))).toBe(true);
    expect(bandCovers(band({ from: 1, to: 2 }), d(1))).toBe(false);
  });

  it('decides exactly where a weight is on an edge as a number but not as a decimal', () => {
    const above = '1.0000000000000000000001';
    expect(Number(above)).toBe(1);
    expect(choose(above)).toBe('fv_1_5');
    const below = '4.9999999999999999999999';
    expect(Number(below)).toBe(5);
    expect(choose(below)).toBe('fv_1_5');
    expect(choose('10.0000000000000000000001')).toBeUndefined();
  });

  it('treats bands that only touch as not overlapping', () => {
    expect(bandsOverlap(band({ from: 0, to: 5 }), band({ from: 5, to: 10 }))).toBe(false);
    expect(bandsOverlap(band({ from: 0, to: 5 }), band({ from: 4.999, to: 10 }))).toBe(true);
    expect(bandsOverlap(band({ from: 2, to: 3 }), band({ from: 0, to: 10 }))).toBe(true);
  });
});

describe('bands by service', () => {
  it('groups by region, carrier and service, each group by ascending weight, in order of first band', () => {
    const groups = groupBands([
      band({ from: 5, to: 10 }),
      band({ from: 0, to: 5, freightType: 'EXPRESS', id: 'x' }),
      band({ from: 0, to: 5 }),
      band({ from: 0, to: 5, regionId: 'reg_2', id: 'other_region' }),
      band({ from: 0, to: 5, carrierId: 'car_2', id: 'other_carrier' }),
      band({ from: 0, to: 5, freightType: 'EXPRESS', serviceName: 'Amanha', id: 'named' }),
    ]);
    expect(groups.map((g) => [g.regionId, g.carrierId, g.freightType, g.serviceName])).toEqual([
      ['reg_1', 'car_1', 'STANDARD', null],
      ['reg_1', 'car_1', 'EXPRESS', null],
      ['reg_2', 'car_1', 'STANDARD', null],
      ['reg_1', 'car_2', 'STANDARD', null],
      ['reg_1', 'car_1', 'EXPRESS', 'Amanha'],
    ]);
    expect(groups[0]!.bands.map((b) => b.id)).toEqual(['fv_0_5', 'fv_5_10']);
    expect([...groups[0]!.edges]).toEqual([0, 5, 5, 10]);
  });

  it("keeps each band's price as answered, rounded half-up to cents", () => {
    const [group] = groupBands([band({ from: 1, to: 2, price: d('10.005') }), band({ from: 0, to: 1 })]);
    expect([...group!.costs]).toEqual([10, 10.01]);
  });
});
