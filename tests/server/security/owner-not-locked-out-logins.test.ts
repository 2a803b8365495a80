import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, latestCode, signedUpCustomer } from '../support/account-client';
import { api, built, clock, sleeps, t, useAccountSessionWorld } from '../support/account-session-world';

useAccountSessionWorld();

/**
 * Wrong passwords are counted per account as well as per address: an account guessed at from many addresses holds
 * the guessers back and tells them how long to wait, while its owner still signs in (README, Security, "Codes and
 * logins"). Every test uses addresses of its own, so the per-address counts of one test stay out of the next.
 */
const HOUR = 60 * 60 * 1000;
const HELD = /^Too many failed logins for this account\. Please wait \d+ minutes? before trying again\.$/;
const WARNING =
  /^Many wrong passwords were tried on your .+ account today\. You can still sign in as usual; if this was not you, consider changing your password\.$/;

let test = 0;
const clients = (count: number) => {
  test += 1;
  return Array.from({ length: count }, (_, n) =>
    apiClient(built.app, { address: `10.${test}.${Math.floor(n / 200)}.${n % 200}` }),
  );
};
const login = (client: ApiClient, phone_number: string, password: string) =>
  client.post('/account/login/', { phone_number, password });
const warnings = async (phone: string) =>
  (await t.db.selectFrom('sms_outbox').select('text').where('to_number', '=', phone).execute())
    .map((row) => row.text)
    .filter((text) => !text.includes(' code is '));

