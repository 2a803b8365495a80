import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { outbox } from '../../contract/account';
import type { Db } from '../db/database';
import { newestOutboxMessages } from '../db/repositories/sms-outbox';
import type { Env } from '../env';
import { isLoopback, remoteAddress } from '../http/client-address';
import { notFound } from '../http/errors';

const OUTBOX_LENGTH = 50;

/**
 * The SMS outbox (decisions §6), for a developer on the server's own machine: it holds live sign-up codes, so any
 * other client gets the same 404 as an unknown path, and with a real SMS provider it does not exist at all.
 */
export function devRoutes(db: Db, env: Pick<Env, 'sms'>) {
  return new Hono().get('/dev/outbox/', async (c) => {
    if (env.sms.provider !== 'outbox' || !isLoopback(remoteAddress(c))) return notFound(c);
    const rows = await newestOutboxMessages(db, OUTBOX_LENGTH);
    return c.json(
      rows.map((row) => ({ to: row.to_number, text: row.text, sent_at: row.sent_at })) satisfies z.infer<typeof outbox>,
    );
  });
}
