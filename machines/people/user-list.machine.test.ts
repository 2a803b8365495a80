import type { Profile } from '../../contract/account';
import { USER_MESSAGES } from '../../contract/users';
import { failure } from '../shared/result';
import { describePagedListModel } from '../shared/testing/paged-list-model';
import { userListMachine } from './user-list.machine';

const user = (id: number, name: string, is_admin = false): Profile => ({
  id,
  name,
  phone_number: `98${String(id).padStart(8, '0')}`,
  profile_picture: null,
  is_admin,
  created_at: '2026-01-01T00:00:00Z',
});

describePagedListModel({
  machine: userListMachine,
  item: 'user',
  // Pages of 8 (docs/rules/limits.md#page-size), written out so a changed page size fails here.
  pageSize: 8,
  calls: {
    page: 'GET /account/users/?page=1&page_size=8',
    search: 'GET /account/search/?q=',
    remove: 'DELETE /account/{id}/delete/',
  },
  texts: {
    loadFailed: USER_MESSAGES.loadFailed,
    confirmDelete: USER_MESSAGES.confirmDelete,
    deleted: USER_MESSAGES.deleted,
    deleteFailed: USER_MESSAGES.deleteFailed,
  },
  pageOne: { count: 9, results: [user(1, 'Bikash Admin', true), user(2, 'Asha Gurung')] },
  pageTwo: { count: 9, results: [user(9, 'Sita Rai')] },
  search: { typed: ' asha ', matches: [user(2, 'Asha Gurung')] },
  refusals: [
    { answer: failure(USER_MESSAGES.lastAdmin, 409), toast: USER_MESSAGES.lastAdmin },
    { answer: failure(USER_MESSAGES.userUnknown, 404), toast: USER_MESSAGES.userUnknown },
    { answer: failure('Something went wrong', 500), toast: USER_MESSAGES.deleteFailed },
  ],
  refusalRule: `a refusal (409: oneself, the last admin) shows the server's reason, anything else '${USER_MESSAGES.deleteFailed}'`,
  goneReloads: true,
});
