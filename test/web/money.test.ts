import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../web/src/money.ts';

/**
 * The admin's one money reader, over the texts sellers type and paste. Each row is what a person
 * means by the text; rows that read two ways are refused, never guessed.
 */
const PRICE = { scale: 2 };
const COST = { scale: 4 };

describe('parseMoney', () => {
  it.each([
    ['469,90', PRICE, '469.9'],
    ['469.90', PRICE, '469.9'],
    ['1.234,56', PRICE, '1234.56'],
    ['1,234.56', PRICE, '1234.56'],
    ['21.5', PRICE, '21.5'],
    ['21,5', PRICE, '21.5'],
    ['R$ 1.234,56', PRICE, '1234.56'],
    ['R$\u00a0469,90', PRICE, '469.9'],
    ['  12  ', PRICE, '12'],
    ['1234', PRICE, '1234'],
    ['1.234.567', PRICE, '1234567'],
    ['1,234,567', PRICE, '1234567'],
    ['1.234.567,89', PRICE, '1234567.89'],
    ['1,234,567.89', PRICE, '1234567.89'],
    ['0,99', PRICE, '0.99'],
    [',5', PRICE, '0.5'],
    ['0.125', COST, '0.125'],
    ['0,1234', COST, '0.1234'],
    ['1234,567', COST, '1234.567'],
    ['007,50', PRICE, '7.5'],
    ['0', PRICE, '0'],
    ['-0', PRICE, '0'],
  ])('reads %j as %s', (input, rules, value) => {
    expect(parseMoney(input, rules)).toEqual({ ok: true, value });
  });

  it.each([
    ['1.234', PRICE, 'ambiguous'],
    ['1,234', PRICE, 'ambiguous'],
    ['21.500', COST, 'ambiguous'],
    ['999,999', COST, 'ambiguous'],
    ['0,125', PRICE, 'tooManyDecimals'],
    ['1,23456', COST, 'tooManyDecimals'],
    ['1.234,567', PRICE, 'tooManyDecimals'],
    ['', PRICE, 'invalid'],
    ['R$', PRICE, 'invalid'],
    ['abc', PRICE, 'invalid'],
    ['12a', PRICE, 'invalid'],
    ['1e3', PRICE, 'invalid'],
    ['469.', PRICE, 'invalid'],
    ['1.2.3', PRICE, 'invalid'],
    ['12.34,56', PRICE, 'invalid'],
    ['1,23.45', PRICE, 'invalid'],
    ['1.234,56.7', PRICE, 'invalid'],
    ['1,234.56,7', PRICE, 'invalid'],
    ['.', PRICE, 'invalid'],
    ['--5', PRICE, 'invalid'],
    ['-5', PRICE, 'negative'],
    ['1.000.000.000,00', PRICE, 'tooLarge'],
  ])('refuses %j (%s)', (input, rules, reason) => {
    expect(parseMoney(input, rules)).toEqual({ ok: false, reason });
  });

  it('takes a negative amount only where the field allows it', () => {
    expect(parseMoney('-12,50', { scale: 2, allowNegative: true })).toEqual({ ok: true, value: '-12.5' });
    expect(parseMoney('\u221212,50', { scale: 2, allowNegative: true })).toEqual({
      ok: true,
      value: '-12.5',
    });
  });
});
