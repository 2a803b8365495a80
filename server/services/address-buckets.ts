import { isIPv6 } from 'node:net';

/**
 * The unit the per-address limits count: an IPv4 address, or an IPv6 /64. One subscriber line or server gets a whole
 * /64 and can pick any of its 2^64 addresses per request, so counting single IPv6 addresses would hand every request
 * a fresh allowance. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address; anything else (a
 * test's label, 'unknown') is its own bucket.
 */
export function addressBucket(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address;
  const v4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  const groups =
    right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
