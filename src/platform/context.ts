import os from 'node:os';
import { isBackground } from './db/background.ts';
import type { Executor } from './db/connection.ts';
import type { Runtime } from './runtime.ts';

/**
 * What every service call carries: who is calling, for which seller, and the database
 * handle to use — the open transaction when inside one. The seller always comes from here, never
 * from a request body.
 */
export interface Ctx {
  requestId: string;
  sellerId: string | null;
  scopes: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  clientId?: string;
  userId?: string;
  db: Executor;
  inTransaction: boolean;
  rt: Runtime;
  /**
   * Inside a transaction `withTransaction` opened: runs `fn` once that transaction has committed (a
   * function registered twice runs once), for signals that must not hold up the commit itself (the
   * outbox's wake-up, PLT-69). Absent in a transaction opened another way.
   */
  afterCommit?: (fn: () => void) => void;
  /**
   * Background work done for someone (a queued import runs the upload's writes): whom the change
   * history names for it. The service's own work has none.
   */
  onBehalfOf?: Principal;
}

/** Who asked for a change, as the change history names them (docs/decisions.md OPS-22). */
export interface Principal {
  kind: 'APP' | 'USER' | 'OPERATOR';
  id: string;
  /** The app a user acted through, when the user's token came from an app. */
  viaClientId: string | null;
}

/**
 * A context for work the service does on its own behalf (consumers, jobs, schedulers). Inside
 * `asBackground` it uses the background connections (`Database.backgroundDb`).
 */
export function systemCtx(rt: Runtime, sellerId: string | null, requestId = 'system'): Ctx {
  return {
    requestId,
    sellerId,
    scopes: new Set(),
    roles: new Set(['SYSTEM']),
    db: isBackground() ? rt.database.backgroundDb : rt.database.db,
    inTransaction: false,
    rt,
  };
}

/**
 * A context for an operator's command on this host (`feira seller create`, `feira import products`…):
 * the service's own connections, its changes recorded as the operator's, named by the OS user.
 */
export function commandLineCtx(rt: Runtime, sellerId: string | null): Ctx {
  return {
    ...systemCtx(rt, sellerId, 'cli'),
    onBehalfOf: { kind: 'OPERATOR', id: `cli:${os.userInfo().username}`, viaClientId: null },
  };
}

/** Runs `fn` in a transaction, joining the caller's when there is one. */
export async function withTransaction<T>(ctx: Ctx, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  const committed = new Set<() => void>();
  const afterCommit = (then: () => void) => void committed.add(then);
  const result = await ctx.db.transaction((tx) => fn({ ...ctx, db: tx, inTransaction: true, afterCommit }));
  for (const then of committed) then();
  return result;
}

/** The seller of a seller-scoped call; a programming error if the route forgot to require one. */
export function sellerOf(ctx: Ctx): string {
  if (!ctx.sellerId) throw new Error('seller-scoped service called without a seller in ctx');
  return ctx.sellerId;
}
