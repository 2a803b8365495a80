import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpType } from '../../contract/account';
import {
  consumeOtpCode,
  extendOtpCode,
  findLiveOtpCode,
  replaceOtpCode,
  returnOtpAttempt,
  takeOtpAttempt,
} from '../db/repositories/otp-codes';
import { type AccountContext, isoAfter, isoAt, isoBefore } from './account-context';
import { HOUR_MS, minutesOf } from './rate-limits';
import { countGuessOfAddress, countGuessOfNumber, forgetWrongCodes } from './wrong-codes';

/** docs/rules/limits.md#codes: a code lives as long as the screen's countdown. */
export const OTP_SECONDS = 300;
/** Wrong tries a code survives; the fifth kills it. */
export const OTP_MAX_ATTEMPTS = 5;
/** An expired code is kept this long, so a number whose sends are used up can still have its newest code kept usable. */
const KEEP_EXPIRED_MS = HOUR_MS;

// Bound to the number and the purpose, so a code for one cannot be used for the other; keyed so a database dump
// alone cannot be brute-forced (10 000 codes would take no time against a plain hash).
const hashCode = (secret: string, phoneNumber: string, purpose: OtpType, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${phoneNumber}:${code}`).digest('hex');

/** A fresh 4-digit code for the number and purpose; any earlier one dies. Returns the code to text. */
export async function issueOtp(ctx: AccountContext, phoneNumber: string, purpose: OtpType): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = ctx.clock();
  await replaceOtpCode(
    ctx.db,
    {
      phone_number: phoneNumber,
      purpose,
      code_hash: hashCode(ctx.secret, phoneNumber, purpose, code),
      created_at: isoAt(now),
      expires_at: isoAfter(now, OTP_SECONDS * 1000),
    },
    isoBefore(now, KEEP_EXPIRED_MS),
  );
  return code;
}

/**
 * Keeps the number's newest code usable for another OTP_SECONDS instead of texting a new one (its tries stay as they
 * were): 'kept', or 'dead' when it was used or is out of tries, or 'none' without any.
 */
export async function keepOtpUsable(
  ctx: AccountContext,
  phoneNumber: string,
  purpose: OtpType,
): Promise<'kept' | 'dead' | 'none'> {
  const expiresAt = isoAfter(ctx.clock(), OTP_SECONDS * 1000);
  const kept = await extendOtpCode(ctx.db, phoneNumber, purpose, expiresAt, OTP_MAX_ATTEMPTS);
  return kept === 'extended' ? 'kept' : kept;
}

export type OtpUse = 'used' | 'wrong' | { waitMinutes: number };

/**
 * 'used' once: the code is right, live and now used up. A guess is counted against the caller's address, then takes
 * one of the code's tries, then is counted against the number, and only then compared (wrong-codes.ts): counting
 * only after a wrong answer let 40 guesses sent at once all be compared against a code with 5 tries. A guess held
 * back by a limit waits, and gives back what it took.
 */
export async function useOtp(
  ctx: AccountContext,
  request: { phoneNumber: string; purpose: OtpType; code: string; clientAddress: string },
): Promise<OtpUse> {
  const { phoneNumber, purpose } = request;
  const now = ctx.clock();
  const address = await countGuessOfAddress(ctx, phoneNumber, request.clientAddress);
  if ('waitMs' in address) return { waitMinutes: minutesOf(address.waitMs) };
  const live = await findLiveOtpCode(ctx.db, phoneNumber, purpose, isoAt(now), OTP_MAX_ATTEMPTS);
  if (!live || !(await takeOtpAttempt(ctx.db, live.id, OTP_MAX_ATTEMPTS))) {
    // Nothing was compared, so nothing was learnt: the guess does not count.
    await address.takeBack();
    return 'wrong';
  }
  const number = await countGuessOfNumber(ctx, phoneNumber);
  if ('waitMs' in number) {
    await Promise.all([address.takeBack(), returnOtpAttempt(ctx.db, live.id)]);
    return { waitMinutes: minutesOf(number.waitMs) };
  }
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, phoneNumber, purpose, request.code), 'hex');
  if (!timingSafeEqual(expected, given)) return 'wrong';
  if (!(await consumeOtpCode(ctx.db, live.id, isoAt(now)))) {
    await Promise.all([address.takeBack(), number.takeBack()]);
    return 'wrong';
  }
  await forgetWrongCodes(ctx, phoneNumber);
  return 'used';
}
