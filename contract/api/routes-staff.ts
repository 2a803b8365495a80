import * as z from 'zod/mini';
import { auditActors, auditFilter, auditPage, auditQuery } from '../audit';
import { roleChangeRequest, roleResponse, staffList, staffMember } from '../permissions';
import { type ApiRoute, ok, routesOf } from './api-route';

const users = routesOf('Users');
const audit = routesOf('Audit').admin;

/** Staff roles and the audit trail (docs/rules/roles.md#staff-roles): who may do what, and who did. */
export const STAFF_ROUTES: readonly ApiRoute[] = [
  users.signedIn('GET /account/role/', "The caller's staff role and its permissions (null for a customer)", ok(roleResponse)),
  users.admin('GET /account/staff/', 'Every member of staff with their role', ok(staffList)),
  users.admin(
    'PUT /account/users/{id}/role/',
    "Change a member of staff's role (never the last owner's)",
    ok(z.object({ message: z.string(), member: staffMember }), 409),
    roleChangeRequest,
  ),
  audit('GET /admin/audit/', 'The audit trail, newest first, a page at a time, by person, kind and days', ok(auditPage), {
    query: auditQuery,
  }),
  audit('GET /admin/audit/actors/', 'Everyone the audit trail names as having done something, by name', ok(auditActors)),
  audit(
    'GET /admin/audit.csv',
    'The audit trail (same filters) as a CSV download',
    { 200: { kind: 'csv', description: 'text/csv, one row per entry; cells that a spreadsheet would run are quoted' } },
    { query: auditFilter },
  ),
];