describe('wrong passwords counted per account, not only per address', () => {
  it('800 wrong passwords from 40 addresses guessing at once: at most 100 judged, the rest told to wait; the owner signs in', async () => {
    const owner = await signedUpCustomer(api, t.db);
    const attackers = clients(41);
    const ownerClient = attackers.pop() as ApiClient;
    // Each address guesses as fast as its answers come back, all 40 at once.
    const streams = await Promise.all(
      attackers.map(async (client, n) => {
        const answers = [];
        for (let k = 0; k < 20; k += 1) answers.push(await login(client, owner.phoneNumber, `Wrong@${n}-${k}`));
        return answers;
      }),
    );
    const answers = streams.flat();
    const judged = answers.filter((answer) => answer.status === 401);
    const held = answers.filter((answer) => answer.status === 429);
    expect(judged.length + held.length).toBe(800);
    // 20 failures on the account from anywhere, then each address at most 2 more.
    expect(judged.length).toBeLessThanOrEqual(20 + 40 * 2);
    for (const answer of held) expect(String(answer.body.detail)).toMatch(HELD);
    // An attacker's address that has failed twice on the account is held back even with the right password.
    const attacker = attackers[0] as ApiClient;
    for (let failure = 1; failure <= 2; failure += 1) await login(attacker, owner.phoneNumber, 'Wrong@again');
    expect(await login(attacker, owner.phoneNumber, owner.password)).toMatchObject({ status: 429 });
    // The owner, from an address with no failures on the account, is judged at once and not slowed.
    sleeps.length = 0;
    expect((await login(ownerClient, owner.phoneNumber, owner.password)).status).toBe(200);
    expect(sleeps).toEqual([]);
    // And is told once, by text, that the account was guessed at.
    const texts = await warnings(owner.phoneNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(WARNING);
  }, 120_000);

  it('an owner with a typo from a fresh address is still judged: an address may fail twice on an account under attack', async () => {
    const owner = await signedUpCustomer(api, t.db);
    const [attacker, ownerClient] = clients(2) as [ApiClient, ApiClient];
    for (let failure = 1; failure <= 20; failure += 1) {
      expect((await login(attacker, owner.phoneNumber, 'Wrong@123')).status).toBe(401);
    }
    expect((await login(ownerClient, owner.phoneNumber, 'Typo@123')).status).toBe(401);
    expect((await login(ownerClient, owner.phoneNumber, owner.password)).status).toBe(200);
    // The right password cleared this address's failures: two more typos are judged, a third waits.
    expect((await login(ownerClient, owner.phoneNumber, 'Typo@123')).status).toBe(401);
    expect((await login(ownerClient, owner.phoneNumber, 'Typo@123')).status).toBe(401);
    const third = await login(ownerClient, owner.phoneNumber, 'Typo@123');
    expect(third.status).toBe(429);
    expect(String(third.body.detail)).toMatch(HELD);
    // Even with the right password, while the account is under attack: a code texted to the number proves it.
    expect((await login(ownerClient, owner.phoneNumber, owner.password)).status).toBe(429);
    // The stranger's own limit is unchanged: refused after 20 failures, for an hour.
    expect(await login(attacker, owner.phoneNumber, owner.password)).toMatchObject({
      status: 429,
      body: { detail: 'Too many failed logins. Please try again later.' },
    });
  });

  it('counts a whole IPv6 /64 as one address: picking a new address in it for every guess gains nothing', async () => {
    const owner = await signedUpCustomer(api, t.db);
    const inOne64 = (n: number) => apiClient(built.app, { address: `2001:db8:${test + 100}:7::${n.toString(16)}` });
    for (let failure = 1; failure <= 20; failure += 1) {
      expect((await login(inOne64(failure), owner.phoneNumber, 'Wrong@123')).status).toBe(401);
    }
    expect(await login(inOne64(21), owner.phoneNumber, owner.password)).toMatchObject({
      status: 429,
      body: { detail: 'Too many failed logins. Please try again later.' },
    });
    expect(
      (await login(apiClient(built.app, { address: `2001:db8:${test + 100}:8::1` }), owner.phoneNumber, owner.password))
        .status,
    ).toBe(200);
  });

  it("slows the guessing address after 5 failures, never the owner's", async () => {
    const owner = await signedUpCustomer(api, t.db);
    const [attacker, ownerClient] = clients(2) as [ApiClient, ApiClient];
    for (let failure = 1; failure <= 6; failure += 1) await login(attacker, owner.phoneNumber, 'Wrong@123');
    expect(sleeps).toEqual([1000]);
    sleeps.length = 0;
    expect((await login(ownerClient, owner.phoneNumber, 'Typo@123')).status).toBe(401);
    expect((await login(ownerClient, owner.phoneNumber, owner.password)).status).toBe(200);
    expect(sleeps).toEqual([]);
  });

  it('judges at most 200 wrong passwords an hour on an account; then the owner proves control with a texted code', async () => {
    const owner = await signedUpCustomer(api, t.db);
    const [first, ...others] = clients(100);
    const ownerClient = others.pop() as ApiClient;
    let judged = 0;
    for (let failure = 1; failure <= 20; failure += 1) {
      if ((await login(first as ApiClient, owner.phoneNumber, `Wrong@${failure}`)).status === 401) judged += 1;
    }
    for (const client of others) {
      for (let failure = 1; failure <= 3; failure += 1) {
        if ((await login(client, owner.phoneNumber, `Wrong@${failure}`)).status === 401) judged += 1;
      }
    }
    expect(judged).toBe(200);
    // From now on every address waits, the owner's fresh one too: no one gets more guesses in the hour.
    const refused = await login(ownerClient, owner.phoneNumber, owner.password);
    expect(refused.status).toBe(429);
    expect(String(refused.body.detail)).toMatch(HELD);
    // A signed-in device is not held back: it proves the account is the caller's.
    const changed = await ownerClient.post(
      '/account/change-password/',
      { password: owner.password, new_password: 'Changed@123', confirm_password: 'Changed@123' },
      { token: owner.access },
    );
    expect(changed.status).toBe(200);
    // Neither is an address that proved control with a code texted to the number.
    expect((await ownerClient.post('/account/forgot-password/', { phone_number: owner.phoneNumber })).status).toBe(200);
    const code = await latestCode(t.db, owner.phoneNumber);
    const reset = await ownerClient.post('/account/reset-password/', {
      phone_number: owner.phoneNumber,
      userotp: code,
      new_password: 'Owner@2024',
      confirm_password: 'Owner@2024',
    });
    expect(reset.status).toBe(200);
    expect((await login(ownerClient, owner.phoneNumber, 'Owner@2024')).status).toBe(200);
    // One warning text for all of it; an hour later a fresh address is judged again.
    expect(await warnings(owner.phoneNumber)).toHaveLength(1);
    clock.advance(HOUR + 1);
    expect((await login(clients(1)[0] as ApiClient, owner.phoneNumber, 'Owner@2024')).status).toBe(200);
  }, 120_000);
});
