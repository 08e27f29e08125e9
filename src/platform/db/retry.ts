/** PostgreSQL's deadlock_detected and serialization_failure: the transaction can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Whether PostgreSQL ended the transaction as a deadlock victim or a serialization failure. */
export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(sqlState(error) ?? '');
}

/** Whether the statement gave up waiting for a lock (`lock_timeout`, or `nowait`): SQLSTATE 55P03. */
export function isLockWaitEnded(error: unknown): boolean {
  return sqlState(error) === '55P03';
}

/**
 * Runs a transaction-shaped function again when PostgreSQL chose it as a deadlock victim. Writers
 * lock rows in a stable order, but set-based statements from concurrent jobs can still meet; running
 * the loser again at once is cheaper and faster than leaving it to the job's backoff.
 */
export async function retryOnConflict<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
