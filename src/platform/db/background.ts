import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Work the service does on its own (jobs, event consumers, the outbox relay, the scheduler, background
 * loops) runs inside this scope; requests never do. On PostgreSQL such work takes its connections from
 * a pool of its own (`systemCtx`), so a busy job cannot leave requests waiting for a connection; on
 * PGlite its statements wait while requests are in flight (`RequestGate`).
 */
const scope = new AsyncLocalStorage<true>();

/** Runs `fn` as background work: whatever it starts (promises, timers, loops) stays background. */
export function asBackground<T>(fn: () => T): T {
  return scope.run(true, fn);
}

export function isBackground(): boolean {
  return scope.getStore() === true;
}

/**
 * The longest a background statement waits for requests in flight to finish before it runs anyway:
 * under a steady stream of requests background work still moves, one statement or transaction per
 * wait at worst.
 */
const BACKGROUND_WAIT_MS = 100;

/**
 * Requests in flight on the embedded database. PGlite is one connection running inside this process:
 * statements queue for it one at a time, and a request that reads several times queued behind every
 * batch a job started meanwhile (a GET waited seconds during an import). Background statements wait
 * here until no request is in flight, so a request waits for at most the one background statement
 * or transaction under way when it came.
 */
export class RequestGate {
  /** How long a background statement waits for requests at most (tests hold it for good). */
  maxWaitMs = BACKGROUND_WAIT_MS;
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  /** A request started; the function answered ends it (idempotent). */
  begin(): () => void {
    this.inFlight++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight--;
      if (this.inFlight === 0) {
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters) wake();
      }
    };
  }

  /** Resolves once no request is in flight, or after `maxWaitMs`. */
  idle(maxWaitMs = this.maxWaitMs): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve();
      }, maxWaitMs);
      this.waiters.push(wake);
    });
  }
}

/** The PGlite methods that take the connection; a transaction's own statements are not gated again. */
const GATED = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql']);

/**
 * The PGlite instance as every driver of this service uses it: the same database, whose connection a
 * background caller takes only once `gate` lets it. Methods run on the instance itself (it keeps
 * private fields a proxy cannot reach).
 */
export function gatedPglite(pglite: PGlite, gate: RequestGate): PGlite {
  return new Proxy(pglite, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!GATED.has(property)) return method.bind(target);
      return async (...args: unknown[]) => {
        if (isBackground()) await gate.idle();
        return method.apply(target, args);
      };
    },
  });
}
