import { describe, expect, it } from 'vitest';
import { pickingLines } from './picking.ts';

describe('the picking list', () => {
  it('sums each SKU across the orders and counts the orders taking it, in SKU code order', () => {
    const lines = pickingLines([
      {
        items: [
          { skuId: 'sku_b', sku: 'CAM-M', qty: 2 },
          { skuId: 'sku_a', sku: 'BON-1', qty: 1 },
        ],
      },
      { items: [{ skuId: 'sku_b', sku: 'CAM-M', qty: 3 }] },
      // The same SKU twice in one order (a split line) is one order, both quantities.
      {
        items: [
          { skuId: 'sku_a', sku: 'BON-1', qty: 1 },
          { skuId: 'sku_a', sku: 'BON-1', qty: 4 },
        ],
      },
    ]);
    expect(lines).toEqual([
      { skuId: 'sku_a', sku: 'BON-1', qty: 6, orders: 2 },
      { skuId: 'sku_b', sku: 'CAM-M', qty: 5, orders: 2 },
    ]);
  });

  it('keeps a SKU the catalog does not know by its id', () => {
    expect(pickingLines([{ items: [{ skuId: 'MLB-X', qty: 1 }] }])).toEqual([
      { skuId: 'MLB-X', qty: 1, orders: 1 },
    ]);
    expect(pickingLines([])).toEqual([]);
  });

  it('lists an item the channel sold that is not linked to a SKU yet by the channel item id, apart', () => {
    const lines = pickingLines([
      { items: [{ channelItemId: 'MLB5000000001', qty: 1 }] },
      {
        items: [
          { channelItemId: 'MLB5000000001', qty: 2 },
          { skuId: 'sku_a', sku: 'BON-1', qty: 1 },
        ],
      },
    ]);
    expect(lines).toEqual([
      { skuId: 'sku_a', sku: 'BON-1', qty: 1, orders: 1 },
      { channelItemId: 'MLB5000000001', qty: 3, orders: 2 },
    ]);
  });
});
