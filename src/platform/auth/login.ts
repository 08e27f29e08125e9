import type { Runtime } from '../runtime.ts';
import { throttledCheck, type AttemptKey, type Throttled } from './attempts.ts';
import type { AccountRecord, AuthDirectory } from './directory.ts';
import { HashingBusy } from './hash-gate.ts';
import { addressPolicy, throttlePolicy } from './login-throttle.ts';

/** `busy`: too many passwords being checked at once (hash-gate.ts); nothing was counted. */
export type LoginResult = Throttled<AccountRecord> | { ok: false; reason: 'busy'; retryAfterMs: number };

const normalize = (email: string) => email.trim().toLowerCase();

/** The count every sign-in from this client address is made against (logins and client secrets alike). */
export const addressKey = (address: string): AttemptKey => ({
  key: `address:${address}`,
  policy: addressPolicy,
  onSuccess: 'refund',
});

/**
 * One login attempt, throttled per e-mail and per client address (attempts.ts): the attempt is
 * counted before the password is checked, and not checked at all while either is slowed or locked,
 * so guessing gains nothing from concurrency or from waiting out the answer.
 */
export async function attemptLogin(
  rt: Runtime,
  directory: AuthDirectory,
  input: { email: string; password: string; address: string },
): Promise<LoginResult> {
  const email = normalize(input.email);
  try {
    return await throttledCheck(
      rt,
      [{ key: `account:${email}`, policy: throttlePolicy, onSuccess: 'clear' }, addressKey(input.address)],
      () => directory.checkPassword(rt, email, input.password),
    );
  } catch (error) {
    if (!(error instanceof HashingBusy)) throw error;
    return { ok: false, reason: 'busy', retryAfterMs: error.retryAfterSeconds * 1000 };
  }
}
