import type { Profile } from '../../contract/account';
import { permissionsOf, type RoleResponse, type StaffMember, type StaffRole } from '../../contract/permissions';
import type { DatabaseDialect, Db } from '../db/database';
import { changeStaffRoleKeepingAnOwner, listStaff } from '../db/repositories/staff';
import { auditActor, recordAudit } from './audit';
import { staffRoleOf } from './profiles';

/** What the admin screens may show the caller: their role and its permissions (docs/rules/roles.md#permissions). */
export const roleOf = (role: StaffRole | null): RoleResponse => ({ role, permissions: permissionsOf(role) });

export async function staffMembers(db: Db): Promise<StaffMember[]> {
  return (await listStaff(db)).map((row) => ({
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    role: staffRoleOf(row) ?? 'owner',
  }));
}

export type ChangeRoleResult =
  | { kind: 'changed'; member: StaffMember }
  | { kind: 'not-found' | 'not-staff' | 'last-owner' };

/**
 * The owner changes a member of staff's role; never the last owner's to another. The member's next request is read
 * with the new role (sessions read the row each time), so a demotion takes their rights at once.
 */
export async function changeRole(
  ctx: { db: Db; dialect: DatabaseDialect; at: Date },
  by: Profile,
  id: number,
  role: StaffRole,
): Promise<ChangeRoleResult> {
  const result = await changeStaffRoleKeepingAnOwner(ctx.db, ctx.dialect, id, role);
  if (result.kind !== 'changed') return result;
  const { user, before } = result;
  if (before !== role)
    await recordAudit(ctx.db, {
      actor: auditActor(by),
      kind: 'staff',
      action: 'staff.role',
      subject: `User #${user.id} ${user.name}`,
      before: { role: before },
      after: { role },
      at: ctx.at,
    });
  return { kind: 'changed', member: { id: user.id, name: user.name, phone_number: user.phone_number, role } };
}
