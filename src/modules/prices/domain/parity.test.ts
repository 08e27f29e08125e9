import { describe, expect, it } from 'vitest';
import { parityOutcome } from './parity.ts';

const prices = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('parityOutcome', () => {
  const rule = { channel: 'ML', band: '0' };

  it('lowers the chosen channel to the lowest of the others, never raising it', () => {
    expect(parityOutcome(rule, prices({ ML: '100.00', AMZ: '95.00', SHP: '97.00' }), '50.00')).toEqual({
      kind: 'FIX',
      value: '95.00',
      target: '95.00',
      lowest: '95.00',
      lowestChannel: 'AMZ',
    });
    expect(parityOutcome(rule, prices({ ML: '90.00', AMZ: '95.00' }), '50.00')).toEqual({ kind: 'OK' });
    expect(parityOutcome(rule, prices({ ML: '95.00', AMZ: '95.00' }), null)).toEqual({ kind: 'OK' });
  });

  it('allows a band above the lowest price, cut down to the cent', () => {
    const band = { channel: 'ML', band: '0.05' };
    // 95.55 × 1.05 = 100.3275 → 100.32.
    expect(parityOutcome(band, prices({ ML: '100.00', AMZ: '95.55' }), null)).toEqual({ kind: 'OK' });
    expect(parityOutcome(band, prices({ ML: '101.00', AMZ: '95.55' }), null)).toMatchObject({
      kind: 'FIX',
      value: '100.32',
    });
  });

  it('reports a conflict instead of going below the floor', () => {
    expect(parityOutcome(rule, prices({ ML: '60.00', AMZ: '40.00' }), '52.33')).toEqual({
      kind: 'CONFLICT',
      target: '40.00',
      lowest: '40.00',
      lowestChannel: 'AMZ',
      floor: '52.33',
    });
  });

  it('has nothing to do without the channel or another one', () => {
    expect(parityOutcome(rule, prices({ AMZ: '40.00' }), null)).toEqual({ kind: 'OK' });
    expect(parityOutcome(rule, prices({ ML: '40.00' }), null)).toEqual({ kind: 'OK' });
  });
});
