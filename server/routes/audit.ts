import { Hono } from 'hono';
import { auditFilter, auditQuery } from '../../contract/audit';
import type { Db } from '../db/database';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { auditActors, auditEntries, auditPage } from '../services/audit';
import { auditCsv } from '../services/audit-csv';

/**
 * The audit trail, read only (docs/rules/roles.md#staff-roles: the owner's): no route here or anywhere writes, changes
 * or deletes a row; services append them through recordAudit.
 */
export function auditRoutes(db: Db, accounts: AccountContext) {
  return new Hono<AuthEnv>()
    .get('/admin/audit/', requireAdmin(accounts), validate('query', auditQuery), async (c) =>
      c.json(await auditPage(db, c.req.valid('query'))),
    )
    .get('/admin/audit/actors/', requireAdmin(accounts), async (c) => c.json(await auditActors(db)))
    .get('/admin/audit.csv', requireAdmin(accounts), validate('query', auditFilter), async (c) => {
      const csv = auditCsv(await auditEntries(db, c.req.valid('query')));
      const day = accounts.clock().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="audit-${day}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(csv);
    });
}
