import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { outbox } from '../../contract/account';
import type { Db } from '../db/database';
import { newestOutboxMessages } from '../db/repositories/sms-outbox';
import type { Env } from '../env';
import { isLoopback, remoteAddress } from '../http/client-address';
import { notFound } from '../http/errors';

const OUTBOX_LENGTH = 50;
/** Headers a reverse proxy adds: a request carrying any of them did not come straight from this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * The start-up warning when the outbox is on and the server listens beyond its own machine (issue 14): the outbox
 * answers loopback clients only, but a proxy or port-forward on this host would make every client one.
 */
export function outboxWarning(env: Pick<Env, 'sms' | 'host'>): string | null {
  if (env.sms.provider !== 'outbox' || !env.sms.listed || env.host === 'localhost' || isLoopback(env.host)) return null;
  return [
    `!!! SMS_PROVIDER=outbox with HOST=${env.host}: the SMS outbox at /api/dev/outbox/ lists live login and`,
    '!!! password-reset codes to clients on this machine. Use it for development only; never put a proxy or tunnel',
    '!!! on this host in front of it. Set SMS_PROVIDER=http (a real SMS gateway) to run for real.',
  ].join('\n');
}

/**
 * The SMS outbox (decisions §6), for a developer on the server's own machine. It holds live codes (a password reset
 * for the admin's public number among them), so it exists only when chosen (SMS_PROVIDER=outbox), and even then any
 * client but a direct one on the server's own machine gets the same 404 as an unknown path. Behind a reverse proxy on
 * the same host every client is loopback: a declared proxy (TRUST_PROXY_HOPS) or a request that went through one
 * (X-Forwarded-For, Forwarded, X-Real-IP) is refused too (issue 14).
 */
export function devRoutes(db: Db, env: Pick<Env, 'sms' | 'trustProxyHops'>) {
  return new Hono().get('/dev/outbox/', async (c) => {
    const proxied = PROXY_HEADERS.some((header) => c.req.header(header) !== undefined);
    const listed = env.sms.provider === 'outbox' && env.sms.listed && env.trustProxyHops === 0;
    if (!listed || proxied || !isLoopback(remoteAddress(c))) return notFound(c);
    const rows = await newestOutboxMessages(db, OUTBOX_LENGTH);
    return c.json(
      rows.map((row) => ({ to: row.to_number, text: row.text, sent_at: row.sent_at })) satisfies z.infer<typeof outbox>,
    );
  });
}
