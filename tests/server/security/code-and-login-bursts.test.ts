import { describe, expect, it } from 'vitest';
import { freshNumber, latestCode, signedUpCustomer } from '../support/account-client';
import { api, signupBody, t, useAccountOtpWorld } from '../support/account-otp-world';

useAccountOtpWorld();

/**
 * The limits of docs/rules/accounts.md#accounts-codes-and-sessions hold against requests sent all at once, not only one
 * after another: an attacker with a number's code screen or login form sends guesses in parallel, from as many
 * connections as they like. The sequential cases (5 wrong tries, 300 s, single use, resend, send limits, slow-down) are
 * in tests/server/account-otp-*.test.ts and tests/server/account-*.test.ts (sign-up, tokens, refresh); this file shares
 * their world (account-otp-world.ts).
 */
/** `count` codes that are not `code`, all different. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count + 1 }, (_, n) => String(n).padStart(4, '0'))
    .filter((guess) => guess !== code)
    .slice(0, count);

/** Each guess from an address of its own: one address's guesses beyond its allowance are held before any try. */
const fromEach = (count: number, base: number) =>
  Array.from({ length: count }, (_, n) => ({ address: `10.${base}.${Math.floor(n / 250)}.${(n % 250) + 1}` }));

const accountsWith = async (phoneNumber: string) =>
  (await t.db.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).execute()).length;

describe('a code guessed in parallel (docs/rules/accounts.md#codes: dies after 5 wrong tries)', () => {
  it('judges at most 5 of 40 guesses sent at once: the right one, sent last, is refused', async () => {
    const phone = freshNumber();
    expect((await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(200);
    const code = await latestCode(t.db, phone);
    const guesses = [...wrongCodes(code, 39), code];
    const from = fromEach(40, 1);
    const answers = await Promise.all(
      guesses.map((guess, n) => api.post('/account/signup/', signupBody(phone, guess), from[n])),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, body: { userotp: ['Invalid or expired code.'] } });
    }
    expect(await accountsWith(phone)).toBe(0);
    // The code is dead for good, not just busy.
    expect((await api.post('/account/signup/', signupBody(phone, code))).status).toBe(400);
  });

  it('from one address, compares at most 5 of 40 guesses sent at once and holds the rest back', async () => {
    const phone = freshNumber();
    expect((await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(200);
    const code = await latestCode(t.db, phone);
    const answers = await Promise.all(
      [...wrongCodes(code, 39), code].map((guess) => api.post('/account/signup/', signupBody(phone, guess))),
    );
    for (const answer of answers) {
      if (answer.status === 400) expect(answer.body).toEqual({ userotp: ['Invalid or expired code.'] });
      else expect(String(answer.body.detail)).toMatch(/^Too many wrong codes for this number today\. Please wait /);
    }
    const [row] = await t.db.selectFrom('otp_codes').select('attempts').where('phone_number', '=', phone).execute();
    expect(row?.attempts).toBeLessThanOrEqual(5);
    expect(await accountsWith(phone)).toBe(0);
  });

  it('holds for a password-reset code too', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect((await api.post('/account/forgot-password/', { phone_number: customer.phoneNumber })).status).toBe(200);
    const code = await latestCode(t.db, customer.phoneNumber);
    const from = fromEach(40, 2);
    const reset = (userotp: string, n: number) =>
      api.post(
        '/account/reset-password/',
        { phone_number: customer.phoneNumber, userotp, new_password: 'Taken@999', confirm_password: 'Taken@999' },
        from[n],
      );
    const answers = await Promise.all([...wrongCodes(code, 39), code].map(reset));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(400));
    expect(
      (await api.post('/account/login/', { phone_number: customer.phoneNumber, password: 'Taken@999' })).status,
    ).toBe(401);
  });

  it('lets exactly one of ten parallel sign-ups with the right code through', async () => {
    const phone = freshNumber();
    await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const code = await latestCode(t.db, phone);
    const from = fromEach(10, 3);
    const answers = await Promise.all(
      from.map((address) => api.post('/account/signup/', signupBody(phone, code), address)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(9);
    expect(await accountsWith(phone)).toBe(1);
  });
});

describe('codes requested in parallel (docs/rules/accounts.md#codes: sends throttled per number and per address)', () => {
  it('texts a number at most 5 times an hour, however many requests arrive at once', async () => {
    const phone = freshNumber();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' }, { address: `192.0.2.${n + 1}` }),
      ),
    );
    // Racing for the last slots, requests may all lose (each sees the others' claims), never all text. Those that
    // lose are told a code was already sent (its newest code kept usable), not refused.
    const sent = answers.filter((answer) => answer.body.message === `OTP sent successfully to ${phone}`).length;
    expect(sent).toBeLessThanOrEqual(5);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect([
        `OTP sent successfully to ${phone}`,
        `A code was already sent to ${phone}. Please use the latest one.`,
      ]).toContain(answer.body.message);
    }
    const texts = await t.db.selectFrom('sms_outbox').select('id').where('to_number', '=', phone).execute();
    expect(texts).toHaveLength(sent);
  });

  it('texts from one address at most 20 times an hour, however many requests arrive at once', async () => {
    const numbers = Array.from({ length: 30 }, () => freshNumber());
    const answers = await Promise.all(
      numbers.map((phone) => api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })),
    );
    const sent = answers.filter((answer) => answer.status === 200).length;
    expect(sent).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - sent);
  });
});

describe('passwords guessed in parallel (docs/rules/accounts.md#phone-numbers-and-passwords: failed logins slowed, then refused)', () => {
  it('judges at most 20 of 60 wrong passwords sent at once; the rest are refused with 429', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        api.post('/account/login/', { phone_number: customer.phoneNumber, password: `Wrong@${n}` }),
      ),
    );
    const judged = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(judged.length + refused.length).toBe(60);
    expect(judged.length).toBeLessThanOrEqual(20);
    for (const answer of refused)
      expect(answer.body).toEqual({ detail: 'Too many failed logins. Please try again later.' });
    for (const answer of judged) expect(answer.body).toEqual({ detail: 'Invalid phone number or password.' });
  });

  it('cannot be used to guess the current password through change-password either', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        api.post(
          '/account/change-password/',
          { password: `Wrong@${n}`, new_password: 'Next@789', confirm_password: 'Next@789' },
          { token: customer.access },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(20);
  });
});
