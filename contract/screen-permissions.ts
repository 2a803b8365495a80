import { may, type Permission, type StaffRole } from './permissions';

/**
 * The admin screens (under /route/admin) and the permission each needs (docs/rules/roles.md#permissions): the admin
 * menu shows a role only its screens, and the admin routes turn it away from the others. The server refuses the calls
 * behind them anyway (contract/route-permissions.ts); this keeps a cook from meeting a screen of 403s.
 */
export const SCREEN_PERMISSIONS: ReadonlyArray<readonly [prefix: string, permission: Permission]> = [
  ['/add-meal', 'menu.edit'],
  ['/update-meal/', 'menu.edit'],
  ['/meal-list', 'menu.edit'],
  ['/meals', 'menu.edit'],
  ['/category', 'menu.edit'],
  ['/orders', 'orders.read'],
  ['/kitchen', 'orders.read'],
  ['/money', 'money.read'],
  ['/tables', 'restaurant.edit'],
  ['/about', 'restaurant.edit'],
  ['/user-list', 'staff.manage'],
  ['/view-user/', 'staff.manage'],
  ['/add-admin', 'staff.manage'],
  ['/audit', 'audit.read'],
];

/** The permission a screen path under /route/admin needs: the dashboard's for '/', the owner's for one not listed. */
export function screenPermission(path: string): Permission | 'owner-only' {
  if (path === '/' || path === '') return 'dashboard.read';
  const found = SCREEN_PERMISSIONS.find(([prefix]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
  return found ? found[1] : 'owner-only';
}

export const mayOpenScreen = (role: StaffRole | null, path: string): boolean => {
  const permission = screenPermission(path);
  return permission === 'owner-only' ? role === 'owner' : may(role, permission);
};

/** The screen each role works from: the cook's is the kitchen screen, the counter's the order list. */
const HOME_SCREENS: Record<StaffRole, string> = { owner: '/', manager: '/', kitchen: '/kitchen', counter: '/orders' };

/** Where a role lands in the admin area (its own screen); a visitor with no role, the dashboard, which refuses it. */
export const adminHomeOf = (role: StaffRole | null): string => (role ? HOME_SCREENS[role] : '/');
