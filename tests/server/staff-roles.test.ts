import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../../contract/permissions';
import { findUserByPhone } from '../../server/db/repositories/users';
import { apiClient, freshNumber, latestCode, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { signedInStaff } from './support/staff-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Staff roles (docs/rules/roles.md#staff-roles): added with a role, changed by the owner, never leaving the restaurant
 * without one.
 */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env));
  owner = await signedInStaff(app, t.db, 'owner', 'Only Owner');
});
afterAll(async () => {
  await t.destroy();
});

const setRole = (id: number, role: string, token = owner.access) =>
  send(app, 'PUT', `/account/users/${id}/role/`, { token, json: { role } });

describe('roles', () => {
  it('adds a member of staff with the role the owner picks, by a code texted to their number', async () => {
    const api = apiClient(app, { address: '198.51.100.7' });
    const phone = freshNumber();
    expect((await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'admin' }, { token: owner.access })).status).toBe(200);
    const strong = 'Strong@123';
    const body = { name: 'Hari Cook', phone_number: phone, password: strong, confirm_password: strong, userotp: await latestCode(t.db, phone), role: 'kitchen' };
    // A role that is none is the caller's mistake, named, and creates nobody.
    const refused = await api.post('/account/users/', { ...body, role: 'chef' }, { token: owner.access });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toContain('role');
    expect(await findUserByPhone(t.db, phone)).toBeUndefined();
    expect((await api.post('/account/users/', body, { token: owner.access })).status).toBe(201);
    const created = await findUserByPhone(t.db, phone);
    expect(created?.staff_role).toBe('kitchen');
    // The owner's pick is in the audit trail: who added whom, as what.
    const added = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.add').where('subject', 'like', `User #${created?.id} %`).execute();
    expect(added).toEqual([expect.objectContaining({ actor_id: owner.id, kind: 'staff', after_json: JSON.stringify({ role: 'kitchen', phone_number: phone }) })]);
    const login = await api.post('/account/login/', { phone_number: phone, password: strong });
    const role = await send(app, 'GET', '/account/role/', { token: String(login.body.access_token) });
    expect(role.body).toMatchObject({ role: 'kitchen', permissions: expect.arrayContaining(['orders.move', 'soldout.set']) });
    expect(role.body.permissions).not.toContain('staff.manage');
  });

  it('refuses a role that is not one, and a role for a customer', async () => {
    const kitchen = await signedInStaff(app, t.db, 'kitchen');
    expect((await setRole(kitchen.id, 'chef')).status).toBe(400);
    const customer = await signedUpCustomer(apiClient(app), t.db);
    expect(await setRole(customer.user.id, 'manager')).toMatchObject({ status: 409, body: { detail: ROLE_MESSAGES.notStaff } });
    expect((await send(app, 'GET', '/account/role/', { token: customer.access })).body).toEqual({ role: null, permissions: [] });
  });

  it('takes rights away at the very next request when the owner demotes someone', async () => {
    const manager = await signedInStaff(app, t.db, 'manager');
    expect((await send(app, 'GET', '/dashboard/', { token: manager.access })).status).toBe(200);
    expect((await setRole(manager.id, 'counter')).status).toBe(200);
    // The same access token, not refreshed: the role is read from the row on every request.
    expect((await send(app, 'GET', '/dashboard/', { token: manager.access })).status).toBe(403);
    expect((await send(app, 'GET', '/orders/counts/', { token: manager.access })).status).toBe(200);
  });

  it('never demotes or deletes the last owner, and names why', async () => {
    expect(await setRole(owner.id, 'manager')).toMatchObject({ status: 409, body: { detail: ROLE_MESSAGES.lastOwner } });
    const second = await signedInStaff(app, t.db, 'owner', 'Second Owner');
    expect(await send(app, 'DELETE', `/account/${owner.id}/delete/`, { token: second.access })).toMatchObject({
      status: 200,
    });
    // Now the second owner is the last: they can be neither demoted nor deleted by anyone left.
    expect(await setRole(second.id, 'kitchen', second.access)).toMatchObject({ status: 409, body: { detail: ROLE_MESSAGES.lastOwner } });
    const manager = await signedInStaff(app, t.db, 'owner', 'Third Owner');
    expect((await setRole(manager.id, 'manager', second.access)).status).toBe(200);
    expect(await send(app, 'DELETE', `/account/${second.id}/delete/`, { token: manager.access })).toMatchObject({ status: 403 });
    const other = await signedInStaff(app, t.db, 'owner', 'Fourth Owner');
    expect((await setRole(other.id, 'counter', second.access)).status).toBe(200);
    expect(await send(app, 'DELETE', `/account/${second.id}/delete/`, { token: other.access })).toMatchObject({ status: 403 });
    expect((await send(app, 'GET', '/account/staff/', { token: second.access })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: second.id, role: 'owner' })]),
    );
  });
});
