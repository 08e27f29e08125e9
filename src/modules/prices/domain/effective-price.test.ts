import { describe, expect, it } from 'vitest';
import {
  inWindow,
  lowestOffer,
  resolveSkuPrices,
  type PriceEntry,
  type PromotionOffer,
} from './effective-price.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const entry = (
  platform: string,
  priceType: PriceEntry['priceType'],
  value: string,
  startAt: string | null = null,
  endAt: string | null = null,
): PriceEntry => ({ platform, priceType, value, startAt, endAt });
const offer = (
  promotionId: string,
  platform: string,
  ruleType: PromotionOffer['ruleType'],
  value: string,
  window: Partial<PromotionOffer> = {},
): PromotionOffer => ({ promotionId, platform, ruleType, value, startAt: null, endAt: null, ...window });
const scope = (prices: ReturnType<typeof resolveSkuPrices>, platform: string) =>
  prices.find((p) => p.platform === platform)!;

describe('inWindow', () => {
  it('opens at the start (inclusive) and closes at the end (exclusive); missing bounds are open', () => {
    expect(inWindow('2026-03-10T12:00:00.000Z', null, now)).toBe(true);
    expect(inWindow(null, '2026-03-10T12:00:00.000Z', now)).toBe(false);
    expect(inWindow('2026-03-10T12:00:00.001Z', null, now)).toBe(false);
    expect(inWindow(null, null, now)).toBe(true);
  });
});

describe('resolveSkuPrices', () => {
  it('uses the list price as the sale price when nothing promotional holds', () => {
    const [all] = resolveSkuPrices([entry('', 'DEFAULT', '100.00')], [], [], now);
    expect(all).toEqual({
      platform: '',
      listPrice: '100.00',
      salePrice: '100.00',
      priceType: 'DEFAULT',
      promotionId: null,
      startAt: null,
      endAt: null,
    });
  });

  it('prefers a platform’s own list price over the SKU-wide one, on that platform only', () => {
    const prices = resolveSkuPrices(
      [entry('', 'DEFAULT', '100.00'), entry('ML', 'DEFAULT', '110.00')],
      [],
      [],
      now,
    );
    expect(scope(prices, '').salePrice).toBe('100.00');
    expect(scope(prices, 'ML')).toMatchObject({ listPrice: '110.00', salePrice: '110.00' });
  });

  it('puts a PROMOTION price over the list price while its window holds, and not before or after', () => {
    const during = entry('', 'PROMOTION', '79.90', '2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z');
    expect(resolveSkuPrices([entry('', 'DEFAULT', '100.00'), during], [], [], now)[0]).toMatchObject({
      listPrice: '100.00',
      salePrice: '79.90',
      priceType: 'PROMOTION',
      endAt: '2026-03-11T00:00:00.000Z',
    });
    const expired = entry('', 'PROMOTION', '79.90', null, '2026-03-10T11:59:59.999Z');
    expect(resolveSkuPrices([entry('', 'DEFAULT', '100.00'), expired], [], [], now)[0]).toMatchObject({
      salePrice: '100.00',
      priceType: 'DEFAULT',
    });
    const ahead = entry('', 'PROMOTION', '79.90', '2026-03-12T00:00:00.000Z');
    expect(resolveSkuPrices([entry('', 'DEFAULT', '100.00'), ahead], [], [], now)[0]!.salePrice).toBe(
      '100.00',
    );
  });

  it('puts a SKU-wide PROMOTION price over a platform’s own list price (type first, then specificity)', () => {
    const prices = resolveSkuPrices(
      [entry('', 'DEFAULT', '100.00'), entry('ML', 'DEFAULT', '120.00'), entry('', 'PROMOTION', '90.00')],
      [],
      [],
      now,
    );
    expect(scope(prices, 'ML')).toMatchObject({
      listPrice: '120.00',
      salePrice: '90.00',
      priceType: 'PROMOTION',
    });
  });

  it('falls back to the SKU-wide PROMOTION price when the platform’s own is out of its window', () => {
    const prices = resolveSkuPrices(
      [
        entry('', 'DEFAULT', '100.00'),
        entry('', 'PROMOTION', '95.00'),
        entry('ML', 'PROMOTION', '80.00', '2026-04-01T00:00:00.000Z'),
      ],
      [],
      [],
      now,
    );
    expect(scope(prices, 'ML').salePrice).toBe('95.00');
  });

  it('applies promotions from the list price of each scope, a platform-limited one only there', () => {
    const prices = resolveSkuPrices(
      [entry('', 'DEFAULT', '100.00'), entry('ML', 'DEFAULT', '200.00')],
      [offer('prm_1', 'ML', 'PERCENTAGE_DISCOUNT', '10')],
      [],
      now,
    );
    expect(scope(prices, '')).toMatchObject({ salePrice: '100.00', promotionId: null });
    expect(scope(prices, 'ML')).toMatchObject({
      listPrice: '200.00',
      salePrice: '180.00',
      priceType: 'PROMOTION',
      promotionId: 'prm_1',
    });
  });

  it('lets the lowest price win when promotions overlap, a PROMOTION price included, in any order', () => {
    const entries = [entry('', 'DEFAULT', '100.00'), entry('', 'PROMOTION', '85.00')];
    const offers = [
      offer('prm_A', '', 'PERCENTAGE_DISCOUNT', '10'),
      offer('prm_B', '', 'FIXED_DISCOUNT', '20'),
      offer('prm_C', '', 'FIXED_PRICE', '82.50'),
    ];
    for (const order of [offers, [...offers].reverse(), [offers[1]!, offers[2]!, offers[0]!]]) {
      expect(scope(resolveSkuPrices(entries, order, [], now), '')).toMatchObject({
        salePrice: '80.00',
        promotionId: 'prm_B',
      });
    }
  });

  it('ignores promotions outside their window', () => {
    const prices = resolveSkuPrices(
      [entry('', 'DEFAULT', '100.00')],
      [offer('prm_A', '', 'FIXED_PRICE', '50', { startAt: '2026-03-11T00:00:00.000Z' })],
      [],
      now,
    );
    expect(prices[0]!.salePrice).toBe('100.00');
  });

  it('skips discounts without a list price but honours a fixed price', () => {
    expect(resolveSkuPrices([], [offer('prm_A', '', 'PERCENTAGE_DISCOUNT', '10')], [], now)[0]).toMatchObject(
      { listPrice: null, salePrice: null, priceType: null },
    );
    expect(resolveSkuPrices([], [offer('prm_A', '', 'FIXED_PRICE', '10')], [], now)[0]).toMatchObject({
      listPrice: null,
      salePrice: '10.00',
    });
  });

  it('keeps reporting a scope resolved before, falling back to the SKU-wide price', () => {
    const prices = resolveSkuPrices([entry('', 'DEFAULT', '100.00')], [], ['SHP'], now);
    expect(scope(prices, 'SHP')).toMatchObject({ listPrice: '100.00', salePrice: '100.00' });
  });
});

describe('lowestOffer', () => {
  it('settles equal prices without chance: the price list first, then the oldest promotion', () => {
    const c = (price: string, promotionId: string | null) => ({
      price,
      promotionId,
      startAt: null,
      endAt: null,
    });
    expect(lowestOffer([c('80.00', 'prm_B'), c('80.0', 'prm_A')])!.promotionId).toBe('prm_A');
    expect(lowestOffer([c('80.00', 'prm_A'), c('80', null)])!.promotionId).toBeNull();
    expect(lowestOffer([c('79.99', 'prm_Z'), c('80', null)])!.promotionId).toBe('prm_Z');
    expect(lowestOffer([])).toBeNull();
  });
});
