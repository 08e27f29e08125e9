/**
 * How repeated failed logins are slowed, then locked (pure: the caller stores the state and passes
 * the clock). The first few failures cost nothing; after that each attempt must wait longer, doubling;
 * past the limit the key is locked for a while. Attempts are counted as failures when they start
 * (attempts.ts), so concurrent guesses cannot all slip in before the first one is recorded.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  lockAfterFailures: number;
  lockMs: number;
}

/**
 * Per account (e-mail) and client address together, and per app and address for a chosen admin
 * secret: a success clears the record. Keyed with the address, so others' failures never refuse an
 * owner who knows the secret (SEC-42).
 */
export const throttlePolicy: ThrottlePolicy = {
  freeFailures: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  lockAfterFailures: 10,
  lockMs: 15 * 60 * 1000,
};

/**
 * Per app and address for generated secrets (256 random bits: no guessing can succeed, so a lock
 * would only serve someone locking the app out): slowed, never locked.
 */
export const generatedSecretPolicy: ThrottlePolicy = {
  ...throttlePolicy,
  lockAfterFailures: Number.MAX_SAFE_INTEGER,
};

/**
 * Per client address, across accounts (one address spraying many e-mails or apps). Looser, since an
 * office behind one address shares it; a success gives its attempt back rather than clearing.
 */
export const addressPolicy: ThrottlePolicy = { ...throttlePolicy, freeFailures: 20, lockAfterFailures: 100 };

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export type ThrottleDecision =
  { allowed: true } | { allowed: false; reason: 'slowed' | 'locked'; retryAfterMs: number };

/** Whether an attempt may be checked now. */
export function mayAttempt(
  state: ThrottleState | undefined,
  now: Date,
  policy = throttlePolicy,
): ThrottleDecision {
  if (!state) return { allowed: true };
  if (state.lockedUntil && state.lockedUntil > now) {
    return { allowed: false, reason: 'locked', retryAfterMs: state.lockedUntil.getTime() - now.getTime() };
  }
  if (state.lockedUntil) return { allowed: true };
  const delay = delayAfter(state.failures, policy);
  const waited = now.getTime() - state.lastFailureAt.getTime();
  if (waited < delay) return { allowed: false, reason: 'slowed', retryAfterMs: delay - waited };
  return { allowed: true };
}

/** The wait imposed after `failures` consecutive failures. */
export function delayAfter(failures: number, policy = throttlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

/** The state after one more failure; a lock that ran out starts a fresh count. */
export function afterFailure(
  state: ThrottleState | undefined,
  now: Date,
  policy = throttlePolicy,
): ThrottleState {
  const expiredLock = state?.lockedUntil && state.lockedUntil <= now;
  const failures = (state && !expiredLock ? state.failures : 0) + 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: failures >= policy.lockAfterFailures ? new Date(now.getTime() + policy.lockMs) : null,
  };
}
