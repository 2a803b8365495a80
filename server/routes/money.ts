import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { moneyRangeQuery } from '../../contract/receipt';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { moneySummary } from '../services/money-summary';

const { createHandlers } = createFactory<AuthEnv>();

/** The money screen's figures for a range of days (money.read in contract/route-permissions.ts). */
export function moneyRoutes(accounts: AccountContext) {
  const summary = createHandlers(requireAdmin(accounts), validate('query', moneyRangeQuery), async (c) =>
    c.json(await moneySummary(accounts.db, c.req.valid('query'))),
  );
  return new Hono<AuthEnv>().get('/admin/money/summary/', ...summary);
}
