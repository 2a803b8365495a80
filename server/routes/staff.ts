import { Hono } from 'hono';
import { ROLE_MESSAGES, roleChangeRequest } from '../../contract/permissions';
import { USER_MESSAGES } from '../../contract/users';
import type { DatabaseDialect } from '../db/database';
import { type AuthEnv, requireAdmin, requireUser } from '../http/auth';
import { detail } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { changeRole, roleOf, staffMembers } from '../services/staff-roles';

/**
 * Staff roles (docs/rules/roles.md#staff-roles): the caller's own role for the admin screens; the owner lists staff and
 * sets roles.
 */
export function staffRoutes(ctx: AccountContext, dialect: DatabaseDialect) {
  return new Hono<AuthEnv>()
    .get('/account/role/', requireUser(ctx), (c) => c.json(roleOf(c.var.role)))

    .get('/account/staff/', requireAdmin(ctx), async (c) => c.json(await staffMembers(ctx.db)))

    .put('/account/users/:id/role/', requireAdmin(ctx), validate('param', idParam), validate('json', roleChangeRequest), async (c) => {
      const at = ctx.clock();
      const result = await changeRole({ db: ctx.db, dialect, at }, c.var.user, c.req.valid('param').id, c.req.valid('json').role);
      switch (result.kind) {
        case 'changed':
          return c.json({ message: ROLE_MESSAGES.changed, member: result.member });
        case 'not-found':
          return detail(c, 404, USER_MESSAGES.userUnknown);
        case 'not-staff':
          return detail(c, 409, ROLE_MESSAGES.notStaff);
        case 'last-owner':
          return detail(c, 409, ROLE_MESSAGES.lastOwner);
      }
    });
}
