import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { now } from '../../server/db/database';
import { insertUser } from '../../server/db/repositories/users';
import { requireAdmin, requireUser } from '../../server/http/auth';
import type { AccountContext } from '../../server/services/account-context';
import { hashPassword } from '../../server/services/passwords';
import {
  type ApiClient,
  PASSWORD,
  apiClient,
  freshNumber,
  latestCode,
  manualClock,
  signedUpCustomer,
} from './support/account-client';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/sessions';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let t: TestDatabase;
let clock: ReturnType<typeof manualClock>;
let built: ReturnType<typeof makeTestApp>;
let api: ApiClient;
const sleeps: number[] = [];
let addresses = 0;

beforeAll(async () => {
  t = await openTestDatabase();
  clock = manualClock();
  built = makeTestApp(t.db, t.env, {
    clock: clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(() => {
  sleeps.length = 0;
  api = apiClient(built.app, { address: `198.51.100.${(addresses += 1)}` });
});

const login = (phone_number: string, password: string) => api.post('/account/login/', { phone_number, password });
const profileWith = (token: string) => api.get('/account/user-profile/', { token });

async function anAdmin() {
  const phone = freshNumber();
  await insertUser(t.db, {
    name: 'Boss',
    phone_number: phone,
    password_hash: await hashPassword(PASSWORD),
    is_admin: 1,
    created_at: now(),
  });
  const response = await login(phone, PASSWORD);
  return { phone, access: String(response.body.access_token) };
}

describe('POST /account/signup/', () => {
  it('creates a customer and answers 201 with a session', async () => {
    const phone = freshNumber();
    await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const response = await api.post('/account/signup/', {
      name: '  Sita Gurung ',
      phone_number: phone,
      password: PASSWORD,
      confirm_password: PASSWORD,
      userotp: await latestCode(t.db, phone),
      account_type: 'customer',
    });
    expect(response).toMatchObject({
      status: 201,
      body: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        is_admin: false,
        message: 'Account created successfully',
        user: { name: 'Sita Gurung', phone_number: phone, profile_picture: null, is_admin: false },
      },
    });
    const [row] = await t.db.selectFrom('users').selectAll().where('phone_number', '=', phone).execute();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('never makes an admin, whatever account_type says', async () => {
    const phone = freshNumber();
    await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const response = await api.post('/account/signup/', {
      name: 'Sneaky',
      phone_number: phone,
      password: PASSWORD,
      confirm_password: PASSWORD,
      userotp: await latestCode(t.db, phone),
      account_type: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.body.is_admin).toBe(false);
    const [row] = await t.db.selectFrom('users').select('is_admin').where('phone_number', '=', phone).execute();
    expect(row?.is_admin).toBe(0);
  });

  it('refuses a registered number even with a code', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const response = await api.post('/account/signup/', {
      name: 'Again',
      phone_number: customer.phoneNumber,
      password: PASSWORD,
      confirm_password: PASSWORD,
      userotp: await latestCode(t.db, customer.phoneNumber),
    });
    expect(response).toMatchObject({
      status: 400,
      body: { phone_number: ['An account with this phone number already exists.'] },
    });
  });

  it('answers field errors with the spec messages', async () => {
    const response = await api.post('/account/signup/', {
      name: 'A',
      phone_number: '123',
      password: 'abc',
      confirm_password: 'abd',
      userotp: '12',
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        name: ['firstname must be at least 2 characters'],
        phone_number: ['contact number must be 10 digits'],
        password: ['password must be more than 6 or 6 character'],
        userotp: ['Enter the 4-digit code'],
      },
    });
  });
});

describe('POST /account/login/', () => {
  it('answers a session, with is_admin for admins', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await login(customer.phoneNumber, customer.password)).toMatchObject({
      status: 200,
      body: { is_admin: false, message: 'Login successful', user: { phone_number: customer.phoneNumber } },
    });
    const admin = await anAdmin();
    expect((await api.post('/account/validate-token/', { access: admin.access })).body).toMatchObject({
      is_admin: true,
    });
  });

  it('answers an unknown number exactly like a wrong password', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const wrong = await login(customer.phoneNumber, 'Wrong@123');
    const unknown = await login(freshNumber(), 'Wrong@123');
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Invalid phone number or password.' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('slows a number down after 5 failures and refuses the client that failed 20 times, for an hour', async () => {
    const customer = await signedUpCustomer(api, t.db);
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    }
    expect(sleeps).toEqual([]);
    expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    expect(sleeps).toEqual([1000]);
    for (let failure = 7; failure <= 20; failure += 1) {
      expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    }
    expect(sleeps).toHaveLength(15);
    // Refused now, even with the right password.
    expect(await login(customer.phoneNumber, customer.password)).toMatchObject({
      status: 429,
      body: { detail: 'Too many failed logins. Please try again later.' },
    });
    clock.advance(3_600_001);
    expect((await login(customer.phoneNumber, customer.password)).status).toBe(200);
  });

  it("lets the owner in while a stranger who guessed the number is refused: the stranger's limit is their own (issue 14)", async () => {
    const customer = await signedUpCustomer(api, t.db);
    const stranger = apiClient(built.app, { address: '203.0.113.66' });
    for (let failure = 1; failure <= 25; failure += 1)
      await stranger.post('/account/login/', { phone_number: customer.phoneNumber, password: 'Wrong@123' });
    expect(
      (await stranger.post('/account/login/', { phone_number: customer.phoneNumber, password: customer.password })).status,
    ).toBe(429);
    // The owner, from their own phone: slowed down by the stranger's failures, never refused.
    sleeps.length = 0;
    expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    expect(sleeps).toEqual([1000]);
    expect((await login(customer.phoneNumber, customer.password)).status).toBe(200);
    // Their success ended the slow-down; the stranger stays refused.
    sleeps.length = 0;
    expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    expect(sleeps).toEqual([]);
    expect(
      (await stranger.post('/account/login/', { phone_number: customer.phoneNumber, password: customer.password })).status,
    ).toBe(429);
  });

  it('refuses a client after 100 failures an hour across numbers (guessing many accounts)', async () => {
    const guesser = apiClient(built.app, { address: '203.0.113.77' });
    for (let failure = 1; failure <= 100; failure += 1)
      expect((await guesser.post('/account/login/', { phone_number: freshNumber(), password: 'Wrong@123' })).status).toBe(401);
    expect((await guesser.post('/account/login/', { phone_number: freshNumber(), password: 'Wrong@123' })).status).toBe(429);
    // Another client is not touched.
    expect((await login(freshNumber(), 'Wrong@123')).status).toBe(401);
  });

  it('counts failures for unknown numbers too', async () => {
    const unknown = freshNumber();
    for (let failure = 1; failure <= 20; failure += 1) expect((await login(unknown, 'Wrong@123')).status).toBe(401);
    expect((await login(unknown, 'Wrong@123')).status).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    const customer = await signedUpCustomer(api, t.db);
    for (let failure = 1; failure <= 5; failure += 1) await login(customer.phoneNumber, 'Wrong@123');
    expect((await login(customer.phoneNumber, customer.password)).status).toBe(200);
    sleeps.length = 0;
    await login(customer.phoneNumber, 'Wrong@123');
    expect(sleeps).toEqual([]);
  });
});

