import type { CreateAdminRequest, CreateAdminResponse } from '../../contract/users';
import type { Result } from '../shared/result';

/**
 * The call that creates an admin (docs/rules/states.md#add-admin add-admin, docs/rules/accounts.md#admins). The /otp
 * screen is public, so this is apart from the sign-up calls: its module and the add-admin contract load only when an
 * admin verifies a code.
 */
export interface AddAdminApi {
  /** POST /account/users/ (admin only): the kept form and the code; no tokens come back, nobody else signs in. */
  createAdmin(request: CreateAdminRequest): Promise<Result<CreateAdminResponse>>;
}
