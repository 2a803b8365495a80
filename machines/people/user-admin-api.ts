import type { Profile } from '../../contract/account';
import type { RoleResponse, StaffMember, StaffRole } from '../../contract/permissions';
import { USER_MESSAGES, type UserPage } from '../../contract/users';
import type { Result } from '../shared/result';

/**
 * The admin's user calls (docs/rules/api.md#the-api, docs/rules/roles.md#permissions), loaded only with the admin
 * screens.
 */
export interface UserAdminApi {
  /** GET /account/users/?page=&page_size=8 — newest first. */
  userPage(page: number): Promise<Result<UserPage>>;
  /** GET /account/search/?q= — name or number, paging off. */
  searchUsers(text: string): Promise<Result<Profile[]>>;
  /** GET /account/users/{id}/ — 404 when there is no such user. */
  loadUser(id: number): Promise<Result<Profile>>;
  /** DELETE /account/{id}/delete/ — the server's message; 409 with its reason for oneself or the last admin. */
  deleteUser(id: number): Promise<Result<string>>;
  /** GET /account/role/ — the signed-in member of staff's role. */
  loadRole(): Promise<Result<RoleResponse>>;
  /** GET /account/staff/ — every member of staff with their role. */
  staffList(): Promise<Result<StaffMember[]>>;
  /** PUT /account/users/{id}/role/ — 409 with the server's reason for the last owner. */
  changeRole(id: number, role: StaffRole): Promise<Result<RoleChanged>>;
}

export interface RoleChanged {
  message: string;
  member: StaffMember;
}

/**
 * What a refused delete says: the server's own reason when it gave one (409: oneself or the last admin; 404: the
 * user is already gone), otherwise docs/rules/texts.md#error-catalogue: 'Error deleting user. Please try again.'
 */
export function deleteRefusal(result: Result<unknown>): string {
  return !result.ok && (result.status === 409 || result.status === 404) ? result.message : USER_MESSAGES.deleteFailed;
}
