import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/connection.ts';
import { queryRows } from '../db/sql.ts';
import { grantable, refilled, waitOf, type PacingPlan } from './bucket-math.ts';

/** The caller's call would wait longer than it allows: it goes later (the channel counts as busy). */
export class PaceRefused extends Error {
  constructor(key: string) {
    super(`no call allowed soon enough under the limit ${key}`);
    this.name = 'PaceRefused';
  }
}

/**
 * Paces calls under a channel's limits: `take` resolves when the call may go. Every process on one
 * PostgreSQL shares each bucket (a row of `pacing_buckets`), so N workers together stay under the
 * limit that one worker was paced to; on PGlite, which only one process can open, the buckets live in
 * the process.
 */
export interface Pacer {
  /** Waits for a call's turn under `key`'s limit; refuses with `PaceRefused` when that is more than `maxWaitMs` away. */
  take: (key: string, plan: PlanOf, maxWaitMs?: number) => Promise<void>;
  /** The channel said its bucket is empty (a 429): ours is emptied too, so the next call waits for a refill. */
  empty: (key: string) => Promise<void>;
}

/** The limit as the caller knows it at each reservation (a channel may tell another rate in its answers). */
type PlanOf = () => PacingPlan;

/** What a reservation of `wanted` calls got: the bucket's tokens before it, and how many were granted. */
interface Reservation {
  available: number;
  granted: number;
}

/** Where the buckets are kept: reservations and emptying, each atomic. */
export interface Buckets {
  reserve: (key: string, wanted: number, plan: PacingPlan, maxWaitMs: number | null) => Promise<Reservation>;
  empty: (key: string) => Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  /** When the caller stops waiting (epoch ms); null: never. */
  deadline: number | null;
}

interface Queue {
  waiters: Waiter[];
  draining: boolean;
  plan: PlanOf;
}

/** Reservations per key go one at a time, each for at most BLOCK of the callers waiting then. */
const BLOCK = 500;
/**
 * How far ahead a reservation commits calls: far enough to take one statement per window, not so far
 * that a new rate the channel tells waits behind calls already placed at the old one.
 */
const LOOKAHEAD_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Callers of one key queue in the process; each reservation takes, in one go (one statement on
 * PostgreSQL), the waiting calls that may go within the lookahead and releases each at its moment.
 * The rest wait for the next reservation, except a caller whose turn would come after its patience:
 * that one is refused at once.
 */
export function queuedPacer(buckets: Buckets): Pacer {
  const queues = new Map<string, Queue>();

  async function reserveOnce(key: string, queue: Queue): Promise<number> {
    const plan = queue.plan();
    const wanted = Math.min(queue.waiters.length, BLOCK);
    let reservation: Reservation;
    try {
      reservation = await buckets.reserve(key, wanted, plan, LOOKAHEAD_MS);
    } catch (error) {
      for (const waiter of queue.waiters.splice(0, wanted)) waiter.reject(error as Error);
      return 0;
    }
    const { available, granted } = reservation;
    queue.waiters.splice(0, granted).forEach((waiter, index) => {
      const wait = waitOf(index + 1, available, plan.rate);
      if (wait <= 0) waiter.resolve();
      else void sleep(wait).then(() => waiter.resolve());
    });
    const now = Date.now();
    let position = granted;
    queue.waiters = queue.waiters.filter((waiter) => {
      position += 1;
      if (waiter.deadline === null || now + waitOf(position, available, plan.rate) <= waiter.deadline)
        return true;
      waiter.reject(new PaceRefused(key));
      position -= 1;
      return false;
    });
    // The next reservation comes when this one's calls have gone, or when the next call nears its turn.
    const lastGranted = granted > 0 ? waitOf(granted, available, plan.rate) : 0;
    return Math.max(lastGranted, waitOf(granted + 1, available, plan.rate) - LOOKAHEAD_MS);
  }

  async function drain(key: string, queue: Queue) {
    queue.draining = true;
    try {
      while (queue.waiters.length > 0) {
        const pause = await reserveOnce(key, queue);
        if (queue.waiters.length > 0 && pause > 0) await sleep(pause);
      }
    } finally {
      queue.draining = false;
    }
  }

  return {
    empty: (key) => buckets.empty(key),
    take(key, plan, maxWaitMs) {
      let queue = queues.get(key);
      if (!queue) {
        queue = { waiters: [], draining: false, plan };
        queues.set(key, queue);
      }
      queue.plan = plan;
      const current = queue;
      return new Promise<void>((resolve, reject) => {
        const deadline = maxWaitMs === undefined ? null : Date.now() + maxWaitMs;
        current.waiters.push({ resolve, reject, deadline });
        if (!current.draining) void drain(key, current);
      });
    },
  };
}

