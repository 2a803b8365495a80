import type { Profile } from '../contract/account';
import { USER_MESSAGES, USERS_PAGE_SIZE } from '../contract/users';
import { failure, ok, type Result } from '../machines/shared/result';
import type { UserAdminApi } from '../machines/people/user-admin-api';
import { permissionsOf, ROLE_MESSAGES, type StaffRole } from '../contract/permissions';
import { PROFILES } from './account-fixtures';
import { never } from './never';
import type { FakeServerOptions } from './read-stories';

/** A head-and-shoulders picture as a data URL, so a story shows a real profile photo without image files. */
function portrait(background: string, skin: string, hair: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<rect width="96" height="96" fill="${background}"/>
<ellipse cx="48" cy="100" rx="34" ry="26" fill="#3F4A5A"/>
<circle cx="48" cy="44" r="20" fill="${skin}"/>
<path d="M27 42c0-15 9-23 21-23s21 8 21 23c-5-7-12-10-21-10s-16 3-21 10z" fill="${hair}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const joined = (day: number, hour = 10) => new Date(Date.UTC(2026, 0, day, hour, 15)).toISOString();
const person = (id: number, name: string, phone_number: string, day: number, extra: Partial<Profile> = {}): Profile => ({
  id,
  name,
  phone_number,
  profile_picture: null,
  is_admin: false,
  created_at: joined(day),
  ...extra,
});

/** The restaurant's accounts, newest first: two admins (the signed-in one is PROFILES.admin), the rest customers. */
export const accounts: Profile[] = [
  person(14, 'Pema Sherpa', '9812345670', 28, { profile_picture: portrait('#F3D9B1', '#C68B59', '#2B1B12') }),
  person(13, 'Roshan Karki', '9845001122', 26),
  person(12, 'Nisha Maharjan', '9860112233', 24, { profile_picture: portrait('#CFE3D4', '#E0AC7E', '#4A2C1A') }),
  person(11, 'Kiran Thapa', '9803456789', 21, { is_admin: true }),
  person(10, 'Sita Rai', '9818765432', 19),
  person(9, 'Bikash Thapa', '9841234567', 17),
  person(8, 'Anjali Shrestha', '9851098765', 15, { profile_picture: portrait('#E6D3F0', '#D29A6C', '#1E1410') }),
  person(7, 'Dawa Lama', '9808080808', 14),
  person(5, 'Manish Gurung', '9823456781', 13),
  PROFILES.customer,
  PROFILES.admin,
];

export interface FakeUserAdminOptions extends FakeServerOptions<UserAdminApi> {
  /** Every account on the fake server, newest first. */
  users?: Profile[];
  /** The signed-in member of staff's role (GET /account/role/): the owner, the spec's admin, unless a story says. */
  role?: StaffRole;
}

/**
 * The admin's user calls with no network. Deletes follow the server's rules (docs/rules/roles.md#permissions): the
 * signed-in admin (PROFILES.admin) and the last admin are refused with 409 and the server's reason; an unknown id is a
 * 404.
 */
export function createFakeUserAdminApi({ data = 'filled', users = accounts, role = 'owner', overrides = {} }: FakeUserAdminOptions = {}): UserAdminApi {
  let server = [...users];
  // Every admin of the fixtures is an owner (the spec's admin) until a story's pick says otherwise.
  const roles = new Map<number, StaffRole>(users.filter((user) => user.is_admin).map((user) => [user.id, 'owner']));
  const member = (user: Profile) => ({ id: user.id, name: user.name, phone_number: user.phone_number, role: roles.get(user.id)! });
  const read = async <T>(value: () => T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value());
  };
  return {
    userPage: (page) =>
      read(() => ({ count: server.length, results: server.slice((page - 1) * USERS_PAGE_SIZE, page * USERS_PAGE_SIZE) })),
    searchUsers: (text) =>
      read(() => server.filter((user) => user.name.toLowerCase().includes(text.toLowerCase()) || user.phone_number.includes(text))),
    async loadUser(id) {
      if (data !== 'filled') return read(() => server[0]!);
      const found = server.find((user) => user.id === id);
      return found ? ok(found) : failure(USER_MESSAGES.userUnknown, 404);
    },
    loadRole: async () => ok({ role, permissions: permissionsOf(role) }),
    staffList: () => read(() => server.filter((user) => roles.has(user.id)).map(member)),
    async changeRole(id, to) {
      const found = server.find((user) => user.id === id && roles.has(user.id));
      if (!found) return failure(USER_MESSAGES.userUnknown, 404);
      const owners = [...roles.values()].filter((held) => held === 'owner').length;
      if (roles.get(id) === 'owner' && to !== 'owner' && owners === 1) return failure(ROLE_MESSAGES.lastOwner, 409);
      roles.set(id, to);
      return ok({ message: ROLE_MESSAGES.changed, member: member(found) });
    },
    async deleteUser(id) {
      const found = server.find((user) => user.id === id);
      if (!found) return failure(USER_MESSAGES.userUnknown, 404);
      if (id === PROFILES.admin.id) return failure(USER_MESSAGES.notYourself, 409);
      if (found.is_admin && server.filter((user) => user.is_admin).length === 1) return failure(USER_MESSAGES.lastAdmin, 409);
      server = server.filter((user) => user.id !== id);
      return ok(USER_MESSAGES.deleted);
    },
    ...overrides,
  };
}
