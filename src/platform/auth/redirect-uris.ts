const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
// One DNS name or IP literal: no wildcards, no characters a browser would read differently.
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/**
 * Why an app may not register this redirect URI, or undefined when it may: https to one named host,
 * or plain http on loopback only (RFC 8252 §7.3); never a fragment, credentials, a wildcard, or any
 * other scheme (`javascript:`, `data:`, a native app's own scheme: the authorization server serves
 * web apps, and would refuse the whole app for one such URI).
 */
export function redirectUriProblem(uri: string): string | undefined {
  if (/[\s\p{Cc}]/u.test(uri)) return 'must not contain spaces or control characters';
  const parsed = URL.parse(uri);
  if (!parsed) return 'is not an absolute URI';
  if (uri.includes('#')) return 'must not have a fragment';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'must be an https URI (plain http only on loopback)';
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (!PLAIN_HOST.test(parsed.hostname)) return 'must name one host (no wildcards)';
  if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname))
    return 'may use plain http only on 127.0.0.1, [::1] or localhost';
  return undefined;
}
