import { describe, expect, it } from 'vitest';
import { d, line } from '../../../../test/helpers/freight-domain.ts';
import { buildCart, mergeItems, quotedSku } from './cart.ts';

describe('SKU measures', () => {
  const stored = { weightKg: '0.800', heightCm: '30', widthCm: '10', lengthCm: '10.5', handlingTime: 2 };

  it('parses weight and dimensions once, with the handling days', () => {
    const sku = quotedSku(stored);
    expect(sku.missing).toBeNull();
    expect(sku.measures?.weightKg.toString()).toBe('0.8');
    expect(sku.measures?.lengthCm.toString()).toBe('10.5');
    expect(sku.measures?.volumeCm3.toString()).toBe('3150');
    expect(sku.measures?.handlingDays).toBe(2);
    expect(quotedSku({ ...stored, handlingTime: null }).measures?.handlingDays).toBe(0);
  });

  it('names the measures that are absent or not above zero', () => {
    expect(quotedSku({ ...stored, weightKg: null, widthCm: '0', lengthCm: '-1' })).toEqual({
      measures: null,
      missing: ['weight', 'width', 'length'],
    });
  });
});

describe('cart weight', () => {
  it('sums unit weight × qty and unit volume × qty over every item', () => {
    const cart = buildCart([
      line({ skuId: 'a', qty: 3, weightKg: d('0.8') }),
      line({ skuId: 'b', qty: 2, weightKg: d('1.25'), heightCm: d(5), widthCm: d(20), lengthCm: d(40) }),
    ]);
    expect(cart.realWeightKg.toString()).toBe('4.9');
    expect(cart.volumeCm3.toString()).toBe(String(3 * 3000 + 2 * 4000));
  });

  it('weighs an empty cart as nothing, and a single line of one as that line', () => {
    expect(buildCart([]).realWeightKg.toString()).toBe('0');
    const one = buildCart([line()]);
    expect([one.realWeightKg.toString(), one.volumeCm3.toString()]).toEqual(['0.8', '3000']);
  });

  it('takes the slowest handling time of the cart', () => {
    expect(buildCart([line({ handlingDays: 1 }), line({ skuId: 'b', handlingDays: 4 })]).handlingDays).toBe(
      4,
    );
  });

  it('merges repeated SKUs of a quotation into one line', () => {
    expect(
      mergeItems([
        { skuId: 'a', qty: 1 },
        { skuId: 'b', qty: 2 },
        { skuId: 'a', qty: 4 },
      ]),
    ).toEqual([
      { skuId: 'a', qty: 5 },
      { skuId: 'b', qty: 2 },
    ]);
  });
});
