import { hostVerdict } from '../../../platform/http/ssrf.ts';

/**
 * Where a seller's quote URL may point: HTTPS on the public internet, unless
 * FEIRA_ALLOW_INSECURE_WEBHOOKS allows plain HTTP and local addresses (tests, development). A quote
 * URL is called on every checkout, so a seller must not be able to aim Feira at its own network.
 * Why the URL is refused, or null when it may be stored. Names are checked again when resolved.
 */
export function quoteUrlProblem(raw: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    return allowInsecure ? 'must use https or http' : 'must use https';
  }
  if (url.username || url.password)
    return 'must not carry credentials (the quote contract has no authentication)';
  if (url.search || url.hash)
    return 'must not have a query or fragment: the postal code is appended to its path';
  if (allowInsecure) return null;
  const verdict = hostVerdict(url);
  return 'refused' in verdict ? verdict.refused : null;
}

/** `POST {quote_url}/{postalCode}`, whether or not the URL ends with a slash. */
export function quoteTarget(quoteUrl: string, postalCode: string): string {
  return `${quoteUrl.replace(/\/+$/, '')}/${postalCode}`;
}
