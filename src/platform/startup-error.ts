/**
 * A problem the operator fixes (configuration, a data directory in use): `feira` prints its message
 * as one line and exits non-zero, without a stack trace.
 */
export class StartupError extends Error {}
