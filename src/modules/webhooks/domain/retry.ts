/**
 * The delivery schedule (Svix's): an attempt at once, then after 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h and 10 h — eight attempts over about 32 hours, after which the event is a missed
 * notification. Jitter spreads the retries of many deliveries that failed together (an endpoint
 * coming back up should not get its whole backlog in the same second).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Each delay is moved by up to ±10 %. */
const JITTER = 0.1;

/** A delivery is a 2xx answered within this time. */
export const DELIVERY_TIMEOUT_MS = 5 * SECOND;

/** An endpoint whose deliveries have failed without a single success for this long is disabled. */
const AUTO_DISABLE_AFTER_MS = 5 * DAY;

/** Missed notifications, and the delivery log, are kept this long. */
export const RETENTION_MS = 30 * DAY;

/**
 * When the next attempt is due after `attemptsMade` failed attempts, or null when they are
 * exhausted. `random` is in [0, 1): injected so the rule stays a pure function.
 */
export function nextAttemptAt(attemptsMade: number, failedAt: Date, random: number): Date | null {
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (attemptsMade < 1 || delay === undefined) return null;
  const jittered = Math.round(delay * (1 + JITTER * (2 * random - 1)));
  return new Date(failedAt.getTime() + jittered);
}

/** Only a 2xx is a delivery; a redirect is not followed and counts as a failure like any other. */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

export function shouldAutoDisable(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= AUTO_DISABLE_AFTER_MS;
}

export function autoDisableReason(failingSince: Date, lastError: string): string {
  return `Every delivery failed from ${failingSince.toISOString()} for 5 days; last error: ${lastError}`;
}

export interface DeliveryState {
  status: 'PENDING' | 'DELIVERED' | 'MISSED' | 'FAILED';
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  missedAt: Date | null;
}

/**
 * Where a delivery stands after its attempt number `attempt`. An automatic delivery follows the
 * schedule and becomes a missed notification when it is exhausted; a manual attempt (redelivery,
 * resend) is a single try; a test event is never a missed notification, it simply failed.
 */
export function afterAttempt(
  delivery: { mode: 'AUTO' | 'MANUAL'; test: boolean },
  attempt: number,
  delivered: boolean,
  at: Date,
  random: number,
): DeliveryState {
  if (delivered) return { status: 'DELIVERED', nextAttemptAt: null, deliveredAt: at, missedAt: null };
  const next = delivery.mode === 'AUTO' ? nextAttemptAt(attempt, at, random) : null;
  if (next) return { status: 'PENDING', nextAttemptAt: next, deliveredAt: null, missedAt: null };
  if (delivery.test) return { status: 'FAILED', nextAttemptAt: null, deliveredAt: null, missedAt: null };
  return { status: 'MISSED', nextAttemptAt: null, deliveredAt: null, missedAt: at };
}
