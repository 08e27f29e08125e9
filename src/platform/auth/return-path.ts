/** Longer than any admin address; a longer one is not a deep link a seller opened. */
const MAX_RETURN_PATH = 2000;

/**
 * Where the login form may send the seller back to (WEB-67): a path of the admin itself, never
 * another site. `//evil.example` and `/\evil.example` are read by browsers as another host, a scheme
 * or a control character could smuggle one in, and the auth pages would only loop back to the form.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}
