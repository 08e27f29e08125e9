import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sql.ts';
import { defineRecurringJob } from '../jobs/recurring.ts';
import type { Runtime } from '../runtime.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';

const EVERY_MS = 3_600_000;
/** Rows per statement: each delete is a short transaction beside the writes claiming keys. */
const CHUNK = 10_000;

/**
 * Deletes the keys stored before `before`, a chunk at a time; answers how many. A key past its 24 hours
 * is replayed no more (a request reusing it is new), so its stored response only takes room.
 */
export async function purgeExpiredKeys(rt: Runtime, before: Date, chunk = CHUNK): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      rt.database.db,
      sql`with gone as (
            delete from idempotency_keys where (seller_id, key) in (
              select seller_id, key from idempotency_keys where created_at < ${before.toISOString()}
              limit ${chunk})
            returning 1)
          select count(*)::int as n from gone`,
    );
    deleted += row!.n;
    if (row!.n < chunk) return deleted;
  }
}

/**
 * Every POST sent with an `Idempotency-Key` stores its response; an integrator sends a new key with each
 * write, and a key was deleted only when the same key came again. An hourly pass deletes the expired
 * ones (docs/decisions/platform.md PLT-82).
 */
export function defineIdempotencyPurge(rt: Runtime): void {
  defineRecurringJob(rt, {
    name: 'platform.idempotency-purge',
    key: 'platform:idempotency-purge',
    actor: 'idempotency-purge',
    everyMs: EVERY_MS,
    pass: async () => {
      const deleted = await purgeExpiredKeys(rt, new Date(rt.clock.now().getTime() - IDEMPOTENCY_TTL_MS));
      if (deleted > 0) rt.log.info({ deleted }, 'expired idempotency keys purged');
    },
  });
}
