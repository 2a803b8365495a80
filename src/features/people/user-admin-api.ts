import type { $Fetch } from 'ofetch';
import { profile } from '../../../contract/account';
import * as z from 'zod/mini';
import { roleResponse, staffList, staffMember } from '../../../contract/permissions';
import { deleteUserResponse, userList, userPage, USERS_PAGE_SIZE } from '../../../contract/users';
import { ok } from '../../../machines/shared/result';
import type { UserAdminApi } from '../../../machines/people/user-admin-api';
import { request } from '../../api/http';

const roleChanged = z.object({ message: z.string(), member: staffMember });

/** The real admin user calls: HTTP to the spec's paths, answers parsed by the contract. */
export function createUserAdminApi(http: $Fetch): UserAdminApi {
  return {
    userPage: (page) => request(http, userPage, '/account/users/', { query: { page, page_size: USERS_PAGE_SIZE } }),
    searchUsers: (text) => request(http, userList, '/account/search/', { query: { q: text } }),
    loadUser: (id) => request(http, profile, `/account/users/${id}/`),
    loadRole: () => request(http, roleResponse, '/account/role/'),
    staffList: () => request(http, staffList, '/account/staff/'),
    changeRole: (id, role) => request(http, roleChanged, `/account/users/${id}/role/`, { method: 'PUT', body: { role } }),
    async deleteUser(id) {
      const answer = await request(http, deleteUserResponse, `/account/${id}/delete/`, { method: 'DELETE' });
      return answer.ok ? ok(answer.data.message) : answer;
    },
  };
}
