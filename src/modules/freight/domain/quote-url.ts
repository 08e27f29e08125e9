import { BlockList, isIP } from 'node:net';

/**
 * Where a seller's quote URL may point (spec 4.7, DESIGN §6c): HTTPS on the public internet, unless
 * FEIRA_ALLOW_INSECURE_WEBHOOKS allows plain HTTP and local addresses (tests, development). A quote
 * URL is called on every checkout, so a seller must not be able to aim Feira at its own network.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 and 6to4 addresses can carry a private IPv4 address (IPv4-mapped ones are unwrapped below:
  // a BlockList rule on ::ffff:0:0/96 would match every IPv4 address).
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:10.0.0.1` or `::ffff:a00:1` → `10.0.0.1`; anything else unchanged. */
function unwrapMapped(address: string): string {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return address;
  const tail = match[1]!;
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return address;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(raw: string): boolean {
  const address = unwrapMapped(raw);
  const family = isIP(address);
  if (family === 0) return false;
  return !forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the URL is refused, or null when it may be stored. Names are checked again when resolved. */
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
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'points to a private, loopback or link-local address';
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) {
    return 'points to a local host name';
  }
  return null;
}

/** `POST {quote_url}/{postalCode}` (spec 4.7), whether or not the URL ends with a slash. */
export function quoteTarget(quoteUrl: string, postalCode: string): string {
  return `${quoteUrl.replace(/\/+$/, '')}/${postalCode}`;
}
