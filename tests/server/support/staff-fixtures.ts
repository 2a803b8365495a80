import type { StaffRole } from '../../../contract/permissions';
import type { App } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import { PASSWORD, apiClient } from './account-client';
import { insertTestUser } from './user-fixtures';

/** A member of staff of the given role, written to the table and signed in through the API. */
export async function signedInStaff(app: App, db: Db, role: StaffRole, name = `Staff ${role}`) {
  const { id, phoneNumber } = await insertTestUser(db, { name, is_admin: true });
  await db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
  const login = await apiClient(app).post('/account/login/', { phone_number: phoneNumber, password: PASSWORD });
  if (login.status !== 200) throw new Error(`${role} login answered ${login.status}`);
  return { id, phoneNumber, name, access: String(login.body.access_token) };
}
