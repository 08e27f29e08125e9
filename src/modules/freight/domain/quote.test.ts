import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  bandCovers,
  billableWeight,
  buildCart,
  chooseBand,
  findOverlappingRanges,
  formatPostalCode,
  groupBands,
  mergeItems,
  bandsOverlap,
  parseConfigPostalCode,
  planQuote,
  prepareCell,
  quoteCell,
  quotedSku,
  skuMeasures,
  sortQuotes,
  type Cart,
  type CartLineInput,
  type QuoteTable,
  type TableBand,
  type TableCarrier,
} from './quote.ts';
import { externalRequestBody, parseExternalReply } from './external-quote.ts';

const d = (value: number | string) => new Decimal(value);

type LineOverrides = Partial<Omit<CartLineInput, 'volumeCm3' | 'weightUnits' | 'volumeApprox'>>;

function line(overrides: LineOverrides = {}): CartLineInput {
  const merged = {
    skuId: 'sku_A',
    qty: 1,
    weightKg: d('0.8'),
    heightCm: d(30),
    widthCm: d(10),
    lengthCm: d(10),
    handlingDays: 0,
    unitPrice: null,
    ...overrides,
  };
  return { ...merged, ...skuMeasures(merged) };
}

function band(overrides: Partial<TableBand> & { from: number; to: number; id?: string }): TableBand {
  const { from, to, ...rest } = overrides;
  return {
    id: `fv_${from}_${to}`,
    carrierId: 'car_1',
    regionId: 'reg_1',
    weightFrom: d(from),
    weightTo: d(to),
    price: d('10'),
    deadlineDays: 3,
    deliveryTime: null,
    freightType: 'STANDARD',
    serviceName: null,
    serviceId: null,
    ...rest,
  };
}

function carrier(overrides: Partial<TableCarrier> = {}): TableCarrier {
  return {
    id: 'car_1',
    name: 'Transportes Um',
    active: true,
    cubicFactor: null,
    cubicThresholdKg: null,
    external: null,
    ...overrides,
  };
}

