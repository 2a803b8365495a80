import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AccountContext } from '../services/account-context';
import { authenticate } from '../services/sessions';
import { bearerToken } from './auth';
import { notFound } from './errors';

/** The header that carries the demo key, for tools that would rather not put it in an address. */
export const DEMO_KEY_HEADER = 'X-Demo-Key';

/**
 * Compared as SHA-256 digests: equal lengths for timingSafeEqual, so neither the key's characters nor its length
 * can be found by timing the answers.
 */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function demoKeyMatches(expected: string, given: string | undefined): boolean {
  return given !== undefined && timingSafeEqual(digest(expected), digest(given));
}

async function holdsTheKey(c: Context, key: string, accounts: AccountContext): Promise<boolean> {
  if (demoKeyMatches(key, c.req.query('key')) || demoKeyMatches(key, c.req.header(DEMO_KEY_HEADER))) return true;
  const token = bearerToken(c);
  return token !== undefined && (await authenticate(accounts, token))?.user.is_admin === true;
}

/**
 * The demo start's doors (docs/rules/system.md#sms-outbox: the SMS outbox; the eSewa sandbox's status and settle calls)
 * open only to whoever holds the key the server printed at start, or to a signed-in admin. Where a request comes from
 * proves nothing: a reverse proxy on the same host makes every visitor a loopback client, and any client can write
 * forwarding headers. Everyone else gets the 404 of a path that does not exist.
 */
export function requireDemoKey(key: string, accounts: AccountContext): MiddlewareHandler {
  return async (c, next) => {
    if (!(await holdsTheKey(c, key, accounts))) return notFound(c);
    await next();
  };
}
