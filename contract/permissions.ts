import * as z from 'zod/mini';

/**
 * Staff roles and what each may do (docs/rules/roles.md#staff-roles, deny by default). The owner is the spec's admin;
 * below the owner the manager may do everything but staff and money settings, the kitchen runs the kitchen screen,
 * order moves and sold-out switches, the counter takes orders' cash, receipts and refunds. The server enforces this
 * table on every admin route (server/http/auth.ts); the admin menu shows only the screens a role may open.
 */
export const STAFF_ROLES = ['owner', 'manager', 'kitchen', 'counter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES);

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER: readonly StaffRole[] = ['owner'];
const MANAGING: readonly StaffRole[] = ['owner', 'manager'];

/** Permission → the roles that hold it. A permission no route names yet costs nothing; a route without one is owner-only. */
export const PERMISSIONS = {
  /** Users list, search, view and delete; adding staff; changing roles. */
  'staff.manage': OWNER,
  'audit.read': OWNER,
  /** VAT, service charge, payment methods offered: what the restaurant charges and takes. */
  'money.settings': OWNER,
  /** Takings, cash to collect, registers. */
  'money.read': MANAGING,
  'dashboard.read': MANAGING,
  'menu.edit': MANAGING,
  /** The restaurant's page and its service settings (ways of ordering, hours). */
  'restaurant.edit': MANAGING,
  'orders.read': ALL,
  'orders.move': ALL,
  'orders.pace': ['owner', 'manager', 'kitchen'],
  'soldout.set': ['owner', 'manager', 'kitchen'],
  'cash.receive': ['owner', 'manager', 'counter'],
  'receipts.print': ['owner', 'manager', 'counter'],
  'refunds.mark': ['owner', 'manager', 'counter'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export const may = (role: StaffRole | null | undefined, permission: Permission): boolean =>
  role != null && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** Every permission the role holds, as GET /account/role/ answers it to the admin screens. */
export const permissionsOf = (role: StaffRole | null): Permission[] =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => may(role, permission));

export const roleResponse = z.object({
  role: z.nullable(staffRole),
  permissions: z.array(z.string()),
});
export type RoleResponse = z.infer<typeof roleResponse>;

/** PUT /account/users/{id}/role/ (owner). */
export const roleChangeRequest = z.object({ role: staffRole });
export type RoleChangeRequest = z.infer<typeof roleChangeRequest>;

export const staffMember = z.object({ id: z.number(), name: z.string(), phone_number: z.string(), role: staffRole });
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.array(staffMember);

/** Each role as the owner picks it, in plain words. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: /*i18n*/ 'Owner',
  manager: /*i18n*/ 'Manager',
  kitchen: /*i18n*/ 'Kitchen',
  counter: /*i18n*/ 'Counter',
};

export const ROLE_MESSAGES = {
  changed: /*i18n*/ 'Role changed.',
  lastOwner: /*i18n*/ 'The last owner cannot be demoted.',
  notStaff: /*i18n*/ 'Only staff have a role.',
} as const;
