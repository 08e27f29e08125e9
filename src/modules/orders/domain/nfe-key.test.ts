import { describe, expect, it } from 'vitest';
import { isValidNfeKey, nfeKeyCheckDigit } from './nfe-key.ts';

describe('NF-e access key check digit', () => {
  it('accepts keys whose last digit checks the others', () => {
    expect(isValidNfeKey('35240112345678000199550010000001231000001236')).toBe(true);
    expect(isValidNfeKey(`${'3'.repeat(43)}6`)).toBe(true);
    // Remainder 0 or 1 gives check digit 0.
    expect(nfeKeyCheckDigit('0'.repeat(43))).toBe(0);
    expect(isValidNfeKey('0'.repeat(44))).toBe(true);
  });

  it('refuses a key with one digit changed, a wrong check digit, or not 44 digits', () => {
    expect(isValidNfeKey('35240112345678000199550010000001231000001234')).toBe(false);
    expect(isValidNfeKey('35240112345678000199550010000001231000001246')).toBe(false);
    expect(isValidNfeKey('3'.repeat(44))).toBe(false);
    expect(isValidNfeKey('3'.repeat(43))).toBe(false);
    expect(isValidNfeKey(`${'3'.repeat(42)}a6`)).toBe(false);
  });
});
