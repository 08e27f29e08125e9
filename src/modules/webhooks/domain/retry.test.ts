import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TIMEOUT_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  afterAttempt,
  isDelivered,
  nextAttemptAt,
  shouldAutoDisable,
} from './retry.ts';

const at = new Date('2026-03-01T00:00:00.000Z');
const plus = (ms: number) => new Date(at.getTime() + ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('webhook retry schedule', () => {
  it('is at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight attempts', () => {
    expect(RETRY_DELAYS_MS).toEqual([5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 10 * H]);
    expect(MAX_ATTEMPTS).toBe(8);
    // random 0.5 is the middle of the jitter range: the delay exactly.
    const dueAfter = [1, 2, 3, 4, 5, 6, 7].map((n) => nextAttemptAt(n, at, 0.5)!.toISOString());
    expect(dueAfter).toEqual([5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 10 * H].map(plus));
    expect(nextAttemptAt(8, at, 0.5)).toBeNull();
    expect(nextAttemptAt(0, at, 0.5)).toBeNull();
  });

  it('moves each delay by at most 10 % either way', () => {
    expect(nextAttemptAt(1, at, 0)!.toISOString()).toBe(plus(4500));
    expect(nextAttemptAt(1, at, 0.999999)!.getTime() - at.getTime()).toBeLessThanOrEqual(5500);
    expect(nextAttemptAt(7, at, 0)!.toISOString()).toBe(plus(9 * H));
  });

  it('takes only a 2xx as delivered, within 5 seconds', () => {
    expect(DELIVERY_TIMEOUT_MS).toBe(5000);
    expect([200, 201, 202, 204, 299].every(isDelivered)).toBe(true);
    expect([null, 100, 301, 302, 304, 400, 404, 410, 500, 503].some(isDelivered)).toBe(false);
  });

  it('schedules, completes, or turns a delivery into a missed notification', () => {
    const auto = { mode: 'AUTO' as const, test: false };
    expect(afterAttempt(auto, 1, true, at, 0.5)).toEqual({
      status: 'DELIVERED',
      nextAttemptAt: null,
      deliveredAt: at,
      missedAt: null,
    });
    expect(afterAttempt(auto, 3, false, at, 0.5)).toMatchObject({
      status: 'PENDING',
      nextAttemptAt: new Date(plus(30 * M)),
    });
    expect(afterAttempt(auto, 8, false, at, 0.5)).toEqual({
      status: 'MISSED',
      nextAttemptAt: null,
      deliveredAt: null,
      missedAt: at,
    });
    // A manual attempt (resend, redelivery) is tried once.
    expect(afterAttempt({ mode: 'MANUAL', test: false }, 9, false, at, 0.5)).toMatchObject({
      status: 'MISSED',
    });
    expect(afterAttempt({ mode: 'MANUAL', test: false }, 1, false, at, 0.5)).toMatchObject({
      status: 'MISSED',
    });
    // A test event that fails simply failed.
    expect(afterAttempt({ mode: 'MANUAL', test: true }, 1, false, at, 0.5)).toMatchObject({
      status: 'FAILED',
    });
  });

  it('disables an endpoint only after 5 days of failures without a success', () => {
    expect(shouldAutoDisable(null, at)).toBe(false);
    expect(shouldAutoDisable(at, new Date(plus(5 * 24 * H - 1)))).toBe(false);
    expect(shouldAutoDisable(at, new Date(plus(5 * 24 * H)))).toBe(true);
  });
});
