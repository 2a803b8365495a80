import { fromPromise } from 'xstate';
import type { AdminFlowMakers } from '../../../machines/flows';
import type { AuditApi } from '../../../machines/people/audit-api';
import { auditTrailMachine } from '../../../machines/people/audit-trail.machine';
import { roleChangeMachine } from '../../../machines/people/role-change.machine';
import { staffRoleMachine } from '../../../machines/people/staff-role.machine';
import type { UserAdminApi } from '../../../machines/people/user-admin-api';
import { userListMachine } from '../../../machines/people/user-list.machine';
import { userViewMachine } from '../../../machines/people/user-view.machine';
import { ok } from '../../../machines/shared/result';

/** The people's calls: users, the staff's roles, and the owner's audit trail of who did what. */
export interface PeopleApi {
  users: UserAdminApi;
  audit: AuditApi;
}

type PeopleFlowId = 'userList' | 'userView' | 'roleChange' | 'auditTrail';

/** The user, staff and audit screens' flows on their calls. */
export function createPeopleFlows({ users, audit }: PeopleApi): Pick<AdminFlowMakers, PeopleFlowId> {
  return {
    userList: () =>
      userListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => users.userPage(input.page)),
          search: fromPromise(({ input }) => users.searchUsers(input.text)),
          remove: fromPromise(({ input }) => users.deleteUser(input.id)),
        },
      }),
    userView: () =>
      userViewMachine.provide({
        actors: {
          load: fromPromise(({ input }) => users.loadUser(input.id)),
          remove: fromPromise(({ input }) => users.deleteUser(input.id)),
        },
      }),
    roleChange: () =>
      roleChangeMachine.provide({
        actors: {
          loadStaff: fromPromise(() => users.staffList()),
          changeRole: fromPromise(({ input }) => users.changeRole(input.id, input.role)),
        },
      }),
    auditTrail: () =>
      auditTrailMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            const [page, actors] = await Promise.all([
              audit.auditPage(input.filter, input.page),
              input.withActors ? audit.auditActors() : null,
            ]);
            if (!page.ok) return page;
            return ok({
              page: page.data,
              actors: actors?.ok ? actors.data : input.withActors ? [] : null,
            });
          }),
          download: fromPromise(({ input }) => audit.downloadCsv(input.filter)),
        },
      }),
  };
}

/** The signed-in member of staff's role, asked once as the admin area opens. */
export const createStaffRole = (users: UserAdminApi) =>
  staffRoleMachine.provide({ actors: { loadRole: fromPromise(() => users.loadRole()) } });