describe('postal codes', () => {
  it('reads 8 digits with or without the hyphen and keeps leading zeros on the way out', () => {
    expect(parseConfigPostalCode('01310100')).toBe(1310100);
    expect(parseConfigPostalCode('01310-100')).toBe(1310100);
    expect(formatPostalCode(1310100)).toBe('01310100');
    for (const bad of ['1310100', '013101000', '01310-10', 'ABCDEFGH', '', '01.310-100']) {
      expect(parseConfigPostalCode(bad), bad).toBeNull();
    }
  });

  it('finds overlapping ranges, touching ends included', () => {
    expect(
      findOverlappingRanges([
        { start: 1, end: 5 },
        { start: 6, end: 9 },
      ]),
    ).toBeNull();
    expect(
      findOverlappingRanges([
        { start: 1, end: 5 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([0, 1]);
    expect(
      findOverlappingRanges([
        { start: 10, end: 20 },
        { start: 1, end: 2 },
        { start: 12, end: 13 },
      ]),
    ).toEqual([0, 2]);
  });
});

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

describe('SKU measures', () => {
  const stored = { weightKg: '0.800', heightCm: '30', widthCm: '10', lengthCm: '10.5', handlingTime: 2 };

  it('parses weight and dimensions once, with the handling days', () => {
    const sku = quotedSku(stored);
    expect(sku.missing).toBeNull();
    expect(sku.measures?.weightKg.toString()).toBe('0.8');
    expect(sku.measures?.lengthCm.toString()).toBe('10.5');
    expect(sku.measures?.volumeCm3.toString()).toBe('3150');
    expect(sku.measures?.handlingDays).toBe(2);
    expect(quotedSku({ ...stored, handlingTime: null }).measures?.handlingDays).toBe(0);
  });

  it('names the measures that are absent or not above zero', () => {
    expect(quotedSku({ ...stored, weightKg: null, widthCm: '0', lengthCm: '-1' })).toEqual({
      measures: null,
      missing: ['weight', 'width', 'length'],
    });
  });
});

describe('cart weight', () => {
  it('sums unit weight × qty and unit volume × qty over every item', () => {
    const cart = buildCart([
      line({ skuId: 'a', qty: 3, weightKg: d('0.8') }),
      line({ skuId: 'b', qty: 2, weightKg: d('1.25'), heightCm: d(5), widthCm: d(20), lengthCm: d(40) }),
    ]);
    expect(cart.realWeightKg.toString()).toBe('4.9');
    expect(cart.volumeCm3.toString()).toBe(String(3 * 3000 + 2 * 4000));
  });

  it('weighs an empty cart as nothing, and a single line of one as that line', () => {
    expect(buildCart([]).realWeightKg.toString()).toBe('0');
    const one = buildCart([line()]);
    expect([one.realWeightKg.toString(), one.volumeCm3.toString()]).toEqual(['0.8', '3000']);
  });

  it('takes the slowest handling time of the cart', () => {
    expect(buildCart([line({ handlingDays: 1 }), line({ skuId: 'b', handlingDays: 4 })]).handlingDays).toBe(
      4,
    );
  });

  it('merges repeated SKUs of a quotation into one line', () => {
    expect(
      mergeItems([
        { skuId: 'a', qty: 1 },
        { skuId: 'b', qty: 2 },
        { skuId: 'a', qty: 4 },
      ]),
    ).toEqual([
      { skuId: 'a', qty: 5 },
      { skuId: 'b', qty: 2 },
    ]);
  });
});

describe('cubic weight', () => {
  // 40 × 40 × 40 cm = 64,000 cm³ → 10.667 kg at 6000 cm³/kg.
  const bulky = buildCart([line({ weightKg: d(2), heightCm: d(40), widthCm: d(40), lengthCm: d(40) })]);
  const dense = buildCart([line({ weightKg: d(20), heightCm: d(10), widthCm: d(10), lengthCm: d(10) })]);

  it('bills the cubic weight when it is larger than the real weight', () => {
    const weight = billableWeight(bulky, { cubicFactor: d(6000), cubicThresholdKg: null });
    expect(weight.cubicApplied).toBe(true);
    expect(weight.billableKg.toFixed(3)).toBe('10.667');
    expect(weight.realKg.toString()).toBe('2');
  });

  it('bills the real weight when it is larger', () => {
    const weight = billableWeight(dense, { cubicFactor: d(6000), cubicThresholdKg: null });
    expect(weight.cubicApplied).toBe(false);
    expect(weight.billableKg.toString()).toBe('20');
    expect(weight.cubicKg!.toFixed(4)).toBe('0.1667');
  });

  it('ignores volume for a carrier without a cubic factor', () => {
    const weight = billableWeight(bulky, { cubicFactor: null, cubicThresholdKg: null });
    expect(weight).toMatchObject({ cubicKg: null, cubicApplied: false });
    expect(weight.billableKg.toString()).toBe('2');
    for (const factor of [d(0), d(-6000)]) {
      expect(billableWeight(bulky, { cubicFactor: factor, cubicThresholdKg: null }).cubicKg).toBeNull();
    }
  });

  it('counts cubic weight only above the carrier threshold (Correios: 5 kg)', () => {
    // 30 × 30 × 30 = 27,000 cm³ → 4.5 kg: below 5 kg, the real 1 kg is billed.
    const small = buildCart([line({ weightKg: d(1), heightCm: d(30), widthCm: d(30), lengthCm: d(30) })]);
    expect(
      billableWeight(small, { cubicFactor: d(6000), cubicThresholdKg: d(5) }).billableKg.toString(),
    ).toBe('1');
    expect(billableWeight(bulky, { cubicFactor: d(6000), cubicThresholdKg: d(5) }).cubicApplied).toBe(true);
  });

  it('uses the road-freight factor (300 kg/m³ ≈ 3333 cm³/kg) like any other', () => {
    const weight = billableWeight(bulky, { cubicFactor: d(3333), cubicThresholdKg: null });
    expect(weight.billableKg.toFixed(2)).toBe('19.20');
  });
});

describe('the quote plan', () => {
  const cart = buildCart([line({ qty: 2 })]); // 1.6 kg, 6000 cm³
  const table = ({
    bands = [band({ from: 0, to: 1, price: d('9.9') }), band({ from: 1, to: 5, price: d('15.5') })],
    ...overrides
  }: Partial<QuoteTable> & { bands?: TableBand[] } = {}): QuoteTable => ({
    regions: [{ id: 'reg_1', name: 'Capital', span: 100, carrierIds: ['car_1'] }],
    carriers: [carrier()],
    services: groupBands(bands),
    ...overrides,
  });

  it('quotes the band of the cart weight with spec 2.9 fields', () => {
    const plan = planQuote(cart, table());
    expect(plan.outcome).toBe('QUOTED');
    if (plan.outcome !== 'QUOTED') return;
    expect(plan.quotes).toEqual([
      {
        valueFreightId: 'fv_1_5',
        freightServiceId: 'STANDARD',
        freightServiceName: 'Standard',
        freightType: 'STANDARD',
        deliveryTime: 72,
        deadlineDays: 3,
        carrierId: 'car_1',
        carrierName: 'Transportes Um',
        weight: { value: 1.6, unit: 'KILOGRAM' },
        shippingCost: 15.5,
        skuQty: { skuId: 'sku_A', qty: 2 },
      },
    ]);
  });

  it('answers NO_REGION without regions and NO_CARRIER when the regions have no carrier', () => {
    expect(planQuote(cart, table({ regions: [] })).outcome).toBe('NO_REGION');
    expect(
      planQuote(cart, table({ regions: [{ id: 'reg_1', name: 'x', span: 1, carrierIds: [] }] })).outcome,
    ).toBe('NO_CARRIER');
  });

  it('quotes nothing for a deactivated carrier or a weight above every band, and says why', () => {
    const inactive = planQuote(cart, table({ carriers: [carrier({ active: false })] }));
    expect(inactive).toMatchObject({ outcome: 'QUOTED', quotes: [] });
    if (inactive.outcome === 'QUOTED') expect(inactive.carriers[0]!.note).toBe('carrier is deactivated');
    const heavy = planQuote(buildCart([line({ qty: 10 })]), table());
    expect(heavy).toMatchObject({ outcome: 'QUOTED', quotes: [] });
    if (heavy.outcome === 'QUOTED')
      expect(heavy.carriers[0]!.services[0]!.reason).toBe('no band covers 8 kg');
  });

  it('chooses the band per carrier from its own billable weight', () => {
    const plan = planQuote(
      buildCart([line({ weightKg: d('0.5'), heightCm: d(30), widthCm: d(30), lengthCm: d(30) })]),
      table({
        regions: [{ id: 'reg_1', name: 'Capital', span: 100, carrierIds: ['car_1', 'car_2'] }],
        carriers: [carrier(), carrier({ id: 'car_2', name: 'Cubica', cubicFactor: d(6000) })],
        bands: [
          band({ from: 0, to: 1, price: d(10) }),
          band({ from: 1, to: 5, price: d(20) }),
          band({ from: 0, to: 1, price: d(11), carrierId: 'car_2', id: 'fv_c2_small' }),
          band({ from: 1, to: 5, price: d(21), carrierId: 'car_2', id: 'fv_c2_big' }),
        ],
      }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    // 27,000 cm³ / 6000 = 4.5 kg for the cubic carrier; the other bills the real 0.5 kg.
    expect(plan.quotes.map((q) => [q.carrierId, q.valueFreightId, q.weight.value])).toEqual([
      ['car_1', 'fv_0_1', 0.5],
      ['car_2', 'fv_c2_big', 4.5],
    ]);
    expect(plan.carriers[1]).toMatchObject({ realWeightKg: 0.5, cubicWeightKg: 4.5, cubicApplied: true });
  });

  it('gives one quote per carrier × service', () => {
    const plan = planQuote(
      cart,
      table({
        bands: [
          band({ from: 0, to: 5, price: d(10) }),
          band({ from: 0, to: 5, price: d(25), freightType: 'EXPRESS', serviceName: 'Expresso', id: 'fv_x' }),
          band({ from: 0, to: 5, price: d(18), freightType: 'EXPRESS', serviceName: 'Amanha', id: 'fv_y' }),
        ],
      }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    expect(plan.quotes.map((q) => [q.valueFreightId, q.freightServiceName])).toEqual([
      ['fv_0_5', 'Standard'],
      ['fv_x', 'Expresso'],
      ['fv_y', 'Amanha'],
    ]);
  });

  it('uses, per carrier and service, the most specific region holding the postal code', () => {
    const plan = planQuote(
      cart,
      table({
        regions: [
          { id: 'reg_state', name: 'SP', span: 10_000_000, carrierIds: ['car_1'] },
          { id: 'reg_city', name: 'SP capital', span: 5_000_000, carrierIds: ['car_1'] },
        ],
        bands: [
          band({ from: 0, to: 5, price: d(30), regionId: 'reg_state', id: 'fv_state' }),
          band({ from: 0, to: 5, price: d(12), regionId: 'reg_city', id: 'fv_city' }),
          band({
            from: 0,
            to: 5,
            price: d(40),
            regionId: 'reg_state',
            id: 'fv_state_x',
            freightType: 'EXPRESS',
          }),
        ],
      }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    expect(plan.quotes.map((q) => q.valueFreightId).sort()).toEqual(['fv_city', 'fv_state_x']);
  });

  it('adds the cart handling time to the deadline and uses configured delivery hours', () => {
    const slow = buildCart([line({ handlingDays: 2 })]);
    const plan = planQuote(
      slow,
      table({ bands: [band({ from: 0, to: 5, deadlineDays: 4, deliveryTime: 80 })] }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    expect(plan.quotes[0]).toMatchObject({ deadlineDays: 6, deliveryTime: 80 + 48 });
  });

  it('lists active carriers with an external source to ask, and skips inactive ones', () => {
    const plan = planQuote(
      cart,
      table({
        regions: [{ id: 'reg_1', name: 'x', span: 1, carrierIds: ['car_1', 'car_2', 'car_3'] }],
        carriers: [
          carrier(),
          carrier({ id: 'car_2', external: 'QUOTE_URL' }),
          carrier({ id: 'car_3', external: 'AGGREGATOR', active: false }),
        ],
      }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    expect(plan.external).toEqual([{ carrierId: 'car_2', kind: 'QUOTE_URL' }]);
  });

  it('explains only when asked, with the same quotes either way', () => {
    const cell = prepareCell(
      table({
        regions: [{ id: 'reg_1', name: 'Capital', span: 100, carrierIds: ['car_1', 'car_2'] }],
        carriers: [carrier(), carrier({ id: 'car_2', name: 'Cubica', cubicFactor: d(6000) })],
        bands: [band({ from: 0, to: 5 }), band({ from: 0, to: 5, carrierId: 'car_2', id: 'fv_c2' })],
      }),
    );
    const plain = quoteCell(cart, cell, false);
    const explained = quoteCell(cart, cell, true);
    if (plain.outcome !== 'QUOTED' || explained.outcome !== 'QUOTED') throw new Error('not quoted');
    expect(plain.carriers).toEqual([]);
    expect(explained.carriers.map((c) => c.carrierId)).toEqual(['car_1', 'car_2']);
    expect(plain.quotes).toEqual(explained.quotes);
    expect(plain.quotes.map((q) => q.valueFreightId)).toEqual(['fv_0_5', 'fv_c2']);
  });

  it('writes the answer as JSON escaping names, each quote in the order of its fields', () => {
    const plan = planQuote(
      cart,
      table({
        regions: [{ id: 'reg_1', name: 'Capital', span: 100, carrierIds: ['car_1', 'car_2'] }],
        carriers: [
          carrier(),
          carrier({ id: 'car_2', name: 'Rápido "Sul" \\ \u2028 \ud83d', cubicFactor: d(6000) }),
        ],
        bands: [
          band({ from: 0, to: 5, price: d('10.5') }),
          band({
            from: 0,
            to: 5,
            carrierId: 'car_2',
            id: 'fv_"2"',
            serviceName: 'Entrega\n"já"',
            deliveryTime: 30,
          }),
        ],
      }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    expect(plan.quotes).toHaveLength(2);
    expect(plan.checkoutJson(100)).toBe(
      JSON.stringify({ postalCode: 100, shippingQuotes: sortQuotes(plan.quotes) }),
    );
  });

  it('answers the quotes as one JSON in checkout order, ties broken as sortQuotes does', () => {
    // Two carriers at the same price and deadline (the name decides), one cheaper but slower, and two
    // services of one carrier at the same price and deadline (the service name decides); the cart's
    // handling days move every deadline.
    const names = ['Zeta', 'Alfa', 'Beta'];
    const plan = planQuote(
      buildCart([line({ handlingDays: 2 })]),
      table({
        regions: [{ id: 'reg_1', name: 'Capital', span: 100, carrierIds: ['car_1', 'car_2', 'car_3'] }],
        carriers: names.map((name, i) => carrier({ id: `car_${i + 1}`, name })),
        bands: [
          band({ from: 0, to: 5, carrierId: 'car_1', id: 'z', price: d('12') }),
          band({ from: 0, to: 5, carrierId: 'car_2', id: 'a', price: d('12') }),
          band({ from: 0, to: 5, carrierId: 'car_3', id: 'b', price: d('9'), deadlineDays: 9 }),
          band({ from: 0, to: 5, carrierId: 'car_1', id: 'z-x', price: d('12'), serviceName: 'Expresso' }),
          band({ from: 0, to: 5, carrierId: 'car_1', id: 'z-e', price: d('12'), serviceName: 'Econômico' }),
        ],
      }),
    );
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    const expected = sortQuotes(plan.quotes);
    expect(expected.map((q) => q.valueFreightId)).toEqual(['b', 'a', 'z-e', 'z-x', 'z']);
    expect(expected.map((q) => q.deadlineDays)).toEqual([11, 5, 5, 5, 5]);
    expect(plan.checkoutQuotes()).toEqual(expected);
    expect(plan.checkoutJson(1310100)).toBe(
      JSON.stringify({ postalCode: 1310100, shippingQuotes: expected }),
    );
  });

  it('rounds half-up to cents and sorts cheapest first', () => {
    const plan = planQuote(cart, table({ bands: [band({ from: 0, to: 5, price: d('10.005') })] }));
    if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
    expect(plan.quotes[0]!.shippingCost).toBe(10.01);
    const sorted = sortQuotes([
      { ...plan.quotes[0]!, shippingCost: 20, carrierName: 'B' },
      { ...plan.quotes[0]!, shippingCost: 12, deadlineDays: 9, carrierName: 'C' },
      { ...plan.quotes[0]!, shippingCost: 12, deadlineDays: 2, carrierName: 'A' },
    ]);
    expect(sorted.map((q) => q.carrierName)).toEqual(['A', 'C', 'B']);
  });
});

describe('weights compared as numbers', () => {
  // A fixed pseudo-random walk, so a failure names the same case every run.
  let seed = 11;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const amount = (max: number, places: number) => d((random() * max).toFixed(places));
  const bands = (carrierId: string) =>
    [0, 1, 2, 3, 5, 8, 13, 21, 34].map((from, i, all) =>
      band({ from, to: all[i + 1] ?? 1000, carrierId, id: `fv_${carrierId}_${from}` }),
    );
  const carriers = [
    carrier({ id: 'car_real' }),
    carrier({ id: 'car_5000', cubicFactor: d(5000) }),
    carrier({ id: 'car_6000', cubicFactor: d(6000), cubicThresholdKg: d(5) }),
    carrier({ id: 'car_3333', cubicFactor: d('3333.3333') }),
    carrier({ id: 'car_4000', cubicFactor: d(4000), cubicThresholdKg: d('2.5') }),
  ];
  const cell = prepareCell({
    regions: [{ id: 'reg_1', name: 'x', span: 1, carrierIds: carriers.map((c) => c.id) }],
    carriers,
    services: groupBands(carriers.flatMap((c) => bands(c.id))),
  });

  /** A cart line, often one whose weight, cubic weight or threshold meet exactly or nearly. */
  function randomLine(i: number): CartLineInput {
    const kind = random();
    if (kind < 0.3) {
      // 10 × 10 × h cm at 5000 cm³/kg weighs h / 50 kg cubic: make the real weight that, or a hair off it.
      const real = pick([d(1), d(2), d('2.5'), d(5), d(8), amount(40, 2)]);
      const off = pick(['0', '0', '0.0001', '-0.0001']);
      return line({
        skuId: `s${i}`,
        weightKg: real.plus(off).abs(),
        heightCm: real.times(50),
        widthCm: d(10),
        lengthCm: d(10),
      });
    }
    return line({
      skuId: `s${i}`,
      qty: 1 + Math.floor(random() * 4),
      weightKg: kind < 0.5 ? pick([d(1), d(3), d(5), d('0.0001')]) : amount(20, 4),
      heightCm: amount(120, 2).plus('0.01'),
      widthCm: amount(80, 2).plus('0.01'),
      lengthCm: amount(60, 2).plus('0.01'),
    });
  }

  it('chooses the same bands and weights as the exact decimal rules, near ties and edges included', () => {
    for (let i = 0; i < 20_000; i++) {
      const cart = buildCart(Array.from({ length: 1 + Math.floor(random() * 3) }, (_, n) => randomLine(n)));
      const exact = carriers.map((c) => billableWeight(cart, c));
      const expected = carriers.flatMap((c, at) => {
        const billable = exact[at]!.billableKg;
        const choice = bands(c.id).find((b) => bandCovers(b, billable));
        const kg = billable.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();
        return choice ? [[c.id, choice.id, kg]] : [];
      });
      const explain = i % 10 === 0;
      const plan = quoteCell(cart, cell, explain);
      if (plan.outcome !== 'QUOTED') throw new Error(plan.outcome);
      const context = JSON.stringify(cart.lines.map((l) => [l.qty, l.weightKg, l.volumeCm3]));
      expect(
        plan.quotes.map((q) => [q.carrierId, q.valueFreightId, q.weight.value]),
        context,
      ).toEqual(expected);
      expect(cart.realKg, context).toBe(
        cart.realWeightKg.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(),
      );
      if (explain) {
        expect(
          plan.carriers.map((c) => c.cubicApplied),
          context,
        ).toEqual(exact.map((weight) => weight.cubicApplied));
      }
    }
  });

  it('decides exactly where cubic weight equals the real weight or the threshold as numbers only', () => {
    const hair = '0.0000000000001';
    const one = (weightKg: string, heightCm: string) =>
      buildCart([line({ weightKg: d(weightKg), heightCm: d(heightCm), widthCm: d(1), lengthCm: d(1) })]);
    const choose = (cart: Cart, c: TableCarrier) => {
      const plan = quoteCell(
        cart,
        prepareCell({
          regions: [{ id: 'reg_1', name: 'x', span: 1, carrierIds: [c.id] }],
          carriers: [c],
          services: groupBands([
            band({ from: 0, to: 1 }),
            band({ from: 1, to: 10 }),
            band({ from: 10, to: 20 }),
          ]),
        }),
        false,
      );
      return plan.outcome === 'QUOTED' ? plan.quotes.map((q) => q.valueFreightId) : plan.outcome;
    };
    // 6000.0000000000001 cm³ at 6000 cm³/kg is a hair over 1 kg: billed over the real 1 kg, so the 1–10 band.
    expect(Number(`6000${hair.slice(1)}`) / 6000).toBe(1);
    expect(choose(one('1', `6000${hair.slice(1)}`), carrier({ cubicFactor: d(6000) }))).toEqual(['fv_1_10']);
    expect(choose(one('1', '6000'), carrier({ cubicFactor: d(6000) }))).toEqual(['fv_0_1']);
    // A hair over the 10 kg threshold counts; exactly on it does not (the real 0.5 kg is billed).
    const threshold = carrier({ cubicFactor: d(6000), cubicThresholdKg: d(10) });
    expect(choose(one('0.5', `60000${hair.slice(1)}`), threshold)).toEqual(['fv_10_20']);
    expect(choose(one('0.5', '60000'), threshold)).toEqual(['fv_0_1']);
  });

  it('works the real weight out exactly when it is too large for whole ten-thousandths as numbers', () => {
    const heavy = buildCart([
      line({ weightKg: d('99999999.9999'), qty: 100_000 }),
      line({ skuId: 'b', weightKg: d('0.0001') }),
    ]);
    expect(heavy.realKg).toBe(Number('9999999999990.0001'));
    expect(heavy.realWeightKg.toString()).toBe('9999999999990.0001');
    const fine = buildCart([line({ weightKg: d('0.00005') })]);
    expect([fine.realKg, fine.realApproxKg]).toEqual([0.0001, 0.00005]);
  });
});

describe('external quote contract (spec 4.7)', () => {
  const cart = buildCart([
    line({ skuId: 'sku_A', qty: 2, weightKg: d('0.8'), unitPrice: d('49.9') }),
    line({
      skuId: 'sku_B',
      qty: 1,
      weightKg: d('1.25'),
      heightCm: d(5),
      widthCm: d(20),
      lengthCm: d(40),
      unitPrice: d(10),
    }),
  ]);

  it('sends grams, cm (length as depth) and unit prices, with the order total', () => {
    expect(externalRequestBody(cart, 'MERCADO_LIVRE', null)).toEqual({
      orderTotalPrice: 109.8,
      platform: 'MERCADO_LIVRE',
      quotationItems: [
        {
          dimension: { depthInCm: 10, heightInCm: 30, widthInCm: 10, weightInGr: 800 },
          price: 49.9,
          qty: 2,
          skuId: 'sku_A',
        },
        {
          dimension: { depthInCm: 40, heightInCm: 5, widthInCm: 20, weightInGr: 1250 },
          price: 10,
          qty: 1,
          skuId: 'sku_B',
        },
      ],
    });
  });

  it('uses the caller’s order total, and null for prices it was not told', () => {
    expect(externalRequestBody(cart, null, d('99.99')).orderTotalPrice).toBe(99.99);
    const unpriced = buildCart([line()]);
    const body = externalRequestBody(unpriced, null, null);
    expect(body).toMatchObject({ orderTotalPrice: null, platform: null });
    expect(body.quotationItems[0]!.price).toBeNull();
  });

  it('converts a reply: NORMAL → STANDARD, days → hours, weight {type,value} → {value,unit}', () => {
    const parsed = parseExternalReply(
      {
        postalCode: 1310100,
        shippingQuotes: [
          {
            carrierId: 'their-id',
            carrierName: 'Jadlog',
            deadlineDays: 4,
            deliveryTime: 3,
            freightServiceId: 7,
            freightServiceName: '.Package',
            freightType: 'NORMAL',
            shippingCost: 23.456,
            skuQty: { crossDockingTime: 1, handlingTime: 1, qty: 2, skuId: 'sku_A', stockQty: 9 },
            valueFreightId: 'vf-1',
            weight: { type: 'GRAM', value: 2850 },
          },
        ],
      },
      { id: 'car_url', name: 'Minha URL' },
      cart,
    );
    expect(parsed).toEqual({
      ok: true,
      dropped: [],
      quotes: [
        {
          valueFreightId: 'vf-1',
          freightServiceId: '7',
          freightServiceName: '.Package',
          freightType: 'STANDARD',
          deliveryTime: 72,
          deadlineDays: 4,
          carrierId: 'car_url',
          carrierName: 'Jadlog',
          weight: { value: 2850, unit: 'GRAM' },
          shippingCost: 23.46,
          skuQty: { skuId: 'sku_A', qty: 2 },
        },
      ],
    });
  });

  it('drops quotes with another freightType or unusable values, keeping the rest', () => {
    const ok = { freightType: 'EXPRESS', shippingCost: 10, deadlineDays: 1 };
    const parsed = parseExternalReply(
      {
        shippingQuotes: [
          { ...ok, freightType: 'SAME_DAY' },
          { ...ok, freightType: 'STANDARD' },
          ok,
          { ...ok, freightType: 'ECONOMIC', shippingCost: 'free' },
          { ...ok, deadlineDays: -1 },
          'x',
        ],
      },
      { id: 'car_url', name: 'Minha URL' },
      cart,
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.quotes).toHaveLength(1);
    expect(parsed.quotes[0]).toMatchObject({
      freightType: 'EXPRESS',
      deliveryTime: 24,
      carrierName: 'Minha URL',
    });
    expect(parsed.dropped.map((drop) => drop.index)).toEqual([0, 1, 3, 4, 5]);
    expect(parsed.dropped[0]!.reason).toContain('SAME_DAY');
  });

  it('refuses a reply without a shippingQuotes array', () => {
    expect(parseExternalReply({ quotes: [] }, { id: 'c', name: 'n' }, cart).ok).toBe(false);
    expect(parseExternalReply([], { id: 'c', name: 'n' }, cart).ok).toBe(false);
  });
});
