import { describe, expect, it } from 'vitest';
import type { VariationRow } from '../catalog.mapping.ts';
import { storedVariation } from './import.stored.ts';

const row = (over: Partial<VariationRow>): VariationRow => ({
  sellerId: 'slr_1',
  id: 'sku_1',
  productId: 'P-1',
  sku: 'P-1-A',
  position: 0,
  ean: null,
  eans: null,
  cost: null,
  attributes: [],
  images: [],
  videos: [],
  weightKg: null,
  heightCm: null,
  widthCm: null,
  lengthCm: null,
  kit: null,
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('a variation in stored form', () => {
  it('has its numbers at their scale and its jsonb objects in jsonb key order', () => {
    const stored = storedVariation(
      row({ cost: '12.5', weightKg: '0.8', eans: [{ value: '7891234567895', main: true }] }),
    );
    expect(stored.cost).toBe('12.5000');
    expect(stored.weightKg).toBe('0.8000');
    expect(JSON.stringify(stored.eans)).toBe('[{"main":true,"value":"7891234567895"}]');
  });

  it('keeps a jsonb value already in that order as it is, and copies one that is not', () => {
    const images = [{ url: 'https://img.example/1.jpg', main: true }];
    const attributes = [{ value: 'Azul', name: 'Cor' }];
    const stored = storedVariation(row({ images, attributes }));
    expect(stored.images).toBe(images);
    expect(stored.attributes).not.toBe(attributes);
    expect(JSON.stringify(stored.attributes)).toBe('[{"name":"Cor","value":"Azul"}]');
    expect(Object.keys(attributes[0]!)).toEqual(['value', 'name']);
  });
});
