import { PASSWORD, latestCode, signedUpCustomer, wrongCodeFor } from './support/account-client';
import * as world from './support/multi-instance-world';
import { describe, expect, it } from 'vitest';

world.useMultiInstanceWorld();

// The limits that keep a stranger from locking an owner out add up across two instances sharing one database.

type Side = typeof world.one;
const HOUR = 60 * 60 * 1000;
const sides = (n: number): Side => (n % 2 === 0 ? world.one : world.two);
const textsTo = async (phone: string) =>
  (await world.t.db.selectFrom('sms_outbox').select('text').where('to_number', '=', phone).execute()).map(
    (row) => row.text,
  );

/** A customer signed up on the first instance, whose sign-up code has left the hour's send count. */
async function anOwner() {
  const owner = await signedUpCustomer(world.one.api(), world.t.db);
  world.clock.advance(HOUR + 1);
  return owner;
}

/** The owner sets a new password on the first instance with the newest code texted to their phone. */
async function resetWithLatestCode(address: string, phone: string) {
  return world.one.api(address).post('/account/reset-password/', {
    phone_number: phone,
    userotp: await latestCode(world.t.db, phone),
    new_password: 'Owner@2024',
    confirm_password: 'Owner@2024',
  });
}

describe('two instances on one database keep a stranger from locking the owner out', () => {
  it('count wrong codes on both: 4 addresses alternating get 11 judged, the owner on either still resets', async () => {
    const { phoneNumber: phone } = await anOwner();
    const attackers = Array.from({ length: 4 }, () => world.freshAddress());
    let judged = 0;
    let tries = 0;
    for (const [index, address] of attackers.entries()) {
      for (let guess = 0; guess < (index === 0 ? 7 : 3); guess += 1) {
        const side = sides(guess);
        if (tries === 0) {
          expect((await side.api(address).post('/account/forgot-password/', { phone_number: phone })).status).toBe(200);
          tries = 5;
        }
        const code = await latestCode(world.t.db, phone);
        const answer = await side.api(address).post('/account/reset-password/', {
          phone_number: phone,
          userotp: wrongCodeFor(code),
          new_password: 'Owner@2024',
          confirm_password: 'Owner@2024',
        });
        expect([400, 429]).toContain(answer.status);
        if (answer.status === 400) {
          judged += 1;
          tries -= 1;
        }
      }
    }
    // 5 from the first address, then 2 from each other: as on one instance.
    expect(judged).toBe(11);
    const owner = world.freshAddress();
    expect((await world.two.api(owner).post('/account/forgot-password/', { phone_number: phone })).status).toBe(200);
    expect((await resetWithLatestCode(owner, phone)).status).toBe(200);
  });

  it("keep the newest code usable on either once a stranger has used up the number's sends on both", async () => {
    const { phoneNumber: phone } = await anOwner();
    const attacker = world.freshAddress();
    for (let send = 0; send < 7; send += 1) {
      expect((await sides(send).api(attacker).post('/account/forgot-password/', { phone_number: phone })).status).toBe(
        200,
      );
    }
    const owner = world.freshAddress();
    world.clock.advance(10 * 60 * 1000);
    expect(await world.two.api(owner).post('/account/forgot-password/', { phone_number: phone })).toMatchObject({
      status: 200,
      body: { message: `A code was already sent to ${phone}. Please use the latest one.` },
    });
    expect(await textsTo(phone)).toHaveLength(6);
    expect((await resetWithLatestCode(owner, phone)).status).toBe(200);
  });

  it('count wrong passwords on both: 40 addresses guessing at once get at most 100 judged, the owner signs in, one text', async () => {
    const owner = await anOwner();
    const streams = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const address = world.freshAddress();
        const statuses = [];
        for (let guess = 0; guess < 20; guess += 1) {
          const answer = await sides(n + guess)
            .api(address)
            .post('/account/login/', { phone_number: owner.phoneNumber, password: `Wrong@${n}-${guess}` });
          statuses.push(answer.status);
        }
        return statuses;
      }),
    );
    const statuses = streams.flat();
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    for (const side of [world.one, world.two]) {
      expect(
        (await side.api().post('/account/login/', { phone_number: owner.phoneNumber, password: PASSWORD })).status,
      ).toBe(200);
    }
    expect((await textsTo(owner.phoneNumber)).filter((text) => text.includes('wrong passwords'))).toHaveLength(1);
  }, 120_000);
});
