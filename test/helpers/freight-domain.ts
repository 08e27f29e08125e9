import { Decimal } from '../../src/platform/money.ts';
import { skuMeasures, type CartLineInput } from '../../src/modules/freight/domain/cart.ts';
import type { TableBand, TableCarrier } from '../../src/modules/freight/domain/quote-table.ts';

/** Builders for the freight rules' unit tests: a cart line, a band and a carrier with usual values. */

export const d = (value: number | string) => new Decimal(value);

type LineOverrides = Partial<Omit<CartLineInput, 'volumeCm3' | 'weightUnits' | 'volumeApprox'>>;

export function line(overrides: LineOverrides = {}): CartLineInput {
  const merged = {
    skuId: 'sku_A',
    qty: 1,
    weightKg: d('0.8'),
    heightCm: d(30),
    widthCm: d(10),
    lengthCm: d(10),
    handlingDays: 0,
    unitPrice: null,
    ...overrides,
  };
  return { ...merged, ...skuMeasures(merged) };
}

export function band(overrides: Partial<TableBand> & { from: number; to: number; id?: string }): TableBand {
  const { from, to, ...rest } = overrides;
  return {
    id: `fv_${from}_${to}`,
    carrierId: 'car_1',
    regionId: 'reg_1',
    weightFrom: d(from),
    weightTo: d(to),
    price: d('10'),
    deadlineDays: 3,
    deliveryTime: null,
    freightType: 'STANDARD',
    serviceName: null,
    serviceId: null,
    ...rest,
  };
}

export function carrier(overrides: Partial<TableCarrier> = {}): TableCarrier {
  return {
    id: 'car_1',
    name: 'Transportes Um',
    active: true,
    cubicFactor: null,
    cubicThresholdKg: null,
    external: null,
    ...overrides,
  };
}
