import type { Profile } from '../../contract/account';
import type { StaffRole } from '../../contract/permissions';
import type { UserRow } from '../db/schema';

/** A customer has none; staff from before roles existed (or written without one) were the spec's admin: the owner. */
export const staffRoleOf = (row: Pick<UserRow, 'is_admin' | 'staff_role'>): StaffRole | null =>
  row.is_admin === 1 ? (row.staff_role ?? 'owner') : null;

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    profile_picture: row.profile_picture,
    is_admin: row.is_admin === 1,
    created_at: row.created_at,
  };
}
