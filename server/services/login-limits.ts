import {
  countRateLimitEvents,
  insertRateLimitEvent,
} from '../db/repositories/rate-limit-events';
import { claimOnceAWhile } from '../db/repositories/once-a-while';
import { findUserByPhone } from '../db/repositories/users';
import { type AccountContext, isoAt, isoBefore } from './account-context';
import { addressBucket } from './address-buckets';
import { DAY_MS, HOUR_MS, countAttempt, forgetEvents, minutesOf, waitForRoom } from './rate-limits';
import { loginWarningText } from './sms';

/**
 * Failed logins in the last hour, counted per client address and per account (its number, registered or not).
 *
 * Per address: slowed by a second after 5 failures on a number; refused after 20 on a number, or 100 on any.
 * Per account: after 20 failures from anywhere the account is under attack, and an address with 2 failures on it
 * waits (told how long) while one with fewer is judged: 40 addresses sending 20 guesses each get at most
 * 20 + 40 × 2 judged, and the owner, signing in from an address of their own, is judged at once. At most 200 failures
 * an hour are judged on an account, then every address waits: the bound holds however many addresses guess.
 * Not held back by the account's count: a signed-in caller (change-password), and an address that proved control of
 * the number with a texted code in the last hour (resetPassword). The owner gets one text a day about it.
 */
export const LOGIN_FAILURES = {
  slowAfter: 5,
  delayMs: 1000,
  refuseAfter: 20,
  refuseClientAfter: 100,
  attackAfter: 20,
  perAddressUnderAttack: 2,
  accountMax: 200,
  windowMs: HOUR_MS,
};
const accountKey = (phoneNumber: string) => `login-failure:number:${phoneNumber}`;
const pairKey = (phoneNumber: string, clientAddress: string) =>
  `login-failure:pair:${phoneNumber}:${addressBucket(clientAddress)}`;
const clientKey = (clientAddress: string) => `login-failure:address:${addressBucket(clientAddress)}`;
const provenKey = (phoneNumber: string, clientAddress: string) =>
  `login-proven:${phoneNumber}:${addressBucket(clientAddress)}`;
const warnedKey = (phoneNumber: string) => `login-warned:${phoneNumber}`;

export type PasswordVerdict = 'right' | 'wrong' | 'throttled' | { waitMinutes: number };

export interface PasswordGuess {
  phoneNumber: string;
  clientAddress: string;
  /** The caller holds a session of the account: its count does not hold them back. */
  signedIn: boolean;
  /** The account exists: its owner is texted when it comes under attack. */
  registered: boolean;
}

/**
 * A password guess under the limits above. The attempt is counted before the password is checked, so guesses sent
 * at once each see those before them (counted after, 60 guesses sent together were all checked): a refused attempt
 * is taken back, a wrong one stays as a failure, a right one clears this address's failures on the account. The
 * address's own limits come first and only an attempt they let through counts against the account, so one address
 * flooding in cannot push the account's count up for everyone while its attempts are under way. The account's count
 * stays after a right password: clearing it would give every guessing address its allowance again.
 */
export async function judgePassword(
  ctx: AccountContext,
  guess: PasswordGuess,
  check: () => Promise<boolean>,
): Promise<PasswordVerdict> {
  const { phoneNumber, clientAddress } = guess;
  const { windowMs } = LOGIN_FAILURES;
  const keys = { pair: pairKey(phoneNumber, clientAddress), account: accountKey(phoneNumber) };
  const [pair, client] = await Promise.all([
    countAttempt(ctx, keys.pair, windowMs),
    countAttempt(ctx, clientKey(clientAddress), windowMs),
  ]);
  const refuse = async <T>(answer: T, ...more: Array<{ takeBack: () => Promise<void> }>) => {
    await Promise.all([pair, client, ...more].map((attempt) => attempt.takeBack()));
    return answer;
  };
  if (pair.count > LOGIN_FAILURES.refuseAfter || client.count > LOGIN_FAILURES.refuseClientAfter) {
    return refuse('throttled' as const);
  }
  // Under attack (the account's failures before this one), an address with 2 failures on it waits.
  if (
    !guess.signedIn &&
    pair.count - 1 >= LOGIN_FAILURES.perAddressUnderAttack &&
    (await countRateLimitEvents(ctx.db, keys.account, isoBefore(ctx.clock(), windowMs))) >=
      LOGIN_FAILURES.attackAfter &&
    !(await proven(ctx, guess))
  ) {
    const waitMs = await waitForRoom(ctx, keys.pair, LOGIN_FAILURES.perAddressUnderAttack, windowMs);
    return refuse({ waitMinutes: minutesOf(waitMs) });
  }
  const account = await countAttempt(ctx, keys.account, windowMs);
  if (!guess.signedIn && account.count - 1 >= LOGIN_FAILURES.accountMax && !(await proven(ctx, guess))) {
    const waitMs = await waitForRoom(ctx, keys.account, LOGIN_FAILURES.accountMax, windowMs);
    return refuse({ waitMinutes: minutesOf(waitMs) }, account);
  }
  if (pair.count > LOGIN_FAILURES.slowAfter) await ctx.sleep(LOGIN_FAILURES.delayMs);
  if (!(await check())) {
    if (guess.registered && account.count > LOGIN_FAILURES.attackAfter) await warnOwner(ctx, phoneNumber);
    return 'wrong';
  }
  await Promise.all([forgetEvents(ctx, keys.pair), client.takeBack(), account.takeBack()]);
  return 'right';
}

/** The address proved control of the number with a texted code in the last hour (resetPassword). */
async function proven(ctx: AccountContext, guess: PasswordGuess): Promise<boolean> {
  const since = isoBefore(ctx.clock(), LOGIN_FAILURES.windowMs);
  return (await countRateLimitEvents(ctx.db, provenKey(guess.phoneNumber, guess.clientAddress), since)) > 0;
}

/** The address proved control of the number (a texted code): the account's count does not hold it back. */
export async function proveAddress(ctx: AccountContext, phoneNumber: string, clientAddress: string): Promise<void> {
  await insertRateLimitEvent(ctx.db, provenKey(phoneNumber, clientAddress), isoAt(ctx.clock()));
}

/**
 * Texts the owner that their account is being guessed at, once a day. The day is claimed by one conditional update
 * of one row (claimOnceAWhile), so attempts racing on several instances text once: marking the day in
 * rate_limit_events and texting from the oldest mark did not hold on PostgreSQL, where a mark with a lower id could
 * become visible after a racer had already found its own the oldest. A failed text changes no answer: the login's
 * outcome must not depend on the SMS gateway.
 */
async function warnOwner(ctx: AccountContext, phoneNumber: string): Promise<void> {
  const minute = Math.floor(ctx.clock().getTime() / 60_000);
  if (!(await claimOnceAWhile(ctx.db, warnedKey(phoneNumber), minute, DAY_MS / 60_000))) return;
  try {
    const language = (await findUserByPhone(ctx.db, phoneNumber))?.language;
    await ctx.sms.sendSms(phoneNumber, await loginWarningText(ctx.db, language));
  } catch {
    // Nothing to do: the failures are counted all the same.
  }
}