/** Buckets in this process's memory. */
export function localBuckets(now: () => number = Date.now): Buckets {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async reserve(key, wanted, plan, maxWaitMs) {
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: plan.burst, at: t };
      const available = refilled(bucket.tokens, t - bucket.at, plan);
      const granted = grantable(available, wanted, plan.rate, maxWaitMs);
      buckets.set(key, { tokens: available - granted, at: t });
      return { available, granted };
    },
    async empty(key) {
      const bucket = buckets.get(key);
      buckets.set(key, { tokens: Math.min(bucket?.tokens ?? 0, 0), at: now() });
    },
  };
}

/**
 * Buckets in PostgreSQL, on the database's clock (processes on other machines may disagree on the
 * time; the database is the one clock they share). The row is locked for the one statement that
 * refills it and takes the granted tokens, so two processes never spend the same token. `db` runs each
 * statement in a transaction of its own (a pool): the reservation's commit does not wait for the disk.
 */
export function sharedBuckets(db: Executor): Buckets {
  const created = new Set<string>();
  const reserve: Buckets['reserve'] = async (key, wanted, plan, maxWaitMs) => {
    if (!created.has(key)) {
      await db.execute(
        sql`insert into pacing_buckets (key, tokens, at) values (${key}, ${plan.burst}, clock_timestamp())
            on conflict (key) do nothing`,
      );
      created.add(key);
    }
    const [row] = await queryRows<{ available: number; granted: number }>(
      db,
      sql`with unflushed as (
            -- Committed without waiting for its WAL flush (PLT-81): a crash of the database may forget
            -- the last few reservations, so a few calls more go out once; each waits for no disk.
            select set_config('synchronous_commit', 'off', true)
          ), bucket as (
            select least(${plan.burst}::float8,
                     tokens + greatest(0, extract(epoch from clock_timestamp() - at)) * ${plan.rate}::float8)
                   as available
              from pacing_buckets where key = ${key} for update
          ), reservation as (
            select available,
                   case when ${maxWaitMs}::float8 is null then ${wanted}::int
                        else least(${wanted}::int, greatest(0, floor(available + ${maxWaitMs}::float8 / 1000 * ${plan.rate}::float8)))::int
                   end as granted
              from bucket
          )
          update pacing_buckets
             set tokens = reservation.available - reservation.granted, at = clock_timestamp()
            from reservation, unflushed
           where key = ${key}
       returning reservation.available, reservation.granted`,
    );
    return { available: Number(row!.available), granted: Number(row!.granted) };
  };
  return {
    reserve,
    async empty(key) {
      await db.execute(
        sql`update pacing_buckets set tokens = least(tokens, 0), at = clock_timestamp() where key = ${key}`,
      );
    },
  };
}

const pacers = new WeakMap<Database, Pacer>();

/** The process's pacer on `database`: shared through PostgreSQL, local on PGlite (one process only). */
export function pacerOf(database: Database): Pacer {
  let pacer = pacers.get(database);
  if (!pacer) {
    pacer = queuedPacer(database.kind === 'postgres' ? sharedBuckets(database.backgroundDb) : localBuckets());
    pacers.set(database, pacer);
  }
  return pacer;
}
