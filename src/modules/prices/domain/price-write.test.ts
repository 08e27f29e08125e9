import { describe, expect, it } from 'vitest';
import { normalisePriceWrite, repeatedWrites } from './price-write.ts';

const platforms = new Set(['SANDBOX']);

describe('normalisePriceWrite', () => {
  it('rounds half-up to cents and defaults to a SKU-wide DEFAULT price', () => {
    expect(normalisePriceWrite({ skuId: 's', value: 12.345 }, platforms)).toEqual({
      write: { skuId: 's', platform: '', priceType: 'DEFAULT', value: '12.35', startAt: null, endAt: null },
    });
  });

  it('takes decimal strings, cents already or not, to the same cents', () => {
    const valueOf = (value: string) => {
      const result = normalisePriceWrite({ skuId: 's', value }, platforms);
      return 'write' in result ? result.write.value : result.problem.message;
    };
    expect(['12.30', '012.30', '12.3', '12.345', '0.00', '7', '-1.00', '1e2'].map(valueOf)).toEqual([
      '12.30',
      '12.30',
      '12.30',
      '12.35',
      '0.00',
      '7.00',
      'must not be negative',
      '100.00',
    ]);
  });

  it('refuses a negative value, an unknown platform and a window on a DEFAULT price', () => {
    expect(normalisePriceWrite({ skuId: 's', value: -0.01 }, platforms)).toEqual({
      problem: { field: 'value', message: 'must not be negative' },
    });
    expect(normalisePriceWrite({ skuId: 's', value: 1, platform: 'NOPE' }, platforms)).toMatchObject({
      problem: { field: 'platform' },
    });
    expect(
      normalisePriceWrite({ skuId: 's', value: 1, endDate: '2026-01-01T00:00:00Z' }, platforms),
    ).toMatchObject({ problem: { field: 'endDate' } });
  });

  it('refuses a PROMOTION window that ends before (or when) it starts, and normalises its dates', () => {
    const window = {
      skuId: 's',
      value: 1,
      priceType: 'PROMOTION' as const,
      startDate: '2026-01-02T00:00:00Z',
    };
    expect(normalisePriceWrite({ ...window, endDate: '2026-01-01T00:00:00Z' }, platforms)).toMatchObject({
      problem: { field: 'endDate' },
    });
    expect(normalisePriceWrite({ ...window, endDate: '2026-01-02T00:00:00Z' }, platforms)).toMatchObject({
      problem: { field: 'endDate' },
    });
    expect(
      normalisePriceWrite(
        { ...window, platform: 'SANDBOX', endDate: '2026-01-03T00:00:00-03:00' },
        platforms,
      ),
    ).toMatchObject({
      write: { platform: 'SANDBOX', startAt: '2026-01-02T00:00:00.000Z', endAt: '2026-01-03T03:00:00.000Z' },
    });
  });
});

describe('repeatedWrites', () => {
  it('points each repeat of a SKU, scope and type at its first occurrence', () => {
    const w = (skuId: string, platform: string, priceType: 'DEFAULT' | 'PROMOTION') => ({
      skuId,
      platform,
      priceType,
      value: '1',
      startAt: null,
      endAt: null,
    });
    expect([
      ...repeatedWrites([
        w('a', '', 'DEFAULT'),
        w('a', '', 'PROMOTION'),
        w('a', 'X', 'DEFAULT'),
        w('a', '', 'DEFAULT'),
      ]),
    ]).toEqual([[3, 0]]);
  });
});
