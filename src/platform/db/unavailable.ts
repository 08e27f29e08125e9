/**
 * Errors that mean "the database cannot take this request now" rather than a fault of the request or
 * of the service: the server refusing connections (class 53, `too many clients`, a database's or a
 * role's connection limit; 57P03 starting or stopping), a connection lost or refused (class 08,
 * ECONNREFUSED, ECONNRESET, pg's "Connection terminated"), or the pool's wait for a connection timing out. Answered 503 with
 * Retry-After (OPS-35): the caller retries, and the database's own words stay in the log.
 */
const UNAVAILABLE_STATES = /^(53|08)...$|^57P0[1-3]$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
// pg's own words for a connection that died under a query (no SQLSTATE: the server said nothing).
const CONNECTION_LOST = /^Connection terminated|is not queryable$/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function databaseUnavailable(error: unknown): boolean {
  let current = error as ErrorLike | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = current.code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (current.message === POOL_TIMEOUT) return true;
    if (typeof current.message === 'string' && CONNECTION_LOST.test(current.message)) return true;
    current = current.cause as ErrorLike | undefined;
  }
  return false;
}

/** Seconds a caller is asked to wait before retrying. */
export const UNAVAILABLE_RETRY_SECONDS = 5;
