import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime.ts';
import { authAttemptThrottle } from './auth.tables.ts';
import { afterFailure, mayAttempt, type ThrottlePolicy, type ThrottleState } from './login-throttle.ts';

/** One count an attempt is made against: an account, an app, or a client address. */
export interface AttemptKey {
  key: string;
  policy: ThrottlePolicy;
  /** What a success does: clear the record (the account's own), or give this one attempt back (an address). */
  onSuccess: 'clear' | 'refund';
}

export type Throttled<T> =
  { ok: true; value: T } | { ok: false; reason: 'invalid' | 'slowed' | 'locked'; retryAfterMs: number };

const stateOf = (row: typeof authAttemptThrottle.$inferSelect): ThrottleState => ({
  failures: row.failures,
  lastFailureAt: new Date(row.lastFailureAt),
  lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
});

type Refusal = Exclude<Throttled<never>, { ok: true }>;
/** `locked`: the keys this attempt locked, so giving the attempt back can unlock them. */
type Reservation = { ok: true; lockedUntil: Date | null; locked: string[] } | Refusal;

/**
 * Takes one attempt on every key before anything is checked: under row locks, refuse when a key is
 * slowed or locked, else count the attempt as a failure on each. Concurrent guesses are serialized
 * here, so 80 at once get the same answers as 80 in a row.
 */
async function reserve(rt: Runtime, keys: readonly AttemptKey[]): Promise<Reservation> {
  const now = rt.clock.now();
  // One order for every caller, so two attempts sharing keys cannot deadlock.
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  return rt.database.db.transaction(async (tx) => {
    await tx
      .insert(authAttemptThrottle)
      .values(sorted.map(({ key }) => ({ key, failures: 0, lastFailureAt: now.toISOString() })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(authAttemptThrottle)
      .where(
        inArray(
          authAttemptThrottle.key,
          sorted.map((k) => k.key),
        ),
      )
      .orderBy(authAttemptThrottle.key)
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, stateOf(row)]));
    let refusal: Refusal | undefined;
    for (const { key, policy } of sorted) {
      const decision = mayAttempt(byKey.get(key), now, policy);
      if (decision.allowed) continue;
      if (!refusal || decision.reason === 'locked' || decision.retryAfterMs > refusal.retryAfterMs)
        refusal = { ok: false, reason: decision.reason, retryAfterMs: decision.retryAfterMs };
    }
    if (refusal) return refusal;
    let lockedUntil: Date | null = null;
    const locked: string[] = [];
    for (const { key, policy } of sorted) {
      const next = afterFailure(byKey.get(key), now, policy);
      if (next.lockedUntil && (!lockedUntil || next.lockedUntil > lockedUntil))
        lockedUntil = next.lockedUntil;
      // A key still locked was refused above: a lock here is this attempt's.
      if (next.lockedUntil) locked.push(key);
      await tx
        .update(authAttemptThrottle)
        .set({
          failures: next.failures,
          lastFailureAt: next.lastFailureAt.toISOString(),
          lockedUntil: next.lockedUntil?.toISOString() ?? null,
        })
        .where(eq(authAttemptThrottle.key, key));
    }
    return { ok: true, lockedUntil, locked };
  });
}

/**
 * Gives back an attempt that was counted but never checked (hashing busy, or an error): it told the
 * caller nothing, so it must cost no one anything, least of all the account's owner (SEC-44).
 */
async function giveBackUnchecked(rt: Runtime, keys: readonly AttemptKey[], locked: string[]): Promise<void> {
  await refund(
    rt,
    keys.map((k) => k.key),
  );
  if (locked.length === 0) return;
  await rt.database.db
    .update(authAttemptThrottle)
    .set({ lockedUntil: null })
    .where(inArray(authAttemptThrottle.key, locked));
}

/** Gives the reserved attempt back on these keys (a success, on an address's count). */
async function refund(rt: Runtime, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await rt.database.db
    .update(authAttemptThrottle)
    .set({ failures: sql`greatest(${authAttemptThrottle.failures} - 1, 0)` })
    .where(inArray(authAttemptThrottle.key, keys));
}

/**
 * One throttled secret check (a password, a client secret): the attempt is counted on every key
 * first, then `check` runs (undefined: wrong secret). A success clears the account's record and
 * gives the address its attempt back. A check that could not run (hashing busy) gives the attempt
 * back on every key and rethrows: it learned nothing, and counting it let a flood lock real users out.
 * The attempt that reaches the lock was let in, so it is checked like any other; when wrong, it
 * answers the lock.
 */
export async function throttledCheck<T>(
  rt: Runtime,
  keys: readonly AttemptKey[],
  check: () => Promise<T | undefined>,
): Promise<Throttled<T>> {
  const reservation = await reserve(rt, keys);
  if (!reservation.ok) return reservation;
  let value: T | undefined;
  try {
    value = await check();
  } catch (error) {
    await giveBackUnchecked(rt, keys, reservation.locked);
    throw error;
  }
  if (value === undefined) {
    if (!reservation.lockedUntil) return { ok: false, reason: 'invalid', retryAfterMs: 0 };
    return {
      ok: false,
      reason: 'locked',
      retryAfterMs: reservation.lockedUntil.getTime() - rt.clock.now().getTime(),
    };
  }
  const cleared = keys.filter((k) => k.onSuccess === 'clear').map((k) => k.key);
  if (cleared.length > 0)
    await rt.database.db.delete(authAttemptThrottle).where(inArray(authAttemptThrottle.key, cleared));
  await refund(
    rt,
    keys.filter((k) => k.onSuccess === 'refund').map((k) => k.key),
  );
  return { ok: true, value };
}

/** Records idle for a day (and not locked) count for nothing any more. */
export async function purgeIdleAttempts(rt: Runtime): Promise<void> {
  const dayAgo = new Date(rt.clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString();
  await rt.database.db
    .delete(authAttemptThrottle)
    .where(
      sql`${lt(authAttemptThrottle.lastFailureAt, dayAgo)} and (${authAttemptThrottle.lockedUntil} is null or ${authAttemptThrottle.lockedUntil} < ${dayAgo})`,
    );
}
