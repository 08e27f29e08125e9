import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from './money.ts';
import { add, centsOf, centsText, compare, decimalText, minus, scaled, times } from './scaled.ts';

/** Decimal strings of up to 12 digits before the point and 0-6 after, either sign. */
const decimals = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }))
  .map(([negative, n, places]) => {
    const digits = n.toString().padStart(places + 1, '0');
    const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    return negative && n !== 0n ? `-${text}` : text;
  });
const positiveText = decimals.filter((t) => new Money(t).gt(0));
// A fixed seed: `npm test` runs the same cases every time.
const options = { seed: 44, numRuns: 2000 };

describe('scaled decimals agree with decimal.js', () => {
  it('reads, adds, subtracts, multiplies and compares exactly', () => {
    fc.assert(
      fc.property(decimals, decimals, (a, b) => {
        const x = scaled(a);
        const y = scaled(b);
        const sum = add(x, y);
        const product = times(x, y);
        expect(new Money(sum.n.toString()).div(10 ** sum.scale).eq(new Money(a).plus(b))).toBe(true);
        expect(
          new Money(product.n.toString()).div(new Money(10).pow(product.scale)).eq(new Money(a).times(b)),
        ).toBe(true);
        expect(compare(x, y)).toBe(new Money(a).cmp(b));
        expect(new Money(decimalText(minus(x, y))).eq(new Money(a).minus(b))).toBe(true);
        expect(Number(decimalText(minus(x, y)))).toBe(new Money(a).minus(b).toNumber());
      }),
      options,
    );
  });

  it('divides to cents half-up and up (away from zero) as decimal.js rounds the same quotient', () => {
    fc.assert(
      fc.property(decimals, positiveText, (a, b) => {
        const q = new Money(a).div(b);
        const halfUp = centsText(centsOf(scaled(a), scaled(b), 'half-up'));
        const up = centsText(centsOf(scaled(a), scaled(b), 'up'));
        expect(new Money(halfUp).eq(q.toDecimalPlaces(2, Money.ROUND_HALF_UP))).toBe(true);
        expect(new Money(up).eq(q.toDecimalPlaces(2, Money.ROUND_UP))).toBe(true);
      }),
      options,
    );
  });

  it('writes cents with two places and the sign', () => {
    expect([0n, 5n, -5n, 100n, -12345n].map(centsText)).toEqual(['0.00', '0.05', '-0.05', '1.00', '-123.45']);
    expect(scaled(0.1)).toEqual({ n: 1n, scale: 1 });
    expect(scaled('1e3')).toEqual({ n: 1000n, scale: 0 });
    expect(scaled(null)).toEqual({ n: 0n, scale: 0 });
    expect(decimalText({ n: -5n, scale: 3 })).toBe('-0.005');
    expect(decimalText({ n: 1200n, scale: 0 })).toBe('1200');
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => centsOf(scaled('1'), scaled('0'), 'up')).toThrow(RangeError);
  });
});
