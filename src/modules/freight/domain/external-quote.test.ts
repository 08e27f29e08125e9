import { describe, expect, it } from 'vitest';
import { d, line } from '../../../../test/helpers/freight-domain.ts';
import { buildCart } from './cart.ts';
import { externalRequestBody, parseExternalReply } from './external-quote.ts';

describe('external quote contract', () => {
  const cart = buildCart([
    line({ skuId: 'sku_A', qty: 2, weightKg: d('0.8'), unitPrice: d('49.9') }),
    line({
      skuId: 'sku_B',
      qty: 1,
      weightKg: d('1.25'),
      heightCm: d(5),
      widthCm: d(20),
      lengthCm: d(40),
      unitPrice: d(10),
    }),
  ]);

  it('sends grams, cm (length as depth) and unit prices, with the order total', () => {
    expect(externalRequestBody(cart, 'MERCADO_LIVRE', null)).toEqual({
      orderTotalPrice: 109.8,
      platform: 'MERCADO_LIVRE',
      quotationItems: [
        {
          dimension: { depthInCm: 10, heightInCm: 30, widthInCm: 10, weightInGr: 800 },
          price: 49.9,
          qty: 2,
          skuId: 'sku_A',
        },
        {
          dimension: { depthInCm: 40, heightInCm: 5, widthInCm: 20, weightInGr: 1250 },
          price: 10,
          qty: 1,
          skuId: 'sku_B',
        },
      ],
    });
  });

  it('uses the caller’s order total, and null for prices it was not told', () => {
    expect(externalRequestBody(cart, null, d('99.99')).orderTotalPrice).toBe(99.99);
    const unpriced = buildCart([line()]);
    const body = externalRequestBody(unpriced, null, null);
    expect(body).toMatchObject({ orderTotalPrice: null, platform: null });
    expect(body.quotationItems[0]!.price).toBeNull();
  });

  it('converts a reply: NORMAL → STANDARD, days → hours, weight {type,value} → {value,unit}', () => {
    const parsed = parseExternalReply(
      {
        postalCode: 1310100,
        shippingQuotes: [
          {
            carrierId: 'their-id',
            carrierName: 'Jadlog',
            deadlineDays: 4,
            deliveryTime: 3,
            freightServiceId: 7,
            freightServiceName: '.Package',
            freightType: 'NORMAL',
            shippingCost: 23.456,
            skuQty: { crossDockingTime: 1, handlingTime: 1, qty: 2, skuId: 'sku_A', stockQty: 9 },
            valueFreightId: 'vf-1',
            weight: { type: 'GRAM', value: 2850 },
          },
        ],
      },
      { id: 'car_url', name: 'Minha URL' },
      cart,
    );
    expect(parsed).toEqual({
      ok: true,
      dropped: [],
      quotes: [
        {
          valueFreightId: 'vf-1',
          freightServiceId: '7',
          freightServiceName: '.Package',
          freightType: 'STANDARD',
          deliveryTime: 72,
          deadlineDays: 4,
          carrierId: 'car_url',
          carrierName: 'Jadlog',
          weight: { value: 2850, unit: 'GRAM' },
          shippingCost: 23.46,
          skuQty: { skuId: 'sku_A', qty: 2 },
        },
      ],
    });
  });

  it('drops quotes with another freightType or unusable values, keeping the rest', () => {
    const ok = { freightType: 'EXPRESS', shippingCost: 10, deadlineDays: 1 };
    const parsed = parseExternalReply(
      {
        shippingQuotes: [
          { ...ok, freightType: 'SAME_DAY' },
          { ...ok, freightType: 'STANDARD' },
          ok,
          { ...ok, freightType: 'ECONOMIC', shippingCost: 'free' },
          { ...ok, deadlineDays: -1 },
          'x',
        ],
      },
      { id: 'car_url', name: 'Minha URL' },
      cart,
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.quotes).toHaveLength(1);
    expect(parsed.quotes[0]).toMatchObject({
      freightType: 'EXPRESS',
      deliveryTime: 24,
      carrierName: 'Minha URL',
    });
    expect(parsed.dropped.map((drop) => drop.index)).toEqual([0, 1, 3, 4, 5]);
    expect(parsed.dropped[0]!.reason).toContain('SAME_DAY');
  });

  it('refuses a reply without a shippingQuotes array', () => {
    expect(parseExternalReply({ quotes: [] }, { id: 'c', name: 'n' }, cart).ok).toBe(false);
    expect(parseExternalReply([], { id: 'c', name: 'n' }, cart).ok).toBe(false);
  });
});
