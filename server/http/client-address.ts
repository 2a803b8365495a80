import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The peer of the TCP connection. X-Forwarded-For is never read: anyone can write it, and it would let a remote
 * client pass for a loopback one or spread its sends over made-up addresses. null when not served by a socket.
 */
export function remoteAddress(c: Context): string | null {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? null;
}

export function isLoopback(address: string | null): boolean {
  if (address === null) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
