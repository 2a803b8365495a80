import { PASSWORD, freshNumber, latestCode, signedUpCustomer } from './support/account-client';
import * as world from './support/multi-instance-world';
import { describe, expect, it } from 'vitest';

world.useMultiInstanceWorld();

// Two instances share one-time codes and rate limits.

describe('two instances on one database share one-time codes', () => {
  it('accept on one a code sent through the other, once', async () => {
    const phone = freshNumber();
    expect(
      (await world.one.api().post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status,
    ).toBe(200);
    const code = await latestCode(world.t.db, phone);
    expect((await world.two.api().post('/account/signup/', world.signupBody(phone, code))).status).toBe(201);
    // The account made on the second is the one the first logs in to.
    expect((await world.one.api().post('/account/login/', { phone_number: phone, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('count wrong tries on both: 3 on one and 2 on the other kill the code', async () => {
    const phone = freshNumber();
    await world.one.api().post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const code = await latestCode(world.t.db, phone);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(
        await world.one.api().post('/account/signup/', world.signupBody(phone, world.wrongCodeFor(code))),
      ).toMatchObject(world.INVALID_CODE);
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(
        await world.two.api().post('/account/signup/', world.signupBody(phone, world.wrongCodeFor(code))),
      ).toMatchObject(world.INVALID_CODE);
    }
    expect(await world.one.api().post('/account/signup/', world.signupBody(phone, code))).toMatchObject(
      world.INVALID_CODE,
    );
    expect(await world.two.api().post('/account/signup/', world.signupBody(phone, code))).toMatchObject(
      world.INVALID_CODE,
    );
  });

  it('let a code survive 2 wrong tries on each (4 in all)', async () => {
    const phone = freshNumber();
    await world.two.api().post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const code = await latestCode(world.t.db, phone);
    for (const side of [world.one, world.two, world.one, world.two]) {
      expect(
        (await side.api().post('/account/signup/', world.signupBody(phone, world.wrongCodeFor(code)))).status,
      ).toBe(400);
    }
    expect((await world.one.api().post('/account/signup/', world.signupBody(phone, code))).status).toBe(201);
  });
});

describe('two instances on one database share rate limits', () => {
  const sendTo = (side: typeof world.one, phone: string, address = world.freshAddress()) =>
    side.api(address).post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });

  it('allow 5 codes an hour to a number across both: 3 on one, 2 on the other, then neither sends', async () => {
    const phone = freshNumber();
    const texts = async () =>
      (await world.t.db.selectFrom('sms_outbox').select('id').where('to_number', '=', phone).execute()).length;
    for (const side of [world.one, world.one, world.one, world.two, world.two])
      expect((await sendTo(side, phone)).status).toBe(200);
    // Beyond, the newest code is kept usable instead of texting another (README, "Codes and logins").
    const alreadySent = {
      status: 200,
      body: { message: `A code was already sent to ${phone}. Please use the latest one.` },
    };
    expect(await sendTo(world.one, phone)).toMatchObject(alreadySent);
    expect(await sendTo(world.two, phone)).toMatchObject(alreadySent);
    expect(await texts()).toBe(5);
    world.clock.advance(60 * 60 * 1000 + 1);
    expect(await sendTo(world.two, phone)).toMatchObject({
      status: 200,
      body: { message: `OTP sent successfully to ${phone}` },
    });
    expect(await texts()).toBe(6);
  });

  it('allow 20 codes an hour from an address across both', async () => {
    const address = world.freshAddress();
    for (let sent = 1; sent <= 20; sent += 1) {
      expect((await sendTo(sent % 2 === 0 ? world.one : world.two, freshNumber(), address)).status).toBe(200);
    }
    expect((await sendTo(world.one, freshNumber(), address)).status).toBe(429);
    expect((await sendTo(world.two, freshNumber(), address)).status).toBe(429);
  });

  it('slow a client down after 5 failed logins on either and refuse it after 20 on either', async () => {
    const customer = await signedUpCustomer(world.one.api(), world.t.db);
    // One client guessing through both instances (docs/rules/robustness.md#limits: the hard limit is a client's, per
    // number).
    const guesser = world.freshAddress();
    const fail = (side: typeof world.one) =>
      side.api(guesser).post('/account/login/', { phone_number: customer.phoneNumber, password: 'Wrong@123' });
    world.one.sleeps.length = 0;
    world.two.sleeps.length = 0;
    for (const side of [world.one, world.one, world.one, world.two, world.two])
      expect((await fail(side)).status).toBe(401);
    expect([...world.one.sleeps, ...world.two.sleeps]).toEqual([]);
    // The sixth failure, on the instance that has seen only two, is slowed.
    expect((await fail(world.two)).status).toBe(401);
    expect(world.two.sleeps).toEqual([1000]);
    for (let failure = 7; failure <= 20; failure += 1)
      expect((await fail(failure % 2 ? world.one : world.two)).status).toBe(401);
    expect(world.one.sleeps.length + world.two.sleeps.length).toBe(15);
    for (const side of [world.one, world.two]) {
      expect(
        await side.api(guesser).post('/account/login/', { phone_number: customer.phoneNumber, password: PASSWORD }),
      ).toMatchObject({ status: 429, body: { detail: 'Too many failed logins. Please try again later.' } });
    }
    // The owner, from elsewhere, still gets in.
    expect(
      (await world.two.api().post('/account/login/', { phone_number: customer.phoneNumber, password: PASSWORD }))
        .status,
    ).toBe(200);
  });
});
