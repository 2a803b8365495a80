import { PASSWORD, apiClient, freshNumber, latestCode, signedUpCustomer, signUp } from './support/account-client';
import { t, clock, built, api, sleeps, login, anAdmin, useAccountSessionWorld } from './support/account-session-world';
import { describe, expect, it } from 'vitest';

useAccountSessionWorld();

// Signing up and logging in: who gets an account and a session, and how guessing is slowed.

describe('POST /account/signup/', () => {
  it('creates a customer and answers 201 with a session', async () => {
    const phone = freshNumber();
    const response = await signUp(api, t.db, phone, { name: '  Sita Gurung ' });
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
    const response = await signUp(api, t.db, phone, { name: 'Sneaky', account_type: 'admin' });
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

  it('slows a client down after 5 failures on a number and refuses it after 20, for an hour', async () => {
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

  it("lets the owner in while a stranger who guessed the number is refused: the stranger's limit is their own (docs/rules/robustness.md#limits)", async () => {
    const customer = await signedUpCustomer(api, t.db);
    const stranger = apiClient(built.app, { address: '203.0.113.66' });
    for (let failure = 1; failure <= 25; failure += 1)
      await stranger.post('/account/login/', { phone_number: customer.phoneNumber, password: 'Wrong@123' });
    expect(
      (await stranger.post('/account/login/', { phone_number: customer.phoneNumber, password: customer.password }))
        .status,
    ).toBe(429);
    // The owner, from their own phone: neither slowed down by the stranger's failures (the slow-down is the guessing
    // address's) nor refused; the stranger stays refused.
    sleeps.length = 0;
    expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    expect((await login(customer.phoneNumber, customer.password)).status).toBe(200);
    expect((await login(customer.phoneNumber, 'Wrong@123')).status).toBe(401);
    expect(sleeps).toEqual([]);
    expect(
      (await stranger.post('/account/login/', { phone_number: customer.phoneNumber, password: customer.password }))
        .status,
    ).toBe(429);
  });

  it('refuses a client after 100 failures an hour across numbers (guessing many accounts)', async () => {
    const guesser = apiClient(built.app, { address: '203.0.113.77' });
    for (let failure = 1; failure <= 100; failure += 1)
      expect(
        (await guesser.post('/account/login/', { phone_number: freshNumber(), password: 'Wrong@123' })).status,
      ).toBe(401);
    expect((await guesser.post('/account/login/', { phone_number: freshNumber(), password: 'Wrong@123' })).status).toBe(
      429,
    );
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
