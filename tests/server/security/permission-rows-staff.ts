import { type MatrixRow, ADMIN, SIGNED_IN, answeredAlike } from './permission-matrix-kit';

/**
 * Staff roles and the audit trail (docs/rules/roles.md#staff-roles); staff-role-matrix.test.ts runs every route for
 * each role.
 */
export const STAFF_ROWS: readonly MatrixRow[] = [
  { method: 'GET', path: '/account/role/', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/account/staff/', expect: ADMIN(200) },
  {
    method: 'PUT',
    path: '/account/users/{adminId}/role/',
    expect: ADMIN(200),
    note: 'the owner keeps the owner role: nothing changes',
    body: () => ({ json: { role: 'owner' } }),
  },
  ...answeredAlike(ADMIN(200), [
    'GET /admin/audit/',
    'GET /admin/audit.csv',
    'GET /admin/audit/actors/',
  ]),
];
