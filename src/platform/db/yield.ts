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

/**
 * For a long synchronous loop of background work (parsing and validating an import batch): the
 * function it returns lets the event loop turn once `budgetMs` of work has gone by since the last
 * turn, and otherwise returns at once. Requests on this process's thread then wait a few
 * milliseconds for such a loop instead of its whole length (hundreds of ms for 1,000 rows under load).
 */
export function cpuSlices(budgetMs = 10): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
