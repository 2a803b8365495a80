import type { StaffRole } from '../contract/permissions';
import type { Session } from './fake-api';

/**
 * The toolbar's Role (.storybook/preview.tsx), so QA can look at a screen as each role of docs/rules/roles.md: a
 * visitor, a customer, or a member of staff (docs/rules/roles.md#staff-roles; the owner is the spec's admin). `story`
 * leaves every story as it is written. A story that names its own session or staff role keeps it: its point is that
 * role (a visitor sent home, the kitchen's page without a cash button).
 */
export const ROLE_ITEMS = [
  { value: 'story', title: 'As each story says' },
  { value: 'visitor', title: 'Visitor' },
  { value: 'customer', title: 'Customer' },
  { value: 'owner', title: 'Owner (admin)' },
  { value: 'manager', title: 'Manager' },
  { value: 'kitchen', title: 'Kitchen' },
  { value: 'counter', title: 'Counter' },
] as const;

const STAFF: readonly unknown[] = ['owner', 'manager', 'kitchen', 'counter'] satisfies StaffRole[];

/** The fake session for the toolbar's role; staff sign in as admins. Undefined: the story's own. */
export function sessionOfRole(role: unknown): Session | undefined {
  if (role === 'visitor' || role === 'customer') return role;
  return STAFF.includes(role) ? 'admin' : undefined;
}

/** The staff role GET /account/role/ answers for the toolbar's role; undefined for a visitor's or a customer's. */
export const staffRoleOf = (role: unknown): StaffRole | undefined => (STAFF.includes(role) ? (role as StaffRole) : undefined);
