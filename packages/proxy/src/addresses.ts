import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Addresses a public API never has: reaching them from the docs host would expose its own network.
const refusedRanges: readonly [network: string, prefix: number, kind: string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['169.254.0.0', 16, 'link-local'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['ff00::', 8, 'multicast'],
];

const blockLists = refusedRanges.map(([network, prefix, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, isIPv4(network) ? 'ipv4' : 'ipv6');
  return { list, family: isIPv4(network) ? 'ipv4' : 'ipv6', kind };
});

/** Why the proxy must not connect to `address` (`loopback`, `private`...), or undefined for a public address. */
export function refusedAddressKind(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv6(bare)) {
    const embedded = embeddedIPv4(bare);
    if (embedded !== undefined) {
      const kind = refusedAddressKind(embedded);
      return kind && `${kind} (IPv4 ${embedded} inside IPv6)`;
    }
  } else if (!isIPv4(bare)) return 'not an IP address';
  const family = isIPv4(bare) ? 'ipv4' : 'ipv6';
  return blockLists.find((entry) => entry.family === family && entry.list.check(bare, family))?.kind;
}

/** The IPv4 address inside an IPv4-mapped (`::ffff:0:0/96`), -compatible (`::/96`) or NAT64 (`64:ff9b::/96`) address. */
function embeddedIPv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const [a, b, c, d, e, f, g = 0, h = 0] = groups;
  const zeroes = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  const mapped = zeroes && f === 0xffff;
  // `::` and `::1` are IPv6's own unspecified and loopback addresses, not IPv4 ones.
  const compatible = zeroes && f === 0 && g !== 0;
  const nat64 = a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0;
  if (!mapped && !compatible && !nat64) return undefined;
  return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad converted). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [p, q, r, s] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : undefined;
}
