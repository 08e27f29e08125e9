import { describe, expect, it } from 'vitest';
import { d, line } from '../../../../test/helpers/freight-domain.ts';
import { buildCart } from './cart.ts';
import { billableWeight } from './cubic-weight.ts';

describe('cubic weight', () => {
  // 40 × 40 × 40 cm = 64,000 cm³ → 10.667 kg at 6000 cm³/kg.
  const bulky = buildCart([line({ weightKg: d(2), heightCm: d(40), widthCm: d(40), lengthCm: d(40) })]);
  const dense = buildCart([line({ weightKg: d(20), heightCm: d(10), widthCm: d(10), lengthCm: d(10) })]);

  it('bills the cubic weight when it is larger than the real weight', () => {
    const weight = billableWeight(bulky, { cubicFactor: d(6000), cubicThresholdKg: null });
    expect(weight.cubicApplied).toBe(true);
    expect(weight.billableKg.toFixed(3)).toBe('10.667');
    expect(weight.realKg.toString()).toBe('2');
  });

  it('bills the real weight when it is larger', () => {
    const weight = billableWeight(dense, { cubicFactor: d(6000), cubicThresholdKg: null });
    expect(weight.cubicApplied).toBe(false);
    expect(weight.billableKg.toString()).toBe('20');
    expect(weight.cubicKg!.toFixed(4)).toBe('0.1667');
  });

  it('ignores volume for a carrier without a cubic factor', () => {
    const weight = billableWeight(bulky, { cubicFactor: null, cubicThresholdKg: null });
    expect(weight).toMatchObject({ cubicKg: null, cubicApplied: false });
    expect(weight.billableKg.toString()).toBe('2');
    for (const factor of [d(0), d(-6000)]) {
      expect(billableWeight(bulky, { cubicFactor: factor, cubicThresholdKg: null }).cubicKg).toBeNull();
    }
  });

  it('counts cubic weight only above the carrier threshold (Correios: 5 kg)', () => {
    // 30 × 30 × 30 = 27,000 cm³ → 4.5 kg: below 5 kg, the real 1 kg is billed.
    const small = buildCart([line({ weightKg: d(1), heightCm: d(30), widthCm: d(30), lengthCm: d(30) })]);
    expect(
      billableWeight(small, { cubicFactor: d(6000), cubicThresholdKg: d(5) }).billableKg.toString(),
    ).toBe('1');
    expect(billableWeight(bulky, { cubicFactor: d(6000), cubicThresholdKg: d(5) }).cubicApplied).toBe(true);
  });

  it('uses the road-freight factor (300 kg/m³ ≈ 3333 cm³/kg) like any other', () => {
    const weight = billableWeight(bulky, { cubicFactor: d(3333), cubicThresholdKg: null });
    expect(weight.billableKg.toFixed(2)).toBe('19.20');
  });
});
