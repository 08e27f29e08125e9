import { describe, expect, it } from 'vitest';
import { coveredItems, inEffect, promotionProblems, transition } from './promotion.ts';

const platforms = new Set(['SANDBOX', 'SANDBOX_ML']);
const draft = {
  name: 'Black Friday',
  ruleType: 'PERCENTAGE_DISCOUNT',
  value: 10,
  eligibility: { domain: 'PRODUCT' as const },
};

describe('transition', () => {
  it('moves INACTIVE → ACTIVE → FINISHED, repeats as no-ops, refuses the rest', () => {
    expect(transition('INACTIVE', 'activate')).toEqual({ to: 'ACTIVE' });
    expect(transition('ACTIVE', 'activate')).toEqual({ noop: true });
    expect(transition('FINISHED', 'activate')).toHaveProperty('problem');
    expect(transition('ACTIVE', 'finish')).toEqual({ to: 'FINISHED' });
    expect(transition('FINISHED', 'finish')).toEqual({ noop: true });
    expect(transition('INACTIVE', 'finish')).toHaveProperty('problem');
    expect(transition('FINISHED', 'update')).toHaveProperty('problem');
    expect(transition('ACTIVE', 'update')).toEqual({ to: 'ACTIVE' });
    expect(transition('ACTIVE', 'delete')).toHaveProperty('problem');
    expect(transition('FINISHED', 'delete')).toEqual({ to: 'FINISHED' });
  });
});

describe('promotionProblems', () => {
  it('rejects an unknown rule type, listing the allowed ones', () => {
    expect(promotionProblems({ ...draft, ruleType: 'BOGO' }, platforms)).toEqual([
      {
        field: 'ruleType',
        message: 'unknown rule type BOGO; allowed: PERCENTAGE_DISCOUNT, FIXED_DISCOUNT, FIXED_PRICE',
      },
    ]);
  });

  it('rejects an end before the start, unknown platforms and a value out of range', () => {
    const problems = promotionProblems(
      {
        ...draft,
        value: 120,
        startDate: '2026-05-02T00:00:00Z',
        endDate: '2026-05-01T00:00:00Z',
        eligibility: { domain: 'PRODUCT', platforms: ['SANDBOX', 'NOPE'] },
      },
      platforms,
    );
    expect(problems.map((p) => p.field)).toEqual(['value', 'endDate', 'eligibility.platforms[1]']);
  });

  it('keeps ads to domain AD and SKUs and categories to domain PRODUCT', () => {
    expect(promotionProblems({ ...draft, eligibility: { domain: 'AD' } }, platforms)[0]!.field).toBe(
      'eligibility.adIds',
    );
    expect(
      promotionProblems(
        { ...draft, eligibility: { domain: 'AD', adIds: ['ad_1'], skuIds: ['sku_1'] } },
        platforms,
      )[0]!.field,
    ).toBe('eligibility.skuIds');
    expect(
      promotionProblems({ ...draft, eligibility: { domain: 'PRODUCT', adIds: ['ad_1'] } }, platforms)[0]!
        .field,
    ).toBe('eligibility.adIds');
    expect(promotionProblems(draft, platforms)).toEqual([]);
  });
});

describe('inEffect', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('holds for an ACTIVE promotion inside its window only', () => {
    expect(inEffect({ status: 'ACTIVE', startAt: null, endAt: null }, now)).toBe(true);
    expect(inEffect({ status: 'ACTIVE', startAt: '2026-05-02T00:00:00Z', endAt: null }, now)).toBe(false);
    expect(inEffect({ status: 'ACTIVE', startAt: null, endAt: '2026-05-01T12:00:00Z' }, now)).toBe(false);
    expect(inEffect({ status: 'INACTIVE', startAt: null, endAt: null }, now)).toBe(false);
  });
});

describe('coveredItems', () => {
  it('covers the candidate SKUs on every platform, or on each listed platform', () => {
    expect(coveredItems({ domain: 'PRODUCT' }, ['sku_1', 'sku_1', 'sku_2'], [])).toEqual([
      { skuId: 'sku_1', platform: '' },
      { skuId: 'sku_2', platform: '' },
    ]);
    expect(coveredItems({ domain: 'PRODUCT', platforms: ['A', 'B'] }, ['sku_1'], [])).toEqual([
      { skuId: 'sku_1', platform: 'A' },
      { skuId: 'sku_1', platform: 'B' },
    ]);
  });

  it('covers each ad’s SKU on the ad’s platform, within the platform filter', () => {
    const ads = [
      { skuId: 'sku_1', platform: 'A' },
      { skuId: 'sku_2', platform: 'B' },
    ];
    expect(coveredItems({ domain: 'AD', adIds: ['x'] }, [], ads)).toEqual(ads);
    expect(coveredItems({ domain: 'AD', adIds: ['x'], platforms: ['B'] }, [], ads)).toEqual([ads[1]]);
  });
});
