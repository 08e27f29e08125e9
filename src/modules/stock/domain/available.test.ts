import { describe, expect, it } from 'vitest';
import { availableStock, bufferFor, channelStock } from './available.ts';

describe('available stock', () => {
  it('is on hand − reserved − buffer, never below zero', () => {
    expect(availableStock({ onHand: 10, reserved: 3 })).toBe(7);
    expect(availableStock({ onHand: 10, reserved: 3 }, 2)).toBe(5);
    expect(availableStock({ onHand: 2, reserved: 3 }, 2)).toBe(0);
  });

  it('takes a SKU’s own buffer over its platform’s, 0 exempting the SKU', () => {
    const buffers = [
      { platform: 'ML', skuId: '', buffer: 5 },
      { platform: 'ML', skuId: 'sku_2', buffer: 0 },
    ];
    expect(bufferFor(buffers, 'sku_1', 'ML')).toBe(5);
    expect(bufferFor(buffers, 'sku_2', 'ML')).toBe(0);
    expect(bufferFor(buffers, 'sku_1', 'SHP')).toBe(0);
  });

  it('publishes one value for every channel and one per platform with a buffer', () => {
    const buffers = [
      { platform: 'ML', skuId: '', buffer: 5 },
      { platform: 'SHP', skuId: 'sku_9', buffer: 1 },
    ];
    expect(channelStock({ skuId: 'sku_1', onHand: 12, reserved: 2 }, buffers)).toEqual([
      { skuId: 'sku_1', platform: null, value: 10 },
      { skuId: 'sku_1', platform: 'ML', value: 5 },
    ]);
  });
});
