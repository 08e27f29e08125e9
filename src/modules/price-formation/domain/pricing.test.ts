import { describe, expect, it } from 'vitest';
import { checkMath, covered, priceOf, pricer, type RuleMath, type SkuInputs } from './pricing.ts';

const sku: SkuInputs = {
  unitCost: '31.90',
  salePrice: '80.00',
  productCosts: { inboundFreight: '1.20', packaging: '0.50', royalty: '0.30' },
};

const rule = (overrides: Partial<RuleMath> & { objective: RuleMath['objective'] }): RuleMath => ({
  baseValue: 'COST',
  costStructure: { channelCosts: { commission: 0.16, freight: 5, tax: 0 }, embedProductCosts: false },
  ...overrides,
});

describe('priceOf (DESIGN §6 price formation math)', () => {
  it.each([
    // [label, math, expected]
    ['MARKUP: (cost + freight) × value', rule({ objective: { driver: 'MARKUP', value: 1.5 } }), '55.35'],
    [
      'MARKUP with product costs embedded',
      rule({
        costStructure: { channelCosts: { freight: 5 }, embedProductCosts: true },
        objective: { driver: 'MARKUP', value: 1.5 },
      }),
      '58.35',
    ],
    [
      'CONTRIBUTION_MARGIN by amount (default): (base + value) / (1 − commission)',
      rule({ objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 } }),
      '55.83',
    ],
    [
      'CONTRIBUTION_MARGIN by amount with tax: (base + value) / (1 − commission − tax)',
      rule({
        costStructure: { channelCosts: { commission: 0.16, freight: 5, tax: 0.09 } },
        objective: { driver: 'CONTRIBUTION_MARGIN', value: 10, valueType: 'AMOUNT' },
      }),
      '62.53',
    ],
    [
      'CONTRIBUTION_MARGIN by percentage: base / (1 − commission − tax − value)',
      rule({ objective: { driver: 'CONTRIBUTION_MARGIN', value: 0.2, valueType: 'PERCENTAGE' } }),
      '57.66',
    ],
    [
      'embedProductCosts on: product costs join the base',
      rule({
        costStructure: { channelCosts: { commission: 0.16, freight: 5 }, embedProductCosts: true },
        objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 },
      }),
      '58.21',
    ],
    [
      'the rule’s own cost and product costs override the catalog',
      rule({
        costStructure: {
          cost: 20,
          channelCosts: { commission: 0.2 },
          productCosts: { packaging: 1 },
          embedProductCosts: true,
        },
        objective: { driver: 'CONTRIBUTION_MARGIN', value: 3 },
      }),
      '30.00',
    ],
    [
      'SALE_PRICE base: the current sale price instead of the cost',
      rule({ baseValue: 'SALE_PRICE', costStructure: {}, objective: { driver: 'MARKUP', value: 1.1 } }),
      '88.00',
    ],
    [
      'half-up to cents: 10.005 → 10.01',
      rule({ costStructure: { cost: 2.001 }, objective: { driver: 'MARKUP', value: 5 } }),
      '10.01',
    ],
  ])('%s', (_label, math, expected) => {
    expect(checkMath(math)).toBeNull();
    expect(priceOf(math, sku)).toEqual({ price: expected });
  });

  it('prices SKU after SKU with one pricer, never carrying one SKU’s costs over to the next', () => {
    const costs = (unitCost: string | null, productCosts: SkuInputs['productCosts'] = {}): SkuInputs => ({
      unitCost,
      salePrice: null,
      productCosts,
    });
    const skus = [
      costs('20.00', { inboundFreight: '1.20', packaging: '0.50', royalty: '0.30' }),
      costs('10.004'),
      costs(null),
      costs('-30.00'),
      costs('20.00', { inboundFreight: '3.00' }),
    ];
    const margin = (productCosts?: SkuInputs['productCosts']) =>
      rule({
        costStructure: {
          channelCosts: { commission: 0.16, tax: 0.04, freight: 5 },
          embedProductCosts: true,
          ...(productCosts ? { productCosts } : {}),
        },
        objective: { driver: 'CONTRIBUTION_MARGIN', value: 10 },
      });
    // (cost + 5 + product costs + 10) / 0.8, half-up to cents.
    expect(skus.map(pricer(margin()))).toEqual([
      { price: '46.25' },
      { price: '31.26' },
      { skipped: 'NO_UNIT_COST' },
      { skipped: 'NO_POSITIVE_PRICE' },
      { price: '47.50' },
    ]);
    // The rule's own product costs replace every SKU's.
    expect(skus.map(pricer(margin({ packaging: 1 })))).toEqual([
      { price: '45.00' },
      { price: '32.51' },
      { skipped: 'NO_UNIT_COST' },
      { skipped: 'NO_POSITIVE_PRICE' },
      { price: '45.00' },
    ]);
  });

  it('skips a SKU without unit cost, and one without a sale price on a SALE_PRICE base', () => {
    const noCost = { ...sku, unitCost: null, salePrice: null };
    expect(priceOf(rule({ objective: { driver: 'MARKUP', value: 2 } }), noCost)).toEqual({
      skipped: 'NO_UNIT_COST',
    });
    expect(
      priceOf(rule({ baseValue: 'SALE_PRICE', objective: { driver: 'MARKUP', value: 2 } }), noCost),
    ).toEqual({ skipped: 'NO_SALE_PRICE' });
    expect(covered({}, null)).toBe(false);
    expect(covered({ cost: 10 }, null)).toBe(true);
    expect(covered({}, '1.00')).toBe(true);
  });

  it('rejects a denominator ≤ 0, a non-positive markup and the removed PROFIT driver', () => {
    expect(
      checkMath(
        rule({
          costStructure: { channelCosts: { commission: 0.6, tax: 0.4 } },
          objective: { driver: 'CONTRIBUTION_MARGIN', value: 1 },
        }),
      ),
    ).toMatchObject({ code: 'invalid-objective' });
    expect(
      checkMath(rule({ objective: { driver: 'CONTRIBUTION_MARGIN', value: 0.84, valueType: 'PERCENTAGE' } })),
    ).toMatchObject({ code: 'invalid-objective', field: 'objective.value' });
    expect(checkMath(rule({ objective: { driver: 'MARKUP', value: 0 } }))).toMatchObject({
      code: 'invalid-objective',
    });
    expect(checkMath(rule({ objective: { driver: 'PROFIT', value: 10 } }))).toMatchObject({
      code: 'unsupported-driver',
      field: 'objective.driver',
    });
  });
});
