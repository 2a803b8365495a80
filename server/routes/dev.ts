import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { outbox } from '../../contract/account';
import { newestOutboxMessages } from '../db/repositories/sms-outbox';
import type { Env } from '../env';
import { requireDemoKey } from '../http/demo-access';
import type { AccountContext } from '../services/account-context';

const OUTBOX_LENGTH = 50;

/** The outbox is served only in the demo start, when a developer chose it (SMS_PROVIDER=outbox). */
export const servesOutbox = (env: Pick<Env, 'sms' | 'demoKey'>) =>
  env.sms.provider === 'outbox' && env.sms.listed && env.demoKey !== null;

/**
 * The SMS outbox (docs/rules/system.md#sms-outbox). It holds live codes (a password reset for the admin's public number
 * among them), so it exists only in the demo start with SMS_PROVIDER=outbox, and even then answers only the demo key
 * printed at start or a signed-in admin; everyone else gets the same 404 as an unknown path, whatever address or
 * headers they show.
 */
export function devRoutes(accounts: AccountContext, env: Pick<Env, 'sms' | 'demoKey'>) {
  const routes = new Hono();
  if (!servesOutbox(env) || env.demoKey === null) return routes;
  return routes.get('/dev/outbox/', requireDemoKey(env.demoKey, accounts), async (c) => {
    const rows = await newestOutboxMessages(accounts.db, OUTBOX_LENGTH);
    return c.json(
      rows.map((row) => ({ to: row.to_number, text: row.text, sent_at: row.sent_at })) satisfies z.infer<typeof outbox>,
    );
  });
}
