// Which addresses an outbound URL entered in the app may not reach (loopback, private, link-local,
// carrier-grade NAT, multicast, reserved, cloud metadata), for IPv4, IPv6 and the IPv6 forms
// that carry an IPv4 address. The guard (guard.ts) asks this at save time and at connect time.
import net from 'node:net';

type Range = readonly [network: bigint, prefix: number, bits: 32 | 128, reason: string];

function v4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBigInt(ip: string): bigint {
  let s = ip;
  const dotted = s.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = v4ToBigInt(dotted[2]);
    s = `${dotted[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail === undefined ? undefined : tail ? tail.split(':') : [];
  const groups = t === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
}

const v4 = (cidr: string, reason: string): Range => {
  const [ip, len] = cidr.split('/');
  return [v4ToBigInt(ip), Number(len), 32, reason];
};
const v6 = (cidr: string, reason: string): Range => {
  const [ip, len] = cidr.split('/');
  return [v6ToBigInt(ip), Number(len), 128, reason];
};

const METADATA_V4 = new Set(['169.254.169.254', '169.254.170.2', '169.254.170.23', '100.100.100.200', '192.0.0.192']);
const METADATA_V6 = new Set([v6ToBigInt('fd00:ec2::254'), v6ToBigInt('fd00:ec2::23')]);

const V4_RANGES: Range[] = [
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'carrier-grade NAT'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

const V6_RANGES: Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('100::/64', 'reserved'),
  v6('2001:db8::/32', 'reserved'),
  v6('fc00::/7', 'private'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'private'),
  v6('ff00::/8', 'multicast'),
];

/** IPv6 forms that carry an IPv4 address (mapped, translated, NAT64, compatible, 6to4): where it sits. */
const V6_EMBEDDING_V4: [Range, shift: bigint][] = [
  [v6('::ffff:0:0/96', ''), 0n],
  [v6('::ffff:0:0:0/96', ''), 0n],
  [v6('64:ff9b::/96', ''), 0n],
  [v6('::/96', ''), 0n],
  [v6('2002::/16', ''), 80n],
];

const inRange = (n: bigint, [network, prefix, bits]: Range) => {
  const shift = BigInt(bits - prefix);
  return n >> shift === network >> shift;
};

function v4Restriction(n: bigint, text: string): string | undefined {
  if (METADATA_V4.has(text)) return 'metadata';
  return V4_RANGES.find((r) => inRange(n, r))?.[3];
}

const v4Text = (n: bigint) => [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 0xffn)).join('.');

/**
 * Why an address may not be reached from a URL entered in the app ('loopback', 'private',
 * 'link-local', 'carrier-grade NAT', 'unspecified', 'multicast', 'metadata', 'reserved'),
 * or undefined for a public address.
 */
export function addressRestriction(address: string): string | undefined {
  const ip = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const kind = net.isIP(ip);
  if (kind === 4) return v4Restriction(v4ToBigInt(ip), ip);
  if (kind !== 6) return 'not an IP address';
  const n = v6ToBigInt(ip);
  if (METADATA_V6.has(n)) return 'metadata';
  const own = V6_RANGES.find((r) => inRange(n, r))?.[3];
  if (own) return own;
  for (const [range, shift] of V6_EMBEDDING_V4) {
    if (inRange(n, range)) {
      const embedded = (n >> shift) & 0xffffffffn;
      return v4Restriction(embedded, v4Text(embedded));
    }
  }
  return undefined;
}
