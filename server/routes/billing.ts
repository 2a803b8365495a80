import { Hono } from 'hono';
import { billingSettingsRequest } from '../../contract/billing';
import type { Db } from '../db/database';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { billingSettings, saveBilling } from '../services/billing-settings';

/** The bill settings (VAT registration, PAN/VAT number, address on bills, service charge per way): admins only. */
export function billingRoutes(db: Db, accounts: AccountContext) {
  return new Hono<AuthEnv>()
    .get('/about/billing/', requireAdmin(accounts), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await billingSettings(db));
    })
    .put('/about/billing/', requireAdmin(accounts), validate('json', billingSettingsRequest), async (c) =>
      c.json(await saveBilling(db, accounts.clock(), c.req.valid('json'))),
    );
}
