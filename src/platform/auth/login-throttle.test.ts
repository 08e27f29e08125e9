import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  delayAfter,
  mayAttempt,
  throttlePolicy as policy,
  type ThrottleState,
} from './login-throttle.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

function failTimes(n: number, every: number): ThrottleState | undefined {
  let state: ThrottleState | undefined;
  for (let i = 0; i < n; i++) state = afterFailure(state, at(i * every));
  return state;
}

describe('login throttle policy', () => {
  it('lets the first failures through at once', () => {
    expect(mayAttempt(undefined, at(0))).toEqual({ allowed: true });
    expect(mayAttempt(failTimes(policy.freeFailures - 1, 0), at(0))).toEqual({ allowed: true });
  });

  it('then doubles the wait after each further failure, up to a ceiling', () => {
    expect(delayAfter(policy.freeFailures)).toBe(policy.firstDelayMs);
    expect(delayAfter(policy.freeFailures + 1)).toBe(policy.firstDelayMs * 2);
    expect(delayAfter(policy.freeFailures + 20)).toBe(policy.maxDelayMs);
    const state = failTimes(policy.freeFailures, 0)!;
    expect(mayAttempt(state, at(policy.firstDelayMs - 1))).toEqual({
      allowed: false,
      reason: 'slowed',
      retryAfterMs: 1,
    });
    expect(mayAttempt(state, at(policy.firstDelayMs))).toEqual({ allowed: true });
  });

  it('locks after the limit, and a lock that ran out starts a fresh count', () => {
    const state = failTimes(policy.lockAfterFailures, policy.maxDelayMs)!;
    const lockedAt = (policy.lockAfterFailures - 1) * policy.maxDelayMs;
    expect(state.lockedUntil).toEqual(at(lockedAt + policy.lockMs));
    expect(mayAttempt(state, at(lockedAt + policy.lockMs - 1000))).toMatchObject({
      allowed: false,
      reason: 'locked',
    });
    expect(mayAttempt(state, at(lockedAt + policy.lockMs))).toEqual({ allowed: true });
    expect(afterFailure(state, at(lockedAt + policy.lockMs))).toMatchObject({
      failures: 1,
      lockedUntil: null,
    });
  });
});
