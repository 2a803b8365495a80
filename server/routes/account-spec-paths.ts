import { Hono } from 'hono';
import { type AuthEnv, requireUser } from '../http/auth';
import type { AccountContext } from '../services/account-context';

/** How the API answers a request of its own (the sub-app tree the routes below belong to). */
type Bindings = Parameters<Hono['fetch']>[1];
export type AnswerWithin = (request: Request, bindings: Bindings) => Response | Promise<Response>;

export const ACCOUNT_VERIFIED = 'Account verified';

/**
 * The spec's two account paths the app itself does not call (docs/decisions: accounts), kept for clients written
 * against the spec. `otp_validation` is the OTP screen's verify call for either account type, answered by the route
 * that already does that work (sign-up, or adding an admin), with its validation, limits and messages: one rule, not
 * two copies of it.
 */
export function accountSpecPathRoutes(ctx: AccountContext, answerWithin: AnswerWithin) {
  return new Hono<AuthEnv>()
    .post('/account/otp_validation/', async (c) => {
      const text = await c.req.text();
      const admin = accountTypeOf(text) === 'admin';
      const url = new URL(c.req.url);
      url.pathname = admin ? '/account/users/' : '/account/signup/';
      return answerWithin(new Request(url, { method: 'POST', headers: c.req.raw.headers, body: text }), c.env as Bindings);
    })
    .post('/account/verify/', requireUser(ctx), (c) =>
      c.json({ message: ACCOUNT_VERIFIED, is_admin: c.var.user.is_admin }),
    );
}

/** The body's account_type, if it is JSON that has one: whatever else is wrong with it, the route it goes to says. */
function accountTypeOf(text: string): unknown {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'account_type' in body ? body.account_type : undefined;
  } catch {
    return undefined;
  }
}
