import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, freshNumber, latestCode, signedUpCustomer } from '../support/account-client';
import { api, built, clock, resetBody, t, wrongCodeFor, useAccountOtpWorld } from '../support/account-otp-world';

useAccountOtpWorld();

/**
 * A stranger who knows a number cannot stop its owner from proving, with the code texted to their phone, that the
 * number is theirs (README, Security, "Codes and logins"). The attacker calls from other addresses than the owner;
 * every test uses addresses of its own, so the per-address counts of one test stay out of the next.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WAIT = /^Too many wrong codes for this number today\. Please wait \d+ minutes? before trying again\.$/;
const alreadySent = (phone: string) => `A code was already sent to ${phone}. Please use the latest one.`;

let test = 0;
/** `count` clients at addresses no other test uses. */
const clients = (count: number) => {
  test += 1;
  return Array.from({ length: count }, (_, n) => apiClient(built.app, { address: `10.${test}.${n}.1` }));
};
const forgot = (client: ApiClient, phone: string) => client.post('/account/forgot-password/', { phone_number: phone });
const reset = (client: ApiClient, phone: string, code: string) =>
  client.post('/account/reset-password/', resetBody(phone, code, 'Owner@2024'));
const texts = async (phone: string) =>
  (await t.db.selectFrom('sms_outbox').select('id').where('to_number', '=', phone).execute()).length;

/** A customer whose sign-up code has left the hour's send count, so every send of the test is the attacker's. */
async function anOwner() {
  const owner = await signedUpCustomer(api, t.db);
  clock.advance(HOUR + 1);
  return owner.phoneNumber;
}

/** The attacker's wrong guesses from one client, texting a new code (as an attacker can) whenever none is live. */
async function guessWrong(client: ApiClient, phone: string, count: number, tries: { left: number }) {
  const answers = [];
  for (let guess = 1; guess <= count; guess += 1) {
    if (tries.left === 0) {
      expect((await forgot(client, phone)).status).toBe(200);
      tries.left = 5;
    }
    const answer = await reset(client, phone, wrongCodeFor(await latestCode(t.db, phone)));
    if (answer.status === 400) tries.left -= 1;
    answers.push(answer);
  }
  return answers;
}
const judged = (answers: Array<{ status: number }>) => answers.filter((answer) => answer.status === 400).length;

describe("wrong codes: a stranger's guesses never make the owner's right code wait", () => {
  it('2 codes and 10 wrong guesses from one address: the owner resets from another, with the latest code or a new one', async () => {
    const phone = await anOwner();
    const [attacker, owner, ownerLater] = clients(3) as [ApiClient, ApiClient, ApiClient];
    const answers = [];
    for (let code = 1; code <= 2; code += 1) {
      expect((await forgot(attacker, phone)).status).toBe(200);
      const right = await latestCode(t.db, phone);
      for (let guess = 1; guess <= 5; guess += 1) answers.push(await reset(attacker, phone, wrongCodeFor(right)));
    }
    // The attacker's second code, texted to the owner's phone, works for the owner.
    expect(await reset(owner, phone, await latestCode(t.db, phone))).toMatchObject({
      status: 200,
      body: { message: 'Password reset successfully!' },
    });
    // One address gets 5 wrong codes on a number a day (one code's tries), then is told to wait.
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(400), ...Array(5).fill(429)]);
    for (const answer of answers.slice(5)) expect(String(answer.body.detail)).toMatch(WAIT);
    // And a code the owner asks for themselves works too.
    expect((await forgot(ownerLater, phone)).status).toBe(200);
    expect((await reset(ownerLater, phone, await latestCode(t.db, phone))).status).toBe(200);
    expect((await api.post('/account/login/', { phone_number: phone, password: 'Owner@2024' })).status).toBe(200);
  });

  it('4 addresses get at most 11 wrong codes judged (5, then 2 each): the owner from a fifth still resets', async () => {
    const phone = await anOwner();
    const [first, ...others] = clients(5);
    const owner = others.pop() as ApiClient;
    const tries = { left: 0 };
    const answers = await guessWrong(first as ApiClient, phone, 8, tries);
    expect(judged(answers)).toBe(5);
    for (const attacker of others) {
      const more = await guessWrong(attacker, phone, 4, tries);
      // Once another address has guessed wrong on the number too, an address with 2 wrong waits.
      expect(more.map((answer) => answer.status)).toEqual([400, 400, 429, 429]);
    }
    expect(await forgot(owner, phone)).toMatchObject({ status: 200 });
    expect((await reset(owner, phone, await latestCode(t.db, phone))).status).toBe(200);
  });

  it('judges at most 12 wrong codes a day for a number, however many addresses guess; the right code then waits too', async () => {
    const phone = await anOwner();
    const attackers = clients(8);
    const owner = attackers.pop() as ApiClient;
    const tries = { left: 0 };
    let total = 0;
    for (const attacker of attackers) total += judged(await guessWrong(attacker, phone, 3, tries));
    expect(total).toBe(12);
    // The brute-force bound holds against anyone: 12 guesses of 10 000 a day. The answer says how long.
    expect((await forgot(owner, phone)).status).toBe(200);
    const code = await latestCode(t.db, phone);
    const refused = await reset(owner, phone, code);
    expect(refused.status).toBe(429);
    expect(String(refused.body.detail)).toMatch(WAIT);
    clock.advance(DAY);
    expect((await forgot(owner, phone)).status).toBe(200);
    expect((await reset(owner, phone, await latestCode(t.db, phone))).status).toBe(200);
  });

  it("50 guesses flooding in from one address while the owner's code is judged: the owner's goes through", async () => {
    const phone = await anOwner();
    const [attacker, owner] = clients(2) as [ApiClient, ApiClient];
    expect(judged(await guessWrong(attacker, phone, 5, { left: 0 }))).toBe(5);
    expect((await forgot(owner, phone)).status).toBe(200);
    const code = await latestCode(t.db, phone);
    // Guesses waiting for their answer count against their own address only, never against the number for all.
    const [mine, ...flood] = await Promise.all([
      reset(owner, phone, code),
      ...Array.from({ length: 50 }, () => reset(attacker, phone, wrongCodeFor(code))),
    ]);
    expect(mine?.status).toBe(200);
    expect(flood.map((answer) => answer.status)).toEqual(Array(50).fill(429));
  });

  it("the owner's right code clears the number's wrong codes: the attackers' addresses start again", async () => {
    const phone = await anOwner();
    const [attacker, owner] = clients(2) as [ApiClient, ApiClient];
    const tries = { left: 0 };
    expect(judged(await guessWrong(attacker, phone, 6, tries))).toBe(5);
    expect((await forgot(owner, phone)).status).toBe(200);
    expect((await reset(owner, phone, await latestCode(t.db, phone))).status).toBe(200);
    expect(judged(await guessWrong(attacker, phone, 1, { left: 0 }))).toBe(1);
  });
});

