import type { Profile } from '../../contract/account';
import type { UserRow } from '../db/schema';

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
