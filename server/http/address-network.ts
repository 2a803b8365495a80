/**
 * The network a client address stands for when counting what one client may hold: an IPv4 address is itself (an
 * IPv4-mapped IPv6 address too), an IPv6 address its /64, since a single home or phone is handed a whole /64 and
 * could otherwise pass for millions of clients. Anything unreadable is kept as it is.
 */
export function networkOf(address: string): string {
  const bare = address.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!bare.includes(':')) return bare;
  const [head = '', tail, extra] = bare.split('::');
  if (extra !== undefined) return bare;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return bare;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.slice(0, 4).every((group) => /^[0-9a-f]{1,4}$/.test(group))) return bare;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
