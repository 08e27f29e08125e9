import { describe, expect, it } from 'vitest';
import { Money, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    ['89.90', 89.9],
    ['89.9', 89.9],
    ['10', 10],
    ['0.10', 0.1],
    ['-3.5', -3.5],
    ['10.005', 10.01],
    ['10.004', 10],
    ['-10.005', -10.01],
    ['31.9000', 31.9],
    ['1234567.895', 1234567.9],
    ['1e2', 100],
  ])('%s → %s, half-up', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('agrees with the decimal rounding for strings in cents and beyond', () => {
    for (let i = 0; i < 5000; i++) {
      const units = Math.floor(i * 7919) % 1_000_000;
      const places = i % 5;
      const fraction = String((i * 104729) % 10 ** places).padStart(places, '0');
      const value = `${i % 3 === 0 ? '-' : ''}${units}${places ? `.${fraction}` : ''}`;
      expect(toCents(value), value).toBe(Number(new Money(value).toFixed(2)));
    }
    expect(toCents(new Money('2.345'))).toBe(2.35);
    expect(toCents(7)).toBe(7);
  });
});
