import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './ssrf.ts';

/**
 * The network half of the one SSRF guard for every outbound call to a URL a seller chose (webhooks, freight quote URLs).
 * Three checks, all on the same address rules (`isPublicAddress`): the URL's host when it is saved
 * (POST and PATCH), its DNS answer when it is saved, and again at every new connection, where the
 * address is actually used, so a name that passed once cannot later be pointed at the internal
 * network (DNS rebinding). FEIRA_ALLOW_INSECURE_WEBHOOKS turns all three off (tests, development).
 */
export class NotPublicError extends Error {
  readonly code = 'EADDRNOTPUBLIC';
}

const RESOLVE_TIMEOUT_MS = 3000;

/** Resolves a name when a URL is saved: why it is refused (no answer, or a non-public address), or null. */
export async function resolvedProblem(hostname: string): Promise<string | null> {
  let addresses: LookupAddress[];
  try {
    addresses = await Promise.race([
      dns.promises.lookup(hostname, { all: true }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), RESOLVE_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch {
    return `host ${hostname} does not resolve`;
  }
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused || addresses.length === 0) {
    return `host ${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`;
  }
  return null;
}

/**
 * The connect-time half, as the `lookup` option of a socket or agent: every address the name
 * resolves to must be public, or the connection fails with EADDRNOTPUBLIC.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const what = refused ? `${hostname} resolves to ${refused.address}` : `${hostname} has no address`;
      return callback(new NotPublicError(`${what}, which is not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
