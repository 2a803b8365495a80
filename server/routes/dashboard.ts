import { Hono } from 'hono';
import { type AuthEnv, requireAdmin } from '../http/auth';
import type { AccountContext } from '../services/account-context';
import { dashboardFor } from '../services/dashboard';

/** The back office's front page (docs/rules/accounts.md#admins): admins only (docs/rules/roles.md#permissions). */
export function dashboardRoutes(accounts: AccountContext) {
  return new Hono<AuthEnv>().get('/dashboard/', requireAdmin(accounts), async (c) =>
    c.json(await dashboardFor(accounts.db, accounts.clock)),
  );
}
