import { describe, expect, it } from 'vitest';
import { findOverlappingRanges, formatPostalCode, parseConfigPostalCode } from './postal-code.ts';

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
