import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, latestCode, signedUpCustomer } from '../support/account-client';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { signedInAdmin } from '../support/user-fixtures';

/**
 * docs/rules/accounts.md#sessions: logout, a password change or reset, and deletion end sessions on the next request,
 * access token included (it is signed for 5 hours, so each request looks its session up). The single-server cases are
 * in tests/server/account-*.test.ts (sign-up, tokens, refresh), account-otp-*.test.ts and users-delete.test.ts; here
 * the session ends on one server and the very next request, to a route of each kind, goes to another server on the same
 * database, where no memory of the first could help.
 */
let t: TestDatabase;
let one: ApiClient;
let two: ApiClient;
let first: ReturnType<typeof makeTestApp>['app'];

beforeAll(async () => {
  t = await openTestDatabase();
  first = makeTestApp(t.db, t.env).app;
  one = apiClient(first);
  two = apiClient(makeTestApp(t.db, t.env).app);
});
afterAll(async () => {
  await t.destroy();
});

const CUSTOMER_READS = ['/account/user-profile/', '/cart/cart/', '/orders/', '/meal/favorite-meal/'];
const ADMIN_READS = ['/account/user-profile/', '/account/users/', '/orders/counts/', '/dashboard/'];

/** Every read answers 401 with the expired-session message, on the second server; the refresh token is dead too. */
async function expectEnded(access: string, refresh: string, paths: string[]) {
  for (const path of paths) {
    expect(await two.get(path, { token: access }), path).toMatchObject({
      status: 401,
      body: { detail: 'Your session has expired. Please log in again.' },
    });
  }
  expect((await two.post('/account/validate-token/', { access })).status).toBe(401);
  expect((await two.post('/account/refresh-token/', { refresh })).status).toBe(401);
}

async function expectLive(access: string, paths: string[]) {
  for (const path of paths) expect((await two.get(path, { token: access })).status, path).toBe(200);
}

describe('a session ended on one server is over on the next request to another', () => {
  it('by logout', async () => {
    const customer = await signedUpCustomer(one, t.db);
    await expectLive(customer.access, CUSTOMER_READS);
    expect((await one.post('/account/logout/', { refresh: customer.refresh }, { token: customer.access })).status).toBe(200);
    await expectEnded(customer.access, customer.refresh, CUSTOMER_READS);
  });

  it('by a password change, for every other device', async () => {
    const customer = await signedUpCustomer(one, t.db);
    const phone = await one.post('/account/login/', { phone_number: customer.phoneNumber, password: customer.password });
    const other = { access: String(phone.body.access_token), refresh: String(phone.body.refresh_token) };
    await expectLive(other.access, CUSTOMER_READS);
    const changed = await one.post(
      '/account/change-password/',
      { password: customer.password, new_password: 'Other@456', confirm_password: 'Other@456' },
      { token: customer.access },
    );
    expect(changed.status).toBe(200);
    await expectEnded(other.access, other.refresh, CUSTOMER_READS);
    await expectEnded(customer.access, customer.refresh, CUSTOMER_READS);
    await expectLive(String(changed.body.access_token), CUSTOMER_READS);
  });

  it('by a password reset with a texted code', async () => {
    const customer = await signedUpCustomer(one, t.db);
    expect((await one.post('/account/forgot-password/', { phone_number: customer.phoneNumber })).status).toBe(200);
    const reset = await one.post('/account/reset-password/', {
      phone_number: customer.phoneNumber,
      userotp: await latestCode(t.db, customer.phoneNumber),
      new_password: 'Reset@456',
      confirm_password: 'Reset@456',
    });
    expect(reset.status).toBe(200);
    await expectEnded(customer.access, customer.refresh, CUSTOMER_READS);
  });

  it("by an admin deleting a customer's account", async () => {
    const admin = await signedInAdmin(first, t.db);
    const customer = await signedUpCustomer(one, t.db);
    await expectLive(customer.access, CUSTOMER_READS);
    expect((await one.call('DELETE', `/account/${customer.user.id}/delete/`, undefined, { token: admin.access })).status).toBe(
      200,
    );
    await expectEnded(customer.access, customer.refresh, CUSTOMER_READS);
  });

  it("by an admin deleting another admin's account: the deleted admin's admin routes close", async () => {
    const admin = await signedInAdmin(first, t.db, 'Staying Admin');
    const leaving = await signedInAdmin(first, t.db, 'Leaving Admin');
    await expectLive(leaving.access, ADMIN_READS);
    expect((await one.call('DELETE', `/account/${leaving.id}/delete/`, undefined, { token: admin.access })).status).toBe(200);
    await expectEnded(leaving.access, leaving.refresh, ADMIN_READS);
    await expectLive(admin.access, ADMIN_READS);
  });
});

describe('deleting your own account (docs/rules/roles.md#permissions: admins delete users, never themselves)', () => {
  it('is refused to a customer with 403 and to an admin with 409; both stay signed in', async () => {
    const customer = await signedUpCustomer(one, t.db);
    expect(
      await one.call('DELETE', `/account/${customer.user.id}/delete/`, undefined, { token: customer.access }),
    ).toMatchObject({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    await expectLive(customer.access, CUSTOMER_READS);

    const admin = await signedInAdmin(first, t.db, 'Self Admin');
    const self = await one.call('DELETE', `/account/${admin.id}/delete/`, undefined, { token: admin.access });
    expect(self.status).toBe(409);
    expect(self.body.detail).toEqual(expect.any(String));
    await expectLive(admin.access, ADMIN_READS);
  });
});
