import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Profile } from '../../contract/account';
import type { AccountContext } from '../services/account-context';
import { authenticate } from '../services/sessions';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Your session has expired. Please log in again.';
export const NOT_PERMITTED = 'You do not have permission to perform this action.';

export type AuthEnv = { Variables: { user: Profile; sessionId: number } };

/** The token of `Authorization: Bearer <token>`; undefined without one. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1];
}

const unauthorized = (c: Context, message: string) => {
  c.header('WWW-Authenticate', 'Bearer');
  return c.json({ detail: message }, 401);
};

const authenticated = (ctx: AccountContext, adminOnly: boolean) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (token === undefined) return unauthorized(c, NOT_AUTHENTICATED);
    const auth = await authenticate(ctx, token);
    if (!auth) return unauthorized(c, INVALID_TOKEN);
    if (adminOnly && !auth.user.is_admin) return c.json({ detail: NOT_PERMITTED }, 403);
    c.set('user', auth.user);
    c.set('sessionId', auth.sessionId);
    await next();
  });

/** A signed-in user (bearer access token of a live session of an existing user) in `c.var.user`; 401 otherwise. */
export const requireUser = (ctx: AccountContext) => authenticated(ctx, false);

/** Like requireUser, and 403 for anyone who is not an admin. */
export const requireAdmin = (ctx: AccountContext) => authenticated(ctx, true);
