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

/** Runs `fn` in a transaction, joining the caller's when there is one. */
export async function withTransaction<T>(ctx: Ctx, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx, inTransaction: true }));
}

/** The seller of a seller-scoped call; a programming error if the route forgot to require one. */
export function sellerOf(ctx: Ctx): string {
  if (!ctx.sellerId) throw new Error('seller-scoped service called without a seller in ctx');
  return ctx.sellerId;
}
