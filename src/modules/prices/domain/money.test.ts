import { describe, expect, it } from 'vitest';
import { cents, samePrice } from './money.ts';

describe('money', () => {
  it('compares stored prices by value, whatever their text, and null only to null', () => {
    expect(samePrice('12.30', '12.30')).toBe(true);
    expect(samePrice('12.3', '12.30')).toBe(true);
    expect(samePrice('12.30', '12.31')).toBe(false);
    expect(samePrice(null, null)).toBe(true);
    expect(samePrice(null, '0.00')).toBe(false);
    expect(samePrice('0.00', null)).toBe(false);
  });

  it('rounds half-up to cents', () => {
    expect(cents('12.345')).toBe('12.35');
    expect(cents('12.344')).toBe('12.34');
  });
});
