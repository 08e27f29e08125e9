import { describe, expect, it } from 'vitest';
import { blankRow, importColumns, importRow, priceText } from './price-import.ts';

describe('price import format', () => {
  it('finds its columns in any order and under their Portuguese names', () => {
    expect(importColumns(['Preço', 'SKU'])).toEqual({ columns: { sku: 1, price: 0, platform: null } });
    expect(importColumns(['sku', 'canal', 'value'])).toEqual({ columns: { sku: 0, price: 2, platform: 1 } });
  });

  it('refuses a header that would shift or lose prices', () => {
    expect(importColumns(['sku'])).toEqual({ problem: 'the price column is missing' });
    expect(importColumns(['price'])).toEqual({ problem: 'the sku column is missing' });
    expect(importColumns(['sku', 'price', 'preco'])).toEqual({ problem: 'column price appears twice' });
    expect(importColumns(['sku', 'price', 'cost'])).toEqual({ problem: 'unknown column cost' });
  });

  it('reads prices written the Brazilian way and refuses anything else', () => {
    expect(priceText('31.90')).toBe('31.90');
    expect(priceText('31,90')).toBe('31.90');
    expect(priceText('1.234,56')).toBe('1234.56');
    expect(priceText(' 0 ')).toBe('0');
    for (const bad of ['-1', 'R$ 10', '1,234.56', '1e3', 'abc']) expect(priceText(bad)).toBeNull();
  });

  it('reads a row, naming the column of what is wrong', () => {
    const columns = { sku: 0, price: 1, platform: 2 };
    expect(importRow(['A-1', '10,5', 'sandbox'], columns)).toEqual({
      price: { sku: 'A-1', value: '10.5', platform: 'SANDBOX' },
    });
    expect(importRow(['A-1', '10', ''], columns)).toEqual({
      price: { sku: 'A-1', value: '10', platform: null },
    });
    expect(importRow(['', '10'], columns)).toMatchObject({ problem: { field: 'sku' } });
    expect(importRow(['A-1', ''], columns)).toMatchObject({ problem: { field: 'price' } });
    expect(importRow(['A-1', 'ten'], columns)).toMatchObject({ problem: { field: 'price' } });
    expect(blankRow(['', ' '])).toBe(true);
    expect(blankRow(['A-1'])).toBe(false);
  });
});
