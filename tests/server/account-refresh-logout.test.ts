import { signedUpCustomer } from './support/account-client';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/sessions';
import { t, clock, api, login, profileWith, useAccountSessionWorld } from './support/account-session-world';
import { describe, expect, it } from 'vitest';

useAccountSessionWorld();

// Refreshing, ending and re-keying a session.

describe('POST /account/refresh-token/', () => {
  it('rotates: a new pair, and the old refresh token is dead', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const refreshed = await api.post('/account/refresh-token/', { refresh: customer.refresh });
    expect(refreshed).toMatchObject({
      status: 200,
      body: {
        access: expect.any(String),
        refresh: expect.any(String),
        is_admin: false,
        user: { id: customer.user.id },
      },
    });
    expect(refreshed.body.refresh).not.toBe(customer.refresh);
    expect((await profileWith(String(refreshed.body.access))).status).toBe(200);
    const again = await api.post('/account/refresh-token/', { refresh: String(refreshed.body.refresh) });
    expect(again.status).toBe(200);
  });

  it('treats reuse of a rotated token as theft and ends the session', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const thief = await api.post('/account/refresh-token/', { refresh: customer.refresh });
    const thiefAccess = String(thief.body.access);
    const thiefRefresh = String(thief.body.refresh);
    expect((await profileWith(thiefAccess)).status).toBe(200);

    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect(await api.post('/account/refresh-token/', { refresh: customer.refresh })).toMatchObject({
      status: 401,
      body: { detail: 'Your session has expired. Please log in again.' },
    });
    expect((await profileWith(thiefAccess)).status).toBe(401);
    expect((await api.post('/account/refresh-token/', { refresh: thiefRefresh })).status).toBe(401);
  });

  it('gives a second tab that refreshes at the same moment the very pair the first got, not a session of its own (docs/rules/robustness.md#sessions)', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const sessionsBefore = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    const [first, second] = await Promise.all([
      api.post('/account/refresh-token/', { refresh: customer.refresh }),
      api.post('/account/refresh-token/', { refresh: customer.refresh }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1);
    const third = await api.post('/account/refresh-token/', { refresh: customer.refresh });
    expect(third.body).toEqual(first.body);
    expect((await profileWith(String(first.body.access))).status).toBe(200);
    // One successor session, whichever request won the race.
    const sessionsAfter = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(sessionsAfter.length).toBe(sessionsBefore.length + 1);
    // The pair is kept sealed, and only for the grace window.
    const kept = await t.db
      .selectFrom('sessions')
      .select('successor_tokens')
      .where('successor_tokens', 'is not', null)
      .execute();
    for (const row of kept) expect(row.successor_tokens).not.toContain(String(first.body.refresh));
    clock.advance(2);
    await api.post('/account/refresh-token/', { refresh: 'made-up' });
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', customer.user.id)
        .where('successor_tokens', 'is not', null)
        .execute(),
    ).toEqual([]);
  });

  it('counts the replaced token as stolen once its successor has been used, even within the grace window', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const rotated = await api.post('/account/refresh-token/', { refresh: customer.refresh });
    const onward = await api.post('/account/refresh-token/', { refresh: String(rotated.body.refresh) });
    expect(onward.status).toBe(200);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
    expect((await profileWith(String(onward.body.access))).status).toBe(401);
  });

  it('refuses unknown tokens and keeps other sessions of the user', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const otherDevice = await login(customer.phoneNumber, customer.password);
    expect((await api.post('/account/refresh-token/', { refresh: 'made-up' })).status).toBe(401);
    await api.post('/account/refresh-token/', { refresh: customer.refresh });
    await api.post('/account/refresh-token/', { refresh: customer.refresh });
    expect((await profileWith(String(otherDevice.body.access_token))).status).toBe(200);
  });

  it('refuses a refresh token after a week', async () => {
    const customer = await signedUpCustomer(api, t.db);
    clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
  });
});

describe('POST /account/logout/', () => {
  it('ends the session on the next request, and the refresh token given', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await api.post('/account/logout/', { refresh: customer.refresh }, { token: customer.access })).toMatchObject(
      { status: 200, body: { message: 'Logout successfully...' } },
    );
    expect((await profileWith(customer.access)).status).toBe(401);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
  });

  it('works without a body and leaves other devices signed in', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const otherDevice = await login(customer.phoneNumber, customer.password);
    expect((await api.post('/account/logout/', undefined, { token: customer.access })).status).toBe(200);
    expect((await profileWith(customer.access)).status).toBe(401);
    expect((await profileWith(String(otherDevice.body.access_token))).status).toBe(200);
  });

  it('does not let one user end another user session with their refresh token', async () => {
    const alice = await signedUpCustomer(api, t.db);
    const bob = await signedUpCustomer(api, t.db);
    await api.post('/account/logout/', { refresh: bob.refresh }, { token: alice.access });
    expect((await api.post('/account/refresh-token/', { refresh: bob.refresh })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await api.post('/account/logout/', {})).status).toBe(401);
  });
});

describe('POST /account/change-password/', () => {
  const change = (token: string, password: string, next = 'Next@789', confirm = next) =>
    api.post('/account/change-password/', { password, new_password: next, confirm_password: confirm }, { token });

  it('ends every other session and gives this device new tokens', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const otherDevice = await login(customer.phoneNumber, customer.password);
    const response = await change(customer.access, customer.password);
    expect(response).toMatchObject({
      status: 200,
      body: {
        message: 'Password changed successfully!',
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      },
    });
    expect((await profileWith(String(otherDevice.body.access_token))).status).toBe(401);
    expect((await profileWith(customer.access)).status).toBe(401);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
    expect((await profileWith(String(response.body.access_token))).status).toBe(200);
    expect((await login(customer.phoneNumber, customer.password)).status).toBe(401);
    expect((await login(customer.phoneNumber, 'Next@789')).status).toBe(200);
  });

  it('refuses a wrong current password and mismatched confirmation', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await change(customer.access, 'Wrong@123')).toMatchObject({
      status: 400,
      body: { password: ['Current password is incorrect.'] },
    });
    expect(await change(customer.access, customer.password, 'Next@789', 'Other@789')).toMatchObject({
      status: 400,
      body: { confirm_password: ['Passwords must match'] },
    });
    expect((await profileWith(customer.access)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect(
      (await api.post('/account/change-password/', { password: 'a', new_password: 'b', confirm_password: 'b' })).status,
    ).toBe(401);
  });
});
