import type { Profile } from '../../contract/account';
import { USER_MESSAGES, USERS_PAGE_SIZE } from '../../contract/users';
import { pagedListMachine } from '../shared/paged-list.machine';
import { deleteRefusal } from './user-admin-api';

/**
 * /route/admin/user-list (docs/rules/screens.md#admin-screens and docs/rules/states.md#search and
 * docs/rules/texts.md#error-catalogue, docs/rules/roles.md#permissions): pages of 8 users, or every match of the
 * search. A refused delete shows the server's reason (409: oneself, the last admin); a user someone else deleted
 * meanwhile (404) reloads the list, which was out of date.
 */
export const userListMachine = pagedListMachine<Profile>({
  id: 'userList',
  pageSize: USERS_PAGE_SIZE,
  deleted: USER_MESSAGES.deleted,
  deleteFailed: USER_MESSAGES.deleteFailed,
  refusal: deleteRefusal,
  reloadWhenGone: true,
});
