import { Decimal } from '../../../platform/money.ts';
import { describe, expect, it } from 'vitest';
import { band, carrier, d, line } from '../../../../test/helpers/freight-domain.ts';
import { bandCovers } from './band.ts';
import { buildCart, type Cart, type CartLineInput } from './cart.ts';
import { billableWeight } from './cubic-weight.ts';
import { prepareCell } from './quote-cell.ts';
import { groupBands, type QuoteTable, type TableBand, type TableCarrier } from './quote-table.ts';
import { planQuote, quoteCell, sortQuotes } from './quote.ts';

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

  it('quotes the band of the cart weight with the quote fields of the API', () => {
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
