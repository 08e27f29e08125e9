import { describe, expect, it } from 'vitest';
import { promotionScopes, type ScopePrice } from './promotion-effect.ts';

const tenOff = { id: 'prm_1', ruleType: 'PERCENTAGE_DISCOUNT' as const, value: '10' };
const price = (
  platform: string,
  list: string | null,
  sale: string | null,
  promotionId: string | null = null,
) => ({ platform, listPrice: list, salePrice: sale, promotionId }) satisfies ScopePrice;

describe('promotionScopes', () => {
  it('reaches every scope of the SKU when the promotion is for every platform', () => {
    const scopes = promotionScopes(
      tenOff,
      [''],
      [price('', '100.00', '90.00', 'prm_1'), price('SANDBOX_ML', '120.00', '108.00', 'prm_1')],
    );
    expect(scopes).toEqual([
      {
        platform: '',
        listPrice: '100.00',
        promotionalPrice: '90.00',
        salePrice: '90.00',
        pricedBy: 'prm_1',
        winning: true,
      },
      {
        platform: 'SANDBOX_ML',
        listPrice: '120.00',
        promotionalPrice: '108.00',
        salePrice: '108.00',
        pricedBy: 'prm_1',
        winning: true,
      },
    ]);
  });

  it('prices a platform without its own row from the SKU-wide list price (a preview before it runs)', () => {
    expect(promotionScopes(tenOff, ['SANDBOX'], [price('', '59.90', '59.90')])).toEqual([
      {
        platform: 'SANDBOX',
        listPrice: '59.90',
        promotionalPrice: '53.91',
        salePrice: '59.90',
        pricedBy: null,
        winning: false,
      },
    ]);
  });

  it('says when another promotion gives a lower price, and when a discount has no list price to work on', () => {
    const [beaten] = promotionScopes(tenOff, [''], [price('', '100.00', '80.00', 'prm_2')]);
    expect(beaten).toMatchObject({
      promotionalPrice: '90.00',
      salePrice: '80.00',
      pricedBy: 'prm_2',
      winning: false,
    });
    expect(promotionScopes(tenOff, [''], [])).toEqual([
      {
        platform: '',
        listPrice: null,
        promotionalPrice: null,
        salePrice: null,
        pricedBy: null,
        winning: false,
      },
    ]);
    const fixed = { id: 'prm_3', ruleType: 'FIXED_PRICE' as const, value: '49.9' };
    expect(promotionScopes(fixed, [''], [])[0]!.promotionalPrice).toBe('49.90');
  });
});
