import { describe, expect, it } from 'vitest';
import { promotionValueProblem, promotionalPrice } from './promotion-math.ts';

describe('promotionalPrice', () => {
  it('takes a percentage off, half-up to cents in decimal arithmetic', () => {
    expect(promotionalPrice('PERCENTAGE_DISCOUNT', '10', '99.90')).toBe('89.91');
    // 33.33 % of 10.05 is 3.349665 off: 6.700335 rounds to 6.70; 15 % of 0.30 is exactly 0.255 → 0.26 half-up.
    expect(promotionalPrice('PERCENTAGE_DISCOUNT', '33.33', '10.05')).toBe('6.70');
    expect(promotionalPrice('PERCENTAGE_DISCOUNT', '15', '0.30')).toBe('0.26');
  });

  it('takes a fixed amount off, never below zero', () => {
    expect(promotionalPrice('FIXED_DISCOUNT', '15.5', '100')).toBe('84.50');
    expect(promotionalPrice('FIXED_DISCOUNT', '150', '100')).toBe('0.00');
    expect(promotionalPrice('PERCENTAGE_DISCOUNT', '100', '100')).toBe('0.00');
  });

  it('sets a fixed price, but never above the list price', () => {
    expect(promotionalPrice('FIXED_PRICE', '49.999', '100')).toBe('50.00');
    expect(promotionalPrice('FIXED_PRICE', '120', '100')).toBe('100.00');
    expect(promotionalPrice('FIXED_PRICE', '12', null)).toBe('12.00');
  });

  it('has nothing to discount without a list price', () => {
    expect(promotionalPrice('PERCENTAGE_DISCOUNT', '10', null)).toBeNull();
    expect(promotionalPrice('FIXED_DISCOUNT', '10', null)).toBeNull();
  });
});

describe('promotionValueProblem', () => {
  it('accepts percentages in (0, 100], discounts above 0 and prices from 0', () => {
    expect(promotionValueProblem('PERCENTAGE_DISCOUNT', '100')).toBeNull();
    expect(promotionValueProblem('PERCENTAGE_DISCOUNT', '0')).toMatch(/greater than 0/);
    expect(promotionValueProblem('PERCENTAGE_DISCOUNT', '100.01')).toMatch(/at most 100/);
    expect(promotionValueProblem('FIXED_DISCOUNT', '0')).toMatch(/greater than 0/);
    expect(promotionValueProblem('FIXED_PRICE', '0')).toBeNull();
    expect(promotionValueProblem('FIXED_PRICE', '-1')).toMatch(/negative/);
  });
});
