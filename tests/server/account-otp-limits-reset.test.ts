import { apiClient, freshNumber, fromAddress, latestCode, signedUpCustomer } from './support/account-client';
import { makeTestApp } from './support/test-app';
import { t, clock, api, sendCode, wrongCodeFor, resetBody, INVALID_CODE, useAccountOtpWorld } from './support/account-otp-world';
import { describe, expect, it } from 'vitest';

useAccountOtpWorld();

// How many codes go out, and resetting a forgotten password with one.

const textsTo = async (phone: string) =>
  (await t.db.selectFrom('sms_outbox').select('id').where('to_number', '=', phone).execute()).length;

describe('send limits', () => {
  it('allow 5 sends an hour per number; beyond, from any address, the newest code is kept usable instead', async () => {
    const phone = freshNumber();
    for (let send = 1; send <= 5; send += 1) expect((await sendCode(phone)).status).toBe(200);
    const alreadySent = {
      status: 200,
      body: { message: `A code was already sent to ${phone}. Please use the latest one.` },
    };
    expect(await api.post('/account/resend-otp/', { phone_number: phone, otp_type: 'customer' })).toMatchObject(
      alreadySent,
    );
    // The number is limited wherever the request comes from.
    const elsewhere = await api.post(
      '/account/send-otp/',
      { phone_number: phone, otp_type: 'customer' },
      { address: '192.0.2.99' },
    );
    expect(elsewhere).toMatchObject(alreadySent);
    expect(await textsTo(phone)).toBe(5);
    clock.advance(3_600_001);
    expect(await sendCode(phone)).toMatchObject({
      status: 200,
      body: { message: `OTP sent successfully to ${phone}` },
    });
    expect(await textsTo(phone)).toBe(6);
  });

  it('allow 20 sends an hour per client address, then 429', async () => {
    for (let send = 1; send <= 20; send += 1) expect((await sendCode(freshNumber())).status).toBe(200);
    expect(await sendCode(freshNumber())).toMatchObject({
      status: 429,
      body: { detail: 'Too many codes requested. Please try again later.' },
    });
    // Another address is not affected.
    const elsewhere = await api.post(
      '/account/send-otp/',
      { phone_number: freshNumber(), otp_type: 'customer' },
      { address: '192.0.2.77' },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('count per client behind TRUST_PROXY_HOPS proxies, and ignore X-Forwarded-For without them', async () => {
    const sendVia = (app: ReturnType<typeof makeTestApp>['app'], forwardedFor: string) =>
      app.request(
        '/api/account/send-otp/',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
          body: JSON.stringify({ phone_number: freshNumber(), otp_type: 'customer' }),
        },
        fromAddress('10.0.0.9'),
      );
    // One proxy: everybody's socket address is the proxy's, the client is the entry the proxy appended (the last);
    // what the client wrote before it cannot move it to another bucket.
    const proxied = makeTestApp(t.db, { ...t.env, trustProxyHops: 1 }, { clock: clock.now }).app;
    for (let send = 1; send <= 20; send += 1) {
      expect((await sendVia(proxied, `203.0.113.${send}, 192.0.2.201`)).status).toBe(200);
    }
    expect((await sendVia(proxied, '203.0.113.99, 192.0.2.201')).status).toBe(429);
    expect((await sendVia(proxied, '192.0.2.202')).status).toBe(200);
    // No proxy configured: the header is anyone's to write, so made-up addresses don't escape the socket's limit.
    const direct = makeTestApp(t.db, t.env, { clock: clock.now }).app;
    for (let send = 1; send <= 21; send += 1) {
      expect((await sendVia(direct, `192.0.2.${send + 100}`)).status).toBe(send === 21 ? 429 : 200);
    }
  });

  it('keep their counts in the database, shared by every instance', async () => {
    const phone = freshNumber();
    const other = makeTestApp(t.db, t.env, { clock: clock.now });
    const otherApi = apiClient(other.app, { address: '192.0.2.50' });
    for (let send = 1; send <= 3; send += 1) expect((await sendCode(phone)).status).toBe(200);
    for (let send = 1; send <= 2; send += 1) {
      expect((await otherApi.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(
        200,
      );
    }
    expect(await otherApi.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).toMatchObject({
      status: 200,
      body: { message: `A code was already sent to ${phone}. Please use the latest one.` },
    });
    expect(await textsTo(phone)).toBe(5);
  });
});

describe('forgot and reset password', () => {
  it('answer the same for an unknown number and text only registered ones', async () => {
    const { phoneNumber } = await signedUpCustomer(api, t.db);
    const unknown = freshNumber();
    const known = await api.post('/account/forgot-password/', { phone_number: phoneNumber });
    const stranger = await api.post('/account/forgot-password/', { phone_number: unknown });
    expect(known).toMatchObject({ status: 200, body: { message: `OTP sent successfully to ${phoneNumber}` } });
    expect(stranger).toMatchObject({ status: 200, body: { message: `OTP sent successfully to ${unknown}` } });
    expect(await t.db.selectFrom('sms_outbox').selectAll().where('to_number', '=', unknown).execute()).toEqual([]);
  });

  it('validate the number with the screen message', async () => {
    expect(await api.post('/account/forgot-password/', { phone_number: '98' })).toMatchObject({
      status: 400,
      body: { phone_number: ['Please enter a valid 10-digit phone number.'] },
    });
  });

  it('set a new password with the code, end every session and refuse the old password', async () => {
    const customer = await signedUpCustomer(api, t.db);
    await api.post('/account/forgot-password/', { phone_number: customer.phoneNumber });
    const code = await latestCode(t.db, customer.phoneNumber);
    expect(await api.post('/account/reset-password/', resetBody(customer.phoneNumber, code))).toMatchObject({
      status: 200,
      body: { message: 'Password reset successfully!' },
    });
    expect((await api.get('/account/user-profile/', { token: customer.access })).status).toBe(401);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
    expect(
      (await api.post('/account/login/', { phone_number: customer.phoneNumber, password: customer.password })).status,
    ).toBe(401);
    expect(
      (await api.post('/account/login/', { phone_number: customer.phoneNumber, password: 'New@4567' })).status,
    ).toBe(200);
  });

  it('refuse a wrong code and mismatched passwords', async () => {
    const customer = await signedUpCustomer(api, t.db);
    await api.post('/account/forgot-password/', { phone_number: customer.phoneNumber });
    const code = await latestCode(t.db, customer.phoneNumber);
    expect(
      await api.post('/account/reset-password/', resetBody(customer.phoneNumber, wrongCodeFor(code))),
    ).toMatchObject(INVALID_CODE);
    expect(
      await api.post('/account/reset-password/', {
        ...resetBody(customer.phoneNumber, code),
        confirm_password: 'Other@123',
      }),
    ).toMatchObject({ status: 400, body: { confirm_password: ['Passwords must match'] } });
  });
});