describe("sends: a stranger using up a number's codes never leaves its owner without one", () => {
  it('5 codes an hour used up from one address and then from several: the owner is told to use the latest, which works', async () => {
    const phone = await anOwner();
    const [attacker, ...rest] = clients(5);
    const owner = rest.pop() as ApiClient;
    for (let send = 1; send <= 5; send += 1) expect((await forgot(attacker as ApiClient, phone)).status).toBe(200);
    for (const client of [attacker as ApiClient, ...rest]) {
      expect(await forgot(client, phone)).toMatchObject({ status: 200, body: { message: alreadySent(phone) } });
    }
    expect(await texts(phone)).toBe(6);
    // Ten minutes on, the latest code (sent at the start) would have expired: the owner's request keeps it usable
    // for another 300 s instead of texting a sixth one.
    clock.advance(10 * 60 * 1000);
    expect(await forgot(owner, phone)).toMatchObject({ status: 200, body: { message: alreadySent(phone) } });
    expect(await texts(phone)).toBe(6);
    clock.advance(299_000);
    expect(await reset(owner, phone, await latestCode(t.db, phone))).toMatchObject({ status: 200 });
  });

  it('an unknown number answers exactly like a registered one once its sends are used up', async () => {
    const registered = await anOwner();
    const unknown = freshNumber();
    const [client] = clients(1) as [ApiClient];
    for (let send = 1; send <= 5; send += 1) {
      await forgot(client, registered);
      await forgot(client, unknown);
    }
    const [known, stranger] = [await forgot(client, registered), await forgot(client, unknown)];
    expect(known).toMatchObject({ status: 200, body: { message: alreadySent(registered) } });
    expect(stranger).toMatchObject({ status: 200, body: { message: alreadySent(unknown) } });
  });

  it('sends used up and the latest code killed with 5 wrong guesses: the owner still gets a fresh code, 3 such a day', async () => {
    const phone = await anOwner();
    const [attacker, owner] = clients(2) as [ApiClient, ApiClient];
    for (let send = 1; send <= 5; send += 1) expect((await forgot(attacker, phone)).status).toBe(200);
    const killed = await latestCode(t.db, phone);
    for (let guess = 1; guess <= 5; guess += 1)
      expect((await reset(attacker, phone, wrongCodeFor(killed))).status).toBe(400);
    expect(await forgot(owner, phone)).toMatchObject({
      status: 200,
      body: { message: `OTP sent successfully to ${phone}` },
    });
    expect(await texts(phone)).toBe(7);
    expect((await reset(owner, phone, await latestCode(t.db, phone))).status).toBe(200);
    // A used code cannot be kept usable either: two more fresh ones, then the day's extra codes are spent.
    for (let extra = 2; extra <= 3; extra += 1) {
      expect((await forgot(owner, phone)).status).toBe(200);
      expect((await reset(owner, phone, await latestCode(t.db, phone))).status).toBe(200);
    }
    expect(await forgot(owner, phone)).toMatchObject({
      status: 429,
      body: { detail: 'Too many codes requested. Please try again later.' },
    });
    expect(await texts(phone)).toBe(9);
  });
});