describe('access tokens', () => {
  const forge = async (payload: Record<string, unknown>, key = t.env.jwtSecret, alg: 'HS256' | 'HS512' = 'HS256') =>
    sign(payload, key, alg);
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  it('are HS256 JWTs with sub, sid and typ access, valid 5 hours', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const header = JSON.parse(Buffer.from(customer.access.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(customer.access);
    expect(claims).toMatchObject({ sub: String(customer.user.id), sid: expect.any(Number), typ: 'access' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(5 * 60 * 60);
  });

  it('validate-token answers the user for a good token', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await api.post('/account/validate-token/', { access: customer.access })).toMatchObject({
      status: 200,
      body: { is_admin: false, user: { id: customer.user.id, phone_number: customer.phoneNumber } },
    });
  });

  it('refuse alg none, a wrong key, a tampered payload, another algorithm, an expired token and a refresh token', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const claims = claimsOf(customer.access);
    const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const [header, , signature] = customer.access.split('.');
    const other = await signedUpCustomer(api, t.db);

    const bad = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      'wrong key': await forge(claims, 'another-secret-that-is-long-enough-0123456789'),
      tampered: `${header}.${encode({ ...claims, sub: String(other.user.id) })}.${signature}`,
      'HS512 with the right key': await forge(claims, t.env.jwtSecret, 'HS512'),
      'typ refresh': await forge({ ...claims, typ: 'refresh' }),
      'refresh token': customer.refresh,
      garbage: 'not.a.token',
    };
    for (const [what, token] of Object.entries(bad)) {
      expect((await profileWith(token)).status, what).toBe(401);
      expect((await api.post('/account/validate-token/', { access: token })).status, what).toBe(401);
    }
    expect((await profileWith(customer.access)).status).toBe(200);
    clock.advance(5 * 60 * 60 * 1000);
    expect(await profileWith(customer.access)).toMatchObject({
      status: 401,
      body: { detail: 'Your session has expired. Please log in again.' },
    });
    expect((await api.post('/account/validate-token/', { access: customer.access })).status).toBe(401);
  });

  it('die with their user', async () => {
    const customer = await signedUpCustomer(api, t.db);
    await t.db.deleteFrom('users').where('id', '=', customer.user.id).execute();
    expect((await profileWith(customer.access)).status).toBe(401);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
  });

  it('are required: no header gives 401 credentials not provided', async () => {
    expect(await api.get('/account/user-profile/')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });
});

