import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The peer of the TCP connection. X-Forwarded-For is not read here: anyone can write it, and it would let a remote
 * client pass for a loopback one or spread its sends over made-up addresses. null when not served by a socket.
 */
export function remoteAddress(c: Context): string | null {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? null;
}

/**
 * The client as the trusted proxies saw it: each of the `hops` proxies appends the address it received from, so the
 * client is the hops-th entry from the right; entries further left were written by the client and prove nothing.
 * With 0 hops, or a header shorter than the chain, the socket peer.
 */
export function clientAddress(c: Context, hops: number): string | null {
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const client = entries[entries.length - hops];
    if (client !== undefined && client.length <= 64) return client;
  }
  return remoteAddress(c);
}
