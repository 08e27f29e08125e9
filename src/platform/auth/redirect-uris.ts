import { isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
// One DNS name or IP literal: no wildcards, no characters a browser would read differently.
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

const isIpLiteral = (hostname: string) => isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;

/**
 * Why an app may not register this redirect URI, or undefined when it may (SEC-48): https to one
 * named host, or plain http on loopback only (RFC 8252 §7.3); never a fragment, credentials, a
 * backslash, a wildcard, or any other scheme (`javascript:`, `data:`, a native app's own scheme: the
 * authorization server serves web apps, and would refuse the whole app for one such URI). An https
 * URI names a DNS host: not an IP literal nor `localhost` (a native app on loopback uses plain http
 * there, as RFC 8252 §7.3 and §8.3 say; nothing can prove it holds an address's certificate).
 */
export function redirectUriProblem(uri: string): string | undefined {
  if (/[\s\p{Cc}]/u.test(uri)) return 'must not contain spaces or control characters';
  // WHATWG URLs read `\` as `/` in http(s) URIs, other parsers as part of the user name or path: the
  // host an app's checks saw may not be the one the browser goes to.
  if (uri.includes('\\')) return 'must not contain a backslash';
  const parsed = URL.parse(uri);
  if (!parsed) return 'is not an absolute URI';
  if (uri.includes('#')) return 'must not have a fragment';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'must be an https URI (plain http only on loopback)';
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (!PLAIN_HOST.test(parsed.hostname)) return 'must name one host (no wildcards)';
  if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname))
    return 'may use plain http only on 127.0.0.1, [::1] or localhost';
  if (
    parsed.protocol === 'https:' &&
    (isIpLiteral(parsed.hostname) ||
      parsed.hostname === 'localhost' ||
      parsed.hostname.endsWith('.localhost'))
  )
    return 'must name a DNS host when https (loopback redirects use http://127.0.0.1 or http://[::1])';
  return undefined;
}
