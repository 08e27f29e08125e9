/**
 * A global cap on concurrent password hashing. Each scrypt hash takes ~128 MiB and a libuv thread for
 * ~100 ms: forty at once (logins with unknown e-mails cost the same as known ones, by design) used to
 * starve every other request of memory and threads. At most `concurrent` run; a login waits at most
 * `maxWaitMs` in a queue of at most `maxWaiting`, then is told to come back (503 with Retry-After).
 * Hashing a new user's password (an operator's or admin's act) waits without a bound.
 */
export const HASHING_LIMITS = { concurrent: 2, maxWaiting: 16, maxWaitMs: 2_000 } as const;

/** Too many password checks at once: the caller answers 503 with Retry-After. */
export class HashingBusy extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Too many sign-ins at once: try again in a moment');
    this.name = 'HashingBusy';
  }
}

interface Waiter {
  resolve: () => void;
  timer: NodeJS.Timeout | undefined;
}

let running = 0;
const waiting: Waiter[] = [];
const stats = { hashed: 0, refused: 0, peakRunning: 0 };

function acquire(bounded: boolean): Promise<void> {
  if (running < HASHING_LIMITS.concurrent) {
    running++;
    stats.peakRunning = Math.max(stats.peakRunning, running);
    return Promise.resolve();
  }
  if (bounded && waiting.length >= HASHING_LIMITS.maxWaiting) {
    stats.refused++;
    return Promise.reject(new HashingBusy());
  }
  return new Promise((resolve, reject) => {
    const waiter: Waiter = { resolve, timer: undefined };
    if (bounded) {
      waiter.timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        stats.refused++;
        reject(new HashingBusy());
      }, HASHING_LIMITS.maxWaitMs);
    }
    waiting.push(waiter);
  });
}

function release(): void {
  const next = waiting.shift();
  if (!next) {
    running--;
    return;
  }
  // The slot passes straight to the next waiter: `running` stays as it is.
  clearTimeout(next.timer);
  next.resolve();
}

/** Runs one hash within the cap; `bounded` ones (sign-ins) give up with HashingBusy rather than queue long. */
export async function withHashingSlot<T>(bounded: boolean, hash: () => Promise<T>): Promise<T> {
  await acquire(bounded);
  try {
    return await hash();
  } finally {
    stats.hashed++;
    release();
  }
}

/** Counters since the process started (tests read them; so could a metrics endpoint). */
export function hashingStats(): Readonly<typeof stats> {
  return { ...stats };
}
