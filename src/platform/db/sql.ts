import type { SQL } from 'drizzle-orm';
import type { Executor } from './connection.ts';

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
