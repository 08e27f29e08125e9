import { BlockList, isIP } from 'node:net';

/**
 * Which addresses Feira may call on a seller's behalf (webhooks, freight quote URLs): only ones on
 * the public internet. The ranges follow the IANA IPv4 and IPv6 special-purpose address registries
 * (plus multicast): every entry is refused, even the few the registry marks globally reachable
 * (anycast relays, AS112), since no seller endpoint lives there. IPv6 must moreover be global
 * unicast (2000::/3), and addresses that carry an IPv4 address are judged by that address.
 */
const forbiddenV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast 255.255.255.255
] as const) {
  forbiddenV4.addSubnet(network, prefix, 'ipv4');
}

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

const forbiddenV6 = new BlockList();
for (const [network, prefix] of [
  ['64:ff9b:1::', 48], // local-use NAT64: the operator picks where the IPv4 address sits
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID…
  ['2001:db8::', 32], // documentation
  ['2620:4f:8000::', 48], // AS112 direct delegation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 segment identifiers
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
] as const) {
  forbiddenV6.addSubnet(network, prefix, 'ipv6');
}

/** The 8 groups of an IPv6 address, from the URL parser's canonical spelling (dotted tails included). */
function ipv6Groups(ipv6: string): number[] | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head, tail] = canonical.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

const dotted = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 one reaches: IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated
 * `::ffff:0:a.b.c.d`, the NAT64 well-known prefix `64:ff9b::a.b.c.d` and 6to4 `2002:AABB:CCDD::`.
 * Null when it carries none.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zerosBefore = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zerosBefore(5) && g5 === 0xffff) return dotted(g6, g7);
  if (zerosBefore(4) && g4 === 0xffff && g5 === 0) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1, g2);
  return null;
}

/** True for an address on the public internet; false for anything else, including what is not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !forbiddenV4.check(address, 'ipv4');
  // A zone index (`fe80::1%eth0`) only ever names a link-local neighbour.
  if (address.includes('%')) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== null) return !forbiddenV4.check(ipv4, 'ipv4');
  // Everything outside global unicast: unspecified, loopback, IPv4-compatible `::a.b.c.d`, ULA, …
  if (!globalUnicastV6.check(address, 'ipv6')) return false;
  return !forbiddenV6.check(address, 'ipv6');
}

const NOT_PUBLIC = 'points to a private, loopback or link-local address';

// Special-use names that never lead to the public internet.
const localSuffixes = ['localhost', 'local', 'internal', 'home.arpa', 'invalid', 'onion'];

/** The host as connections see it: without IPv6 brackets, lower case, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

/**
 * Why a URL's host may not be called, or the name to resolve (null for an address literal that
 * passed). Needs no network.
 */
export function hostVerdict(url: URL): { refused: string } | { hostname: string | null } {
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? { hostname: null } : { refused: NOT_PUBLIC };
  if (!host.includes('.') || localSuffixes.some((s) => host === s || host.endsWith(`.${s}`))) {
    return { refused: 'points to a local host name' };
  }
  return { hostname: host };
}

/**
 * Why a URL is refused before any connection (an address literal is connected to without a
 * lookup, so the connect-time guard never sees it), or null.
 */
export function refusedLiteral(url: URL): string | null {
  const host = hostOf(url);
  return isIP(host) && !isPublicAddress(host) ? `${host} is not a public address` : null;
}
