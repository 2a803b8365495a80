import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Profile } from '../../contract/account';
import { PERMISSIONS, type StaffRole } from '../../contract/permissions';
import { ROUTE_PERMISSIONS, routeKey } from '../../contract/route-permissions';
import type { AccountContext } from '../services/account-context';
import { authenticate } from '../services/sessions';
import { keepLanguage } from '../services/accounts';
import { languageOf } from '../../contract/language';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Your session has expired. Please log in again.';
export const NOT_PERMITTED = 'You do not have permission to perform this action.';
/**
 * docs/rules/validation.md#validation-rules: warning, the 403 of every customer-only action
 * (docs/rules/roles.md#permissions).
 */
export const ADMIN_REFUSED = "you can't perform this action as admin...";

export type AuthEnv = { Variables: { user: Profile; sessionId: number; role: StaffRole | null } };

/** The token of `Authorization: Bearer <token>`; undefined without one. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1];
}

/** The language the calling app is shown in (`Accept-Language`, contract/language.ts); null when it does not say. */
export const spokenLanguage = (c: Context) => languageOf(c.req.header('Accept-Language'));

/** 401 with the header RFC 6750 asks for. */
export const unauthorized = (c: Context, message: string) => {
  c.header('WWW-Authenticate', 'Bearer');
  return c.json({ detail: message }, 401);
};

const API_PREFIX = /^\/api(?=\/)/;

/**
 * The roles that may call the matched route: its permission's in contract/route-permissions.ts, or the owner's alone
 * for a route the table does not name (deny by default).
 */
function rolesFor(c: Context): readonly StaffRole[] {
  const route = matchedRoutes(c).at(c.req.routeIndex);
  const permission = route && ROUTE_PERMISSIONS[routeKey(route.method, route.path.replace(API_PREFIX, ''))];
  return permission ? PERMISSIONS[permission] : ['owner'];
}

const authenticated = (ctx: AccountContext, role: 'any' | 'admin' | 'customer') =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (token === undefined) return unauthorized(c, NOT_AUTHENTICATED);
    const auth = await authenticate(ctx, token);
    if (!auth) return unauthorized(c, INVALID_TOKEN);
    if (role === 'admin' && !(auth.role && rolesFor(c).includes(auth.role))) return c.json({ detail: NOT_PERMITTED }, 403);
    if (role === 'customer' && auth.user.is_admin) return c.json({ detail: ADMIN_REFUSED }, 403);
    c.set('user', auth.user);
    c.set('sessionId', auth.sessionId);
    c.set('role', auth.role);
    // The app names the language it is shown in on every call: the account's later texts follow it.
    await keepLanguage(ctx, { id: auth.user.id, language: auth.language }, spokenLanguage(c));
    await next();
  });

/** A signed-in user (bearer access token of a live session of an existing user) in `c.var.user`; 401 otherwise. */
export const requireUser = (ctx: AccountContext) => authenticated(ctx, 'any');

/**
 * Like requireUser, and 403 for anyone who is not staff of a role the route's permission names
 * (contract/route-permissions.ts; the owner alone for a route not named there). Every admin route uses it.
 */
export const requireAdmin = (ctx: AccountContext) => authenticated(ctx, 'admin');

/**
 * Like requireUser, and 403 with the spec's admin warning for an admin: cart, checkout, favourites and reviews are
 * a customer's own (docs/rules/roles.md#permissions, deny by default).
 */
export const requireCustomer = (ctx: AccountContext) => authenticated(ctx, 'customer');
