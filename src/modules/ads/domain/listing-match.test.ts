import { describe, expect, it } from 'vitest';
import { matchListing } from './listing-match.ts';

describe('matching an existing channel item to a SKU', () => {
  const bySku = new Map([['CAM-P', 'sku_1']]);

  it('takes the seller SKU first, even when the GTIN names another SKU', () => {
    expect(matchListing({ sellerSku: 'CAM-P', gtin: '7891234567895' }, bySku, ['sku_2'])).toEqual({
      skuId: 'sku_1',
      by: 'SELLER_SKU',
    });
  });

  it('falls back to a GTIN only one SKU carries', () => {
    expect(matchListing({ sellerSku: 'UNKNOWN', gtin: '7891234567895' }, bySku, ['sku_2'])).toEqual({
      skuId: 'sku_2',
      by: 'GTIN',
    });
    expect(matchListing({ sellerSku: null, gtin: '7891234567895' }, bySku, ['sku_2'])).toEqual({
      skuId: 'sku_2',
      by: 'GTIN',
    });
  });

  it('leaves a GTIN two SKUs carry, and an item with neither, to the seller', () => {
    expect(matchListing({ sellerSku: null, gtin: '7891234567895' }, bySku, ['sku_2', 'sku_3'])).toEqual({
      skuId: null,
      reason: 'AMBIGUOUS_GTIN',
    });
    expect(matchListing({ sellerSku: null, gtin: null }, bySku, [])).toEqual({
      skuId: null,
      reason: 'NO_MATCH',
    });
  });
});
