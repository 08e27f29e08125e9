import type { Ctx } from '../context.ts';

/**
 * Called by background work between two of its batches. On PGlite (one connection inside this
 * process) it waits, at most a moment, for the requests in flight to finish (`RequestGate`), and in
 * any case lets the event loop turn, so requests that came meanwhile are read before the next batch
 * takes the connection. PostgreSQL serves requests from a pool of their own.
 */
export async function yieldToRequests(ctx: Ctx): Promise<void> {
  const requests = ctx.rt.database.requests;
  if (!requests) return;
  await new Promise((resolve) => setImmediate(resolve));
  await requests.idle();
}
