/**
 * A global cap on concurrent password hashing. Each hash holds a libuv thread and its memory (19 MiB for
 * Argon2id, 128 MiB for a scrypt hash stored before AUTH-22): forty at once (logins with unknown e-mails
 * cost the same as known ones, by design) used to starve every other request of memory and threads. At most `concurrent` run; a sign-in waits at most
 * `maxWaitMs` in a queue of at most `maxWaiting`, then is told to come back (503 with Retry-After).
 *
 * The capacity is shared (SEC-44): one client address holds at most `perAddress` places (running or
 * waiting), so a flood from one address cannot fill the queue; sign-ins to unknown accounts wait in at
 * most `unknownWaiting` places and behind every known one, so a flood of made-up e-mails from many
 * addresses still leaves room, and the front of the queue, to real users. Hashing a new user's password
 * (an operator's or admin's act) waits without a bound, at the front.
 */
export const HASHING_LIMITS = {
  concurrent: 2,
  maxWaiting: 16,
  maxWaitMs: 2_000,
  perAddress: 3,
  unknownWaiting: 8,
} as const;

/** Who a sign-in's hash is for: its client address, and whether it names an existing account or app. */
export interface HashClaim {
  address: string;
  known: boolean;
}

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
/** Known accounts and unbounded hashes first; unknown accounts only when none of those waits. */
const known: Waiter[] = [];
const unknown: Waiter[] = [];
const placesByAddress = new Map<string, number>();
const stats = { hashed: 0, refused: 0, peakRunning: 0 };

function take(address: string): void {
  placesByAddress.set(address, (placesByAddress.get(address) ?? 0) + 1);
}

function giveBack(address: string): void {
  const left = (placesByAddress.get(address) ?? 1) - 1;
  if (left === 0) placesByAddress.delete(address);
  else placesByAddress.set(address, left);
}

function refuse(): Promise<never> {
  stats.refused++;
  return Promise.reject(new HashingBusy());
}

function acquire(claim: HashClaim | null): Promise<void> {
  if (claim && (placesByAddress.get(claim.address) ?? 0) >= HASHING_LIMITS.perAddress) return refuse();
  if (running < HASHING_LIMITS.concurrent) {
    running++;
    stats.peakRunning = Math.max(stats.peakRunning, running);
    if (claim) take(claim.address);
    return Promise.resolve();
  }
  const queue = claim && !claim.known ? unknown : known;
  if (claim) {
    if (known.length + unknown.length >= HASHING_LIMITS.maxWaiting) return refuse();
    if (queue === unknown && unknown.length >= HASHING_LIMITS.unknownWaiting) return refuse();
    take(claim.address);
  }
  return new Promise((resolve, reject) => {
    const waiter: Waiter = { resolve, timer: undefined };
    if (claim) {
      waiter.timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        giveBack(claim.address);
        stats.refused++;
        reject(new HashingBusy());
      }, HASHING_LIMITS.maxWaitMs);
    }
    queue.push(waiter);
  });
}

function release(): void {
  const next = known.shift() ?? unknown.shift();
  if (!next) {
    running--;
    return;
  }
  // The slot passes straight to the next waiter: `running` stays as it is.
  clearTimeout(next.timer);
  next.resolve();
}

/**
 * Runs one hash within the cap. A sign-in's (`claim` given) gives up with HashingBusy rather than
 * queue long or take more than its address's share; `null` (a new password being set) waits.
 */
export async function withHashingSlot<T>(claim: HashClaim | null, hash: () => Promise<T>): Promise<T> {
  await acquire(claim);
  try {
    return await hash();
  } finally {
    stats.hashed++;
    if (claim) giveBack(claim.address);
    release();
  }
}

/** Counters since the process started (tests read them; so could a metrics endpoint). */
export function hashingStats(): Readonly<typeof stats> {
  return { ...stats };
}
