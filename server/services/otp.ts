import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpType } from '../../contract/account';
import { consumeOtpCode, findLiveOtpCode, replaceOtpCode, takeOtpAttempt } from '../db/repositories/otp-codes';
import {
  countRateLimitEvents,
  deleteRateLimitEventsOfKey,
  insertRateLimitEvent,
  newestRateLimitEvent,
} from '../db/repositories/rate-limit-events';
import { type AccountContext, isoAfter, isoAt, isoBefore } from './account-context';
import { WRONG_CODES, wrongCodeKey } from './rate-limits';

/** Spec §9: a code lives as long as the screen's countdown. */
export const OTP_SECONDS = 300;
/** Wrong tries a code survives; the fifth kills it. */
export const OTP_MAX_ATTEMPTS = 5;

// Bound to the number and the purpose, so a code for one cannot be used for the other; keyed so a database dump
// alone cannot be brute-forced (10 000 codes would take no time against a plain hash).
const hashCode = (secret: string, phoneNumber: string, purpose: OtpType, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${phoneNumber}:${code}`).digest('hex');

/** A fresh 4-digit code for the number and purpose; any earlier one dies. Returns the code to text. */
export async function issueOtp(ctx: AccountContext, phoneNumber: string, purpose: OtpType): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = ctx.clock();
  await replaceOtpCode(ctx.db, {
    phone_number: phoneNumber,
    purpose,
    code_hash: hashCode(ctx.secret, phoneNumber, purpose, code),
    created_at: isoAt(now),
    expires_at: isoAfter(now, OTP_SECONDS * 1000),
  });
  return code;
}

export type OtpUse = 'used' | 'wrong' | { waitMinutes: number };

/**
 * 'used' once: the code is right, live and now used up. Every guess takes one of the code's tries before it is
 * compared (counting only after a wrong answer let 40 guesses sent at once all be compared against a code with 5
 * tries). After WRONG_CODES.freeTries wrong codes for the number in a day, a guess must wait (issue 14).
 */
export async function useOtp(ctx: AccountContext, phoneNumber: string, purpose: OtpType, code: string): Promise<OtpUse> {
  const now = ctx.clock();
  const key = wrongCodeKey(phoneNumber);
  const wait = await waitBeforeGuess(ctx, key, now);
  if (wait > 0) return { waitMinutes: Math.ceil(wait / 60_000) };
  const live = await findLiveOtpCode(ctx.db, phoneNumber, purpose, isoAt(now), OTP_MAX_ATTEMPTS);
  if (!live) return 'wrong';
  if (!(await takeOtpAttempt(ctx.db, live.id, OTP_MAX_ATTEMPTS))) return 'wrong';
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, phoneNumber, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await insertRateLimitEvent(ctx.db, key, isoAt(now));
    return 'wrong';
  }
  if (!(await consumeOtpCode(ctx.db, live.id, isoAt(now)))) return 'wrong';
  // The number's owner has the phone: the wrong guesses before no longer count against them.
  await deleteRateLimitEventsOfKey(ctx.db, key);
  return 'used';
}

/** Milliseconds a guess must still wait: none within the day's free tries, then a wait that doubles. */
async function waitBeforeGuess(ctx: AccountContext, key: string, now: Date): Promise<number> {
  const wrong = await countRateLimitEvents(ctx.db, key, isoBefore(now, WRONG_CODES.windowMs));
  if (wrong < WRONG_CODES.freeTries) return 0;
  const newest = await newestRateLimitEvent(ctx.db, key);
  if (newest === null) return 0;
  const waitMs = Math.min(WRONG_CODES.maxWaitMs, WRONG_CODES.firstWaitMs * 2 ** (wrong - WRONG_CODES.freeTries));
  return Math.max(0, Date.parse(newest) + waitMs - now.getTime());
}
