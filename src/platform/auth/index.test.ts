import { describe, expect, it } from 'vitest';
import { hasScope, requireScope, withholdBuyerData } from './index.ts';
import { DomainError } from '../http/errors.ts';

describe('scope helpers for modules', () => {
  it('hasScope and requireScope read the ctx scopes', () => {
    const ctx = { scopes: new Set(['product:edit']) };
    expect(hasScope(ctx, 'product:edit')).toBe(true);
    expect(hasScope(ctx, 'price:edit')).toBe(false);
    expect(() => requireScope(ctx, 'product:edit')).not.toThrow();
    try {
      requireScope(ctx, 'price:edit');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'insufficient-scope', details: { required_scope: 'price:edit' } });
    }
  });

  it('withholds buyer data unless the caller has order:customer-data', () => {
    expect(withholdBuyerData({ scopes: new Set(['order:edit']) })).toBe(true);
    expect(withholdBuyerData({ scopes: new Set(['order:customer-data']) })).toBe(false);
  });
});