describe('requireUser and requireAdmin', () => {
  const guarded = () => {
    const ctx: AccountContext = {
      db: t.db,
      secret: t.env.jwtSecret,
      dataDir: t.dataDir,
      clock: clock.now,
      sms: { sendSms: async () => {} },
      sleep: async () => {},
    };
    return new Hono()
      .get('/mine', requireUser(ctx), (c) => c.json({ id: c.var.user.id }))
      .get('/admin', requireAdmin(ctx), (c) => c.json({ id: c.var.user.id }));
  };
  const get = (path: string, token?: string) =>
    guarded().request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('let a customer through requireUser and stop them at requireAdmin', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await (await get('/mine', customer.access)).json()).toEqual({ id: customer.user.id });
    const refused = await get('/admin', customer.access);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('let an admin through requireAdmin', async () => {
    const admin = await anAdmin();
    expect((await get('/admin', admin.access)).status).toBe(200);
  });

  it('answer 401 without a token', async () => {
    const response = await get('/admin');
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

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

  it('gives a second tab that refreshes at the same moment the very pair the first got, not a session of its own (issue 14)', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const sessionsBefore = await t.db.selectFrom('sessions').select('id').where('user_id', '=', customer.user.id).execute();
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
    const sessionsAfter = await t.db.selectFrom('sessions').select('id').where('user_id', '=', customer.user.id).execute();
    expect(sessionsAfter.length).toBe(sessionsBefore.length + 1);
    // The pair is kept sealed, and only for the grace window.
    const kept = await t.db.selectFrom('sessions').select('successor_tokens').where('successor_tokens', 'is not', null).execute();
    for (const row of kept) expect(row.successor_tokens).not.toContain(String(first.body.refresh));
    clock.advance(2);
    await api.post('/account/refresh-token/', { refresh: 'made-up' });
    expect(
      await t.db.selectFrom('sessions').select('id').where('user_id', '=', customer.user.id).where('successor_tokens', 'is not', null).execute(),
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
