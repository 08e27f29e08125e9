import { describe, expect, it } from 'vitest';
import { grantable, refilled, waitOf } from './bucket-math.ts';

describe('token bucket arithmetic', () => {
  const plan = { rate: 5, burst: 10 };

  it('refills at the rate, up to the burst', () => {
    expect(refilled(0, 1000, plan)).toBe(5);
    expect(refilled(8, 1000, plan)).toBe(10);
    expect(refilled(-3, 400, plan)).toBe(-1);
    expect(refilled(2, -50, plan)).toBe(2);
  });

  it('spaces the calls of a reservation beyond what the bucket holds', () => {
    expect([1, 2, 3, 4].map((i) => waitOf(i, 2, plan.rate))).toEqual([0, 0, 200, 400]);
    // A bucket in debt (calls reserved by another process) makes even the first call wait.
    expect(waitOf(1, -2, plan.rate)).toBe(600);
  });

  it('grants only the calls whose wait fits the caller’s patience', () => {
    expect(grantable(0, 4, plan.rate, null)).toBe(4);
    expect(grantable(0, 4, plan.rate, 400)).toBe(2);
    expect(grantable(-10, 4, plan.rate, 1000)).toBe(0);
    expect(grantable(3.5, 2, plan.rate, 0)).toBe(2);
  });
});
