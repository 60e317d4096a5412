import { BlockList, isIP } from 'node:net';

// Addresses a webhook may never reach: this host's and its networks' services (private, link-local
// and cloud metadata, CGNAT, unspecified), and what is not a unicast host on the internet
// (multicast, reserved, documentation and benchmarking ranges). BlockList also judges an IPv4
// address written as IPv6 (`::ffff:7f00:1`, which is how a URL spells `[::ffff:127.0.0.1]`) by the
// IPv4 rules.
const never = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) never.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // `::/96` holds the unspecified address and the deprecated IPv4-compatible ones (`::7f00:1`).
  ['::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10],
  ['fec0::', 10], ['ff00::', 8],
] as const) never.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included). */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => Number.parseInt(group, 16));
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries to an IPv4 host: NAT64 (`64:ff9b::/96`, on IPv6-only
 * networks, where a public IPv4 host is reached this way) and 6to4 (`2002::/16`).
 */
function embeddedIpv4(address: string): string | null {
  const g = groupsOf(address);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return null;
}

/**
 * Whether a webhook may be posted to this IP address. Loopback only when `allowLoopback` (the
 * sandbox's setting, off in production), so a receiver on the same machine works there.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const bare = address.split('%')[0]!.toLowerCase(); // an IPv6 zone (`fe80::1%eth0`) names an interface
  const version = isIP(bare);
  if (version === 0) return false;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(bare, type)) return allowLoopback;
  if (never.check(bare, type)) return false;
  const inner = version === 6 ? embeddedIpv4(bare) : null;
  return inner === null || isAllowedAddress(inner, false);
}
