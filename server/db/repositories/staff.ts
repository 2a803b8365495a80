import type { ExpressionBuilder } from 'kysely';
import type { StaffRole } from '../../../contract/permissions';
import type { DatabaseDialect, Db } from '../database';
import type { Database, UserRow } from '../schema';

/** An owner's row: staff whose role is 'owner', or staff from before roles (null role), who were the spec's admin. */
export const isOwnerRow = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([eb('is_admin', '=', 1), eb.or([eb('staff_role', 'is', null), eb('staff_role', '=', 'owner')])]);

/**
 * On PostgreSQL two owners demoting or deleting each other at once would each count both owners in their own
 * snapshot. Locking every staff row first makes the second wait and count again. SQLite runs one write at a time.
 */
export async function lockStaff(db: Db, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'postgres')
    await db.selectFrom('users').select('id').where('is_admin', '=', 1).orderBy('id').forUpdate().execute();
}

export async function countOwners(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(isOwnerRow)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type RoleChange =
  | { kind: 'changed'; user: UserRow; before: StaffRole }
  | { kind: 'not-found' }
  | { kind: 'not-staff' }
  | { kind: 'last-owner' };

/** Sets a member of staff's role, unless that would leave no owner; the count and the change are one transaction. */
export function changeStaffRoleKeepingAnOwner(
  db: Db,
  dialect: DatabaseDialect,
  id: number,
  role: StaffRole,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    await lockStaff(trx, dialect);
    const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!user) return { kind: 'not-found' };
    if (user.is_admin !== 1) return { kind: 'not-staff' };
    const before: StaffRole = user.staff_role ?? 'owner';
    if (before === 'owner' && role !== 'owner' && (await countOwners(trx)) <= 1) return { kind: 'last-owner' };
    await trx.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
    return { kind: 'changed', user: { ...user, staff_role: role }, before };
  });
}

/** Every member of staff, by name. */
export function listStaff(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('is_admin', '=', 1).orderBy('name').orderBy('id').execute();
}
