import { describe, expect, it } from 'vitest';
import { kitCost } from './kit-cost.ts';

describe('kitCost', () => {
  it('sums component cost × quantity in decimal arithmetic', () => {
    expect(
      kitCost([
        { qty: 2, cost: '31.9000' },
        { qty: 1, cost: '0.1' },
        { qty: 3, cost: '0.2' },
      ]),
    ).toBe('64.5000');
    // 0.1 + 0.2 in binary floats is 0.30000000000000004; decimals keep it exact.
    expect(
      kitCost([
        { qty: 1, cost: '0.1' },
        { qty: 1, cost: '0.2' },
      ]),
    ).toBe('0.3000');
  });

  it('is unknown when any component lacks a cost', () => {
    expect(
      kitCost([
        { qty: 1, cost: '10' },
        { qty: 1, cost: null },
      ]),
    ).toBeNull();
  });
});
