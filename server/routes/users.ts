import { Hono } from 'hono';
import { refusal } from '../../contract/refusals';
import { createFactory } from 'hono/factory';
import { type FieldErrors, pageQuery } from '../../contract/common';
import { createAdminRequest, USER_MESSAGES, userSearchQuery } from '../../contract/users';
import type { DatabaseDialect } from '../db/database';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { clientAddress } from '../http/client-address';
import { detail } from '../http/errors';
import { announcesCatalogChange } from '../http/menu-cache';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import type { ChangeBus } from '../services/change-bus';
import { registerAccount } from '../services/accounts';
import { auditActor, recordAudit } from '../services/audit';
import { staffMembers } from '../services/staff-roles';
import type { Profile } from '../../contract/account';
import { removeUser, userProfile, usersMatching, usersPage } from '../services/users';
import { ACCOUNT_EXISTS, INVALID_CODE } from './account';

const { createHandlers } = createFactory<AuthEnv>();

/** Staff added or removed, in the audit trail (docs/rules/roles.md#staff-roles). */
const auditStaff = (ctx: AccountContext, by: Profile, action: string, who: Profile, change: { before?: unknown; after?: unknown }) =>
  recordAudit(ctx.db, { actor: auditActor(by), kind: 'staff', action, subject: `User #${who.id} ${who.name}`, ...change, at: ctx.clock() });

/**
 * The back office's users (docs/rules/api.md#the-api, docs/rules/accounts.md#admins and
 * docs/rules/roles.md#permissions): every call admin only.
 */
/** `trustProxyHops`: TRUST_PROXY_HOPS, so wrong codes are counted against the client's address, not the proxy's. */
export function usersRoutes(
  ctx: AccountContext,
  dialect: DatabaseDialect,
  bus: ChangeBus,
  { trustProxyHops = 0 }: { trustProxyHops?: number } = {},
) {
  const users = { db: ctx.db, dialect, dataDir: ctx.dataDir, media: ctx.media, streams: ctx.streams };

  const oneUser = createHandlers(requireAdmin(ctx), validate('param', idParam), async (c) => {
    const profile = await userProfile(ctx.db, c.req.valid('param').id);
    return profile ? c.json(profile) : detail(c, 404, USER_MESSAGES.userUnknown);
  });

  return new Hono<AuthEnv>()
    .get('/account/users/', requireAdmin(ctx), validate('query', pageQuery), async (c) =>
      c.json(await usersPage(ctx.db, c.req.valid('query'))),
    )

    .get('/account/search/', requireAdmin(ctx), validate('query', userSearchQuery), async (c) =>
      c.json(await usersMatching(ctx.db, c.req.valid('query').q)),
    )

    .get('/account/users/:id', ...oneUser)
    .get('/account/users/:id/', ...oneUser)

    // Their reviews go with them, and with the reviews their meals' ratings.
    .delete('/account/:id/delete/', requireAdmin(ctx), announcesCatalogChange(bus), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      const before = await userProfile(ctx.db, id);
      const role = before?.is_admin ? (await staffMembers(ctx.db)).find((member) => member.id === id)?.role : undefined;
      switch (await removeUser(users, c.var.user.id, id)) {
        case 'deleted':
          if (before && role) await auditStaff(ctx, c.var.user, 'staff.delete', before, { before: { role, phone_number: before.phone_number } });
          return c.json({ message: USER_MESSAGES.deleted });
        case 'not-found':
          return detail(c, 404, USER_MESSAGES.userUnknown);
        case 'yourself':
          return detail(c, 409, USER_MESSAGES.notYourself);
        case 'last-admin':
          return detail(c, 409, USER_MESSAGES.lastAdmin);
      }
    })

    // The code was texted to the new admin's number by POST /account/send-otp/ {otp_type: 'admin'}. The answer
    // carries no tokens: the admin who calls stays signed in as themselves.
    .post('/account/users/', requireAdmin(ctx), validate('json', createAdminRequest), async (c) => {
      const address = clientAddress(c, trustProxyHops) ?? 'unknown';
      const request = c.req.valid('json');
      const result = await registerAccount(ctx, request, 'admin', address, request.role);
      if (!result.ok) {
        if (result.reason === 'wait') return detail(c, 429, refusal('waitForCode', { minutes: result.waitMinutes }));
        const errors: FieldErrors =
          result.reason === 'registered' ? { phone_number: [ACCOUNT_EXISTS] } : { userotp: [INVALID_CODE] };
        return c.json(errors, 400);
      }
      await auditStaff(ctx, c.var.user, 'staff.add', result.user, { after: { role: request.role ?? 'owner', phone_number: result.user.phone_number } });
      return c.json({ message: USER_MESSAGES.adminCreated, user: result.user }, 201);
    });
}
