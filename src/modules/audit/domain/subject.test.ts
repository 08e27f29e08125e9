import { describe, expect, it } from 'vitest';
import { skuIdOf, subjectOf } from './subject.ts';

const entry = (entity: string, entityId: string, before: object | null, after: object | null) => ({
  entity,
  entityId,
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
});

const skus = new Map([['sku_1', { sku: 'CAM-P', title: 'Camiseta básica' }]]);
const apps = new Map([['cli_erp', 'ERP da loja']]);

describe('subjectOf', () => {
  it('names a price, cost or stock change by the SKU code and its product title', () => {
    for (const entity of ['price', 'cost', 'stock']) {
      expect(subjectOf(entry(entity, 'sku_1', null, { value: '1' }), skus, apps)).toEqual({
        label: 'CAM-P',
        detail: 'Camiseta básica',
      });
    }
  });

  it("names an ad by its variation's SKU", () => {
    const ad = entry('ad', 'ad_1', { skuId: 'sku_1', price: '10' }, { skuId: 'sku_1', price: '12' });
    expect(skuIdOf(ad)).toBe('sku_1');
    expect(subjectOf(ad, skus, apps)?.label).toBe('CAM-P');
  });

  it('falls back to the code the entry recorded for a SKU deleted since, else to nothing', () => {
    expect(subjectOf(entry('cost', 'sku_gone', null, { sku: 'OLD-1', cost: '3' }), skus, apps)).toEqual({
      label: 'OLD-1',
      detail: null,
    });
    expect(subjectOf(entry('price', 'sku_gone', null, { value: '3' }), skus, apps)).toBeNull();
  });

  it('names promotions and rules by their own name, even once deleted', () => {
    expect(subjectOf(entry('promotion', 'prm_1', { name: 'Black Friday' }, null), skus, apps)?.label).toBe(
      'Black Friday',
    );
    expect(subjectOf(entry('rule', 'rule_1', null, { name: 'Margem 30%' }), skus, apps)?.label).toBe(
      'Margem 30%',
    );
  });

  it('names an app by what the sellers module answered, a webhook by its name or address', () => {
    expect(subjectOf(entry('app', 'cli_erp', { grants: 2 }, null), skus, apps)?.label).toBe('ERP da loja');
    expect(
      subjectOf(entry('webhook', 'wh_1', null, { urlName: null, url: 'https://erp/x' }), skus, apps),
    ).toEqual({ label: 'https://erp/x', detail: null });
  });

  it('names a product by its code and title; a channel connection needs no subject', () => {
    expect(subjectOf(entry('product', 'CAM', { title: 'A' }, { title: 'B' }), skus, apps)).toEqual({
      label: 'CAM',
      detail: 'B',
    });
    expect(subjectOf(entry('marketplace', 'acc_1', { status: 'CONNECTED' }, null), skus, apps)).toBeNull();
  });
});
