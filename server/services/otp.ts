import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpType } from '../../contract/account';
import { consumeOtpCode, findLiveOtpCode, replaceOtpCode, takeOtpAttempt } from '../db/repositories/otp-codes';
import { type AccountContext, isoAfter, isoAt } from './account-context';

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

/**
 * true once: the code is right, live and now used up. Every guess takes one of the code's tries before it is compared
 * (counting only after a wrong answer let 40 guesses sent at once all be compared against a code with 5 tries).
 */
export async function useOtp(
  ctx: AccountContext,
  phoneNumber: string,
  purpose: OtpType,
  code: string,
): Promise<boolean> {
  const now = ctx.clock();
  const live = await findLiveOtpCode(ctx.db, phoneNumber, purpose, isoAt(now), OTP_MAX_ATTEMPTS);
  if (!live) return false;
  if (!(await takeOtpAttempt(ctx.db, live.id, OTP_MAX_ATTEMPTS))) return false;
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, phoneNumber, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  return consumeOtpCode(ctx.db, live.id, isoAt(now));
}
