/**
 * PostgreSQL errors that mean "the request carried a value the database cannot hold" rather than a
 * fault of the service: class 22 (data exception: text with U+0000 or bad Unicode, a number, date or
 * interval out of range, text not of the column's type) and class 54 (program limit exceeded: a
 * value too large for an index entry, nesting too deep). The request schemas are meant to refuse
 * such input first; this is the net under them (docs/decisions.md, "Input limits").
 */
export interface DatabaseInputError {
  sqlState: string;
  message: string;
  /** The column, when PostgreSQL names it. */
  column?: string;
}

const INPUT_CLASSES = ['22', '54'];
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_MESSAGE = 200;

interface PgLike {
  code?: unknown;
  message?: unknown;
  column?: unknown;
  cause?: unknown;
}

/** The database input error inside `error` (drizzle wraps the driver's error in `cause`), if any. */
export function databaseInputError(error: unknown): DatabaseInputError | undefined {
  let current = error as PgLike | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = current.code;
    if (typeof code === 'string' && SQLSTATE.test(code) && INPUT_CLASSES.includes(code.slice(0, 2))) {
      const message = (typeof current.message === 'string' ? current.message : '').slice(0, MAX_MESSAGE);
      return {
        sqlState: code,
        message,
        ...(typeof current.column === 'string' && current.column ? { column: current.column } : {}),
      };
    }
    current = current.cause as PgLike | undefined;
  }
  return undefined;
}
