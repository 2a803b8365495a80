import type { Permission } from './permissions';

/**
 * The permission each admin route asks for, by `METHOD /path` as the API registry (contract/api/) writes it, without
 * the trailing slash. The server's requireAdmin looks the matched route up here; an admin route missing from this
 * table is the owner's alone (deny by default), and tests/server/permission-matrix.test.ts fails until it is added.
 * Adding a route's permission is one line here.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'GET /account/users': 'staff.manage',
  'POST /account/users': 'staff.manage',
  'GET /account/users/{id}': 'staff.manage',
  'PUT /account/users/{id}/role': 'staff.manage',
  'GET /account/staff': 'staff.manage',
  'GET /account/search': 'staff.manage',
  'DELETE /account/{id}/delete': 'staff.manage',
  'GET /admin/audit': 'audit.read',
  'GET /admin/audit.csv': 'audit.read',
  'GET /admin/audit/actors': 'audit.read',
  'GET /dashboard': 'dashboard.read',
  'POST /about/about': 'restaurant.edit',
  'PUT /about/service': 'restaurant.edit',
  'POST /meal/meals': 'menu.edit',
  'PATCH /meal/{id}/update': 'menu.edit',
  'PUT /meal/{id}/options': 'menu.edit',
  'DELETE /meal/{id}/delete': 'menu.edit',
  'POST /meal/categories': 'menu.edit',
  'PATCH /meal/categories/{id}': 'menu.edit',
  'DELETE /meal/categories/{id}': 'menu.edit',
  'GET /orders/counts': 'orders.read',
  'POST /orders/{id}/status': 'orders.move',
  'POST /orders/{id}/ready-time': 'orders.move',
  'POST /orders/{id}/refund': 'refunds.mark',
  'POST /orders/{id}/cash-received': 'cash.receive',
  'POST /admin/kitchen/acknowledge': 'orders.move',
  'PUT /meal/{id}/sold-out': 'soldout.set',
  'PUT /meal/{id}/options/{option}/sold-out': 'soldout.set',
  'PUT /about/pace/pause': 'orders.pace',
  'PUT /about/pace/busy': 'orders.pace',
  'PUT /about/pace/caps': 'orders.pace',
  'GET /about/billing': 'money.settings',
  'PUT /about/billing': 'money.settings',
  'PUT /about/payments': 'money.settings',
  'GET /admin/money/register.csv': 'money.read',
  'GET /admin/money/credit-notes.csv': 'money.read',
  'GET /admin/money/summary': 'money.read',
};

/** `POST /orders/:id/status/` or `POST /orders/{id}/status/` → `POST /orders/{id}/status`. */
export const routeKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}').replace(/(.)\/$/, '$1')}`;
