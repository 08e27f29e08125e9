import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorCalculator, holdReason, marginAt, priceFloor, type FloorInputs } from './floor.ts';
import { Money } from './money.ts';

const none: FloorInputs = {
  unitCost: '39.00',
  commission: '0',
  fixedFee: '0',
  freight: '0',
  tax: '0',
  minMargin: '0',
};

describe('priceFloor', () => {
  it('is the cost on a channel without fees, at a zero margin', () => {
    expect(priceFloor(none)).toEqual({
      floor: '39.00',
      breakdown: {
        cost: '39.00',
        fixedFee: '0.00',
        freight: '0.00',
        commission: '0',
        tax: '0',
        minMargin: '0',
        commissionAmount: '0.00',
        taxAmount: '0.00',
        marginAmount: '0.00',
      },
    });
  });

  it('covers a commission and a fixed fee, rounding up to the cent', () => {
    // 45 / 0.86 = 52.3255…: 52.32 would leave the seller less than the fees; 52.33 does not.
    const outcome = priceFloor({ ...none, commission: '0.14', fixedFee: '6.00' });
    expect(outcome).toMatchObject({
      floor: '52.33',
      breakdown: { cost: '39.00', fixedFee: '6.00', commissionAmount: '7.33', marginAmount: '0.00' },
    });
  });

  it('adds product costs, freight, taxes and the minimum margin', () => {
    // (20 + 1.50 + 2.50 + 10) / (1 − 0.16 − 0.10 − 0.10) = 34 / 0.64 = 53.125 → 53.13.
    const outcome = priceFloor({
      unitCost: '20.00',
      productCosts: ['1.50', null],
      commission: '0.16',
      fixedFee: '2.50',
      freight: '10.00',
      tax: '0.10',
      minMargin: '0.10',
    });
    expect(outcome).toEqual({
      floor: '53.13',
      breakdown: {
        cost: '21.50',
        fixedFee: '2.50',
        freight: '10.00',
        commission: '0.16',
        tax: '0.1',
        minMargin: '0.1',
        commissionAmount: '8.50',
        taxAmount: '5.31',
        // 53.13 − 34 − 8.5008 − 5.313 = 5.3162: at least 10 % of 53.13.
        marginAmount: '5.32',
      },
    });
  });

  it('keeps an exact quotient as it is', () => {
    expect(priceFloor({ ...none, unitCost: '10', commission: '0.5' })).toMatchObject({ floor: '20.00' });
  });

  it('has no floor without a cost, or when fees, taxes and margin take the whole price', () => {
    expect(priceFloor({ ...none, unitCost: null })).toEqual({ floor: null, reason: 'NO_COST' });
    expect(priceFloor({ ...none, commission: '0.6', tax: '0.3', minMargin: '0.1' })).toEqual({
      floor: null,
      reason: 'UNREACHABLE',
    });
  });
});

describe('holdReason', () => {
  it('holds a price below the floor, not one at it', () => {
    expect(holdReason('0.00', '39.00', null, '10')).toBe('BELOW_FLOOR');
    expect(holdReason('38.99', '39.00', '45.00', '10')).toBe('BELOW_FLOOR');
    expect(holdReason('39.00', '39.00', '45.00', '10')).toBeNull();
  });

  it('holds a change by more than the factor up or down, not one at its edge', () => {
    expect(holdReason('499.01', null, '49.90', '10')).toBe('CHANGE_TOO_LARGE');
    expect(holdReason('499.00', null, '49.90', '10')).toBeNull();
    expect(holdReason('4.98', null, '49.90', '10')).toBe('CHANGE_TOO_LARGE');
    expect(holdReason('4.99', null, '49.90', '10')).toBeNull();
    expect(holdReason('60.00', null, '49.90', '1.1')).toBe('CHANGE_TOO_LARGE');
  });

  it('lets a first price, or one after a zero price, through when no floor is known', () => {
    expect(holdReason('1000.00', null, null, '10')).toBeNull();
    expect(holdReason('1000.00', null, '0.00', '10')).toBeNull();
  });

  it('says what the same comparisons in decimal.js say, for any prices and factor', () => {
    const price = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    const factor = fc.integer({ min: 101, max: 5000 }).map((f) => (f / 100).toString());
    const reference = (value: string, floor: string | null, current: string | null, by: string) => {
      const p = new Money(value);
      if (floor !== null && p.lt(floor)) return 'BELOW_FLOOR';
      const before = current === null ? null : new Money(current);
      if (before?.gt(0) && (p.gt(before.times(by)) || p.lt(before.div(by)))) return 'CHANGE_TOO_LARGE';
      return null;
    };
    fc.assert(
      fc.property(price, fc.option(price), fc.option(price), factor, (value, floor, current, by) => {
        expect(holdReason(value, floor, current, by)).toBe(reference(value, floor, current, by));
      }),
      { seed: 44, numRuns: 2000 },
    );
  });
});

