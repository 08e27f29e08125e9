import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime.ts';
import { authLoginThrottle } from './auth.tables.ts';
import type { AccountRecord, AuthDirectory } from './directory.ts';
import { afterFailure, mayAttempt, type ThrottleState } from './login-throttle.ts';

export type LoginResult =
  | { ok: true; account: AccountRecord }
  | { ok: false; reason: 'invalid' | 'slowed' | 'locked'; retryAfterMs: number };

const normalize = (email: string) => email.trim().toLowerCase();

async function stateOf(rt: Runtime, email: string): Promise<ThrottleState | undefined> {
  const [row] = await rt.database.db
    .select()
    .from(authLoginThrottle)
    .where(eq(authLoginThrottle.email, email));
  if (!row) return undefined;
  return {
    failures: row.failures,
    lastFailureAt: new Date(row.lastFailureAt),
    lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
  };
}

/**
 * One login attempt, throttled per e-mail (login-throttle.ts). The password is not even checked
 * while the e-mail is slowed or locked, so guessing gains nothing from waiting out the answer.
 */
export async function attemptLogin(
  rt: Runtime,
  directory: AuthDirectory,
  rawEmail: string,
  password: string,
): Promise<LoginResult> {
  const email = normalize(rawEmail);
  const decision = mayAttempt(await stateOf(rt, email), rt.clock.now());
  if (!decision.allowed) return { ok: false, reason: decision.reason, retryAfterMs: decision.retryAfterMs };

  const account = await directory.checkPassword(rt, email, password);
  if (account) {
    await rt.database.db.delete(authLoginThrottle).where(eq(authLoginThrottle.email, email));
    return { ok: true, account };
  }

  const next = await rt.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(authLoginThrottle)
      .where(eq(authLoginThrottle.email, email))
      .for('update');
    const state = afterFailure(
      row
        ? {
            failures: row.failures,
            lastFailureAt: new Date(row.lastFailureAt),
            lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
          }
        : undefined,
      rt.clock.now(),
    );
    const values = {
      failures: state.failures,
      lastFailureAt: state.lastFailureAt.toISOString(),
      lockedUntil: state.lockedUntil?.toISOString() ?? null,
    };
    await tx
      .insert(authLoginThrottle)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: authLoginThrottle.email, set: values });
    return state;
  });
  if (next.lockedUntil) {
    return {
      ok: false,
      reason: 'locked',
      retryAfterMs: next.lockedUntil.getTime() - rt.clock.now().getTime(),
    };
  }
  return { ok: false, reason: 'invalid', retryAfterMs: 0 };
}
