import { describe, expect, it } from 'vitest';
import { sessionResponse, verifyResponse } from '../../contract/account';
import { createAdminResponse } from '../../contract/users';
import { findUserByPhone } from '../../server/db/repositories/users';
import { INVALID_CODE, freshNumber, latestCode, signedUpCustomer, signupBody, wrongCodeFor } from './support/account-client';
import { admin, api, t, useAccountOtpWorld } from './support/account-otp-world';

// The spec's POST /account/otp_validation/ and POST /account/verify/, as docs/rules/accounts.md#sign-up words them.

useAccountOtpWorld({ firstAdmin: true });

const codeFor = async (phoneNumber: string, otp_type: 'customer' | 'admin', token?: string) => {
  expect((await api.post('/account/send-otp/', { phone_number: phoneNumber, otp_type }, { token })).status).toBe(200);
  return latestCode(t.db, phoneNumber);
};
const validate = (body: unknown, token?: string) => api.post('/account/otp_validation/', body, { token });

describe('POST /account/otp_validation/', () => {
  it('signs a customer up with the texted code, as sign-up does, with or without account_type', async () => {
    for (const extra of [{ account_type: 'customer' }, {}]) {
      const phone = freshNumber();
      const answer = await validate(signupBody(phone, await codeFor(phone, 'customer'), extra));
      expect(answer.status).toBe(201);
      expect(sessionResponse.parse(answer.body)).toMatchObject({
        is_admin: false,
        message: 'Account created successfully',
        user: { phone_number: phone },
      });
      expect(await findUserByPhone(t.db, phone)).toBeDefined();
    }
  });

  it("refuses a wrong code with sign-up's own message, and creates nobody", async () => {
    const phone = freshNumber();
    const code = await codeFor(phone, 'customer');
    expect(await validate(signupBody(phone, wrongCodeFor(code), { account_type: 'customer' }))).toMatchObject(
      INVALID_CODE,
    );
    expect(await findUserByPhone(t.db, phone)).toBeUndefined();
  });

  it('adds an admin only for an admin, who stays signed in as themselves', async () => {
    const phone = freshNumber();
    const body = signupBody(phone, await codeFor(phone, 'admin', admin.access), { account_type: 'admin' });
    expect((await validate(body)).status).toBe(401);
    const customer = await signedUpCustomer(api, t.db);
    expect((await validate(body, customer.access)).status).toBe(403);
    const added = await validate(body, admin.access);
    expect(added.status).toBe(201);
    expect(createAdminResponse.parse(added.body).user).toMatchObject({ phone_number: phone, is_admin: true });
    expect(added.body).not.toHaveProperty('access_token');
  });

  // A body that is no JSON at all is refused before any route, this one too (http.test.ts).
  it('answers a body that is no object with a 400', async () => {
    const list = await validate([1, 2]);
    expect(list.status).toBe(400);
  });
});

describe('POST /account/verify/', () => {
  it('confirms the signed-in account, customer or admin', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const mine = await api.post('/account/verify/', undefined, { token: customer.access });
    expect(mine.status).toBe(200);
    expect(verifyResponse.parse(mine.body)).toEqual({ message: 'Account verified', is_admin: false });
    expect((await api.post('/account/verify/', undefined, { token: admin.access })).body).toEqual({
      message: 'Account verified',
      is_admin: true,
    });
  });

  it('answers 401 without a valid bearer token', async () => {
    expect((await api.post('/account/verify/')).status).toBe(401);
    expect((await api.post('/account/verify/', undefined, { token: 'not-a-token' })).status).toBe(401);
  });
});
