import { describe, expect, it } from 'vitest';
import { MARKETPLACE_ID as BR, listingAttributes, offerPatches, quantityOf } from './listing-body.ts';

const ad = (overrides: Record<string, unknown> = {}) => ({
  sku: 'CAM-AZUL',
  title: 'Camiseta básica',
  status: 'ACTIVE',
  price: '49.90',
  stock: 4,
  brand: 'Acme',
  condition: 'NEW',
  ean: { ean: '7891234567895', eans: [] },
  attributes: [
    { name: 'Cor', value: 'Azul' },
    { name: 'Tamanho', value: 'M' },
  ],
  ...overrides,
});
const base = [
  'item_name',
  'brand',
  'externally_assigned_product_identifier',
  'condition_type',
  'purchasable_offer',
  'fulfillment_availability',
];

describe('Amazon listing attributes', () => {
  it('fills a product type’s required attributes from the ad, every value on Amazon.com.br', () => {
    const { attributes, missing } = listingAttributes(ad(), [...base, 'color', 'size']);
    expect(missing).toEqual([]);
    expect(attributes).toEqual({
      item_name: [{ value: 'Camiseta básica', language_tag: 'pt_BR', marketplace_id: BR }],
      brand: [{ value: 'Acme', marketplace_id: BR }],
      externally_assigned_product_identifier: [{ type: 'ean', value: '7891234567895', marketplace_id: BR }],
      condition_type: [{ value: 'new_new', marketplace_id: BR }],
      purchasable_offer: [
        { currency: 'BRL', our_price: [{ schedule: [{ value_with_tax: 49.9 }] }], marketplace_id: BR },
      ],
      fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 4 }],
      color: [{ value: 'Azul', marketplace_id: BR }],
      size: [{ value: 'M', marketplace_id: BR }],
    });
  });

  it('names what the ad lacks, and uses the identifier exemption for a product without EAN', () => {
    const { attributes, missing } = listingAttributes(
      ad({ ean: { ean: null, eans: [] }, price: null, attributes: [] }),
      [...base, 'color'],
    );
    expect(missing).toEqual(['purchasable_offer', 'color']);
    expect(attributes.supplier_declared_has_product_identifier_exemption).toEqual([
      { value: true, marketplace_id: BR },
    ]);
    expect(attributes.externally_assigned_product_identifier).toBeUndefined();
  });

  it('offers nothing while the ad is not active, and patches price and quantity', () => {
    expect(quantityOf(ad({ status: 'PAUSED' }))).toBe(0);
    expect(quantityOf(ad({ stock: -1 }))).toBe(0);
    expect(offerPatches(ad({ price: 64.5, stock: 9 }))).toEqual([
      {
        op: 'replace',
        path: '/attributes/purchasable_offer',
        value: [
          { currency: 'BRL', our_price: [{ schedule: [{ value_with_tax: 64.5 }] }], marketplace_id: BR },
        ],
      },
      {
        op: 'replace',
        path: '/attributes/fulfillment_availability',
        value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 9 }],
      },
    ]);
    expect(offerPatches(ad({ price: null }))).toHaveLength(1);
  });
});
