import type { Ctx } from '../context.ts';

/**
 * Called by background work between two of its batches. PGlite is one connection inside this
 * process: statements queue for it, and a loop that starts its next transaction at once keeps
 * requests waiting behind batch after batch. A trivial statement queued now runs after every request
 * statement queued before it, so awaiting it lets those through first. PostgreSQL has a pool.
 */
export async function yieldToRequests(ctx: Ctx): Promise<void> {
  const pglite = ctx.rt.database.pglite;
  if (!pglite) return;
  await new Promise((resolve) => setImmediate(resolve));
  await pglite.query('select 1');
}
