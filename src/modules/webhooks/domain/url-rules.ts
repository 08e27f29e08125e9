import { hostVerdict } from '../../../platform/http/ssrf.ts';

/**
 * Where webhooks may point: a public HTTPS URL. The shared SSRF guard refuses every address that is
 * not on the public internet: a seller must not be able to make Feira POST into its own network.
 */

export type UrlVerdict =
  | {
      ok: true;
      url: URL;
      /** Set when the host is a name that must be resolved and checked. */ hostname: string | null;
    }
  | { ok: false; reason: string };

/**
 * The rules that need no network: absolute https URL (http too when insecure webhooks are allowed),
 * no credentials or fragment, and no address literal or local name outside the public internet.
 */
export function checkWebhookUrl(raw: string, allowInsecure: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'must be an absolute URL' };
  }
  const schemes = allowInsecure ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    return { ok: false, reason: allowInsecure ? 'must use https or http' : 'must use https' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'must not carry credentials; send a token header instead' };
  }
  if (url.hash) return { ok: false, reason: 'must not have a fragment' };
  if (allowInsecure) return { ok: true, url, hostname: null };
  const verdict = hostVerdict(url);
  return 'refused' in verdict
    ? { ok: false, reason: verdict.refused }
    : { ok: true, url, hostname: verdict.hostname };
}
