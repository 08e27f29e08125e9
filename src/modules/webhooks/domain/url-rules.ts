import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may point (spec 6: a public HTTPS URL). The SSRF guard refuses every address that
 * is not on the public internet: a seller must not be able to make Feira POST into its own network.
 */
const forbiddenV4 = new BlockList();
const forbiddenV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbiddenV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 and 6to4 addresses can carry any IPv4 address, private ones included (IPv4-mapped ones
  // are refused below: a BlockList would match them against every IPv4 address).
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  forbiddenV6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; false for private, loopback, link-local and the like. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !forbiddenV4.check(address, 'ipv4');
  if (/^(0{0,4}:){0,5}:?ffff:/i.test(address) || /^::ffff:/i.test(address)) return false;
  return !forbiddenV6.check(address, 'ipv6');
}

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
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    return isPublicAddress(host)
      ? { ok: true, url, hostname: null }
      : { ok: false, reason: 'points to a private, loopback or link-local address' };
  }
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) {
    return { ok: false, reason: 'points to a local host name' };
  }
  return { ok: true, url, hostname: name };
}
