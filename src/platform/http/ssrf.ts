import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard shared by every outbound call to a URL a seller chose (webhooks, freight quote
 * URLs): only addresses on the public internet. Private, loopback, link-local, shared, reserved,
 * documentation, multicast and translation ranges are refused, so a seller cannot make Feira call
 * into its own network.
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
  ['192.88.99.0', 24],
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
  // Unspecified, loopback and the deprecated IPv4-compatible addresses (::a.b.c.d).
  ['::', 96],
  // NAT64 and 6to4 addresses can carry any IPv4 address, private ones included.
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/**
 * An IPv4-mapped (`::ffff:a.b.c.d`) or IPv4-translated (`::ffff:0:a.b.c.d`) address, in any of its
 * spellings, as the IPv4 address it reaches; null for any other address.
 */
function embeddedIpv4(ipv6: string): string | null {
  // The URL parser writes an IPv6 address in its one canonical form: `::ffff:7f00:1`.
  const canonical = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1);
  const match = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address on the public internet; false for anything else, including what is not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !forbidden.check(address, 'ipv4');
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== null) return !forbidden.check(ipv4, 'ipv4');
  return !forbidden.check(address, 'ipv6');
}
