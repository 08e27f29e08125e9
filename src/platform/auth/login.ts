import type { Runtime } from '../runtime.ts';
import { throttledCheck, type AttemptKey, type Throttled } from './attempts.ts';
import type { AccountRecord, AuthDirectory } from './directory.ts';
import { HashingBusy } from './hash-gate.ts';
import { addressPolicy, throttlePolicy } from './login-throttle.ts';

/** The longest password a user can set (sellers' schema): a longer one is refused before any hashing. */
export const MAX_PASSWORD_LENGTH = 200;
/** RFC 5321's limit on an address's length. */
export const MAX_EMAIL_LENGTH = 320;

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
 * The count of one secret's failures from one address (an address never contains `|`): others'
 * failures elsewhere never hold back the one who knows the secret (SEC-42).
 */
export const pairKey = (kind: 'account' | 'client', address: string, id: string) =>
  `${kind}:${address}|${id}`;

/**
 * One login attempt, throttled per e-mail and address, and per address (attempts.ts): the attempt is
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
      [
        { key: pairKey('account', input.address, email), policy: throttlePolicy, onSuccess: 'clear' },
        addressKey(input.address),
      ],
      () => directory.checkPassword(rt, email, input.password, input.address),
    );
  } catch (error) {
    if (!(error instanceof HashingBusy)) throw error;
    return { ok: false, reason: 'busy', retryAfterMs: error.retryAfterSeconds * 1000 };
  }
}
