/**
 * What every channel's public callback (a URL anyone can post to) applies before queuing work:
 * repeats of a notification already queued are answered and dropped; each source address and each
 * channel account named has a token bucket of notifications per second; and a source or an account
 * whose notifications named resources the channel then refused (forged, another seller's, gone) is
 * struck: past `strikeLimit` strikes within `strikeWindowMs` the address is refused at the door, and
 * the account's queued notifications wait for the next poll instead of spending its calls. All in
 * the process's memory: each process guards what reaches it (docs/security.md, "Channels' public
 * callbacks").
 */
export interface CallbackGuardOptions {
  perAddressPerSecond: number;
  perAccountPerSecond: number;
  /** Seconds of rate a bucket holds for a burst. */
  burstSeconds: number;
  dedupeMs: number;
  strikeLimit: number;
  strikeWindowMs: number;
}

const callbackGuardDefaults: CallbackGuardOptions = {
  perAddressPerSecond: 500,
  perAccountPerSecond: 500,
  burstSeconds: 2,
  dedupeMs: 2_000,
  strikeLimit: 10,
  strikeWindowMs: 10 * 60_000,
};

/** Entries kept per map before the oldest are dropped: bounded memory whatever the traffic. */
const MAX_KEYS = 50_000;

/** `release`: the admitted notification could not be queued after all; its repeat must not count as one. */
export type Admission =
  | { ok: true; duplicate: boolean; release(): void }
  | { ok: false; retryAfterSeconds: number; reason: string };

class Buckets {
  private readonly level = new Map<string, { tokens: number; at: number }>();
  private readonly rate: number;
  private readonly burst: number;

  constructor(rate: number, burst: number) {
    this.rate = rate;
    this.burst = burst;
  }

  /** Takes a token for `key`; answers the seconds until one is free when none is. */
  take(key: string, now: number): number {
    const bucket = this.level.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * this.rate);
    bucket.at = now;
    this.level.delete(key);
    this.level.set(key, bucket);
    if (this.level.size > MAX_KEYS) this.level.delete(this.level.keys().next().value!);
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate));
    bucket.tokens -= 1;
    return 0;
  }
}

export class CallbackGuard {
  private readonly options: CallbackGuardOptions;
  private readonly addresses: Buckets;
  private readonly accounts: Buckets;
  private readonly seen = new Map<string, number>();
  private readonly strikes = new Map<string, number[]>();

  constructor(options: Partial<CallbackGuardOptions> = {}) {
    this.options = { ...callbackGuardDefaults, ...options };
    const o = this.options;
    this.addresses = new Buckets(o.perAddressPerSecond, o.perAddressPerSecond * o.burstSeconds);
    this.accounts = new Buckets(o.perAccountPerSecond, o.perAccountPerSecond * o.burstSeconds);
  }

  private recentStrikes(key: string, now: number): number {
    const list = (this.strikes.get(key) ?? []).filter((at) => at > now - this.options.strikeWindowMs);
    if (list.length === 0) this.strikes.delete(key);
    else this.strikes.set(key, list);
    return list.length;
  }

  /** Whether a notification from `address` naming `account` (its `dedupeKey`) is queued. */
  admit(
    input: { address: string; account: string; dedupeKey: string; dedupeMs?: number },
    now = Date.now(),
  ): Admission {
    if (this.recentStrikes(`a:${input.address}`, now) >= this.options.strikeLimit)
      return { ok: false, retryAfterSeconds: 60, reason: 'too many refused notifications from this address' };
    const lastSeen = this.seen.get(input.dedupeKey);
    const window = input.dedupeMs ?? this.options.dedupeMs;
    if (lastSeen !== undefined && lastSeen > now - window)
      return { ok: true, duplicate: true, release: () => {} };
    const byAddress = this.addresses.take(input.address, now);
    if (byAddress > 0)
      return { ok: false, retryAfterSeconds: byAddress, reason: 'too many notifications from this address' };
    const byAccount = this.accounts.take(input.account, now);
    if (byAccount > 0)
      return { ok: false, retryAfterSeconds: byAccount, reason: 'too many notifications for this account' };
    this.seen.set(input.dedupeKey, now);
    if (this.seen.size > MAX_KEYS) this.seen.delete(this.seen.keys().next().value!);
    return { ok: true, duplicate: false, release: () => void this.seen.delete(input.dedupeKey) };
  }

  /** A queued notification named a resource the channel refused: strikes its address and account. */
  strike(input: { address?: string; account: string }, now = Date.now()): void {
    for (const key of [input.address ? `a:${input.address}` : null, `u:${input.account}`]) {
      if (!key) continue;
      const list = this.strikes.get(key) ?? [];
      list.push(now);
      this.strikes.delete(key);
      this.strikes.set(key, list.slice(-this.options.strikeLimit * 2));
      if (this.strikes.size > MAX_KEYS) this.strikes.delete(this.strikes.keys().next().value!);
    }
  }

  /** The account's notifications named refused resources `strikeLimit` times lately. */
  struck(account: string, now = Date.now()): boolean {
    return this.recentStrikes(`u:${account}`, now) >= this.options.strikeLimit;
  }

  /** The account's notifications named a refused resource lately (its work goes carefully). */
  suspect(account: string, now = Date.now()): boolean {
    return this.recentStrikes(`u:${account}`, now) > 0;
  }
}