describe('marginAt', () => {
  const inputs = { unitCost: '39', commission: '0.14', fixedFee: '6', freight: '0', tax: '0' };

  it('is what a sale leaves after cost, fees and commission, and its share of the price', () => {
    // 100 − 39 − 6 − 14 = 41.
    expect(marginAt('100', inputs)).toEqual({ amount: '41.00', share: '0.41' });
    // At the floor (52.33) the margin is (about) nothing; below it, a loss.
    expect(marginAt('52.33', inputs)).toEqual({ amount: '0.00', share: '0.0001' });
    expect(marginAt('40', inputs)).toEqual({ amount: '-10.60', share: '-0.265' });
  });

  it('has no share at a price of 0 and nothing without a cost', () => {
    expect(marginAt('0', inputs)).toEqual({ amount: '-45.00', share: null });
    expect(marginAt('10', { ...inputs, unitCost: null })).toBeNull();
  });
});

describe('floorCalculator', () => {
  it('gives the floor priceFloor gives, without its breakdown, and null where it gives none', () => {
    const inputs: FloorInputs = {
      unitCost: '39',
      productCosts: ['1.5', null, '0.25'],
      commission: '0.14',
      fixedFee: '6',
      freight: '3.10',
      tax: '0.06',
      minMargin: '0.1',
    };
    const { unitCost, productCosts, ...terms } = inputs;
    const floor = floorCalculator(terms);
    // (39 + 1.5 + 0.25 + 6 + 3.10) / 0.7 = 71.214…, up to 71.22.
    expect(floor(unitCost, productCosts!)).toBe('71.22');
    expect(floor(unitCost, productCosts!)).toBe((priceFloor(inputs) as { floor: string }).floor);
    expect(floor('10', [])).toBe(
      (priceFloor({ ...inputs, unitCost: '10', productCosts: [] }) as { floor: string }).floor,
    );
    expect(floor(null, [])).toBeNull();
    expect(floorCalculator({ ...terms, minMargin: '0.8' })('39', [])).toBeNull();
  });

  it('gives priceFloor’s floor for any costs and terms', () => {
    const amount = (max: number, places: number) =>
      fc.integer({ min: 0, max }).map((n) => (n / 10 ** places).toFixed(places));
    const fraction = fc.integer({ min: 0, max: 4000 }).map((n) => (n / 10_000).toString());
    const inputs = fc.record({
      unitCost: amount(100_000_000, 4),
      productCosts: fc.array(fc.option(amount(1_000_000, 4)), { maxLength: 3 }),
      commission: fraction,
      fixedFee: amount(10_000, 2),
      freight: amount(10_000, 2),
      tax: fraction,
      minMargin: fraction,
    });
    fc.assert(
      fc.property(inputs, (all) => {
        const { unitCost, productCosts, ...terms } = all;
        expect(floorCalculator(terms)(unitCost, productCosts)).toBe(priceFloor(all).floor);
      }),
      { seed: 44, numRuns: 2000 },
    );
  });
});
